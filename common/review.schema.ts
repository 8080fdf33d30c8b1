import { z } from 'zod';
import { SORT_MAX, SORT_MIN } from './booking-setup-rules';
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

const invalid = 'cms:form.invalid';
const required = 'cms:form.required';
const text = (max: number) => z.string(invalid).trim().min(1, required).max(max, invalid);
const optional = (max: number) => z.string(invalid).trim().max(max, invalid).default('');
const id = z.number(invalid).int(invalid).positive(invalid).max(2_147_483_647, invalid);

/** POST /api/manage/reviews, PUT /api/manage/reviews/{id}. */
export const reviewInput = z
  .object({
    /** The name the client agreed to be shown ("陳小姐"), in each language. */
    author: z.object({ 'zh-HK': text(REVIEW_AUTHOR_MAX), 'zh-CN': text(REVIEW_AUTHOR_MAX), en: text(REVIEW_AUTHOR_MAX) }),
    content: z.object({ 'zh-HK': text(REVIEW_CONTENT_MAX), 'zh-CN': text(REVIEW_CONTENT_MAX), en: text(REVIEW_CONTENT_MAX) }),
    rating: z.number(invalid).int(invalid).min(1, invalid).max(5, invalid),
    /** The service it is about; null = the clinic in general. */
    serviceId: id.nullable().default(null),
    status: z.enum(REVIEW_STATUSES, invalid).default('PENDING'),
    source: z.enum(REVIEW_SOURCES, invalid).default('CLINIC'),
    /** The clinic's public answer: none, or in all three languages. */
    reply: z.object({ 'zh-HK': optional(REVIEW_REPLY_MAX), 'zh-CN': optional(REVIEW_REPLY_MAX), en: optional(REVIEW_REPLY_MAX) }).default({ 'zh-HK': '', 'zh-CN': '', en: '' }),
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
export const reviewListQuery = z.object({
  q: z.string().trim().max(100).optional(),
  state: z.enum(REVIEW_LIST_STATES).default('current'),
  source: z.enum(REVIEW_SOURCES).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type ReviewListQuery = z.output<typeof reviewListQuery>;
