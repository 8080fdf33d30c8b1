import { HOUR_MS } from './constants';

/**
 * Deals and offline payments (issue 12; docs/deals.md): what a member owes the clinic for a paid
 * event, how they pay it offline (a transfer and a receipt photo) and how staff review it. No zod
 * here: public pages import it (deal.schema.ts has the route inputs).
 */

/**
 * CREATED awaits payment (a receipt); WAIT: a receipt is under review; ACCEPT: paid; REJECT: the
 * receipt was refused with a reason (the member may send another); CANCELED: the hold expired or
 * the member gave up before paying.
 */
export const DEAL_STATES = ['CREATED', 'WAIT', 'ACCEPT', 'REJECT', 'CANCELED'] as const;
export type DealState = (typeof DEAL_STATES)[number];

/** Spec §3 currencies; deals here are in HKD (CREDIT and POINT are balances, not built yet). */
export const CURRENCIES = ['CREDIT', 'HKD', 'POINT'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Spec §3 payment methods. */
export const PAYMENT_METHODS = ['ALIPAY', 'ALIPAY_HK', 'CASH', 'FPS', 'PAYME', 'TAPNGO', 'TRANSFER', 'UNIONPAY', 'WECHAT'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * The methods a member may pay by from home and prove with a receipt; each is offered only when
 * the site settings give its details (FPS id, PayMe link, bank account). The rest are at reception.
 */
export const OFFLINE_PAY_METHODS = ['FPS', 'PAYME', 'TRANSFER'] as const;
export type OfflinePayMethod = (typeof OFFLINE_PAY_METHODS)[number];

/**
 * What a deal is for: a paid event seat, a package of sessions (a subscription), prepaid CREDIT,
 * a booking paid at reception, or anything else sold at reception (OTHER, titled by staff).
 */
export const DEAL_KINDS = ['EVENT', 'PACKAGE', 'CREDIT', 'BOOKING', 'OTHER'] as const;
export type DealKind = (typeof DEAL_KINDS)[number];

/** What staff may sell at reception by hand (POST /api/manage/deals): anything titled (OTHER) or CREDIT bought. */
export const RECEPTION_DEAL_KINDS = ['OTHER', 'CREDIT'] as const;
export type ReceptionDealKind = (typeof RECEPTION_DEAL_KINDS)[number];

/** The largest amount typed at the desk (HK$1,000,000), far inside the database's integer. */
export const DEAL_AMOUNT_MAX_CENTS = 100_000_000;
/** A payment's note or a refund's reason. */
export const DEAL_NOTE_MAX = 300;
/** What a reception deal is for, per language. */
export const DEAL_TITLE_MAX = 200;

/** A seat of a paid event is held this long for the member to send a receipt (again after a rejection). */
export const PAYMENT_HOLD_HOURS = 24;
export const paymentHoldUntil = (from: Date) => new Date(from.getTime() + PAYMENT_HOLD_HOURS * HOUR_MS);

/** A receipt: a photo (JPEG, PNG, WebP) or a PDF, at most this size. */
export const RECEIPT_MAX_BYTES = 10 * 1024 * 1024;
export const RECEIPT_ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf';

/** A rejection's reason, shown to the member. */
export const DEAL_REJECT_REASON_MAX = 300;

/** Timeline actions of a deal (deal_history.action). */
export const DEAL_ACTIONS = ['CREATE', 'RECEIPT', 'ACCEPT', 'REJECT', 'CANCEL', 'EXPIRE', 'PAYMENT', 'REFUND'] as const;
export type DealAction = (typeof DEAL_ACTIONS)[number];

/** Whether the member may send a receipt now. */
export const canSendReceipt = (state: DealState) => state === 'CREATED' || state === 'REJECT';

/**
 * Subscription (a bought package, spec §3/§9): CREATED awaits payment of its deal; PAID is in effect
 * (sessions drawn by bookings marked DONE); CANCELED (unpaid and given up, or canceled by staff with
 * any refund as a movement); REPLACED (renewed: a new package of the same plan took over its unused
 * sessions). docs/packages.md.
 */
export const SUBSCRIPTION_STATES = ['CREATED', 'PAID', 'CANCELED', 'REPLACED'] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

/** The balances kept as an append-only ledger per member (spec §3 currencies other than HKD). */
export const LEDGER_CURRENCIES = ['CREDIT', 'POINT'] as const;
export type LedgerCurrency = (typeof LEDGER_CURRENCIES)[number];

/** The whole points that pay `cents` at `valueCents` per point (rounded up: never less than the amount). */
export const pointsToCover = (cents: number, valueCents: number) => Math.ceil(cents / valueCents);

/**
 * Why a balance moved: TOPUP (CREDIT bought by a deal), SPEND (used for a booking or a deal), REFUND
 * (given back: a spend undone or a paid deal refunded), ACCRUE (POINT earned by a payment), REDEEM
 * (POINT used), ADJUST (staff correction with a reason), EXPIRE (lapsed).
 */
export const LEDGER_REASONS = ['TOPUP', 'SPEND', 'REFUND', 'ACCRUE', 'REDEEM', 'ADJUST', 'EXPIRE'] as const;
export type LedgerReason = (typeof LEDGER_REASONS)[number];

/** Whether money may still be received for a deal (in part or in full): unpaid and not canceled. */
export const canRecordPayment = (state: DealState) => state === 'CREATED' || state === 'WAIT' || state === 'REJECT';

/** What may still be given back: paid and not yet refunded. */
export const refundableCents = (d: { paidCents: number; refundedCents: number }) => d.paidCents - d.refundedCents;
