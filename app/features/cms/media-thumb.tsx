import type { LibraryImage } from '../../../server/presenters/media';

/** The smallest copies first: what a list shows (AVIF where the browser reads it, else WebP). */
export function MediaThumb({ image, alt, className = 'h-16 w-24' }: { image: Pick<LibraryImage, 'path' | 'variants' | 'focal'>; alt: string; className?: string }) {
  const smallest = (format: 'webp' | 'avif') => image.variants.filter((v) => v.format === format).sort((a, b) => a.width - b.width)[0];
  const avif = smallest('avif');
  const webp = smallest('webp');
  return (
    <picture>
      {avif && <source type="image/avif" srcSet={avif.path} />}
      <img
        src={webp?.path ?? image.path}
        alt={alt}
        loading="lazy"
        className={`rounded-lg border border-stone-200 object-cover dark:border-stone-800 ${className}`}
        style={{ objectPosition: `${image.focal.x * 100}% ${image.focal.y * 100}%` }}
      />
    </picture>
  );
}

/** The copy a page shows by default: the widest WebP (≤ 1600 px), else the original. */
export function displayPath(image: Pick<LibraryImage, 'path' | 'variants'>): string {
  return image.variants.filter((v) => v.format === 'webp').sort((a, b) => b.width - a.width)[0]?.path ?? image.path;
}
