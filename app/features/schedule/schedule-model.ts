/**
 * The combined schedule's layout rules, free of React: which day or week a URL asks for, which
 * hours a day view spans, where each booking and schedule entry goes, and how overlapping items
 * share a column. Dates are YYYYMMDD and times HHmm integers in clinic time (UTC+8).
 */
import { LIVE_STATUSES, type BookingStatus } from '../../../common/booking-rules';
import { addDays, textFromHhmm, weekday } from '../../../common/clinic-time';
import type { ServiceHours } from '../../../common/booking-setup-rules';

export type ViewMode = 'day' | 'week';

/** Pixels per minute of the day view (75 px an hour: a 30-minute booking still shows two lines). */
export const PX_PER_MINUTE = 1.25;
/** What a day view shows when the day has no service hours, bookings or entries. */
export const DEFAULT_DAY = { startMin: 9 * 60, endMin: 18 * 60 } as const;

const DAY_MINUTES = 1440;

/** Minutes since midnight of an HHmm integer (2400 = 1440). */
export const minutesOfTime = (hhmm: number) => (hhmm === 2400 ? DAY_MINUTES : Math.floor(hhmm / 100) * 60 + (hhmm % 100));
/** HHmm integer of minutes since midnight. */
export const timeOfMinutes = (m: number) => Math.floor(m / 60) * 100 + (m % 60);
/** 930 → "09:30". */
export const clockText = textFromHhmm;
/** 20261122 → "2026-11-22". */
export const isoOf = (ymd: number) => `${String(ymd).slice(0, 4)}-${String(ymd).slice(4, 6)}-${String(ymd).slice(6, 8)}`;
/** "2026-11-22" → 20261122, anything else → null. */
export function ymdOf(iso: string | null | undefined): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso?.trim() ?? '');
  return m ? Number(`${m[1]}${m[2]}${m[3]}`) : null;
}
/** "10:00" / "1000" → 1000, anything else → null. */
export function hhmmOfText(s: string | null | undefined): number | null {
  const m = /^(\d{1,2}):?(\d{2})$/.exec(s?.trim() ?? '');
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  return h < 24 && min < 60 ? h * 100 + min : null;
}

/** The Monday of the week holding `date` (the clinic's week runs Monday to Sunday). */
export function weekStart(date: number): number {
  return addDays(date, -((weekday(date) + 6) % 7));
}

/** The dates a view shows: one day, or Monday to Sunday. */
export function viewDates(view: ViewMode, date: number): number[] {
  if (view === 'day') return [date];
  const first = weekStart(date);
  return Array.from({ length: 7 }, (_, i) => addDays(first, i));
}

/** The date the previous / next button goes to. */
export function stepDate(view: ViewMode, date: number, direction: -1 | 1): number {
  return addDays(date, direction * (view === 'day' ? 1 : 7));
}

/** A period of a day, HHmm. */
export interface Period {
  start: number;
  end: number;
}

/** The service periods of the weekday of `date` (holidays aside). */
export function servicePeriods(hours: ServiceHours, date: number): Period[] {
  if (hours.mode === 'FULL') return [{ start: 0, end: 2400 }];
  const list = hours.mode === 'WEEKLY' ? hours.weekly?.[weekday(date)] : hours.daily;
  return [...(list ?? [])].sort((a, b) => a.start - b.start);
}

/** The closed parts of [startMin, endMin) given the open periods, in minutes. */
export function closedSpans(open: Period[], startMin: number, endMin: number): { from: number; to: number }[] {
  const out: { from: number; to: number }[] = [];
  let at = startMin;
  for (const p of open) {
    const s = Math.max(minutesOfTime(p.start), startMin);
    const e = Math.min(minutesOfTime(p.end), endMin);
    if (e <= s) continue;
    if (s > at) out.push({ from: at, to: s });
    at = Math.max(at, e);
  }
  if (at < endMin) out.push({ from: at, to: endMin });
  return out;
}

/**
 * The minutes a day view spans: the service hours and every booking and timed entry of the day,
 * widened to whole hours; DEFAULT_DAY when there is nothing at all (a closed day without bookings).
 */
