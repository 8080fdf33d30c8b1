import { describe, expect, it } from 'vitest';
import type { LocaleRepo } from './locale-store';
import { filterTranslationRows, flattenTree, nestTree, pathKind, translationCounts, translationRows, withReports } from './translation-table';

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
    expect(translationCounts(rows)).toEqual({ missing: { 'zh-HK': 1, 'zh-CN': 1, en: 0 }, overridden: { 'zh-HK': 0, 'zh-CN': 1, en: 0 }, reported: 0 });
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

  it("adds browsers' reports: only languages still missing, unknown keys as rows of their own when asked, most recent first under 'reported'", () => {
    const rows = translationRows(repo, []);
    const reports = [
      { ns: 'common', key: 'nav.blog', count: 3, lastSeenAt: 100, lngs: ['zh-CN', 'en'] as const },
      { ns: 'common', key: 'nav.team', count: 1, lastSeenAt: 300, lngs: ['en'] as const },
      { ns: 'site', key: 'promo.title', count: 2, lastSeenAt: 200, lngs: ['zh-HK'] as const },
      { ns: 'nowhere', key: 'x', count: 1, lastSeenAt: 400, lngs: ['en'] as const },
    ].map((r) => ({ ...r, lngs: [...r.lngs] }));
    const known = withReports(rows, reports, { addUnknown: false });
    // nav.blog has an English text: only its Chinese (zh-CN) report stands; nav.team has every text: none.
    expect(known.find((r) => r.key === 'nav.blog')!.reported).toEqual({ count: 3, lastSeenAt: 100, lngs: ['zh-CN'] });
    expect(known.find((r) => r.key === 'nav.team')!.reported).toBeUndefined();
    expect(known.some((r) => r.key === 'promo.title')).toBe(false);
    const all = withReports(rows, reports, { addUnknown: true });
    expect(all.find((r) => r.key === 'promo.title')).toMatchObject({ ns: 'site', values: { en: null }, missing: { en: true, 'zh-HK': true }, reported: { lngs: ['zh-HK'] } });
    expect(all.some((r) => r.ns === 'nowhere')).toBe(false);
    expect(translationCounts(all).reported).toBe(2);
    expect(filterTranslationRows(all, { filter: 'reported' }).map((r) => r.key)).toEqual(['promo.title', 'nav.blog']);
    expect(filterTranslationRows(all, { filter: 'reported', lng: 'zh-CN' }).map((r) => r.key)).toEqual(['nav.blog']);
  });
});
