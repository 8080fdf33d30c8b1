import { asc, count, eq, inArray, and } from 'drizzle-orm';
import type { AlbumImagesInput, AlbumInput } from '../../../common/media.schema';
import type { Db } from '../../db/client';
import { album, media, mediaAlbum } from '../../db/schema/content';
import { presentAlbum, type Album } from '../../presenters/media';
import { AppError } from '../app-error';
import { recordOperation } from '../operation-log/record-operation';
import { bumpContentVersion } from '../site/content-version';
import type { ManageCtx, Tx } from '../shared/manage-context';

/**
 * Albums: named collections of library images (issue 11). An image may be in several albums;
 * deleting an album keeps its images. Logged under ALBUM with the resource id `album-<id>` (plain
 * ids are images) and, for the images it holds, their ids in before/after. A team profile may show
 * an album's photos (staff.album_id), so changing what an album holds, or deleting it, changes the
 * public pages (content version); its name is never shown publicly.
 */
const logId = (id: number) => `album-${id}`;

/** Every album, oldest first, with how many images it holds. */
export async function listAlbums(db: Pick<Db, 'select'>): Promise<Album[]> {
  const rows = await db.select().from(album).orderBy(asc(album.createdAt), asc(album.id));
  const counts = await db.select({ albumId: mediaAlbum.albumId, n: count() }).from(mediaAlbum).groupBy(mediaAlbum.albumId);
  const by = new Map(counts.map((c) => [c.albumId, Number(c.n)]));
  return rows.map((r) => presentAlbum(r, by.get(r.id) ?? 0));
}

/** An album as the log keeps it: its name and the images it holds. */
async function logged(tx: Tx, id: number) {
  const [row] = await tx.select().from(album).where(eq(album.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  const held = await tx.select({ id: mediaAlbum.mediaId }).from(mediaAlbum).where(eq(mediaAlbum.albumId, id)).orderBy(asc(mediaAlbum.mediaId));
  return { row, shown: { id, name: row.name, mediaIds: held.map((h) => h.id) } };
}

/** Creates (`id` null) or renames an album; logged. */
export async function saveAlbum(db: Db, ctx: ManageCtx, id: number | null, input: AlbumInput): Promise<Album> {
  return db.transaction(async (tx) => {
    const before = id === null ? null : await logged(tx, id);
    const [row] = id === null ? await tx.insert(album).values({ name: input.name }).returning() : await tx.update(album).set({ name: input.name, updatedAt: new Date() }).where(eq(album.id, id)).returning();
    const after = await logged(tx, row!.id);
    await recordOperation(tx, ctx, { action: before ? 'UPDATE' : 'CREATE', resource: 'ALBUM', resourceId: logId(row!.id), before: before?.shown ?? null, after: after.shown });
    return presentAlbum(row!, after.shown.mediaIds.length);
  });
}

/** Deletes an album; its images stay in the library (and in their other albums); a profile showing it shows none. Logged with what it held. */
export async function deleteAlbum(db: Db, ctx: ManageCtx, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await logged(tx, id);
    await tx.delete(album).where(eq(album.id, id));
    await recordOperation(tx, ctx, { action: 'DELETE', resource: 'ALBUM', resourceId: logId(id), before: before.shown, after: null });
    await bumpContentVersion(tx, ['media', 'team']);
  });
}

/**
 * Puts images into an album or takes them out; images already in (or not in) it are left as they
 * are. Every id must be a library image (400 naming `mediaIds` otherwise, nothing changed). Logged;
 * a profile showing the album follows.
 */
export async function setAlbumImages(db: Db, ctx: ManageCtx, id: number, input: AlbumImagesInput, add: boolean): Promise<Album> {
  const ids = [...new Set(input.mediaIds)];
  return db.transaction(async (tx) => {
    const before = await logged(tx, id);
    const known = await tx.select({ id: media.id }).from(media).where(inArray(media.id, ids));
    if (known.length !== ids.length) throw new AppError('VALIDATION', { fields: [{ field: 'mediaIds', message: 'cms:media.album.unknownImage' }] });
    if (add) await tx.insert(mediaAlbum).values(ids.map((mediaId) => ({ albumId: id, mediaId }))).onConflictDoNothing();
    else await tx.delete(mediaAlbum).where(and(eq(mediaAlbum.albumId, id), inArray(mediaAlbum.mediaId, ids)));
    const after = await logged(tx, id);
    if (after.shown.mediaIds.join() !== before.shown.mediaIds.join()) {
      await recordOperation(tx, ctx, { action: 'UPDATE', resource: 'ALBUM', resourceId: logId(id), before: before.shown, after: after.shown });
      await bumpContentVersion(tx, ['media']);
    }
    return presentAlbum(after.row, after.shown.mediaIds.length);
  });
}

/** The albums each of these images is in (for the library's list). */
export async function albumsOfImages(db: Pick<Db, 'select'>, mediaIds: number[]): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>();
  if (!mediaIds.length) return out;
  const rows = await db.select().from(mediaAlbum).where(inArray(mediaAlbum.mediaId, mediaIds)).orderBy(asc(mediaAlbum.albumId));
  for (const r of rows) out.set(r.mediaId, [...(out.get(r.mediaId) ?? []), r.albumId]);
  return out;
}
