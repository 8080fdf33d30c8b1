import { and, eq, inArray } from 'drizzle-orm';
import { canCancelPackage } from '../../../common/package-rules';
import type { Db } from '../../db/client';
import { deal, dealHistory, subscription } from '../../db/schema/deal';
import { AppError } from '../app-error';
import { notifyUser, type Translators } from '../notifications/notify';
import { recordOperation } from '../operation-log/record-operation';
import type { ManageCtx } from '../shared/manage-context';

/** The member's page of their packages (locale prefix added by the site). */
export const PACKAGES_LINK = '/user/packages';

/**
 * Staff cancel a package with a reason (docs/packages.md "Cancel"): one awaiting payment
 * (CREATED) is canceled with its unpaid deal (CANCELED, a CANCEL step) — not while a receipt is under
 * review (DEAL_UNDER_REVIEW: decide on it first); one in effect (PAID) draws no more sessions and
 * keeps its deal as paid — any refund is recorded on the deal. Anything else, or a second cancel
 * racing this one, is PACKAGE_STATE_CHANGED. Locks the deal before the package, the order a payment
 * takes them. Logged (CANCEL_PACKAGE on SETTLEMENT); the member is told.
 */
export async function cancelPackage(db: Db, ctx: ManageCtx, id: number, reason: string, now: Date, tr: Translators) {
  return db.transaction(async (tx) => {
    const [peek] = await tx.select({ dealId: subscription.dealId }).from(subscription).where(eq(subscription.id, id));
    if (!peek) throw new AppError('NOT_FOUND', { resource: 'package', id });
    const [d] = await tx.select().from(deal).where(eq(deal.id, peek.dealId)).for('update');
    const [old] = await tx.select().from(subscription).where(eq(subscription.id, id)).for('update');
    if (!old || !d || !canCancelPackage(old.state)) throw new AppError('PACKAGE_STATE_CHANGED', { state: old?.state });
    if (old.state === 'CREATED') {
      if (d.state === 'WAIT') throw new AppError('DEAL_UNDER_REVIEW');
      const [canceled] = await tx
        .update(deal)
        .set({ state: 'CANCELED', holdUntil: null, updatedAt: now })
        .where(and(eq(deal.id, d.id), inArray(deal.state, ['CREATED', 'REJECT'])))
        .returning();
      if (!canceled) throw new AppError('PACKAGE_STATE_CHANGED', { state: old.state });
      await tx.insert(dealHistory).values({ dealId: d.id, action: 'CANCEL', at: now, actorId: ctx.actor.id, note: reason });
    }
    // One never paid was never in effect: its period is empty, starting and ending now.
    const period = old.state === 'CREATED' ? { startsAt: now, expiresAt: now } : {};
    const [after] = await tx
      .update(subscription)
      .set({ state: 'CANCELED', ...period, endedAt: now, endReason: reason, updatedAt: now })
      .where(and(eq(subscription.id, id), eq(subscription.state, old.state)))
      .returning();
    if (!after) throw new AppError('PACKAGE_STATE_CHANGED', { state: old.state });
    await recordOperation(tx, ctx, {
      action: 'CANCEL_PACKAGE',
      resource: 'SETTLEMENT',
      resourceId: id,
      before: { packageId: id, state: old.state, dealId: d.id, dealState: d.state, used: old.used },
      after: { packageId: id, state: after.state, reason, dealState: old.state === 'CREATED' ? 'CANCELED' : d.state },
    });
    await notifyUser(tx, tr, old.memberId, {
      titleKey: 'notify.package.canceled.title',
      messageKey: 'notify.package.canceled.message',
      params: { title: d.itemTitle ?? { 'zh-HK': '', 'zh-CN': '', en: '' }, reason },
      link: PACKAGES_LINK,
    });
    return after;
  });
}
