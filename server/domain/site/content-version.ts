import { and, eq, gt, lte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contentChange, contentVersion } from '../../db/schema/content';
import type { ContentTag } from './content-tags';

/** How many versions' tags are kept: a process further behind than this drops everything. */
export const CONTENT_CHANGES_KEPT = 1000;

/** The current public-content version; cached pages are valid only for the version they were rendered at. */
export async function getContentVersion(db: Db): Promise<number> {
  const [row] = await db.select({ version: contentVersion.version }).from(contentVersion).where(eq(contentVersion.id, 1));
  return row?.version ?? 0;
}

/**
 * Records that public content of these kinds changed (call inside the writing transaction): the
 * version moves on and remembers its tags, so caches drop only what read them (ADR 0020).
 */
export async function bumpContentVersion(db: Pick<Db, 'insert' | 'delete'>, tags: readonly ContentTag[]): Promise<void> {
  const [row] = await db
    .insert(contentVersion)
    .values({ id: 1, version: 1 })
    .onConflictDoUpdate({ target: contentVersion.id, set: { version: sql`${contentVersion.version} + 1`, updatedAt: new Date() } })
    .returning();
  const version = row!.version;
  await db.insert(contentChange).values({ version, tags: [...new Set(tags)] }).onConflictDoUpdate({ target: contentChange.version, set: { tags: [...new Set(tags)], changedAt: new Date() } });
  await db.delete(contentChange).where(lt(contentChange.version, version - CONTENT_CHANGES_KEPT));
}

/**
 * The tags changed by versions after `from` up to `to`; null when any of them is not known (too
 * old, or written before versions had tags): the caller then drops everything.
 */
export async function contentChangesBetween(db: Db, from: number, to: number): Promise<Set<ContentTag> | null> {
  if (from < 0 || to - from > CONTENT_CHANGES_KEPT) return null;
  const rows = await db.select({ tags: contentChange.tags }).from(contentChange).where(and(gt(contentChange.version, from), lte(contentChange.version, to)));
  if (rows.length !== to - from) return null;
  return new Set(rows.flatMap((r) => r.tags as ContentTag[]));
}
