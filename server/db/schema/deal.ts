import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgEnum, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  CURRENCIES, DEAL_ACTIONS, DEAL_KINDS, DEAL_STATES, LEDGER_CURRENCIES, LEDGER_REASONS, PAYMENT_METHODS, SUBSCRIPTION_STATES,
} from '../../../common/deal-rules';
import type { LocalizedText } from '../../../common/i18n-config';
import { member, userAccount } from './accounts';
import { booking, servicePlan } from './booking';
import { promotion } from './content';
import { timestamps } from './columns';
import { eventRegistration } from './event-registration';

/**
 * Deals (orders, spec §3) and their timeline (issue 12; docs/deals.md). Money is integer cents.
 * A deal is never edited by hand: each step is a guarded state change plus a deal_history row.
 */
export const dealState = pgEnum('deal_state', DEAL_STATES);
export const dealKind = pgEnum('deal_kind', DEAL_KINDS);
export const currency = pgEnum('currency', CURRENCIES);
export const paymentMethod = pgEnum('payment_method', PAYMENT_METHODS);
export const dealAction = pgEnum('deal_action', DEAL_ACTIONS);
export const subscriptionState = pgEnum('subscription_state', SUBSCRIPTION_STATES);
export const ledgerCurrency = pgEnum('ledger_currency', LEDGER_CURRENCIES);
export const ledgerReason = pgEnum('ledger_reason', LEDGER_REASONS);

export const deal = pgTable('deal', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  memberId: text('member_id').notNull().references(() => member.id),
  kind: dealKind('kind').notNull(),
  /** What a paid event registration owes (one deal per registration). */
  eventRegistrationId: bigint('event_registration_id', { mode: 'number' }).references(() => eventRegistration.id).unique(),
  /** BOOKING: the booking paid at reception (one deal per booking). */
  bookingId: bigint('booking_id', { mode: 'number' }).references(() => booking.id).unique(),
  /** What was sold, as named when sold (PACKAGE: the plan and sessions; CREDIT; OTHER: typed by staff); EVENT and BOOKING read their subject. */
  itemTitle: jsonb('item_title').$type<LocalizedText>(),
  amountCents: integer('amount_cents').notNull(),
  paidCents: integer('paid_cents').notNull().default(0),
  currency: currency('currency').notNull().default('HKD'),
  state: dealState('state').notNull(),
  /** The method of the latest receipt (or of a payment taken at reception). */
  method: paymentMethod('method'),
  dealAt: timestamp('deal_at', { withTimezone: true }).notNull(),
  /** CREATED / REJECT: the seat is held until then; past it the deal is canceled (EXPIRE). */
  holdUntil: timestamp('hold_until', { withTimezone: true }),
  /** The latest receipt: a private file (served only to the member and to SETTLEMENT_VIEW staff). */
  receiptUrl: text('receipt_url'),
  receiptAt: timestamp('receipt_at', { withTimezone: true }),
  rejectReason: text('reject_reason'),
  reviewAt: timestamp('review_at', { withTimezone: true }),
  reviewBy: text('review_by').references(() => userAccount.id),
  approver: text('approver').references(() => userAccount.id),
  approveAt: timestamp('approve_at', { withTimezone: true }),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  /** Given back by refunds (deal_payment rows with negative cents); never more than was paid. */
  refundedCents: integer('refunded_cents').notNull().default(0),
  /** Staff who made the deal at reception (null: the member online). */
  createdBy: text('created_by').references(() => userAccount.id),
  /** Reception deals: the desk's idempotency key, so a double-submitted form makes one deal. */
  idempotencyKey: text('idempotency_key'),
  ...timestamps(),
}, (t) => [
  index('deal_member_idx').on(t.memberId, t.dealAt),
  index('deal_state_idx').on(t.state, t.dealAt),
  check('deal_amount_positive', sql`${t.amountCents} > 0`),
  check('deal_paid_range', sql`${t.paidCents} >= 0 and ${t.paidCents} <= ${t.amountCents}`),
  // Paid means paid in full, by someone, at a time.
  check('deal_accept_paid', sql`(${t.state} = 'ACCEPT') = (${t.paidAt} is not null and ${t.approver} is not null and ${t.paidCents} = ${t.amountCents})`),
  // Only unpaid deals hold something (an event seat) until a time; deals made at reception hold nothing.
  check('deal_hold', sql`${t.holdUntil} is null or ${t.state} in ('CREATED', 'REJECT')`),
  check('deal_event_subject', sql`${t.kind} <> 'EVENT' or ${t.eventRegistrationId} is not null`),
  // kind::text: the kinds are added in the same migration, and a new enum value cannot be used before it commits.
  check('deal_booking_subject', sql`(${t.kind}::text = 'BOOKING') = (${t.bookingId} is not null)`),
  check('deal_item_title', sql`${t.kind}::text in ('EVENT', 'BOOKING') or ${t.itemTitle} is not null`),
  check('deal_refund_range', sql`${t.refundedCents} >= 0 and ${t.refundedCents} <= ${t.paidCents}`),
  uniqueIndex('deal_idempotency_uq').on(t.createdBy, t.idempotencyKey),
]);

