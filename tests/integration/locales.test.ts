import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translation } from '../../server/db/schema/content';
import { createTestApp, xsrfHeaders } from '../helpers/test-app';
import { TEST_DB_KIND } from '../helpers/test-db';

describe(`translations overridden from the database on ${TEST_DB_KIND}`, () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('serves a database override on top of the repo text and changes serverVersion', async () => {
    const v1 = (await (await t.request('/api/locales', { method: 'POST', headers: xsrfHeaders() })).json()).serverVersion;
    await t.database.db.insert(translation).values({ lng: 'en', ns: 'common', key: 'nav.team', value: 'Our Therapists' });
    await new Promise((r) => setTimeout(r, 1100)); // overrides are re-read at most once a second
    const v2 = (await (await t.request('/api/locales', { method: 'POST', headers: xsrfHeaders() })).json()).serverVersion;
    expect(v2).not.toBe(v1);
    const repo = await (await t.request(`/api/locales?v=${v2}`)).json();
    expect(repo.repo.en.resources.common.nav.team).toBe('Our Therapists');
    expect(repo.repo.en.resources.common.nav.blog).toBe('Blog');
    expect(repo.repo['zh-HK'].resources.common.nav.team).not.toBe('Our Therapists');
    const html = await (await t.request('/en/faq', { headers: { cookie: 'aloha.sid=x' } })).text();
    expect(html).toContain('Our Therapists');
  });
});

describe('adding missing keys (development only)', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'locales-'));
  beforeAll(async () => {
    fs.cpSync('locales', dir, { recursive: true });
    t = await createTestApp({ NODE_ENV: 'development' }, { localesDir: dir });
  });
  afterAll(() => t?.close());

  it('adds a well-formed missing key to the repo file once', async () => {
    const body = JSON.stringify({ lng: 'en', ns: 'common', key: 'demo.newKey_1' });
    const first = await t.request('/api/locales', { method: 'PATCH', headers: xsrfHeaders(), body });
    expect(await first.json()).toEqual({ added: true, reported: false });
    const again = await t.request('/api/locales', { method: 'PATCH', headers: xsrfHeaders(), body });
    expect(await again.json()).toEqual({ added: false, reported: false });
    const json = JSON.parse(fs.readFileSync(path.join(dir, 'en', 'common.json'), 'utf8'));
    expect(json.demo.newKey_1).toBe('');
    expect(json.nav.team).toBe('Our Team');
  });

  it('refuses keys with other characters and unknown namespaces, changing nothing', async () => {
    const before = fs.readFileSync(path.join(dir, 'en', 'common.json'), 'utf8');
    for (const payload of [{ lng: 'en', ns: 'common', key: 'bad key!' }, { lng: 'en', ns: 'common', key: '../x' }, { lng: 'en', ns: 'nope', key: 'a.b' }]) {
      const res = await t.request('/api/locales', { method: 'PATCH', headers: xsrfHeaders(), body: JSON.stringify(payload) });
      expect(res.status).toBe(400);
    }
    expect(fs.readFileSync(path.join(dir, 'en', 'common.json'), 'utf8')).toBe(before);
  });
});
