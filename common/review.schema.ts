import { z } from 'zod';
import { SORT_MAX, SORT_MIN } from './booking-setup-rules';
import { INVALID as invalid, listQuery, optionalText, rowId as id, trilingual } from './cms-fields';
import { REVIEW_SOURCES, REVIEW_STATUSES } from './content-enums';

/**
 * Client reviews in the back office (issue 11; spec §3 reply): moderation, rating, source, the
 * clinic's reply and order; one schema for the editor's form, the API (/api/manage/reviews) and the
 * domain. Messages are translation keys of the `cms` namespace.
 */

export { REVIEW_SOURCES, REVIEW_STATUSES, type ReviewSource, type ReviewStatus } from './content-enums';
export const REVIEW_AUTHOR_MAX = 50;
export const REVIEW_CONTENT_MAX = 2000;
export const REVIEW_REPLY_MAX = 1000;

/** POST /api/manage/reviews, PUT /api/manage/reviews/{id}. */
export const reviewInput = z
  .object({
    /** The name the client agreed to be shown ("陳小姐"), in each language. */
    author: trilingual(REVIEW_AUTHOR_MAX),
    content: trilingual(REVIEW_CONTENT_MAX),
    rating: z.number(invalid).int(invalid).min(1, invalid).max(5, invalid),
    /** The service it is about; null = the clinic in general. */
    serviceId: id.nullable().default(null),
    status: z.enum(REVIEW_STATUSES, invalid).default('PENDING'),
    source: z.enum(REVIEW_SOURCES, invalid).default('CLINIC'),
    /** The clinic's public answer: none, or in all three languages. */
    reply: z.object({ 'zh-HK': optionalText(REVIEW_REPLY_MAX), 'zh-CN': optionalText(REVIEW_REPLY_MAX), en: optionalText(REVIEW_REPLY_MAX) }).default({ 'zh-HK': '', 'zh-CN': '', en: '' }),
    sort: z.number(invalid).int(invalid).min(SORT_MIN, invalid).max(SORT_MAX, invalid).default(0),
  })
  .superRefine((v, ctx) => {
    // A reply is public: half a reply would show an empty answer in some language.
    const filled = (['zh-HK', 'zh-CN', 'en'] as const).filter((l) => v.reply[l] !== '');
    if (filled.length > 0 && filled.length < 3) for (const l of ['zh-HK', 'zh-CN', 'en'] as const) if (v.reply[l] === '') ctx.addIssue({ code: 'custom', path: ['reply', l], message: 'cms:review.replyAllLanguages' });
  });
export type ReviewInput = z.output<typeof reviewInput>;

/** Which reviews a list shows: all but deleted, one moderation state, or the deleted ones (to restore). */
export const REVIEW_LIST_STATES = ['current', 'PENDING', 'SHOWN', 'HIDDEN', 'deleted'] as const;

/** GET /api/manage/reviews: search (author, text or reply in any language), state, source, pagination. */
export const reviewListQuery = listQuery({ state: z.enum(REVIEW_LIST_STATES).default('current'), source: z.enum(REVIEW_SOURCES).optional() });
export type ReviewListQuery = z.output<typeof reviewListQuery>;

/**
 * POST /api/user/bookings/{id}/review: a member's review of a completed booking, in their own
 * language (staff may translate it in the back office). An empty name shows the member's nickname.
 * Messages are keys of the `common` namespace (the member site does not load `cms`).
 */
export const memberReviewInput = z.object({
  rating: z.number('form.requiredChoice').int('form.requiredChoice').min(1, 'form.requiredChoice').max(5, 'form.requiredChoice'),
  content: z.string('form.invalid').trim().min(1, 'form.required').max(REVIEW_CONTENT_MAX, 'form.invalid'),
  displayName: z.string('form.invalid').trim().max(REVIEW_AUTHOR_MAX, 'form.invalid').default(''),
});
export type MemberReviewInput = z.output<typeof memberReviewInput>;
