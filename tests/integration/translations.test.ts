import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationLog, role } from '../../server/db/schema/accounts';
import { missingTranslation, translation } from '../../server/db/schema/content';
import { MISSING_REPORTS_MAX } from '../../server/domain/i18n/missing-key-reports';
import { MISSING_KEY_LIMIT } from '../../server/http/api-system';
import { ensureStaffAccount } from '../../server/db/seed/seed-accounts';
import { getContentVersion } from '../../server/domain/site/content-version';
import { apiBrowser, eventually, signedIn, type ApiBrowser } from '../helpers/api-browser';
import { createTestApp } from '../helpers/test-app';
import { TEST_DB_KIND } from '../helpers/test-db';

/**
 * The back office's translations (issue 11): the table of every key in three languages, overrides
 * that reach /api/locales, the pages and the version (SYS_I18N_UPDATE follows it), reset, the
 * translators' JSON file, refusals that change nothing, and who may do what.
 */
const BASE = '/api/manage/translations';
const L = (x: string) => ({ 'zh-HK': x, 'zh-CN': x, en: x });

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: ApiBrowser;

const version = async () => (await t.services.i18n.load()).version;
const locales = async () => (await (await t.request('/api/locales')).json()) as { serverVersion: string; repo: Record<string, { lastUpdateAt: number; resources: Record<string, Record<string, unknown>> }> };
const overrides = () => t.database.db.select().from(translation);
/** The English FAQ page as a signed-in person gets it (no page cache). */
const faqPage = async () => (await t.request('/en/faq', { headers: { cookie: 'aloha.sid=x' } })).text();

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, 'admin');
});
afterAll(() => t?.close());

describe(`translations: who may do what on ${TEST_DB_KIND}`, () => {
  it('covers every translation route', () => {
    const declared = t.routes.filter((r) => r.path.startsWith(BASE)).map((r) => `${r.method} ${r.path}`);
    expect(declared.sort()).toEqual([`delete ${BASE}`, `delete ${BASE}/reports`, `get ${BASE}`, `get ${BASE}/export`, `post ${BASE}/import`, `put ${BASE}`].sort());
  });

  it('anonymous 401, a member and the demo staff 403, TRANSLATION_VIEW reads only, the administrator does everything', async () => {
    await t.database.db.insert(role).values({ code: 'TRANSLATION_READER', name: L('TRANSLATION_READER'), permissions: ['TRANSLATION_VIEW'] });
    await ensureStaffAccount(t.database.db, { account: 'translation_reader', password: 'Aloha#Reader2026', roles: ['TRANSLATION_READER'] });
    const [staff, member, viewer] = await Promise.all([signedIn(t, 'staff'), signedIn(t, 'member'), signedIn(t, { account: 'translation_reader', password: 'Aloha#Reader2026' })]);
    const anonymous = apiBrowser(t);
    const ref = { ns: 'common', key: 'nav.blog', lng: 'en' };
    const calls: [string, string, unknown?][] = [
      ['GET', `${BASE}?q=nav.blog`],
      ['GET', `${BASE}/export?lng=en`],
      ['PUT', BASE, { ...ref, value: 'Articles' }],
      ['DELETE', `${BASE}?ns=common&key=nav.blog&lng=en`],
      ['POST', `${BASE}/import`, { en: { common: { nav: { blog: 'Journal' } } } }],
    ];
    for (const [method, path, body] of calls) {
      expect((await anonymous.call(method, path, body)).status, `anonymous ${method} ${path}`).toBe(401);
      expect((await member.call(method, path, body)).status, `member ${method} ${path}`).toBe(403);
      expect((await staff.call(method, path, body)).status, `staff ${method} ${path}`).toBe(403);
      expect((await viewer.call(method, path, body)).status, `TRANSLATION_VIEW ${method} ${path}`).toBe(method === 'GET' ? 200 : 403);
    }
    expect(await overrides()).toEqual([]);
    for (const [method, path, body] of calls) expect((await admin.call(method, path, body)).status, `admin ${method} ${path}`).toBe(200);
    // The import left "Journal"; put the default back.
    expect((await admin.call('DELETE', `${BASE}?ns=common&key=nav.blog&lng=en`)).status).toBe(200);
    expect(await overrides()).toEqual([]);
  });
});

