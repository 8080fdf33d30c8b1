import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import { DAY_MS, formatMoney } from '../../../common/constants';
import { packageOf, RENEWAL_LEAD_DAYS } from '../../../common/package-rules';
import type { Db } from '../../db/client';
import { member } from '../../db/schema/accounts';
import { servicePlan } from '../../db/schema/booking';
import { deal, subscription } from '../../db/schema/deal';
import { alias } from 'drizzle-orm/pg-core';
import { notifyUser, type Translators } from '../notifications/notify';
import { isUniqueViolation } from '../shared/db-errors';
import { dealLink } from '../deal/event-deal';
import { orderPackage } from './buy-package';

const next = alias(subscription, 'next_period');

/**
 * Subscriptions (docs/packages.md "Subscriptions"): every paid package that renews and ends within
 * RENEWAL_LEAD_DAYS (and has not ended yet) gets its next period ordered for the member — a CREATED
 * package and its PACKAGE deal at the plan's package price now — and the member is told, with the
 * payment page. Paying it replaces the current period and carries its unused sessions over (as any
 * renewal). Once per period: `renewal_of` is unique, so two processes sweeping at once order it once;
 * a plan no longer sold as a subscription is not renewed. Returns how many were ordered.
 */
export async function renewPackages(db: Db, now: Date, tr: Translators): Promise<number> {
  const due = await db
    .select({ id: subscription.id })
    .from(subscription)
    .leftJoin(next, eq(next.renewalOf, subscription.id))
    .where(and(eq(subscription.state, 'PAID'), eq(subscription.renews, true), gt(subscription.expiresAt, now), lte(subscription.expiresAt, new Date(now.getTime() + RENEWAL_LEAD_DAYS * DAY_MS)), isNull(next.id)));
  let ordered = 0;
  for (const { id } of due) {
    try {
      if (await renewOne(db, id, now, tr)) ordered += 1;
    } catch (err) {
      // Another process ordered this period first.
      if (!isUniqueViolation(err)) throw err;
    }
  }
  return ordered;
}

async function renewOne(db: Db, id: number, now: Date, tr: Translators): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [sub] = await tx.select().from(subscription).where(eq(subscription.id, id));
    if (!sub) return false;
    // The member's orders one at a time (as buying takes them), then read again under that lock.
    await tx.select({ id: member.id }).from(member).where(eq(member.id, sub.memberId)).for('update');
    const [cur] = await tx.select().from(subscription).where(eq(subscription.id, id));
    const [taken] = await tx.select({ id: subscription.id }).from(subscription).where(eq(subscription.renewalOf, id));
    if (!cur || cur.state !== 'PAID' || !cur.renews || taken) return false;
    const [plan] = await tx.select().from(servicePlan).where(eq(servicePlan.id, cur.planId));
    const offer = plan?.isEnabled ? packageOf(plan) : null;
    if (!plan || !offer?.renews) return false;
    const dealId = await orderPackage(tx, tr, { memberId: cur.memberId, plan, offer, priceCents: offer.priceCents, promotionId: null, idempotencyKey: `renew-${cur.id}`, renewalOf: cur.id }, now);
    const [d] = await tx.select({ title: deal.itemTitle }).from(deal).where(eq(deal.id, dealId));
    await notifyUser(tx, tr, cur.memberId, {
      titleKey: 'notify.package.renewal.title',
      messageKey: 'notify.package.renewal.message',
      params: { title: d!.title!, amount: formatMoney(offer.priceCents) },
      link: dealLink(dealId),
    });
    return true;
  });
}
