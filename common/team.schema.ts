import { z } from 'zod';
import { INVALID as invalid, rowId, sitePicture, slug, sortOrder, trilingual, trilingualLines } from './cms-fields';

/**
 * A team member's public profile (issue 11, spec §3 Staff): one schema for the profile editor on
 * /manage/staff, the API (/api/manage/staff) and the domain; the demo seed writes through it too.
 * Booking settings (therapist, place, bookCfg) stay on their own form. Messages are `cms` keys.
 */
export const TEAM_NAME_MAX = 80;
export const TEAM_TITLE_MAX = 120;
export const TEAM_BIO_MAX = 4000;
export const TEAM_LINE_MAX = 200;
export const TEAM_QUALIFICATIONS_MAX = 20;
/** Photos of a member's album the team page shows, newest first (as the album library lists them). */
export const TEAM_ALBUM_PHOTOS_MAX = 8;
export { SORT_MAX } from './cms-fields';

/** POST /api/manage/staff, PUT /api/manage/staff/{id}/profile. */
export const teamProfileInput = z.object({
  /** The profile's anchor on the team page: /team#<slug>. */
  slug: slug(80),
  name: trilingual(TEAM_NAME_MAX),
  title: trilingual(TEAM_TITLE_MAX),
  /** Paragraphs separated by blank lines. */
  bio: trilingual(TEAM_BIO_MAX),
  qualifications: trilingualLines(TEAM_LINE_MAX, TEAM_QUALIFICATIONS_MAX).default([]),
  photo: sitePicture('cms:team.photoRequired'),
  /** An album of the library whose photos /team shows under the profile (at most TEAM_ALBUM_PHOTOS_MAX); null = none. */
  albumId: rowId.nullable().default(null),
  sort: sortOrder.default(0),
  isShow: z.boolean(invalid).default(true),
});
export type TeamProfileInput = z.output<typeof teamProfileInput>;
