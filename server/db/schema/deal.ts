import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { CURRENCIES, DEAL_ACTIONS, DEAL_KINDS, DEAL_STATES, PAYMENT_METHODS } from '../../../common/deal-rules';
import { member, userAccount } from './accounts';
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

export const deal = pgTable('deal', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  memberId: text('member_id').notNull().references(() => member.id),
  kind: dealKind('kind').notNull(),
  /** What a paid event registration owes (one deal per registration). */
  eventRegistrationId: bigint('event_registration_id', { mode: 'number' }).references(() => eventRegistration.id).unique(),
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
  ...timestamps(),
}, (t) => [
  index('deal_member_idx').on(t.memberId, t.dealAt),
  index('deal_state_idx').on(t.state, t.dealAt),
  check('deal_amount_positive', sql`${t.amountCents} > 0`),
  check('deal_paid_range', sql`${t.paidCents} >= 0 and ${t.paidCents} <= ${t.amountCents}`),
  // Paid means paid in full, by someone, at a time.
  check('deal_accept_paid', sql`(${t.state} = 'ACCEPT') = (${t.paidAt} is not null and ${t.approver} is not null and ${t.paidCents} = ${t.amountCents})`),
  check('deal_hold', sql`(${t.state} in ('CREATED', 'REJECT')) = (${t.holdUntil} is not null)`),
  check('deal_event_subject', sql`${t.kind} <> 'EVENT' or ${t.eventRegistrationId} is not null`),
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
  note: text('note'),
  receiptUrl: text('receipt_url'),
  receiptMime: text('receipt_mime'),
  receiptName: text('receipt_name'),
}, (t) => [
  index('deal_history_deal_idx').on(t.dealId, t.id),
  uniqueIndex('deal_history_receipt_uq').on(t.receiptUrl),
]);
