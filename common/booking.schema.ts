import { z } from 'zod';
import { isValidDate, isValidTime } from './clinic-time';
import { SERIAL_ID_MAX, serialId, timestampMs } from './validators/input';
import { SPECIAL_REQUESTS, BOOKING_STATUSES, BOOKING_TEXT_MAX, BOOKING_REMARK_MAX } from './booking-rules';
import { PAYMENT_METHODS } from './deal-rules';

/**
 * The booking engine's shared vocabulary and input schemas (issue 4), used by the screens, the
 * API and the domain. Dates are YYYYMMDD and times HHmm integers in clinic time (UTC+8).
 * docs/booking.md describes the states and the guarantees.
 */

const invalid = 'form.invalid';
const id = serialId;
export const ymd = z.coerce.number().int(invalid).refine(isValidDate, invalid);
export const hhmm = z.coerce.number().int(invalid).refine(isValidTime, invalid);

/** Add-on plans one booking may carry with its basic plan. */
export const ADDONS_MAX = 3;
const distinct = (ids: number[]) => new Set(ids).size === ids.length;
/** Add-on plan ids: a JSON array in bodies, "1,2" in a query string. */
export const addonIds = z.preprocess(
  (v) => (typeof v === 'string' ? (v === '' ? [] : v.split(',')) : v),
  z.array(id).max(ADDONS_MAX, invalid).refine(distinct, invalid),
).default([]);

/** GET /api/booking/availability query. */
export const availabilityQuery = z
  .object({ planId: id, placeId: id, addonIds, therapistId: id.optional(), from: ymd, to: ymd })
  .refine((q) => q.to >= q.from, { path: ['to'], message: invalid });
export type AvailabilityQuery = z.infer<typeof availabilityQuery>;

const details = {
  parts: z.array(id).max(30, invalid).default([]),
  symptoms: z.array(id).max(30, invalid).default([]),
  specialRequests: z.array(z.enum(SPECIAL_REQUESTS, invalid)).max(SPECIAL_REQUESTS.length).default([]),
  otherRequest: z.string().trim().max(BOOKING_TEXT_MAX, invalid).default(''),
};
const otherNeedsText = (v: { specialRequests: string[]; otherRequest: string }, ctx: z.RefinementCtx) => {
  if (v.specialRequests.includes('OTHER') && !v.otherRequest) ctx.addIssue({ code: 'custom', path: ['otherRequest'], message: 'booking:form.otherRequired' });
};

/** POST /api/booking (member). `therapistId` absent or null = any therapist. */
export const memberBookingInput = z
  .object({ planId: id, addonIds, promotionId: id.nullish(), placeId: id, therapistId: id.nullish(), date: ymd, start: hhmm, ...details })
  .superRefine(otherNeedsText);
export type MemberBookingInput = z.infer<typeof memberBookingInput>;

/** PATCH /api/booking/{id} (member): reschedule inside the change window. */
export const memberRescheduleInput = z.object({ date: ymd, start: hhmm });

/** POST /api/booking/{id}/cancel (member). */
export const memberCancelInput = z.object({ reason: z.string().trim().max(BOOKING_TEXT_MAX, invalid).default('') });

/**
 * POST /api/manage/bookings and PUT /api/manage/bookings/{id} (staff): a booking for a member, up
 * to 7 days back. `force` saves despite soft conflicts (hours, holidays, reservations, staff not
 * scheduled) once the user has agreed to the risk; hard conflicts are always refused.
 */
export const staffBookingInput = z
  .object({
    memberId: z.string().trim().min(1, invalid),
    planId: id,
    placeId: id,
    therapistId: id.nullish(),
    roomId: id.nullish(),
    date: ymd,
    start: hhmm,
    ...details,
    totalAmtCents: z.coerce.number().int(invalid).min(0, invalid).max(SERIAL_ID_MAX, invalid).optional(),
    remark: z.string().trim().max(BOOKING_REMARK_MAX, invalid).default(''),
    force: z.boolean().default(false),
    /** New bookings only: CONFIRM (the member confirms it in My bookings) instead of ACCEPT. */
    askMember: z.boolean().default(false),
  })
  .superRefine(otherNeedsText);
export type StaffBookingInput = z.infer<typeof staffBookingInput>;

/** POST /api/manage/bookings/{id}/status (staff). */
export const bookingStatusInput = z
  .object({
    status: z.enum(BOOKING_STATUSES, invalid),
    reason: z.string().trim().max(BOOKING_TEXT_MAX, invalid).default(''),
    actualAmtCents: z.coerce.number().int(invalid).min(0, invalid).max(SERIAL_ID_MAX, invalid).optional(),
    remark: z.string().trim().max(BOOKING_REMARK_MAX, invalid).optional(),
    /** DONE: how the amount charged was paid at the clinic (needed when money is charged; docs/packages.md). */
    method: z.enum(PAYMENT_METHODS, invalid).optional(),
    /** DONE: charge the visit although the member has a package session to draw. */
    chargeInstead: z.boolean(invalid).default(false),
  })
  .superRefine((v, ctx) => {
    if ((v.status === 'REJECT' || v.status === 'CANCEL') && !v.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'booking:form.reasonRequired' });
  });
export type BookingStatusInput = z.infer<typeof bookingStatusInput>;

/** GET /api/manage/schedule query: one place, a day or a week. */
export const scheduleQuery = z
  .object({ placeId: id, from: ymd, to: ymd })
  .refine((q) => q.to >= q.from, { path: ['to'], message: invalid });

/** PATCH /api/user/notifications. */
export const notificationsSawInput = z.object({ lastSawNotifyAt: timestampMs });
