import type { faq } from '../db/schema/content';

type FaqRow = typeof faq.$inferSelect;

/** A FAQ entry as the back office reads it (times in ms; deletedAt set while it sits in the bin). */
export function presentFaq(r: FaqRow) {
  return {
    id: r.id,
    type: r.type,
    question: r.question,
    answer: r.answer,
    sort: r.sort,
    isShow: r.isShow,
    deletedAt: r.deletedAt ? r.deletedAt.getTime() : null,
    updatedAt: r.updatedAt.getTime(),
  };
}
export type ManagedFaq = ReturnType<typeof presentFaq>;