/** Every step of a deal, oldest first; receipts sent earlier stay here after a resubmission. */
export const dealHistory = pgTable('deal_history', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  dealId: bigint('deal_id', { mode: 'number' }).notNull().references(() => deal.id),
  action: dealAction('action').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  /** Staff who acted (null: the member, or the system for EXPIRE). */
  actorId: text('actor_id').references(() => userAccount.id),
  method: paymentMethod('method'),
  /** PAYMENT / REFUND from or back to the member's CREDIT or POINT balance (no method then). */
  fromBalance: ledgerCurrency('from_balance'),
  note: text('note'),
  receiptUrl: text('receipt_url'),
  receiptMime: text('receipt_mime'),
  receiptName: text('receipt_name'),
}, (t) => [
  index('deal_history_deal_idx').on(t.dealId, t.id),
  uniqueIndex('deal_history_receipt_uq').on(t.receiptUrl),
]);

/**
 * Money actually moving for a deal (docs/deals.md "Payments"): a payment (cents > 0) or a refund
 * (cents < 0), by a method, at a time, by staff. deal.paid_cents = Σ payments and deal.refunded_cents
 * = −Σ refunds; the settlement sums these rows. Append-only: never updated or deleted (trigger), and
 * none may be dated inside a closed settlement period (trigger against settlement_close).
 */
export const dealPayment = pgTable('deal_payment', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  dealId: bigint('deal_id', { mode: 'number' }).notNull().references(() => deal.id),
  cents: integer('cents').notNull(),
  /** How the money came or went; null when it moved from or to a balance instead. */
  method: paymentMethod('method'),
  /**
   * Paid from (refunded back to) the member's CREDIT or POINT balance: `cents` is the HKD value it
   * covered, the ledger movement tied to the deal holds the balance's side. Not money received, so
   * the settlement's money totals leave these rows out (docs/deals.md "Paying from a balance").
   */
  fromBalance: ledgerCurrency('from_balance'),
  at: timestamp('at', { withTimezone: true }).notNull(),
  /** Staff who approved the receipt, took the money or gave it back. */
  actorId: text('actor_id').notNull().references(() => userAccount.id),
  /** A refund's reason; a partial payment's note. */
  note: text('note').notNull().default(''),
  /** The timeline step this movement belongs to. */
  historyId: bigint('history_id', { mode: 'number' }).references(() => dealHistory.id),
  idempotencyKey: text('idempotency_key'),
}, (t) => [
  index('deal_payment_at_idx').on(t.at),
  index('deal_payment_deal_idx').on(t.dealId, t.id),
  uniqueIndex('deal_payment_idempotency_uq').on(t.actorId, t.idempotencyKey),
  check('deal_payment_nonzero', sql`${t.cents} <> 0`),
  check('deal_payment_refund_reason', sql`${t.cents} > 0 or length(trim(${t.note})) > 0`),
  check('deal_payment_source', sql`(${t.method} is null) = (${t.fromBalance} is not null)`),
]);

/**
 * A bought package (spec "Subscription"; docs/packages.md): `sessions` of a plan bought by a PACKAGE
 * deal plus `carried` from the package it replaced; `used` counts bookings drawn (subscription_use).
 * The database refuses drawing more than it holds.
 */
