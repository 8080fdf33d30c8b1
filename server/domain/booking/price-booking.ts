import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { promotionPlan, servicePlan, servicePlanStaff } from '../../db/schema/booking';
import { promotion } from '../../db/schema/content';
import { AppError } from '../app-error';
import { promotionLiveAt } from '../content/visible';
import type { Tx } from '../shared/manage-context';

export interface PricedLine {
  planId: number;
  durationMin: number;
  /** What the member pays for this line: the plan's price, or the offer's when it applies. */
  priceCents: number;
  /** The plan's own price (the strike-through when an offer applies). */
  listPriceCents: number;
}

export interface PricedVisit {
  plan: PricedLine;
  addons: PricedLine[];
  /** The promotion applied (to the plan or to one add-on), or null. */
  promotionId: number | null;
  totalCents: number;
  durationMin: number;
}

/** The price a promotion gives a plan: its offer price, never more than the plan's own. */
export const offerPrice = (planPriceCents: number, promotionPriceCents: number) => Math.min(planPriceCents, promotionPriceCents);

/**
 * Prices what a member is booking (issue 9 §2): a basic plan, optional add-on plans and an optional
 * promotion. One rule for the site and booking: a promotion gives its price only to the plans it
 * is linked to, and only while it is live (isShow, showAt ≤ now < hideAt, not deleted). Refuses an add-on
 * booked alone (BOOKING_ADDON_ALONE), an add-on no therapist of the plan delivers
 * (BOOKING_ADDON_INVALID) and a promotion that has ended or does not apply (PROMOTION_ENDED).
 */
export async function priceVisit(
  db: Db | Tx,
  sel: { planId: number; addonIds: readonly number[]; promotionId?: number | null },
  now: Date,
): Promise<PricedVisit> {
  const ids = [sel.planId, ...sel.addonIds];
  const rows = await db.select().from(servicePlan).where(and(inArray(servicePlan.id, ids), eq(servicePlan.isEnabled, true)));
  const plan = rows.find((r) => r.id === sel.planId);
  if (!plan) throw new AppError('NOT_FOUND');
  if (plan.kind === 'addon') throw new AppError('BOOKING_ADDON_ALONE');
  const addons = sel.addonIds.map((id) => rows.find((r) => r.id === id));
  if (addons.some((a) => !a || a.kind !== 'addon')) throw new AppError('BOOKING_ADDON_INVALID');

  if (addons.length) {
    // One therapist delivers the whole visit: someone able to give the plan must give every add-on.
    const staffRows = await db.select().from(servicePlanStaff).where(inArray(servicePlanStaff.planId, ids));
    const able = (planId: number) => new Set(staffRows.filter((x) => x.planId === planId).map((x) => x.staffId));
    const common = [...able(plan.id)].filter((s) => addons.every((a) => able(a!.id).has(s)));
    if (common.length === 0) throw new AppError('BOOKING_ADDON_INVALID');
  }

  const line = (p: typeof plan): PricedLine => ({ planId: p.id, durationMin: p.durationMin, priceCents: p.priceCents, listPriceCents: p.priceCents });
  const planLine = line(plan);
  const addonLines = addons.map((a) => line(a!));
  let promotionId: number | null = null;
  if (sel.promotionId) {
    const [promo] = await db.select({ id: promotion.id, priceCents: promotion.priceCents }).from(promotion).where(and(eq(promotion.id, sel.promotionId), promotionLiveAt(now)));
    const linked = promo ? await db.select({ planId: promotionPlan.planId }).from(promotionPlan).where(eq(promotionPlan.promotionId, promo.id)) : [];
    const target = [planLine, ...addonLines].find((l) => linked.some((x) => x.planId === l.planId));
    if (!promo || !target) throw new AppError('PROMOTION_ENDED');
    target.priceCents = offerPrice(target.listPriceCents, promo.priceCents);
    promotionId = promo.id;
  }
  const all = [planLine, ...addonLines];
  return {
    plan: planLine,
    addons: addonLines,
    promotionId,
    totalCents: all.reduce((s, l) => s + l.priceCents, 0),
    durationMin: all.reduce((s, l) => s + l.durationMin, 0),
  };
}
