import type { Picture } from '../../../common/picture';

/**
 * A picture on a public page (docs/content.md "Responsive images"): for a library image a
 * `<picture>` with AVIF and WebP `srcset`s of the copies that exist and the caller's `sizes`, so a
 * phone fetches the 480 px copy and a wide screen the 1600 px one; the focal point as
 * `object-position`, so cover crops (16:9 cards, 4:5 portraits) keep the subject. `width`/`height`
 * give the box's proportions before it loads (the picture's own when not given); lazy unless
 * `load` says `eager` (above the fold) or `priority` (the page's main image: fetched first). A site
 * image is a plain `<img>`.
 */
export function LibraryImage(p: { picture: Picture; sizes: string; alt?: string; className?: string; width?: number; height?: number; load?: 'lazy' | 'eager' | 'priority' }) {
  const { picture: pic } = p;
  const img = (
    <img
      src={pic.src}
      alt={p.alt ?? ''}
      width={p.width ?? pic.width ?? undefined}
      height={p.height ?? pic.height ?? undefined}
      loading={p.load === 'eager' || p.load === 'priority' ? 'eager' : 'lazy'}
      fetchPriority={p.load === 'priority' ? 'high' : undefined}
      decoding="async"
      className={p.className}
      style={pic.focal ? { objectPosition: `${round(pic.focal.x)}% ${round(pic.focal.y)}%` } : undefined}
    />
  );
  if (!pic.avif && !pic.webp) return img;
  return (
    <picture className="contents">
      {pic.avif && <source type="image/avif" srcSet={pic.avif} sizes={p.sizes} />}
      {pic.webp && <source type="image/webp" srcSet={pic.webp} sizes={p.sizes} />}
      {img}
    </picture>
  );
}

const round = (unit: number) => Math.round(unit * 1000) / 10;
