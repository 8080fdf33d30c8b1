import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { booking } from '../../server/db/schema/booking';
import { event } from '../../server/db/schema/content';
import { deal, subscription } from '../../server/db/schema/deal';
import type { ApiBrowser } from './api-browser';
import type { createTestApp } from './test-app';
import { TEST_DB_KIND } from './test-db';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
const H = 3_600_000;
let seq = 0;

/** An open paid event written straight into the database, at a place or nowhere. */
export async function aPaidEvent(t: TestApp, o: { feeCents?: number; placeId?: number | null; seatMax?: number } = {}) {
  const now = Date.now();
  seq += 1;
  const [e] = await t.database.db
    .insert(event)
    .values({
      slug: `money-test-${seq}-${TEST_DB_KIND}-${now.toString(36)}`, title: { 'zh-HK': `收款 ${seq}`, 'zh-CN': `收款 ${seq}`, en: `Money ${seq}` }, desc: { 'zh-HK': '', 'zh-CN': '', en: '' },
      banner: '/images/events/tst-open-day-sep-2026.svg', seatMax: o.seatMax ?? 0, feeCents: o.feeCents ?? 28_050, isShow: true, placeId: o.placeId ?? null,
      openAt: new Date(now - 24 * H), closeAt: new Date(now + 200 * H), startAt: new Date(now + 240 * H), endAt: new Date(now + 242 * H),
    })
    .returning();
  return e!;
}

/** The member registers for a paid event: the id of the deal it opens. */
export async function registerForPaidEvent(m: ApiBrowser, eventId: number): Promise<number> {
  const res = await m.call('POST', `/api/events/${eventId}/registration`);
  expect(res.status, res.text).toBe(200);
  return res.json.registration.dealId as number;
}

/** A deal for one of the seeded bookings (BOOKING: its plan, place and therapist), unpaid. */
export async function aBookingDeal(t: TestApp, amountCents: number) {
  const taken = t.database.db.select({ id: deal.bookingId }).from(deal);
  const rows = await t.database.db.select().from(booking);
  const used = new Set((await taken).map((r) => r.id));
  const b = rows.find((r) => !used.has(r.id));
  if (!b) throw new Error('no seeded booking left for a deal');
  const [d] = await t.database.db.insert(deal).values({ memberId: b.memberId, kind: 'BOOKING', bookingId: b.id, amountCents, state: 'CREATED', dealAt: new Date() }).returning();
  return { deal: d!, booking: b };
}

/** A package of a plan bought by a new unpaid PACKAGE deal (its subscription CREATED). */
export async function aPackageDeal(t: TestApp, memberId: string, planId: number, priceCents: number) {
  const [d] = await t.database.db
    .insert(deal)
    .values({ memberId, kind: 'PACKAGE', itemTitle: { 'zh-HK': '套票', 'zh-CN': '套餐', en: 'Package' }, amountCents: priceCents, state: 'CREATED', dealAt: new Date() })
    .returning();
  await t.database.db.insert(subscription).values({ memberId, planId, dealId: d!.id, state: 'CREATED', sessions: 5, priceCents, validDays: 90 });
  return d!;
}

/** A deal's row as stored. */
export async function dealRow(t: TestApp, id: number) {
  return (await t.database.db.select().from(deal).where(eq(deal.id, id)))[0]!;
}

/** A fresh idempotency key for one desk request. */
export const key = () => `k-${Math.random().toString(36).slice(2)}-${Date.now().toString(36)}`;
