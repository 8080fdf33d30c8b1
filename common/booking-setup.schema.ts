import { z } from 'zod';
import { isValidDate, isValidTime, minutesOf } from './clinic-time';
import { MIN_SPAN_MINUTES } from './constants';
import { WEEKDAY_KEYS, type WeekdayKey, MINUTE_GRID_NAMES, CHANGE_WINDOW_MAX_HOURS, PERIODS_PER_DAY_MAX, CASE_TYPES, PLAN_KINDS, ROOM_QTY_MAX, PLAN_DURATION_MIN, PLAN_DURATION_MAX, PLAN_PRICE_MAX, SORT_MIN, SORT_MAX, NAME_MAX, DESC_MAX, REMARK_MAX, ENTRY_LIST_MAX_DAYS, ENTRY_TYPES, entryTarget, isDollarAmount } from './booking-setup-rules';
import { isDisplayPhone } from './validators/site-values';
import { whenParsed } from './validators/input';
import { PACKAGE_PRICE_MAX, PACKAGE_SESSIONS_MAX, PACKAGE_SESSIONS_MIN, PACKAGE_VALID_DAYS_MAX, PACKAGE_VALID_DAYS_MIN } from './package-rules';
import { LANGUAGES, type Lng } from './i18n-config';

/**
 * The back office's booking-system setup (issue 4 item 1; spec §2 booking system, §3 Room, Place,
 * Staff, service plan, schedule entry types, §5 date rules): one zod schema per form, shared by the
 * screen, the API (/api/manage/booking-setup/*) and the domain. Dates are YYYYMMDD and times HHmm
 * integers in clinic time (UTC+8). Messages are translation keys; `schedule:form.invalid` is spec §5's
 * generic "Please enter the correct {{field}}".
 */

const invalid = 'schedule:form.invalid';
const required = 'schedule:form.required';

// ---------------------------------------------------------------------------------------------
// Vocabulary
// ---------------------------------------------------------------------------------------------

// ---------------------------------------------------------------------------------------------
// Building blocks
// ---------------------------------------------------------------------------------------------

const id = z.number(invalid).int(invalid).positive(invalid).max(2_147_483_647, invalid);
const flag = z.boolean(invalid);
const sort = z.number(invalid).int(invalid).min(SORT_MIN, invalid).max(SORT_MAX, invalid).default(0);

/** A clinic date, YYYYMMDD. */
export const ymdInput = z.number(invalid).int(invalid).refine(isValidDate, invalid);
/** A time of day, HHmm 0000–2359. */
export const timeInput = z.number(invalid).int(invalid).refine(isValidTime, invalid);
/** The end of a period: a time of day or 2400 (midnight at the end of the day). */
export const endTimeInput = z.number(invalid).int(invalid).refine((v) => v === 2400 || isValidTime(v), invalid);

const text = (max: number) => z.string(invalid).trim().min(1, required).max(max, invalid);
const optionalText = (max: number) => z.string(invalid).trim().max(max, invalid).default('');
/** A text in all three languages, each required. */
export const localizedRequired = (max: number) => z.object({ 'zh-HK': text(max), 'zh-CN': text(max), en: text(max) });
/** A text in all three languages, each optional. */
export const localizedOptional = (max: number) => z.object({ 'zh-HK': optionalText(max), 'zh-CN': optionalText(max), en: optionalText(max) });

/** Checks a start/end pair: end after start, at least MIN_SPAN_MINUTES apart (spec §5); issues go on `end`. */
function checkSpan(start: number, end: number, ctx: z.RefinementCtx, path: PropertyKey[] = []) {
  if (!isValidTime(start) || !(end === 2400 || isValidTime(end))) return;
  const span = minutesOf(end) - minutesOf(start);
  if (span <= 0) ctx.addIssue({ code: 'custom', path: [...path, 'end'], message: 'schedule:form.endAfterStart' });
  else if (span < MIN_SPAN_MINUTES) ctx.addIssue({ code: 'custom', path: [...path, 'end'], message: 'schedule:form.minSpan' });
}

