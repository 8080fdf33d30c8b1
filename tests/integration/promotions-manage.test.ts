import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, toClinicDate } from '../../common/clinic-time';
import { formatMoney } from '../../common/constants';
import { operationLog } from '../../server/db/schema/accounts';
import { promotionPlan, servicePlan } from '../../server/db/schema/booking';
import { promotion } from '../../server/db/schema/content';
import { priceVisit } from '../../server/domain/booking/price-booking';
import { listPromotions } from '../../server/domain/content/list-promotions';
import { eventually, signedIn, type ApiBrowser } from '../helpers/api-browser';
import { createTestApp } from '../helpers/test-app';
import { TEST_DB_KIND } from '../helpers/test-db';
import { L } from '../helpers/localized';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: ApiBrowser;
let planOf: (en: string) => typeof servicePlan.$inferSelect;
const offer = (planIds: number[], priceCents: number, over: Record<string, unknown> = {}) => ({
  kind: 'basic',
  title: L('覆診優惠', '复诊优惠', 'Follow-up offer'),
  desc: L('限時優惠', '限时优惠', 'For a limited time.'),
  priceCents,
  image: '/images/promotions/1.svg',
  planIds,
  ...over,
});
const page = async (p: string) => (await t.request(p)).text();
/** What booking charges for the plan with the promotion now (409 PROMOTION_ENDED when it does not apply). */
const bookedPrice = (planId: number, promotionId: number) =>
  priceVisit(t.database.db, { planId, addonIds: [], promotionId }, new Date()).then(
    (p) => p.plan.priceCents,
    (e: { code?: string }) => e.code,
  );

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, 'admin');
  const plans = await t.database.db.select().from(servicePlan);
  planOf = (en) => plans.find((p) => p.name.en === en)!;
});
afterAll(() => t?.close());

