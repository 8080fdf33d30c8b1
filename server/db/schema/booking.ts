import { sql } from 'drizzle-orm';
import {
  bigint, bigserial, boolean, check, index, integer, jsonb, pgEnum, pgTable, primaryKey, serial, text, timestamp, uniqueIndex,
} from 'drizzle-orm/pg-core';
import { member, userAccount } from './accounts';
import { caseType, place, promotion, promotionKind, service, staff } from './content';
import { localized, timestamps } from './columns';

/**
 * The booking engine (issue 4; spec §3 Booking, Room, Place, Staff, schedule entry types).
 * Dates are YYYYMMDD integers and times HHmm integers in clinic time (UTC+8); bookings also keep
 * their instants so the database itself can refuse overlaps (docs/booking.md).
 */

/** Schedule entries other than bookings (spec §3; BOOKING entries are the `booking` rows). */
export const scheduleEntryType = pgEnum('schedule_entry_type', [
  'PLACE_HOLIDAY', 'PLACE_OPEN', 'PLACE_RESERVED', 'ROOM_RESERVED', 'STAFF_HOLIDAY', 'STAFF_OPEN', 'STAFF_RESERVED',
]);

/** Booking states (docs/booking.md has the transitions). */
export const bookingStatus = pgEnum('booking_status', ['WAIT', 'CONFIRM', 'ACCEPT', 'REJECT', 'ATTEND', 'MISS', 'DONE', 'CANCEL']);

/** A room of a place; `qty` bookings may run in it at once. */
export const room = pgTable('room', {
  id: serial('id').primaryKey(),
  placeId: integer('place_id').notNull().references(() => place.id),
  /** One digit or letter (spec §5), unique within the place. */
  code: text('code').notNull(),
  name: localized('name'),
  qty: integer('qty').notNull().default(1),
  isEnabled: boolean('is_enabled').notNull().default(true),
  sort: integer('sort').notNull().default(0),
  ...timestamps(),
}, (t) => [
  uniqueIndex('room_place_code_uq').on(t.placeId, t.code),
  check('room_code_one_char', sql`${t.code} ~ '^[0-9A-Za-z]$'`),
  check('room_qty_range', sql`${t.qty} between 1 and 50`),
]);

/** Closed dates of one place (duplicate dates refused). */
export const placeHoliday = pgTable('place_holiday', {
  id: serial('id').primaryKey(),
  placeId: integer('place_id').notNull().references(() => place.id, { onDelete: 'cascade' }),
  date: integer('date').notNull(),
  name: text('name').notNull().default(''),
}, (t) => [uniqueIndex('place_holiday_uq').on(t.placeId, t.date)]);

/** Hong Kong general holidays: every place is closed unless a PLACE_OPEN entry opens it. */
export const publicHoliday = pgTable('public_holiday', {
  date: integer('date').primaryKey(),
  name: localized('name'),
});

/** What a member books (spec §3 service plan: basic or addon, duration, HKD price, case type). */
export const servicePlan = pgTable('service_plan', {
  id: serial('id').primaryKey(),
  kind: promotionKind('kind').notNull().default('basic'),
  name: localized('name'),
  desc: localized('desc'),
  durationMin: integer('duration_min').notNull(),
  /** HKD in cents. */
  priceCents: integer('price_cents').notNull(),
  caseType: caseType('case_type').notNull(),
  serviceId: integer('service_id').references(() => service.id),
  isEnabled: boolean('is_enabled').notNull().default(true),
  sort: integer('sort').notNull().default(0),
  /**
   * Sold as a package (issue 12; docs/packages.md): this many sessions of the plan for
   * packagePriceCents (HKD cents), usable for packageValidDays from payment. All three or none.
   */
  packageSessions: integer('package_sessions'),
  packagePriceCents: integer('package_price_cents'),
  packageValidDays: integer('package_valid_days'),
  /**
   * The package is a subscription (docs/packages.md "Subscriptions"): RENEWAL_LEAD_DAYS before a paid
   * one expires, the next period is ordered for the member (unless they stopped it).
   */
  packageRenews: boolean('package_renews').notNull().default(false),
  ...timestamps(),
}, (t) => [
  check('service_plan_duration', sql`${t.durationMin} between 30 and 720`),
  check('service_plan_price', sql`${t.priceCents} >= 0`),
  check('service_plan_renews', sql`not ${t.packageRenews} or ${t.packageSessions} is not null`),
  check('service_plan_package', sql`(${t.packageSessions} is null and ${t.packagePriceCents} is null and ${t.packageValidDays} is null) or (${t.packageSessions} between 2 and 100 and ${t.packagePriceCents} > 0 and ${t.packageValidDays} between 30 and 1095)`),
]);

/** The plans a promotion discounts: booking one of them with the promotion charges its price. */
export const promotionPlan = pgTable('promotion_plan', {
  promotionId: integer('promotion_id').notNull().references(() => promotion.id, { onDelete: 'cascade' }),
  planId: integer('plan_id').notNull().references(() => servicePlan.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.promotionId, t.planId] })]);