// ---------------------------------------------------------------------------------------------
// Places
// ---------------------------------------------------------------------------------------------

/** An open period of a day, HHmm; `end` may be 2400. */
export const periodInput = z
  .object({ start: timeInput, end: endTimeInput })
  .superRefine((p, ctx) => checkSpan(p.start, p.end, ctx));
export type PeriodInput = z.output<typeof periodInput>;

/** The open periods of one day: none overlap (touching is fine); kept sorted by start. */
export const dayPeriodsInput = z
  .array(periodInput)
  .max(PERIODS_PER_DAY_MAX, invalid)
  .superRefine((periods, ctx) => {
    const valid = (p: { start: number; end: number }) => isValidTime(p.start) && (p.end === 2400 || isValidTime(p.end)) && p.end > p.start;
    const order = periods.map((p, i) => ({ ...p, i })).filter(valid).sort((a, b) => a.start - b.start);
    for (let k = 1; k < order.length; k++) {
      const prev = order[k - 1]!;
      const cur = order[k]!;
      if (minutesOf(cur.start) < minutesOf(prev.end)) ctx.addIssue({ code: 'custom', path: [cur.i, 'start'], message: 'schedule:form.periodOverlap' });
    }
  })
  // overwrite (not transform): the type stays, so /api/openapi.json can still describe it.
  .overwrite((periods) => [...periods].sort((a, b) => a.start - b.start));

const weeklyInput = z
  .object(Object.fromEntries(WEEKDAY_KEYS.map((d) => [d, dayPeriodsInput.default([])])) as Record<WeekdayKey, z.ZodDefault<typeof dayPeriodsInput>>)
  .refine((w) => WEEKDAY_KEYS.some((d) => w[d].length > 0), 'schedule:form.weekClosed');

/** Service hours (spec §3 modes): DAILY periods, WEEKLY periods per weekday (a day without periods is closed), FULL = 24 h. */
export const serviceHoursInput = z.discriminatedUnion(
  'mode',
  [
    z.object({ mode: z.literal('DAILY'), daily: dayPeriodsInput.refine((d) => d.length > 0, 'schedule:form.periodRequired') }),
    z.object({ mode: z.literal('WEEKLY'), weekly: weeklyInput }),
    z.object({ mode: z.literal('FULL') }),
  ],
  { error: invalid },
);
export type ServiceHoursInput = z.output<typeof serviceHoursInput>;

const phone = z.string(invalid).trim().min(1, required).max(30, invalid).refine(isDisplayPhone, invalid);

/** PUT /api/manage/booking-setup/places/{id}: contact details and booking settings of a place. */
export const placeSettingsInput = z.object({
  name: localizedRequired(NAME_MAX),
  address: localizedRequired(200),
  /** How to get there ("4-minute walk from exit A1"); optional. */
  addressDesc: localizedOptional(300),
  phone,
  /** A second phone; empty = none. */
  phone2: z.string(invalid).trim().max(30, invalid).refine((s) => s === '' || isDisplayPhone(s), invalid).default(''),
  serviceHours: serviceHoursInput,
  /** Start times offered to members (common/minute-grid.ts). */
  minuteGrid: z.enum(MINUTE_GRID_NAMES, invalid),
  /** Members may cancel or reschedule until this many hours before the start (0–168). */
  changeWindowHours: z.number(invalid).int(invalid).min(0, invalid).max(CHANGE_WINDOW_MAX_HOURS, invalid),
  /** Members may book at this place. */
  isBookable: flag,
});
export type PlaceSettingsInput = z.output<typeof placeSettingsInput>;

/** POST/PUT …/places/{id}/holidays[/{holidayId}]: one closed date of the place. */
export const placeHolidayInput = z.object({ date: ymdInput, name: optionalText(NAME_MAX) });
export type PlaceHolidayInput = z.output<typeof placeHolidayInput>;

