import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationLog } from '../../server/db/schema/accounts';
import { apiBrowser, eventually, signedIn, type ApiBrowser } from '../helpers/api-browser';
import { createTestApp } from '../helpers/test-app';
import { signedInStaff } from '../helpers/staff';
import { TEST_DB_KIND } from '../helpers/test-db';
import { L } from '../helpers/localized';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: ApiBrowser;
let viewer: ApiBrowser;
let outsider: ApiBrowser;
let member: ApiBrowser;
const LNGS = [['', 'zh-HK'], ['/zh-CN', 'zh-CN'], ['/en', 'en']] as const;
const profile = (slug: string, over: Record<string, unknown> = {}) => ({
  slug, name: L('測試員', '测试员', `Tester ${slug}`), title: L('治療師', '治疗师', 'Therapist'), bio: L('簡介', '简介', 'About me.'),
  qualifications: [L('學位', '学位', 'A degree')], photo: '/images/share.png', sort: 50, isShow: true, ...over,
});
type Row = Record<string, unknown> & { id: number; slug: string };
const page = async (p: string) => (await t.request(p)).text();
const team = async () => (await admin.call('GET', '/api/manage/staff')).json.staff as Row[];
const servicePages = async () => (await admin.call('GET', '/api/manage/services')).json.services as Row[];
const pageInput = (s: Row, over: Record<string, unknown> = {}) => ({ name: s.name, summary: s.summary, content: s.content, highlights: s.highlights, image: s.image, sort: s.sort, isShow: s.isShow, ...over });
const lastLog = async (resource: string, id: number) =>
  (await t.database.db.select().from(operationLog).where(and(eq(operationLog.resource, resource), eq(operationLog.resourceId, String(id)))).orderBy(desc(operationLog.id)).limit(1))[0]!;

beforeAll(async () => {
  t = await createTestApp();
  // The demo staff role reads STAFF and SERVICE_PLAN (VIEW) without editing them.
  [admin, viewer, member] = await Promise.all([signedIn(t, 'admin'), signedIn(t, 'staff'), signedIn(t, 'member')]);
  outsider = await signedInStaff(t, ['FAQ_VIEW']);
});
afterAll(() => t?.close());

