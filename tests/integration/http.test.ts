import fs from 'node:fs';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorReport } from '../../server/db/schema/content';
import { ERROR_REPORT_LIMIT } from '../../server/http/api-system';
import { createTestApp, xsrfHeaders } from '../helpers/test-app';
import { TEST_DB_KIND } from '../helpers/test-db';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const report = (over: Record<string, unknown> = {}) => ({
  type: 'render',
  location: 'http://clinic.test/team',
  platform: 'Linux',
  navigator: { userAgent: 'test' },
  versions: { client: 'a', server: 'b' },
  errors: [{ message: 'boom' }],
  reportStack: 'Error: boom\n    at x',
  errorAt: Date.now(),
  ...over,
});

describe(`HTTP surface on ${TEST_DB_KIND}`, () => {
  it('reports health and readiness', async () => {
    expect((await t.request('/healthz')).status).toBe(200);
    const ready = await t.request('/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ ready: true });
  });

  it('sends the security headers and the build version on every response', async () => {
    for (const p of ['/', '/api/boot-up', '/robots.txt', '/no-such-page']) {
      const res = await t.request(p);
      const csp = res.headers.get('content-security-policy') ?? '';
      // A page from the anonymous cache allows its inline scripts by hash, anything else by a nonce.
      expect(csp).toMatch(/script-src 'self'( 'nonce-[A-Za-z0-9+/=]+'| 'sha256-[A-Za-z0-9+/=]+')+(;|$)/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('unsafe-inline\' \'nonce'); // no inline scripts without the nonce
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-app-version')).toBe('test-version');
      expect(res.headers.get('x-request-id')).toBeTruthy();
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('sends HSTS when the public URL is https', async () => {
    const https = await createTestApp({ PUBLIC_URL: 'https://clinic.test' });
    try {
      expect((await https.request('/healthz')).headers.get('strict-transport-security')).toContain('max-age=');
    } finally {
      await https.close();
    }
  });

  it('gives every rendered page its own nonce; a cached page allows only its own inline scripts, by hash', async () => {
    const nonces = [];
    for (let i = 0; i < 3; i++) {
      // A session cookie (even a stale one) bypasses the cache: the page is rendered for this request.
      const res = await t.request('/en/team', { headers: { cookie: 'aloha.sid=stale' } });
      const html = await res.text();
      const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy')!)![1]!;
      const scripts = [...html.matchAll(/<script[^>]*>/g)].map((m) => m[0]);
      expect(scripts.length).toBeGreaterThan(0);
      for (const s of scripts) if (!/\ssrc=/.test(s)) expect(s).toContain(`nonce="${nonce}"`);
      expect(html).not.toContain('AlohaNoncePlaceholder');
      nonces.push(nonce);
    }
    expect(new Set(nonces).size).toBe(3);

    for (let i = 0; i < 2; i++) {
      const res = await t.request('/en/team');
      const html = await res.text();
      const csp = res.headers.get('content-security-policy')!;
      expect(csp).not.toContain("'nonce-");
      const inline = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].filter((m) => !/\ssrc=/.test(m[1]!));
      expect(inline.length).toBeGreaterThan(0);
      for (const m of inline) {
        expect(m[1]).not.toContain('nonce=');
        expect(csp).toContain(`'sha256-${createHash('sha256').update(m[2]!).digest('base64')}'`);
      }
      expect(html).not.toContain('AlohaNoncePlaceholder');
    }
  });

  it('renders a page in the URL language with alternates and canonical', async () => {
    const html = await (await t.request('/zh-CN/services/physiotherapy')).text();
    expect(html).toContain('<html lang="zh-CN"');
    expect(html).toContain('<link rel="canonical" href="http://clinic.test/zh-CN/services/physiotherapy"/>');
    for (const [lng, href] of [['zh-HK', '/services/physiotherapy'], ['zh-CN', '/zh-CN/services/physiotherapy'], ['en', '/en/services/physiotherapy'], ['x-default', '/services/physiotherapy']]) {
      expect(html).toContain(`<link rel="alternate" hrefLang="${lng}" href="http://clinic.test${href}"/>`);
    }
  });

  it('answers unknown pages and unknown slugs with 404 in the right language', async () => {
    const res = await t.request('/en/no-such-page');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Page not found');
    expect((await t.request('/services/no-such-service')).status).toBe(404);
    expect((await t.request('/blog/no-such-post')).status).toBe(404);
    const zh = await t.request('/no-such-page');
    expect(zh.status).toBe(404);
    expect(await zh.text()).toContain('<html lang="zh-HK"');
  });

  it('starts the client with site settings, the server version and no user', async () => {
    const body = await (await t.request('/api/boot-up')).json();
    expect(body.serverVersion).toBe('test-version');
    expect(body.user).toBeNull();
    expect(body.site.phone).toBe('+852 2388 1234');
    expect(body.site.name.en).toContain('Aloha');
  });

  it('refuses a state-changing call without the anti-forgery token with 410, and stores a report with it', async () => {
    const noToken = await t.request('/api/error-report', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(report()) });
    expect(noToken.status).toBe(410);
    const wrong = await t.request('/api/error-report', { method: 'POST', headers: { ...xsrfHeaders(), 'x-xsrf-token': 'other' }, body: JSON.stringify(report()) });
    expect(wrong.status).toBe(410);
    const before = (await t.database.db.select().from(errorReport)).length;
    const ok = await t.request('/api/error-report', { method: 'POST', headers: xsrfHeaders(), body: JSON.stringify(report({ location: 'http://clinic.test/stored' })) });
    expect(ok.status).toBe(201);
    const rows = await t.database.db.select().from(errorReport);
    expect(rows.length).toBe(before + 1);
    expect(rows.at(-1)).toMatchObject({ type: 'render', location: 'http://clinic.test/stored', reportStack: 'Error: boom\n    at x' });
  });

  it('refuses a malformed error report with 400 naming the field, storing nothing', async () => {
    const before = (await t.database.db.select().from(errorReport)).length;
    const res = await t.request('/api/error-report', { method: 'POST', headers: xsrfHeaders(), body: JSON.stringify(report({ errorAt: 'yesterday' })) });
    expect(res.status).toBe(400);
    expect((await res.json()).data.fields[0].field).toBe('errorAt');
    expect((await t.database.db.select().from(errorReport)).length).toBe(before);
  });

  it('rate-limits error reports with 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < ERROR_REPORT_LIMIT.limit + 2; i++) {
      const res = await t.request('/api/error-report', { method: 'POST', headers: xsrfHeaders(), body: JSON.stringify(report()) });
      statuses.push(res.status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(2);
  });

  it('serves translations with a version; outside development a missing key is stored as a report, never added to the files', async () => {
    const { serverVersion } = await (await t.request('/api/locales', { method: 'POST', headers: xsrfHeaders() })).json();
    expect(serverVersion).toMatch(/^test-version\./);
    const repo = await (await t.request(`/api/locales?v=${serverVersion}`)).json();
    expect(repo.repo['zh-HK'].resources.common.popup.alert.title).toBe('訊息');
    expect(repo.repo['zh-HK'].resources.common.btn.ok).toBe('確定');
    expect(typeof repo.repo.en.lastUpdateAt).toBe('number');
    const file = fs.readFileSync('locales/en/common.json', 'utf8');
    const patch = await t.request('/api/locales', { method: 'PATCH', headers: xsrfHeaders(), body: JSON.stringify({ lng: 'en', ns: 'common', key: 'x.y' }) });
    expect(await patch.json()).toEqual({ added: false, reported: true });
    expect(fs.readFileSync('locales/en/common.json', 'utf8')).toBe(file);
  });

  it('lists every page in every language in the sitemap and points robots to it', async () => {
    const xml = await (await t.request('/sitemap.xml')).text();
    for (const p of ['http://clinic.test/', 'http://clinic.test/en', 'http://clinic.test/zh-CN/team', 'http://clinic.test/en/services/aloha-stretching-workshop', 'http://clinic.test/zh-CN/events']) {
      expect(xml).toContain(`<loc>${p}</loc>`);
    }
    expect(xml).toContain('hreflang="x-default"');
    expect(await (await t.request('/robots.txt')).text()).toContain('Sitemap: http://clinic.test/sitemap.xml');
  });

  it('describes the API in /api/openapi.json', async () => {
    const doc = await (await t.request('/api/openapi.json')).json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/boot-up', '/api/locales', '/api/error-report']));
    expect(doc.paths['/api/error-report'].post.requestBody).toBeTruthy();
  });

  it('serves under /api exactly the operations /api/openapi.json lists (hidden ones named here)', async () => {
    const HIDDEN = ['get /api/openapi.json', 'get /api/auth/oidc/{provider}/callback'];
    const doc = (await (await t.request('/api/openapi.json')).json()) as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method} ${path}`));
    // Hono's own table: every handler registered on an /api path, middleware ('ALL') and the 404 catch-all aside.
    const served = [...new Set(t.app.routes.filter((r) => r.path.startsWith('/api/') && r.method !== 'ALL').map((r) => `${r.method.toLowerCase()} ${r.path.replace(/:(\w+)/g, '{$1}')}`))];
    expect(served.sort()).toEqual([...documented, ...HIDDEN].sort());
    expect(documented).not.toEqual(expect.arrayContaining([HIDDEN[0]]));
  });
});