describe(`translations: the table, overrides and reset on ${TEST_DB_KIND}`, () => {
  it('lists every key in three languages with its default, searches keys and texts, filters by namespace', async () => {
    const list = (await admin.call('GET', `${BASE}?q=nav.team&ns=common`)).json;
    const row = list.rows.find((r: { key: string }) => r.key === 'nav.team');
    expect(row).toMatchObject({ ns: 'common', key: 'nav.team', values: { en: 'Our Team' }, defaults: { en: 'Our Team' }, overridden: { en: false, 'zh-HK': false, 'zh-CN': false }, missing: { en: false } });
    expect(row.values['zh-HK']).toBeTruthy();
    expect(list.lastUpdateAt).toEqual({ 'zh-HK': null, 'zh-CN': null, en: null });
    expect(list.pagination).toMatchObject({ currPage: 1, pageSize: 20 });
    const byText = (await admin.call('GET', `${BASE}?q=${encodeURIComponent('Our Team')}&pageSize=100`)).json.rows;
    expect(byText.map((r: { key: string }) => r.key)).toContain('nav.team');
    const manage = (await admin.call('GET', `${BASE}?ns=manage&pageSize=100`)).json;
    expect(manage.rows.every((r: { ns: string }) => r.ns === 'manage')).toBe(true);
    expect(manage.pagination.page.total).toBeGreaterThan(100);
    expect((await admin.call('GET', `${BASE}?ns=nope`)).status).toBe(400);
    expect((await admin.call('GET', `${BASE}?filter=broken`)).status).toBe(400);
  });

  it('an override reaches /api/locales, the pages and the version, is logged, shows as overridden, and resets to the default', async () => {
    const v0 = await version();
    const c0 = await getContentVersion(t.database.db);
    // What the real-time layer hears (server/realtime turns it into SYS_I18N_UPDATE for every open page).
    const heard: string[] = [];
    const stop = t.services.events.subscribe((e) => heard.push(e.type));
    const saved = await admin.call('PUT', BASE, { ns: 'common', key: 'nav.team', lng: 'en', value: 'Our Therapists' });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.row).toMatchObject({ values: { en: 'Our Therapists' }, defaults: { en: 'Our Team' }, overridden: { en: true, 'zh-HK': false } });
    // At once in this process: the version moved (SYS_I18N_UPDATE carries it), cached pages are dropped.
    const v1 = await version();
    expect(v1).not.toBe(v0);
    expect(await getContentVersion(t.database.db)).toBeGreaterThan(c0);
    const l1 = await locales();
    expect(l1.serverVersion).toBe(v1);
    expect((l1.repo.en!.resources.common!.nav as Record<string, string>).team).toBe('Our Therapists');
    expect((l1.repo['zh-HK']!.resources.common!.nav as Record<string, string>).team).not.toBe('Our Therapists');
    expect(l1.repo.en!.lastUpdateAt).toBeGreaterThan(0);
    expect(l1.repo['zh-CN']!.lastUpdateAt).toBe(0);
    expect(await faqPage()).toContain('Our Therapists');
    expect(await eventually(async () => (await (await t.request('/en/faq')).text()).includes('Our Therapists'))).toBe(true);

    const listed = (await admin.call('GET', `${BASE}?filter=overridden`)).json;
    expect(listed.rows.map((r: { key: string }) => r.key)).toEqual(['nav.team']);
    expect(listed.lastUpdateAt.en).toEqual(expect.any(Number));
    expect(listed.counts.overridden).toEqual({ 'zh-HK': 0, 'zh-CN': 0, en: 1 });
    expect((await admin.call('GET', `${BASE}?filter=overridden&lng=zh-HK`)).json.rows).toEqual([]);

    const reset = await admin.call('DELETE', `${BASE}?ns=common&key=nav.team&lng=en`);
    expect(reset.status, reset.text).toBe(200);
    expect(reset.json.row).toMatchObject({ values: { en: 'Our Team' }, overridden: { en: false } });
    const v2 = await version();
    expect(v2).not.toBe(v1);
    expect((((await locales()).repo.en!.resources.common!.nav) as Record<string, string>).team).toBe('Our Team');
    expect(await faqPage()).not.toContain('Our Therapists');
    stop();
    expect(heard).toEqual(['i18n.updated', 'i18n.updated']);

    const log = await t.database.db.select().from(operationLog).where(and(eq(operationLog.resource, 'TRANSLATION'), eq(operationLog.resourceId, 'en:common:nav.team'))).orderBy(desc(operationLog.id));
    expect(log.slice(0, 2).map((r) => [r.action, r.before, r.after])).toEqual([
      ['DELETE', { value: 'Our Therapists', overridden: true }, { value: 'Our Team', overridden: false }],
      ['UPDATE', { value: 'Our Team', overridden: false }, { value: 'Our Therapists', overridden: true }],
    ]);
  });

  it('removing an older override still moves the version (pages and open tabs follow a reset)', async () => {
    await admin.call('PUT', BASE, { ns: 'common', key: 'nav.blog', lng: 'en', value: 'Journal' });
    await admin.call('PUT', BASE, { ns: 'common', key: 'nav.team', lng: 'en', value: 'People' });
    const before = await version();
    await admin.call('DELETE', `${BASE}?ns=common&key=nav.blog&lng=en`);
    expect(await version()).not.toBe(before);
    await admin.call('DELETE', `${BASE}?ns=common&key=nav.team&lng=en`);
    expect(await overrides()).toEqual([]);
  });

  it('stores markup as text: the page shows it escaped, never as an element', async () => {
    const xss = '<img src=x onerror="alert(1)">Team';
    expect((await admin.call('PUT', BASE, { ns: 'common', key: 'nav.team', lng: 'en', value: xss })).status).toBe(200);
    expect((await admin.call('GET', `${BASE}?q=nav.team&ns=common`)).json.rows[0].values.en).toBe(xss);
    const html = await faqPage();
    expect(html).toContain('&lt;img src=x onerror=');
    expect(html).not.toContain('<img src=x onerror');
    await admin.call('DELETE', `${BASE}?ns=common&key=nav.team&lng=en`);
  });

  it('refuses an unknown namespace, an unknown or malformed key, a blank and a too-long text, changing nothing', async () => {
    const v = await version();
    for (const body of [
      { ns: 'nope', key: 'nav.team', lng: 'en', value: 'x' },
      { ns: 'common', key: 'nav.team', lng: 'fr', value: 'x' },
      { ns: 'common', key: 'bad key!', lng: 'en', value: 'x' },
      { ns: 'common', key: 'nav', lng: 'en', value: 'x' }, // a group of keys, not a text
      { ns: 'common', key: 'nav.team.more', lng: 'en', value: 'x' }, // below a text
      { ns: 'common', key: 'nav.team', lng: 'en', value: '   ' },
      { ns: 'common', key: 'nav.team', lng: 'en', value: 'x'.repeat(2001) },
    ]) {
      const res = await admin.call('PUT', BASE, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json.code).toBe('VALIDATION');
    }
    expect(await overrides()).toEqual([]);
    expect(await version()).toBe(v);
    // A well-formed new key (a missing key reported by a page) may be filled in.
    const added = await admin.call('PUT', BASE, { ns: 'site', key: 'translations_test.newKey', lng: 'en', value: 'New' });
    expect(added.json.row).toMatchObject({ values: { en: 'New', 'zh-HK': null }, missing: { en: false, 'zh-HK': true } });
    // Now a key English has and Chinese lacks: the "missing" filter reports it for zh-HK, not for en.
    const missing = (lng: string) => admin.call('GET', `${BASE}?filter=missing&lng=${lng}&ns=site&pageSize=100`).then((r) => r.json.rows.map((x: { key: string }) => x.key));
    expect(await missing('zh-HK')).toContain('translations_test.newKey');
    expect(await missing('en')).not.toContain('translations_test.newKey');
    await admin.call('DELETE', `${BASE}?ns=site&key=translations_test.newKey&lng=en`);
    expect(await overrides()).toEqual([]);
  });
});