describe(`team profiles and service pages in the back office on ${TEST_DB_KIND}`, () => {
  it('every route: anonymous 401, a member 403, staff without the permission 403, VIEW reads only, the administrator all', async () => {
    const [first] = await team();
    const [svc] = await servicePages();
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/manage/staff'],
      ['POST', '/api/manage/staff', profile('perm-new')],
      ['PUT', `/api/manage/staff/${first!.id}`, profile(first!.slug, { name: first!.name, title: first!.title, bio: first!.bio, qualifications: first!.qualifications, photo: first!.photo, sort: first!.sort })],
      ['GET', '/api/manage/services'],
      ['PUT', `/api/manage/services/${svc!.id}`, pageInput(svc!)],
    ];
    expect(t.routes.filter((r) => /^\/api\/manage\/(staff|services)(\/\{id\})?$/.test(r.path)).map((r) => `${r.method.toUpperCase()} ${r.path}`).sort()).toEqual(
      ['GET /api/manage/services', 'GET /api/manage/staff', 'POST /api/manage/staff', 'PUT /api/manage/services/{id}', 'PUT /api/manage/staff/{id}'],
    );
    const [teamBefore, servicesBefore] = [await team(), await servicePages()];
    for (const [method, path, body] of calls) {
      expect((await apiBrowser(t).call(method, path, body)).status, `anonymous ${method} ${path}`).toBe(401);
      expect((await member.call(method, path, body)).status, `member ${method} ${path}`).toBe(403);
      expect((await outsider.call(method, path, body)).status, `FAQ_VIEW ${method} ${path}`).toBe(403);
      expect((await viewer.call(method, path, body)).status, `VIEW ${method} ${path}`).toBe(method === 'GET' ? 200 : 403);
    }
    expect(await team()).toEqual(teamBefore);
    expect(await servicePages()).toEqual(servicesBefore);
    for (const [method, path, body] of calls) {
      const res = await admin.call(method, path, body);
      expect(res.status, `admin ${method} ${path} ${res.text}`).toBe(200);
    }
  });

  // The site has one team page (/team, each profile at /team#<slug>); there is no page per member.
  it('a team member added appears on /team in each language with bio and qualifications; hidden, they go; logged with before and after', async () => {
    const res = await admin.call('POST', '/api/manage/staff', profile('new-tester', { name: L('新同事', '新同事', 'New Colleague'), qualifications: [L('甲', '甲', 'First line'), L('乙', '乙', 'Second line')] }));
    expect(res.status, res.text).toBe(200);
    const id = res.json.profile.id as number;
    for (const [prefix, lng] of LNGS) {
      const name = res.json.profile.name[lng];
      expect(await eventually(async () => (await page(`${prefix}/team`)).includes(name)), `${lng} /team`).toBe(true);
      expect(await page(`${prefix}/team`)).toContain(res.json.profile.bio[lng]);
    }
    expect(await page('/en/team')).toContain('id="new-tester"');
    expect((await page('/en/team')).indexOf('First line')).toBeLessThan((await page('/en/team')).indexOf('Second line'));
    const hidden = await admin.call('PUT', `/api/manage/staff/${id}`, profile('new-tester', { isShow: false, title: L('主管', '主管', 'Lead') }));
    expect(hidden.status).toBe(200);
    expect(await eventually(async () => !(await page('/en/team')).includes('New Colleague'))).toBe(true);
    const log = await lastLog('STAFF', id);
    expect(log).toMatchObject({ action: 'UPDATE', before: { isShow: true, title: { en: 'Therapist' } }, after: { isShow: false, title: { en: 'Lead' } } });
    // The new member is not bookable until their booking settings say so.
    expect((await team()).find((s) => s.id === id)).toMatchObject({ bookCfg: { isEnable: false } });
  });

  it('refuses a page address in use (409 on slug) and bad values naming each field, changing nothing', async () => {
    const before = await team();
    const dup = await admin.call('POST', '/api/manage/staff', profile('dr-chan-ka-ming'));
    expect(dup.status).toBe(409);
    expect(dup.json.data).toMatchObject({ field: 'slug' });
    const other = before.find((s) => s.slug !== 'dr-chan-ka-ming')!;
    const dupEdit = await admin.call('PUT', `/api/manage/staff/${other.id}`, profile('dr-chan-ka-ming'));
    expect(dupEdit.status).toBe(409);
    const bad = await admin.call('POST', '/api/manage/staff', profile('Bad Slug!', { name: L('', '名', 'n'), photo: 'javascript:alert(1)', qualifications: [L('a', '', 'c')], sort: -1 }));
    expect(bad.status).toBe(400);
    expect((bad.json.data.fields as { field: string; message: string }[]).map((f) => `${f.field} ${f.message}`).sort()).toEqual([
      'name.zh-HK cms:form.required', 'photo cms:form.invalid', 'qualifications.0.zh-CN cms:form.required', 'slug cms:form.invalid', 'sort cms:form.invalid',
    ]);
    const badService = await admin.call('PUT', `/api/manage/services/${(await servicePages())[0]!.id}`, { ...pageInput((await servicePages())[0]!), image: '', highlights: [L('a', 'b', '')] });
    expect((badService.json.data.fields as { field: string; message: string }[]).map((f) => `${f.field} ${f.message}`).sort()).toEqual(['highlights.0.en cms:form.required', 'image cms:service.imageRequired']);
    expect((await admin.call('PUT', '/api/manage/services/99999', pageInput((await servicePages())[0]!))).status).toBe(404);
    expect(await team()).toEqual(before);
  });

  it('a service page edited shows its summary, content and highlights in each language; lists the plans that book from it; logged', async () => {
    const svc = (await servicePages()).find((s) => (s.plans as unknown[]).length > 0)!;
    expect(svc.plans).toEqual(expect.arrayContaining([expect.objectContaining({ id: expect.any(Number), name: expect.any(Object) })]));
    const changes = {
      summary: L('新摘要 港', '新摘要 简', 'New summary EN'),
      content: L('第一段\n\n第二段 港', '第一段\n\n第二段 简', 'First paragraph\n\nSecond paragraph EN'),
      highlights: [L('亮點 港', '亮点 简', 'Highlight EN')],
    };
    const edited = pageInput(svc, changes);
    const res = await admin.call('PUT', `/api/manage/services/${svc.id}`, edited);
    expect(res.status, res.text).toBe(200);
    for (const [prefix, lng] of LNGS) {
      const html = async () => page(`${prefix}/services/${svc.slug}`);
      expect(await eventually(async () => (await html()).includes(changes.summary[lng])), `${lng} summary`).toBe(true);
      expect(await html()).toContain(changes.highlights[0]![lng]);
    }
    expect(await page(`/en/services/${svc.slug}`)).toContain('Second paragraph EN');
    expect(await lastLog('SERVICE', svc.id)).toMatchObject({ action: 'UPDATE', before: { summary: svc.summary }, after: { summary: changes.summary } });
    await admin.call('PUT', `/api/manage/services/${svc.id}`, pageInput(svc));
  });

  it('shows markup in every text of a profile or a service page as text', async () => {
    const x = '<img src=x onerror="alert(1)">';
    const res = await admin.call('POST', '/api/manage/staff', profile('xss-tester', { name: L(x, x, `XSS ${x}`), title: L(x, x, x), bio: L(x, x, x), qualifications: [L(x, x, x)] }));
    expect(res.status).toBe(200);
    expect(await eventually(async () => (await page('/en/team')).includes('XSS &lt;img'))).toBe(true);
    for (const prefix of ['', '/zh-CN', '/en']) expect(await page(`${prefix}/team`)).not.toContain('<img src=x onerror');
    const svc = (await servicePages())[1]!;
    await admin.call('PUT', `/api/manage/services/${svc.id}`, pageInput(svc, { name: L(x, x, `S ${x}`), summary: L(x, x, `SUM ${x}`), content: L(x, x, x), highlights: [L(x, x, x)] }));
    expect(await eventually(async () => (await page(`/en/services/${svc.slug}`)).includes('SUM &lt;img'))).toBe(true);
    expect(await page(`/en/services/${svc.slug}`)).not.toContain('<img src=x onerror');
    expect(await page('/en/services')).not.toContain('<img src=x onerror');
    await admin.call('PUT', `/api/manage/services/${svc.id}`, pageInput(svc));
  });
});
