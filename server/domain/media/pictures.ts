import { inArray, or, sql } from 'drizzle-orm';
import { plainPicture, type Picture } from '../../../common/picture';
import type { Db } from '../../db/client';
import { media, type MediaVariant } from '../../db/schema/content';

const srcset = (variants: readonly MediaVariant[], format: MediaVariant['format']) =>
  variants
    .filter((v) => v.format === format)
    .sort((a, b) => a.width - b.width)
    .map((v) => `${v.path} ${v.width}w`)
    .join(', ');

/** The columns of a library image a picture is made of (select them with `db.select(PICTURE_COLUMNS)`). */
export const PICTURE_COLUMNS = { path: media.path, width: media.width, height: media.height, variants: media.variants, focalX: media.focalX, focalY: media.focalY };
type PictureRow = { [K in keyof typeof PICTURE_COLUMNS]: (typeof media.$inferSelect)[K] };

/** A library image as a page shows it: its size, focal point and `srcset`s, shown from `src` (the original unless a copy is referred to). */
export function libraryPicture(r: PictureRow, src = r.path): Picture {
  return { src, width: r.width, height: r.height, focal: { x: r.focalX, y: r.focalY }, avif: srcset(r.variants, 'avif'), webp: srcset(r.variants, 'webp') };
}

/**
 * The pictures of the images public content refers to by path (the library's original or any copy,
 * or a site image), one query for them all; every path asked for has an entry.
 */
export async function picturesOf(db: Pick<Db, 'select'>, paths: readonly string[]): Promise<Record<string, Picture>> {
  const out: Record<string, Picture> = Object.fromEntries(paths.map((p) => [p, plainPicture(p)]));
  const library = [...new Set(paths.filter((p) => p.startsWith('/uploads/media/')))];
  if (!library.length) return out;
  const rows = await db
    .select(PICTURE_COLUMNS)
    .from(media)
    .where(or(inArray(media.path, library), sql`exists (select 1 from jsonb_array_elements(${media.variants}) v where v ->> 'path' in (${sql.join(library.map((p) => sql`${p}`), sql`, `)}))`));
  for (const r of rows) for (const p of [r.path, ...r.variants.map((v) => v.path)]) if (p in out) out[p] = libraryPicture(r, p);
  return out;
}
