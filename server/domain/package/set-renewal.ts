import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deal, dealHistory, subscription } from '../../db/schema/deal';
import { RENEWAL_STOPPED } from '../../../common/package-rules';
import { AppError } from '../app-error';

/**
 * The member turns a subscription's renewal off or back on (docs/packages.md "Subscriptions"), for
 * one of their own packages awaiting payment or in effect (another's, or an ended one: NOT_FOUND).
 * Turning it off also cancels a next period the sweep ordered and that is still unpaid (its deal
 * CANCELED with a CANCEL step by the member) — a receipt under review is left for staff to decide.
 * Turned back on before the period ends, the sweep orders the next period again.
 */
export async function setRenewal(db: Db, memberId: string, id: number, renews: boolean, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [sub] = await tx
      .update(subscription)
      .set({ renews, updatedAt: now })
      .where(and(eq(subscription.id, id), eq(subscription.memberId, memberId), inArray(subscription.state, ['CREATED', 'PAID'])))
      .returning();
    if (!sub) throw new AppError('NOT_FOUND', { resource: 'package', id });
    if (renews) return;
    const [nextPeriod] = await tx.select().from(subscription).where(and(eq(subscription.renewalOf, id), eq(subscription.state, 'CREATED')));
    if (!nextPeriod) return;
    const [canceled] = await tx
      .update(deal)
      .set({ state: 'CANCELED', holdUntil: null, updatedAt: now })
      .where(and(eq(deal.id, nextPeriod.dealId), inArray(deal.state, ['CREATED', 'REJECT'])))
      .returning();
    if (!canceled) return;
    await tx.insert(dealHistory).values({ dealId: canceled.id, action: 'CANCEL', at: now });
    await tx
      .update(subscription)
      // No longer this period's renewal: turned back on, the sweep orders a fresh one.
      .set({ state: 'CANCELED', startsAt: now, expiresAt: now, endedAt: now, endReason: RENEWAL_STOPPED, renews: false, renewalOf: null, updatedAt: now })
      .where(and(eq(subscription.id, nextPeriod.id), eq(subscription.state, 'CREATED')));
  });
}
