import { CLINIC_TIME_ZONE } from '../../../common/constants';
import { fromClinic, textFromHhmm } from '../../../common/clinic-time';
import type { Lng } from '../../../common/i18n-config';

const LOCALE: Record<Lng, string> = { 'zh-HK': 'zh-HK', 'zh-CN': 'zh-CN', en: 'en-GB' };
const TZ = CLINIC_TIME_ZONE;

/** An HHmm integer as a 24-hour clock time: 930 → "09:30". */
export function formatTime(hhmm: number): string {
  return textFromHhmm(hhmm);
}

/** "09:30–10:30". */
export function formatTimeRange(start: number, end: number): string {
  return `${formatTime(start)}–${formatTime(end)}`;
}

/** A clinic date (YYYYMMDD) with its weekday, in the reader's language: "Tue 6 Jan 2026", "2026年1月6日 星期二". */
export function formatDay(date: number, lng: Lng, opts: { weekday?: 'long' | 'short'; year?: boolean } = {}): string {
  return new Intl.DateTimeFormat(LOCALE[lng], {
    timeZone: TZ,
    weekday: opts.weekday ?? 'short',
    day: 'numeric',
    month: 'short',
    ...(opts.year === false ? {} : { year: 'numeric' }),
  }).format(fromClinic(date, 1200));
}

/** The month heading of a calendar: "January 2026", "2026年1月". */
export function formatMonth(yyyymm: number, lng: Lng): string {
  return new Intl.DateTimeFormat(LOCALE[lng], { timeZone: TZ, year: 'numeric', month: 'long' }).format(fromClinic(yyyymm * 100 + 1, 1200));
}

/** Narrow weekday names Sunday first, for calendar column headers: short and long forms. */
export function weekdayNames(lng: Lng): { short: string; long: string }[] {
  // 2026-01-04 was a Sunday.
  return Array.from({ length: 7 }, (_, i) => {
    const d = fromClinic(20260104 + i, 1200);
    return {
      short: new Intl.DateTimeFormat(LOCALE[lng], { timeZone: TZ, weekday: 'narrow' }).format(d),
      long: new Intl.DateTimeFormat(LOCALE[lng], { timeZone: TZ, weekday: 'long' }).format(d),
    };
  });
}

/** An instant (ISO string or ms) in clinic time with date and 24-hour time. */
export function formatInstant(value: string | number, lng: Lng): string {
  return new Intl.DateTimeFormat(LOCALE[lng], {
    timeZone: TZ,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(new Date(value));
}
