/**
 * The waiting list's constants (docs/booking.md "Waiting lists"), apart from the schemas so that
 * what the public pages import (enum labels) does not pull zod in.
 */
export const DAY_PARTS = ['MORNING', 'AFTERNOON', 'EVENING'] as const;
export type DayPart = (typeof DAY_PARTS)[number];
/** Where each part of the day starts and ends (HHmm, end exclusive). */
export const DAY_PART_SPANS: Record<DayPart, { from: number; to: number }> = {
  MORNING: { from: 0, to: 1200 },
  AFTERNOON: { from: 1200, to: 1700 },
  EVENING: { from: 1700, to: 2400 },
};

/** An entry is WAITING until the member books an offer (BOOKED), leaves (LEFT) or staff remove it (REMOVED). */
export const WAITLIST_ENTRY_STATES = ['WAITING', 'BOOKED', 'LEFT', 'REMOVED'] as const;
export type WaitlistEntryState = (typeof WAITLIST_ENTRY_STATES)[number];
/** An offer is OFFERED (held) until accepted, declined, expired, or withdrawn (the slot was taken or the entry ended). */
export const WAITLIST_OFFER_STATES = ['OFFERED', 'ACCEPTED', 'DECLINED', 'EXPIRED', 'WITHDRAWN'] as const;
export type WaitlistOfferState = (typeof WAITLIST_OFFER_STATES)[number];

/** Most open waiting-list entries one member may hold. */
export const WAITLIST_OPEN_MAX = 10;
/** Default minutes an offered slot is held for the member (site setting waitlistHoldMinutes). */
export const WAITLIST_HOLD_MINUTES_DEFAULT = 15;
