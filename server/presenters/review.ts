import type { review } from '../db/schema/content';
import { binTimes, pick } from './pick';

type ReviewRow = typeof review.$inferSelect;

/**
 * A review as the back office reads it (times in ms; deletedAt set while it sits in the bin).
 * `bookingId`: a member's review, the booking it is about (null for reviews staff entered).
 */
export function presentReview(r: ReviewRow) {
  return {
    ...pick(r, ['id', 'author', 'content', 'rating', 'serviceId', 'status', 'source', 'reply', 'sort', 'bookingId']),
    createdAt: r.createdAt.getTime(),
    ...binTimes(r),
  };
}
export type ManagedReview = ReturnType<typeof presentReview>;
