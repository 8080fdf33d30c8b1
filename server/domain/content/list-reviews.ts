import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { review } from '../../db/schema/content';
import { visibleAt } from './visible';

export type Review = typeof review.$inferSelect;

/** Client reviews shown to the public (moderated SHOWN, not deleted), in display order. */
export function listReviews(db: Db, now = new Date()): Promise<Review[]> {
  return db.select().from(review).where(and(visibleAt(review, now), eq(review.status, 'SHOWN'), isNull(review.deletedAt))).orderBy(asc(review.sort), asc(review.id));
}
