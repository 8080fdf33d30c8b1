import { z } from 'zod';
import { LEDGER_CURRENCIES, type DealKind, type LedgerCurrency, type LedgerReason } from './deal-rules';
import type { LocalizedText } from './i18n-config';
import { bigId, whenParsed } from './validators/input';

/**
 * CREDIT and POINT balances (docs/ledger.md): the inputs and answers of the ledger routes. Amounts
 * are integers — CREDIT in HKD cents, POINT in points — and a movement is never edited: a
 * correction is another movement.
 */

const invalid = 'form.invalid';
const required = 'types:form.required';

/** What staff may post by hand: a correction either way (ADJUST), CREDIT spent at reception (SPEND), POINT redeemed (REDEEM). */
export const STAFF_LEDGER_REASONS = ['ADJUST', 'SPEND', 'REDEEM'] as const;
export type StaffLedgerReason = (typeof STAFF_LEDGER_REASONS)[number];

/** The only currency a reason other than ADJUST moves. */
export const REASON_CURRENCY: Record<Exclude<StaffLedgerReason, 'ADJUST'>, LedgerCurrency> = { SPEND: 'CREDIT', REDEEM: 'POINT' };

/** The largest single movement: HK$1,000,000 of CREDIT, or as many points. */
export const LEDGER_DELTA_MAX = 100_000_000;
/** A staff movement's note (its reason, which the member reads). */
export const LEDGER_NOTE_MAX = 300;
/** A client-made key that makes a retried post the same movement (a UUID fits). */
export const LEDGER_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

/**
 * POST /api/manage/members/{memberId}/ledger: `delta` gives (> 0) or takes (< 0); SPEND takes CREDIT
 * and REDEEM takes POINT, ADJUST goes either way. The note is required; `bookingId` ties it to one
 * of the member's bookings.
 */
export const ledgerPostInput = z
  .object({
    currency: z.enum(LEDGER_CURRENCIES, { message: required }),
    delta: z
      .number(invalid)
      .int(invalid)
      .min(-LEDGER_DELTA_MAX, 'pay:ledger.error.tooLarge')
      .max(LEDGER_DELTA_MAX, 'pay:ledger.error.tooLarge')
      .refine((d) => d !== 0, 'pay:ledger.error.zero'),
    reason: z.enum(STAFF_LEDGER_REASONS, { message: required }),
    note: z.string(invalid).trim().min(1, required).max(LEDGER_NOTE_MAX, invalid),
    bookingId: bigId.nullable().default(null),
    idempotencyKey: z.string(invalid).regex(LEDGER_KEY_PATTERN, invalid),
  })
  .superRefine((v, ctx) => {
    if (v.reason === 'ADJUST') return;
    if (v.currency !== REASON_CURRENCY[v.reason]) ctx.addIssue({ code: 'custom', path: ['currency'], message: v.reason === 'SPEND' ? 'pay:ledger.error.spendIsCredit' : 'pay:ledger.error.redeemIsPoints' });
    if (v.delta > 0) ctx.addIssue({ code: 'custom', path: ['delta'], message: 'pay:ledger.error.takesOnly' });
  }, whenParsed('currency', 'delta', 'reason'));
export type LedgerPostInput = z.output<typeof ledgerPostInput>;

/** GET …/ledger and /api/user/balances: movements of one currency or both, newest first, a page at a time. */
export const ledgerQuery = z.object({
  currency: z.enum(LEDGER_CURRENCIES).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type LedgerQuery = z.output<typeof ledgerQuery>;

/** A member's current balances: CREDIT in cents, POINT in points. */
export type LedgerBalances = Record<LedgerCurrency, number>;

/** What POINT is worth and how it is earned (site settings): cents per point redeemed, cents paid per point earned (0 = none). */
export interface PointRule {
  valueCents: number;
  earnCents: number;
}

/** What a movement is tied to: the deal that paid or refunded it, the booking it was spent on. */
export interface LedgerDealRef {
  id: number;
  kind: DealKind;
  title: LocalizedText;
}
export interface LedgerBookingRef {
  id: number;
  title: LocalizedText;
  startsAt: string;
}

/** One movement, newest first in lists. */
export interface LedgerMovementView {
  id: number;
  currency: LedgerCurrency;
  /** CREDIT: cents; POINT: points. Positive gives, negative takes. */
  delta: number;
  balanceAfter: number;
  reason: LedgerReason;
  note: string;
  at: string;
  deal: LedgerDealRef | null;
  booking: LedgerBookingRef | null;
  /** Staff answers only: the staff account that posted it (null: the system, e.g. points earned). */
  by?: string | null;
}

export interface LedgerPage {
  items: LedgerMovementView[];
  pagination: { currPage: number; pageSize: number; isOutOfRange: boolean; page: { hasNext: boolean; total: number } };
}

/** GET /api/user/balances. */
export interface MemberLedger {
  balances: LedgerBalances;
  points: PointRule;
  movements: LedgerPage;
}

/** GET /api/manage/members/{memberId}/ledger: the member, balances, movements and their recent bookings to tie a spend to. */
export interface StaffLedger extends MemberLedger {
  member: { id: string; name: string; code: string };
  bookings: LedgerBookingRef[];
}

/** POST answer: the movement (the first one again for a repeated key) and the balances after it. */
export interface LedgerPostResult {
  movement: LedgerMovementView;
  balances: LedgerBalances;
  replayed: boolean;
}

/** What `points` are worth in cents under the rule. */
export const pointsValueCents = (points: number, rule: Pick<PointRule, 'valueCents'>) => points * rule.valueCents;
