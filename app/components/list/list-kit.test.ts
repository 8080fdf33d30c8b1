import fs from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, NAMESPACES } from '../../../common/i18n-config';
import { getI18n } from '../../features/i18n/i18n-instance';
import { csvCell, csvFileName, csvOf, toCsv } from './csv';
import { DataList, type Column } from './data-list';
import { selectionReducer, selectionState, type Key } from './selection';
import { ariaSort, pageChange, pageWindow, readSort, sortChanges, withQuery } from './url-state';

describe('list URL state', () => {
  it('changes query parameters and drops empty ones', () => {
    expect(withQuery('/manage/users', '?q=ann&page=3', { page: undefined, sort: 'name' })).toBe('/manage/users?q=ann&sort=name');
    expect(withQuery('/manage/users', '?q=ann', { q: '' })).toBe('/manage/users');
    expect(withQuery('/manage/users', '', { page: 2 })).toBe('/manage/users?page=2');
  });
  it('reads the sort with defaults and refuses an unknown order', () => {
    expect(readSort(new URLSearchParams(''), 'createdAt', 'desc')).toEqual({ sort: 'createdAt', order: 'desc' });
    expect(readSort(new URLSearchParams('sort=name&order=asc'), 'createdAt', 'desc')).toEqual({ sort: 'name', order: 'asc' });
    expect(readSort(new URLSearchParams('order=sideways'), 'code')).toEqual({ sort: 'code', order: 'asc' });
  });
  it('sorts by a new field ascending, flips the current one, and goes back to page 1', () => {
    expect(sortChanges('name', 'account', 'desc')).toEqual({ sort: 'name', order: 'asc', page: undefined });
    expect(sortChanges('name', 'name', 'asc')).toEqual({ sort: 'name', order: 'desc', page: undefined });
    expect(sortChanges('name', 'name', 'desc')).toEqual({ sort: 'name', order: 'asc', page: undefined });
  });
  it('tells aria-sort for one or more fields under a header', () => {
    expect(ariaSort(['phone', 'email'], 'email', 'desc')).toBe('descending');
    expect(ariaSort(['name'], 'name', 'asc')).toBe('ascending');
    expect(ariaSort(['name'], 'code', 'asc')).toBe('none');
  });
  it('pages: page 1 has no parameter; the window of a page', () => {
    expect(pageChange(1)).toEqual({ page: undefined });
    expect(pageChange(4)).toEqual({ page: 4 });
    expect(pageWindow(2, 20, 45, 20)).toEqual({ from: 21, to: 40 });
    expect(pageWindow(3, 20, 45, 5)).toEqual({ from: 41, to: 45 });
    expect(pageWindow(1, 20, 0, 0)).toEqual({ from: 0, to: 0 });
  });
});

describe('CSV export', () => {
  it('quotes commas, quotes, line breaks and edge spaces; leaves plain values alone', () => {
    const cases: [Parameters<typeof csvCell>[0], string][] = [
      ['plain', 'plain'], [42, '42'], [null, ''], [undefined, ''], [false, 'false'], ['a,b', '"a,b"'], ['say "hi"', '"say ""hi"""'],
      ['line\nbreak', '"line\nbreak"'], ['cr\rhere', '"cr\rhere"'], [' padded', '" padded"'], ['中文，名稱', '中文，名稱'],
    ];
    for (const [value, cell] of cases) expect(csvCell(value), String(value)).toBe(cell);
  });
  it('defuses spreadsheet formulas but keeps phone numbers and negative numbers', () => {
    const cases: [Parameters<typeof csvCell>[0], string][] = [
      ['=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'], ['@SUM(A1)', "'@SUM(A1)"], ['+SUM(A1)', "'+SUM(A1)"], ['-2+3', "'-2+3"],
      ['+852 2388 1234', '+852 2388 1234'], ['-12.5', '-12.5'], [-3, '-3'],
    ];
    for (const [value, cell] of cases) expect(csvCell(value), String(value)).toBe(cell);
  });
  it('writes a header and CRLF lines from the columns that declare a value', () => {
    expect(toCsv(['a', 'b'], [[1, 'x,y']])).toBe('a,b\r\n1,"x,y"\r\n');
    const cols: { header: string; csv?: (r: { n: string }) => string }[] = [{ header: 'Name', csv: (r) => r.n }, { header: 'Actions' }];
    expect(csvOf(cols, [{ n: 'Ann' }, { n: 'B "b"' }])).toBe('Name\r\nAnn\r\n"B ""b"""\r\n');
    expect(csvFileName('users', new Date('2026-11-25T12:00:00Z'))).toBe('users-2026-11-25.csv');
  });
});

