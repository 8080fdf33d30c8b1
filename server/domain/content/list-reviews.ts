import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { review } from '../../db/schema/content';
import { visibleAt } from './visible';

export type Review = typeof review.$inferSelect;

/** Client reviews shown to the public, in display order. */
export function listReviews(db: Db, now = new Date()): Promise<Review[]> {
  return db.select().from(review).where(visibleAt(review, now)).orderBy(asc(review.sort), asc(review.id));
}
