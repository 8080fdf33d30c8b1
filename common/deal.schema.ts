import { z } from 'zod';
import { listQuery, optionalText, text } from './cms-fields';
import {
  DEAL_AMOUNT_MAX_CENTS, DEAL_KINDS, DEAL_NOTE_MAX, DEAL_REJECT_REASON_MAX, DEAL_STATES, DEAL_TITLE_MAX, LEDGER_CURRENCIES, OFFLINE_PAY_METHODS, PAYMENT_METHODS, RECEPTION_DEAL_KINDS,
  type Currency, type DealAction, type DealKind, type DealState, type LedgerCurrency, type OfflinePayMethod, type PaymentMethod,
} from './deal-rules';
import type { LocalizedText, Lng } from './i18n-config';

/** The inputs and answers of the deal routes (docs/deals.md). */

const invalid = 'form.invalid';

/**
 * POST /api/user/deals/{id}/receipt?method=&name=&confirmed=true, body = the file's bytes. The
 * member confirms the amount and date are clearly visible on it (spec §5), else 400.
 */
export const receiptQuery = z.object({
  method: z.enum(OFFLINE_PAY_METHODS, { message: 'deal.method.required' }),
  name: z.string().max(255).optional(),
  confirmed: z.literal('true', { message: 'deal.receipt.confirmVisible' }),
});

/** POST /api/manage/deals/{id}/reject. */
export const rejectDealInput = z.object({
  reason: z.string(invalid).trim().min(1, 'types:form.required').max(DEAL_REJECT_REASON_MAX, invalid),
});
export type RejectDealInput = z.output<typeof rejectDealInput>;

/**
 * A desk form's idempotency key (made once per form in the browser): the same key sent again by the
 * same staff member gives back what the first request did instead of a second payment or deal.
 */
export const idempotencyKey = z.string(invalid).regex(/^[A-Za-z0-9_-]{8,100}$/, invalid);

/** Money typed at the desk: whole cents, more than zero, at most DEAL_AMOUNT_MAX_CENTS. */
const cents = z.number(invalid).int(invalid).positive('manage:deals.form.amountPositive').max(DEAL_AMOUNT_MAX_CENTS, invalid);
const method = z.enum(PAYMENT_METHODS, { message: 'types:form.required' });

const fromBalance = z.enum(LEDGER_CURRENCIES, { message: invalid });

/**
 * Money moved at the desk: how much, how — a method, or `fromBalance` (the member's CREDIT or POINT;
 * one of the two, never both) — and the form's key.
 */
const deskMoney = z.object({ cents, method: method.optional(), fromBalance: fromBalance.optional(), idempotencyKey });
const oneSource = (v: { method?: PaymentMethod; fromBalance?: LedgerCurrency }) => !v.method !== !v.fromBalance;
const sourceRule = { path: ['method'], message: 'types:form.required' };

/** POST /api/manage/deals/{id}/payments: money received at reception (or taken from a balance), part or all of what is owed. */
export const dealPaymentInput = deskMoney.extend({ note: optionalText(DEAL_NOTE_MAX) }).refine(oneSource, sourceRule);
export type DealPaymentInput = z.output<typeof dealPaymentInput>;

/** POST /api/manage/deals/{id}/refunds: money given back (or to the member's CREDIT), with the reason (required). */
export const dealRefundInput = deskMoney.extend({ reason: text(DEAL_NOTE_MAX) }).refine(oneSource, sourceRule);
export type DealRefundInput = z.output<typeof dealRefundInput>;

/** POST /api/user/deals/{id}/balance-payment: the member pays part or all of a deal from their CREDIT or POINT. */
export const balancePaymentInput = z.object({ cents, fromBalance: z.enum(LEDGER_CURRENCIES, { message: 'types:form.required' }), idempotencyKey });
export type BalancePaymentInput = z.output<typeof balancePaymentInput>;

/** What a reception deal is for, in the three languages: Traditional Chinese required, the others default to it (receptionTitleText). */
const receptionTitle = z.object({ 'zh-HK': text(DEAL_TITLE_MAX), 'zh-CN': optionalText(DEAL_TITLE_MAX), en: optionalText(DEAL_TITLE_MAX) });

/** A reception deal's title with the languages left empty filled from Traditional Chinese. */
export const receptionTitleText = (v: z.output<typeof receptionTitle>): LocalizedText => ({ 'zh-HK': v['zh-HK'], 'zh-CN': v['zh-CN'] || v['zh-HK'], en: v.en || v['zh-HK'] });

/**
 * POST /api/manage/deals: a deal made at reception for a member (something sold at the desk, or
 * CREDIT bought), optionally paid at once (in part or in full).
 */
export const receptionDealInput = z.object({
  memberId: z.string(invalid).trim().min(1, 'manage:deals.form.memberRequired').max(100, invalid),
  kind: z.enum(RECEPTION_DEAL_KINDS, { message: 'types:form.required' }),
  title: receptionTitle,
  amountCents: cents,
  payNow: z.object({ method, cents }).optional(),
  idempotencyKey,
}).refine((v) => !v.payNow || v.payNow.cents <= v.amountCents, { path: ['payNow', 'cents'], message: 'manage:deals.form.payNowTooMuch' });
export type ReceptionDealInput = z.output<typeof receptionDealInput>;

