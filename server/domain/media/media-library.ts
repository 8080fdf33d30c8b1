import { desc, eq, ilike, or, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { pickText, type LocalizedText } from '../../../common/i18n-config';
import { CROP_ASPECTS, MEDIA_MAX_PIXELS, type MediaCropInput, type MediaListQuery, type MediaUpdateInput } from '../../../common/media.schema';
import type { Db } from '../../db/client';
import { blogPost, event, media, mediaAlbum, promotion, service, siteSetting, staff, type MediaVariant } from '../../db/schema/content';
import type { FileStore } from '../../integrations/storage/file-store';
import { presentMedia, type LibraryImage, type LibraryRow } from '../../presenters/media';
import { AppError } from '../app-error';
import { recordOperation } from '../operation-log/record-operation';
import { containsPattern, listPage, localizedContains } from '../shared/content-list';
import type { ManageCtx } from '../shared/manage-context';
import { bumpContentVersion } from '../site/content-version';
import { albumsOfImages } from './albums';
import { extensionOf, processImage, type ProcessedImage } from './process-image';

/** Newest first; search in the file name or the alt text in any language; one album's images; each row with its albums. */
export async function listMedia(db: Db, query: MediaListQuery) {
  const where = query.q ? or(ilike(media.fileName, containsPattern(query.q)), localizedContains([media.alt], query.q)) : undefined;
  const inAlbum = query.album ? sql`exists (select 1 from ${mediaAlbum} where ${mediaAlbum.mediaId} = ${media.id} and ${mediaAlbum.albumId} = ${query.album})` : undefined;
  const page = await listPage(db, { table: media, where: [where, inAlbum], order: [desc(media.createdAt), desc(media.id)], page: query.page, pageSize: query.pageSize, present: presentMedia });
  const albums = await albumsOfImages(db, page.rows.map((r) => r.id));
  return { ...page, rows: page.rows.map((r): LibraryRow => ({ ...r, albumIds: albums.get(r.id) ?? [] })) };
}

/**
 * File names as people gave them, kept short and printable, without the folders a browser or a
 * hostile client may send (`../../x.png` → `x.png`); never used to store the file.
 */
const cleanName = (name: string | undefined) => ((name ?? '').split(/[\\/]/).pop() ?? '').replace(/[\p{Cc}\p{Cf}]/gu, '').trim().slice(0, 200) || 'image';

/**
 * Adds uploaded bytes to the library: checked and processed by content (process-image.ts); the same
 * content uploaded again is not stored twice — the existing image comes back with `duplicate`.
 * Logged (CREATE, resource ALBUM).
 */
export async function uploadMedia(db: Db, store: FileStore, ctx: ManageCtx, bytes: Buffer, fileName?: string): Promise<{ image: LibraryImage; duplicate: boolean }> {
  return storeImage(db, store, ctx, await processImage(bytes), { fileName: cleanName(fileName), cropOf: null });
}

/** Stores a processed image's files and row (once per content hash), or answers the one already stored. */
async function storeImage(db: Db, store: FileStore, ctx: ManageCtx, img: ProcessedImage, o: { fileName: string; cropOf: number | null; alt?: LibraryImage['alt'] }): Promise<{ image: LibraryImage; duplicate: boolean }> {
  const [existing] = await db.select().from(media).where(eq(media.hash, img.hash));
  if (existing) return { image: presentMedia(existing), duplicate: true };
  const written: string[] = [];
  try {
    const path = await store.put('media', extensionOf(img.format), img.original);
    written.push(path);
    const variants: MediaVariant[] = [];
    for (const v of img.variants) {
      const p = await store.put('media', v.format, v.bytes);
      written.push(p);
      variants.push({ width: v.width, height: v.height, format: v.format, path: p, bytes: v.bytes.length });
    }
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(media)
        .values({ hash: img.hash, fileName: o.fileName, path, format: img.format, width: img.width, height: img.height, bytes: img.original.length, variants, cropOf: o.cropOf, ...(o.alt ? { alt: o.alt } : {}) })
        .onConflictDoNothing({ target: media.hash })
        .returning();
      if (inserted) await recordOperation(tx, ctx, { action: 'CREATE', resource: 'ALBUM', resourceId: inserted.id, before: null, after: presentMedia(inserted) });
      return inserted;
    });
    if (row) return { image: presentMedia(row), duplicate: false };
    // The same content arrived twice at once: keep the first, drop these files.
    await Promise.all(written.map((p) => store.remove(p).catch(() => undefined)));
    const [first] = await db.select().from(media).where(eq(media.hash, img.hash));
    return { image: presentMedia(first!), duplicate: true };
  } catch (err) {
    await Promise.all(written.map((p) => store.remove(p).catch(() => undefined)));
    throw err;
  }
}

/**
 * Cuts an area of a library image to an exact aspect (the event banner's 16:9, docs/content.md):
 * the area (in % of the image) is turned into pixels of the stored original, its height set from
 * its width by the aspect (moved up, or narrowed, to stay inside the image), cut with sharp and
 * processed like an upload (same checks, copies and stripping). It becomes a new library image
 * "cropped from #id" with the source's alt text and its own centred focal point; the same cut again
 * answers the same image. A source that already has the aspect, asked for whole, answers itself.
 */
