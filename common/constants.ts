/** Business constants of spec §9, with the spec's names and values. */
export const PROGRESS_BAR_START = 0.3;
export const PROGRESS_BAR_STOP_DELAY_MS = 200;
export const PROGRESS_BAR_TRICKLE_SPEED_MS = 100;
export const SWIPE_THRESHOLD_PX = 50;
export const ANCHOR_SCROLL_OFFSET_PX = 70;
export const ANCHOR_WAIT_INTERVAL_MS = 50;
export const ANCHOR_WAIT_TRIES = 100;
export const LOADER_FADE_MS = 200;
export const COLLAPSE_TRANSITION_MS = 300;
export const TOAST_DURATION_MS = 3000;
export const TOAST_ANIMATION_MS = 250;
export const HISTORY_CAP = 30;
export const TYPING_INDICATOR_MS = 2500;
export const RESIZE_DEBOUNCE_MS = 250;
export const DEFAULT_DEBOUNCE_MS = 1000;
export const CLINIC_UTC_OFFSET_HOURS = 8;
/** The clinic's IANA time zone, for Intl formatting (same clock as CLINIC_UTC_OFFSET_HOURS). */
export const CLINIC_TIME_ZONE = 'Asia/Hong_Kong';
export const BOOKING_DAYS_BACK = 7;
export const BOOKING_HORIZON_DAYS = 35;
export const MIN_SPAN_MINUTES = 30;

/** Time units in milliseconds (spec §9). */
export const SECOND_MS = 1000;
export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;
/** Relative time (spec §9): "just now" under 20 seconds; a month counts as 30 days. */
export const RELATIVE_TIME_JUST_NOW_MS = 20 * SECOND_MS;
export const RELATIVE_TIME_MONTH_DAYS = 30;

/** Breakpoints in px (spec §9), mirrored in app/app.css. */
export const BREAKPOINTS = { xs: 0, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 } as const;

/** Home page sections in page order (spec §2). */
export const HOME_SECTIONS = ['aloha', 'promotion', 'services', 'diagnosis', 'team', 'reviews', 'about', 'contact'] as const;
export type HomeSection = (typeof HOME_SECTIONS)[number];

/**
 * Money (spec §9: `$`, en-US grouping, 2 decimals where cents exist), always in Hong Kong dollars
 * and said so: "HK$680", "HK$1,234.50" from integer cents. One formatter for the site, booking and
 * the back office, so one price reads the same everywhere.
 */
export const CURRENCY_PREFIX = 'HK$';
const WHOLE = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const WITH_CENTS = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
export function formatMoney(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return sign + CURRENCY_PREFIX + (abs % 100 === 0 ? WHOLE.format(abs / 100) : WITH_CENTS.format(abs / 100));
}
/** A whole number of POINT with the same grouping as money: 12500 → "12,500". */
export function formatPoints(points: number): string {
  return WHOLE.format(points);
}
