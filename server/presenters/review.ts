import type { review } from '../db/schema/content';

type ReviewRow = typeof review.$inferSelect;

/** A review as the back office reads it (times in ms; deletedAt set while it sits in the bin). */
export function presentReview(r: ReviewRow) {
  return {
    id: r.id,
    author: r.author,
    content: r.content,
    rating: r.rating,
    serviceId: r.serviceId,
    status: r.status,
    source: r.source,
    reply: r.reply,
    sort: r.sort,
    /** A member's review: the booking it is about (null for reviews staff entered). */
    bookingId: r.bookingId,
    deletedAt: r.deletedAt ? r.deletedAt.getTime() : null,
    createdAt: r.createdAt.getTime(),
    updatedAt: r.updatedAt.getTime(),
  };
}
export type ManagedReview = ReturnType<typeof presentReview>;
