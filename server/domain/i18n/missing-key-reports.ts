import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { LANGUAGES, type Lng } from '../../../common/i18n-config';
import type { MissingKeyReportInput, TranslationReportRef } from '../../../common/translation.schema';
import type { Db } from '../../db/client';
import { missingTranslation, translation } from '../../db/schema/content';
import { AppError } from '../app-error';
import { recordOperation } from '../operation-log/record-operation';
import type { ManageCtx } from '../shared/manage-context';
import type { LocaleRepo } from './locale-store';
import { pathKind, type KeyReport } from './translation-table';

/** The database and the repo files' texts (as manage-translations.ts has them). */
interface ReportDeps {
  db: Db;
  defaults: () => LocaleRepo;
}

/**
 * Missing-translation reports (spec §5): in production a browser that asks for a key its
 * translations lack reports it (PATCH /api/locales), and the translations screen lists what was
 * reported until staff add the text or dismiss the report. One row per language, namespace and
 * key, with a count and the last time; the table keeps at most MISSING_REPORTS_MAX rows.
 */
export const MISSING_REPORTS_MAX = 500;

/** Whether staff could give `key` a text: one the repo holds, or a new one that collides with no group of keys. */
function isTranslatable(deps: ReportDeps, ns: string, key: string): boolean {
  const kinds = LANGUAGES.map((l) => pathKind(deps.defaults()[l]?.[ns], key));
  return kinds.includes('leaf') || kinds.every((k) => k === 'free');
}

/** The text pages show for one language of a key (override, else repo), or null. */
async function textOf(deps: ReportDeps, r: MissingKeyReportInput): Promise<string | null> {
  const [over] = await deps.db.select({ value: translation.value }).from(translation).where(and(eq(translation.lng, r.lng), eq(translation.ns, r.ns), eq(translation.key, r.key)));
  if (over) return over.value;
  let node: unknown = deps.defaults()[r.lng]?.[r.ns];
  for (const part of r.key.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === 'string' ? node : null;
}

/**
 * Stores one report (the key already passed the spec §5 rule at the edge): counted once more if
 * reported before. Not stored (false) when the language has the text after all (a page of an
 * older build) or the key could never be given one (a group of keys, or below a text).
 */
export async function reportMissingKey(deps: ReportDeps, input: MissingKeyReportInput, now: Date): Promise<boolean> {
  if (!isTranslatable(deps, input.ns, input.key) || (await textOf(deps, input))?.trim()) return false;
  await deps.db.transaction(async (tx) => {
    await tx
      .insert(missingTranslation)
      .values({ ...input, count: 1, firstSeenAt: now, lastSeenAt: now })
      .onConflictDoUpdate({
        target: [missingTranslation.lng, missingTranslation.ns, missingTranslation.key],
        set: { count: sql`${missingTranslation.count} + 1`, lastSeenAt: now },
      });
    // The least recently seen beyond the cap go: a key browsers keep asking for comes back.
    const keep = tx.select({ lng: missingTranslation.lng, ns: missingTranslation.ns, key: missingTranslation.key }).from(missingTranslation).orderBy(desc(missingTranslation.lastSeenAt)).limit(MISSING_REPORTS_MAX);
    await tx.delete(missingTranslation).where(sql`(${missingTranslation.lng}, ${missingTranslation.ns}, ${missingTranslation.key}) not in (${keep})`);
  });
  return true;
}

/** Every stored report, grouped by namespace and key (the screen shows one row per key). */
export async function listMissingReports(deps: Pick<ReportDeps, 'db'>): Promise<KeyReport[]> {
  const rows = await deps.db.select().from(missingTranslation);
  const byKey = new Map<string, KeyReport>();
  for (const r of rows) {
    if (!(LANGUAGES as readonly string[]).includes(r.lng)) continue;
    const id = `${r.ns}:${r.key}`;
    const seen = byKey.get(id) ?? { ns: r.ns, key: r.key, count: 0, lastSeenAt: 0, lngs: [] };
    seen.count += r.count;
    seen.lastSeenAt = Math.max(seen.lastSeenAt, r.lastSeenAt.getTime());
    seen.lngs.push(r.lng as Lng);
    byKey.set(id, seen);
  }
  return [...byKey.values()];
}

/** Staff dismiss the reports of a key (every language); logged. NOT_FOUND when there is none. */
export async function dismissMissingReport(deps: Pick<ReportDeps, 'db'>, ctx: ManageCtx, ref: TranslationReportRef): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const where = and(eq(missingTranslation.ns, ref.ns), eq(missingTranslation.key, ref.key));
    const gone = await tx.delete(missingTranslation).where(where).returning();
    if (!gone.length) throw new AppError('NOT_FOUND');
    const before = Object.fromEntries(gone.map((g) => [g.lng, { count: g.count, lastSeenAt: g.lastSeenAt.toISOString() }]));
    await recordOperation(tx, ctx, { action: 'DELETE', resource: 'TRANSLATION', resourceId: `report:${ref.ns}:${ref.key}`, before: { reported: before }, after: null });
  });
}

/** After staff gave these languages of keys a text: their reports are answered. */
export async function clearAnsweredReports(tx: Pick<Db, 'delete'>, refs: readonly MissingKeyReportInput[]): Promise<void> {
  for (const lng of LANGUAGES) {
    const ofLng = refs.filter((r) => r.lng === lng);
    for (const ns of new Set(ofLng.map((r) => r.ns))) {
      const keys = ofLng.filter((r) => r.ns === ns).map((r) => r.key);
      await tx.delete(missingTranslation).where(and(eq(missingTranslation.lng, lng), eq(missingTranslation.ns, ns), inArray(missingTranslation.key, keys)));
    }
  }
}
