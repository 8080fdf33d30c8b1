import { and, eq, max } from 'drizzle-orm';
import { LANGUAGES, NAMESPACES, type Lng } from '../../../common/i18n-config';
import type { TranslationFile, TranslationInput, TranslationListQuery, TranslationRef } from '../../../common/translation.schema';
import { isTranslationKey } from '../../../common/translation-key';
import type { Db } from '../../db/client';
import { translation } from '../../db/schema/content';
import { AppError } from '../app-error';
import { recordOperation } from '../operation-log/record-operation';
import type { ManageCtx, Tx } from '../shared/manage-context';
import { paginate } from '../shared/paginate';
import { bumpContentVersion } from '../site/content-version';
import type { LocaleRepo } from './locale-store';
import { clearAnsweredReports, listMissingReports } from './missing-key-reports';
import { filterTranslationRows, flattenTree, nestTree, pathKind, translationCounts, translationRows, withReports, type PerLng, type TranslationRow } from './translation-table';

/**
 * The back office's translations (issue 11): every key of the repo files in three languages, with
 * overrides in the `translation` table on top. Every write is logged (resource TRANSLATION) and
 * bumps the content version in its transaction (cached pages hold translated text); the caller
 * then tells the locale store and the clients (services.ts → SYS_I18N_UPDATE).
 */
export interface TranslationDeps {
  db: Db;
  /** The repo files' texts (locale-store defaults()). */
  defaults: () => LocaleRepo;
}

const readOverrides = (db: Db | Tx) => db.select({ lng: translation.lng, ns: translation.ns, key: translation.key, value: translation.value }).from(translation);

/**
 * One page of the table, the missing / overridden / reported counts and when each language last
 * changed. Keys browsers reported that no file or override holds are rows only under `reported`.
 */
export async function listTranslations(deps: TranslationDeps, query: TranslationListQuery) {
  const base = translationRows(deps.defaults(), await readOverrides(deps.db));
  const reports = await listMissingReports(deps);
  const known = withReports(base, reports, { addUnknown: false });
  const everything = withReports(base, reports, { addUnknown: true });
  const rows = filterTranslationRows(query.filter === 'reported' ? everything : known, query);
  const times = await deps.db.select({ lng: translation.lng, at: max(translation.updatedAt) }).from(translation).groupBy(translation.lng);
  const lastUpdateAt = Object.fromEntries(LANGUAGES.map((l) => [l, null])) as PerLng<number | null>;
  for (const t of times) if ((LANGUAGES as readonly string[]).includes(t.lng) && t.at) lastUpdateAt[t.lng as Lng] = new Date(t.at).getTime();
  const start = (query.page - 1) * query.pageSize;
  return { rows: rows.slice(start, start + query.pageSize), pagination: paginate(query.page, query.pageSize, rows.length), counts: { ...translationCounts(known), reported: translationCounts(everything).reported }, lastUpdateAt };
}
export type TranslationList = Awaited<ReturnType<typeof listTranslations>>;

/** A key the repo holds in some language, or a new one by the spec §5 rule that collides with no group of keys. */
function assertKnownOrNewKey(repo: LocaleRepo, ns: string, key: string): void {
  const kinds = LANGUAGES.map((l) => pathKind(repo[l]?.[ns], key));
  if (kinds.includes('leaf')) return;
  if (isTranslationKey(key) && kinds.every((k) => k === 'free')) return;
  throw new AppError('VALIDATION', { fields: [{ field: 'key', message: 'cms:translations.unknownKey' }] });
}

