import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { member, operationLog, userAccount } from '../../server/db/schema/accounts';
import { area as areaTable, bodyPart, memberTag, symptom } from '../../server/db/schema/types';
import { seedTypes } from '../../server/db/seed/seed-types';
import { getContentVersion } from '../../server/domain/site/content-version';
import { apiBrowser, eventually, signedIn, type ApiBrowser } from '../helpers/api-browser';
import { createTestApp } from '../helpers/test-app';
import { signedInStaff } from '../helpers/staff';
import { TEST_DB_KIND } from '../helpers/test-db';
import { L } from '../helpers/localized';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: ApiBrowser;
let staff: ApiBrowser;
let memberB: ApiBrowser;
let viewer: ApiBrowser;


beforeAll(async () => {
  t = await createTestApp();
  await seedTypes(t.database.db);
  [admin, staff, memberB] = await Promise.all([signedIn(t, 'admin'), signedIn(t, 'staff'), signedIn(t, 'member')]);
  // Staff who may look at the type lists but not change them (its own transaction: not alongside other reads).
  viewer = await signedInStaff(t, ['TYPE_VIEW']);
});
afterAll(() => t?.close());

const area = (key: string, over: Record<string, unknown> = {}) => ({ key, name: L(`${key}區`, `${key}区`, `${key} district`), sort: 5, isEnabled: true, ...over });

describe(`type lists: permissions on ${TEST_DB_KIND}`, () => {
  it('admin passes, staff without TYPE_* and members get 403, anonymous 401, TYPE_VIEW may read only', async () => {
    const anonymous = apiBrowser(t);
    const [areaRow] = (await admin.call('GET', '/api/manage/types/areas?pageSize=1')).json.rows;
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/manage/types/areas'],
      ['POST', '/api/manage/types/areas', area('perm-check')],
      ['PUT', `/api/manage/types/areas/${areaRow.id}`, area('central-and-western')],
      ['DELETE', '/api/manage/types/areas/999999'],
    ];
    for (const [method, path, body] of calls) {
      expect((await anonymous.call(method, path, body)).status, `anonymous ${method}`).toBe(401);
      expect((await memberB.call(method, path, body)).status, `member ${method}`).toBe(403);
      const s = await staff.call(method, path, body);
      expect(s.status, `staff ${method}`).toBe(403);
      expect(s.json.message).toBe('error.status.403');
    }
    expect((await viewer.call('GET', '/api/manage/types/areas')).status).toBe(200);
    expect((await viewer.call('POST', '/api/manage/types/areas', area('reader-try'))).status).toBe(403);
    expect((await viewer.call('DELETE', `/api/manage/types/areas/${areaRow.id}`)).status).toBe(403);

    expect((await admin.call('GET', '/api/manage/types/areas')).status).toBe(200);
    const created = await admin.call('POST', '/api/manage/types/areas', area('perm-check'));
    expect(created.status).toBe(200);
    expect((await admin.call('DELETE', `/api/manage/types/areas/${created.json.row.id}`)).status).toBe(200);
  });

  it('declares its routes for /api/openapi.json with schemas JSON Schema can describe', () => {
    const mine = t.routes.filter((r) => r.path.startsWith('/api/manage/types') || r.path === '/api/manage/site-settings');
    expect(mine.map((r) => `${r.method} ${r.path}`).sort()).toEqual([
      'delete /api/manage/types/{type}/{id}', 'get /api/manage/site-settings', 'get /api/manage/types/{type}',
      'post /api/manage/types/{type}', 'put /api/manage/site-settings', 'put /api/manage/types/{type}/{id}',
    ]);
    for (const r of mine) for (const schema of [r.body, r.query]) if (schema) expect(() => z.toJSONSchema(schema), r.path).not.toThrow();
  });

  it('answers 404 for an unknown list or a malformed id', async () => {
    expect((await admin.call('GET', '/api/manage/types/planets')).status).toBe(404);
    expect((await admin.call('PUT', '/api/manage/types/areas/abc', area('x'))).status).toBe(404);
    expect((await admin.call('DELETE', '/api/manage/types/areas/424242')).status).toBe(404);
    expect((await admin.call('DELETE', '/api/manage/types/countries/123')).status).toBe(404);
  });
});

