import { and, eq, isNull, sql } from 'drizzle-orm';
import { dealPayment } from '../../db/schema/deal';
import { eventRegistration } from '../../db/schema/event-registration';
import { postMovement } from '../ledger/post-movement';
import { accruePoints, reversePoints } from '../ledger/points';
import { activateSubscription } from '../package/activate-subscription';
import type { ManageCtx, Tx } from '../shared/manage-context';
import type { DealRow } from './event-deal';
import type { RefundEntry } from './record-payment';

/** What a deal received in money (payments from a balance were money once already, when topped up). */
async function moneyReceived(tx: Tx, dealId: number): Promise<number> {
  const [r] = await tx.select({ cents: sql<string>`coalesce(sum(${dealPayment.cents}), 0)` }).from(dealPayment)
    .where(and(eq(dealPayment.dealId, dealId), isNull(dealPayment.fromBalance)));
  return Number(r?.cents ?? 0);
}

/**
 * What a deal being paid in full means, by what it is for (docs/deals.md "Paid"), in the payment's
 * transaction: the event seat CONFIRMED, the package in effect, the CREDIT added to the balance;
 * and POINT earned on the money received (site settings' rule) — not on what a balance paid.
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
  if (d.currency === 'HKD') await accruePoints(tx, d.memberId, await moneyReceived(tx, d.id), d.id, now);
}

/**
 * What a refund moves besides the deal: a CREDIT top-up's credit is taken back; a refund to the
 * member's credit adds it there; a refund in money takes back the points that money earned.
 */
export async function onDealRefunded(tx: Tx, ctx: ManageCtx, d: DealRow, r: RefundEntry, now: Date): Promise<void> {
  const base = { memberId: d.memberId, currency: 'CREDIT' as const, reason: 'REFUND' as const, dealId: d.id, actorId: ctx.actor.id, note: r.reason, at: now };
  if (d.kind === 'CREDIT') await postMovement(tx, { ...base, delta: -r.cents });
  if (r.fromBalance === 'CREDIT') await postMovement(tx, { ...base, delta: r.cents, idempotencyKey: r.idempotencyKey ?? null });
  else if (d.currency === 'HKD') await reversePoints(tx, d.memberId, r.cents, d.id, now);
}
