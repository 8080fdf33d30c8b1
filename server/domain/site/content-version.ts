import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contentVersion } from '../../db/schema/content';

/** The current public-content version; cached pages are valid only for the version they were rendered at. */
export async function getContentVersion(db: Db): Promise<number> {
  const [row] = await db.select({ version: contentVersion.version }).from(contentVersion).where(eq(contentVersion.id, 1));
  return row?.version ?? 0;
}

/** Records that public content changed (call inside the writing transaction). */
export async function bumpContentVersion(db: Pick<Db, 'insert'>): Promise<void> {
  await db
    .insert(contentVersion)
    .values({ id: 1, version: 1 })
    .onConflictDoUpdate({ target: contentVersion.id, set: { version: sql`${contentVersion.version} + 1`, updatedAt: new Date() } });
}