const refId = (r: { lng: string; ns: string; key: string }) => `${r.lng}:${r.ns}:${r.key}`;
const byRef = (r: TranslationRef) => and(eq(translation.lng, r.lng), eq(translation.ns, r.ns), eq(translation.key, r.key));
/** The repo file's text of a key in one language, or null. */
function defaultOf(repo: LocaleRepo, r: TranslationRef): string | null {
  let node: unknown = repo[r.lng]?.[r.ns];
  for (const part of r.key.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === 'string' ? node : null;
}

/**
 * Writes one language's text of a key inside `tx` (`old`: its override now, or undefined): the
 * same text as the repo file removes the override, another one stores it. Returns whether anything changed.
 */
async function writeOverride(tx: Tx, ctx: ManageCtx, repo: LocaleRepo, r: TranslationRef, value: string | null, action: string, old?: { value: string }): Promise<boolean> {
  const def = defaultOf(repo, r);
  const keep = value !== null && value !== def ? value : null;
  if ((old?.value ?? null) === keep) return false;
  // A language given a text answers the browsers' reports of it.
  if ((keep ?? def)?.trim()) await clearAnsweredReports(tx, [r]);
  if (keep === null) await tx.delete(translation).where(byRef(r));
  else {
    const now = new Date();
    await tx
      .insert(translation)
      .values({ ...r, value: keep, updatedAt: now })
      .onConflictDoUpdate({ target: [translation.lng, translation.ns, translation.key], set: { value: keep, updatedAt: now } });
  }
  if (action !== 'IMPORT') {
    await recordOperation(tx, ctx, { action, resource: 'TRANSLATION', resourceId: refId(r), before: { value: old?.value ?? def, overridden: !!old }, after: { value: keep ?? def, overridden: keep !== null } });
  }
  return true;
}

async function rowOf(deps: TranslationDeps, ns: string, key: string): Promise<TranslationRow | undefined> {
  const overrides = await readOverrides(deps.db).where(and(eq(translation.ns, ns), eq(translation.key, key)));
  return translationRows(deps.defaults(), overrides).find((r) => r.ns === ns && r.key === key);
}

/** PUT: one language's text of a key (an override of the repo file); logged; pages follow. Returns the row. */
export async function setTranslation(deps: TranslationDeps, ctx: ManageCtx, input: TranslationInput) {
  const repo = deps.defaults();
  assertKnownOrNewKey(repo, input.ns, input.key);
  const { value, ...ref } = input;
  await deps.db.transaction(async (tx) => {
    const [old] = await tx.select({ value: translation.value }).from(translation).where(byRef(ref));
    if (await writeOverride(tx, ctx, repo, ref, value, 'UPDATE', old)) await bumpContentVersion(tx, ['i18n']);
  });
  return rowOf(deps, input.ns, input.key);
}

/** DELETE: back to the repo file's text (the override removed); logged; pages follow. Returns the row. */
export async function resetTranslation(deps: TranslationDeps, ctx: ManageCtx, ref: TranslationRef) {
  await deps.db.transaction(async (tx) => {
    const [old] = await tx.select({ value: translation.value }).from(translation).where(byRef(ref));
    if (await writeOverride(tx, ctx, deps.defaults(), ref, null, 'DELETE', old)) await bumpContentVersion(tx, ['i18n']);
  });
  const row = await rowOf(deps, ref.ns, ref.key);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * The translators' file: the texts pages show, per language and namespace, nested as in the repo;
 * a key missing in a language is there with "" so it can be filled in.
 */
export async function exportTranslations(deps: TranslationDeps, lng?: Lng): Promise<TranslationFile> {
  const rows = translationRows(deps.defaults(), await readOverrides(deps.db));
  const file: TranslationFile = {};
  for (const l of lng ? [lng] : LANGUAGES) {
    file[l] = Object.fromEntries(NAMESPACES.map((ns) => [ns, nestTree(rows.filter((r) => r.ns === ns).map((r) => [r.key, r.values[l] ?? '']))]));
  }
  return file;
}

/** What an import did: overrides written, overrides removed (the text is the repo's again), texts already so, blanks left alone. */
export interface ImportReport {
  set: number;
  reset: number;
  unchanged: number;
  skipped: number;
}

/**
 * Applies a translators' file: only known namespaces and keys (else 400 naming every unknown one
 * as `<lng>.<ns>:<key>`, nothing changed); a text that differs from the repo's becomes an
 * override, one equal to it removes the override, a blank is skipped. One transaction, one log entry.
 */
export async function importTranslations(deps: TranslationDeps, ctx: ManageCtx, file: TranslationFile): Promise<ImportReport> {
  const repo = deps.defaults();
  const known = new Set(translationRows(repo, await readOverrides(deps.db)).map((r) => `${r.ns}:${r.key}`));
  const unknown: string[] = [];
  const items: { ref: TranslationRef; value: string }[] = [];
  for (const lng of LANGUAGES) {
    for (const [ns, tree] of Object.entries(file[lng] ?? {})) {
      if (!(NAMESPACES as readonly string[]).includes(ns)) {
        unknown.push(`${lng}.${ns}`);
        continue;
      }
      for (const [key, value] of flattenTree(tree)) {
        if (!known.has(`${ns}:${key}`)) unknown.push(`${lng}.${ns}:${key}`);
        else items.push({ ref: { lng, ns: ns as TranslationRef['ns'], key }, value });
      }
    }
  }
  if (unknown.length) {
    throw new AppError('VALIDATION', { fields: unknown.slice(0, 50).map((field) => ({ field, message: 'cms:translations.unknownKey' })), unknownCount: unknown.length });
  }
  const report: ImportReport = { set: 0, reset: 0, unchanged: 0, skipped: 0 };
  await deps.db.transaction(async (tx) => {
    const changes: Record<string, string | null> = {};
    const current = new Map((await readOverrides(tx)).map((o) => [refId(o), { value: o.value }]));
    for (const { ref, value } of items) {
      if (!value.trim()) {
        report.skipped++;
        continue;
      }
      const toDefault = value === defaultOf(repo, ref);
      if (await writeOverride(tx, ctx, repo, ref, value, 'IMPORT', current.get(refId(ref)))) {
        report[toDefault ? 'reset' : 'set']++;
        changes[refId(ref)] = toDefault ? null : value;
      } else report.unchanged++;
    }
    if (report.set + report.reset === 0) return;
    await recordOperation(tx, ctx, { action: 'IMPORT', resource: 'TRANSLATION', resourceId: null, before: null, after: { ...report, changes } });
    await bumpContentVersion(tx, ['i18n']);
  });
  return report;
}
