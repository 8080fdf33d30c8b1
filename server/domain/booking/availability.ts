/**
 * Booking availability (issue 4 item 2; spec §3 schedule entries, §5 date rules, §8 conflict
 * reasons, §9 limits): pure, database-free. The domain loads the place, therapists and rooms and
 * passes them in; everything here is clinic time (UTC+8), dates YYYYMMDD and times HHmm at the
 * edges, minutes since midnight inside.
 *
 * Model: each resource (the place, every therapist, every room) has, per day, a list of free
 * half-open minute intervals. A span [s, s+d) fits a resource when one free interval contains it,
 * so the starts that fit are the ranges [a, b-d] of its intervals. A start is offered when it
 * fits the place AND at least one therapist AND at least one room: the intersection of the place's
 * start ranges with the union over therapists and the union over rooms. Work is per day and per
 * interval, never per minute.
 */
import { MIN_SPAN_MINUTES } from '../../../common/constants';
import {
  addDays,
  DAY_MINUTES,
  fromClinic,
  hhmmOf,
  isValidDate,
  isValidTime,
  memberWindow,
  minutesOf,
  staffWindow,
  weekday,
  type DateWindow,
  type Weekday,
} from '../../../common/clinic-time';
import { gridStarts, isGridStep } from '../../../common/minute-grid';
import { AppError } from '../app-error';
import type { ServiceHours } from '../../../common/booking-setup-rules';

/** Schedule entry types (spec §3). */
export type ScheduleEntryType =
  | 'BOOKING'
  | 'PLACE_HOLIDAY'
  | 'PLACE_OPEN'
  | 'PLACE_RESERVED'
  | 'ROOM_RESERVED'
  | 'STAFF_HOLIDAY'
  | 'STAFF_OPEN'
  | 'STAFF_RESERVED';

/** A period of a day, HHmm; `end` may be 2400 (midnight at the end of the day). Empty when end ≤ start. */
export interface Period {
  start: number;
  end: number;
}

/** A schedule entry on one date. Without `start`/`end` it covers the whole day. */
export interface ScheduleEntry {
  type: ScheduleEntryType;
  date: number;
  start?: number;
  end?: number;
}

/** An existing booking's span on one date (HHmm). */
export interface BookedSpan {
  date: number;
  start: number;
  end: number;
  /** The booking's id, so staff can be told which booking stands in the way. */
  id?: number;
}

export interface PlaceSchedule {
  serviceHours: ServiceHours;
  /** Holiday dates (YYYYMMDD), Hong Kong public holidays included: closed unless a PLACE_OPEN entry opens them. */
  holidays: number[];
}

/**
 * A therapist who may deliver the plan: `entries` holds its STAFF_OPEN / STAFF_HOLIDAY /
 * STAFF_RESERVED entries (other types are ignored), `bookings` its own bookings (leave out the
 * booking being edited).
 */
export interface TherapistSchedule {
  id: string | number;
  entries: ScheduleEntry[];
  bookings: BookedSpan[];
}

/** An enabled room able to deliver the plan: `qty` parallel places, ROOM_RESERVED `entries` (other types ignored), its bookings. */
export interface RoomSchedule {
  id: string | number;
  qty: number;
  entries: ScheduleEntry[];
  bookings: BookedSpan[];
}

/** Who is booking: a member (tomorrow … +34 days) or staff (7 days back … 35 ahead); past starts are never offered. */
export type Horizon = 'member' | 'staff';
/** `unbounded` judges a slot without any date window or past-time rule (what a forced save still checks). */
export type JudgeHorizon = Horizon | 'unbounded';

/** Everything about a place needed to judge one slot. */
export interface SlotContext {
  /** The current instant; starts at or before it are not offered. */
  now: Date;
  /** Service duration in minutes, at least MIN_SPAN_MINUTES (30). */
  durationMin: number;
  /** Date window applied on top of the requested one; default 'member'. */
  horizon?: JudgeHorizon;
  place: PlaceSchedule;
  /** PLACE_OPEN / PLACE_HOLIDAY / PLACE_RESERVED entries of the place (other types ignored). */
  placeEntries: ScheduleEntry[];
  /** One therapist when chosen, every eligible therapist for "any". */
  therapists: TherapistSchedule[];
  /** Enabled rooms able to deliver the plan. */
  rooms: RoomSchedule[];
}

