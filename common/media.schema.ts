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

/** GET /api/manage/media: search in the alt text or file name, one album's images, newest first, a page at a time. */
export const mediaListQuery = z.object({
  q: z.string().trim().max(100).optional(),
  album: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(24),
});
export type MediaListQuery = z.output<typeof mediaListQuery>;

export const ALBUM_NAME_MAX = 80;
const albumName = z.string(invalid).trim().min(1, 'cms:form.required').max(ALBUM_NAME_MAX, invalid);

/** POST /api/manage/albums, PUT /api/manage/albums/{id}: an album's name in three languages. */
export const albumInput = z.object({ name: z.object({ 'zh-HK': albumName, 'zh-CN': albumName, en: albumName }) });
export type AlbumInput = z.output<typeof albumInput>;

/** Images added to or taken out of an album at once (the library's bulk action). */
export const ALBUM_BATCH_MAX = 100;
export const albumImagesInput = z.object({
  mediaIds: z.array(z.number(invalid).int(invalid).min(1, invalid).max(2_147_483_647, invalid), invalid).min(1, 'cms:media.album.noneChosen').max(ALBUM_BATCH_MAX, invalid),
});
export type AlbumImagesInput = z.output<typeof albumImagesInput>;

/** The crops the site shows library images in (width / height). */
export const CROP_ASPECTS = { '16:9': 16 / 9, '1:1': 1 } as const;
export type CropAspect = keyof typeof CROP_ASPECTS;
/** How far an image's width / height may be from its aspect and still count as it (±1 %). */
export const ASPECT_TOLERANCE = 0.01;

/** Whether width × height is the aspect, within ASPECT_TOLERANCE. */
export function hasAspect(width: number, height: number, aspect: CropAspect): boolean {
  if (!(width > 0 && height > 0)) return false;
  return Math.abs(width / height / CROP_ASPECTS[aspect] - 1) <= ASPECT_TOLERANCE;
}

const percent = z.number(invalid).min(0, invalid).max(100, invalid);
/**
 * POST /api/manage/media/{id}/crop: the area to keep, in % of the image (react-easy-crop's
 * croppedArea), and the aspect it must have; the server cuts that area from the stored original.
 */
export const mediaCropInput = z
  .object({
    aspect: z.enum(Object.keys(CROP_ASPECTS) as [CropAspect, ...CropAspect[]], invalid),
    area: z.object({ x: percent, y: percent, width: percent.min(1, invalid), height: percent.min(1, invalid) }),
  })
  .refine((v) => v.area.x + v.area.width <= 100.5 && v.area.y + v.area.height <= 100.5, { path: ['area'], message: invalid });
export type MediaCropInput = z.output<typeof mediaCropInput>;
