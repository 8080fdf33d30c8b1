import { and, eq, sql } from 'drizzle-orm';
import { formatMoney } from '../../../common/constants';
import type { LedgerCurrency, PaymentMethod } from '../../../common/deal-rules';
import { deal, dealHistory, dealPayment } from '../../db/schema/deal';
import { AppError } from '../app-error';
import type { ManageCtx, Tx } from '../shared/manage-context';
import type { DealRow } from './event-deal';
import { onDealPaid, onDealRefunded } from './on-paid';

/** Money by a method, or value from the member's CREDIT / POINT balance (the caller posts the ledger side). */
export type PaymentSource = { method: PaymentMethod; fromBalance?: undefined } | { method?: undefined; fromBalance: LedgerCurrency };

export type PaymentEntry = PaymentSource & {
  cents: number;
  note?: string;
  idempotencyKey?: string | null;
  /** The timeline step: ACCEPT when a receipt under review is approved, else PAYMENT. */
  action?: 'ACCEPT' | 'PAYMENT';
  /** The timeline's actor (staff); null when the member paid from their own balance. */
  historyActorId?: string | null;
};

/**
 * Money received for a deal the caller has locked (`select … for update`) and checked is payable
 * (CREATED, WAIT or REJECT): one deal_payment row and a timeline step; paid_cents grows, never past
 * the amount (DEAL_PAYMENT_TOO_MUCH). A part payment keeps the deal open but ends any hold (the seat
 * stays with a member who has paid something); the last part makes it ACCEPT (paid in full, approver,
 * paidAt) and runs what being paid means for its kind (on-paid.ts). The guarded update makes a second
 * concurrent payment of the last part DEAL_STATE_CHANGED.
 */
export async function recordPayment(tx: Tx, ctx: ManageCtx, d: DealRow, p: PaymentEntry, now: Date): Promise<{ deal: DealRow; paidInFull: boolean }> {
  const owed = d.amountCents - d.paidCents;
  if (!Number.isSafeInteger(p.cents) || p.cents <= 0) throw new AppError('VALIDATION', { field: 'cents' });
  if (p.cents > owed) throw new AppError('DEAL_PAYMENT_TOO_MUCH', { owed: formatMoney(owed) });
  const full = p.cents === owed;
  const [updated] = await tx
    .update(deal)
    .set({
      paidCents: sql`${deal.paidCents} + ${p.cents}`,
      ...(p.method ? { method: p.method } : {}),
      holdUntil: null,
      updatedAt: now,
      ...(full ? { state: 'ACCEPT' as const, reviewAt: now, reviewBy: ctx.actor.id, approver: ctx.actor.id, approveAt: now, paidAt: now } : {}),
    })
    .where(and(eq(deal.id, d.id), eq(deal.paidCents, d.paidCents), eq(deal.state, d.state)))
    .returning();
  if (!updated) throw new AppError('DEAL_STATE_CHANGED', { state: d.state });
  const source = { method: p.method ?? null, fromBalance: p.fromBalance ?? null };
  const historyActor = p.historyActorId === undefined ? ctx.actor.id : p.historyActorId;
  const [h] = await tx.insert(dealHistory).values({ dealId: d.id, action: p.action ?? 'PAYMENT', at: now, actorId: historyActor, ...source, note: p.note || null }).returning();
  await tx.insert(dealPayment).values({ dealId: d.id, cents: p.cents, ...source, at: now, actorId: ctx.actor.id, note: p.note ?? '', historyId: h!.id, idempotencyKey: p.idempotencyKey ?? null });
  if (full) await onDealPaid(tx, ctx, updated, now);
  return { deal: updated, paidInFull: full };
}

export type RefundEntry = PaymentSource & {
  cents: number;
  reason: string;
  idempotencyKey?: string | null;
};

/**
 * Money given back for a locked deal (docs/deals.md "Refunds"): a negative deal_payment row dated
 * now (so a refund of a closed period lands in the open one), refunded_cents grows, never past what
 * was paid (DEAL_REFUND_TOO_MUCH); the deal keeps its state — a refund is a movement, not an edit.
 * A refunded CREDIT top-up takes the credit back (BALANCE_INSUFFICIENT if already spent); a refund
 * may go to the member's CREDIT instead of money (not for a top-up; never to POINT).
 */
export async function recordRefund(tx: Tx, ctx: ManageCtx, d: DealRow, r: RefundEntry, now: Date): Promise<DealRow> {
  const refundable = d.paidCents - d.refundedCents;
  if (refundable <= 0) throw new AppError('DEAL_NOT_REFUNDABLE');
  if (!Number.isSafeInteger(r.cents) || r.cents <= 0) throw new AppError('VALIDATION', { field: 'cents' });
  if (r.cents > refundable) throw new AppError('DEAL_REFUND_TOO_MUCH', { refundable: formatMoney(refundable) });
  // Credit bought is given back in money; points are not given back.
  if (r.fromBalance === 'POINT' || (r.fromBalance === 'CREDIT' && d.kind === 'CREDIT')) throw new AppError('DEAL_BALANCE_NOT_ACCEPTED', { field: 'method' });
  const [updated] = await tx
    .update(deal)
    .set({ refundedCents: sql`${deal.refundedCents} + ${r.cents}`, updatedAt: now })
    .where(and(eq(deal.id, d.id), eq(deal.refundedCents, d.refundedCents)))
    .returning();
  if (!updated) throw new AppError('DEAL_STATE_CHANGED', { state: d.state });
  const source = { method: r.method ?? null, fromBalance: r.fromBalance ?? null };
  const [h] = await tx.insert(dealHistory).values({ dealId: d.id, action: 'REFUND', at: now, actorId: ctx.actor.id, ...source, note: r.reason }).returning();
  await tx.insert(dealPayment).values({ dealId: d.id, cents: -r.cents, ...source, at: now, actorId: ctx.actor.id, note: r.reason, historyId: h!.id, idempotencyKey: r.idempotencyKey ?? null });
  await onDealRefunded(tx, ctx, updated, r, now);
  return updated;
}
