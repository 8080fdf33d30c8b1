import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { promotionPlan, room, servicePlan, servicePlanRoom, servicePlanStaff } from '../../db/schema/booking';
import { place, promotion, staff } from '../../db/schema/content';
import type { PackageOffer, PackagePromotion } from '../../../common/package-rules';
import { offerPrice } from '../booking/price-booking';
import { promotionLiveAt, visibleAt } from './visible';

export type Promotion = typeof promotion.$inferSelect;

/** A promotion as the site shows it: only with the plans booking sells it on, at the price booking charges. */
export interface Offer extends Promotion {
  /** The linked plans members can book online now (enabled, with a room at a bookable place and an online therapist). */
  planIds: number[];
  /** The lowest price the offer gives one of them, and that plan's own price (the strike-through; null when equal). */
  offerCents: number;
  listCents: number | null;
}

/**
 * Promotions live at `now` (auto-show/auto-hide applied, deleted ones never), top ones first, that booking can honour: a promotion is
 * listed only with at least one linked plan members can book online, and its price is computed
 * by the same rule booking charges with (price-booking.ts) — so the site cannot advertise a
 * price or a saving that booking does not give.
 */
export async function listPromotions(db: Db, now = new Date()): Promise<Offer[]> {
  const promos = await db.select().from(promotion).where(promotionLiveAt(now)).orderBy(desc(promotion.isTop), asc(promotion.kind), asc(promotion.sort), asc(promotion.id));
  if (!promos.length) return [];
  const links = await db
    .select({ promotionId: promotionPlan.promotionId, planId: servicePlan.id, kind: servicePlan.kind, priceCents: servicePlan.priceCents })
    .from(promotionPlan)
    .innerJoin(servicePlan, and(eq(servicePlan.id, promotionPlan.planId), eq(servicePlan.isEnabled, true)))
    .where(inArray(promotionPlan.promotionId, promos.map((p) => p.id)));
  const bookable = await onlineBookablePlanIds(db, [...new Set(links.map((l) => l.planId))], now);
  return promos.flatMap((p) => {
    const plans = links.filter((l) => l.promotionId === p.id && l.kind === p.kind && bookable.has(l.planId));
    if (!plans.length) return [];
    const best = plans.reduce((a, b) => (offerPrice(b.priceCents, p.priceCents) < offerPrice(a.priceCents, p.priceCents) ? b : a));
    const offerCents = offerPrice(best.priceCents, p.priceCents);
    return [{ ...p, planIds: plans.map((x) => x.planId), offerCents, listCents: best.priceCents > offerCents ? best.priceCents : null }];
  });
}

/**
 * The lowest package price a live promotion (of `offers`, from listPromotions) gives a plan sold as a
 * package, when below the plan's own package price: what the service page shows and buying charges.
 */
export function packagePromotion(offers: Offer[], planId: number, own: PackageOffer | null): PackagePromotion | null {
  if (!own) return null;
  let best: PackagePromotion | null = null;
  for (const o of offers) {
    if (o.packagePriceCents === null || o.packagePriceCents >= own.priceCents || !o.planIds.includes(planId)) continue;
    if (!best || o.packagePriceCents < best.priceCents) best = { promotionId: o.id, title: o.title, priceCents: o.packagePriceCents };
  }
  return best;
}

/** Of `planIds`, those a member can book online: a room at a bookable visible place and an online therapist. */
export async function onlineBookablePlanIds(db: Db, planIds: number[], now: Date): Promise<Set<number>> {
  if (!planIds.length) return new Set();
  const withRoom = await db
    .selectDistinct({ planId: servicePlanRoom.planId })
    .from(servicePlanRoom)
    .innerJoin(room, and(eq(room.id, servicePlanRoom.roomId), eq(room.isEnabled, true)))
    .innerJoin(place, and(eq(place.id, room.placeId), eq(place.isBookable, true), visibleAt(place, now)))
    .where(inArray(servicePlanRoom.planId, planIds));
  const withTherapist = await db
    .selectDistinct({ planId: servicePlanStaff.planId })
    .from(servicePlanStaff)
    .innerJoin(staff, and(eq(staff.id, servicePlanStaff.staffId), eq(staff.isTherapist, true), sql`(${staff.bookCfg}->>'isEnable')::boolean`, visibleAt(staff, now)))
    .where(inArray(servicePlanStaff.planId, planIds));
  const t = new Set(withTherapist.map((r) => r.planId));
  return new Set(withRoom.map((r) => r.planId).filter((id) => t.has(id)));
}
