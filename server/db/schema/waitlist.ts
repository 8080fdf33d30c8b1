import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { DayPart } from '../../../common/waitlist';
import { WAITLIST_ENTRY_STATES, WAITLIST_OFFER_STATES } from '../../../common/waitlist';
import { member } from './accounts';
import { booking, servicePlan } from './booking';
import { place, staff } from './content';
import { timestamps } from './columns';

/**
 * Waiting lists (issue 13; docs/booking.md "Waiting lists"). A member waits for a plan at a place
 * in a date range and at some times of day, optionally with one therapist; a freed slot is offered
 * to the oldest matching entry and held until `expiresAt`.
 */
export const waitlistEntryState = pgEnum('waitlist_entry_state', WAITLIST_ENTRY_STATES);
export const waitlistOfferState = pgEnum('waitlist_offer_state', WAITLIST_OFFER_STATES);

export const waitlistEntry = pgTable('waitlist_entry', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  memberId: text('member_id').notNull().references(() => member.id),
  planId: integer('plan_id').notNull().references(() => servicePlan.id),
  placeId: integer('place_id').notNull().references(() => place.id),
  /** The therapist the member wants; null = any. */
  therapistId: integer('therapist_id').references(() => staff.id),
  dateFrom: integer('date_from').notNull(),
  dateTo: integer('date_to').notNull(),
  /** MORNING / AFTERNOON / EVENING; empty when a from–to time is given instead. */
  dayParts: jsonb('day_parts').$type<DayPart[]>().notNull().default([]),
  timeFrom: integer('time_from'),
  timeTo: integer('time_to'),
  state: waitlistEntryState('state').notNull().default('WAITING'),
  /** Why staff removed it (empty otherwise). */
  reason: text('reason').notNull().default(''),
  ...timestamps(),
}, (t) => [
  index('waitlist_entry_match_idx').on(t.planId, t.placeId, t.state, t.createdAt),
  index('waitlist_entry_member_idx').on(t.memberId, t.state),
  check('waitlist_entry_dates', sql`${t.dateTo} >= ${t.dateFrom}`),
  check('waitlist_entry_times', sql`(${t.timeFrom} is null and ${t.timeTo} is null) or (${t.timeFrom} is not null and ${t.timeTo} > ${t.timeFrom})`),
]);

/** A freed slot offered to one entry's member; at most one OFFERED offer per therapist and start, and per entry. */
export const waitlistOffer = pgTable('waitlist_offer', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  entryId: bigint('entry_id', { mode: 'number' }).notNull().references(() => waitlistEntry.id, { onDelete: 'cascade' }),
  memberId: text('member_id').notNull().references(() => member.id),
  planId: integer('plan_id').notNull().references(() => servicePlan.id),
  placeId: integer('place_id').notNull().references(() => place.id),
  therapistId: integer('therapist_id').notNull().references(() => staff.id),
  date: integer('date').notNull(),
  start: integer('start').notNull(),
  end: integer('end').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  state: waitlistOfferState('state').notNull().default('OFFERED'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** The booking an accepted offer made. */
  bookingId: bigint('booking_id', { mode: 'number' }).references(() => booking.id),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('waitlist_offer_one_live_uq').on(t.therapistId, t.startsAt).where(sql`${t.state} = 'OFFERED'`),
  uniqueIndex('waitlist_offer_entry_live_uq').on(t.entryId).where(sql`${t.state} = 'OFFERED'`),
  index('waitlist_offer_member_idx').on(t.memberId, t.state),
  index('waitlist_offer_expiry_idx').on(t.state, t.expiresAt),
]);