/** GET /api/manage/deals: state, kind, method, place (the event's or the booking's), deal date range (clinic dates YYYY-MM-DD), search (name, phone, member code). */
export const manageDealsQuery = listQuery({
  state: z.enum(DEAL_STATES).optional(),
  kind: z.enum(DEAL_KINDS).optional(),
  method: z.enum(PAYMENT_METHODS).optional(),
  placeId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
  to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
});
export type ManageDealsQuery = z.output<typeof manageDealsQuery>;

/** One money movement of a deal: a payment (cents > 0) or a refund (cents < 0, note = the reason). */
export interface DealMovement {
  id: number;
  at: string;
  cents: number;
  /** null when it came from (or went back to) the member's balance. */
  method: PaymentMethod | null;
  fromBalance: LedgerCurrency | null;
  /** The staff account that took or gave the money. */
  staffName: string | null;
  note: string;
}

/**
 * What a deal is for, as the member and staff see it: an event or a booked plan by its own title (so
 * it reads the same everywhere), else what was sold as named when sold (a package, credit, other).
 */
export interface DealSubject {
  kind: DealKind;
  title: LocalizedText;
  /** Where it is seen: the event's public page, the member's booking, the package list; null for OTHER. */
  link: string | null;
  /** The event's or the appointment's start and end (ISO); null for what has no time. */
  startAt: string | null;
  endAt: string | null;
}

/** One deal in a list. Money in integer cents. */
export interface DealSummary {
  id: number;
  state: DealState;
  subject: DealSubject;
  amountCents: number;
  paidCents: number;
  /** Given back by refunds (never more than paid). */
  refundedCents: number;
  currency: Currency;
  method: PaymentMethod | null;
  dealAt: string;
  /** Until when the seat is held without a receipt (CREATED / REJECT), else null. */
  holdUntil: string | null;
  paidAt: string | null;
}

/** One step of a deal's timeline, oldest first. */
export interface DealHistoryEntry {
  id: number;
  action: DealAction;
  at: string;
  /** Who did it: 'member', 'staff' (name shown to staff only) or 'system' (an expired hold). */
  by: 'member' | 'staff' | 'system';
  staffName?: string | null;
  method: PaymentMethod | null;
  /** PAYMENT / REFUND from or back to the member's CREDIT or POINT. */
  fromBalance: LedgerCurrency | null;
  /** A rejection's reason. */
  note: string | null;
  /** For RECEIPT: where the file is read (GET, authorized, never cached) and what it is. */
  receipt: { url: string; mime: string; name: string } | null;
}

/** How to pay offline by one method, from the site settings. */
export interface PayInstruction {
  method: OfflinePayMethod;
  /** FPS id, PayMe link or bank account text. */
  value: string;
}

/**
 * What the deal's member holds to pay it with: CREDIT (cents) and POINT, and what a point is worth
 * (0: points cannot pay). null when the deal cannot be paid from a balance (a CREDIT top-up, or not payable).
 */
export interface BalanceFunds {
  credit: number;
  points: number;
  pointValueCents: number;
}

/** GET /api/user/deals/{id}: the member's own deal. */
export interface DealDetail extends DealSummary {
  history: DealHistoryEntry[];
  funds: BalanceFunds | null;
  /** The methods offered (only those the clinic has set up). */
  instructions: PayInstruction[];
  canSendReceipt: boolean;
  rejectReason: string | null;
}

/** A row of the staff deals list. */
export interface ManageDealRow extends DealSummary {
  member: { id: string; name: string; code: string; phone: string };
  reviewAt: string | null;
}

/** GET /api/manage/deals/{id}. */
export interface ManageDealDetail extends ManageDealRow {
  history: DealHistoryEntry[];
  rejectReason: string | null;
  approver: string | null;
  approveAt: string | null;
  /** The signed-in staff may approve or reject now (SETTLEMENT_EDIT and state WAIT). */
  canReview: boolean;
  /** The signed-in staff may record a payment at reception (SETTLEMENT_EDIT, not paid or canceled). */
  canRecordPayment: boolean;
  /** The signed-in staff may give money back (SETTLEMENT_EDIT, something paid and not yet refunded). */
  canRefund: boolean;
  /** Payments and refunds, oldest first. */
  movements: DealMovement[];
  /** The member's balances, while the deal is payable from them. */
  funds: BalanceFunds | null;
  /** The staff account that made the deal at reception (null: the member online). */
  createdBy: string | null;
}

/** A paid deal's printable receipt, written in the member's language (GET …/deals/{id}/receipt-document). */
export interface ReceiptDocument {
  lng: Lng;
  title: string;
  clinic: { name: string; phone: string; email: string };
  /** R000123: the deal's number. */
  number: string;
  lines: { label: string; value: string }[];
  total: { label: string; value: string };
  note: string;
}
