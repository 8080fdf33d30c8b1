import { z } from 'zod';

/**
 * The album library (issue 11; spec §5 uploads): limits, the responsive widths every image is made
 * in, and the schemas of an image's details and of the library's list, shared by the screen, the
 * API (/api/manage/media) and the domain. Messages are translation keys of the `cms` namespace.
 */

/** One file at most this many bytes (413 beyond). */
export const MEDIA_MAX_BYTES = 20 * 1024 * 1024;
/** Files taken from one drop or one choice; the rest are refused with this limit named. */
export const MEDIA_BATCH_MAX = 20;
/** Decoded pixels at most (a decompression bomb is refused before it is decoded). */
export const MEDIA_MAX_PIXELS = 40_000_000;
/** Widths of the WebP and AVIF copies (never wider than the original). */
export const MEDIA_WIDTHS = [480, 960, 1600] as const;
/** Image formats taken, by what the bytes are (never by the file name). */
export const MEDIA_FORMATS = ['jpeg', 'png', 'webp', 'avif', 'heif', 'gif'] as const;
export const MEDIA_ALT_MAX = 200;

const invalid = 'cms:form.invalid';
const alt = z.string(invalid).trim().max(MEDIA_ALT_MAX, invalid).default('');
const unit = z.number(invalid).min(0, invalid).max(1, invalid);

/** PUT /api/manage/media/{id}: the text read instead of the image, and the point crops keep in view. */
export const mediaUpdateInput = z.object({
  alt: z.object({ 'zh-HK': alt, 'zh-CN': alt, en: alt }),
  /** The focal point (0–1 from the left and top): 16:9 and 1:1 crops keep it in view. */
  focal: z.object({ x: unit, y: unit }).default({ x: 0.5, y: 0.5 }),
});
export type MediaUpdateInput = z.output<typeof mediaUpdateInput>;

/** GET /api/manage/media: search in the alt text or file name, newest first, a page at a time. */
export const mediaListQuery = z.object({
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(24),
});
export type MediaListQuery = z.output<typeof mediaListQuery>;
