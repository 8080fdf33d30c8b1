import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Picture } from '../../../common/picture';
import { LibraryImage } from './library-image';

/** Cards a listing shows in its first row on a wide screen: their pictures load at once. */
const FIRST_ROW = 3;

/**
 * A card of a three-column listing page (/services, /events): the whole card links to the item,
 * its 16:9 picture on top and the caller's text below. `index` is the card's place in the list.
 */
export function ListingCard(p: { to: string; picture: Picture; index: number; children: ReactNode }) {
  return (
    <Link to={p.to} className="card block h-full overflow-hidden transition hover:shadow-lg">
      <LibraryImage
        picture={p.picture}
        sizes="(min-width: 1024px) 26rem, (min-width: 640px) 50vw, 100vw"
        width={640}
        height={360}
        load={p.index < FIRST_ROW ? 'eager' : 'lazy'}
        className="aspect-video w-full object-cover"
      />
      <div className="p-5">{p.children}</div>
    </Link>
  );
}
