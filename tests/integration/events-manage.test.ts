import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, signedIn, type ApiBrowser } from '../helpers/api-browser';
import { createTestApp } from '../helpers/test-app';
import { TEST_DB_KIND } from '../helpers/test-db';
import { L } from '../helpers/localized';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: ApiBrowser;
const talk = (slug: string, over: Record<string, unknown> = {}) => ({
  slug, title: L('膝痛講座', '膝痛讲座', `Knee pain talk ${slug}`), desc: L('內容', '内容', 'What to expect.'), banner: '/images/events/tst-open-day-sep-2026.svg', seatMax: 30, feeCents: 0,
  startDate: 20301010, startTime: 1900, endDate: 20301010, endTime: 2030, openDate: 20260101, openTime: 900, closeDate: 20301009, closeTime: 2359, ...over,
});
const page = async (p: string) => (await t.request(p)).text();

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, 'admin');
});
afterAll(() => t?.close());

describe(`events in the back office on ${TEST_DB_KIND}`, () => {
  it('lists the seeded events with their clinic times and status', async () => {
    const { rows } = (await admin.call('GET', '/api/manage/events?pageSize=100')).json;
    const desk = rows.find((r: { slug: string }) => r.slug === 'desk-stretch-workshop-dec-2026');
    expect(desk).toMatchObject({ startDate: 20261212, startTime: 1430, endTime: 1600, closeDate: 20261210, closeTime: 2359, seatMax: 12, feeCents: 28000 });
  });

  it('an event added appears on /events and its page in each language; hidden or deleted, it goes; restored, it is back', async () => {
    const res = await admin.call('POST', '/api/manage/events', talk('knee-talk-2030'));
    expect(res.status, res.text).toBe(200);
    expect(res.json.event).toMatchObject({ status: 'OPEN', startDate: 20301010, startTime: 1900 });
    expect(await eventually(async () => (await page('/en/events')).includes('Knee pain talk knee-talk-2030'))).toBe(true);
    expect((await t.request('/zh-CN/events/knee-talk-2030')).status).toBe(200);
    expect(await page('/events/knee-talk-2030')).toContain('膝痛講座');
    const id = res.json.event.id;
    await admin.call('PUT', `/api/manage/events/${id}`, talk('knee-talk-2030', { isShow: false }));
    expect(await eventually(async () => (await t.request('/en/events/knee-talk-2030')).status === 404)).toBe(true);
    await admin.call('PUT', `/api/manage/events/${id}`, talk('knee-talk-2030'));
    await admin.call('DELETE', `/api/manage/events/${id}`);
    expect(await eventually(async () => !(await page('/en/events')).includes('knee-talk-2030'))).toBe(true);
    await admin.call('POST', `/api/manage/events/${id}/restore`);
    expect(await eventually(async () => (await t.request('/en/events/knee-talk-2030')).status === 200)).toBe(true);
  });

  it('refuses a taken page address (409 on the field), times out of order and bad values, naming each field, and changes nothing', async () => {
    const before = (await admin.call('GET', '/api/manage/events?pageSize=100')).json;
    const dup = await admin.call('POST', '/api/manage/events', talk('desk-stretch-workshop-dec-2026'));
    expect(dup.status).toBe(409);
    expect(dup.json.data).toMatchObject({ field: 'slug' });
    const bad = await admin.call('POST', '/api/manage/events', talk('Bad Slug!', { endTime: 1800, closeDate: 20301011, seatMax: -1, banner: 'javascript:alert(1)', placeId: 99999 }));
    expect(bad.status).toBe(400);
    expect((bad.json.data.fields as { field: string; message: string }[]).map((f) => `${f.field} ${f.message}`).sort()).toEqual([
      'banner cms:form.invalid', 'closeTime cms:event.closeBeforeEnd', 'endTime cms:event.endAfterStart', 'seatMax cms:form.invalid', 'slug cms:form.invalid',
    ]);
    const badFee = await admin.call('POST', '/api/manage/events', talk('fractional-fee', { feeCents: 1.5 }));
    expect(badFee.json.data.fields).toEqual([{ field: 'feeCents', message: 'cms:form.invalid' }]);
    const badPlace = await admin.call('POST', '/api/manage/events', talk('no-such-place', { placeId: 99999 }));
    expect(badPlace.json.data.fields).toEqual([{ field: 'placeId', message: 'cms:form.invalid' }]);
    expect((await admin.call('GET', '/api/manage/events?pageSize=100')).json).toEqual(before);
  });

  it('shows markup in a title or description as text', async () => {
    const payload = '<img src=x onerror="alert(1)">';
    const res = await admin.call('POST', '/api/manage/events', talk('xss-talk', { title: L(payload, payload, `XSS ${payload}`), desc: L(payload, payload, payload) }));
    expect(res.status).toBe(200);
    const html = await page('/en/events/xss-talk');
    expect(html).toContain('XSS &lt;img');
    expect(html).not.toContain('<img src=x onerror');
  });
});
