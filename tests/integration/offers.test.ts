import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, toClinicDate } from '../../common/clinic-time';
import { formatMoney } from '../../common/constants';
import { booking, bookingAddon, promotionPlan, servicePlan } from '../../server/db/schema/booking';
import { place, promotion, service } from '../../server/db/schema/content';
import { listPromotions } from '../../server/domain/content/list-promotions';
import { apiBrowser, type ApiBrowser } from '../helpers/api-browser';
import { signedInMembers } from '../helpers/members';
import { createTestApp } from '../helpers/test-app';
import { TEST_DB_KIND } from '../helpers/test-db';

let t: Awaited<ReturnType<typeof createTestApp>>;
let central: number;
let planOf: (en: string) => typeof servicePlan.$inferSelect;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  central = (await db.select().from(place).where(eq(place.code, 'central')))[0]!.id;
  const plans = await db.select().from(servicePlan);
  planOf = (en) => plans.find((p) => p.name.en === en)!;
});
afterAll(() => t?.close());

const from = () => addDays(toClinicDate(new Date()), 1);
/** A free start for the plan (and add-ons) at Central, the `skip`-th free day. */
async function freeSlot(b: ApiBrowser, planId: number, addonIds: number[] = [], skip = 0) {
  const qs = new URLSearchParams({ planId: String(planId), placeId: String(central), addonIds: addonIds.join(','), from: String(from()), to: String(addDays(from(), 34)) });
  const res = await b.call('GET', `/api/booking/availability?${qs}`);
  expect(res.status).toBe(200);
  const day = (res.json.dates as { date: number; times: number[] }[]).filter((d) => d.times.length)[skip]!;
  return { date: day.date, start: day.times[0]!, durationMin: res.json.durationMin as number };
}

describe(`every price the site shows is the price booking charges on ${TEST_DB_KIND}`, () => {
  it('books each offer on the home page at the price the home page shows, and stores the offer with the booking', async () => {
    const home = await t.request('/en');
    const html = await home.text();
    const options = (await apiBrowser(t).call('GET', '/api/booking/options?lng=en')).json;
    const offers = await listPromotions(t.database.db);
    expect(offers.length).toBeGreaterThanOrEqual(3);
    const members = await signedInMembers(t, offers.length);
    for (const [i, offer] of offers.entries()) {
      // The card shows the offer's price (and a struck usual price only when there is one).
      expect(html).toContain(formatMoney(offer.offerCents));
      const m = members[i]!;
      const isAddon = offer.kind === 'addon';
      const addonId = isAddon ? offer.planIds[0]! : undefined;
      const basic = isAddon
        ? (options.plans as { id: number; kind: string; addonIds: number[] }[]).find((p) => p.kind === 'basic' && p.addonIds.includes(addonId!))!
        : { id: offer.planIds[0]! };
      const slot = await freeSlot(m, basic.id, addonId ? [addonId] : [], i);
      const res = await m.call('POST', '/api/booking', { planId: basic.id, addonIds: addonId ? [addonId] : [], promotionId: offer.id, placeId: central, date: slot.date, start: slot.start });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      const [row] = await t.database.db.select().from(booking).where(eq(booking.id, res.json.booking.id));
      expect(row!.promotionId).toBe(offer.id);
      if (isAddon) {
        const [line] = await t.database.db.select().from(bookingAddon).where(eq(bookingAddon.bookingId, row!.id));
        expect(line!.priceCents).toBe(offer.offerCents);
        expect(row!.totalAmtCents).toBe(row!.planPriceCents! + offer.offerCents);
      } else {
        expect(row!.planPriceCents).toBe(offer.offerCents);
        expect(row!.totalAmtCents).toBe(offer.offerCents);
      }
      // The member sees the same: the offer and the price on their booking.
      expect(res.json.booking.promotion).toEqual({ id: offer.id, title: offer.title['zh-HK'] });
    }
  });

  it('never shows an offer booking cannot honour: unlinked, linked to a disabled plan, or outside its dates', async () => {
    const db = t.database.db;
    const plan = planOf('Physiotherapy follow-up');
    const [p] = await db
      .insert(promotion)
      .values({ kind: 'basic', title: { 'zh-HK': '測試', 'zh-CN': '测试', en: 'Test offer' }, desc: { 'zh-HK': '', 'zh-CN': '', en: '' }, priceCents: 50000, image: '/x.svg', showAt: new Date('2030-01-01T00:00:00+08:00'), hideAt: new Date('2030-02-01T00:00:00+08:00') })
      .returning();
    const ids = async (at: Date) => (await listPromotions(db, at)).map((x) => x.id);
    const inside = new Date('2030-01-15T12:00:00+08:00');
    expect(await ids(inside)).not.toContain(p!.id); // no plan linked: no price to honour
    await db.insert(promotionPlan).values({ promotionId: p!.id, planId: plan.id });
    expect(await ids(new Date('2029-12-31T23:59:00+08:00'))).not.toContain(p!.id);
    expect(await ids(inside)).toContain(p!.id);
    expect(await ids(new Date('2030-02-01T00:00:00+08:00'))).not.toContain(p!.id);
    const shown = (await listPromotions(db, inside)).find((x) => x.id === p!.id)!;
    expect(shown.offerCents).toBe(50000);
    expect(shown.listCents).toBe(plan.priceCents); // the struck price is the plan's own, not a number typed on the offer
    await db.update(servicePlan).set({ isEnabled: false }).where(eq(servicePlan.id, plan.id));
    expect(await ids(inside)).not.toContain(p!.id);
    await db.update(servicePlan).set({ isEnabled: true }).where(eq(servicePlan.id, plan.id));
    await db.delete(promotion).where(eq(promotion.id, p!.id));
  });

  it('refuses an offer that has ended or does not apply (409 PROMOTION_ENDED), and books nothing', async () => {
    const db = t.database.db;
    const [m] = await signedInMembers(t, 1);
    const [offer] = await listPromotions(db);
    const other = planOf('Aloha relief treatment');
    const slot = await freeSlot(m!, other.id, [], 3);
    const wrongPlan = await m!.call('POST', '/api/booking', { planId: other.id, promotionId: offer!.id, placeId: central, date: slot.date, start: slot.start });
    expect(wrongPlan.status).toBe(409);
    expect(wrongPlan.json.code).toBe('PROMOTION_ENDED');
    await db.update(promotion).set({ hideAt: new Date(Date.now() - 1000) }).where(eq(promotion.id, offer!.id));
    const ended = await m!.call('POST', '/api/booking', { planId: offer!.planIds[0], promotionId: offer!.id, placeId: central, date: slot.date, start: slot.start });
    expect(ended.status).toBe(409);
    expect(ended.json.code).toBe('PROMOTION_ENDED');
    await db.update(promotion).set({ hideAt: null }).where(eq(promotion.id, offer!.id));
    expect(await db.select().from(booking).where(eq(booking.memberId, m!.memberId))).toHaveLength(0);
  });
});

