import { LANGUAGES, NAMESPACES, type Lng } from '../../../common/i18n-config';
import type { TranslationListQuery, TranslationTree } from '../../../common/translation.schema';
import type { LocaleRepo } from './locale-store';

/**
 * The translation screen's table, worked out in memory (a few thousand keys): every namespace and
 * key any language's repo file or override holds, with the three languages side by side.
 */

export type PerLng<T> = Record<Lng, T>;

/** One key of one namespace in the three languages. */
export interface TranslationRow {
  ns: string;
  key: string;
  /** What pages show: the override, else the repo text; null when neither exists. */
  values: PerLng<string | null>;
  /** The repo file's text (what "reset" goes back to); null when the file lacks the key. */
  defaults: PerLng<string | null>;
  overridden: PerLng<boolean>;
  /** No text, or only blanks (a key added by the missing-key report stays empty until filled in). */
  missing: PerLng<boolean>;
  /** Browsers reported it missing in these languages (still missing there), how often, when last. */
  reported?: { count: number; lastSeenAt: number; lngs: Lng[] };
}

/** The missing-key reports of one key (all languages together). */
export interface KeyReport {
  ns: string;
  key: string;
  count: number;
  /** Epoch ms. */
  lastSeenAt: number;
  lngs: Lng[];
}

/** One override row as stored. */
export interface OverrideRow {
  lng: string;
  ns: string;
  key: string;
  value: string;
}

const perLng = <T>(f: (l: Lng) => T) => Object.fromEntries(LANGUAGES.map((l) => [l, f(l)])) as PerLng<T>;

/** A nested tree → `[dotted key, text]` pairs, in the file's order. */
export function flattenTree(tree: TranslationTree | undefined, prefix = ''): [string, string][] {
  const out: [string, string][] = [];
  for (const [k, v] of Object.entries(tree ?? {})) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.push([key, v]);
    else if (v && typeof v === 'object') out.push(...flattenTree(v, key));
  }
  return out;
}

/** Dotted keys → a nested tree (the export file, the repo's shape). */
export function nestTree(pairs: Iterable<[string, string]>): TranslationTree {
  const root: TranslationTree = {};
  for (const [key, value] of pairs) {
    const parts = key.split('.');
    let node = root;
    for (const part of parts.slice(0, -1)) {
      if (typeof node[part] !== 'object') node[part] = {};
      node = node[part] as TranslationTree;
    }
    node[parts.at(-1)!] = value;
  }
  return root;
}

/**
 * Where a key would sit in a tree: a text (`leaf`), a group of keys (`branch`), below a text
 * (`blocked`: a key cannot be both), or nowhere yet (`free`).
 */
export function pathKind(tree: TranslationTree | undefined, key: string): 'leaf' | 'branch' | 'blocked' | 'free' {
  let node: string | TranslationTree | undefined = tree;
  for (const part of key.split('.')) {
    if (typeof node === 'string') return 'blocked';
    if (!node) return 'free';
    node = node[part];
  }
  return typeof node === 'string' ? 'leaf' : node ? 'branch' : 'free';
}

/** Every key of the repo and the overrides, namespaces in their fixed order, keys in file order. */
export function translationRows(repo: LocaleRepo, overrides: readonly OverrideRow[]): TranslationRow[] {
  const over = new Map(overrides.map((o) => [`${o.lng}\u0000${o.ns}\u0000${o.key}`, o.value]));
  const rows: TranslationRow[] = [];
  for (const ns of NAMESPACES) {
    const keys = new Set<string>();
    const defaults = new Map<string, string>();
    for (const lng of LANGUAGES) {
      for (const [key, value] of flattenTree(repo[lng]?.[ns])) {
        keys.add(key);
        defaults.set(`${lng}\u0000${key}`, value);
      }
    }
    for (const o of overrides) if (o.ns === ns) keys.add(o.key);
    for (const key of keys) {
      const def = perLng((l) => defaults.get(`${l}\u0000${key}`) ?? null);
      const ov = perLng((l) => over.get(`${l}\u0000${ns}\u0000${key}`));
      const values = perLng((l) => ov[l] ?? def[l]);
      rows.push({ ns, key, values, defaults: def, overridden: perLng((l) => ov[l] !== undefined), missing: perLng((l) => !values[l]?.trim()) });
    }
  }
  return rows;
}

/**
 * Adds the browsers' reports to the rows: a reported language that has a text by now is not
 * reported any more; with `addUnknown`, a reported key no repo file or override holds gets a row of
 * its own (so staff can give it a text).
 */
export function withReports(rows: readonly TranslationRow[], reports: readonly KeyReport[], opts: { addUnknown: boolean }): TranslationRow[] {
  const byKey = new Map(reports.map((r) => [`${r.ns}:${r.key}`, r]));
  const known = new Set<string>();
  const out = rows.map((row) => {
    const id = `${row.ns}:${row.key}`;
    known.add(id);
    const report = byKey.get(id);
    const lngs = report?.lngs.filter((l) => row.missing[l]) ?? [];
    return lngs.length ? { ...row, reported: { count: report!.count, lastSeenAt: report!.lastSeenAt, lngs } } : row;
  });
  for (const r of opts.addUnknown ? reports : []) {
    if (known.has(`${r.ns}:${r.key}`) || !(NAMESPACES as readonly string[]).includes(r.ns)) continue;
    const none = perLng(() => null);
    out.push({ ns: r.ns, key: r.key, values: none, defaults: none, overridden: perLng(() => false), missing: perLng(() => true), reported: { count: r.count, lastSeenAt: r.lastSeenAt, lngs: r.lngs } });
  }
  return out;
}

/**
 * The rows a query asks for: one namespace, the key or any text containing `q`, missing /
 * overridden / reported by browsers (in one language or any; reported ones most recent first).
 */
export function filterTranslationRows(rows: readonly TranslationRow[], q: Pick<TranslationListQuery, 'q' | 'ns' | 'filter' | 'lng'>): TranslationRow[] {
  const needle = q.q?.toLowerCase();
  const langs = q.lng ? [q.lng] : LANGUAGES;
  const kept = rows.filter((r) => {
    if (q.ns && r.ns !== q.ns) return false;
    if (q.filter === 'missing' && !langs.some((l) => r.missing[l])) return false;
    if (q.filter === 'overridden' && !langs.some((l) => r.overridden[l])) return false;
    if (q.filter === 'reported' && !langs.some((l) => r.reported?.lngs.includes(l))) return false;
    if (!needle) return true;
    return `${r.ns}:${r.key}`.toLowerCase().includes(needle) || LANGUAGES.some((l) => r.values[l]?.toLowerCase().includes(needle));
  });
  return q.filter === 'reported' ? kept.sort((a, b) => b.reported!.lastSeenAt - a.reported!.lastSeenAt) : kept;
}

/** How many keys each language misses and overrides (the screen's header). */
export function translationCounts(rows: readonly TranslationRow[]) {
  return {
    missing: perLng((l) => rows.filter((r) => r.missing[l]).length),
    overridden: perLng((l) => rows.filter((r) => r.overridden[l]).length),
    /** Keys browsers reported missing (any language). */
    reported: rows.filter((r) => r.reported).length,
  };
}
