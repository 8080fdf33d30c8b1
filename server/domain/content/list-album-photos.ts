import { and, desc, eq } from 'drizzle-orm';
import type { LocalizedText } from '../../../common/i18n-config';
import type { Picture } from '../../../common/picture';
import { TEAM_ALBUM_PHOTOS_MAX } from '../../../common/team.schema';
import type { Db } from '../../db/client';
import { media, mediaAlbum } from '../../db/schema/content';
import { libraryPicture, PICTURE_COLUMNS } from '../media/pictures';

/** A photo of an album as a public page shows it: the responsive picture and its alt text per language ('' = none written). */
export interface AlbumPhoto {
  id: number;
  picture: Picture;
  alt: LocalizedText;
}

/**
 * The newest `limit` images of an album (the order the album library lists it in; a team profile's
 * gallery by default); none for an unknown or empty album.
 */
export async function listAlbumPhotos(db: Pick<Db, 'select'>, albumId: number, limit = TEAM_ALBUM_PHOTOS_MAX): Promise<AlbumPhoto[]> {
  const rows = await db
    .select({ ...PICTURE_COLUMNS, id: media.id, alt: media.alt })
    .from(media)
    .innerJoin(mediaAlbum, and(eq(mediaAlbum.mediaId, media.id), eq(mediaAlbum.albumId, albumId)))
    .orderBy(desc(media.createdAt), desc(media.id))
    .limit(limit);
  return rows.map((r) => ({ id: r.id, picture: libraryPicture(r), alt: r.alt }));
}
