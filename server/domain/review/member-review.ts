import { and, eq } from 'drizzle-orm';
import { pickText, type Lng } from '../../../common/i18n-config';
import { reviewInput, type MemberReviewInput } from '../../../common/review.schema';
import type { Db } from '../../db/client';
import { member } from '../../db/schema/accounts';
import { booking, servicePlan } from '../../db/schema/booking';
import { review } from '../../db/schema/content';
import { AppError } from '../app-error';
import { refusingDuplicates } from '../shared/db-errors';
import { reviewValues } from './manage-reviews';

/**
 * A member's review of one of their bookings (issue 11): allowed once the booking is DONE, once per
 * booking. It waits in the moderation queue (PENDING, source MEMBER) with the member and the
 * booking; the name and text go in every language (staff may translate them).
 *
 * Decision: the unique booking id counts reviews in the bin too, so a review staff deleted is not
 * written again for that booking (deleting is moderation; restoring it is how it comes back).
 */
export async function submitMemberReview(db: Db, memberId: string, bookingId: number, input: MemberReviewInput) {
  const [b] = await db
    .select({ memberId: booking.memberId, status: booking.status, serviceId: servicePlan.serviceId, nickname: member.nickname })
    .from(booking)
    .innerJoin(servicePlan, eq(servicePlan.id, booking.planId))
    .innerJoin(member, eq(member.id, booking.memberId))
    .where(eq(booking.id, bookingId));
  if (!b || b.memberId !== memberId) throw new AppError('NOT_FOUND');
  if (b.status !== 'DONE') throw new AppError('REVIEW_BOOKING_NOT_DONE');
  const [taken] = await db.select({ id: review.id }).from(review).where(eq(review.bookingId, bookingId)).limit(1);
  if (taken) throw new AppError('REVIEW_EXISTS');
  const name = input.displayName || b.nickname.trim().slice(0, 50);
  if (!name) throw new AppError('VALIDATION', { fields: [{ field: 'displayName', message: 'form.required' }] });
  const all = (s: string) => ({ 'zh-HK': s, 'zh-CN': s, en: s });
  const parsed = reviewInput.parse({
    author: all(name),
    content: all(input.content),
    rating: input.rating,
    serviceId: b.serviceId,
    status: 'PENDING',
    source: 'MEMBER',
  });
  const values = { ...(await reviewValues(db, parsed)), memberId, bookingId };
  const [row] = await refusingDuplicates(db.insert(review).values(values).returning(), () => new AppError('REVIEW_EXISTS'));
  return presentMemberReview(row!, 'en');
}

/** The member's review of a booking (also one staff deleted or hid), or null. */
export async function getMemberReview(db: Db, memberId: string, bookingId: number, lng: Lng) {
  const [row] = await db
    .select()
    .from(review)
    .where(and(eq(review.bookingId, bookingId), eq(review.memberId, memberId)))
    .limit(1);
  return row ? presentMemberReview(row, lng) : null;
}

/** What the member sees of their review: no reply draft, no moderation details beyond waiting/published. */
function presentMemberReview(r: typeof review.$inferSelect, lng: Lng) {
  return {
    id: r.id,
    rating: r.rating,
    displayName: pickText(r.author, lng),
    content: pickText(r.content, lng),
    published: r.status === 'SHOWN' && !r.deletedAt,
    createdAt: r.createdAt.toISOString(),
  };
}
export type MemberReview = ReturnType<typeof presentMemberReview>;
