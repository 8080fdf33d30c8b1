import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationLog } from '../../server/db/schema/accounts';
import { getContentVersion } from '../../server/domain/site/content-version';
import { eventually, signedIn, type ApiBrowser } from '../helpers/api-browser';
import { createTestApp } from '../helpers/test-app';
import { TEST_DB_KIND } from '../helpers/test-db';
import { L } from '../helpers/localized';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: ApiBrowser;

const entry = (en: string, over: Record<string, unknown> = {}) => ({
  type: 'PHYSIO',
  question: L(`問：${en}`, `问：${en}`, en),
  answer: L('答案。', '答案。', `Answer to ${en}.`),
  sort: 50,
  isShow: true,
  ...over,
});
/** The public FAQ page's HTML in English (the page cache follows the content version within seconds). */
const faqPage = async () => (await t.request('/en/faq')).text();
const pageHas = (text: string, present = true) => eventually(async () => (await faqPage()).includes(text) === present);

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, 'admin');
});
afterAll(() => t?.close());

describe(`FAQ in the back office: editing reaches the public page on ${TEST_DB_KIND}`, () => {
  it('lists the seeded questions by type and order, searches any language, filters by type', async () => {
    const all = (await admin.call('GET', '/api/manage/faqs?pageSize=100')).json;
    expect(all.rows.length).toBeGreaterThanOrEqual(6);
    const order = all.rows.map((r: { type: string; sort: number }) => `${r.type}:${String(r.sort).padStart(5, '0')}`);
    expect(order).toEqual([...order].sort());
    const insurance = (await admin.call('GET', '/api/manage/faqs?type=INSURANCE')).json.rows;
    expect(insurance.length).toBeGreaterThan(0);
    expect(insurance.every((r: { type: string }) => r.type === 'INSURANCE')).toBe(true);
    const byZh = (await admin.call('GET', `/api/manage/faqs?q=${encodeURIComponent('保險公司')}`)).json.rows;
    expect(byZh.map((r: { question: { en: string } }) => r.question.en)).toContain('Can I claim physiotherapy fees from my insurance?');
    expect((await admin.call('GET', '/api/manage/faqs?q=%25')).json.rows).toEqual([]);
    expect((await admin.call('GET', '/api/manage/faqs?type=DENTAL')).status).toBe(400);
  });

  it('adds, edits, hides, deletes and restores a question; the page follows each step; each step is logged with before and after', async () => {
    const v0 = await getContentVersion(t.database.db);
    const created = await admin.call('POST', '/api/manage/faqs', entry('Do you treat tennis elbow?'));
    expect(created.status, created.text).toBe(200);
    const id = created.json.faq.id as number;
    expect(await getContentVersion(t.database.db)).toBeGreaterThan(v0);
    expect(await pageHas('Do you treat tennis elbow?')).toBe(true);

    const edited = await admin.call('PUT', `/api/manage/faqs/${id}`, entry('Do you treat golfer’s elbow?', { type: 'INSURANCE' }));
    expect(edited.json.faq).toMatchObject({ type: 'INSURANCE', question: { en: 'Do you treat golfer’s elbow?' } });
    expect(await pageHas('Do you treat golfer’s elbow?')).toBe(true);
    expect(await faqPage()).not.toContain('tennis elbow');

    await admin.call('PUT', `/api/manage/faqs/${id}`, entry('Do you treat golfer’s elbow?', { type: 'INSURANCE', isShow: false }));
    expect(await pageHas('golfer’s elbow', false)).toBe(true);
    expect((await admin.call('GET', '/api/manage/faqs?state=hidden')).json.rows.map((r: { id: number }) => r.id)).toContain(id);

    await admin.call('PUT', `/api/manage/faqs/${id}`, entry('Do you treat golfer’s elbow?', { type: 'INSURANCE' }));
    expect(await pageHas('golfer’s elbow')).toBe(true);
    const deleted = await admin.call('DELETE', `/api/manage/faqs/${id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.json.faq.deletedAt).toEqual(expect.any(Number));
    expect(await pageHas('golfer’s elbow', false)).toBe(true);
    expect((await admin.call('GET', '/api/manage/faqs')).json.rows.map((r: { id: number }) => r.id)).not.toContain(id);
    expect((await admin.call('GET', '/api/manage/faqs?state=deleted')).json.rows.map((r: { id: number }) => r.id)).toContain(id);
    // A deleted question is restored before it is edited; deleting twice changes nothing.
    expect((await admin.call('PUT', `/api/manage/faqs/${id}`, entry('Sneaky edit'))).status).toBe(404);
    expect((await admin.call('DELETE', `/api/manage/faqs/${id}`)).status).toBe(200);

    const restored = await admin.call('POST', `/api/manage/faqs/${id}/restore`);
    expect(restored.json.faq).toMatchObject({ deletedAt: null, question: { en: 'Do you treat golfer’s elbow?' } });
    expect(await pageHas('golfer’s elbow')).toBe(true);

    const log = await t.database.db.select().from(operationLog).where(and(eq(operationLog.resource, 'FAQ'), eq(operationLog.resourceId, String(id)))).orderBy(desc(operationLog.id));
    expect(log.map((r) => r.action)).toEqual(['RECOVER', 'DELETE', 'UPDATE', 'UPDATE', 'UPDATE', 'CREATE']);
    const [recover, , , , firstEdit, create] = log;
    expect(create!.before).toBeNull();
    expect(create!.after).toMatchObject({ question: { en: 'Do you treat tennis elbow?' } });
    expect(firstEdit!.before).toMatchObject({ type: 'PHYSIO', question: { en: 'Do you treat tennis elbow?' } });
    expect(firstEdit!.after).toMatchObject({ type: 'INSURANCE', question: { en: 'Do you treat golfer’s elbow?' } });
    expect(recover!.before).toMatchObject({ deletedAt: expect.any(Number) });
    expect(recover!.after).toMatchObject({ deletedAt: null });
  });

  it('refuses a question missing a language, a bad type or order, naming each field, and changes nothing', async () => {
    const before = (await admin.call('GET', '/api/manage/faqs?pageSize=100')).json.rows.length;
    const v0 = await getContentVersion(t.database.db);
    const res = await admin.call('POST', '/api/manage/faqs', { ...entry('x'), type: 'DENTAL', question: L('問', '  ', 'Q'), answer: L('答', '答', 'A'.repeat(4001)), sort: 1.5 });
    expect(res.status).toBe(400);
    const fields = (res.json.data.fields as { field: string; message: string }[]).map((f) => `${f.field} ${f.message}`).sort();
    expect(fields).toEqual(['answer.en cms:form.invalid', 'question.zh-CN cms:form.required', 'sort cms:form.invalid', 'type cms:form.invalid']);
    expect((await admin.call('GET', '/api/manage/faqs?pageSize=100')).json.rows.length).toBe(before);
    expect(await getContentVersion(t.database.db)).toBe(v0);
    expect((await admin.call('PUT', '/api/manage/faqs/999999', entry('Nobody'))).status).toBe(404);
    expect((await admin.call('DELETE', '/api/manage/faqs/abc')).status).toBe(404);
  });

  it('shows markup typed into a question or answer as text, never as markup', async () => {
    const payload = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
    const res = await admin.call('POST', '/api/manage/faqs', entry(`XSS ${payload}`, { answer: L(payload, payload, `Answer ${payload}`) }));
    expect(res.status).toBe(200);
    // Stored as typed (it is text), returned as text.
    expect(res.json.faq.answer.en).toBe(`Answer ${payload}`);
    expect(await pageHas('XSS &lt;img src=x onerror=&quot;alert(1)&quot;&gt;')).toBe(true);
    const html = await faqPage();
    expect(html).not.toContain('<img src=x onerror');
    expect(html).not.toContain('<script>alert(2)');
    await admin.call('DELETE', `/api/manage/faqs/${res.json.faq.id}`);
  });
});
