import { z } from 'zod';
import { SORT_MAX, SORT_MIN } from './booking-setup-rules';
import { FAQ_TYPES } from './content-enums';

/**
 * Frequently asked questions in the back office (issue 11; spec §3 FAQ: question, answer, type;
 * §9 FAQ types): the entry's form and the list's query, one schema each, shared by the screen, the
 * API (/api/manage/faqs) and the domain. Messages are translation keys of the `cms` namespace.
 */

export { FAQ_TYPES, type FaqType } from './content-enums';
export const FAQ_QUESTION_MAX = 200;
export const FAQ_ANSWER_MAX = 4000;

const invalid = 'cms:form.invalid';
const required = 'cms:form.required';
const text = (max: number) => z.string(invalid).trim().min(1, required).max(max, invalid);

/** POST /api/manage/faqs, PUT /api/manage/faqs/{id}: one question and its answer, in all three languages. */
export const faqInput = z.object({
  type: z.enum(FAQ_TYPES, invalid),
  question: z.object({ 'zh-HK': text(FAQ_QUESTION_MAX), 'zh-CN': text(FAQ_QUESTION_MAX), en: text(FAQ_QUESTION_MAX) }),
  /** Plain text; line breaks are kept on the page. */
  answer: z.object({ 'zh-HK': text(FAQ_ANSWER_MAX), 'zh-CN': text(FAQ_ANSWER_MAX), en: text(FAQ_ANSWER_MAX) }),
  /** Order within its type, smallest first. */
  sort: z.number(invalid).int(invalid).min(SORT_MIN, invalid).max(SORT_MAX, invalid).default(0),
  isShow: z.boolean(invalid).default(true),
});
export type FaqInput = z.output<typeof faqInput>;

/** Which entries a list shows: shown and hidden ones (not deleted), or only the deleted ones (to restore). */
export const FAQ_LIST_STATES = ['current', 'shown', 'hidden', 'deleted'] as const;
export type FaqListState = (typeof FAQ_LIST_STATES)[number];

/** GET /api/manage/faqs: search (question or answer in any language), type, state, pagination. */
export const faqListQuery = z.object({
  q: z.string().trim().max(100).optional(),
  type: z.enum(FAQ_TYPES).optional(),
  state: z.enum(FAQ_LIST_STATES).default('current'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type FaqListQuery = z.output<typeof faqListQuery>;