/**
 * A holiday form's check before submit (spec §5 "duplicate holiday dates must be changed or
 * removed"): the schema plus "not one of `taken`" (the dates already listed, minus the one edited).
 */
export function holidayAgainst<T extends z.ZodType<{ date: number }>>(schema: T, taken: readonly number[]) {
  return schema.superRefine((v, ctx) => {
    if (taken.includes(v.date)) ctx.addIssue({ code: 'custom', path: ['date'], message: 'schedule:form.holidayDuplicate' });
  });
}

// ---------------------------------------------------------------------------------------------
// Rooms
// ---------------------------------------------------------------------------------------------

/** PUT …/rooms/{id}: a room keeps its place. */
export const roomInput = z.object({
  /** One digit or letter (spec §5), upper-cased; unique within the place. */
  code: z.string(invalid).trim().toUpperCase().min(1, required).regex(/^[0-9A-Z]$/, 'schedule:form.roomCode'),
  name: localizedRequired(NAME_MAX),
  /** How many bookings may run in the room at once. */
  qty: z.number(invalid).int(invalid).min(1, invalid).max(ROOM_QTY_MAX, invalid),
  isEnabled: flag.default(true),
  sort,
});
/** POST …/rooms: a room of a place. */
export const roomCreateInput = roomInput.extend({ placeId: id });
export type RoomInput = z.output<typeof roomInput>;
export type RoomCreateInput = z.output<typeof roomCreateInput>;

// ---------------------------------------------------------------------------------------------
// Staff booking settings
// ---------------------------------------------------------------------------------------------

/** PUT …/staff/{id}: whether a team member is a therapist, may be booked online, and where. */
export const staffBookingInput = z
  .object({
    isTherapist: flag,
    bookCfg: z.object({
      /** Members may book this therapist online. */
      isEnable: flag,
      /** A free room is picked at random (else the first free one in room order). */
      isRandom: flag,
    }),
    /** The place the therapist works at; null = none yet. */
    placeId: id.nullable(),
  })
  .superRefine((v, ctx) => {
    if (!v.bookCfg.isEnable) return;
    if (!v.isTherapist) ctx.addIssue({ code: 'custom', path: ['bookCfg', 'isEnable'], message: 'schedule:form.bookableNeedsTherapist' });
    if (v.placeId === null) ctx.addIssue({ code: 'custom', path: ['placeId'], message: 'schedule:form.bookableNeedsPlace' });
  }, whenParsed('isTherapist', 'bookCfg', 'placeId'));
export type StaffBookingInput = z.output<typeof staffBookingInput>;

// ---------------------------------------------------------------------------------------------
// Service plans
// ---------------------------------------------------------------------------------------------

const idList = z
  .array(id)
  .max(200, invalid)
  .overwrite((ids) => [...new Set(ids)].sort((a, b) => a - b));

