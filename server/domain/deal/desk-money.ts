import { and, eq } from 'drizzle-orm';
import { formatMoney } from '../../../common/constants';
import { canRecordPayment, canSendReceipt } from '../../../common/deal-rules';
import type { Db } from '../../db/client';
import { deal, dealPayment } from '../../db/schema/deal';
import { AppError } from '../app-error';
import { notifyUser, type Translators } from '../notifications/notify';
import { recordOperation } from '../operation-log/record-operation';
import { isUniqueViolation } from '../shared/db-errors';
import type { ManageCtx, Tx } from '../shared/manage-context';
import { dealTitle } from './deal-title';
import { dealLink, type DealRow } from './event-deal';
import { takeFromBalance } from './balance-payment';
import { recordPayment, recordRefund, type PaymentSource } from './record-payment';

/**
 * Money taken (PAYMENT, cents > 0) or given back (REFUND, with a reason) at reception, by a method
 * or from / back to the member's balance.
 */
export type DeskMovement = PaymentSource & (
  | { type: 'PAYMENT'; cents: number; note: string; idempotencyKey: string }
  | { type: 'REFUND'; cents: number; reason: string; idempotencyKey: string }
);

/** The member paying a deal of their own from their CREDIT or POINT balance (the timeline shows the member). */
export interface OwnerPayment {
  ownerId: string;
}

/**
 * Records a payment or a refund of one deal at reception (docs/deals.md "Payments and refunds"),
 * under the deal's row lock: a payment only while the deal is payable (else DEAL_STATE_CHANGED) and
 * never past what is owed (DEAL_PAYMENT_TOO_MUCH); a refund never past what was paid and not yet given
 * back (DEAL_REFUND_TOO_MUCH). The same staff member sending the same idempotency key again gets the
 * first answer (`replayed`), never a second movement; the key with another deal, amount or method is
 * IDEMPOTENCY_KEY_REUSED. Logged as PAYMENT / REFUND on SETTLEMENT; the member is told in their language.
 * A payment from a balance takes it from the ledger in the same transaction (balance-payment.ts).
 * With `owner`, the member pays a deal of their own from a balance (another's deal is NOT_FOUND):
 * no operation log (the deal's timeline and the ledger are the record).
 */
export async function recordDeskMovement(db: Db, ctx: ManageCtx, dealId: number, m: DeskMovement, now: Date, tr: Translators, owner?: OwnerPayment): Promise<{ replayed: boolean }> {
  const signed = m.type === 'PAYMENT' ? m.cents : -m.cents;
  const asked = { dealId, cents: signed, method: m.method ?? null, fromBalance: m.fromBalance ?? null };
  try {
    return await db.transaction(async (tx) => {
      const [old] = await tx.select().from(deal).where(eq(deal.id, dealId)).for('update');
      if (!old || (owner && old.memberId !== owner.ownerId)) throw new AppError('NOT_FOUND', { resource: 'deal', id: dealId });
      // Under the lock, a retry of a movement that committed is seen here.
      if (await sameKeyMovement(tx, ctx, m.idempotencyKey, asked)) return { replayed: true };
      let d: DealRow;
      let paidInFull = false;
      if (m.type === 'PAYMENT') {
        // A member pays only while no receipt is under review (staff may take the rest at any time).
        if (!(owner ? canSendReceipt(old.state) : canRecordPayment(old.state))) throw new AppError('DEAL_STATE_CHANGED', { state: old.state });
        if (m.fromBalance) await takeFromBalance(tx, old, m.fromBalance, m.cents, { actorId: owner ? null : ctx.actor.id, idempotencyKey: m.idempotencyKey, at: now });
        const source: PaymentSource = m.fromBalance ? { fromBalance: m.fromBalance } : { method: m.method! };
        ({ deal: d, paidInFull } = await recordPayment(tx, ctx, old, { ...source, cents: m.cents, note: m.note, idempotencyKey: m.idempotencyKey, ...(owner ? { historyActorId: null } : {}) }, now));
      } else {
        const source: PaymentSource = m.fromBalance ? { fromBalance: m.fromBalance } : { method: m.method! };
        d = await recordRefund(tx, ctx, old, { ...source, cents: m.cents, reason: m.reason, idempotencyKey: m.idempotencyKey }, now);
      }
      if (owner) {
        if (paidInFull) await noticeOfPayment(tx, tr, d);
        return { replayed: false };
      }
      await recordOperation(tx, ctx, {
        action: m.type,
        resource: 'SETTLEMENT',
        resourceId: dealId,
        before: { dealId, state: old.state, paidCents: old.paidCents, refundedCents: old.refundedCents },
        after: { dealId, state: d.state, paidCents: d.paidCents, refundedCents: d.refundedCents, cents: signed, method: asked.method, fromBalance: asked.fromBalance, note: m.type === 'PAYMENT' ? m.note : m.reason },
      });
      if (m.type === 'REFUND') await noticeOfRefund(tx, tr, d, m.cents, m.reason);
      else if (paidInFull) await noticeOfPayment(tx, tr, d);
      return { replayed: false };
    });
  } catch (err) {
    // Two requests with one key raced past the check (on different deals: the lock did not order them).
    if (isUniqueViolation(err) && (await sameKeyMovement(db, ctx, m.idempotencyKey, asked))) return { replayed: true };
    throw err;
  }
}

/**
 * The movement this staff member already recorded with `key`: true when it is the same request
 * (a retry), IDEMPOTENCY_KEY_REUSED when it was another, false when the key is new.
 */
async function sameKeyMovement(tx: Tx | Db, ctx: ManageCtx, key: string, asked: { dealId: number; cents: number; method: string | null; fromBalance: string | null }): Promise<boolean> {
  const [seen] = await tx
    .select({ dealId: dealPayment.dealId, cents: dealPayment.cents, method: dealPayment.method, fromBalance: dealPayment.fromBalance })
    .from(dealPayment)
    .where(and(eq(dealPayment.actorId, ctx.actor.id), eq(dealPayment.idempotencyKey, key)));
  if (!seen) return false;
  if (seen.dealId !== asked.dealId || seen.cents !== asked.cents || seen.method !== asked.method || seen.fromBalance !== asked.fromBalance) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  return true;
}

/** "Payment received" once a deal is paid in full (an event's says the place is confirmed). */
export async function noticeOfPayment(tx: Tx, tr: Translators, d: DealRow): Promise<void> {
  const key = d.kind === 'EVENT' ? 'notify.deal.accepted' : 'notify.deal.paid';
  await notifyUser(tx, tr, d.memberId, { titleKey: `${key}.title`, messageKey: `${key}.message`, params: { title: await dealTitle(tx, d), amount: formatMoney(d.paidCents) }, link: dealLink(d.id) });
}

async function noticeOfRefund(tx: Tx, tr: Translators, d: DealRow, cents: number, reason: string): Promise<void> {
  await notifyUser(tx, tr, d.memberId, { titleKey: 'notify.deal.refunded.title', messageKey: 'notify.deal.refunded.message', params: { title: await dealTitle(tx, d), amount: formatMoney(cents), reason }, link: dealLink(d.id) });
}