/** Therapists able to deliver a plan. */
export const servicePlanStaff = pgTable('service_plan_staff', {
  planId: integer('plan_id').notNull().references(() => servicePlan.id, { onDelete: 'cascade' }),
  staffId: integer('staff_id').notNull().references(() => staff.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.planId, t.staffId] })]);

/** Rooms able to host a plan. */
export const servicePlanRoom = pgTable('service_plan_room', {
  planId: integer('plan_id').notNull().references(() => servicePlan.id, { onDelete: 'cascade' }),
  roomId: integer('room_id').notNull().references(() => room.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.planId, t.roomId] })]);

/**
 * A recurring schedule entry (issue 13 "Recurring rota and date ranges"): the same type, target and
 * times on the weekdays of `weekdays` (bit d = weekday d, 0 = Sunday; 127 = every day, a date range)
 * from `fromDate` until `untilDate` (inclusive) or open-ended. Occurrences are computed where
 * entries are read (common/schedule-series.ts), never stored; an open-ended series is read up to
 * the booking horizon. Without start and end each occurrence covers its whole day.
 */
export const scheduleSeries = pgTable('schedule_series', {
  id: serial('id').primaryKey(),
  type: scheduleEntryType('type').notNull(),
  placeId: integer('place_id').notNull().references(() => place.id),
  roomId: integer('room_id').references(() => room.id, { onDelete: 'cascade' }),
  staffId: integer('staff_id').references(() => staff.id, { onDelete: 'cascade' }),
  weekdays: integer('weekdays').notNull(),
  start: integer('start'),
  end: integer('end'),
  fromDate: integer('from_date').notNull(),
  untilDate: integer('until_date'),
  remark: text('remark').notNull().default(''),
  createdBy: text('created_by').references(() => userAccount.id),
  ...timestamps(),
}, (t) => [
  index('schedule_series_place_idx').on(t.placeId, t.fromDate),
  check('schedule_series_target', sql`(${t.type} = 'ROOM_RESERVED') = (${t.roomId} is not null) and (${t.type} in ('STAFF_HOLIDAY','STAFF_OPEN','STAFF_RESERVED')) = (${t.staffId} is not null)`),
  check('schedule_series_period', sql`(${t.start} is null and ${t.end} is null) or (${t.start} is not null and ${t.end} is not null and ${t.end} - ${t.start} >= 30)`),
  check('schedule_series_weekdays', sql`${t.weekdays} between 1 and 127`),
  check('schedule_series_dates', sql`${t.untilDate} is null or ${t.untilDate} >= ${t.fromDate}`),
]);

/** Dates a series skips: the occurrence was deleted, or replaced by a schedule entry linked to the series. */
export const scheduleSeriesSkip = pgTable('schedule_series_skip', {
  seriesId: integer('series_id').notNull().references(() => scheduleSeries.id, { onDelete: 'cascade' }),
  date: integer('date').notNull(),
  createdBy: text('created_by').references(() => userAccount.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.seriesId, t.date] })]);

/** PLACE_* / ROOM_RESERVED / STAFF_* entries; without start and end an entry covers its whole day. */
export const scheduleEntry = pgTable('schedule_entry', {
  id: serial('id').primaryKey(),
  type: scheduleEntryType('type').notNull(),
  placeId: integer('place_id').notNull().references(() => place.id),
  roomId: integer('room_id').references(() => room.id, { onDelete: 'cascade' }),
  staffId: integer('staff_id').references(() => staff.id, { onDelete: 'cascade' }),
  date: integer('date').notNull(),
  start: integer('start'),
  end: integer('end'),
  remark: text('remark').notNull().default(''),
  /** Set when the entry replaces one occurrence of a series on its date (docs/booking.md "Series and ranges"). */
  seriesId: integer('series_id').references(() => scheduleSeries.id, { onDelete: 'cascade' }),
  createdBy: text('created_by').references(() => userAccount.id),
  ...timestamps(),
}, (t) => [
  index('schedule_entry_place_date_idx').on(t.placeId, t.date),
  index('schedule_entry_series_idx').on(t.seriesId),
  check('schedule_entry_target', sql`(${t.type} = 'ROOM_RESERVED') = (${t.roomId} is not null) and (${t.type} in ('STAFF_HOLIDAY','STAFF_OPEN','STAFF_RESERVED')) = (${t.staffId} is not null)`),
  check('schedule_entry_period', sql`(${t.start} is null and ${t.end} is null) or (${t.start} is not null and ${t.end} is not null and ${t.end} - ${t.start} >= 30)`),
]);

/**
 * A booking (spec §3). `startsAt`/`endsAt` are the instants of date+start/end; an exclusion
 * constraint in the migration refuses two live bookings of one therapist that overlap, and room
 * capacity is checked under a lock on the place row (docs/booking.md).
 */