describe('bulk selection', () => {
  const none: ReadonlySet<Key> = new Set();
  it('toggles one row, selects all, and clears all when all are selected', () => {
    const one = selectionReducer(none, { type: 'toggle', key: 2 });
    expect([...one]).toEqual([2]);
    expect([...selectionReducer(one, { type: 'toggle', key: 2 })]).toEqual([]);
    const all = selectionReducer(one, { type: 'all', keys: [1, 2, 3] });
    expect([...all]).toEqual([1, 2, 3]);
    expect(selectionReducer(all, { type: 'all', keys: [1, 2, 3] }).size).toBe(0);
    expect(selectionReducer(all, { type: 'clear' }).size).toBe(0);
  });
  it('forgets rows that are no longer listed and keeps its identity otherwise', () => {
    const s = new Set<Key>([1, 2]);
    expect([...selectionReducer(s, { type: 'keep', keys: [2, 3] })]).toEqual([2]);
    expect(selectionReducer(s, { type: 'keep', keys: [1, 2, 3] })).toBe(s);
    expect(selectionReducer(none, { type: 'clear' })).toBe(none);
  });
  it('tells the header checkbox all, some or none', () => {
    expect(selectionState(new Set([1]), [1, 2])).toBe('some');
    expect(selectionState(new Set([1, 2]), [1, 2])).toBe('all');
    expect(selectionState(new Set([9]), [1, 2])).toBe('none');
    expect(selectionState(none, [])).toBe('none');
  });
});

describe('DataList markup', () => {
  const resources = Object.fromEntries(NAMESPACES.map((ns) => [ns, JSON.parse(fs.readFileSync(path.join('locales', 'en', `${ns}.json`), 'utf8'))]));
  type Row = { id: number; name: string; qty: number };
  const columns: Column<Row>[] = [
    { id: 'name', header: 'Name', cell: (r) => r.name, sort: 'name', cardTitle: true },
    { id: 'qty', header: 'Quantity', cell: (r) => r.qty, hideOnCard: true },
  ];
  function render(rows: Row[], extra: Partial<Parameters<typeof DataList<Row>>[0]> = {}) {
    const Screen = () =>
      createElement(DataList<Row>, { caption: 'Rooms', testId: 'rooms-table', rows, rowKey: (r) => r.id, rowLabel: (r) => r.name, columns, sort: { sort: 'name', order: 'desc' }, ...extra });
    const Stub = createRoutesStub([{ path: '/manage/rooms', Component: Screen }]);
    const i18n = getI18n('en', 'list-kit-test', resources);
    return renderToString(createElement(I18nextProvider, { i18n }, createElement(Stub, { initialEntries: ['/manage/rooms?sort=name&order=desc&page=2'] })));
  }

  it('is an accessible table: caption, scope=col, aria-sort, a sort link back to page 1', () => {
    const html = render([{ id: 1, name: 'Room A', qty: 2 }]);
    expect(html).toContain('<caption class="sr-only">Rooms</caption>');
    expect(html.match(/scope="col"/g)).toHaveLength(2);
    expect(html).toContain('aria-sort="descending"');
    expect(html).toContain('href="/manage/rooms?sort=name&amp;order=asc"');
    expect(html).toContain('data-label="Quantity"');
    expect(html).not.toContain('type="checkbox"');
  });

  it('says so when empty, in the words given or the default', () => {
    expect(render([])).toContain('Nothing found.');
    expect(render([], { empty: 'No rooms yet.' })).toContain('No rooms yet.');
  });

  it('offers labelled selection checkboxes with a bulk action, and an export button', () => {
    const html = render([{ id: 1, name: 'Room A', qty: 2 }], { bulk: [{ label: 'Disable', run: () => {} }], onExport: () => {} });
    expect(html).toContain('aria-label="Select all rows"');
    expect(html).toContain('aria-label="Select Room A"');
    expect(html).toContain('data-testid="rooms-table-export"');
    expect(html.match(/scope="col"/g)).toHaveLength(3);
  });

  it('has the same texts in every language', () => {
    const keys = (lng: string) => Object.keys((JSON.parse(fs.readFileSync(path.join('locales', lng, 'manage.json'), 'utf8')) as { list: object }).list).sort();
    for (const lng of LANGUAGES) expect(keys(lng), lng).toEqual(keys('en'));
  });
});
