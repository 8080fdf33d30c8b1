import type { faq } from '../db/schema/content';
import { binTimes, pick } from './pick';

type FaqRow = typeof faq.$inferSelect;

/** A FAQ entry as the back office reads it (times in ms; deletedAt set while it sits in the bin). */
export function presentFaq(r: FaqRow) {
  return { ...pick(r, ['id', 'type', 'question', 'answer', 'sort', 'isShow']), ...binTimes(r) };
}
export type ManagedFaq = ReturnType<typeof presentFaq>;
