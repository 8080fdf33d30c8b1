import { z } from 'zod';
import { listQuery } from './cms-fields';
import type { DealState, SubscriptionState } from './deal-rules';
import { SUBSCRIPTION_STATES } from './deal-rules';
import type { LocalizedText } from './i18n-config';
import { PACKAGE_CANCEL_REASON_MAX } from './package-rules';
import { SERIAL_ID_MAX } from './validators/input';

/** The inputs and answers of the package routes (docs/packages.md). */

const invalid = 'form.invalid';
const planId = z.coerce.number(invalid).int(invalid).min(1, invalid).max(SERIAL_ID_MAX, invalid);

/**
 * POST /api/packages: a member buys a plan's package. The page makes one key per purchase, so a
 * retried or double-clicked request gives back the same deal instead of a second one.
 */
export const buyPackageInput = z.object({
  planId,
  /** Bought at this live promotion's package price (else 409 PROMOTION_ENDED). */
  promotionId: z.number(invalid).int(invalid).positive(invalid).max(2_147_483_647, invalid).optional(),
  idempotencyKey: z.string(invalid).regex(/^[A-Za-z0-9_-]{8,100}$/, invalid),
});
export type BuyPackageInput = z.output<typeof buyPackageInput>;

/** POST /api/user/packages/{id}/renewal: the member stops (or resumes) a subscription's renewal. */
export const renewalInput = z.object({ renews: z.boolean(invalid) });

/** POST /api/manage/packages/{id}/cancel: why (kept on the package and in the log; the member is told). */
export const cancelPackageInput = z.object({
  reason: z.string(invalid).trim().min(1, 'types:form.required').max(PACKAGE_CANCEL_REASON_MAX, invalid),
});
export type CancelPackageInput = z.output<typeof cancelPackageInput>;

/** GET /api/manage/packages: state, plan, search (member name, phone, member code). */
export const managePackagesQuery = listQuery({
  state: z.enum(SUBSCRIPTION_STATES).optional(),
  planId: planId.optional(),
});
export type ManagePackagesQuery = z.output<typeof managePackagesQuery>;

/** One booking that drew a session of a package. */
export interface PackageUse {
  bookingId: number;
  /** The appointment (clinic date YYYYMMDD, time HHmm). */
  date: number;
  start: number;
  /** When the session was drawn (the booking marked DONE), ISO. */
  at: string;
}

/** A package as its member and staff see it. Money in integer cents. */
export interface PackageSummary {
  id: number;
  state: SubscriptionState;
  /** "<plan name> · 10 sessions", as sold (the deal's item). */
  title: LocalizedText;
  plan: { id: number; name: LocalizedText };
  sessions: number;
  /** Sessions taken over from the package this one renewed. */
  carried: number;
  used: number;
  /** Sessions that can still be drawn (awaiting payment: all of them; ended: none). */
  left: number;
  priceCents: number;
  validDays: number;
  /** In effect from payment until expiry (ISO); null while awaiting payment. */
  startsAt: string | null;
  expiresAt: string | null;
  endedAt: string | null;
  endReason: string;
  createdAt: string;
  deal: { id: number; state: DealState };
  /** A subscription still renewing: its next period is ordered before it ends. */
  renews: boolean;
  /** Its plan is sold as a subscription now, so renewal can be turned (back) on. */
  renewable: boolean;
  /** The package this one is the next period of. */
  renewalOf: number | null;
}

/** "My packages": each with the bookings that drew on it, newest first. */
export interface MemberPackage extends PackageSummary {
  uses: PackageUse[];
}

/** One row of the staff packages list. */
export interface ManagePackageRow extends PackageSummary {
  member: { id: string; name: string; code: string; phone: string };
}

/** What a booking drew from a package, as the booking pages show it ("Package session used · 9 left"). */
export interface BookingPackageUse {
  subscriptionId: number;
  /** Sessions the package held just after this booking drew one. */
  left: number;
  total: number;
}

/** The package a visit would draw on if marked DONE now (the staff DONE form shows it first). */
export interface DrawablePackage {
  id: number;
  /** Its name in the staff member's language. */
  title: string;
  left: number;
  total: number;
  expiresAt: string;
}
