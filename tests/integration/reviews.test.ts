import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationLog } from '../../server/db/schema/accounts';
import { eventually, signedIn, type ApiBrowser } from '../helpers/api-browser';
import { createTestApp } from '../helpers/test-app';
import { TEST_DB_KIND } from '../helpers/test-db';
import { L } from '../helpers/localized';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: ApiBrowser;

const review = (en: string, over: Record<string, unknown> = {}) => ({ author: L('何小姐', '何小姐', 'Ms. Ho'), content: L(`好：${en}`, `好：${en}`, en), rating: 4, source: 'GOOGLE', ...over });
/** The English home page (its #reviews section; the page cache follows the content version within seconds). */
const home = async () => (await t.request('/en')).text();
const homeHas = (text: string, present = true) => eventually(async () => (await home()).includes(text) === present);

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, 'admin');
});
afterAll(() => t?.close());

describe(`client reviews: moderation on ${TEST_DB_KIND}`, () => {
  it('lists the seeded reviews as shown; a new review waits, unseen, and comes first in the list', async () => {
    const seeded = (await admin.call('GET', '/api/manage/reviews?state=SHOWN&pageSize=100')).json.rows;
    expect(seeded.length).toBeGreaterThanOrEqual(5);
    const created = await admin.call('POST', '/api/manage/reviews', review('Quick and kind treatment for my ankle.', { status: undefined }));
    expect(created.status, created.text).toBe(200);
    expect(created.json.review).toMatchObject({ status: 'PENDING', source: 'GOOGLE', reply: L('', '', '') });
    expect((await admin.call('GET', '/api/manage/reviews')).json.rows[0].id).toBe(created.json.review.id);
    expect((await admin.call('GET', '/api/manage/reviews?state=PENDING')).json.rows.map((r: { id: number }) => r.id)).toEqual([created.json.review.id]);
    expect(await home()).not.toContain('Quick and kind treatment');
  });

  it('shown with a reply, the home page shows both; hidden, neither; every step logged with before and after', async () => {
    const { review: r } = (await admin.call('POST', '/api/manage/reviews', review('The Pilates class fixed my back.', { status: 'PENDING' }))).json;
    const shown = await admin.call('PUT', `/api/manage/reviews/${r.id}`, review('The Pilates class fixed my back.', { status: 'SHOWN', reply: L('多謝支持！', '多谢支持！', 'Thank you, Ms. Ho!') }));
    expect(shown.status, shown.text).toBe(200);
    expect(await homeHas('The Pilates class fixed my back.')).toBe(true);
    expect(await home()).toContain('Thank you, Ms. Ho!');
    await admin.call('PUT', `/api/manage/reviews/${r.id}`, review('The Pilates class fixed my back.', { status: 'HIDDEN' }));
    expect(await homeHas('The Pilates class fixed my back.', false)).toBe(true);
    const log = await t.database.db.select().from(operationLog).where(and(eq(operationLog.resource, 'REVIEW'), eq(operationLog.resourceId, String(r.id)))).orderBy(desc(operationLog.id));
    expect(log.map((x) => x.action)).toEqual(['UPDATE', 'UPDATE', 'CREATE']);
    expect(log[1]!.before).toMatchObject({ status: 'PENDING' });
    expect(log[1]!.after).toMatchObject({ status: 'SHOWN', reply: { en: 'Thank you, Ms. Ho!' } });
  });

  it('refuses a reply in only some languages, a rating out of range and an unknown service, naming each field, and changes nothing', async () => {
    const before = (await admin.call('GET', '/api/manage/reviews?pageSize=100')).json;
    const res = await admin.call('POST', '/api/manage/reviews', review('x', { rating: 6, reply: L('多謝', '', ''), serviceId: 123456 }));
    expect(res.status).toBe(400);
    const fields = (res.json.data.fields as { field: string; message: string }[]).map((f) => `${f.field} ${f.message}`).sort();
    // Every field at once: the half reply too (the unknown service is checked once the form is valid).
    expect(fields).toEqual(['rating cms:form.invalid', 'reply.en cms:review.replyAllLanguages', 'reply.zh-CN cms:review.replyAllLanguages']);
    const halfReply = await admin.call('POST', '/api/manage/reviews', review('x', { reply: L('多謝', '', '') }));
    expect((halfReply.json.data.fields as { field: string; message: string }[]).map((f) => `${f.field} ${f.message}`).sort()).toEqual(['reply.en cms:review.replyAllLanguages', 'reply.zh-CN cms:review.replyAllLanguages']);
    const badService = await admin.call('POST', '/api/manage/reviews', review('x', { serviceId: 123456 }));
    expect(badService.status).toBe(400);
    expect(badService.json.data.fields).toEqual([{ field: 'serviceId', message: 'cms:form.invalid' }]);
    expect((await admin.call('GET', '/api/manage/reviews?pageSize=100')).json).toEqual(before);
  });

  it('deleted, a review leaves the home page and the list, and comes back when restored', async () => {
    const { review: r } = (await admin.call('POST', '/api/manage/reviews', review('Great insoles, no more heel pain.', { status: 'SHOWN' }))).json;
    expect(await homeHas('Great insoles, no more heel pain.')).toBe(true);
    expect((await admin.call('DELETE', `/api/manage/reviews/${r.id}`)).status).toBe(200);
    expect(await homeHas('Great insoles, no more heel pain.', false)).toBe(true);
    expect((await admin.call('GET', '/api/manage/reviews?state=deleted')).json.rows.map((x: { id: number }) => x.id)).toContain(r.id);
    expect((await admin.call('POST', `/api/manage/reviews/${r.id}/restore`)).json.review).toMatchObject({ deletedAt: null, status: 'SHOWN' });
    expect(await homeHas('Great insoles, no more heel pain.')).toBe(true);
  });

  it('shows markup in a name, review or reply as text', async () => {
    const payload = '<img src=x onerror="alert(1)">';
    const res = await admin.call('POST', '/api/manage/reviews', review(`Review ${payload}`, { status: 'SHOWN', author: L(payload, payload, `Ms ${payload}`), reply: L(payload, payload, `Reply ${payload}`) }));
    expect(res.status).toBe(200);
    expect(await homeHas('Review &lt;img src=x onerror=&quot;alert(1)&quot;&gt;')).toBe(true);
    const html = await home();
    expect(html).toContain('Reply &lt;img');
    expect(html).not.toContain('<img src=x onerror');
    await admin.call('DELETE', `/api/manage/reviews/${res.json.review.id}`);
  });
});
