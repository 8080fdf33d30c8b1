/**
 * The booking engine's vocabulary and rules without any schema (issue 4): states, transitions,
 * special requests, conflict reasons and limits. Pages that only name these (the site's shell,
 * notification lists, enum labels) import this module and so never download zod.
 */

export const SPECIAL_REQUESTS = ['INVOICE', 'OTHER', 'PAPER', 'REPORT'] as const;
export type SpecialRequest = (typeof SPECIAL_REQUESTS)[number];

export const BOOKING_STATUSES = ['WAIT', 'CONFIRM', 'ACCEPT', 'REJECT', 'ATTEND', 'MISS', 'DONE', 'CANCEL'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** States that hold the therapist and the room (the database refuses overlaps among these). */
export const LIVE_STATUSES: readonly BookingStatus[] = ['WAIT', 'CONFIRM', 'ACCEPT', 'ATTEND', 'MISS', 'DONE'];

/**
 * Allowed transitions. WAIT = requested by a member, under approval; CONFIRM = created by staff,
 * awaiting the member's confirmation; ACCEPT = confirmed; REJECT (reason required); ATTEND / MISS
 * once the time has come; DONE with the amount charged; CANCEL (staff: reason required).
 */
export const BOOKING_TRANSITIONS: Record<BookingStatus, readonly BookingStatus[]> = {
  WAIT: ['ACCEPT', 'REJECT', 'CANCEL'],
  CONFIRM: ['ACCEPT', 'REJECT', 'CANCEL'],
  ACCEPT: ['ATTEND', 'MISS', 'CANCEL'],
  ATTEND: ['DONE'],
  MISS: [],
  DONE: [],
  REJECT: [],
  CANCEL: [],
};

export function canTransition(from: BookingStatus, to: BookingStatus): boolean {
  return BOOKING_TRANSITIONS[from].includes(to);
}

/** States of a booking that is still going ahead: listed under "Upcoming" until it starts. */
export const UPCOMING_STATUSES: readonly BookingStatus[] = ['WAIT', 'CONFIRM', 'ACCEPT'];

/** States a member may still cancel or reschedule (inside the place's change window). */
export const MEMBER_CHANGEABLE: readonly BookingStatus[] = ['WAIT', 'CONFIRM', 'ACCEPT'];

/** Conflict reasons of spec §8, in display order. */
export const CONFLICT_REASONS = ['NO_ENABLED_ROOM', 'NOT_AVAILABLE', 'NOT_IN_SERVICE_HOURS', 'ALREADY_BOOKED', 'FULLY_TAKEN', 'ON_HOLIDAY', 'RESERVED'] as const;
export type ConflictReasonCode = (typeof CONFLICT_REASONS)[number];
/** Reasons a forced save can never override: they would double-book a therapist or overfill a room. */
export const HARD_CONFLICTS: readonly ConflictReasonCode[] = ['ALREADY_BOOKED', 'FULLY_TAKEN', 'NO_ENABLED_ROOM'];

export const BOOKING_TEXT_MAX = 500;
export const BOOKING_REMARK_MAX = 1000;
/** Longest date range one availability query may ask for. */
export const AVAILABILITY_MAX_DAYS = 42;
