/**
 * Recurring schedule entries (issue 13 "Recurring rota and date ranges"; docs/booking.md "Series and
 * ranges"): a series repeats one entry (type, target, times or the whole day) on a set of weekdays
 * from a date until a date, or open-ended. A date range is a series on every weekday with an end.
 * Occurrences are computed here, never stored; everything is clinic time (Asia/Hong_Kong, a fixed
 * UTC+8 without daylight saving: common/clinic-time.ts), dates YYYYMMDD and times HHmm.
 */
import { addDays, toClinicDate, weekday, type Weekday } from './clinic-time';
import { BOOKING_HORIZON_DAYS } from './constants';

/** Every weekday: a date range. */
export const ALL_WEEKDAYS = 127;

/** Weekdays (0 = Sunday … 6 = Saturday) → bitmask (bit d = weekday d). */
export function weekdayMask(days: readonly number[]): number {
  return days.reduce((m, d) => m | (1 << d), 0);
}

/** Bitmask → weekdays, Sunday first. */
export function weekdaysOf(mask: number): Weekday[] {
  return ([0, 1, 2, 3, 4, 5, 6] as const).filter((d) => (mask & (1 << d)) !== 0);
}

/** What a series repeats, as stored (`schedule_series`). */
export interface SeriesRule {
  weekdays: number;
  fromDate: number;
  /** Inclusive; null = open-ended. */
  untilDate: number | null;
}

/**
 * The last date an open-ended series is read up to at `now`: the last date anyone may book (the
 * booking horizon, today + BOOKING_HORIZON_DAYS in clinic time). A series is never expanded past it.
 */
export function openEndedLimit(now: Date): number {
  return addDays(toClinicDate(now), BOOKING_HORIZON_DAYS);
}

/**
 * The dates of [from, to] a series falls on: weekdays of its mask, not before `fromDate`, not after
 * `untilDate` (open-ended: not after `openEndedLimit(now)`), minus the `skipped` dates (deleted
 * occurrences and those replaced by a single entry). Ascending.
 */
export function seriesDates(rule: SeriesRule, from: number, to: number, now: Date, skipped: ReadonlySet<number> = new Set()): number[] {
  const first = Math.max(from, rule.fromDate);
  const last = Math.min(to, rule.untilDate ?? openEndedLimit(now));
  const out: number[] = [];
  for (let d = first; d <= last; d = addDays(d, 1)) {
    if ((rule.weekdays & (1 << weekday(d))) !== 0 && !skipped.has(d)) out.push(d);
  }
  return out;
}

/** A series with its identity and payload: each occurrence copies the payload onto its date. */
export interface SeriesLike<P> extends SeriesRule {
  id: number;
  payload: P;
}

/** One computed occurrence of a series. */
export type Occurrence<P> = P & { seriesId: number; date: number };

/**
 * The occurrences of several series over [from, to] (see seriesDates), `skips` listing each
 * series's skipped dates, sorted by date then series id.
 */
export function expandSeries<P extends object>(list: readonly SeriesLike<P>[], skips: readonly { seriesId: number; date: number }[], from: number, to: number, now: Date): Occurrence<P>[] {
  const skipped = new Map<number, Set<number>>();
  for (const s of skips) {
    const set = skipped.get(s.seriesId) ?? new Set<number>();
    set.add(s.date);
    skipped.set(s.seriesId, set);
  }
  const out: Occurrence<P>[] = [];
  for (const s of list) {
    for (const date of seriesDates(s, from, to, now, skipped.get(s.id))) out.push({ ...s.payload, seriesId: s.id, date });
  }
  return out.sort((a, b) => a.date - b.date || a.seriesId - b.seriesId);
}
