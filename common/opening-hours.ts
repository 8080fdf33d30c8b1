/**
 * Opening hours of a place as the public pages show them (issue 9 §3): the regular week, the
 * dates that differ from it (holidays, closures, special openings) and the state at an instant.
 * The server works out which dates differ with the booking rules (server/domain/booking/
 * availability.ts `placeOpeningHours`); this module only reads that data, so the browser can tell
 * "open now" from its own clock on a page that may have been cached for days. Clinic time is
 * fixed UTC+8 (common/clinic-time.ts).
 */
import { addDays, daysBetween, DAY_MINUTES, minutesOf, toClinicDate, toClinicTime, weekday, type Weekday } from './clinic-time';

/** A period of a day, HHmm; `end` may be 2400 (midnight at the end of the day). */
export interface HoursPeriod {
  start: number;
  end: number;
}

/** A date whose hours differ from the regular week; `periods` empty = closed all day. */
export interface HoursException<Name = string> {
  date: number;
  periods: HoursPeriod[];
  /** Why: holiday names (public holidays in three languages, a place holiday's name); may be empty. */
  names: Name[];
}

/** What a page needs to show a place's hours and work out its state in the browser. */
export interface OpeningHours<Name = string> {
  /** Regular periods per weekday, index 0 = Sunday … 6 = Saturday; merged and sorted. */
  week: HoursPeriod[][];
  /** Dates in [from, through] whose hours differ from `week`, ascending. */
  exceptions: HoursException<Name>[];
  /** The clinic date the server computed from (also "today" of the server render). */
  from: number;
  /** The last date the exceptions cover. */
  through: number;
}

/** Upcoming closures and special hours are listed this many days ahead (today included). */
export const HOURS_NOTICE_DAYS = 60;
/**
 * Exceptions are sent this many days ahead: beyond the notice window, so that a page served from
 * the anonymous page cache weeks later still lists what lies within the window of its reader's today.
 */
export const HOURS_DATA_DAYS = 120;
/** How far ahead "opens …" looks for the next opening; a place closed longer just says closed. */
export const NEXT_OPENING_LOOKAHEAD_DAYS = 14;
/** An opening that does not end within this many days is "open 24 hours". */
const ALWAYS_OPEN_DAYS = 7;

/** Monday first, as Hong Kong timetables list the week. */
export const WEEK_ORDER: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 0];

/** Whether a period covers the whole day (00:00–24:00). */
export const isWholeDay = (p: HoursPeriod) => p.start === 0 && p.end === 2400;

const samePeriods = (a: HoursPeriod[], b: HoursPeriod[]) => a.length === b.length && a.every((p, i) => p.start === b[i]!.start && p.end === b[i]!.end);

/** Consecutive weekdays (Monday first) with the same hours: `periods` empty = closed. */
export interface WeekGroup {
  days: Weekday[];
  periods: HoursPeriod[];
}

/**
 * The week as a timetable: consecutive days (Monday … Sunday) with equal hours grouped, e.g.
 * Mon–Fri 09:00–19:00 · Sat 09:00–13:00 · Sun closed.
 */
export function groupWeek(week: HoursPeriod[][]): WeekGroup[] {
  const groups: WeekGroup[] = [];
  for (const wd of WEEK_ORDER) {
    const periods = week[wd] ?? [];
    const last = groups[groups.length - 1];
    if (last && samePeriods(last.periods, periods)) last.days.push(wd);
    else groups.push({ days: [wd], periods });
  }
  return groups;
}

/** The hours of one date: its exception when it has one, else its weekday's regular hours. */
export function hoursOn<N>(hours: OpeningHours<N>, date: number): { periods: HoursPeriod[]; exception: HoursException<N> | null } {
  const exception = hours.exceptions.find((e) => e.date === date) ?? null;
  return { periods: exception ? exception.periods : (hours.week[weekday(date)] ?? []), exception };
}

/** A moment in clinic time: date YYYYMMDD and time HHmm (2400 = the end of that date). */
export interface ClinicMoment {
  date: number;
  time: number;
}

/** A place's state at an instant. */
export type PlaceState<N = string> =
  | { kind: 'alwaysOpen' }
  | { kind: 'open'; until: ClinicMoment }
  /** `closedToday` is today's exception when it closes the whole day (a holiday); `opens` null when not within the lookahead. */
  | { kind: 'closed'; closedToday: HoursException<N> | null; opens: ClinicMoment | null };

/**
 * Whether the place is open at `now` (clinic time, UTC+8) and until when, or when it opens next.
 * An opening that runs through midnight into the next day's 00:00 period continues; one that does
 * not end within a week is `alwaysOpen`.
 */
export function placeStateAt<N>(hours: OpeningHours<N>, now: Date): PlaceState<N> {
  const today = toClinicDate(now);
  const minute = minutesOf(toClinicTime(now));
  const span = (p: HoursPeriod) => [minutesOf(p.start), minutesOf(p.end)] as const;
  const { periods, exception } = hoursOn(hours, today);

  const current = periods.find((p) => {
    const [s, e] = span(p);
    return s <= minute && minute < e;
  });
  if (current) {
    let until: ClinicMoment = { date: today, time: current.end };
    for (let i = 0; minutesOf(until.time) === DAY_MINUTES; i++) {
      if (i >= ALWAYS_OPEN_DAYS) return { kind: 'alwaysOpen' };
      const next = addDays(until.date, 1);
      const first = hoursOn(hours, next).periods[0];
      if (!first || first.start !== 0) break;
      until = { date: next, time: first.end };
    }
    return { kind: 'open', until };
  }

  const closedToday = exception && exception.periods.length === 0 ? exception : null;
  const later = periods.find((p) => span(p)[0] > minute);
  if (later) return { kind: 'closed', closedToday, opens: { date: today, time: later.start } };
  for (let d = 1; d <= NEXT_OPENING_LOOKAHEAD_DAYS; d++) {
    const date = addDays(today, d);
    const first = hoursOn(hours, date).periods[0];
    if (first) return { kind: 'closed', closedToday, opens: { date, time: first.start } };
  }
  return { kind: 'closed', closedToday, opens: null };
}

/** The exceptions from `today` through the notice window (HOURS_NOTICE_DAYS days, today included). */
export function upcomingExceptions<N>(hours: OpeningHours<N>, today: number): HoursException<N>[] {
  const last = addDays(today, HOURS_NOTICE_DAYS - 1);
  return hours.exceptions.filter((e) => e.date >= today && e.date <= last);
}

/**
 * How a moment reads relative to today: the same day, tomorrow, a weekday within the coming week,
 * or a later date.
 */
export function relativeDay(today: number, date: number): 'today' | 'tomorrow' | 'weekday' | 'date' {
  const n = daysBetween(today, date);
  if (n <= 0) return 'today';
  if (n === 1) return 'tomorrow';
  return n < 7 ? 'weekday' : 'date';
}

/** A Google Maps search for an address: the directions link of a place without its own map link. */
export function mapSearchUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}