export const subscription = pgTable('subscription', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  memberId: text('member_id').notNull().references(() => member.id),
  planId: integer('plan_id').notNull().references(() => servicePlan.id),
  /** A subscription: its next period is ordered before it expires, while this stays true (the member may stop it). */
  renews: boolean('renews').notNull().default(false),
  /** The package this one is the next period of (ordered by the renewal sweep; at most one per package). */
  renewalOf: bigint('renewal_of', { mode: 'number' }).unique(),
  /** Bought at a promotion's package price (the price it was sold at is price_cents). */
  promotionId: integer('promotion_id').references(() => promotion.id),
  dealId: bigint('deal_id', { mode: 'number' }).notNull().references(() => deal.id).unique(),
  state: subscriptionState('state').notNull(),
  sessions: integer('sessions').notNull(),
  carried: integer('carried').notNull().default(0),
  used: integer('used').notNull().default(0),
  priceCents: integer('price_cents').notNull(),
  validDays: integer('valid_days').notNull(),
  /** PAID: from payment until expiry (paidAt + validDays). */
  startsAt: timestamp('starts_at', { withTimezone: true }),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  /** REPLACED: the package that took over the unused sessions. */
  replacedBy: bigint('replaced_by', { mode: 'number' }),
  endedAt: timestamp('ended_at', { withTimezone: true }),
  endReason: text('end_reason').notNull().default(''),
  ...timestamps(),
}, (t) => [
  index('subscription_member_idx').on(t.memberId, t.state),
  check('subscription_used_range', sql`${t.used} >= 0 and ${t.used} <= ${t.sessions} + ${t.carried}`),
  check('subscription_sessions', sql`${t.sessions} > 0 and ${t.carried} >= 0`),
  check('subscription_paid_period', sql`(${t.state} = 'CREATED') = (${t.startsAt} is null)`),
  check('subscription_replaced', sql`(${t.state} = 'REPLACED') = (${t.replacedBy} is not null)`),
]);

/** One session of a package drawn by a booking marked DONE (at most one package per booking). */
export const subscriptionUse = pgTable('subscription_use', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  subscriptionId: bigint('subscription_id', { mode: 'number' }).notNull().references(() => subscription.id),
  bookingId: bigint('booking_id', { mode: 'number' }).notNull().references(() => booking.id).unique(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  actorId: text('actor_id').references(() => userAccount.id),
}, (t) => [index('subscription_use_sub_idx').on(t.subscriptionId)]);

/**
 * CREDIT and POINT balances (docs/ledger.md): an append-only ledger per member and currency.
 * `balance_after` is the running balance; member_balance holds the current one with a check that
 * it never goes below zero, so concurrent spends serialize on its row and an overdraft fails in
 * the database. Every movement is tied to a deal, a booking, or a staff adjustment with a reason.
 */
export const ledgerMovement = pgTable('ledger_movement', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  memberId: text('member_id').notNull().references(() => member.id),
  currency: ledgerCurrency('currency').notNull(),
  /** CREDIT: HKD cents; POINT: points. */
  delta: integer('delta').notNull(),
  balanceAfter: integer('balance_after').notNull(),
  reason: ledgerReason('reason').notNull(),
  dealId: bigint('deal_id', { mode: 'number' }).references(() => deal.id),
  bookingId: bigint('booking_id', { mode: 'number' }).references(() => booking.id),
  actorId: text('actor_id').references(() => userAccount.id),
  note: text('note').notNull().default(''),
  idempotencyKey: text('idempotency_key'),
  at: timestamp('at', { withTimezone: true }).notNull(),
}, (t) => [
  index('ledger_member_idx').on(t.memberId, t.currency, t.id),
  index('ledger_at_idx').on(t.at),
  uniqueIndex('ledger_idempotency_uq').on(t.memberId, t.idempotencyKey),
  check('ledger_delta_nonzero', sql`${t.delta} <> 0`),
  check('ledger_balance_nonnegative', sql`${t.balanceAfter} >= 0`),
  check('ledger_tied', sql`${t.dealId} is not null or ${t.bookingId} is not null or (${t.actorId} is not null and length(trim(${t.note})) > 0)`),
]);

export const memberBalance = pgTable('member_balance', {
  memberId: text('member_id').notNull().references(() => member.id),
  currency: ledgerCurrency('currency').notNull(),
  balance: integer('balance').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.memberId, t.currency] }),
  check('member_balance_nonnegative', sql`${t.balance} >= 0`),
]);

/**
 * Closed settlement periods (docs/deals.md "Closing a period"): every clinic date up to `throughDate`
 * (YYYYMMDD) is settled; triggers refuse payments and ledger movements dated on or before it, and
 * bookings of those dates can no longer change their amounts. Corrections go into the open period.
 */
export const settlementClose = pgTable('settlement_close', {
  id: serial('id').primaryKey(),
  throughDate: integer('through_date').notNull().unique(),
  closedAt: timestamp('closed_at', { withTimezone: true }).notNull(),
  closedBy: text('closed_by').notNull().references(() => userAccount.id),
  note: text('note').notNull().default(''),
  /** The period's totals when it was closed (cents), kept to show and to compare. */
  totals: jsonb('totals').$type<{ count: number; cents: number }>().notNull(),
});