describe(`type lists: list, search, sort and pagination on ${TEST_DB_KIND}`, () => {
  it('lists the 18 districts in their order, a page at a time', async () => {
    const first = await admin.call('GET', '/api/manage/types/areas?pageSize=5');
    expect(first.status).toBe(200);
    expect(first.json.rows.map((r: { key: string }) => r.key)).toEqual(['central-and-western', 'wan-chai', 'eastern', 'southern', 'yau-tsim-mong']);
    expect(first.json.pagination).toMatchObject({ currPage: 1, isOutOfRange: false, page: { hasNext: true, total: 18 } });
    const last = await admin.call('GET', '/api/manage/types/areas?pageSize=5&page=4');
    expect(last.json.rows).toHaveLength(3);
    expect(last.json.pagination).toMatchObject({ currPage: 4, isOutOfRange: false, page: { hasNext: false, total: 18 } });
    const beyond = await admin.call('GET', '/api/manage/types/areas?pageSize=5&page=9');
    expect(beyond.json.rows).toEqual([]);
    expect(beyond.json.pagination.isOutOfRange).toBe(true);
  });

  it('searches by key or by the name in any language', async () => {
    const byZhHK = await admin.call('GET', `/api/manage/types/areas?q=${encodeURIComponent('灣仔')}`);
    expect(byZhHK.json.rows.map((r: { key: string }) => r.key)).toEqual(['wan-chai']);
    const byZhCN = await admin.call('GET', `/api/manage/types/areas?q=${encodeURIComponent('湾仔')}`);
    expect(byZhCN.json.rows.map((r: { key: string }) => r.key)).toEqual(['wan-chai']);
    const byEn = await admin.call('GET', '/api/manage/types/areas?q=tsim');
    expect(byEn.json.rows.map((r: { key: string }) => r.key)).toEqual(['yau-tsim-mong']);
    const byKey = await admin.call('GET', '/api/manage/types/areas?q=sha-tin');
    expect(byKey.json.rows[0].name.en).toBe('Sha Tin');
    // LIKE wildcards are literal.
    expect((await admin.call('GET', '/api/manage/types/areas?q=%25')).json.rows).toEqual([]);
    const country = await admin.call('GET', '/api/manage/types/countries?q=852');
    expect(country.json.rows.map((r: { id: string }) => r.id)).toEqual(['HK']);
  });

  it('sorts by a column either way, names in the requested language; refuses an unknown column', async () => {
    const desc = await admin.call('GET', '/api/manage/types/areas?sort=name&order=desc&lng=en&pageSize=3');
    expect(desc.json.rows.map((r: { name: { en: string } }) => r.name.en)).toEqual(['Yuen Long', 'Yau Tsim Mong', 'Wong Tai Sin']);
    const byKey = await admin.call('GET', '/api/manage/types/areas?sort=key&pageSize=2');
    expect(byKey.json.rows.map((r: { key: string }) => r.key)).toEqual(['central-and-western', 'eastern']);
    expect((await admin.call('GET', '/api/manage/types/hashtags?sort=isEnabled')).status).toBe(400);
  });

  it('shows each symptom with its body part, and the body parts to choose from', async () => {
    const res = await admin.call('GET', `/api/manage/types/symptoms?q=${encodeURIComponent('網球肘')}`);
    expect(res.json.rows).toHaveLength(1);
    expect(res.json.rows[0].bodyPart).toMatchObject({ key: 'elbow', name: { en: 'Elbow' } });
    expect(res.json.options.bodyParts.map((p: { key: string }) => p.key)).toContain('knee');
  });
});

