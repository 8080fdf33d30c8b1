import { eq } from 'drizzle-orm';
import { HARD_CONFLICTS, type ConflictReasonCode } from '../../../common/booking-rules';
import { DAY_MINUTES, fromClinic, hhmmOf, minutesOf, staffWindow } from '../../../common/clinic-time';
import { place } from '../../db/schema/content';
import { AppError } from '../app-error';
import type { Tx } from '../shared/manage-context';
import type { LocalizedText } from '../../../common/i18n-config';
import { explainConflict, freeResources, type SlotContext } from './availability';
import { findClashes } from './booking-clashes';
import { loadSlotContext, type LoadedSlotContext, type RoomRow, type StaffRow } from './load-slot-context';

/** What is being placed on the schedule. */
export interface SlotRequest {
  planId: number;
  /** Add-on plans booked with it (they lengthen the visit). */
  addonPlanIds?: number[];
  placeId: number;
  /** Chosen therapist; null = any able and free one. */
  therapistId: number | null;
  /** Chosen room (staff only); null = a free room by the therapist's assignment rule. */
  roomId: number | null;
  date: number;
  start: number;
  /** The booking being moved, which must not block itself. */
  excludeBookingId?: number;
}

export interface SlotDecision {
  loaded: LoadedSlotContext;
  therapist: StaffRow;
  room: RoomRow;
  date: number;
  start: number;
  end: number;
  startsAt: Date;
  endsAt: Date;
  /** Soft conflicts the staff member agreed to override (empty for a clean slot). */
  overridden: ConflictReasonCode[];
}

/** The booking columns a decided slot sets (a new booking and a moved one alike). */
export function slotColumns(d: SlotDecision) {
  const { date, start, end, startsAt, endsAt } = d;
  return { planId: d.loaded.plan.id, placeId: d.loaded.place.id, therapistId: d.therapist.id, roomId: d.room.id, durationMin: d.loaded.durationMin, date, start, end, startsAt, endsAt };
}

/**
 * Locks the place row for the rest of the transaction: every write that puts a booking at a place
 * takes this lock first, so capacity checks read a schedule no other writer is changing. (The
 * therapist overlap is also refused by the database's exclusion constraint.)
 */
export async function lockPlaces(tx: Tx, placeIds: number[]): Promise<void> {
  for (const id of [...new Set(placeIds)].sort((a, b) => a - b)) {
    await tx.select({ id: place.id }).from(place).where(eq(place.id, id)).for('update');
  }
}

/** A context with only bookings and capacity (hours, holidays and reservations lifted): what a forced save still respects. */
function hardOnly(ctx: SlotContext): SlotContext {
  return {
    ...ctx,
    horizon: 'unbounded',
    place: { serviceHours: { mode: 'FULL' }, holidays: [] },
    placeEntries: [],
    therapists: ctx.therapists.map((t) => ({ ...t, entries: [] })),
    rooms: ctx.rooms.map((r) => ({ ...r, entries: [] })),
  };
}

/**
 * Decides therapist and room for a slot inside the caller's transaction (after lockPlaces).
 * Members (`force` false, member horizon, online therapists only): any conflict refuses —
 * BOOKING_SLOT_TAKEN when the slot is booked up, BOOKING_SLOT_UNAVAILABLE otherwise. Staff:
 * soft conflicts refuse with BOOKING_CONFLICT (reasons, canForce) unless `force`; hard ones
 * (double booking, full rooms, no room) always refuse.
 */