export interface AvailabilityInput extends SlotContext {
  /** First date, YYYYMMDD, inclusive. */
  from: number;
  /** Last date, YYYYMMDD, inclusive. */
  to: number;
  /** Grid step in minutes, one of MINUTE_GRIDS (60, 30, 15, 10, 5). */
  step: number;
}

/** Conflict reasons of spec §8. */
export type ConflictReason = 'NO_ENABLED_ROOM' | 'NOT_AVAILABLE' | 'NOT_IN_SERVICE_HOURS' | 'ALREADY_BOOKED' | 'FULLY_TAKEN' | 'ON_HOLIDAY' | 'RESERVED';

/** A requested slot: clinic date and start time. */
export interface RequestedSlot {
  date: number;
  start: number;
}

const REASON_ORDER: readonly ConflictReason[] = ['NO_ENABLED_ROOM', 'NOT_AVAILABLE', 'NOT_IN_SERVICE_HOURS', 'ALREADY_BOOKED', 'FULLY_TAKEN', 'ON_HOLIDAY', 'RESERVED'];

// ---------------------------------------------------------------------------------------------
// Interval algebra on half-open minute intervals [start, end); lists kept sorted and merged.

type Iv = readonly [number, number];
const WHOLE_DAY: Iv[] = [[0, DAY_MINUTES]];

/** Sorts and merges overlapping or touching intervals, dropping empty ones. */
function norm(list: Iv[]): Iv[] {
  const xs = list.filter(([s, e]) => e > s).sort((a, b) => a[0] - b[0]);
  const out: [number, number][] = [];
  for (const [s, e] of xs) {
    const last = out[out.length - 1];
    if (last && s <= last[1]) last[1] = Math.max(last[1], e);
    else out.push([s, e]);
  }
  return out;
}

function subtract(a: Iv[], b: Iv[]): Iv[] {
  if (b.length === 0 || a.length === 0) return a;
  const out: Iv[] = [];
  let j = 0;
  for (const [s0, e] of a) {
    let s = s0;
    while (j < b.length && b[j]![1] <= s) j++;
    let k = j;
    while (k < b.length && b[k]![0] < e) {
      const [bs, be] = b[k]!;
      if (bs > s) out.push([s, bs]);
      s = Math.max(s, be);
      if (s >= e) break;
      k++;
    }
    if (s < e) out.push([s, e]);
  }
  return out;
}

function intersect(a: Iv[], b: Iv[]): Iv[] {
  const out: Iv[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const [as, ae] = a[i]!;
    const [bs, be] = b[j]!;
    const s = Math.max(as, bs);
    const e = Math.min(ae, be);
    if (s < e) out.push([s, e]);
    if (ae < be) i++;
    else j++;
  }
  return out;
}

/** Whether one interval of the normalised list contains [s, e). */
function covers(list: Iv[], s: number, e: number): boolean {
  return list.some(([a, b]) => a <= s && e <= b);
}

/** Whether the list meets [s, e) anywhere. */
function overlaps(list: Iv[], s: number, e: number): boolean {
  return list.some(([a, b]) => a < e && s < b);
}

/** Start ranges (half-open, integer minutes) of spans of `dur` minutes that fit in the free intervals. */
function startRanges(free: Iv[], dur: number): Iv[] {
  const out: Iv[] = [];
  for (const [a, b] of free) if (b - a >= dur) out.push([a, b - dur + 1]);
  return out;
}