describe(`type lists: create, update, delete on ${TEST_DB_KIND}`, () => {
  it('creates, edits and deletes an area, each logged with before and after', async () => {
    const created = await admin.call('POST', '/api/manage/types/areas', area('Lantau-North', { name: L('大嶼山北', '大屿山北', 'North Lantau') }));
    expect(created.status).toBe(200);
    expect(created.json.row).toMatchObject({ key: 'lantau-north', name: { en: 'North Lantau' }, sort: 5, isEnabled: true });
    const id = created.json.row.id;

    const updated = await admin.call('PUT', `/api/manage/types/areas/${id}`, area('lantau-north', { name: L('大嶼山北', '大屿山北', 'Lantau North'), isEnabled: false }));
    expect(updated.status).toBe(200);
    expect(updated.json.row).toMatchObject({ name: { en: 'Lantau North' }, isEnabled: false });
    const found = await admin.call('GET', '/api/manage/types/areas?q=Lantau');
    expect(found.json.rows).toHaveLength(1);
    expect(found.json.rows[0].isEnabled).toBe(false);

    expect((await admin.call('DELETE', `/api/manage/types/areas/${id}`)).status).toBe(200);
    expect((await admin.call('GET', '/api/manage/types/areas?q=Lantau')).json.rows).toEqual([]);

    const log = await t.database.db.select().from(operationLog).where(and(eq(operationLog.resource, 'TYPE'), eq(operationLog.resourceId, `areas:${id}`)));
    expect(log.map((l) => l.action).sort()).toEqual(['CREATE', 'DELETE', 'UPDATE']);
    const upd = log.find((l) => l.action === 'UPDATE')!;
    expect(upd.before).toMatchObject({ name: { en: 'North Lantau' } });
    expect(upd.after).toMatchObject({ name: { en: 'Lantau North' } });
  });

  it('needs the name in all three languages and a key of a–z, 0–9 and dashes', async () => {
    const noEn = await admin.call('POST', '/api/manage/types/industries', { key: 'farming', name: { 'zh-HK': '漁農', 'zh-CN': '渔农', en: ' ' } });
    expect(noEn.status).toBe(400);
    expect(noEn.json.data.fields).toContainEqual({ field: 'name.en', message: 'types:form.required' });
    const badKey = await admin.call('POST', '/api/manage/types/industries', { key: 'farming & fishing', name: L('漁農', '渔农', 'Farming') });
    expect(badKey.status).toBe(400);
    expect(badKey.json.data.fields).toContainEqual({ field: 'key', message: 'form.invalid' });
  });

  it('refuses a key that is already taken, on create and on update (409 naming the field)', async () => {
    const dup = await admin.call('POST', '/api/manage/types/treatment-methods', { key: 'Dry-Needling', name: L('乾針', '干针', 'Dry needling'), sort: 1, isEnabled: true });
    expect(dup.status).toBe(409);
    expect(dup.json).toMatchObject({ code: 'DUPLICATE', message: 'error.duplicate', data: { field: 'key' } });

    const tag = await admin.call('POST', '/api/manage/types/hashtags', { key: 'desk-stretch', name: L('辦公室伸展', '办公室伸展', 'Desk stretches') });
    expect(tag.status).toBe(200);
    const rename = await admin.call('PUT', `/api/manage/types/hashtags/${tag.json.row.id}`, { key: 'back-pain', name: L('辦公室伸展', '办公室伸展', 'Desk stretches') });
    expect(rename.status).toBe(409);
    expect(rename.json.data.field).toBe('key');
    // Saving a row with its own key is not a conflict.
    expect((await admin.call('PUT', `/api/manage/types/hashtags/${tag.json.row.id}`, { key: 'desk-stretch', name: L('伸展', '伸展', 'Stretches') })).status).toBe(200);

    const country = await admin.call('POST', '/api/manage/types/countries', { code2: 'xx', code3: 'hkg', callingCode: '+999', name: L('測試', '测试', 'Test'), sort: 99 });
    expect(country.status).toBe(409);
    expect(country.json.data.field).toBe('code3');
  });

  it('adds and edits a country by its code (codes upper-cased, calling code without +)', async () => {
    const created = await admin.call('POST', '/api/manage/types/countries', { code2: 'th', code3: 'tha', callingCode: '+66', name: L('泰國', '泰国', 'Thailand'), sort: 19 });
    expect(created.status).toBe(200);
    expect(created.json.row).toMatchObject({ id: 'TH', code2: 'TH', code3: 'THA', callingCode: '66', enableCountry: true, enablePhone: true, enableSpeech: false });
    const edited = await admin.call('PUT', '/api/manage/types/countries/th', { code2: 'TH', code3: 'THA', callingCode: '66', name: L('泰國', '泰国', 'Thailand'), sort: 19, enablePhone: false });
    expect(edited.json.row.enablePhone).toBe(false);
    // The registration form's phone prefixes follow.
    expect(await eventually(async () => !(await t.services.accounts.countries('phone')).some((c: { code2: string }) => c.code2 === 'TH'), 3000)).toBe(true);
    expect((await admin.call('DELETE', '/api/manage/types/countries/TH')).status).toBe(200);
  });

  it('checks that a symptom’s body part exists', async () => {
    const res = await admin.call('POST', '/api/manage/types/symptoms', { key: 'shin-splints', name: L('脛骨疼痛', '胫骨疼痛', 'Shin splints'), bodyPartId: 987654 });
    expect(res.status).toBe(400);
    expect(res.json.data.fields).toContainEqual({ field: 'bodyPartId', message: 'form.invalid' });
  });
});

