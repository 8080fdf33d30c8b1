import { z } from 'zod';
import { minutesOf } from './clinic-time';
import { hhmm, ymd } from './booking.schema';
import { serialId, whenParsed } from './validators/input';

/**
 * Waiting lists (issue 13; docs/booking.md "Waiting lists"): what a member asks for, how a freed
 * slot is matched against it, and the states entries and offers go through. Dates YYYYMMDD, times
 * HHmm in clinic time.
 */

const invalid = 'form.invalid';

/** Parts of the day a member may choose; a slot belongs to the part its start falls in. */
export { DAY_PARTS, DAY_PART_SPANS, WAITLIST_ENTRY_STATES, WAITLIST_OFFER_STATES, WAITLIST_OPEN_MAX, WAITLIST_HOLD_MINUTES_DEFAULT } from './waitlist-rules';
export type { DayPart, WaitlistEntryState, WaitlistOfferState } from './waitlist-rules';
import { DAY_PARTS, DAY_PART_SPANS, WAITLIST_ENTRY_STATES, type DayPart } from './waitlist-rules';

/** POST /api/user/waitlist: join a waiting list. Either parts of the day or a from–to time. */
export const waitlistJoinInput = z
  .object({
    planId: serialId,
    placeId: serialId,
    therapistId: serialId.nullish().transform((v) => v ?? null),
    dateFrom: ymd,
    dateTo: ymd,
    dayParts: z.array(z.enum(DAY_PARTS, invalid)).max(DAY_PARTS.length, invalid).default([]),
    timeFrom: hhmm.nullish().transform((v) => v ?? null),
    timeTo: hhmm.nullish().transform((v) => v ?? null),
  })
  .superRefine((v, ctx) => {
    if (v.dateTo < v.dateFrom) ctx.addIssue({ code: 'custom', path: ['dateTo'], message: 'booking:waitlist.error.dateOrder' });
    if (new Set(v.dayParts).size !== v.dayParts.length) ctx.addIssue({ code: 'custom', path: ['dayParts'], message: invalid });
    const span = v.timeFrom !== null || v.timeTo !== null;
    if (span && (v.timeFrom === null || v.timeTo === null || v.timeTo <= v.timeFrom)) {
      ctx.addIssue({ code: 'custom', path: ['timeTo'], message: 'booking:waitlist.error.timeOrder' });
    }
    if (span === v.dayParts.length > 0) ctx.addIssue({ code: 'custom', path: ['dayParts'], message: 'booking:waitlist.error.timesRequired' });
  }, whenParsed('dateFrom', 'dateTo', 'dayParts', 'timeFrom', 'timeTo'));
export type WaitlistJoinInput = z.output<typeof waitlistJoinInput>;

/** What a member waits for (an entry as stored). */
export interface WaitlistWish {
  planId: number;
  placeId: number;
  therapistId: number | null;
  dateFrom: number;
  dateTo: number;
  dayParts: readonly DayPart[];
  timeFrom: number | null;
  timeTo: number | null;
}

/** A slot that came free: a plan at a place with a therapist, on a date from start to end. */
export interface FreedSlot {
  planId: number;
  placeId: number;
  therapistId: number;
  date: number;
  start: number;
  end: number;
}

/** The part of the day a start time falls in. */
export function dayPartOf(start: number): DayPart {
  return DAY_PARTS.find((p) => start >= DAY_PART_SPANS[p].from && start < DAY_PART_SPANS[p].to) ?? 'EVENING';
}

/**
 * Whether a freed slot suits what a member waits for: the same plan and place, a date inside the
 * range, the start in one of the chosen parts of the day (or the whole visit inside the from–to
 * time), and the chosen therapist if one was chosen.
 */
export function slotMatchesWish(slot: FreedSlot, w: WaitlistWish): boolean {
  if (slot.planId !== w.planId || slot.placeId !== w.placeId) return false;
  if (slot.date < w.dateFrom || slot.date > w.dateTo) return false;
  if (w.therapistId !== null && w.therapistId !== slot.therapistId) return false;
  if (w.timeFrom !== null && w.timeTo !== null) {
    return minutesOf(slot.start) >= minutesOf(w.timeFrom) && minutesOf(slot.end) <= minutesOf(w.timeTo);
  }
  return w.dayParts.includes(dayPartOf(slot.start));
}

/** Staff list filter: member, plan, place and entry state, as query parameters. */
export const waitlistManageQuery = z.object({
  /** Member name or code. */
  q: z.string().trim().max(100).catch('').default(''),
  planId: serialId.optional().catch(undefined),
  placeId: serialId.optional().catch(undefined),
  state: z.enum(WAITLIST_ENTRY_STATES).optional().catch(undefined),
});
export type WaitlistManageQuery = z.infer<typeof waitlistManageQuery>;

/** POST /api/manage/waitlist/{id}/remove: why staff take a member off a list (shown in the log). */
export const waitlistRemoveInput = z.object({ reason: z.string().trim().max(500, invalid).default('') });

/** Whether a member with this many no-shows needs staff approval (`after` 0 = the rule is off). */
export function needsApprovalForNoShows(noShows: number, after: number): boolean {
  return after > 0 && noShows >= after;
}