/** Intervals where at least `qty` of the spans run at once (touching spans do not overlap). */
function saturated(spans: Iv[], qty: number): Iv[] {
  if (qty <= 0) return WHOLE_DAY;
  if (spans.length < qty) return [];
  const events: [number, number][] = [];
  for (const [s, e] of spans) if (e > s) events.push([s, 1], [e, -1]);
  events.sort((x, y) => x[0] - y[0] || x[1] - y[1]); // ends before starts at the same minute
  const out: Iv[] = [];
  let n = 0;
  let from = 0;
  for (const [t, d] of events) {
    const before = n;
    n += d;
    if (before < qty && n >= qty) from = t;
    else if (before >= qty && n < qty && t > from) out.push([from, t]);
  }
  return norm(out);
}

// ---------------------------------------------------------------------------------------------
// Per-day views of the input, indexed by date once.

const ivOf = (p: { start?: number; end?: number }): Iv =>
  p.start === undefined && p.end === undefined ? [0, DAY_MINUTES] : [minutesOf(p.start ?? 0), minutesOf(p.end ?? 2400)];

interface DayEntries {
  open: Iv[] | null;
  holiday: Iv[];
  reserved: Iv[];
}

function indexEntries(entries: ScheduleEntry[], types: { open?: ScheduleEntryType; holiday?: ScheduleEntryType; reserved: ScheduleEntryType }): Map<number, DayEntries> {
  const raw = new Map<number, { open: Iv[] | null; holiday: Iv[]; reserved: Iv[] }>();
  for (const e of entries) {
    const kind = e.type === types.open ? 'open' : e.type === types.holiday ? 'holiday' : e.type === types.reserved ? 'reserved' : null;
    if (!kind) continue;
    let day = raw.get(e.date);
    if (!day) raw.set(e.date, (day = { open: null, holiday: [], reserved: [] }));
    (day[kind] ??= []).push(ivOf(e));
  }
  const out = new Map<number, DayEntries>();
  for (const [date, d] of raw) out.set(date, { open: d.open && norm(d.open), holiday: norm(d.holiday), reserved: norm(d.reserved) });
  return out;
}

function indexSpans(spans: BookedSpan[]): Map<number, Iv[]> {
  const out = new Map<number, Iv[]>();
  for (const b of spans) {
    const list = out.get(b.date);
    const iv = ivOf(b);
    if (list) list.push(iv);
    else out.set(b.date, [iv]);
  }
  return out;
}

const NO_ENTRIES: DayEntries = { open: null, holiday: [], reserved: [] };

interface PlaceDay {
  /** Service hours of the weekday, ignoring holidays. */
  service: Iv[];
  /** PLACE_OPEN periods. */
  extra: Iv[];
  isHolidayDate: boolean;
  holiday: Iv[];
  reserved: Iv[];
  /** Opening hours for visitors: (service hours unless a holiday date) ∪ PLACE_OPEN − PLACE_HOLIDAY. */
  hours: Iv[];
  /** Where the place takes bookings: `hours` − PLACE_RESERVED. */
  open: Iv[];
}

interface TherapistDay {
  id: string | number;
  /** STAFF_OPEN periods, or null when the therapist works the place's hours that day. */
  working: Iv[] | null;
  holiday: Iv[];
  reserved: Iv[];
  booked: Iv[];
  free: Iv[];
}

interface RoomDay {
  id: string | number;
  reserved: Iv[];
  full: Iv[];
  free: Iv[];
}

interface Index {
  ctx: SlotContext;
  window: DateWindow;
  holidays: Set<number>;
  place: Map<number, DayEntries>;
  therapists: { id: string | number; entries: Map<number, DayEntries>; bookings: Map<number, Iv[]> }[];
  rooms: { id: string | number; qty: number; reserved: Map<number, DayEntries>; bookings: Map<number, Iv[]> }[];
}

function serviceIntervals(sh: ServiceHours, wd: Weekday): Iv[] {
  if (sh.mode === 'FULL') return WHOLE_DAY;
  const periods = sh.mode === 'WEEKLY' ? sh.weekly?.[wd] : sh.daily;
  return norm((periods ?? []).map(ivOf));
}

