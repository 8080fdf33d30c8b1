/**
 * Clinic time (spec §3, §9): the ONE place that converts between instants and the clinic's
 * calendar. The clinic runs on a fixed UTC+8 offset (no daylight saving), dates are YYYYMMDD
 * integers and times HHmm integers. Every computation goes through UTC fields of a shifted
 * instant, so nothing here depends on the process's local time zone.
 */
import { BOOKING_DAYS_BACK, BOOKING_HORIZON_DAYS, CLINIC_UTC_OFFSET_HOURS } from './constants';
import { isRealDate } from './validators/age';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const OFFSET_MS = CLINIC_UTC_OFFSET_HOURS * 3_600_000;

/** Minutes in a clinic day; `2400` (= 1440 minutes) is accepted as the end of a day. */
export const DAY_MINUTES = 1440;

/** Day of the week, 0 = Sunday … 6 = Saturday. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** A date window, YYYYMMDD integers, both ends inclusive. */
export interface DateWindow {
  from: number;
  to: number;
}

/**
 * Whether `yyyymmdd` is a real calendar date written as an 8-digit YYYYMMDD integer
 * (years 1000–9999), e.g. `20250229` is not valid, `20240229` is.
 */
export function isValidDate(yyyymmdd: number): boolean {
  return isRealDate(yyyymmdd) && yyyymmdd >= 10000101;
}

/**
 * Whether `hhmm` is a clock time 00:00–23:59 written as an HHmm integer (e.g. `930` = 09:30).
 * The end-of-day marker `2400` is NOT a valid time of day; period ends that may reach midnight
 * accept it separately (see {@link minutesOf}).
 */
export function isValidTime(hhmm: number): boolean {
  return Number.isInteger(hhmm) && hhmm >= 0 && hhmm <= 2359 && hhmm % 100 < 60;
}

/**
 * Minutes since midnight of an HHmm integer: `minutesOf(930)` = 570. Accepts `2400` (= 1440) as
 * the end of the day. Throws a RangeError on anything else that is not a valid time.
 */
export function minutesOf(hhmm: number): number {
  if (hhmm === 2400) return DAY_MINUTES;
  if (!isValidTime(hhmm)) throw new RangeError(`Invalid HHmm time: ${hhmm}`);
  return Math.floor(hhmm / 100) * 60 + (hhmm % 100);
}

/**
 * HHmm integer of a number of minutes since midnight: `hhmmOf(570)` = 930, `hhmmOf(1440)` = 2400
 * (end of day). Throws a RangeError outside 0–1440 or for a non-integer.
 */
export function hhmmOf(minutes: number): number {
  if (!Number.isInteger(minutes) || minutes < 0 || minutes > DAY_MINUTES) throw new RangeError(`Invalid minutes of day: ${minutes}`);
  return Math.floor(minutes / 60) * 100 + (minutes % 60);
}

/** Milliseconds since the epoch of 00:00 UTC of the calendar day `yyyymmdd` (internal helper). */
function utcDayMs(yyyymmdd: number): number {
  if (!isValidDate(yyyymmdd)) throw new RangeError(`Invalid YYYYMMDD date: ${yyyymmdd}`);
  return Date.UTC(Math.floor(yyyymmdd / 10000), (Math.floor(yyyymmdd / 100) % 100) - 1, yyyymmdd % 100);
}

/** YYYYMMDD integer of the UTC calendar day of `ms` (internal helper). */
function ymdOfUtcMs(ms: number): number {
  const d = new Date(ms);
  return d.getUTCFullYear() * 10000 + (d.getUTCMonth() + 1) * 100 + d.getUTCDate();
}

/** Throws a RangeError when `instant` is not a usable Date. */
function msOf(instant: Date): number {
  const ms = instant instanceof Date ? instant.getTime() : Number.NaN;
  if (Number.isNaN(ms)) throw new RangeError('Invalid instant');
  return ms;
}

/** The clinic calendar date (YYYYMMDD, UTC+8) of an instant: 2025-01-01T16:00Z → 20250102. */
export function toClinicDate(instant: Date): number {
  return ymdOfUtcMs(msOf(instant) + OFFSET_MS);
}

/** The clinic wall-clock time (HHmm, UTC+8) of an instant, seconds dropped: 2025-01-01T01:30:59Z → 930. */
export function toClinicTime(instant: Date): number {
  const shifted = new Date(msOf(instant) + OFFSET_MS);
  return shifted.getUTCHours() * 100 + shifted.getUTCMinutes();
}

/**
 * The instant of clinic date `date` (YYYYMMDD) at clinic time `time` (HHmm, UTC+8).
 * `time` may be `2400`, meaning midnight at the end of that day. Throws a RangeError on an
 * invalid date or time.
 */
export function fromClinic(date: number, time: number): Date {
  return new Date(utcDayMs(date) + minutesOf(time) * MINUTE_MS - OFFSET_MS);
}

/** The date `n` calendar days after `date` (negative `n` goes back): `addDays(20240228, 2)` = 20240301. */
export function addDays(date: number, n: number): number {
  if (!Number.isInteger(n)) throw new RangeError(`Invalid day count: ${n}`);
  return ymdOfUtcMs(utcDayMs(date) + n * DAY_MS);
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier): `daysBetween(20240228, 20240301)` = 2. */
export function daysBetween(from: number, to: number): number {
  return Math.round((utcDayMs(to) - utcDayMs(from)) / DAY_MS);
}

/** Day of the week of a date, 0 = Sunday … 6 = Saturday: `weekday(20250101)` = 3 (Wednesday). */
export function weekday(date: number): Weekday {
  return new Date(utcDayMs(date)).getUTCDay() as Weekday;
}

/**
 * Dates a member may book at `now` (spec §5 "tomorrow or later", §9 35 days ahead): from
 * tomorrow up to tomorrow + 34, i.e. 35 clinic days, both ends inclusive.
 */
export function memberWindow(now: Date): DateWindow {
  const today = toClinicDate(now);
  return { from: addDays(today, 1), to: addDays(today, BOOKING_HORIZON_DAYS) };
}

/**
 * Dates staff may work on at `now` (spec §5, §9): from 7 days back up to 35 days ahead of the
 * clinic's today, both ends inclusive.
 */
export function staffWindow(now: Date): DateWindow {
  const today = toClinicDate(now);
  return { from: addDays(today, -BOOKING_DAYS_BACK), to: addDays(today, BOOKING_HORIZON_DAYS) };
}

// Clinic dates and times as people type and read them in forms.

/** "2026-05-01" → 20260501; anything else → NaN (the schema then says which field is wrong). */
export function ymdFromIso(s: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s.trim());
  return m ? Number(`${m[1]}${m[2]}${m[3]}`) : Number.NaN;
}
/** 20260501 → "2026-05-01". */
export function isoFromYmd(d: number): string {
  const s = String(d).padStart(8, '0');
  return `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}`;
}
/** "9:30", "09:30", "0930" or "24:00" → 930 / 2400; "" → null; anything else → NaN. */
export function hhmmFromText(s: string): number | null {
  const v = s.trim();
  if (v === '') return null;
  const m = /^(\d{1,2}):?(\d{2})$/.exec(v);
  return m ? Number(m[1]) * 100 + Number(m[2]) : Number.NaN;
}
/** 930 → "09:30", 2400 → "24:00". */
export function textFromHhmm(t: number): string {
  return `${String(Math.floor(t / 100)).padStart(2, '0')}:${String(t % 100).padStart(2, '0')}`;
}
