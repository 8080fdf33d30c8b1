import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, NAMESPACES } from '../../common/i18n-config';

type Tree = { [k: string]: string | Tree };
const flat = (o: Tree, p = ''): Record<string, string> =>
  Object.fromEntries(Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? Object.entries(flat(v, `${p}${k}.`)) : [[`${p}${k}`, v]])));
const load = (lng: string, ns: string) => flat(JSON.parse(fs.readFileSync(path.join('locales', lng, `${ns}.json`), 'utf8')) as Tree);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name.startsWith('+') ? [] : sourceFiles(p);
    return /\.(tsx?|ts)$/.test(e.name) && !e.name.endsWith('.test.ts') ? [p] : [];
  });
}

describe('translations', () => {
  for (const ns of NAMESPACES) {
    it(`namespace "${ns}" has the same keys, all non-empty, in zh-HK, zh-CN and en`, () => {
      const all = new Set(LANGUAGES.flatMap((l) => Object.keys(load(l, ns))));
      for (const lng of LANGUAGES) {
        const keys = load(lng, ns);
        const missing = [...all].filter((k) => !(k in keys));
        const empty = Object.entries(keys).filter(([, v]) => v.trim() === '').map(([k]) => k);
        expect(missing, `${lng}/${ns}.json is missing keys`).toEqual([]);
        expect(empty, `${lng}/${ns}.json has empty values`).toEqual([]);
      }
    });
  }

  it('every literal key the code translates exists in its namespace', () => {
    const keys = Object.fromEntries(NAMESPACES.map((ns) => [ns, new Set(Object.keys(load('en', ns)))]));
    const missing: string[] = [];
    for (const file of [...sourceFiles('app'), ...sourceFiles('server')]) {
      const src = fs.readFileSync(file, 'utf8');
      const defaultNs = /useTranslation\('site'\)/.test(src) ? 'site' : 'common';
      // t('key'), tc('key'), t("ns:key"), messageKey: 'key', titleKey: 'key'
      const re = /\b(t|tc)\(\s*'([A-Za-z0-9_.:]+)'|(?:messageKey|titleKey):\s*'([A-Za-z0-9_.:]+)'/g;
      for (const m of src.matchAll(re)) {
        const raw = m[2] ?? m[3]!;
        const [ns, key] = raw.includes(':') ? raw.split(':') as [string, string] : [m[1] === 'tc' || m[3] ? 'common' : defaultNs, raw];
        // A plural key is stored as key_one / key_other (i18next picks one by `count`).
        if (!keys[ns]?.has(key) && !keys[ns]?.has(`${key}_other`)) missing.push(`${file}: ${ns}:${key}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