describe(`add-ons go with a treatment on ${TEST_DB_KIND}`, () => {
  it('refuses an add-on booked alone, and never offers one as a plan of its own', async () => {
    const [m] = await signedInMembers(t, 1);
    const shock = planOf('Shockwave therapy (add-on)');
    const res = await m!.call('POST', '/api/booking', { planId: shock.id, placeId: central, date: addDays(from(), 2), start: 1000 });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe('BOOKING_ADDON_ALONE');
    const options = (await apiBrowser(t).call('GET', '/api/booking/options?lng=en')).json;
    const physio = options.plans.find((p: { id: number }) => p.id === planOf('Physiotherapy first assessment').id);
    expect(physio.addonIds).toContain(shock.id);
    expect(options.plans.filter((p: { kind: string; addonIds: number[] }) => p.kind === 'addon').every((p: { addonIds: number[] }) => p.addonIds.length === 0)).toBe(true);
  });

  it('books a plan with an add-on as one longer visit at the sum of both prices', async () => {
    const [m] = await signedInMembers(t, 1);
    const physio = planOf('Physiotherapy first assessment');
    const shock = planOf('Shockwave therapy (add-on)');
    const slot = await freeSlot(m!, physio.id, [shock.id], 5);
    expect(slot.durationMin).toBe(physio.durationMin + shock.durationMin);
    const res = await m!.call('POST', '/api/booking', { planId: physio.id, addonIds: [shock.id], placeId: central, date: slot.date, start: slot.start });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const b = res.json.booking;
    expect(b.durationMin).toBe(90);
    expect(b.totalAmtCents).toBe(physio.priceCents + shock.priceCents);
    expect(b.addons).toEqual([{ id: shock.id, name: shock.name['zh-HK'], durationMin: shock.durationMin, priceCents: shock.priceCents }]);
  });

  it('refuses an add-on no therapist of the plan delivers', async () => {
    const [m] = await signedInMembers(t, 1);
    const pilates = planOf('Private Pilates session');
    const shock = planOf('Shockwave therapy (add-on)');
    const res = await m!.call('POST', '/api/booking', { planId: pilates.id, addonIds: [shock.id], placeId: central, date: addDays(from(), 2), start: 1000 });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe('BOOKING_ADDON_INVALID');
  });
});

describe(`each service page sells something booking can deliver on ${TEST_DB_KIND}`, () => {
  it('books plans, lists event dates or takes a request; a page that says Book now leads to plans of its own', async () => {
    const db = t.database.db;
    const services = await db.select().from(service);
    const options = (await apiBrowser(t).call('GET', '/api/booking/options?lng=en')).json;
    const modes: Record<string, string> = {};
    for (const s of services) {
      const html = await (await t.request(`/en/services/${s.slug}`)).text();
      const mode = /data-testid="service-book" data-mode="(\w+)"/.exec(html)?.[1] ?? /data-mode="(\w+)"[^>]*data-testid="service-book"/.exec(html)?.[1];
      expect(mode, s.slug).toBeTruthy();
      modes[s.slug] = mode!;
      if (mode === 'book') {
        const own = options.plans.filter((p: { serviceId: number; kind: string }) => p.serviceId === s.id && p.kind === 'basic');
        expect(own.length, s.slug).toBeGreaterThan(0);
        expect(html).toContain(`/en/booking?service=${s.slug}`);
        // Each plan on the page carries booking's name and price.
        for (const p of own) expect(html).toContain(formatMoney(p.priceCents));
      }
    }
    expect(modes).toMatchObject({
      physiotherapy: 'book',
      'customized-orthopedic-insoles': 'book',
      'moti-ai-3d-posture-analyzer': 'book',
      'on-site-physical-therapy': 'request',
      'aloha-stretching-workshop': 'events',
    });
  });
});
