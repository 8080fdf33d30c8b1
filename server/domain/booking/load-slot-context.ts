import { and, asc, eq, gt, gte, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { LIVE_STATUSES } from '../../../common/booking-rules';
import { addDays } from '../../../common/clinic-time';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { booking, placeHoliday, publicHoliday, room, servicePlan, servicePlanRoom, servicePlanStaff } from '../../db/schema/booking';
import { place, staff } from '../../db/schema/content';
import { waitlistOffer } from '../../db/schema/waitlist';
import type { Tx } from '../shared/manage-context';
import { loadScheduleEntries, type EntryRow } from './schedule-occurrences';
import type { BookedSpan, Horizon, RoomSchedule, ScheduleEntry, SlotContext, TherapistSchedule } from './availability';

export type PlaceRow = typeof place.$inferSelect;
export type PlanRow = typeof servicePlan.$inferSelect;
export type StaffRow = typeof staff.$inferSelect;
export type RoomRow = typeof room.$inferSelect;

export interface LoadSlotOptions {
  placeId: number;
  planId: number;
  /** Add-on plans booked with it: they lengthen the visit, and the therapist must deliver each. */
  addonPlanIds?: number[];
  /** Only these therapists (a chosen one); undefined = every therapist able to deliver the plan. */
  therapistIds?: number[];
  /** Only these rooms (staff picked one); undefined = every enabled room able to host the plan. */
  roomIds?: number[];
  from: number;
  to: number;
  now: Date;
  horizon: Horizon;
  /** A booking being moved: its own span does not block itself. */
  excludeBookingId?: number;
  /** Members may only book therapists open for online booking (bookCfg.isEnable). */
  onlineOnly: boolean;
  /**
   * Members only: freed slots held for a waiting-list member (open offers) block the therapist,
   * except the ones held for this member (accepting their own offer).
   */
  heldFor?: string | null;
  /** Inside a transaction: one query at a time (a transaction is one connection). */
  inTransaction?: boolean;
}

type Thunks = readonly (() => Promise<unknown>)[];
type Results<T extends Thunks> = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };
/** Runs independent reads together on the pool, or one after another inside a transaction. */
async function reads<T extends Thunks>(sequential: boolean | undefined, thunks: T): Promise<Results<T>> {
  if (!sequential) return (await Promise.all(thunks.map((f) => f()))) as Results<T>;
  const out: unknown[] = [];
  for (const f of thunks) out.push(await f());
  return out as Results<T>;
}

/** The rows of `target` reached through the link table `link` (joined `on`), filtered by `where`, in `order`. */
async function linkedRows<T extends PgTable>(db: Db | Tx, link: PgTable, target: T, on: SQL, where: SQL[], order: SQL[]): Promise<T['$inferSelect'][]> {
  const table: PgTable = target;
  const rows = await db.select({ row: table }).from(link).innerJoin(table, on).where(and(...where)).orderBy(...order);
  return rows.map((r) => r.row as T['$inferSelect']);
}

export interface LoadedSlotContext {
  ctx: SlotContext;
  place: PlaceRow;
  plan: PlanRow;
  /** The add-on plans, in the order asked. */
  addons: PlanRow[];
  /** Minutes of the whole visit: the plan and its add-ons. */
  durationMin: number;
  therapists: StaffRow[];
  rooms: RoomRow[];
}

/**
 * Everything the availability rules need for one plan at one place over [from, to], read from
 * the database (inside the caller's transaction when booking). A therapist works their home
 * place's hours unless STAFF_OPEN entries say otherwise; at another place only inside
 * STAFF_OPEN entries there. Their bookings at every place count. Returns null when the place or
 * plan does not exist or is not bookable.
 */
