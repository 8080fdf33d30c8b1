import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../common/constants';
import { servicePlan } from '../../server/db/schema/booking';
import { promotion } from '../../server/db/schema/content';
import { deal, subscription } from '../../server/db/schema/deal';
import { signedIn, type ApiBrowser } from '../helpers/api-browser';
import { signedInMembers } from '../helpers/members';
import { createTestApp } from '../helpers/test-app';
import { TEST_DB_KIND } from '../helpers/test-db';

/**
 * Promotions selling packages (docs/packages.md "Promotions"): a live promotion's package price on the
 * service page and when buying; an ended or hidden one refused; the editor's rules for the price.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: ApiBrowser;
let ids: { pilates: number; trial: number; firstPhysio: number };
const key = () => `k-${TEST_DB_KIND}-${Math.random().toString(36).slice(2)}`;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, 'admin');
  const plans = await db().select().from(servicePlan);
  const [trial] = await db().select().from(promotion).where(eq(promotion.priceCents, 48_000));
  ids = { pilates: plans.find((p) => p.name.en === 'Private Pilates session')!.id, trial: trial!.id, firstPhysio: plans.find((p) => p.name.en === 'Physiotherapy first assessment')!.id };
});
afterAll(() => t?.close());

/** The promotion as the editor saves it (the list's row less what the editor does not send). */
async function editable(id: number) {
  const row = (await admin.call('GET', '/api/manage/promotions?pageSize=100')).json.rows.find((r: { id: number }) => r.id === id);
  const { id: _i, validity: _v, deletedAt: _d, createdAt: _c, updatedAt: _u, ...input } = row;
  return input as Record<string, unknown>;
}

describe(`promotions selling packages on ${TEST_DB_KIND}`, () => {
  it('the service page sells the package at the live promotion’s price, the usual one struck through; buying charges it', async () => {
    const page = await (await t.request('/en/services/aloha-pilates')).text();
    expect(page).toContain('Private Pilates session · 10 sessions');
    expect(page).toContain(`data-testid="package-price">${formatMoney(620_000)}<`);
    expect(page).toMatch(new RegExp(`data-testid="package-usual-price">.*${formatMoney(680_000).replace('$', '\\$')}</s>`));
    expect(page).toContain('Offer: Private Pilates Trial Class');

    const [m] = await signedInMembers(t, 1);
    const bought = await m!.call('POST', '/api/packages', { planId: ids.pilates, promotionId: ids.trial, idempotencyKey: key() });
    expect(bought.status, bought.text).toBe(200);
    const [d] = await db().select().from(deal).where(eq(deal.id, bought.json.dealId));
    expect(d!.amountCents).toBe(620_000);
    const [s] = await db().select().from(subscription).where(eq(subscription.dealId, d!.id));
    expect(s).toMatchObject({ promotionId: ids.trial, priceCents: 620_000, sessions: 10, state: 'CREATED' });
  });

  it('a hidden promotion, or one that does not link the plan, is 409 PROMOTION_ENDED and sells nothing; without it the usual price', async () => {
    const [m] = await signedInMembers(t, 1);
    const wrongPlan = await m!.call('POST', '/api/packages', { planId: ids.pilates, promotionId: 999_999, idempotencyKey: key() });
    expect([wrongPlan.status, wrongPlan.json.code]).toEqual([409, 'PROMOTION_ENDED']);
    const input = await editable(ids.trial);
    const hidden = await admin.call('PUT', `/api/manage/promotions/${ids.trial}`, { ...input, isShow: false });
    expect(hidden.status, hidden.text).toBe(200);
    try {
      const before = (await db().select().from(deal)).length;
      const ended = await m!.call('POST', '/api/packages', { planId: ids.pilates, promotionId: ids.trial, idempotencyKey: key() });
      expect([ended.status, ended.json.code]).toEqual([409, 'PROMOTION_ENDED']);
      expect((await db().select().from(deal)).length).toBe(before);
      const page = await (await t.request('/en/services/aloha-pilates')).text();
      expect(page).toContain(`data-testid="package-price">${formatMoney(680_000)}<`);
      expect(page).not.toContain('package-usual-price');
      const usual = await m!.call('POST', '/api/packages', { planId: ids.pilates, idempotencyKey: key() });
      expect(usual.status, usual.text).toBe(200);
      expect((await db().select().from(deal).where(eq(deal.id, usual.json.dealId)))[0]!.amountCents).toBe(680_000);
    } finally {
      expect((await admin.call('PUT', `/api/manage/promotions/${ids.trial}`, { ...input, isShow: true })).status).toBe(200);
    }
  });

  it('the editor keeps the package price below every linked package and refuses it where no linked plan is a package', async () => {
    const input = await editable(ids.trial);
    const notBelow = await admin.call('PUT', `/api/manage/promotions/${ids.trial}`, { ...input, packagePriceCents: 680_000 });
    expect([notBelow.status, notBelow.json.data.fields]).toEqual([400, [{ field: 'packagePriceCents', message: 'cms:promotion.packageNotBelow' }]]);
    const noPackage = await admin.call('PUT', `/api/manage/promotions/${ids.trial}`, { ...input, planIds: [ids.firstPhysio], priceCents: 100, packagePriceCents: 5_000 });
    expect([noPackage.status, noPackage.json.data.fields]).toEqual([400, [{ field: 'packagePriceCents', message: 'cms:promotion.noPackage' }]]);
    for (const bad of [0, -1, 1.5, '100']) expect((await admin.call('PUT', `/api/manage/promotions/${ids.trial}`, { ...input, packagePriceCents: bad })).status, String(bad)).toBe(400);
    expect(await editable(ids.trial)).toEqual(input);
    const off = await admin.call('PUT', `/api/manage/promotions/${ids.trial}`, { ...input, packagePriceCents: null });
    expect([off.status, off.json.promotion?.packagePriceCents]).toEqual([200, null]);
    expect((await admin.call('PUT', `/api/manage/promotions/${ids.trial}`, input)).status).toBe(200);
  });
});