export async function decideSlot(
  tx: Tx,
  req: SlotRequest,
  opts: { who: 'member' | 'staff'; force: boolean; now: Date; random?: () => number; /** The member booking: slots held for them on the waiting list do not block them. */ memberId?: string },
): Promise<SlotDecision> {
  const loaded = await loadSlotContext(tx, {
    placeId: req.placeId,
    planId: req.planId,
    addonPlanIds: req.addonPlanIds,
    therapistIds: req.therapistId ? [req.therapistId] : undefined,
    roomIds: req.roomId ? [req.roomId] : undefined,
    from: req.date,
    to: req.date,
    now: opts.now,
    horizon: opts.who,
    excludeBookingId: req.excludeBookingId,
    onlineOnly: opts.who === 'member',
    heldFor: opts.memberId ?? null,
    inTransaction: true,
  });
  if (!loaded || (opts.who === 'member' && !loaded.place.isBookable)) throw new AppError('NOT_FOUND');
  if (req.therapistId && loaded.therapists.length === 0) {
    throw new AppError('VALIDATION', { fields: [{ field: 'therapistId', message: 'form.invalid' }] });
  }
  const startMin = minutesOf(req.start);
  const endMin = startMin + loaded.durationMin;
  if (endMin > DAY_MINUTES) throw new AppError('BOOKING_SLOT_UNAVAILABLE', { reasons: ['NOT_IN_SERVICE_HOURS'] });
  if (opts.who === 'staff') {
    const w = staffWindow(opts.now);
    if (req.date < w.from || req.date > w.to) throw new AppError('BOOKING_OUT_OF_WINDOW', { from: w.from, to: w.to });
  }

  const slot = { date: req.date, start: req.start };
  const reasons = explainConflict(loaded.ctx, slot) as ConflictReasonCode[];
  let free = freeResources(loaded.ctx, slot);
  let overridden: ConflictReasonCode[] = [];
  if (reasons.length > 0) {
    const hard = reasons.filter((r) => HARD_CONFLICTS.includes(r));
    if (opts.who === 'member') {
      throw hard.length ? new AppError('BOOKING_SLOT_TAKEN', { reasons }) : new AppError('BOOKING_SLOT_UNAVAILABLE', { reasons });
    }
    const clashes = clashesForStaff(loaded, slot, reasons);
    free = freeResources(hardOnly(loaded.ctx), slot);
    if (free.therapistIds.length === 0 || free.roomIds.length === 0) {
      const blocking = explainConflict(hardOnly(loaded.ctx), slot) as ConflictReasonCode[];
      throw new AppError('BOOKING_SLOT_TAKEN', { reasons, blocking, clashes });
    }
    if (!opts.force) throw new AppError('BOOKING_CONFLICT', { reasons, canForce: true, clashes });
    overridden = reasons;
  }

  // "Any" therapist: the least busy free one that day (ties: the sort order).
  let therapist: StaffRow;
  if (req.therapistId) therapist = loaded.therapists[0]!;
  else {
    const load = (id: number) => loaded.ctx.therapists.find((t) => t.id === id)!.bookings.length;
    const candidates = loaded.therapists.filter((t) => free.therapistIds.includes(t.id));
    therapist = candidates.reduce((best, t) => (load(t.id) < load(best.id) ? t : best), candidates[0]!);
  }
  const freeRooms = loaded.rooms.filter((r) => free.roomIds.includes(r.id));
  const random = opts.random ?? Math.random;
  const room = req.roomId || !therapist.bookCfg.isRandom ? freeRooms[0]! : freeRooms[Math.floor(random() * freeRooms.length)]!;
  const end = hhmmOf(endMin);
  return {
    loaded,
    therapist,
    room,
    date: req.date,
    start: req.start,
    end,
    startsAt: fromClinic(req.date, req.start),
    endsAt: fromClinic(req.date, end),
    overridden,
  };
}

/** Most bookings named to staff in one refusal: enough to act on, short enough to read. */
export const CLASHES_SHOWN_MAX = 6;

/** A booking in the way, as the staff's editor names it (therapist names in three languages, room codes). */
export type StaffClash =
  | { kind: 'therapist'; therapist: LocalizedText; bookingId: number | null; date: number; start: number; end: number }
  | { kind: 'room'; room: string; bookingIds: number[]; start: number; end: number };

/**
 * The bookings behind ALREADY_BOOKED and FULLY_TAKEN, for staff only: members are never shown
 * other people's bookings (they are told the slot was taken).
 */
function clashesForStaff(loaded: LoadedSlotContext, slot: { date: number; start: number }, reasons: ConflictReasonCode[]): StaffClash[] {
  const out: StaffClash[] = [];
  for (const c of findClashes(loaded.ctx, slot)) {
    if (c.kind === 'therapist' && reasons.includes('ALREADY_BOOKED')) {
      const th = loaded.therapists.find((t) => t.id === c.therapistId);
      if (th) out.push({ kind: 'therapist', therapist: th.name, bookingId: c.bookingId, date: c.date, start: c.start, end: c.end });
    }
    if (c.kind === 'room' && reasons.includes('FULLY_TAKEN')) {
      const r = loaded.rooms.find((x) => x.id === c.roomId);
      if (r) out.push({ kind: 'room', room: r.code, bookingIds: c.bookingIds, start: c.start, end: c.end });
    }
  }
  return out.slice(0, CLASHES_SHOWN_MAX);
}


