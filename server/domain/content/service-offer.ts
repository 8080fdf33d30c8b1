import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { servicePlan } from '../../db/schema/booking';
import { event } from '../../db/schema/content';
import { listPromotions, onlineBookablePlanIds, packagePromotion } from './list-promotions';
import { packageOf } from '../../../common/package-rules';

/**
 * How a service page sells (issue 9 §1): `book` when members can book one of its basic plans
 * online (the page lists them with the names and prices booking uses, and the package each is
 * also sold as); `events` when it is sold
 * through upcoming events (a workshop); otherwise `request` — the member sends the clinic a
 * request (an on-site visit with an address), never a "Book now" into a flow that cannot sell it.
 */
export async function getServiceOffer(db: Db, serviceId: number, now = new Date()) {
  const plans = await db
    .select()
    .from(servicePlan)
    .where(and(eq(servicePlan.serviceId, serviceId), eq(servicePlan.isEnabled, true)))
    .orderBy(asc(servicePlan.sort), asc(servicePlan.id));
  const offers = await listPromotions(db, now);
  // Bookable online by the booking options rule: a room at a bookable place and an online therapist.
  const bookable = await onlineBookablePlanIds(db, plans.map((p) => p.id), now);
  const events = await db
    .select({ slug: event.slug, title: event.title, startAt: event.startAt, endAt: event.endAt })
    .from(event)
    .where(and(eq(event.serviceId, serviceId), eq(event.isShow, true), gt(event.endAt, now)))
    .orderBy(asc(event.startAt));
  const basic = plans.filter((p) => p.kind === 'basic' && bookable.has(p.id));
  const addons = plans.filter((p) => p.kind === 'addon' && bookable.has(p.id));
  const mode: 'book' | 'events' | 'request' = basic.length ? 'book' : events.length ? 'events' : 'request';
  return {
    mode,
    // A basic plan sold as a package too says so (sessions, price, validity: docs/packages.md), and
    // the price a live promotion sells that package at, when lower.
    plans: basic.map((p) => {
      const own = packageOf(p);
      return { id: p.id, name: p.name, durationMin: p.durationMin, priceCents: p.priceCents, package: own, packagePromotion: packagePromotion(offers, p.id, own) };
    }),
    addons: addons.map((p) => ({ id: p.id, name: p.name, durationMin: p.durationMin, priceCents: p.priceCents })),
    offers: offers.filter((o) => o.planIds.some((id) => basic.some((p) => p.id === id) || addons.some((p) => p.id === id))).map((o) => ({ id: o.id, title: o.title, offerCents: o.offerCents, kind: o.kind })),
    events,
  };
}
