import { and, eq } from 'drizzle-orm';
import { eventRegistration } from '../../db/schema/event-registration';
import { postMovement } from '../ledger/post-movement';
import { accruePoints, reversePoints } from '../ledger/points';
import { activateSubscription } from '../package/activate-subscription';
import type { ManageCtx, Tx } from '../shared/manage-context';
import type { DealRow } from './event-deal';

/**
 * What a deal being paid in full means, by what it is for (docs/deals.md "Paid"), in the payment's
 * transaction: the event seat CONFIRMED, the package in effect, the CREDIT added to the balance;
 * and POINT earned on the money received (site settings' rule).
 */
export async function onDealPaid(tx: Tx, ctx: ManageCtx, d: DealRow, now: Date): Promise<void> {
  switch (d.kind) {
    case 'EVENT':
      await tx.update(eventRegistration).set({ state: 'CONFIRMED', updatedAt: now })
        .where(and(eq(eventRegistration.id, d.eventRegistrationId!), eq(eventRegistration.state, 'PENDING')));
      break;
    case 'PACKAGE':
      await activateSubscription(tx, d.id, now);
      break;
    case 'CREDIT':
      await postMovement(tx, { memberId: d.memberId, currency: 'CREDIT', delta: d.amountCents, reason: 'TOPUP', dealId: d.id, actorId: ctx.actor.id, at: now });
      break;
    case 'BOOKING':
    case 'OTHER':
      break;
  }
  if (d.currency === 'HKD') await accruePoints(tx, d.memberId, d.paidCents, d.id, now);
}

/** What a refund takes back besides the money: a CREDIT top-up's credit, and the points the money earned. */
export async function onDealRefunded(tx: Tx, ctx: ManageCtx, d: DealRow, cents: number, now: Date): Promise<void> {
  if (d.kind === 'CREDIT') {
    await postMovement(tx, { memberId: d.memberId, currency: 'CREDIT', delta: -cents, reason: 'REFUND', dealId: d.id, actorId: ctx.actor.id, at: now });
  }
  if (d.currency === 'HKD') await reversePoints(tx, d.memberId, cents, d.id, now);
}