export async function cropMedia(db: Db, store: FileStore, ctx: ManageCtx, id: number, input: MediaCropInput): Promise<{ image: LibraryImage; duplicate: boolean }> {
  const [row] = await db.select().from(media).where(eq(media.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  const box = cropBox(row.width, row.height, input);
  if (box.left === 0 && box.top === 0 && box.width === row.width && box.height === row.height) return { image: presentMedia(row), duplicate: true };
  const source = await store.read(row.path);
  if (!source) throw new AppError('NOT_FOUND');
  const cut = await sharp(source.bytes, { limitInputPixels: MEDIA_MAX_PIXELS }).extract(box).toFormat(row.format === 'jpeg' || row.format === 'png' || row.format === 'webp' ? row.format : 'png').toBuffer();
  return storeImage(db, store, ctx, await processImage(cut), { fileName: cleanName(`${row.fileName.replace(/\.[^.]*$/, '')}-${input.aspect.replace(':', 'x')}`), cropOf: row.id, alt: row.alt });
}

/** The pixel box of a crop area on a width × height image, with exactly the aspect asked for. */
export function cropBox(width: number, height: number, input: MediaCropInput): { left: number; top: number; width: number; height: number } {
  const ratio = CROP_ASPECTS[input.aspect];
  let w = Math.min(width, Math.max(1, Math.round((input.area.width / 100) * width)));
  let h = Math.round(w / ratio);
  if (h > height) {
    h = height;
    w = Math.min(width, Math.round(h * ratio));
  }
  const left = Math.min(width - w, Math.max(0, Math.round((input.area.x / 100) * width)));
  const top = Math.min(height - h, Math.max(0, Math.round((input.area.y / 100) * height)));
  if (w < 16 || h < 16) throw new AppError('VALIDATION', { fields: [{ field: 'area', message: 'cms:media.crop.tooSmall' }] });
  return { left, top, width: w, height: h };
}

/** Alt text and focal point; logged; public pages showing it follow. */
export async function updateMedia(db: Db, ctx: ManageCtx, id: number, input: MediaUpdateInput): Promise<LibraryImage> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(media).where(eq(media.id, id));
    if (!before) throw new AppError('NOT_FOUND');
    const [row] = await tx.update(media).set({ alt: input.alt, focalX: input.focal.x, focalY: input.focal.y, updatedAt: new Date() }).where(eq(media.id, id)).returning();
    const after = presentMedia(row!);
    await recordOperation(tx, ctx, { action: 'UPDATE', resource: 'ALBUM', resourceId: id, before: presentMedia(before), after });
    await bumpContentVersion(tx, ['media']);
    return after;
  });
}

/** Where public content shows an image, as "what: name" per use. */
const USES: { what: string; table: typeof service | typeof staff | typeof blogPost | typeof promotion | typeof event; column: PgColumn; name: PgColumn }[] = [
  { what: 'service', table: service, column: service.image, name: service.name },
  { what: 'team', table: staff, column: staff.photo, name: staff.name },
  { what: 'blog', table: blogPost, column: blogPost.cover, name: blogPost.title },
  { what: 'promotion', table: promotion, column: promotion.image, name: promotion.title },
  { what: 'event', table: event, column: event.banner, name: event.title },
];

/** Every place that shows the image (its original or any copy): "where it is used". */
export async function mediaUsage(db: Db, image: LibraryImage, lng: 'zh-HK' | 'zh-CN' | 'en' = 'en'): Promise<{ what: string; name: string }[]> {
  const paths = [image.path, ...image.variants.map((v) => v.path)];
  const uses: { what: string; name: string }[] = [];
  for (const u of USES) {
    const rows = (await db.select({ path: u.column, name: u.name }).from(u.table)) as { path: string; name: LocalizedText }[];
    for (const r of rows) if (paths.includes(r.path)) uses.push({ what: u.what, name: pickText(r.name, lng) });
  }
  // Images inside blog bodies (the sanitizer writes every source as src="<path>").
  const bodies = await db.select({ title: blogPost.title, content: blogPost.content }).from(blogPost);
  for (const b of bodies) {
    const name = pickText(b.title, lng);
    const inBody = paths.some((p) => Object.values(b.content).some((html) => html.includes(`src="${p}"`)));
    if (inBody && !uses.some((u) => u.what === 'blog' && u.name === name)) uses.push({ what: 'blog', name });
  }
  const [site] = await db.select({ shareImage: siteSetting.shareImage }).from(siteSetting);
  if (site && paths.includes(site.shareImage)) uses.push({ what: 'siteSettings', name: '' });
  return uses;
}

/** Deletes an image and its files unless something shows it (409 MEDIA_IN_USE naming where); logged. */
export async function deleteMedia(db: Db, store: FileStore, ctx: ManageCtx, id: number): Promise<void> {
  const [row] = await db.select().from(media).where(eq(media.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  const image = presentMedia(row);
  const uses = await mediaUsage(db, image);
  if (uses.length) throw new AppError('MEDIA_IN_USE', { uses });
  await db.transaction(async (tx) => {
    await tx.delete(media).where(eq(media.id, id));
    await recordOperation(tx, ctx, { action: 'DELETE', resource: 'ALBUM', resourceId: id, before: image, after: null });
    // It leaves its albums, and so the galleries of the profiles that show them.
    await bumpContentVersion(tx, ['media']);
  });
  await Promise.all([image.path, ...image.variants.map((v) => v.path)].map((p) => store.remove(p).catch(() => undefined)));
}
