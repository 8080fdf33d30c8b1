import fs from 'node:fs';
import path from 'node:path';
import { createInstance, type i18n as I18n, type TOptions } from 'i18next';
import { count, max } from 'drizzle-orm';
import { DEFAULT_LNG, LANGUAGES, NAMESPACES, type Lng } from '../../../common/i18n-config';
import { isTranslationKey } from '../../../common/translation-key';
import type { Db } from '../../db/client';
import { translation } from '../../db/schema/content';
import { AppError } from '../app-error';

type Tree = { [k: string]: string | Tree };
/** lng → namespace → nested keys. */
export type LocaleRepo = Record<Lng, Record<string, Tree>>;

export interface LocaleSnapshot {
  /** Changes when a repo file or a database override changes (spec §7 serverVersion). */
  version: string;
  /** The newest override's time (ms; 0 without any). */
  lastUpdateAt: number;
  /** The same per language: when that language's texts last changed in the back office. */
  lastUpdateAtByLng: Record<Lng, number>;
  repo: LocaleRepo;
}

function setPath(tree: Tree, key: string, value: string) {
  const parts = key.split('.');
  let node = tree;
  for (const part of parts.slice(0, -1)) {
    const next = node[part];
    if (typeof next !== 'object') node[part] = {};
    node = node[part] as Tree;
  }
  node[parts.at(-1)!] = value;
}

function hasPath(tree: Tree | undefined, key: string): boolean {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return false;
    node = node[part];
  }
  return typeof node === 'string';
}

/**
 * Translations: the repo's `locales/<lng>/<ns>.json` with database overrides on top.
 * Snapshots are cached and rebuilt when the newest override changes.
 */
export function createLocaleStore(opts: { db: Db; dir: string; buildVersion: string; allowAddMissing: boolean }) {
  const readRepo = (): LocaleRepo => {
    const repo = {} as LocaleRepo;
    for (const lng of LANGUAGES) {
      repo[lng] = {};
      for (const ns of NAMESPACES) {
        const file = path.join(opts.dir, lng, `${ns}.json`);
        repo[lng][ns] = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Tree) : {};
      }
    }
    return repo;
  };
  let base = readRepo();
  let snapshot: LocaleSnapshot | undefined;
  let instances = new Map<Lng, I18n>();

  let checkedAt = 0;
  /** The current snapshot; the database is asked for newer overrides at most once a second. */
  async function load(): Promise<LocaleSnapshot> {
    if (snapshot && Date.now() - checkedAt < 1000) return snapshot;
    checkedAt = Date.now();
    const [row] = await opts.db.select({ at: max(translation.updatedAt), n: count() }).from(translation);
    const lastUpdateAt = row?.at ? new Date(row.at).getTime() : 0;
    // The count moves when an override older than the newest one is removed (reset to the default).
    const version = `${opts.buildVersion}.${lastUpdateAt}.${Number(row?.n ?? 0)}`;
    if (snapshot?.version === version) return snapshot;
    const repo = structuredClone(base);
    const overrides = await opts.db.select().from(translation);
    const lastUpdateAtByLng = Object.fromEntries(LANGUAGES.map((l) => [l, 0])) as Record<Lng, number>;
    for (const o of overrides) {
      if (!(LANGUAGES as readonly string[]).includes(o.lng)) continue;
      const lngRepo = repo[o.lng as Lng];
      setPath((lngRepo[o.ns] ??= {}), o.key, o.value);
      lastUpdateAtByLng[o.lng as Lng] = Math.max(lastUpdateAtByLng[o.lng as Lng], new Date(o.updatedAt).getTime());
    }
    snapshot = { version, lastUpdateAt, lastUpdateAtByLng, repo };
    instances = new Map();
    return snapshot;
  }

  return {
    load,
    /** The repo files as read at start (or after addMissingKey): every text's default, without overrides. */
    defaults: (): LocaleRepo => base,
    /** After a committed override change: the next load() reads the database at once. */
    invalidate() {
      checkedAt = 0;
    },
    /** Resources of one language for the client: the given namespaces (default all). */
    async resources(lng: Lng, namespaces?: readonly string[]) {
      const s = await load();
      const all = s.repo[lng];
      const resources = namespaces ? Object.fromEntries(namespaces.filter((ns) => ns in all).map((ns) => [ns, all[ns]!])) : all;
      return { version: s.version, resources };
    },
    /** A server-side translator for one language (titles, meta, e-mails). */
    async fixedT(lng: Lng) {
      const s = await load();
      let inst = instances.get(lng);
      if (!inst) {
        inst = createInstance();
        void inst.init({
          resources: Object.fromEntries(LANGUAGES.map((l) => [l, s.repo[l]])),
          lng,
          fallbackLng: DEFAULT_LNG,
          ns: [...NAMESPACES],
          defaultNS: 'common',
          initAsync: false,
          interpolation: { escapeValue: false },
        });
        instances.set(lng, inst);
      }
      const t = inst.getFixedT(lng);
      return (key: string, params?: TOptions) => t(key, params) as string;
    },
    /**
     * Development only (spec §7 PATCH /api/locales): adds a missing key to the repo file so a
     * translator can fill it in. Keys must consist of letters, digits, dots and underscores.
     */
    /** Development: a missing key a page reports is added to the repo file (else it is stored as a report). */
    addsMissingKeys: opts.allowAddMissing,
    addMissingKey(input: { lng: Lng; ns: string; key: string }): boolean {
      if (!opts.allowAddMissing) throw new AppError('LOCALES_DEV_ONLY');
      if (!isTranslationKey(input.key) || !(NAMESPACES as readonly string[]).includes(input.ns)) {
        throw new AppError('VALIDATION', { field: 'key' });
      }
      const file = path.join(opts.dir, input.lng, `${input.ns}.json`);
      const tree = (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {}) as Tree;
      if (hasPath(tree, input.key)) return false;
      setPath(tree, input.key, '');
      fs.writeFileSync(file, JSON.stringify(tree, null, 2) + '\n');
      base = readRepo();
      snapshot = undefined;
      checkedAt = 0;
      return true;
    },
  };
}

export type LocaleStore = ReturnType<typeof createLocaleStore>;