export const booking = pgTable('booking', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  memberId: text('member_id').notNull().references(() => member.id),
  planId: integer('plan_id').notNull().references(() => servicePlan.id),
  placeId: integer('place_id').notNull().references(() => place.id),
  /** Assigned therapist. */
  therapistId: integer('therapist_id').notNull().references(() => staff.id),
  /** Therapist the member chose; null = "any". */
  preferredTherapistId: integer('preferred_therapist_id').references(() => staff.id),
  roomId: integer('room_id').notNull().references(() => room.id),
  date: integer('date').notNull(),
  start: integer('start').notNull(),
  end: integer('end').notNull(),
  durationMin: integer('duration_min').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  status: bookingStatus('status').notNull(),
  /** Body part ids. */
  parts: jsonb('parts').$type<number[]>().notNull().default([]),
  /** Symptom ids. */
  symptoms: jsonb('symptoms').$type<number[]>().notNull().default([]),
  /** INVOICE, OTHER, PAPER, REPORT. */
  specialRequests: jsonb('special_requests').$type<string[]>().notNull().default([]),
  otherRequest: text('other_request').notNull().default(''),
  /** HKD cents: the price when booked (plan or offer, plus add-ons), and what was actually charged. */
  totalAmtCents: integer('total_amt_cents').notNull(),
  /** HKD cents: the basic plan's price as booked (the offer's price when a promotion applied to it). */
  planPriceCents: integer('plan_price_cents'),
  /** The promotion the booking was made with, if any. */
  promotionId: integer('promotion_id').references(() => promotion.id),
  actualAmtCents: integer('actual_amt_cents'),
  /** Why it was rejected or cancelled. */
  reason: text('reason').notNull().default(''),
  /** Staff note. */
  remark: text('remark').notNull().default(''),
  /** Saved by staff despite schedule conflicts (never despite a double booking). */
  isForced: boolean('is_forced').notNull().default(false),
  source: text('source').notNull(),
  idempotencyKey: text('idempotency_key'),
  /** SHA-256 of the request the key was first used with: the same key with another request is refused (422). */
  idempotencyHash: text('idempotency_hash'),
  createdBy: text('created_by').notNull().references(() => userAccount.id),
  /** The start its reminders were queued for (null: never): a confirmed booking whose start differs is caught up by the reminder sweep. */
  remindersFor: timestamp('reminders_for', { withTimezone: true }),
  ...timestamps(),
}, (t) => [
  index('booking_place_date_idx').on(t.placeId, t.date),
  index('booking_reminders_due_idx').on(t.startsAt).where(sql`${t.status} = 'ACCEPT' and ${t.remindersFor} is distinct from ${t.startsAt}`),
  index('booking_member_idx').on(t.memberId, t.startsAt),
  index('booking_room_date_idx').on(t.roomId, t.date),
  uniqueIndex('booking_idempotency_uq').on(t.createdBy, t.idempotencyKey),
  check('booking_span', sql`${t.endsAt} > ${t.startsAt}`),
]);

/** Add-on plans booked together with a booking's basic plan, at the price they were booked for. */
export const bookingAddon = pgTable('booking_addon', {
  bookingId: bigint('booking_id', { mode: 'number' }).notNull().references(() => booking.id, { onDelete: 'cascade' }),
  planId: integer('plan_id').notNull().references(() => servicePlan.id),
  durationMin: integer('duration_min').notNull(),
  priceCents: integer('price_cents').notNull(),
}, (t) => [primaryKey({ columns: [t.bookingId, t.planId] }), check('booking_addon_price', sql`${t.priceCents} >= 0`)]);

/** In-app notifications (spec §3 Notification): title and message resolved per language when created. */
export const notification = pgTable('notification', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: text('user_id').notNull().references(() => userAccount.id, { onDelete: 'cascade' }),
  title: localized('title'),
  message: localized('message'),
  /** Path inside the site to open, e.g. /user/bookings/12. */
  link: text('link').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('notification_user_idx').on(t.userId, t.id)]);

/** Private iCal feeds (a member's bookings, or a therapist's); only the token's SHA-256 is kept. */
export const calendarFeed = pgTable('calendar_feed', {
  id: serial('id').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  memberId: text('member_id').references(() => member.id, { onDelete: 'cascade' }),
  staffId: integer('staff_id').references(() => staff.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
}, (t) => [check('calendar_feed_owner', sql`(${t.memberId} is null) <> (${t.staffId} is null)`)]);

/**
 * Booking reminders sent (issue 13; docs/front-desk.md): one row per booking, offset, start time and
 * channel, claimed before the message goes out and stamped when it went, so a reminder job that runs
 * twice (a retry, a duplicate) sends each message once.
 */
export const bookingReminder = pgTable('booking_reminder', {
  bookingId: bigint('booking_id', { mode: 'number' }).notNull().references(() => booking.id, { onDelete: 'cascade' }),
  hoursBefore: integer('hours_before').notNull(),
  /** The booking's start the reminder was for (a reschedule makes a new reminder). */
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  /** SMS or EMAIL. */
  channel: text('channel').notNull(),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  /** Null while being sent; a claim left unsent past the job's expiry is taken over by the retry. */
  sentAt: timestamp('sent_at', { withTimezone: true }),
}, (t) => [primaryKey({ columns: [t.bookingId, t.hoursBefore, t.startsAt, t.channel] }), check('booking_reminder_channel', sql`${t.channel} in ('SMS', 'EMAIL')`)]);
