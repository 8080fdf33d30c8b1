import { and, eq, gt, ne, sql } from 'drizzle-orm';
import { DAY_MS } from '../../../common/constants';
import { subscription } from '../../db/schema/deal';
import { AppError } from '../app-error';
import type { Tx } from '../shared/manage-context';

/**
 * The package bought by a deal comes into effect when the deal is paid in full (docs/packages.md):
 * CREATED → PAID from now for its validDays. A PAID package of the same plan with sessions left is
 * renewed by it: that one becomes REPLACED and its unused sessions are carried into this one.
 */
export async function activateSubscription(tx: Tx, dealId: number, now: Date) {
  const [sub] = await tx.select().from(subscription).where(eq(subscription.dealId, dealId)).for('update');
  if (!sub) throw new AppError('NOT_FOUND', { resource: 'subscription', dealId });
  if (sub.state !== 'CREATED') throw new AppError('PACKAGE_STATE_CHANGED', { state: sub.state });
  const older = await tx.select().from(subscription)
    .where(and(eq(subscription.memberId, sub.memberId), eq(subscription.planId, sub.planId), eq(subscription.state, 'PAID'), ne(subscription.id, sub.id), gt(subscription.expiresAt, now)))
    .for('update');
  let carried = 0;
  for (const o of older) {
    const left = o.sessions + o.carried - o.used;
    if (left <= 0) continue;
    carried += left;
    await tx.update(subscription).set({ state: 'REPLACED', replacedBy: sub.id, endedAt: now, endReason: 'RENEWED', updatedAt: now }).where(eq(subscription.id, o.id));
  }
  const [paid] = await tx.update(subscription)
    .set({ state: 'PAID', carried: sql`${subscription.carried} + ${carried}`, startsAt: now, expiresAt: new Date(now.getTime() + sub.validDays * DAY_MS), updatedAt: now })
    .where(and(eq(subscription.id, sub.id), eq(subscription.state, 'CREATED')))
    .returning();
  return paid!;
}