/** POST/PUT …/service-plans[/{id}]: what a member books. */
export const servicePlanInput = z
  .object({
    kind: z.enum(PLAN_KINDS, invalid),
    name: localizedRequired(NAME_MAX),
    desc: localizedOptional(DESC_MAX),
    durationMin: z.number(invalid).int(invalid).min(PLAN_DURATION_MIN, invalid).max(PLAN_DURATION_MAX, invalid),
    /** HKD in dollars with at most 2 decimals; stored as cents. */
    price: z.number(invalid).min(0, invalid).max(PLAN_PRICE_MAX, invalid).refine(isDollarAmount, invalid),
    caseType: z.enum(CASE_TYPES, invalid),
    /** The service page the plan links to; null = none. */
    serviceId: id.nullable().default(null),
    isEnabled: flag.default(true),
    sort,
    /** Therapists (staff ids) who deliver it. */
    staffIds: idList.default([]),
    /** Rooms (ids, any place) it can take place in. */
    roomIds: idList.default([]),
    /** Sold as a package too (docs/packages.md): this many sessions, for this price, usable this many days from payment — all three or none. */
    packageSessions: z.number(invalid).int(invalid).min(PACKAGE_SESSIONS_MIN, invalid).max(PACKAGE_SESSIONS_MAX, invalid).nullable().default(null),
    /** HKD in dollars with at most 2 decimals; stored as cents. */
    packagePrice: z.number(invalid).gt(0, invalid).max(PACKAGE_PRICE_MAX, invalid).refine(isDollarAmount, invalid).nullable().default(null),
    packageValidDays: z.number(invalid).int(invalid).min(PACKAGE_VALID_DAYS_MIN, invalid).max(PACKAGE_VALID_DAYS_MAX, invalid).nullable().default(null),
    /** The package is a subscription, ordered again each period (only with a package). */
    packageRenews: flag.default(false),
  })
  .superRefine((v, ctx) => {
    if (!v.isEnabled) return;
    if (v.staffIds.length === 0) ctx.addIssue({ code: 'custom', path: ['staffIds'], message: 'schedule:form.pickTherapist' });
    if (v.roomIds.length === 0) ctx.addIssue({ code: 'custom', path: ['roomIds'], message: 'schedule:form.pickRoom' });
  }, whenParsed('isEnabled', 'staffIds', 'roomIds'))
  .superRefine((v, ctx) => {
    const fields = ['packageSessions', 'packagePrice', 'packageValidDays'] as const;
    const missing = fields.filter((f) => v[f] === null);
    if (missing.length === 1 || missing.length === 2) for (const f of missing) ctx.addIssue({ code: 'custom', path: [f], message: 'schedule:form.packageAllOrNone' });
    if (v.packageRenews && missing.length) ctx.addIssue({ code: 'custom', path: ['packageRenews'], message: 'schedule:form.renewsNeedsPackage' });
  }, whenParsed('packageSessions', 'packagePrice', 'packageValidDays', 'packageRenews'));
export type ServicePlanInput = z.output<typeof servicePlanInput>;

// ---------------------------------------------------------------------------------------------
// Schedule entries
// ---------------------------------------------------------------------------------------------

/**
 * POST/PUT …/schedule-entries[/{id}]: a holiday, opening or reservation of a place, a room or a
 * staff member. The target (room for ROOM_RESERVED, staff for STAFF_*) is given exactly when the
 * type needs it; start and end both or neither (neither = the whole day).
 */
export const scheduleEntryInput = z
  .object({
    type: z.enum(ENTRY_TYPES, invalid),
    placeId: id,
    roomId: id.nullable().default(null),
    staffId: id.nullable().default(null),
    date: ymdInput,
    start: timeInput.nullable().default(null),
    end: endTimeInput.nullable().default(null),
    remark: optionalText(REMARK_MAX),
  })
  .superRefine(checkEntryTarget, whenParsed('type', 'roomId', 'staffId'))
  .superRefine(checkEntryTimes, whenParsed('start', 'end'));
export type ScheduleEntryInput = z.output<typeof scheduleEntryInput>;

/** An entry's (or a series's) target: the room for ROOM_RESERVED, the staff member for STAFF_*, nothing else. */
export function checkEntryTarget(v: { type: (typeof ENTRY_TYPES)[number]; roomId: number | null; staffId: number | null }, ctx: z.RefinementCtx) {
  const target = entryTarget(v.type);
  if (target === 'room' && v.roomId === null) ctx.addIssue({ code: 'custom', path: ['roomId'], message: 'schedule:form.roomRequired' });
  if (target !== 'room' && v.roomId !== null) ctx.addIssue({ code: 'custom', path: ['roomId'], message: 'schedule:form.notForType' });
  if (target === 'staff' && v.staffId === null) ctx.addIssue({ code: 'custom', path: ['staffId'], message: 'schedule:form.staffRequired' });
  if (target !== 'staff' && v.staffId !== null) ctx.addIssue({ code: 'custom', path: ['staffId'], message: 'schedule:form.notForType' });
}

