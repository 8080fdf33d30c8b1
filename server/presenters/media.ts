import type { media } from '../db/schema/content';

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
    createdAt: r.createdAt.getTime(),
  };
}
export type LibraryImage = ReturnType<typeof presentMedia>;