describe(`type lists: deleting what is in use on ${TEST_DB_KIND}`, () => {
  const inUse = (res: { status: number; json: { code: string; message: string; data: { count: number } } }, count?: number) => {
    expect(res.status).toBe(409);
    expect(res.json.code).toBe('TYPE_IN_USE');
    expect(res.json.message).toBe('error.types.inUse');
    if (count !== undefined) expect(res.json.data.count).toBe(count);
  };

  it('refuses a blog category that has posts', async () => {
    const cats = await admin.call('GET', '/api/manage/types/blog-categories?q=pain-relief');
    inUse(await admin.call('DELETE', `/api/manage/types/blog-categories/${cats.json.rows[0].id}`));
  });

  it('refuses a country that is a member’s nationality, and changing its code', async () => {
    inUse(await admin.call('DELETE', '/api/manage/types/countries/HK'));
    inUse(await admin.call('PUT', '/api/manage/types/countries/HK', { code2: 'HX', code3: 'HKG', callingCode: '852', name: L('香港', '香港', 'Hong Kong'), sort: 1 }));
    // An unused country goes.
    expect((await admin.call('DELETE', '/api/manage/types/countries/DE')).status).toBe(200);
  });

  it('refuses a body part with symptoms until they are gone', async () => {
    const db = t.database.db;
    const [part] = await db.select().from(bodyPart).where(eq(bodyPart.key, 'hip'));
    const hipSymptoms = await db.select().from(symptom).where(eq(symptom.bodyPartId, part!.id));
    inUse(await admin.call('DELETE', `/api/manage/types/body-parts/${part!.id}`), hipSymptoms.length);
    for (const s of hipSymptoms) expect((await admin.call('DELETE', `/api/manage/types/symptoms/${s.id}`)).status).toBe(200);
    expect((await admin.call('DELETE', `/api/manage/types/body-parts/${part!.id}`)).status).toBe(200);
  });

  it('refuses a member tag that members carry', async () => {
    const db = t.database.db;
    const [tag] = await db.select().from(memberTag).where(eq(memberTag.key, 'vip'));
    const [m] = await db.select({ id: member.id }).from(member).innerJoin(userAccount, eq(userAccount.id, member.id)).where(eq(userAccount.phone, '+85261234567'));
    await db.update(member).set({ tags: [tag!.id] }).where(eq(member.id, m!.id));
    inUse(await admin.call('DELETE', `/api/manage/types/member-tags/${tag!.id}`), 1);
    await db.update(member).set({ tags: [] }).where(eq(member.id, m!.id));
    expect((await admin.call('DELETE', `/api/manage/types/member-tags/${tag!.id}`)).status).toBe(200);
  });
});

describe(`type lists on the public site on ${TEST_DB_KIND}`, () => {
  it('a renamed blog category shows on the blog page once the content version moves', async () => {
    const v0 = await getContentVersion(t.database.db);
    const before = await apiBrowser(t).call('GET', '/en/blog');
    expect(before.text).toContain('Exercise &amp; Rehab');
    const cats = await admin.call('GET', '/api/manage/types/blog-categories?q=exercise');
    const cat = cats.json.rows[0];
    const res = await admin.call('PUT', `/api/manage/types/blog-categories/${cat.id}`, { key: cat.key, name: { ...cat.name, en: 'Move Well' }, sort: cat.sort });
    expect(res.status).toBe(200);
    expect(await getContentVersion(t.database.db)).toBeGreaterThan(v0);
    expect(await eventually(async () => (await apiBrowser(t).call('GET', '/en/blog')).text.includes('Move Well'))).toBe(true);
  });

  it('changes to lists the public site does not show leave the content version alone', async () => {
    const v0 = await getContentVersion(t.database.db);
    expect((await admin.call('POST', '/api/manage/types/industries', { key: 'aviation', name: L('航空', '航空', 'Aviation') })).status).toBe(200);
    expect(await getContentVersion(t.database.db)).toBe(v0);
  });
});

describe(`demo type lists on ${TEST_DB_KIND}`, () => {
  it('seeding again adds nothing: what staff edited or deleted stays so', async () => {
    const db = t.database.db;
    const [central] = await db.select().from(areaTable).where(eq(areaTable.key, 'central-and-western'));
    await db.update(areaTable).set({ name: { ...central!.name, en: 'Central & Western' } }).where(eq(areaTable.id, central!.id));
    const counts = async () => Promise.all([areaTable, bodyPart, symptom, memberTag].map(async (tb) => (await db.select().from(tb)).length));
    const before = await counts();
    await seedTypes(db);
    expect(await counts()).toEqual(before);
    const [again] = await db.select().from(areaTable).where(eq(areaTable.key, 'central-and-western'));
    expect(again!.name.en).toBe('Central & Western');
  });
});
