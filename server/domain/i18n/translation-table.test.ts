import { describe, expect, it } from 'vitest';
import type { LocaleRepo } from './locale-store';
import { filterTranslationRows, flattenTree, nestTree, pathKind, translationCounts, translationRows } from './translation-table';

const repo = {
  'zh-HK': { common: { nav: { team: '團隊', blog: '網誌' } }, site: {} },
  'zh-CN': { common: { nav: { team: '团队', blog: '' } }, site: {} },
  en: { common: { nav: { team: 'Our Team', blog: 'Blog' }, extra: 'Only English' }, site: {} },
} as unknown as LocaleRepo;

describe('the translations table', () => {
  it('flattens nested keys in file order and nests them back', () => {
    const tree = { nav: { team: 'Team', sub: { a: 'A' } }, x: 'X' };
    expect(flattenTree(tree)).toEqual([
      ['nav.team', 'Team'],
      ['nav.sub.a', 'A'],
      ['x', 'X'],
    ]);
    expect(nestTree(flattenTree(tree))).toEqual(tree);
  });

  it.each([
    ['nav.team', 'leaf'],
    ['nav', 'branch'],
    ['nav.team.more', 'blocked'],
    ['nav.other', 'free'],
    ['elsewhere.key', 'free'],
  ] as const)('%s is a %s of the tree', (key, kind) => {
    expect(pathKind(repo.en.common as never, key)).toBe(kind);
  });

  it('puts the three languages side by side: override over default, missing when absent or blank', () => {
    const rows = translationRows(repo, [{ lng: 'zh-CN', ns: 'common', key: 'nav.blog', value: '博客' }]);
    expect(rows.map((r) => `${r.ns}:${r.key}`)).toEqual(['common:nav.team', 'common:nav.blog', 'common:extra']);
    const blog = rows.find((r) => r.key === 'nav.blog')!;
    expect(blog).toMatchObject({ values: { 'zh-CN': '博客' }, defaults: { 'zh-CN': '' }, overridden: { 'zh-CN': true, en: false }, missing: { 'zh-CN': false } });
    const extra = rows.find((r) => r.key === 'extra')!;
    expect(extra.missing).toEqual({ 'zh-HK': true, 'zh-CN': true, en: false });
    expect(translationCounts(rows)).toEqual({ missing: { 'zh-HK': 1, 'zh-CN': 1, en: 0 }, overridden: { 'zh-HK': 0, 'zh-CN': 1, en: 0 } });
  });

  it('filters by namespace, missing or overridden in one language or any, and a key or text', () => {
    const rows = translationRows(repo, [{ lng: 'zh-CN', ns: 'common', key: 'nav.blog', value: '博客' }]);
    const keys = (q: Parameters<typeof filterTranslationRows>[1]) => filterTranslationRows(rows, q).map((r) => r.key);
    expect(keys({ filter: 'missing' })).toEqual(['extra']);
    expect(keys({ filter: 'missing', lng: 'en' })).toEqual([]);
    expect(keys({ filter: 'overridden', lng: 'zh-CN' })).toEqual(['nav.blog']);
    expect(keys({ filter: 'all', q: 'our team' })).toEqual(['nav.team']);
    expect(keys({ filter: 'all', q: 'common:nav' })).toEqual(['nav.team', 'nav.blog']);
    expect(keys({ filter: 'all', ns: 'site' })).toEqual([]);
  });
});
