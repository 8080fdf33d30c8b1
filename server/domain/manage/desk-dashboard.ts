import { and, asc, count, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import { addDays, fromClinic, minutesOf, toClinicDate, weekday } from '../../../common/clinic-time';
import type { LocalizedText } from '../../../common/i18n-config';
import { canAny } from '../../../common/permissions';
import type { Db } from '../../db/client';
import { member } from '../../db/schema/accounts';
import { booking, room, servicePlan } from '../../db/schema/booking';
import { event, place, staff } from '../../db/schema/content';
import { deal } from '../../db/schema/deal';
import { eventRegistration } from '../../db/schema/event-registration';
import type { Actor } from '../accounts/get-actor';
import { chatStaffCan } from '../chat/chat-access';
import { staffUnreadTotal } from '../chat/chat-queries';
import { listPlaceHours } from '../content/list-place-hours';

/** How many bookings of a queue (awaiting approval, awaiting the member) the dashboard lists. */
export const DESK_QUEUE_LIMIT = 8;

/** Bookings that hold a therapist and a room (utilisation counts these). */
const LIVE = ['WAIT', 'CONFIRM', 'ACCEPT', 'ATTEND', 'DONE'] as const;

/** What each part of the desk needs: a staff member sees the parts of the sections they may open. */
export function deskScope(actor: Actor) {
  const p = actor.permissions;
  return {
    bookings: canAny(p, 'BOOKING,SCHEDULE', 'VIEW,EDIT'),
    chats: chatStaffCan(actor, 'read'),
    deals: canAny(p, 'SETTLEMENT', 'VIEW,EDIT'),
    events: canAny(p, 'EVENT', 'VIEW,EDIT'),
  };
}

/**
 * The numbers on the back-office menu (issue 13), each only for staff who may open its screen:
 * bookings awaiting approval (upcoming WAIT), unread customer-service messages, receipts to review
 * (deals in WAIT). Refreshed live: DESK_UPDATE and chat events make the browser ask again.
 */
export async function deskBadges(db: Db, actor: Actor, now: Date) {
  const scope = deskScope(actor);
  const [waiting, unread, receipts] = await Promise.all([
    scope.bookings ? db.select({ n: count() }).from(booking).where(and(eq(booking.status, 'WAIT'), gte(booking.endsAt, now))) : null,
    scope.chats ? staffUnreadTotal(db) : null,
    scope.deals ? db.select({ n: count() }).from(deal).where(eq(deal.state, 'WAIT')) : null,
  ]);
  return {
    ...(waiting ? { schedule: Number(waiting[0]?.n ?? 0) } : {}),
    ...(unread !== null ? { chat: unread } : {}),
    ...(receipts ? { deals: Number(receipts[0]?.n ?? 0) } : {}),
  };
}
export type DeskBadges = Awaited<ReturnType<typeof deskBadges>>;

const brief = {
  id: booking.id, status: booking.status, startsAt: booking.startsAt, endsAt: booking.endsAt, createdAt: booking.createdAt,
  plan: servicePlan.name, placeId: booking.placeId, place: place.name, therapist: staff.name, room: room.name,
  memberName: member.fullname, memberCode: member.code,
};

function bookingRows(db: Db) {
  return db.select(brief).from(booking)
    .innerJoin(servicePlan, eq(servicePlan.id, booking.planId))
    .innerJoin(place, eq(place.id, booking.placeId))
    .innerJoin(staff, eq(staff.id, booking.therapistId))
    .innerJoin(room, eq(room.id, booking.roomId))
    .innerJoin(member, eq(member.id, booking.memberId))
    .$dynamic();
}

type BriefRow = Awaited<ReturnType<ReturnType<typeof bookingRows>['execute']>>[number];
const present = (b: BriefRow) => ({ ...b, startsAt: b.startsAt.toISOString(), endsAt: b.endsAt.toISOString(), createdAt: b.createdAt.toISOString() });

/** Minutes of [a, b) inside the periods (HHmm). */
const openMinutes = (periods: readonly { start: number; end: number }[]) => periods.reduce((n, p) => n + minutesOf(p.end) - minutesOf(p.start), 0);

/**
 * This week's utilisation (Monday to Sunday, clinic dates): for each therapist and room, the minutes
 * of live bookings over the minutes their place is open that week (its opening hours, holidays
 * applied) — how full the week is, as a share of what the place could take.
 */
async function weekUtilisation(db: Db, now: Date) {
  const today = toClinicDate(now);
  const monday = addDays(today, -((weekday(today) + 6) % 7));
  const sunday = addDays(monday, 6);
  const places = await db.select({ id: place.id, name: place.name, serviceHours: place.serviceHours }).from(place);
  const hours = await listPlaceHours(db, places, monday, 7);
  const open = new Map<number, number>();
  for (const p of places) {
    const h = hours.get(p.id)!;
    let minutes = 0;
    for (let d = monday; d <= sunday; d = addDays(d, 1)) {
      const exception = h.exceptions.find((e) => e.date === d);
      minutes += openMinutes(exception ? exception.periods : h.week[weekday(d)]!);
    }
    open.set(p.id, minutes);
  }
  const inWeek = and(inArray(booking.status, [...LIVE]), gte(booking.date, monday), lt(booking.date, addDays(sunday, 1)));
  const booked = sql<number>`coalesce(sum(${booking.durationMin}), 0)`.mapWith(Number);
  const [byTherapist, byRoom] = await Promise.all([
    db.select({ id: staff.id, name: staff.name, placeId: booking.placeId, minutes: booked }).from(booking).innerJoin(staff, eq(staff.id, booking.therapistId))
      .where(inWeek).groupBy(staff.id, staff.name, booking.placeId).orderBy(asc(staff.id)),
    db.select({ id: room.id, name: room.name, placeId: room.placeId, minutes: booked }).from(booking).innerJoin(room, eq(room.id, booking.roomId))
      .where(inWeek).groupBy(room.id, room.name, room.placeId).orderBy(asc(room.id)),
  ]);
  // A therapist booked at two places this week counts against the hours of both.
  const merge = (rows: { id: number; name: LocalizedText; placeId: number; minutes: number }[]) => {
    const out = new Map<number, { id: number; name: LocalizedText; bookedMin: number; openMin: number }>();
    for (const r of rows) {
      const o = out.get(r.id) ?? { id: r.id, name: r.name, bookedMin: 0, openMin: 0 };
      o.bookedMin += r.minutes;
      o.openMin += open.get(r.placeId) ?? 0;
      out.set(r.id, o);
    }
    return [...out.values()];
  };
  return { from: monday, to: sunday, therapists: merge(byTherapist), rooms: merge(byRoom) };
}

/**
 * The staff home (issue 13): what needs doing now, each part only for staff who may act on it —
 * bookings awaiting approval and awaiting the member's confirmation, today's bookings per place with
 * their check-in state, unread chats, receipts to review, today's events with their attendees, and
 * this week's utilisation per therapist and room.
 */
export async function deskDashboard(db: Db, actor: Actor, now: Date) {
  const scope = deskScope(actor);
  const today = toClinicDate(now);
  const dayStart = fromClinic(today, 0);
  const dayEnd = fromClinic(addDays(today, 1), 0);
  const queue = (status: 'WAIT' | 'CONFIRM') => Promise.all([
    bookingRows(db).where(and(eq(booking.status, status), gte(booking.endsAt, now))).orderBy(asc(booking.startsAt), asc(booking.id)).limit(DESK_QUEUE_LIMIT),
    db.select({ n: count() }).from(booking).where(and(eq(booking.status, status), gte(booking.endsAt, now))),
  ]).then(([rows, [n]]) => ({ total: Number(n?.n ?? 0), rows: rows.map(present) }));

  const [badges, bookings, events, utilisation] = await Promise.all([
    deskBadges(db, actor, now),
    scope.bookings
      ? Promise.all([
          queue('WAIT'),
          queue('CONFIRM'),
          bookingRows(db).where(and(eq(booking.date, today), inArray(booking.status, [...LIVE, 'MISS']))).orderBy(asc(booking.placeId), asc(booking.startsAt), asc(booking.id)),
        ]).then(([waiting, toConfirm, todays]) => {
          const places = new Map<number, { id: number; name: LocalizedText; rows: ReturnType<typeof present>[] }>();
          for (const b of todays) {
            const p = places.get(b.placeId) ?? { id: b.placeId, name: b.place, rows: [] };
            p.rows.push(present(b));
            places.set(b.placeId, p);
          }
          return { waiting, toConfirm, today: [...places.values()] };
        })
      : null,
    scope.events
      ? db
          .select({
            id: event.id, title: event.title, startAt: event.startAt, endAt: event.endAt,
            confirmed: sql<number>`count(*) filter (where ${eventRegistration.state} = 'CONFIRMED')`.mapWith(Number),
            attended: sql<number>`count(*) filter (where ${eventRegistration.attendance} = 'ATTEND')`.mapWith(Number),
            missed: sql<number>`count(*) filter (where ${eventRegistration.attendance} = 'MISS')`.mapWith(Number),
          })
          .from(event)
          .leftJoin(eventRegistration, eq(eventRegistration.eventId, event.id))
          .where(and(isNull(event.deletedAt), lt(event.startAt, dayEnd), gte(event.endAt, dayStart)))
          .groupBy(event.id, event.title, event.startAt, event.endAt)
          .orderBy(asc(event.startAt))
      : null,
    scope.bookings ? weekUtilisation(db, now) : null,
  ]);
  return {
    badges,
    bookings,
    events: events?.map((e) => ({ ...e, startAt: e.startAt.toISOString(), endAt: e.endAt.toISOString() })) ?? null,
    utilisation,
  };
}
export type DeskDashboard = Awaited<ReturnType<typeof deskDashboard>>;
