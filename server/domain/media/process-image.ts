import { createHash } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import { MEDIA_FORMATS, MEDIA_MAX_BYTES, MEDIA_MAX_PIXELS, MEDIA_WIDTHS } from '../../../common/media.schema';
import { AppError } from '../app-error';

export interface ProcessedImage {
  hash: string;
  format: string;
  width: number;
  height: number;
  /** The original re-encoded in its format, turned upright, without EXIF/GPS/XMP. */
  original: Buffer;
  variants: { width: number; height: number; format: 'webp' | 'avif'; bytes: Buffer }[];
}

/** The file extension an original is stored under. */
export const extensionOf = (format: string) => (format === 'jpeg' ? 'jpg' : format === 'heif' ? 'heic' : format);

/**
 * Checks uploaded bytes by their content and makes the library's files: what the bytes decode as
 * must be an accepted raster format (SVG, HTML, PDF… are refused, whatever their name), at most
 * MEDIA_MAX_PIXELS before decoding (decompression bombs); the original is re-encoded upright with
 * no metadata (sharp keeps none unless asked), and WebP and AVIF copies are made per MEDIA_WIDTHS
 * width not wider than the image.
 */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  if (bytes.length === 0 || bytes.length > MEDIA_MAX_BYTES) throw new AppError('UPLOAD_TOO_LARGE', { maxBytes: MEDIA_MAX_BYTES });
  const meta = await sharp(bytes, { limitInputPixels: false }).metadata().catch(() => null);
  const format = meta?.format;
  if (!format || !(MEDIA_FORMATS as readonly string[]).includes(format) || !meta.width || !meta.height) throw new AppError('UPLOAD_UNSUPPORTED', { reason: 'format' });
  if (meta.width * meta.height * (meta.pages ?? 1) > MEDIA_MAX_PIXELS) throw new AppError('UPLOAD_UNSUPPORTED', { reason: 'pixels', maxPixels: MEDIA_MAX_PIXELS });

  const source = sharp(bytes, { limitInputPixels: MEDIA_MAX_PIXELS, animated: false }).rotate();
  try {
    const encode = (img: Sharp) => (format === 'jpeg' ? img.jpeg({ quality: 90 }) : format === 'png' ? img.png() : format === 'webp' ? img.webp({ quality: 90 }) : img.avif({ quality: 60 }));
    const { data: original, info } = await encode(source.clone()).toBuffer({ resolveWithObject: true });
    const widths: number[] = [...MEDIA_WIDTHS.filter((w) => w < info.width), ...(info.width <= MEDIA_WIDTHS.at(-1)! ? [info.width] : [])];
    // One copy at a time: each decodes the photo again, and a dozen at once would hold a dozen
    // decoded 12 MP images (bench/media.ts measures time and peak memory).
    const variants: ProcessedImage['variants'] = [];
    for (const width of [...new Set(widths)]) {
      for (const f of ['webp', 'avif'] as const) {
        const img = source.clone().resize({ width, withoutEnlargement: true });
        const out = await (f === 'webp' ? img.webp({ quality: 80 }) : img.avif({ quality: 50, effort: 2 })).toBuffer({ resolveWithObject: true });
        variants.push({ width: out.info.width, height: out.info.height, format: f, bytes: out.data });
      }
    }
    return { hash: createHash('sha256').update(bytes).digest('hex'), format, width: info.width, height: info.height, original, variants };
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError('UPLOAD_UNSUPPORTED', { reason: 'decode' });
  }
}
