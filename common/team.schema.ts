import { z } from 'zod';
import { EVENT_SLUG_PATTERN } from './event.schema';
import { isSitePath } from './validators/site-values';

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
export const SORT_MAX = 100_000;

const invalid = 'cms:form.invalid';
const required = 'cms:form.required';
const text = (max: number) => z.string(invalid).trim().min(1, required).max(max, invalid);
/** One text in the three languages, each required. */
export const trilingual = (max: number) => z.object({ 'zh-HK': text(max), 'zh-CN': text(max), en: text(max) });
/** A list of short trilingual lines (qualifications, highlights). */
export const trilingualLines = (max: number, most: number) => z.array(trilingual(max), invalid).max(most, invalid);
/** A library image or a site image. */
export const sitePicture = (missing: string) => z.string(invalid).trim().min(1, missing).max(500, invalid).refine((s) => s === '' || isSitePath(s), invalid);
/** Display order, smallest first. */
export const sortOrder = z.number(invalid).int(invalid).min(0, invalid).max(SORT_MAX, invalid);

/** POST /api/manage/staff, PUT /api/manage/staff/{id}/profile. */
export const teamProfileInput = z.object({
  /** The profile's anchor on the team page: /team#<slug>. */
  slug: z.string(invalid).trim().toLowerCase().min(1, required).max(80, invalid).regex(EVENT_SLUG_PATTERN, invalid),
  name: trilingual(TEAM_NAME_MAX),
  title: trilingual(TEAM_TITLE_MAX),
  /** Paragraphs separated by blank lines. */
  bio: trilingual(TEAM_BIO_MAX),
  qualifications: trilingualLines(TEAM_LINE_MAX, TEAM_QUALIFICATIONS_MAX).default([]),
  photo: sitePicture('cms:team.photoRequired'),
  sort: sortOrder.default(0),
  isShow: z.boolean(invalid).default(true),
});
export type TeamProfileInput = z.output<typeof teamProfileInput>;