describe(`translations: the translators' JSON file on ${TEST_DB_KIND}`, () => {
  it('exports what pages show and imports it back: changed texts become overrides, equal ones change nothing', async () => {
    const res = await t.request(`${BASE}/export?lng=en`, { headers: admin.headers() });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="aloha-translations-en-\d{4}-\d\d-\d\d\.json"/);
    const file = await res.json();
    expect(Object.keys(file)).toEqual(['en']);
    expect(file.en.common.nav.team).toBe('Our Team');
    expect(Object.keys(file.en)).toEqual(expect.arrayContaining(['common', 'site', 'manage', 'cms']));

    const same = await admin.call('POST', `${BASE}/import`, file);
    expect(same.status, same.text.slice(0, 300)).toBe(200);
    expect(same.json.report).toMatchObject({ set: 0, reset: 0 });
    expect(same.json.report.unchanged).toBeGreaterThan(500);
    expect(await overrides()).toEqual([]);

    file.en.common.nav.team = 'Our Physios';
    file.en.common.nav.blog = '';
    const changed = await admin.call('POST', `${BASE}/import`, { en: file.en, 'zh-HK': { common: { nav: { team: '治療師團隊' } } } });
    expect(changed.json.report).toMatchObject({ set: 2, reset: 0 });
    expect(changed.json.report.skipped).toBeGreaterThanOrEqual(1);
    const again = await (await t.request(`${BASE}/export`, { headers: admin.headers() })).json();
    expect(again.en.common.nav.team).toBe('Our Physios');
    expect(again['zh-HK'].common.nav.team).toBe('治療師團隊');
    expect(again.en.common.nav.blog).toBe('Blog');
    const [logged] = await t.database.db.select().from(operationLog).where(and(eq(operationLog.resource, 'TRANSLATION'), eq(operationLog.action, 'IMPORT'))).orderBy(desc(operationLog.id));
    expect(logged?.after).toMatchObject({ set: 2, changes: { 'en:common:nav.team': 'Our Physios', 'zh-HK:common:nav.team': '治療師團隊' } });

    // Back to the repo's text: the override goes.
    const zhTeam = (t.services.i18n.defaults()['zh-HK'].common!.nav as Record<string, string>).team;
    const back = await admin.call('POST', `${BASE}/import`, { en: { common: { nav: { team: 'Our Team' } } }, 'zh-HK': { common: { nav: { team: zhTeam } } } });
    expect(back.status, back.text.slice(0, 300)).toBe(200);
    expect(back.json.report).toMatchObject({ reset: 2 });
    expect(await overrides()).toEqual([]);
  });

  it('refuses bad JSON, unknown namespaces and keys (naming them), non-text values and too-long texts, changing nothing', async () => {
    const v = await version();
    const raw = await t.request(`${BASE}/import`, { method: 'POST', headers: { ...admin.headers(), 'content-type': 'application/json' }, body: '{"en": {"common": ' });
    expect(raw.status).toBe(400);
    const unknown = await admin.call('POST', `${BASE}/import`, { en: { common: { nav: { team: 'Fine', nope: 'x' } }, nowhere: { a: 'b' } } });
    expect(unknown.status).toBe(400);
    expect(unknown.json.data.fields.map((f: { field: string }) => f.field).sort()).toEqual(['en.common:nav.nope', 'en.nowhere']);
    for (const body of [{ fr: { common: { nav: { team: 'x' } } } }, { en: { common: { nav: { team: 5 } } } }, { en: { common: { nav: { team: 'x'.repeat(2001) } } } }, ['en']]) {
      expect((await admin.call('POST', `${BASE}/import`, body)).status, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
    expect(await overrides()).toEqual([]);
    expect(await version()).toBe(v);
  });
});

describe(`translations: keys browsers report missing (spec §5) on ${TEST_DB_KIND}`, () => {
  const reports = () => t.database.db.select().from(missingTranslation);
  /** PATCH /api/locales as a page in production sends it, from the browser's own address. */
  const report = (b: ApiBrowser, lng: string, ns: string, key: string) => b.call('PATCH', '/api/locales', { lng, ns, key });
  const reportedRows = async (q = '') => (await admin.call('GET', `${BASE}?filter=reported&pageSize=100${q}`)).json as { rows: { ns: string; key: string; reported?: { count: number; lngs: string[] } }[]; counts: { reported: number } };

  it('refuses keys of other characters and unknown namespaces with 400, storing nothing', async () => {
    const browser = apiBrowser(t);
    for (const [ns, key] of [['common', 'bad key!'], ['common', '../x'], ['common', 'a..b'], ['common', '.lead'], ['common', 'x<script>'], ['common', 'a-b'], ['common', ''], ['nope', 'a.b'], ['common', 'k'.repeat(201)]]) {
      expect((await report(browser, 'en', ns!, key!)).status, `${ns}:${key}`).toBe(400);
    }
    expect((await report(browser, 'fr', 'common', 'a.b')).status).toBe(400);
    expect(await reports()).toEqual([]);
  });

  it('counts the same report once per language and key, skips keys that have their text, and lists them under "reported" until the text is added', async () => {
    const [one, two] = [apiBrowser(t), apiBrowser(t)];
    for (const b of [one, two, one]) expect((await report(b, 'en', 'site', 'promo.bannerTitle')).json).toEqual({ added: false, reported: true });
    expect((await report(two, 'zh-CN', 'site', 'promo.bannerTitle')).json).toEqual({ added: false, reported: true });
    // A key the language has (a page of an older build), or a group of keys: nothing to report.
    expect((await report(one, 'en', 'common', 'nav.team')).json).toEqual({ added: false, reported: false });
    expect((await report(one, 'en', 'common', 'nav')).json).toEqual({ added: false, reported: false });
    const stored = (await reports()).map((r) => `${r.lng} ${r.ns}:${r.key} ${r.count}`).sort();
    expect(stored).toEqual(['en site:promo.bannerTitle 3', 'zh-CN site:promo.bannerTitle 1']);

    const list = await reportedRows();
    expect(list.counts.reported).toBe(1);
    expect(list.rows.map((r) => `${r.ns}:${r.key}`)).toEqual(['site:promo.bannerTitle']);
    expect(list.rows[0]!.reported).toMatchObject({ count: 4, lngs: expect.arrayContaining(['en', 'zh-CN']) });
    expect((await reportedRows('&lng=zh-HK')).rows).toEqual([]);
    // Not in the other filters: no repo file holds the key.
    expect((await admin.call('GET', `${BASE}?filter=missing&q=promo.bannerTitle`)).json.rows).toEqual([]);

    // Staff give it an English text: the English report is answered, the Chinese one stays.
    expect((await admin.call('PUT', BASE, { ns: 'site', key: 'promo.bannerTitle', lng: 'en', value: 'This month' })).status).toBe(200);
    expect((await reports()).map((r) => r.lng)).toEqual(['zh-CN']);
    expect((await reportedRows()).rows[0]!.reported).toMatchObject({ count: 1, lngs: ['zh-CN'] });
  });

  it('dismissing a report: anonymous 401, a member and staff without TRANSLATION_EDIT 403, an editor removes it (logged), then 404', async () => {
    await report(apiBrowser(t), 'en', 'common', 'footer.newLine');
    const path = `${BASE}/reports?ns=common&key=footer.newLine`;
    const [member, staff] = await Promise.all([signedIn(t, 'member'), signedIn(t, 'staff')]);
    const viewer = await signedIn(t, { account: 'translation_reader', password: 'Aloha#Reader2026' });
    expect((await apiBrowser(t).call('DELETE', path)).status).toBe(401);
    for (const b of [member, staff, viewer]) expect((await b.call('DELETE', path)).status).toBe(403);
    expect((await reports()).some((r) => r.key === 'footer.newLine')).toBe(true);
    expect((await admin.call('DELETE', `${BASE}/reports?ns=common&key=bad%20key`)).status).toBe(404);
    expect((await admin.call('DELETE', path)).status).toBe(200);
    expect((await reports()).some((r) => r.key === 'footer.newLine')).toBe(false);
    const [logged] = await t.database.db.select().from(operationLog).where(and(eq(operationLog.resource, 'TRANSLATION'), eq(operationLog.resourceId, 'report:common:footer.newLine')));
    expect(logged).toMatchObject({ action: 'DELETE', before: { reported: { en: { count: 1 } } } });
    expect((await admin.call('DELETE', path)).status).toBe(404);
  });

  it(`answers 429 after ${MISSING_KEY_LIMIT.limit} reports a minute from one address, and keeps at most ${MISSING_REPORTS_MAX} reports (the least recently seen go)`, async () => {
    const browser = apiBrowser(t);
    const statuses: number[] = [];
    for (let i = 0; i <= MISSING_KEY_LIMIT.limit; i++) statuses.push((await report(browser, 'en', 'common', `flood.key_${i}`)).status);
    expect(statuses.slice(0, MISSING_KEY_LIMIT.limit).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await reports()).some((r) => r.key === `flood.key_${MISSING_KEY_LIMIT.limit}`)).toBe(false);

    const old = new Date('2026-01-01T00:00:00Z');
    await t.database.db.delete(missingTranslation);
    await t.database.db.insert(missingTranslation).values(Array.from({ length: MISSING_REPORTS_MAX }, (_, i) => ({ lng: 'en', ns: 'common', key: `old.key_${i}`, firstSeenAt: old, lastSeenAt: new Date(+old + i * 1000) })));
    expect((await report(apiBrowser(t), 'en', 'common', 'fresh.key')).json.reported).toBe(true);
    const kept = await reports();
    expect(kept).toHaveLength(MISSING_REPORTS_MAX);
    expect(kept.some((r) => r.key === 'fresh.key')).toBe(true);
    expect(kept.some((r) => r.key === 'old.key_0')).toBe(false);
    expect(kept.some((r) => r.key === 'old.key_1')).toBe(true);
  });
});