function placeDayOf(sh: ServiceHours, holidays: Set<number>, e: DayEntries, date: number): PlaceDay {
  const service = serviceIntervals(sh, weekday(date));
  const extra = e.open ?? [];
  const isHolidayDate = holidays.has(date);
  const hours = subtract(norm([...(isHolidayDate ? [] : service), ...extra]), e.holiday);
  return { service, extra, isHolidayDate, holiday: e.holiday, reserved: e.reserved, hours, open: subtract(hours, e.reserved) };
}

function placeDay(ix: Index, date: number): PlaceDay {
  return placeDayOf(ix.ctx.place.serviceHours, ix.holidays, ix.place.get(date) ?? NO_ENTRIES, date);
}

function therapistDays(ix: Index, date: number): TherapistDay[] {
  return ix.therapists.map((t) => {
    const e = t.entries.get(date) ?? NO_ENTRIES;
    const booked = norm(t.bookings.get(date) ?? []);
    // Without STAFF_OPEN the therapist works the place's hours; the place's own intervals are intersected later.
    const free = subtract(subtract(subtract(e.open ?? WHOLE_DAY, e.holiday), e.reserved), booked);
    return { id: t.id, working: e.open, holiday: e.holiday, reserved: e.reserved, booked, free };
  });
}

function roomDays(ix: Index, date: number): RoomDay[] {
  return ix.rooms.map((r) => {
    const reserved = (r.reserved.get(date) ?? NO_ENTRIES).reserved;
    const full = saturated(r.bookings.get(date) ?? [], r.qty);
    return { id: r.id, reserved, full, free: subtract(subtract(WHOLE_DAY, reserved), full) };
  });
}

const PLACE_ENTRY_TYPES = { open: 'PLACE_OPEN', holiday: 'PLACE_HOLIDAY', reserved: 'PLACE_RESERVED' } as const;

const periodOf = ([s, e]: Iv): Period => ({ start: hhmmOf(s), end: hhmmOf(e) });

function invalid(field: string): AppError {
  return new AppError('VALIDATION', { fields: [{ field, message: 'form.invalid' }] });
}

function windowOf(horizon: JudgeHorizon, now: Date): DateWindow {
  if (horizon === 'unbounded') return { from: 10000101, to: 99991231 };
  return horizon === 'staff' ? staffWindow(now) : memberWindow(now);
}

function buildIndex(ctx: SlotContext): Index {
  if (!Number.isInteger(ctx.durationMin) || ctx.durationMin < MIN_SPAN_MINUTES || ctx.durationMin > DAY_MINUTES) {
    throw new AppError('VALIDATION', { fields: [{ field: 'durationMin', message: 'form.invalid' }], min: MIN_SPAN_MINUTES });
  }
  if (!(ctx.now instanceof Date) || Number.isNaN(ctx.now.getTime())) throw invalid('now');
  return {
    ctx,
    window: windowOf(ctx.horizon ?? 'member', ctx.now),
    holidays: new Set(ctx.place.holidays),
    place: indexEntries(ctx.placeEntries, PLACE_ENTRY_TYPES),
    therapists: ctx.therapists.map((t) => ({
      id: t.id,
      entries: indexEntries(t.entries, { open: 'STAFF_OPEN', holiday: 'STAFF_HOLIDAY', reserved: 'STAFF_RESERVED' }),
      bookings: indexSpans(t.bookings),
    })),
    rooms: ctx.rooms.map((r) => ({ id: r.id, qty: r.qty, reserved: indexEntries(r.entries, { reserved: 'ROOM_RESERVED' }), bookings: indexSpans(r.bookings) })),
  };
}

// ---------------------------------------------------------------------------------------------

