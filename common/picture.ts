/**
 * An image as a public page shows it (docs/content.md "Responsive images"): the path content refers
 * to, and for a library image its size, focal point and AVIF / WebP `srcset`s of the copies that
 * exist (480, 960, 1600 px, never wider than the original). A site image (`/images/…`) has only `src`.
 */
export interface Picture {
  src: string;
  width: number | null;
  height: number | null;
  /** 0–1 from the left and top: `object-position` for cover crops. */
  focal: { x: number; y: number } | null;
  /** `srcset` of the AVIF copies ("/uploads/media/a.avif 480w, …"), or "" when there are none. */
  avif: string;
  webp: string;
}

/** An image that is not in the library: shown as it is. */
export const plainPicture = (src: string): Picture => ({ src, width: null, height: null, focal: null, avif: '', webp: '' });
