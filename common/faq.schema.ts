import { z } from 'zod';
import { SORT_MAX, SORT_MIN } from './booking-setup-rules';
import { INVALID as invalid, listQuery, trilingual } from './cms-fields';
import { FAQ_TYPES } from './content-enums';

/**
 * Frequently asked questions in the back office (issue 11; spec §3 FAQ: question, answer, type;
 * §9 FAQ types): the entry's form and the list's query, one schema each, shared by the screen, the
 * API (/api/manage/faqs) and the domain. Messages are translation keys of the `cms` namespace.
 */

export { FAQ_TYPES, type FaqType } from './content-enums';
export const FAQ_QUESTION_MAX = 200;
export const FAQ_ANSWER_MAX = 4000;

/** POST /api/manage/faqs, PUT /api/manage/faqs/{id}: one question and its answer, in all three languages. */
export const faqInput = z.object({
  type: z.enum(FAQ_TYPES, invalid),
  question: trilingual(FAQ_QUESTION_MAX),
  /** Plain text; line breaks are kept on the page. */
  answer: trilingual(FAQ_ANSWER_MAX),
  /** Order within its type, smallest first. */
  sort: z.number(invalid).int(invalid).min(SORT_MIN, invalid).max(SORT_MAX, invalid).default(0),
  isShow: z.boolean(invalid).default(true),
});
export type FaqInput = z.output<typeof faqInput>;

/** Which entries a list shows: shown and hidden ones (not deleted), or only the deleted ones (to restore). */
export const FAQ_LIST_STATES = ['current', 'shown', 'hidden', 'deleted'] as const;
export type FaqListState = (typeof FAQ_LIST_STATES)[number];

/** GET /api/manage/faqs: search (question or answer in any language), type, state, pagination. */
export const faqListQuery = listQuery({ type: z.enum(FAQ_TYPES).optional(), state: z.enum(FAQ_LIST_STATES).default('current') });
export type FaqListQuery = z.output<typeof faqListQuery>;
