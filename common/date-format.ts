/**
 * Dates and times as people read them, in the clinic's time zone (UTC+8) and the reader's language:
 * "Mon 30 Nov, 2:00 pm" / "11月30日（星期一）下午2:00", and one range formatter for every span shown
 * ("Sat 5 Dec 2026, 10:00–12:00"). Written out by hand rather than through Intl so that the server
 * and every browser produce the same characters (no hydration differences between ICU versions).
 */
import { textFromHhmm, toClinicDate, toClinicTime, weekday } from './clinic-time';
import type { Lng } from './i18n-config';

const EN_WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const ZH_WEEKDAYS = ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'] as const;

/** An instant as the API and loaders carry it: a Date, epoch milliseconds or an ISO string. */
export type InstantLike = Date | number | string;
const toDate = (v: InstantLike) => (v instanceof Date ? v : new Date(v));

export interface DateOptions {
  /** Write the year (default true); notifications about the coming weeks leave it out. */
  year?: boolean;
}

/** A clinic date (YYYYMMDD): "Mon 30 Nov 2026" / "2026年11月30日（星期一）"; without the year "Mon 30 Nov" / "11月30日（星期一）". */
export function formatDate(date: number, lng: Lng, opts: DateOptions = {}): string {
  const y = Math.floor(date / 10000);
  const m = Math.floor(date / 100) % 100;
  const d = date % 100;
  const wd = weekday(date);
  const withYear = opts.year ?? true;
  if (lng === 'en') return `${EN_WEEKDAYS[wd]} ${d} ${EN_MONTHS[m - 1]}${withYear ? ` ${y}` : ''}`;
  return `${withYear ? `${y}年` : ''}${m}月${d}日（${ZH_WEEKDAYS[wd]}）`;
}

/** A 24-hour clock time (HHmm): 930 → "09:30". */
export function formatClock(hhmm: number): string {
  return textFromHhmm(hhmm);
}

/** A 12-hour clock time (HHmm): 1400 → "2:00 pm" / "下午2:00"; noon is "12:00 pm" / "下午12:00". */
export function formatClock12(hhmm: number, lng: Lng): string {
  const h = Math.floor(hhmm / 100);
  const mm = String(hhmm % 100).padStart(2, '0');
  const h12 = ((h + 11) % 12) + 1;
  if (lng === 'en') return `${h12}:${mm} ${h < 12 ? 'am' : 'pm'}`;
  return `${h < 12 ? '上午' : '下午'}${h12}:${mm}`;
}

/** A clinic date and time: "Mon 30 Nov, 2:00 pm" / "11月30日（星期一）下午2:00" (with the year unless told not to). */
export function formatDateTime(date: number, hhmm: number, lng: Lng, opts: DateOptions = {}): string {
  const day = formatDate(date, lng, opts);
  return lng === 'en' ? `${day}, ${formatClock12(hhmm, lng)}` : `${day}${formatClock12(hhmm, lng)}`;
}

/** An instant's clinic date and time: "Mon 30 Nov 2026, 2:00 pm" / "2026年11月30日（星期一）下午2:00". */
export function formatInstant(at: InstantLike, lng: Lng, opts: DateOptions = {}): string {
  const d = toDate(at);
  return formatDateTime(toClinicDate(d), toClinicTime(d), lng, opts);
}

/** A span on one clinic day (YYYYMMDD, HHmm start and end): "Sat 5 Dec 2026, 10:00–12:00" / "2026年12月5日（星期六）10:00–12:00". */
export function formatClinicSpan(date: number, start: number, end: number, lng: Lng): string {
  const times = `${formatClock(start)}–${formatClock(end)}`;
  return lng === 'en' ? `${formatDate(date, lng)}, ${times}` : `${formatDate(date, lng)}${times}`;
}

/**
 * A span between two instants, the date written once when both fall on the same clinic day:
 * "Sat 5 Dec 2026, 10:00–12:00" / "2026年12月5日（星期六）10:00–12:00"; across days both dates:
 * "Sat 5 Dec 2026, 10:00 – Sun 6 Dec 2026, 12:00".
 */
export function formatInstantRange(start: InstantLike, end: InstantLike, lng: Lng): string {
  const s = toDate(start);
  const e = toDate(end);
  const sDay = toClinicDate(s);
  const eDay = toClinicDate(e);
  if (sDay === eDay) return formatClinicSpan(sDay, toClinicTime(s), toClinicTime(e), lng);
  const at = (day: number, time: number) => (lng === 'en' ? `${formatDate(day, lng)}, ${formatClock(time)}` : `${formatDate(day, lng)}${formatClock(time)}`);
  return `${at(sDay, toClinicTime(s))} – ${at(eDay, toClinicTime(e))}`;
}
