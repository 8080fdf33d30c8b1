import { and, asc, eq, gte, inArray, lte, or } from 'drizzle-orm';
import { pickText, type Lng } from '../../../common/i18n-config';
import { daysBetween } from '../../../common/clinic-time';
import type { Db } from '../../db/client';
import { placeHoliday, publicHoliday, room, servicePlan } from '../../db/schema/booking';
import { place, staff } from '../../db/schema/content';
import { AppError } from '../app-error';
import { listPlaceBookings } from './list-bookings';
import { loadScheduleEntries } from './schedule-occurrences';

/** Longest span of the combined schedule (a week). */
export const SCHEDULE_MAX_DAYS = 7;

/**
 * The combined schedule of one place over [from, to] (a day or a week): its rooms and therapists
 * side by side, every booking, every schedule entry of the place, its rooms and therapists
 * (staff entries anywhere, since a holiday elsewhere still keeps them away), and the holidays.
 */
export async function getSchedule(db: Db, q: { placeId: number; from: number; to: number }, lng: Lng, now: Date) {
  if (daysBetween(q.from, q.to) >= SCHEDULE_MAX_DAYS) throw new AppError('VALIDATION', { fields: [{ field: 'to', message: 'form.invalid' }] });
  const [p] = await db.select().from(place).where(eq(place.id, q.placeId));
  if (!p) throw new AppError('NOT_FOUND');
  const rooms = await db.select().from(room).where(eq(room.placeId, p.id)).orderBy(asc(room.sort), asc(room.code));
  const bookings = await listPlaceBookings(db, p.id, q.from, q.to, lng, now);
  // Single entries and the occurrences of series (docs/booking.md "Series and ranges").
  const staffEntries = await loadScheduleEntries(db, (c) => or(eq(c.placeId, p.id), inArray(c.type, ['STAFF_HOLIDAY', 'STAFF_RESERVED'])), q.from, q.to, now);
  const visitingIds = [...new Set([...bookings.map((b) => b.therapist.id), ...staffEntries.filter((e) => e.type === 'STAFF_OPEN').map((e) => e.staffId!)])];
  const therapists = await db
    .select()
    .from(staff)
    .where(and(eq(staff.isTherapist, true), or(eq(staff.placeId, p.id), visitingIds.length ? inArray(staff.id, visitingIds) : undefined)))
    .orderBy(asc(staff.sort), asc(staff.id));
  const therapistIds = new Set(therapists.map((t) => t.id));
  const entries = staffEntries.filter((e) => e.placeId === p.id || (e.staffId !== null && therapistIds.has(e.staffId)));
  const holidays = [
    ...(await db.select().from(placeHoliday).where(and(eq(placeHoliday.placeId, p.id), gte(placeHoliday.date, q.from), lte(placeHoliday.date, q.to)))).map((h) => ({ date: h.date, name: h.name })),
    ...(await db.select().from(publicHoliday).where(and(gte(publicHoliday.date, q.from), lte(publicHoliday.date, q.to)))).map((h) => ({ date: h.date, name: pickText(h.name, lng) })),
  ];
  const plans = await db.select().from(servicePlan).orderBy(asc(servicePlan.sort), asc(servicePlan.id));
  return {
    place: { id: p.id, name: pickText(p.name, lng), serviceHours: p.serviceHours, minuteGrid: p.minuteGrid },
    rooms: rooms.map((r) => ({ id: r.id, code: r.code, name: pickText(r.name, lng), qty: r.qty, isEnabled: r.isEnabled })),
    therapists: therapists.map((t) => ({ id: t.id, name: pickText(t.name, lng), placeId: t.placeId, bookCfg: t.bookCfg })),
    plans: plans.map((x) => ({ id: x.id, name: pickText(x.name, lng), durationMin: x.durationMin, priceCents: x.priceCents, isEnabled: x.isEnabled })),
    bookings,
    entries: entries.map((e, i) => ({ id: e.id, seriesId: e.seriesId, key: e.id === null ? `s${e.seriesId}-${e.date}-${i}` : `e${e.id}`, type: e.type, placeId: e.placeId, roomId: e.roomId, staffId: e.staffId, date: e.date, start: e.start, end: e.end, remark: e.remark })),
    holidays,
  };
}
