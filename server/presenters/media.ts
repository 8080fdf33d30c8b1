import type { album, media } from '../db/schema/content';

type MediaRow = typeof media.$inferSelect;

/** A library image as editors and pickers read it: the original, its copies (for srcset) and its alt text. */
export function presentMedia(r: MediaRow) {
  return {
    id: r.id,
    fileName: r.fileName,
    path: r.path,
    format: r.format,
    width: r.width,
    height: r.height,
    bytes: r.bytes,
    variants: r.variants,
    alt: r.alt,
    focal: { x: r.focalX, y: r.focalY },
    /** The library image this one was cut from (a 16:9 banner crop), or null. */
    cropOf: r.cropOf,
    createdAt: r.createdAt.getTime(),
  };
}
export type LibraryImage = ReturnType<typeof presentMedia>;

/** A row of the library's list: the image and the albums it is in. */
export type LibraryRow = LibraryImage & { albumIds: number[] };

/** An album: its name in three languages and how many images it holds. */
export function presentAlbum(r: typeof album.$inferSelect, count: number) {
  return { id: r.id, name: r.name, count, createdAt: r.createdAt.getTime() };
}
export type Album = ReturnType<typeof presentAlbum>;
