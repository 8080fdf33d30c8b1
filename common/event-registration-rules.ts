import { HOUR_MS } from './constants';

/**
 * Event registration (issue 12; docs/events.md): the states a member's registration goes
 * through, staff check-in and the cancel window. No zod here: public pages import it
 * (event-registration.schema.ts has the route inputs).
 */

/** A member may cancel until this many hours before the event starts. */
export const EVENT_CANCEL_HOURS = 24;

/**
 * CONFIRMED holds a seat; PENDING holds one for a paid event until its deal is paid (or the hold
 * expires); WAITING is on the waiting list (promoted in order when a seat frees); CANCELED is history.
 */
export const EVENT_REGISTRATION_STATES = ['CONFIRMED', 'PENDING', 'WAITING', 'CANCELED'] as const;
export type EventRegistrationState = (typeof EVENT_REGISTRATION_STATES)[number];

/** Staff check-in once the event has started (spec §4 ATTEND, MISS). */
export const EVENT_ATTENDANCE = ['ATTEND', 'MISS'] as const;
export type EventAttendance = (typeof EVENT_ATTENDANCE)[number];

/** The last moment a member may cancel a registration for an event starting at `startAt`. */
export function cancelDeadlineOf(startAt: Date): Date {
  return new Date(startAt.getTime() - EVENT_CANCEL_HOURS * HOUR_MS);
}

/** The states that hold a seat. */
export const SEAT_HOLDING_STATES = ['CONFIRMED', 'PENDING'] as const;
