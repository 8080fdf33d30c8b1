import { and, asc, desc, eq, gt, gte, inArray, lte, not, sql } from 'drizzle-orm';
import { UPCOMING_STATUSES } from '../../../common/booking-rules';
import type { Lng } from '../../../common/i18n-config';
import type { Db } from '../../db/client';
import { booking } from '../../db/schema/booking';
import { presentBookings } from '../../presenters/booking';

export const MY_BOOKINGS_PAGE_SIZE = 10;

/**
 * A member's own bookings, one page: `upcoming` (not started yet and still going ahead: waiting for
 * approval, for the member's confirmation, or confirmed; soonest first) or `past` (everything else:
 * started or over, cancelled, declined, missed, done; latest first), with the spec's pagination shape.
 */
export async function listMemberBookings(db: Db, memberId: string, q: { scope: 'upcoming' | 'past'; page: number; lng: Lng }, now: Date) {
  const page = Math.max(1, Math.floor(q.page) || 1);
  const upcoming = and(gt(booking.startsAt, now), inArray(booking.status, [...UPCOMING_STATUSES]))!;
  const where = and(eq(booking.memberId, memberId), q.scope === 'upcoming' ? upcoming : not(upcoming));
  const [{ total } = { total: 0 }] = await db.select({ total: sql<number>`count(*)::int` }).from(booking).where(where);
  const rows = await presentBookings(db, where, q.lng, now, {
    orderBy: q.scope === 'upcoming' ? [asc(booking.startsAt), asc(booking.id)] : [desc(booking.startsAt), desc(booking.id)],
    limit: MY_BOOKINGS_PAGE_SIZE,
    offset: (page - 1) * MY_BOOKINGS_PAGE_SIZE,
  });
  const pages = Math.ceil(total / MY_BOOKINGS_PAGE_SIZE);
  return { rows, pagination: { currPage: page, isOutOfRange: page > Math.max(pages, 1), page: { hasNext: page < pages, total, size: MY_BOOKINGS_PAGE_SIZE } } };
}

/** Bookings of one place over [from, to] for the combined schedule (every state, so staff see rejected and cancelled ones too). */
export async function listPlaceBookings(db: Db, placeId: number, from: number, to: number, lng: Lng, now: Date) {
  return presentBookings(db, and(eq(booking.placeId, placeId), gte(booking.date, from), lte(booking.date, to)), lng, now, {
    orderBy: [asc(booking.date), asc(booking.start), asc(booking.id)],
  });
}

