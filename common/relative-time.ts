import { DAY_MS, HOUR_MS, MINUTE_MS, RELATIVE_TIME_JUST_NOW_MS, RELATIVE_TIME_MONTH_DAYS, SECOND_MS } from './constants';
import type { Lng } from './i18n-config';

/** How long ago something happened, in the largest whole unit (spec §9: "just now" under 20 s, months of 30 days). */
export type Ago = { unit: 'now' } | { unit: 'second' | 'minute' | 'hour' | 'day' | 'month' | 'year'; value: number };

const MONTHS_PER_YEAR = 12;
const DAYS_PER_YEAR = 365;

/** How long before `nowMs` the instant `thenMs` was; a time slightly in the future (clock skew) is "now". */
export function agoOf(thenMs: number, nowMs: number): Ago {
  const ms = Math.max(0, nowMs - thenMs);
  if (ms < RELATIVE_TIME_JUST_NOW_MS) return { unit: 'now' };
  if (ms < MINUTE_MS) return { unit: 'second', value: Math.floor(ms / SECOND_MS) };
  if (ms < HOUR_MS) return { unit: 'minute', value: Math.floor(ms / MINUTE_MS) };
  if (ms < DAY_MS) return { unit: 'hour', value: Math.floor(ms / HOUR_MS) };
  const days = Math.floor(ms / DAY_MS);
  if (days < RELATIVE_TIME_MONTH_DAYS) return { unit: 'day', value: days };
  const months = Math.floor(days / RELATIVE_TIME_MONTH_DAYS);
  if (months < MONTHS_PER_YEAR) return { unit: 'month', value: months };
  return { unit: 'year', value: Math.max(1, Math.floor(days / DAYS_PER_YEAR)) };
}

const LOCALE: Record<Lng, string> = { 'zh-HK': 'zh-HK', 'zh-CN': 'zh-CN', en: 'en-GB' };

/**
 * "just now", "5 minutes ago", "3 個月前": `justNow` is the page's translation of "just now"; the
 * rest comes from Intl.RelativeTimeFormat. Depends on the current time, so render it only in the
 * browser after hydration (see app/features/content/relative-time.tsx).
 */
export function formatAgo(thenMs: number, nowMs: number, lng: Lng, justNow: string): string {
  const ago = agoOf(thenMs, nowMs);
  if (ago.unit === 'now') return justNow;
  return new Intl.RelativeTimeFormat(LOCALE[lng], { numeric: 'always' }).format(-ago.value, ago.unit);
}
