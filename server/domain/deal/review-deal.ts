import { and, eq, inArray } from 'drizzle-orm';
import { formatMoney } from '../../../common/constants';
import { paymentHoldUntil, type PaymentMethod } from '../../../common/deal-rules';
import type { Db } from '../../db/client';
import { event } from '../../db/schema/content';
import { deal, dealHistory } from '../../db/schema/deal';
import { eventRegistration } from '../../db/schema/event-registration';
import { AppError } from '../app-error';
import { notifyUser, type Translators } from '../notifications/notify';
import { recordOperation } from '../operation-log/record-operation';
import type { ManageCtx } from '../shared/manage-context';
import { dealLink, whenText } from './event-deal';

/**
 * ACCEPT / REJECT decide on a receipt under review; PAID_AT_DESK records the member paying in full
 * at reception (cash, card, …) while the deal is unpaid, receipt or not.
 */
export type Review = { decision: 'ACCEPT' } | { decision: 'REJECT'; reason: string } | { decision: 'PAID_AT_DESK'; method: PaymentMethod };

/**
 * Staff decide on a deal. ACCEPT (a receipt under review, WAIT) and PAID_AT_DESK (CREATED, WAIT or
 * REJECT): paid in full (paidCents = amount, paidAt, approver), the registration CONFIRMED. REJECT
 * (WAIT): with a reason shown to the member, who has PAYMENT_HOLD_HOURS to send another. The state
 * change is guarded (`where state …`), so two staff deciding at once give one decision and the other
 * DEAL_STATE_CHANGED. Logged (SETTLEMENT APPROVE / REJECT), a timeline step, and the member notified
 * in their language.
 */
export async function reviewDeal(db: Db, ctx: ManageCtx, dealId: number, review: Review, now: Date, tr: Translators) {
  return db.transaction(async (tx) => {
    const accept = review.decision !== 'REJECT';
    const paid = { state: 'ACCEPT' as const, reviewAt: now, reviewBy: ctx.actor.id, approver: ctx.actor.id, approveAt: now, paidAt: now, paidCents: deal.amountCents, holdUntil: null, updatedAt: now };
    const [d] = await tx
      .update(deal)
      .set(
        review.decision === 'REJECT'
          ? { state: 'REJECT', reviewAt: now, reviewBy: ctx.actor.id, rejectReason: review.reason, holdUntil: paymentHoldUntil(now), updatedAt: now }
          : review.decision === 'PAID_AT_DESK'
            ? { ...paid, method: review.method }
            : paid,
      )
      .where(and(eq(deal.id, dealId), review.decision === 'PAID_AT_DESK' ? inArray(deal.state, ['CREATED', 'WAIT', 'REJECT']) : eq(deal.state, 'WAIT')))
      .returning();
    if (!d) {
      const [exists] = await tx.select({ state: deal.state }).from(deal).where(eq(deal.id, dealId));
      if (!exists) throw new AppError('NOT_FOUND', { resource: 'deal', id: dealId });
      throw new AppError('DEAL_STATE_CHANGED', { state: exists.state });
    }
    await tx.insert(dealHistory).values({ dealId, action: accept ? 'ACCEPT' : 'REJECT', at: now, actorId: ctx.actor.id, method: d.method, note: review.decision === 'REJECT' ? review.reason : null });
    const [reg] = accept
      ? await tx.update(eventRegistration).set({ state: 'CONFIRMED', updatedAt: now }).where(and(eq(eventRegistration.id, d.eventRegistrationId!), eq(eventRegistration.state, 'PENDING'))).returning()
      : [];
    await recordOperation(tx, ctx, {
      action: accept ? 'APPROVE' : 'REJECT',
      resource: 'SETTLEMENT',
      resourceId: dealId,
      before: { dealId, state: 'WAIT' },
      after: { dealId, state: d.state, paidCents: d.paidCents, method: d.method, ...(review.decision === 'REJECT' ? { reason: review.reason } : { registrationConfirmed: !!reg, atDesk: review.decision === 'PAID_AT_DESK' }) },
    });
    const [e] = await tx.select({ title: event.title }).from(event).innerJoin(eventRegistration, eq(eventRegistration.eventId, event.id)).where(eq(eventRegistration.id, d.eventRegistrationId!));
    await notifyUser(tx, tr, d.memberId, accept
      ? { titleKey: 'notify.deal.accepted.title', messageKey: 'notify.deal.accepted.message', params: { title: e!.title, amount: formatMoney(d.paidCents) }, link: dealLink(dealId) }
      : { titleKey: 'notify.deal.rejected.title', messageKey: 'notify.deal.rejected.message', params: { title: e!.title, reason: review.reason, until: whenText(d.holdUntil!) }, link: dealLink(dealId) });
    return d;
  });
}
