import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { MEMBER_CHANGEABLE, type BookingStatus } from '../../common/booking-rules';
import { pickText, type Lng, type LocalizedText } from '../../common/i18n-config';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { member, userAccount } from '../db/schema/accounts';
import { booking, bookingAddon, room, servicePlan } from '../db/schema/booking';
import { place, promotion, staff } from '../db/schema/content';
import { deal, subscription, subscriptionUse } from '../db/schema/deal';
import type { Tx } from '../domain/shared/manage-context';

export type BookingRow = typeof booking.$inferSelect;

/** The last instant a member may still cancel or reschedule: the start minus the place's window. */
export function changeDeadline(b: Pick<BookingRow, 'startsAt'>, windowHours: number): Date {
  return new Date(b.startsAt.getTime() - windowHours * 3_600_000);
}

/** Whether the member may still cancel or reschedule at `now`. */
export function memberCanChange(b: Pick<BookingRow, 'startsAt' | 'status'>, windowHours: number, now: Date): boolean {
  return MEMBER_CHANGEABLE.includes(b.status as BookingStatus) && now.getTime() <= changeDeadline(b, windowHours).getTime();
}

/** Joins a query from `booking` to the booking's plan, place, therapist, room and member. */
export function withBookingParts<T extends PgSelect>(q: T): T {
  return q
    .innerJoin(servicePlan, eq(servicePlan.id, booking.planId))
    .innerJoin(place, eq(place.id, booking.placeId))
    .innerJoin(staff, eq(staff.id, booking.therapistId))
    .innerJoin(room, eq(room.id, booking.roomId))
    .innerJoin(member, eq(member.id, booking.memberId)) as unknown as T;
}

/**
 * Bookings matching `where`, with their plan, place, therapist, room and member, as the JSON the
 * member site and the back office show (names in `lng`).
 */
export async function presentBookings(db: Db | Tx, where: SQL | undefined, lng: Lng, now: Date, opts: { orderBy?: SQL[]; limit?: number; offset?: number } = {}) {
  let q = withBookingParts(db
    .select({
      b: booking,
      planName: servicePlan.name,
      planPrice: servicePlan.priceCents,
      placeName: place.name,
      placeAddress: place.address,
      windowHours: place.changeWindowHours,
      therapistName: staff.name,
      roomCode: room.code,
      roomName: room.name,
      memberName: member.fullname,
      memberNickname: member.nickname,
      memberPhone: userAccount.phone,
      promotionTitle: promotion.title,
      useSubscriptionId: subscriptionUse.subscriptionId,
      useTotal: sql<number | null>`${subscription.sessions} + ${subscription.carried}`,
      // What it held just after this booking drew: what it holds now plus the sessions drawn since.
      useLeft: sql<number | null>`${subscription.sessions} + ${subscription.carried} - ${subscription.used} + (select count(*)::int from subscription_use u2 where u2.subscription_id = ${subscriptionUse.subscriptionId} and u2.id > ${subscriptionUse.id})`,
      chargeDealId: deal.id,
    })
    .from(booking)
    .leftJoin(promotion, eq(promotion.id, booking.promotionId))
    .leftJoin(subscriptionUse, eq(subscriptionUse.bookingId, booking.id))
    .leftJoin(subscription, eq(subscription.id, subscriptionUse.subscriptionId))
    .leftJoin(deal, eq(deal.bookingId, booking.id))
    .innerJoin(userAccount, eq(userAccount.id, booking.memberId))
    .$dynamic()).where(where);
  if (opts.orderBy) q = q.orderBy(...opts.orderBy);
  if (opts.limit !== undefined) q = q.limit(opts.limit);
  if (opts.offset !== undefined) q = q.offset(opts.offset);
  const rows = await q;
  const text = (v: LocalizedText) => pickText(v, lng);
  const addonRows = rows.length
    ? await db
        .select({ bookingId: bookingAddon.bookingId, planId: bookingAddon.planId, durationMin: bookingAddon.durationMin, priceCents: bookingAddon.priceCents, name: servicePlan.name })
        .from(bookingAddon)
        .innerJoin(servicePlan, eq(servicePlan.id, bookingAddon.planId))
        .where(inArray(bookingAddon.bookingId, rows.map((r) => r.b.id)))
    : [];
  return rows.map((r) => ({
    id: r.b.id,
    status: r.b.status,
    date: r.b.date,
    start: r.b.start,
    end: r.b.end,
    durationMin: r.b.durationMin,
    startsAt: r.b.startsAt.toISOString(),
    plan: { id: r.b.planId, name: text(r.planName), priceCents: r.planPrice },
    /** What the plan was booked for (an offer's price when one applied). */
    planPriceCents: r.b.planPriceCents ?? r.b.totalAmtCents,
    addons: addonRows.filter((a) => a.bookingId === r.b.id).map((a) => ({ id: a.planId, name: text(a.name), durationMin: a.durationMin, priceCents: a.priceCents })),
    promotion: r.b.promotionId && r.promotionTitle ? { id: r.b.promotionId, title: text(r.promotionTitle) } : null,
    place: { id: r.b.placeId, name: text(r.placeName), address: text(r.placeAddress) },
    therapist: { id: r.b.therapistId, name: text(r.therapistName) },
    preferredTherapistId: r.b.preferredTherapistId,
    room: { id: r.b.roomId, code: r.roomCode, name: text(r.roomName) },
    member: { id: r.b.memberId, name: r.memberName, nickname: r.memberNickname, phone: r.memberPhone },
    parts: r.b.parts,
    symptoms: r.b.symptoms,
    specialRequests: r.b.specialRequests,
    otherRequest: r.b.otherRequest,
    totalAmtCents: r.b.totalAmtCents,
    actualAmtCents: r.b.actualAmtCents,
    /** DONE by drawing a session of the member's package ("Package session used · 9 left"). */
    packageUse: r.useSubscriptionId !== null && r.useTotal !== null && r.useLeft !== null ? { subscriptionId: r.useSubscriptionId, left: Number(r.useLeft), total: Number(r.useTotal) } : null,
    /** DONE with money received at the clinic: its BOOKING deal. */
    dealId: r.chargeDealId,
    reason: r.b.reason,
    remark: r.b.remark,
    isForced: r.b.isForced,
    source: r.b.source,
    canChange: memberCanChange(r.b, r.windowHours, now),
    changeDeadline: changeDeadline(r.b, r.windowHours).toISOString(),
    createdAt: r.b.createdAt.toISOString(),
  }));
}
export type PresentedBooking = Awaited<ReturnType<typeof presentBookings>>[number];

/** One booking as presented, or undefined. */
export async function presentBooking(db: Db | Tx, id: number, lng: Lng, now: Date): Promise<PresentedBooking | undefined> {
  const [b] = await presentBookings(db, inArray(booking.id, [id]), lng, now);
  return b;
}
