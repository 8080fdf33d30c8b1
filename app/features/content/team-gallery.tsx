import { useTranslation } from 'react-i18next';
import type { Picture } from '../../../common/picture';
import { LibraryImage } from './library-image';

/** A photo of a team member's album as /team shows it; `alt` is '' when none is written in the page's language. */
export interface GalleryPhoto {
  id: number;
  picture: Picture;
  alt: string;
}

/**
 * The photos of a team member's album under their profile (docs/content.md "Team albums"): square
 * responsive pictures cropped around each image's focal point, three a row on a phone and four from
 * 576 px; an image without alt text in the page's language is named "Photo n of <name>".
 */
export function TeamGallery({ name, photos }: { name: string; photos: readonly GalleryPhoto[] }) {
  const { t } = useTranslation('site');
  return (
    <section className="mt-5" data-testid="team-gallery">
      <h3 className="text-sm font-semibold">{t('team.gallery', { name })}</h3>
      <ul className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-4">
        {photos.map((p, i) => (
          <li key={p.id}>
            <LibraryImage
              picture={p.picture}
              alt={p.alt || t('team.photoAlt', { n: i + 1, name })}
              sizes="(min-width: 768px) 8rem, 28vw"
              width={160}
              height={160}
              className="aspect-square w-full rounded-lg object-cover"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
