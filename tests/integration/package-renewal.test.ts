import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../common/constants';
import { notification, servicePlan } from '../../server/db/schema/booking';
import { deal, subscription } from '../../server/db/schema/deal';
import { signedIn, type ApiBrowser } from '../helpers/api-browser';
import { signedInMembers } from '../helpers/members';
import { createTestApp } from '../helpers/test-app';
import { TEST_DB_KIND } from '../helpers/test-db';

/**
 * Subscriptions (docs/packages.md "Subscriptions"): a plan whose package renews gets its next period
 * ordered RENEWAL_LEAD_DAYS before a paid period ends, once (even with two sweeps at once), and
 * paying it replaces the current period; the member can stop renewing (canceling an unpaid next period).
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: ApiBrowser;
let planId: number;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, 'admin');
  const plans = await db().select().from(servicePlan);
  planId = plans.find((p) => p.name.en === 'Private Pilates session')!.id;
  await db().update(servicePlan).set({ packageRenews: true }).where(eq(servicePlan.id, planId));
});
afterAll(() => t?.close());

/** A paid subscription of the member, ending in `days` days. */
async function paidSubscription(m: ApiBrowser & { memberId: string }, days: number) {
  const bought = await m.call('POST', '/api/packages', { planId, idempotencyKey: randomUUID() });
  expect(bought.status, bought.text).toBe(200);
  const dealId = bought.json.dealId as number;
  const paid = await admin.call('POST', `/api/manage/deals/${dealId}/payments`, { cents: (await db().select().from(deal).where(eq(deal.id, dealId)))[0]!.amountCents, method: 'CASH', idempotencyKey: randomUUID() });
  expect(paid.status, paid.text).toBe(200);
  const [sub] = await db().update(subscription).set({ expiresAt: new Date(Date.now() + days * DAY_MS) }).where(eq(subscription.dealId, dealId)).returning();
  expect(sub).toMatchObject({ state: 'PAID', renews: true });
  return sub!;
}
const nextPeriodOf = (id: number) => db().select().from(subscription).where(eq(subscription.renewalOf, id));

describe(`subscriptions on ${TEST_DB_KIND}`, () => {
  it('orders the next period once, within the lead time only, tells the member; paying it replaces the current one with its sessions carried', async () => {
    const [m, later] = await signedInMembers(t, 2);
    const sub = await paidSubscription(m!, 5);
    const notYet = await paidSubscription(later!, 20);

    // Two processes sweeping at once: one order.
    const counts = await Promise.all([t.services.packages.renewDue(), t.services.packages.renewDue()]);
    expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect(await t.services.packages.renewDue()).toBe(0);
    const [next] = await nextPeriodOf(sub.id);
    expect(await nextPeriodOf(sub.id)).toHaveLength(1);
    expect(next).toMatchObject({ state: 'CREATED', renews: true, memberId: m!.memberId, sessions: 10 });
    expect(await nextPeriodOf(notYet.id)).toHaveLength(0);
    const [d] = await db().select().from(deal).where(eq(deal.id, next!.dealId));
    expect(d).toMatchObject({ kind: 'PACKAGE', state: 'CREATED', amountCents: 680_000 });
    const notes = await db().select().from(notification).where(and(eq(notification.userId, m!.memberId), eq(notification.link, `/user/deals/${d!.id}`)));
    expect(notes.map((n) => n.title.en)).toEqual(['Your package renews']);

    // The member's list says it renews; buying the plan again leads to the ordered period.
    const mine = (await m!.call('GET', '/api/user/packages')).json.items as { id: number; renews: boolean; renewable: boolean; renewalOf: number | null }[];
    expect(mine.find((p) => p.id === sub.id)).toMatchObject({ renews: true, renewable: true });
    expect(mine.find((p) => p.id === next!.id)).toMatchObject({ renewalOf: sub.id });
    expect((await m!.call('POST', '/api/packages', { planId, idempotencyKey: randomUUID() })).json).toMatchObject({ dealId: d!.id, replayed: true });

    const paid = await admin.call('POST', `/api/manage/deals/${d!.id}/payments`, { cents: 680_000, method: 'FPS', idempotencyKey: randomUUID() });
    expect(paid.status, paid.text).toBe(200);
    const [old] = await db().select().from(subscription).where(eq(subscription.id, sub.id));
    const [now] = await db().select().from(subscription).where(eq(subscription.id, next!.id));
    expect(old).toMatchObject({ state: 'REPLACED', replacedBy: next!.id });
    expect(now).toMatchObject({ state: 'PAID', carried: 10 });
  });

  it('the member stops renewing: an unpaid next period is canceled, no new one is ordered; another member cannot touch it; resuming works', async () => {
    const [m, other] = await signedInMembers(t, 2);
    const sub = await paidSubscription(m!, 3);
    await t.services.packages.renewDue();
    const [next] = await nextPeriodOf(sub.id);
    expect(next!.state).toBe('CREATED');

    expect((await other!.call('POST', `/api/user/packages/${sub.id}/renewal`, { renews: false })).status).toBe(404);
    for (const bad of [{}, { renews: 'no' }]) expect((await m!.call('POST', `/api/user/packages/${sub.id}/renewal`, bad)).status).toBe(400);
    const stopped = await m!.call('POST', `/api/user/packages/${sub.id}/renewal`, { renews: false });
    expect(stopped.status, stopped.text).toBe(200);
    expect(stopped.json.items.find((p: { id: number }) => p.id === sub.id)).toMatchObject({ renews: false, renewable: true });
    const [canceled] = await db().select().from(subscription).where(eq(subscription.id, next!.id));
    expect(canceled).toMatchObject({ state: 'CANCELED', endReason: 'RENEWAL_STOPPED', renewalOf: null });
    expect((await db().select().from(deal).where(eq(deal.id, next!.dealId)))[0]!.state).toBe('CANCELED');
    expect(await t.services.packages.renewDue()).toBe(0);

    const resumed = await m!.call('POST', `/api/user/packages/${sub.id}/renewal`, { renews: true });
    expect(resumed.json.items.find((p: { id: number }) => p.id === sub.id)).toMatchObject({ renews: true });
    // Turned back on, the next period is ordered again (once).
    expect(await t.services.packages.renewDue()).toBe(1);
    expect((await nextPeriodOf(sub.id)).map((s) => s.state)).toEqual(['CREATED']);
    const anon = await t.request(`/api/user/packages/${sub.id}/renewal`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ renews: false }) });
    expect([401, 410]).toContain(anon.status);
  });

  it('the plan editor refuses renewal without a package', async () => {
    const plans = (await admin.call('GET', '/api/manage/booking-setup/service-plans')).json;
    const first = (plans.plans ?? plans.rows ?? plans).find((p: { packageSessions: number | null }) => p.packageSessions === null);
    const { id, ...rest } = first;
    const res = await admin.call('PUT', `/api/manage/booking-setup/service-plans/${id}`, { ...rest, price: rest.priceCents / 100, packagePrice: null, packageRenews: true });
    expect(res.status, res.text).toBe(400);
    expect(res.json.data.fields).toContainEqual({ field: 'packageRenews', message: 'schedule:form.renewsNeedsPackage' });
  });
});
