import { and, eq } from 'drizzle-orm';
import type { BuyPackageInput } from '../../../common/package.schema';
import { packageOf, type PackageOffer } from '../../../common/package-rules';
import type { Db } from '../../db/client';
import { member } from '../../db/schema/accounts';
import { servicePlan } from '../../db/schema/booking';
import { deal, dealHistory, subscription } from '../../db/schema/deal';
import { AppError } from '../app-error';
import type { Tx } from '../shared/manage-context';
import type { Translators } from '../notifications/notify';
import { listPromotions, packagePromotion } from '../content/list-promotions';
import { packageTitle } from './package-title';

/**
 * A member buys a plan's package (docs/packages.md): in one transaction a PACKAGE deal for the
 * package price (HKD, CREATED, no hold — nothing is reserved meanwhile) with its CREATE step, and a
 * CREATED subscription with the plan's sessions, price and validity as they are now. It comes into
 * effect when the deal is paid in full (activate-subscription.ts). The same idempotency key gives
 * back the same deal (another plan under it: IDEMPOTENCY_KEY_REUSED); while one package of the plan
 * awaits payment, buying it again leads to that one rather than a second order. A plan not sold as
 * a package (or not enabled): PACKAGE_NOT_SOLD.
 */
export async function buyPackage(db: Db, memberId: string, input: BuyPackageInput, now: Date, tr: Translators): Promise<{ dealId: number; replayed: boolean }> {
  // A promotion's price only while it is live and sells this plan's package (the rule the site shows).
  const offers = input.promotionId ? (await listPromotions(db, now)).filter((o) => o.id === input.promotionId) : [];
  return db.transaction(async (tx) => {
    // The member's purchases one at a time, so a double submit cannot make two orders.
    await tx.select({ id: member.id }).from(member).where(eq(member.id, memberId)).for('update');
    const [seen] = await tx
      .select({ dealId: deal.id, planId: subscription.planId })
      .from(deal)
      .innerJoin(subscription, eq(subscription.dealId, deal.id))
      .where(and(eq(deal.memberId, memberId), eq(deal.kind, 'PACKAGE'), eq(deal.idempotencyKey, input.idempotencyKey)));
    if (seen) {
      if (seen.planId !== input.planId) throw new AppError('IDEMPOTENCY_KEY_REUSED');
      return { dealId: seen.dealId, replayed: true };
    }
    const [plan] = await tx.select().from(servicePlan).where(eq(servicePlan.id, input.planId));
    const offer = plan?.isEnabled ? packageOf(plan) : null;
    if (!plan || !offer) throw new AppError('PACKAGE_NOT_SOLD', { planId: input.planId });
    const promo = input.promotionId ? packagePromotion(offers, plan.id, offer) : null;
    if (input.promotionId && !promo) throw new AppError('PROMOTION_ENDED');
    const [unpaid] = await tx
      .select({ dealId: subscription.dealId })
      .from(subscription)
      .where(and(eq(subscription.memberId, memberId), eq(subscription.planId, plan.id), eq(subscription.state, 'CREATED')));
    if (unpaid) return { dealId: unpaid.dealId, replayed: true };
    const dealId = await orderPackage(tx, tr, { memberId, plan, offer, priceCents: promo?.priceCents ?? offer.priceCents, promotionId: promo?.promotionId ?? null, idempotencyKey: input.idempotencyKey, renewalOf: null }, now);
    return { dealId, replayed: false };
  });
}

export interface PackageOrder {
  memberId: string;
  plan: typeof servicePlan.$inferSelect;
  offer: PackageOffer;
  priceCents: number;
  promotionId: number | null;
  idempotencyKey: string;
  /** The subscription this order is the next period of (the renewal sweep). */
  renewalOf: number | null;
}

/**
 * Writes one package order in the caller's transaction: the PACKAGE deal (HKD, CREATED, no hold)
 * titled "<plan> · N sessions" in each language, its CREATE step, and the CREATED package with the
 * sessions, price and validity as sold (a subscription renews until the member stops it).
 */
export async function orderPackage(tx: Tx, tr: Translators, o: PackageOrder, now: Date): Promise<number> {
  const [d] = await tx
    .insert(deal)
    .values({
      memberId: o.memberId, kind: 'PACKAGE', itemTitle: packageTitle(tr, o.plan.name, o.offer.sessions), amountCents: o.priceCents, currency: 'HKD',
      state: 'CREATED', dealAt: now, holdUntil: null, idempotencyKey: o.idempotencyKey, createdAt: now, updatedAt: now,
    })
    .returning();
  await tx.insert(dealHistory).values({ dealId: d!.id, action: 'CREATE', at: now });
  await tx.insert(subscription).values({
    memberId: o.memberId, planId: o.plan.id, promotionId: o.promotionId, dealId: d!.id, state: 'CREATED', sessions: o.offer.sessions, priceCents: o.priceCents,
    validDays: o.offer.validDays, renews: o.offer.renews, renewalOf: o.renewalOf, createdAt: now, updatedAt: now,
  });
  return d!.id;
}
