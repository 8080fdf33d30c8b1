import type { Weekday } from './clinic-time';
import { MINUTE_GRIDS, type MinuteGrid } from './minute-grid';
import type { HoursPeriod } from './opening-hours';

/**
 * The booking set-up's vocabulary and limits without any schema (spec §3 enumerations; issue 4
 * item 1): service-hours modes, case types, plan kinds, schedule entry types, field limits and the
 * dollars ↔ cents rule. The site imports these without downloading zod.
 */

/** Service hours modes (spec §3): the same periods every day, periods per weekday, or open 24 h. */
export const SERVICE_HOURS_MODES = ['DAILY', 'WEEKLY', 'FULL'] as const;
export type ServiceHoursMode = (typeof SERVICE_HOURS_MODES)[number];

/**
 * A place's service hours as stored (`place.service_hours`, spec §3 modes): DAILY the same periods
 * every day, WEEKLY periods per weekday (0 = Sunday; JSON keys are strings, indexing by number
 * reads them), FULL open 24 h. Periods are HHmm; `end` may be 2400.
 */
export interface ServiceHours {
  mode: ServiceHoursMode;
  daily?: HoursPeriod[];
  weekly?: Partial<Record<Weekday, HoursPeriod[]>>;
}

/** Weekdays as stored in `place.service_hours.weekly`: 0 = Sunday … 6 = Saturday. */
export const WEEKDAY_KEYS = ['0', '1', '2', '3', '4', '5', '6'] as const;
export type WeekdayKey = (typeof WEEKDAY_KEYS)[number];

/** The grids a place may offer members (common/minute-grid.ts). */
export const MINUTE_GRID_NAMES = Object.keys(MINUTE_GRIDS) as [MinuteGrid, ...MinuteGrid[]];

/** Members may change a booking until this many hours before it starts: 0 (any time) to a week. */
export const CHANGE_WINDOW_MAX_HOURS = 168;
/** Open periods of one day. */
export const PERIODS_PER_DAY_MAX = 12;

/** Case types and plan kinds (spec §3 enumerations; the database enums case_type, promotion_kind). */
export const CASE_TYPES = ['PHYSIO', 'PILATES', 'PREGNANT'] as const;
export type CaseType = (typeof CASE_TYPES)[number];
export const PLAN_KINDS = ['basic', 'addon'] as const;
export type PlanKind = (typeof PLAN_KINDS)[number];

export const ROOM_QTY_MAX = 50;
export const PLAN_DURATION_MIN = 30;
export const PLAN_DURATION_MAX = 720;
/** Highest price a plan may have, in HKD. */
export const PLAN_PRICE_MAX = 100_000;
export const SORT_MIN = -9999;
export const SORT_MAX = 99999;
export const NAME_MAX = 100;
export const DESC_MAX = 1000;
export const REMARK_MAX = 200;
/** Longest date range one schedule-entry list may ask for. */
export const ENTRY_LIST_MAX_DAYS = 366;

/** Schedule entry types staff create here (spec §3; BOOKING entries are bookings). */
export const ENTRY_TYPES = ['PLACE_HOLIDAY', 'PLACE_OPEN', 'PLACE_RESERVED', 'ROOM_RESERVED', 'STAFF_HOLIDAY', 'STAFF_OPEN', 'STAFF_RESERVED'] as const;
export type EntryType = (typeof ENTRY_TYPES)[number];

/** What an entry is about besides its place: a room (ROOM_RESERVED), a staff member (STAFF_*) or the place itself. */
export type EntryTarget = 'place' | 'room' | 'staff';
export function entryTarget(type: EntryType): EntryTarget {
  if (type === 'ROOM_RESERVED') return 'room';
  return type.startsWith('STAFF_') ? 'staff' : 'place';
}

/** Dollars with at most two decimals ("680", "680.5", "680.50"). */
export function isDollarAmount(v: number): boolean {
  return Number.isFinite(v) && v >= 0 && /^\d+(\.\d{1,2})?$/.test(String(v));
}
/** HKD dollars → integer cents (680.5 → 68050). */
export function centsOf(dollars: number): number {
  return Math.round(dollars * 100);
}
/** Integer cents → dollars as typed in the form ("680.50"). */
export function dollarsText(cents: number): string {
  return (cents / 100).toFixed(2);
}