/** Start and end both or neither (the whole day); with both, the end at least MIN_SPAN_MINUTES after the start. */
export function checkEntryTimes(v: { start: number | null; end: number | null }, ctx: z.RefinementCtx) {
  if (v.start === null && v.end !== null) ctx.addIssue({ code: 'custom', path: ['start'], message: 'schedule:form.timesBoth' });
  else if (v.start !== null && v.end === null) ctx.addIssue({ code: 'custom', path: ['end'], message: 'schedule:form.timesBoth' });
  else if (v.start !== null && v.end !== null) checkSpan(v.start, v.end, ctx);
}

const queryId = z.coerce.number(invalid).int(invalid).positive(invalid).max(2_147_483_647, invalid);
const queryYmd = z.coerce.number(invalid).int(invalid).refine(isValidDate, invalid);

/** GET …/schedule-entries: one place, a date range (at most ENTRY_LIST_MAX_DAYS), optionally one type. */
export const scheduleEntryQuery = z
  .object({ placeId: queryId, from: queryYmd, to: queryYmd, type: z.enum(ENTRY_TYPES, invalid).optional() })
  .superRefine((q, ctx) => {
    if (q.to < q.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'schedule:form.toBeforeFrom' });
    else if (daysFrom(q.from, q.to) >= ENTRY_LIST_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: 'schedule:form.rangeTooLong' });
  });
export type ScheduleEntryQuery = z.output<typeof scheduleEntryQuery>;

/** GET …/rooms: optionally the rooms of one place. */
export const roomListQuery = z.object({ placeId: queryId.optional() });

// ---------------------------------------------------------------------------------------------
// Hong Kong public holidays
// ---------------------------------------------------------------------------------------------

export const HOLIDAY_YEAR_MIN = 2000;
export const HOLIDAY_YEAR_MAX = 2100;

/** POST/PUT …/public-holidays[/{date}]: a general holiday, named in three languages. */
export const publicHolidayInput = z.object({ date: ymdInput, name: localizedRequired(NAME_MAX) });
export type PublicHolidayInput = z.output<typeof publicHolidayInput>;

/** GET …/public-holidays: one year. */
export const publicHolidayQuery = z.object({
  year: z.coerce.number(invalid).int(invalid).min(HOLIDAY_YEAR_MIN, invalid).max(HOLIDAY_YEAR_MAX, invalid),
});

// ---------------------------------------------------------------------------------------------
// Form helpers: the screens type dates as YYYY-MM-DD and times as HH:mm.
// ---------------------------------------------------------------------------------------------

/** Whole days from one YYYYMMDD to another. */
function daysFrom(from: number, to: number): number {
  const ms = (d: number) => Date.UTC(Math.floor(d / 10000), (Math.floor(d / 100) % 100) - 1, d % 100);
  return Math.round((ms(to) - ms(from)) / 86_400_000);
}


// ---------------------------------------------------------------------------------------------
// Public holidays from the government's calendar file

export const HOLIDAY_IMPORT_STATUSES = ['NEW', 'RENAMED', 'SAME', 'PAST'] as const;
export type HolidayImportStatus = (typeof HOLIDAY_IMPORT_STATUSES)[number];
/** POST …/public-holidays/import?lng=&apply=: the file's language, and whether to write (else a preview). */
export const holidayImportQuery = z.object({ lng: z.enum(LANGUAGES, invalid), apply: z.enum(['true', 'false'], invalid).default('false') });
export interface HolidayImportRow {
  date: number;
  name: string;
  status: HolidayImportStatus;
}
export interface HolidayImport {
  lng: Lng;
  rows: HolidayImportRow[];
  /** Lines of events the file holds but that could not be read. */
  unreadable: number[];
}