export async function loadSlotContext(db: Db | Tx, o: LoadSlotOptions): Promise<LoadedSlotContext | null> {
  // Independent reads go out together (PostgreSQL runs them on separate pool connections).
  const [[p], [plan]] = await reads(o.inTransaction, [
    () => db.select().from(place).where(eq(place.id, o.placeId)),
    () => db.select().from(servicePlan).where(eq(servicePlan.id, o.planId)),
  ] as const);
  if (!p || !plan || !plan.isEnabled) return null;
  const addonIds = [...new Set(o.addonPlanIds ?? [])];
  const [addonRows, addonStaff] = addonIds.length
    ? await reads(o.inTransaction, [
        () => db.select().from(servicePlan).where(inArray(servicePlan.id, addonIds)),
        () => db.select().from(servicePlanStaff).where(inArray(servicePlanStaff.planId, addonIds)),
      ] as const)
    : [[], []];
  const addons = addonIds.map((id) => addonRows.find((a) => a.id === id)).filter((a): a is PlanRow => !!a);
  if (addons.length !== addonIds.length) return null;
  const durationMin = plan.durationMin + addons.reduce((sum, a) => sum + a.durationMin, 0);
  /** Able to deliver every add-on as well as the plan. */
  const deliversAddons = (staffId: number) => addons.every((a) => addonStaff.some((x) => x.planId === a.id && x.staffId === staffId));

  const therapistFilter: SQL[] = [eq(servicePlanStaff.planId, plan.id), eq(staff.isTherapist, true)];
  if (o.therapistIds) therapistFilter.push(inArray(staff.id, o.therapistIds.length ? o.therapistIds : [-1]));
  if (o.onlineOnly) therapistFilter.push(sql`(${staff.bookCfg}->>'isEnable')::boolean`);
  const therapistsQuery = () => linkedRows(db, servicePlanStaff, staff, eq(staff.id, servicePlanStaff.staffId), therapistFilter, [asc(staff.sort), asc(staff.id)])
    .then((rows) => rows.filter((t) => deliversAddons(t.id)));

  const roomFilter: SQL[] = [eq(servicePlanRoom.planId, plan.id), eq(room.placeId, p.id), eq(room.isEnabled, true)];
  if (o.roomIds) roomFilter.push(inArray(room.id, o.roomIds.length ? o.roomIds : [-1]));
  const roomsQuery = () => linkedRows(db, servicePlanRoom, room, eq(room.id, servicePlanRoom.roomId), roomFilter, [asc(room.sort), asc(room.code)]);
  const [therapists, rooms] = await reads(o.inTransaction, [therapistsQuery, roomsQuery] as const);

  const tIds = therapists.map((t) => t.id);
  const rIds = rooms.map((r) => r.id);
  const inRange = and(gte(booking.date, o.from), lte(booking.date, o.to), inArray(booking.status, [...LIVE_STATUSES]));
  const notSelf = o.excludeBookingId ? ne(booking.id, o.excludeBookingId) : undefined;
  const busyQuery = () => tIds.length || rIds.length
    ? db
        .select({ id: booking.id, therapistId: booking.therapistId, roomId: booking.roomId, date: booking.date, start: booking.start, end: booking.end })
        .from(booking)
        .where(and(inRange, notSelf, or(tIds.length ? inArray(booking.therapistId, tIds) : undefined, rIds.length ? inArray(booking.roomId, rIds) : undefined)))
    : Promise.resolve([]);

  // Single entries and the occurrences of series (docs/booking.md "Series and ranges").
  const entriesQuery = () => loadScheduleEntries(
    db,
    (c) => or(
      and(eq(c.placeId, p.id), inArray(c.type, ['PLACE_HOLIDAY', 'PLACE_OPEN', 'PLACE_RESERVED'])),
      rIds.length ? inArray(c.roomId, rIds) : undefined,
      tIds.length ? inArray(c.staffId, tIds) : undefined,
    ),
    o.from,
    o.to,
    o.now,
  );
  // A slot offered to a waiting member is theirs while the offer is open (members only: staff are not held back).
  const heldQuery = () => o.onlineOnly && tIds.length
    ? db
        .select({ id: waitlistOffer.id, therapistId: waitlistOffer.therapistId, date: waitlistOffer.date, start: waitlistOffer.start, end: waitlistOffer.end })
        .from(waitlistOffer)
        .where(and(
          eq(waitlistOffer.state, 'OFFERED'), gt(waitlistOffer.expiresAt, o.now), gte(waitlistOffer.date, o.from), lte(waitlistOffer.date, o.to), inArray(waitlistOffer.therapistId, tIds),
          o.heldFor ? ne(waitlistOffer.memberId, o.heldFor) : undefined,
        ))
    : Promise.resolve([]);
  const [busy, held, entries, placeHolidays, publicHolidays] = await reads(o.inTransaction, [
    busyQuery,
    heldQuery,
    entriesQuery,
    () => db.select({ date: placeHoliday.date }).from(placeHoliday).where(and(eq(placeHoliday.placeId, p.id), gte(placeHoliday.date, o.from), lte(placeHoliday.date, o.to))),
    () => db.select({ date: publicHoliday.date }).from(publicHoliday).where(and(gte(publicHoliday.date, o.from), lte(publicHoliday.date, o.to))),
  ] as const);
  const holidays = [...placeHolidays, ...publicHolidays].map((h) => h.date);

  const entryOf = (e: EntryRow): ScheduleEntry => ({
    type: e.type,
    date: e.date,
    ...(e.start !== null && e.end !== null ? { start: e.start, end: e.end } : {}),
  });
  const span = (b: { id: number; date: number; start: number; end: number }): BookedSpan => ({ id: b.id, date: b.date, start: b.start, end: b.end });

  const therapistSchedules: TherapistSchedule[] = therapists.map((t) => {
    const own = entries.filter((e) => e.staffId === t.id);
    // STAFF_OPEN entries open the therapist at the place they name; holidays and reservations count everywhere.
    const list = own.filter((e) => e.type !== 'STAFF_OPEN' || e.placeId === p.id).map(entryOf);
    const isHome = t.placeId === null || t.placeId === p.id;
    if (!isHome) {
      for (let d = o.from; d <= o.to; d = addDays(d, 1)) {
        if (!own.some((e) => e.type === 'STAFF_OPEN' && e.placeId === p.id && e.date === d)) list.push(NOT_WORKING(d));
      }
    }
    // Held slots count as the therapist's bookings (negative ids: they are offers, not bookings).
    const holds = held.filter((h) => h.therapistId === t.id).map((h) => span({ ...h, id: -h.id }));
    return { id: t.id, entries: list, bookings: [...busy.filter((b) => b.therapistId === t.id).map(span), ...holds] };
  });
  const roomSchedules: RoomSchedule[] = rooms.map((r) => ({
    id: r.id,
    qty: r.qty,
    entries: entries.filter((e) => e.roomId === r.id && e.type === 'ROOM_RESERVED').map(entryOf),
    bookings: busy.filter((b) => b.roomId === r.id).map(span),
  }));

  return {
    place: p,
    plan,
    addons,
    durationMin,
    therapists,
    rooms,
    ctx: {
      now: o.now,
      durationMin,
      horizon: o.horizon,
      place: { serviceHours: p.serviceHours, holidays },
      placeEntries: entries.filter((e) => e.placeId === p.id && e.type.startsWith('PLACE_')).map(entryOf),
      therapists: therapistSchedules,
      rooms: roomSchedules,
    },
  };
}

/** An empty STAFF_OPEN period: the therapist has working hours that day, none of them here. */
const NOT_WORKING = (date: number): ScheduleEntry => ({ type: 'STAFF_OPEN', date, start: 0, end: 0 });