/**
 * Free start times per date: for every date of [from, to] that is also inside the horizon window
 * (member: tomorrow … +34 days; staff: 7 days back … 35 ahead), in date order, the HHmm starts on
 * the `step` grid where the place is open for the whole span, at least one therapist is free for
 * the whole span, at least one room has a free place (fewer than `qty` bookings running at any
 * moment of the span and no ROOM_RESERVED overlap), and the start instant is after `now`. Dates
 * with nothing free map to an empty list; dates outside the windows are absent.
 *
 * Throws AppError VALIDATION for a duration under MIN_SPAN_MINUTES (30) or over a day, a step
 * that is not a configured grid, or an invalid from/to date.
 */
export function computeAvailability(input: AvailabilityInput): Map<number, number[]> {
  const ix = buildIndex(input);
  if (!isGridStep(input.step)) throw invalid('step');
  if (!isValidDate(input.from)) throw invalid('from');
  if (!isValidDate(input.to)) throw invalid('to');
  const dur = input.durationMin;
  const from = Math.max(input.from, ix.window.from);
  const to = Math.min(input.to, ix.window.to);
  const nowMs = input.now.getTime();
  const result = new Map<number, number[]>();
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const starts: number[] = [];
    result.set(date, starts);
    let ranges = startRanges(placeDay(ix, date).open, dur);
    if (ranges.length === 0) continue;
    ranges = intersect(ranges, norm(therapistDays(ix, date).flatMap((t) => startRanges(t.free, dur))));
    if (ranges.length === 0) continue;
    ranges = intersect(ranges, norm(roomDays(ix, date).flatMap((r) => startRanges(r.free, dur))));
    const dayStartMs = fromClinic(date, 0).getTime();
    for (const [lo, hi] of ranges) {
      // [lo, hi) are the fitting starts, i.e. the spans inside [lo, hi - 1 + dur).
      for (const s of gridStarts(lo, hi - 1 + dur, input.step, dur)) if (dayStartMs + s * 60_000 > nowMs) starts.push(hhmmOf(s));
    }
  }
  return result;
}

interface SlotVerdict {
  reasons: ConflictReason[];
  therapistIds: (string | number)[];
  roomIds: (string | number)[];
}

/**
 * The ids of the therapists or rooms free for [s, e). When none is, every reason one of them is
 * busy (`none` when there are none at all) is added to `reasons`.
 */
function freeOnes<T extends { id: string | number; free: Iv[] }>(
  days: T[], none: ConflictReason, s: number, e: number, reasons: Set<ConflictReason>, busy: (day: T) => (ConflictReason | false | null | undefined)[],
): (string | number)[] {
  const ids: (string | number)[] = [];
  const why = new Set<ConflictReason>();
  if (days.length === 0) why.add(none);
  for (const d of days) {
    if (covers(d.free, s, e)) ids.push(d.id);
    else for (const r of busy(d)) if (r) why.add(r);
  }
  if (ids.length === 0) for (const r of why) reasons.add(r);
  return ids;
}

function judgeSlot(ctx: SlotContext, slot: RequestedSlot): SlotVerdict {
  const ix = buildIndex(ctx);
  if (!isValidDate(slot.date)) throw invalid('date');
  if (!isValidTime(slot.start)) throw invalid('start');
  const s = minutesOf(slot.start);
  const e = s + ctx.durationMin;
  const reasons = new Set<ConflictReason>();

  // When: inside the horizon window and after now.
  const isPast = ctx.horizon !== 'unbounded' && fromClinic(slot.date, slot.start).getTime() <= ctx.now.getTime();
  if (slot.date < ix.window.from || slot.date > ix.window.to || isPast) reasons.add('NOT_AVAILABLE');
  if (e > DAY_MINUTES) reasons.add('NOT_IN_SERVICE_HOURS');

  // The place.
  const p = placeDay(ix, slot.date);
  if (!covers(norm([...p.service, ...p.extra]), s, e)) reasons.add('NOT_IN_SERVICE_HOURS');
  if ((p.isHolidayDate && !covers(p.extra, s, e)) || overlaps(p.holiday, s, e)) reasons.add('ON_HOLIDAY');
  if (overlaps(p.reserved, s, e)) reasons.add('RESERVED');

  // Therapists, then rooms: their reasons count only when none of them is free.
  const therapistIds = freeOnes(therapistDays(ix, slot.date), 'NOT_AVAILABLE', s, e, reasons, (t) => [
    t.working && !covers(t.working, s, e) && 'NOT_AVAILABLE',
    overlaps(t.holiday, s, e) && 'ON_HOLIDAY',
    overlaps(t.reserved, s, e) && 'RESERVED',
    overlaps(t.booked, s, e) && 'ALREADY_BOOKED',
  ]);
  const roomIds = freeOnes(roomDays(ix, slot.date), 'NO_ENABLED_ROOM', s, e, reasons, (r) => [
    overlaps(r.reserved, s, e) && 'RESERVED',
    overlaps(r.full, s, e) && 'FULLY_TAKEN',
  ]);

  const list = REASON_ORDER.filter((r) => reasons.has(r));
  return list.length ? { reasons: list, therapistIds: [], roomIds: [] } : { reasons: list, therapistIds, roomIds };
}

