import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import { entryTarget, type EntryType } from '../../../common/booking-setup-rules';
import { minutesOf } from '../../../common/clinic-time';
import { booking } from '../../db/schema/booking';
import { AppError } from '../app-error';
import type { Tx } from '../shared/manage-context';
import { spanOf } from './save-schedule-entry';

/** Bookings an entry can stand in the way of: those still to take place or taking place. */
const GOING_AHEAD = ['WAIT', 'CONFIRM', 'ACCEPT', 'ATTEND'] as const;

/** What a series, a range or one occurrence puts on the schedule: its type, target and dated periods. */
export interface PlannedEntries {
  type: EntryType;
  placeId: number;
  roomId: number | null;
  staffId: number | null;
  /** The occurrences: a date and a period (both times null = the whole day). */
  days: readonly { date: number; start: number | null; end: number | null }[];
}

/** A booking listed before saving: who and when, for staff to decide. */
export interface BookingInTheWay {
  id: number;
  status: string;
  date: number;
  start: number;
  end: number;
  therapistId: number;
  roomId: number;
}

/**
 * The live bookings the planned entries would stand in the way of (issue 13: listed before saving):
 * - PLACE_HOLIDAY, PLACE_RESERVED: bookings at the place overlapping an occurrence;
 * - ROOM_RESERVED: bookings in the room overlapping one;
 * - STAFF_HOLIDAY, STAFF_RESERVED: the staff member's bookings (at any place) overlapping one;
 * - STAFF_OPEN: the staff member's bookings at the place on an occurrence's date outside its period
 *   (on that date they work only their STAFF_OPEN periods);
 * - PLACE_OPEN opens more time: nothing is in its way.
 */
export async function bookingsInTheWay(tx: Tx, plan: PlannedEntries): Promise<BookingInTheWay[]> {
  if (plan.type === 'PLACE_OPEN' || plan.days.length === 0) return [];
  const dates = plan.days.map((d) => d.date);
  const target = entryTarget(plan.type);
  const who =
    target === 'staff' ? plan.type === 'STAFF_OPEN' ? and(eq(booking.therapistId, plan.staffId!), eq(booking.placeId, plan.placeId)) : eq(booking.therapistId, plan.staffId!)
    : target === 'room' ? eq(booking.roomId, plan.roomId!)
    : eq(booking.placeId, plan.placeId);
  const rows = await tx
    .select({ id: booking.id, status: booking.status, date: booking.date, start: booking.start, end: booking.end, therapistId: booking.therapistId, roomId: booking.roomId })
    .from(booking)
    .where(and(who, inArray(booking.status, [...GOING_AHEAD]), gte(booking.date, Math.min(...dates)), lte(booking.date, Math.max(...dates))))
    .orderBy(asc(booking.date), asc(booking.start), asc(booking.id));
  const byDate = new Map(plan.days.map((d) => [d.date, spanOf(d)]));
  return rows.filter((b) => {
    const span = byDate.get(b.date);
    if (!span) return false;
    const [s, e] = span;
    const [bs, be] = [minutesOf(b.start), minutesOf(b.end)];
    return plan.type === 'STAFF_OPEN' ? bs < s || be > e : bs < e && s < be;
  });
}

/**
 * Unless `force`, refuses (409 SCHEDULE_BOOKING_CONFLICT, the bookings in the details) when live
 * bookings stand in the way of the planned entries; staff then see the list and may save anyway.
 */
export async function refuseBookingConflicts(tx: Tx, plan: PlannedEntries, force: boolean): Promise<void> {
  if (force) return;
  const bookings = await bookingsInTheWay(tx, plan);
  if (bookings.length > 0) throw new AppError('SCHEDULE_BOOKING_CONFLICT', { count: bookings.length, bookings });
}
