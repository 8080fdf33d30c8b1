import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationLog } from '../../server/db/schema/accounts';
import { getContentVersion } from '../../server/domain/site/content-version';
import { apiBrowser, eventually, signedIn, type ApiBrowser } from '../helpers/api-browser';
import { createTestApp } from '../helpers/test-app';
import { TEST_DB_KIND } from '../helpers/test-db';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: ApiBrowser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, 'admin');
});
afterAll(() => t?.close());

async function current() {
  const res = await admin.call('GET', '/api/manage/site-settings');
  expect(res.status).toBe(200);
  const { updatedAt: _u, ...settings } = res.json.settings;
  return settings as Record<string, unknown> & { name: Record<string, string> };
}

describe(`site settings: permissions on ${TEST_DB_KIND}`, () => {
  it('admin may read and write; staff and members get 403; anonymous 401', async () => {
    const settings = await current();
    const [staff, member] = await Promise.all([signedIn(t, 'staff'), signedIn(t, 'member')]);
    for (const [who, b, status] of [['anonymous', apiBrowser(t), 401], ['member', member, 403], ['staff', staff, 403]] as const) {
      expect((await b.call('GET', '/api/manage/site-settings')).status, `${who} GET`).toBe(status);
      expect((await b.call('PUT', '/api/manage/site-settings', settings)).status, `${who} PUT`).toBe(status);
    }
    expect((await admin.call('PUT', '/api/manage/site-settings', settings)).status).toBe(200);
  });
});

describe(`site settings: validation on ${TEST_DB_KIND}`, () => {
  it('names every wrong field and changes nothing', async () => {
    const settings = await current();
    const v0 = await getContentVersion(t.database.db);
    const res = await admin.call('PUT', '/api/manage/site-settings', {
      ...settings,
      name: { ...settings.name, en: '' },
      phone: 'call us',
      phone2: '+852 12',
      whatsapp: '+852 6123 4567',
      email: 'info@clinic',
      instagramUrl: 'http://www.instagram.com/aloha',
      facebookUrl: 'javascript:alert(1)',
      shareImage: '../../etc/passwd',
    });
    expect(res.status).toBe(400);
    const fields = (res.json.data.fields as { field: string }[]).map((f) => f.field).sort();
    expect(fields).toEqual(
      ['email', 'facebookUrl', 'instagramUrl', 'name.en', 'phone', 'phone2', 'shareImage', 'whatsapp'].sort(),
    );
    expect(await current()).toEqual(settings);
    expect(await getContentVersion(t.database.db)).toBe(v0);
  });

  it('accepts empty social links (not shown) and https links', async () => {
    const settings = await current();
    const res = await admin.call('PUT', '/api/manage/site-settings', { ...settings, instagramUrl: '', facebookUrl: 'https://www.facebook.com/aloha.clinic' });
    expect(res.status).toBe(200);
    expect(res.json.settings).toMatchObject({ instagramUrl: '', facebookUrl: 'https://www.facebook.com/aloha.clinic' });
  });
});

describe(`site settings on the public site on ${TEST_DB_KIND}`, () => {
  it('a new phone and e-mail show on the public page within seconds, and the change is logged', async () => {
    const visitor = apiBrowser(t);
    const before = await visitor.call('GET', '/en');
    expect(before.status).toBe(200);
    expect(before.text.includes('info@aloha-physio.hk'), 'old e-mail on the page').toBe(true);
    expect(before.text.includes('+852 3111 2222')).toBe(false);
    const v0 = await getContentVersion(t.database.db);

    const settings = await current();
    const res = await admin.call('PUT', '/api/manage/site-settings', {
      ...settings,
      phone: '+852 3111 2222',
      email: 'Hello@Aloha-Physio.hk',
    });
    expect(res.status).toBe(200);
    expect(res.json.settings).toMatchObject({ phone: '+852 3111 2222', email: 'hello@aloha-physio.hk' });
    expect(await getContentVersion(t.database.db)).toBeGreaterThan(v0);

    // Anonymous pages come from the page cache, which re-reads the content version every 2 s.
    expect(await eventually(async () => (await apiBrowser(t).call('GET', '/en')).text.includes('+852 3111 2222'))).toBe(true);
    const page = await apiBrowser(t).call('GET', '/en');
    // (The old number stays on the page as the Central office's own phone.)
    expect(page.text.includes('hello@aloha-physio.hk'), 'e-mail on the page').toBe(true);
    // A signed-in visitor (no page cache) sees it too.
    expect((await admin.call('GET', '/en')).text.includes('+852 3111 2222'), 'phone for a signed-in visitor').toBe(true);

    const [log] = await t.database.db
      .select()
      .from(operationLog)
      .where(and(eq(operationLog.resource, 'SITE_SETTING'), eq(operationLog.action, 'UPDATE')))
      .orderBy(desc(operationLog.id))
      .limit(1);
    expect(log!.before).toMatchObject({ phone: '+852 2388 1234' });
    expect(log!.after).toMatchObject({ phone: '+852 3111 2222' });
  });
});

describe(`the opening-hours note on ${TEST_DB_KIND}`, () => {
  it('is optional, at most 200 characters, and shows with the opening hours in each language', async () => {
    const settings = await current();
    const tooLong = await admin.call('PUT', '/api/manage/site-settings', { ...settings, hoursNote: { 'zh-HK': 'x'.repeat(201), 'zh-CN': '', en: '' } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.data.fields).toEqual([{ field: 'hoursNote.zh-HK', message: 'form.invalid' }]);
    const note = { 'zh-HK': '公眾假期休息', 'zh-CN': '公众假期休息', en: 'Closed on public holidays' };
    expect((await admin.call('PUT', '/api/manage/site-settings', { ...settings, hoursNote: note })).json.settings.hoursNote).toEqual(note);
    expect(await eventually(async () => (await apiBrowser(t).call('GET', '/en/about')).text.includes('Closed on public holidays'))).toBe(true);
    expect((await apiBrowser(t).call('GET', '/en')).text).toContain('data-testid="hours-note"');
    expect((await apiBrowser(t).call('GET', '/zh-CN/about')).text).toContain('公众假期休息');
    expect((await admin.call('PUT', '/api/manage/site-settings', { ...settings, hoursNote: { 'zh-HK': '', 'zh-CN': '', en: '' } })).status).toBe(200);
    expect(await eventually(async () => !(await apiBrowser(t).call('GET', '/en/about')).text.includes('data-testid="hours-note"'))).toBe(true);
  });
});