/**
 * Why a requested slot (date, HHmm start, `ctx.durationMin` long) conflicts, for staff (spec §8):
 * every reason that applies, in a fixed order, or an empty list when the slot is free — exactly
 * when computeAvailability would offer that start (grid aside).
 * - NO_ENABLED_ROOM: no room can deliver the plan.
 * - NOT_AVAILABLE: outside the horizon window or not after `now`; no therapist given; or the
 *   therapist's STAFF_OPEN periods do not cover the span.
 * - NOT_IN_SERVICE_HOURS: the span is outside the place's service hours and PLACE_OPEN periods (or runs past midnight).
 * - ALREADY_BOOKED: the therapist has a booking overlapping the span.
 * - FULLY_TAKEN: the room's `qty` places are all booked at some moment of the span.
 * - ON_HOLIDAY: a holiday date not opened by PLACE_OPEN, or a PLACE_HOLIDAY / STAFF_HOLIDAY overlap.
 * - RESERVED: a PLACE_RESERVED, STAFF_RESERVED or ROOM_RESERVED overlap.
 * Therapist reasons are reported only when no therapist is free, room reasons only when no room is.
 * Throws AppError VALIDATION like computeAvailability, and for an invalid date or start.
 */
export function explainConflict(ctx: SlotContext, slot: RequestedSlot): ConflictReason[] {
  return judgeSlot(ctx, slot).reasons;
}

/**
 * The therapists and rooms free for a requested slot (both empty when the slot conflicts), for
 * assigning a therapist and a room when the booking is saved.
 */
export function freeResources(ctx: SlotContext, slot: RequestedSlot): { therapistIds: (string | number)[]; roomIds: (string | number)[] } {
  const { therapistIds, roomIds } = judgeSlot(ctx, slot);
  return { therapistIds, roomIds };
}

/** A weekday's service periods (FULL: the whole day), merged and sorted; holidays and entries aside. */
export function serviceHoursOn(sh: ServiceHours, wd: Weekday): Period[] {
  return serviceIntervals(sh, wd).map(periodOf);
}

/**
 * The place's opening hours for visitors on each date of [from, to], by the rules booking uses:
 * service hours unless the date is a holiday (place or public), plus PLACE_OPEN periods, minus
 * PLACE_HOLIDAY periods. PLACE_RESERVED is left out: it holds the place for staff, the doors
 * stay open. Periods are merged and sorted; an empty list means closed all day.
 */
export function placeOpeningHours(place: PlaceSchedule, placeEntries: ScheduleEntry[], from: number, to: number): { date: number; periods: Period[] }[] {
  const holidays = new Set(place.holidays);
  const entries = indexEntries(placeEntries, PLACE_ENTRY_TYPES);
  const out: { date: number; periods: Period[] }[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    out.push({ date, periods: placeDayOf(place.serviceHours, holidays, entries.get(date) ?? NO_ENTRIES, date).hours.map(periodOf) });
  }
  return out;
}