describe(`promotions in the back office on ${TEST_DB_KIND}`, () => {
  it('lists the seeded offers with their linked plans and valid dates', async () => {
    const { rows } = (await admin.call('GET', '/api/manage/promotions?pageSize=100')).json;
    expect(rows).toHaveLength(5);
    const christmas = rows.find((r: { title: { en: string } }) => r.title.en === 'Christmas Relief Therapy Offer');
    expect(christmas).toMatchObject({ showFrom: 20261201, hideFrom: 20270105, planIds: [planOf('Aloha relief treatment (90 minutes)').id] });
    const seeded = await t.database.db.select().from(promotionPlan);
    expect(seeded).toHaveLength(5);
  });

  it('a promotion added shows on the home page and booking charges its price for a linked plan; deleted, booking is back to the usual price; restored, it applies again', async () => {
    const plan = planOf('Physiotherapy follow-up');
    const price = plan.priceCents - 10000;
    const res = await admin.call(
      'POST',
      '/api/manage/promotions',
      offer([plan.id], price, { isTop: true, title: L('覆診優惠甲', '复诊优惠甲', 'Follow-up offer A') }),
    );
    expect(res.status, res.text).toBe(200);
    const id = res.json.promotion.id as number;
    expect(res.json.promotion).toMatchObject({ planIds: [plan.id], validity: 'live', isTop: true, showFrom: null, hideFrom: null });
    expect(await eventually(async () => (await page('/en')).includes('Follow-up offer A'))).toBe(true);
    expect(await page('/en')).toContain(formatMoney(price));
    expect(await page('/')).toContain('覆診優惠甲');
    // Top first on the site.
    expect((await listPromotions(t.database.db))[0]!.id).toBe(id);
    expect(await bookedPrice(plan.id, id)).toBe(price);
    // Switched off: neither shown nor priced.
    const body = offer([plan.id], price, { isTop: true, title: L('覆診優惠甲', '复诊优惠甲', 'Follow-up offer A') });
    expect((await admin.call('PUT', `/api/manage/promotions/${id}`, { ...body, isShow: false })).status).toBe(200);
    expect(await bookedPrice(plan.id, id)).toBe('PROMOTION_ENDED');
    expect(await eventually(async () => !(await page('/en')).includes('Follow-up offer A'))).toBe(true);
    expect((await admin.call('PUT', `/api/manage/promotions/${id}`, body)).status).toBe(200);

    expect((await admin.call('DELETE', `/api/manage/promotions/${id}`)).status).toBe(200);
    expect(await eventually(async () => !(await page('/en')).includes('Follow-up offer A'))).toBe(true);
    expect(await bookedPrice(plan.id, id)).toBe('PROMOTION_ENDED');
    expect(await priceVisit(t.database.db, { planId: plan.id, addonIds: [] }, new Date()).then((p) => p.plan.priceCents)).toBe(plan.priceCents);
    const deleted = (await admin.call('GET', '/api/manage/promotions?state=deleted')).json.rows;
    expect(deleted.map((r: { id: number }) => r.id)).toEqual([id]);
    expect((await admin.call('PUT', `/api/manage/promotions/${id}`, offer([plan.id], price))).status).toBe(404);

    expect((await admin.call('POST', `/api/manage/promotions/${id}/restore`)).status).toBe(200);
    expect(await eventually(async () => (await page('/en')).includes('Follow-up offer A'))).toBe(true);
    expect(await bookedPrice(plan.id, id)).toBe(price);

    const log = await t.database.db
      .select()
      .from(operationLog)
      .where(and(eq(operationLog.resource, 'PROMOTION'), eq(operationLog.resourceId, String(id))));
    expect(log.map((l) => l.action).sort()).toEqual(['CREATE', 'DELETE', 'RECOVER', 'UPDATE', 'UPDATE']);
    expect(log.find((l) => l.action === 'CREATE')!.after).toMatchObject({ planIds: [plan.id], priceCents: price });
    await admin.call('DELETE', `/api/manage/promotions/${id}`);
  });

  it('a promotion shown from a future date is scheduled: not on the site, not priced, until its day', async () => {
    const plan = planOf('Physiotherapy follow-up');
    const tomorrow = addDays(toClinicDate(new Date()), 1);
    const res = await admin.call(
      'POST',
      '/api/manage/promotions',
      offer([plan.id], plan.priceCents - 5000, { title: L('明日優惠', '明日优惠', 'Tomorrow offer'), showFrom: tomorrow, hideFrom: addDays(tomorrow, 7) }),
    );
    expect(res.status, res.text).toBe(200);
    const id = res.json.promotion.id as number;
    expect(res.json.promotion).toMatchObject({ validity: 'scheduled', showFrom: tomorrow, hideFrom: addDays(tomorrow, 7) });
    expect((await admin.call('GET', '/api/manage/promotions?state=scheduled')).json.rows.map((r: { id: number }) => r.id)).toContain(id);
    expect(await page('/en')).not.toContain('Tomorrow offer');
    expect(await bookedPrice(plan.id, id)).toBe('PROMOTION_ENDED');
    const [row] = await t.database.db.select().from(promotion).where(eq(promotion.id, id));
    // 00:00 clinic time (UTC+8) of the show date.
    expect(toClinicDate(row!.showAt!)).toBe(tomorrow);
    expect(row!.showAt!.getUTCHours()).toBe(16);
    await admin.call('DELETE', `/api/manage/promotions/${id}`);
  });

  it('refuses an offer not below a linked plan, a plan of the other kind, hide before show and a bad image, naming each field, and changes nothing', async () => {
    const before = (await admin.call('GET', '/api/manage/promotions?pageSize=100')).json;
    const plan = planOf('Physiotherapy follow-up');
    const notBelow = await admin.call('POST', '/api/manage/promotions', offer([plan.id], plan.priceCents));
    expect(notBelow.status).toBe(400);
    expect(notBelow.json.data.fields).toEqual([{ field: 'planIds', message: 'cms:promotion.priceNotBelow' }]);
    const otherKind = await admin.call('POST', '/api/manage/promotions', offer([planOf('Shockwave therapy (add-on)').id], 100));
    expect(otherKind.json.data.fields).toEqual([{ field: 'planIds', message: 'cms:promotion.planKind' }]);
    const missing = await admin.call('POST', '/api/manage/promotions', offer([999999], 100, { serviceId: 999999 }));
    expect(missing.json.data.fields).toEqual([
      { field: 'serviceId', message: 'cms:form.invalid' },
      { field: 'planIds', message: 'cms:form.invalid' },
    ]);
    const bad = await admin.call('POST', '/api/manage/promotions', offer([], -1, { showFrom: 20301010, hideFrom: 20301001, image: 'javascript:alert(1)' }));
    expect(bad.status).toBe(400);
    expect((bad.json.data.fields as { field: string; message: string }[]).map((f) => `${f.field} ${f.message}`).sort()).toEqual([
      'hideFrom cms:promotion.hideAfterShow',
      'image cms:form.invalid',
      'planIds cms:promotion.planRequired',
      'priceCents cms:form.invalid',
    ]);
    expect((await admin.call('GET', '/api/manage/promotions?pageSize=100')).json).toEqual(before);
  });

  it('shows markup in a title or description as text', async () => {
    const plan = planOf('Physiotherapy follow-up');
    const payload = '<img src=x onerror="alert(1)">';
    const res = await admin.call(
      'POST',
      '/api/manage/promotions',
      offer([plan.id], plan.priceCents - 100, { title: L(payload, payload, `XSS ${payload}`), desc: L(payload, payload, payload) }),
    );
    expect(res.status).toBe(200);
    expect(await eventually(async () => (await page('/en')).includes('XSS &lt;img'))).toBe(true);
    expect(await page('/en')).not.toContain('<img src=x onerror');
    await admin.call('DELETE', `/api/manage/promotions/${res.json.promotion.id}`);
  });
});
