import { and, eq } from 'drizzle-orm';
import { paymentHoldUntil } from '../../../common/deal-rules';
import type { Db } from '../../db/client';
import { deal, dealHistory } from '../../db/schema/deal';
import { AppError } from '../app-error';
import { notifyUser, type Translators } from '../notifications/notify';
import { recordOperation } from '../operation-log/record-operation';
import type { ManageCtx } from '../shared/manage-context';
import { dealTitle } from './deal-title';
import { dealLink, whenText, type DealRow } from './event-deal';
import { noticeOfPayment } from './desk-money';
import { recordPayment } from './record-payment';

/** ACCEPT / REJECT decide on a receipt under review (money taken at reception: desk-money.ts). */
export type Review = { decision: 'ACCEPT' } | { decision: 'REJECT'; reason: string };

/**
 * Staff decide on a receipt under review (WAIT). ACCEPT: what is still owed received by the
 * receipt's method, paid in full (paidCents = amount, paidAt, approver), the registration CONFIRMED. REJECT
 * (WAIT): with a reason shown to the member, who has PAYMENT_HOLD_HOURS to send another. The state
 * change is guarded (`where state …`), so two staff deciding at once give one decision and the other
 * DEAL_STATE_CHANGED. Logged (SETTLEMENT APPROVE / REJECT), a timeline step, and the member notified
 * in their language.
 */
export async function reviewDeal(db: Db, ctx: ManageCtx, dealId: number, review: Review, now: Date, tr: Translators) {
  return db.transaction(async (tx) => {
    const [old] = await tx.select().from(deal).where(eq(deal.id, dealId)).for('update');
    if (!old) throw new AppError('NOT_FOUND', { resource: 'deal', id: dealId });
    if (old.state !== 'WAIT') throw new AppError('DEAL_STATE_CHANGED', { state: old.state });
    const accept = review.decision === 'ACCEPT';
    let d: DealRow;
    if (review.decision === 'REJECT') {
      [d] = (await tx
        .update(deal)
        .set({ state: 'REJECT', reviewAt: now, reviewBy: ctx.actor.id, rejectReason: review.reason, holdUntil: old.kind === 'EVENT' ? paymentHoldUntil(now) : null, updatedAt: now })
        .where(and(eq(deal.id, dealId), eq(deal.state, 'WAIT')))
        .returning()) as [DealRow];
      await tx.insert(dealHistory).values({ dealId, action: 'REJECT', at: now, actorId: ctx.actor.id, method: d.method, note: review.reason });
    } else {
      // What is still owed, received now by the receipt's method.
      ({ deal: d } = await recordPayment(tx, ctx, old, { cents: old.amountCents - old.paidCents, method: old.method!, action: 'ACCEPT' }, now));
    }
    await recordOperation(tx, ctx, {
      action: accept ? 'APPROVE' : 'REJECT',
      resource: 'SETTLEMENT',
      resourceId: dealId,
      before: { dealId, state: old.state, paidCents: old.paidCents },
      after: { dealId, state: d.state, paidCents: d.paidCents, method: d.method, ...(review.decision === 'REJECT' ? { reason: review.reason } : {}) },
    });
    if (review.decision === 'ACCEPT') {
      await noticeOfPayment(tx, tr, d);
      return d;
    }
    const title = await dealTitle(tx, d);
    await notifyUser(tx, tr, d.memberId, d.holdUntil
      ? { titleKey: 'notify.deal.rejected.title', messageKey: 'notify.deal.rejected.message', params: { title, reason: review.reason, until: whenText(d.holdUntil) }, link: dealLink(dealId) }
      : { titleKey: 'notify.deal.rejectedNoHold.title', messageKey: 'notify.deal.rejectedNoHold.message', params: { title, reason: review.reason }, link: dealLink(dealId) });
    return d;
  });
}
