import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { EVENT_ATTENDANCE, EVENT_REGISTRATION_STATES } from '../../../common/event-registration-rules';
import { member } from './accounts';
import { event } from './content';
import { timestamps } from './columns';

/**
 * Members registered for an event (issue 12 "Events registration"; docs/events.md). Free events
 * only for now: a seat is CONFIRMED at once or the member joins the waiting list (WAITING).
 */
export const eventRegistrationState = pgEnum('event_registration_state', EVENT_REGISTRATION_STATES);
/** Check-in by staff once the event has started (spec §4 generic states ATTEND, MISS). */
export const eventAttendance = pgEnum('event_attendance', EVENT_ATTENDANCE);

export const eventRegistration = pgTable('event_registration', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  eventId: integer('event_id').notNull().references(() => event.id),
  memberId: text('member_id').notNull().references(() => member.id, { onDelete: 'cascade' }),
  state: eventRegistrationState('state').notNull(),
  /** null until staff check the member in (or not). */
  attendance: eventAttendance('attendance'),
  ...timestamps(),
  canceledAt: timestamp('canceled_at', { withTimezone: true }),
}, (t) => [
  // At most one live registration per member and event; canceled ones stay as history.
  uniqueIndex('event_registration_live_uq').on(t.eventId, t.memberId).where(sql`${t.state} <> 'CANCELED'`),
  index('event_registration_event_state_idx').on(t.eventId, t.state, t.createdAt),
  index('event_registration_member_idx').on(t.memberId),
  check('event_registration_canceled_at', sql`(${t.state} = 'CANCELED') = (${t.canceledAt} is not null)`),
  check('event_registration_attendance', sql`${t.attendance} is null or ${t.state} = 'CONFIRMED'`),
]);