export function dayRange(open: Period[], items: { start: number | null; end: number | null }[]): { startMin: number; endMin: number } {
  const spans = [...open, ...items.filter((i): i is Period => i.start !== null && i.end !== null)];
  if (spans.length === 0) return { ...DEFAULT_DAY };
  const s = Math.min(...spans.map((p) => minutesOfTime(p.start)));
  const e = Math.max(...spans.map((p) => minutesOfTime(p.end)));
  return { startMin: Math.floor(s / 60) * 60, endMin: Math.min(DAY_MINUTES, Math.max(Math.ceil(e / 60) * 60, Math.floor(s / 60) * 60 + 60)) };
}

/** An item placed side by side with the items it overlaps: lane index and lane count of its cluster. */
export interface Laned<T> {
  item: T;
  lane: number;
  lanes: number;
}

/**
 * Side-by-side lanes for overlapping spans (a room with several places, a double-booked moment):
 * each item takes the first free lane; items of one overlapping cluster share its lane count.
 */
export function layoutLanes<T extends { start: number; end: number }>(items: T[]): Laned<T>[] {
  const sorted = [...items].sort((a, b) => a.start - b.start || b.end - a.end);
  const out: Laned<T>[] = [];
  let cluster: Laned<T>[] = [];
  let laneEnds: number[] = [];
  let clusterEnd = -1;
  const close = () => {
    for (const c of cluster) c.lanes = laneEnds.length;
    out.push(...cluster);
    cluster = [];
    laneEnds = [];
  };
  for (const item of sorted) {
    if (cluster.length && item.start >= clusterEnd) close();
    let lane = laneEnds.findIndex((end) => end <= item.start);
    if (lane === -1) {
      lane = laneEnds.length;
      laneEnds.push(item.end);
    } else laneEnds[lane] = item.end;
    cluster.push({ item, lane, lanes: 0 });
    clusterEnd = Math.max(clusterEnd, item.end);
  }
  close();
  return out;
}

/** Whether a booking still holds its therapist and room (rejected and cancelled ones do not). */
export function isLive(status: string): boolean {
  return LIVE_STATUSES.includes(status as BookingStatus);
}

/** Schedule entry types with a therapist, a room or the whole place as their target. */
export const STAFF_ENTRY_TYPES = ['STAFF_HOLIDAY', 'STAFF_OPEN', 'STAFF_RESERVED'] as const;
export const PLACE_ENTRY_TYPES = ['PLACE_HOLIDAY', 'PLACE_OPEN', 'PLACE_RESERVED'] as const;
/** Every kind the legend explains, in its order. */
export const ENTRY_KINDS = ['HOLIDAY', 'PLACE_HOLIDAY', 'PLACE_OPEN', 'PLACE_RESERVED', 'ROOM_RESERVED', 'STAFF_HOLIDAY', 'STAFF_OPEN', 'STAFF_RESERVED', 'CLOSED'] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

/** A schedule column: a room or a therapist. */
export type ColumnKey = { kind: 'room'; id: number } | { kind: 'therapist'; id: number };

/** The bookings of one column (by room or by assigned therapist). */
export function bookingsOf<B extends { room: { id: number }; therapist: { id: number } }>(bookings: B[], col: ColumnKey): B[] {
  return bookings.filter((b) => (col.kind === 'room' ? b.room.id === col.id : b.therapist.id === col.id));
}

/** The schedule entries of one column (ROOM_RESERVED of the room, STAFF_* of the therapist). */
export function entriesOf<E extends { type: string; roomId: number | null; staffId: number | null }>(entries: E[], col: ColumnKey): E[] {
  return entries.filter((e) => (col.kind === 'room' ? e.type === 'ROOM_RESERVED' && e.roomId === col.id : e.staffId === col.id && (STAFF_ENTRY_TYPES as readonly string[]).includes(e.type)));
}

/** The place-wide entries (PLACE_*), which apply to every column. */
export function placeEntriesOf<E extends { type: string }>(entries: E[]): E[] {
  return entries.filter((e) => (PLACE_ENTRY_TYPES as readonly string[]).includes(e.type));
}
