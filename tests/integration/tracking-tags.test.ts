import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteSetting } from '../../server/db/schema/content';
import { eventually, signedIn, type ApiBrowser } from '../helpers/api-browser';
import { createTestApp } from '../helpers/test-app';
import { TEST_DB_KIND } from '../helpers/test-db';

type App = Awaited<ReturnType<typeof createTestApp>>;
let t: App;
let debug: App;
let admin: ApiBrowser;

const IDS = { analyticsId: 'G-TEST1234', adPixelId: '123456789012' };
/** A page as a browser gets it: its HTML and its Content-Security-Policy. */
async function page(app: App, path: string, as?: ApiBrowser) {
  const res = await app.request(path, { headers: as ? as.headers() : {} });
  return { html: await res.text(), csp: res.headers.get('content-security-policy') ?? '' };
}
const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';
const hasTags = (html: string) => html.includes('googletagmanager') || html.includes('fbevents');
const THIRD_PARTY = /googletagmanager|google-analytics|facebook/;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, 'admin');
}, 120_000);
afterAll(async () => {
  await t?.close();
  await debug?.close();
});

describe(`analytics and ad pixel tags (spec §9) on ${TEST_DB_KIND}`, () => {
  it('by default nothing loads and the CSP stays strict, for visitors and members alike', async () => {
    const member = await signedIn(t, 'member');
    for (const p of [await page(t, '/en'), await page(t, '/en/about'), await page(t, '/en/user/bookings', member)]) {
      expect(hasTags(p.html)).toBe(false);
      expect(p.csp).not.toMatch(THIRD_PARTY);
      expect(directive(p.csp, 'connect-src')).toBe("connect-src 'self' ws: wss:");
      expect(directive(p.csp, 'img-src')).toBe("img-src 'self' data: blob:");
    }
  });

  it('refuses ids of the wrong shape, naming the fields', async () => {
    const { updatedAt: _u, ...settings } = (await admin.call('GET', '/api/manage/site-settings')).json.settings;
    const res = await admin.call('PUT', '/api/manage/site-settings', { ...settings, analyticsId: 'UA-12345-1', adPixelId: '12ab' });
    expect(res.status).toBe(400);
    expect((res.json.data.fields as { field: string }[]).map((f) => f.field).sort()).toEqual(['adPixelId', 'analyticsId']);
  });

  it('set, the public pages load both tags async and the CSP allows exactly their origins; never the back office', async () => {
    const { updatedAt: _u, ...settings } = (await admin.call('GET', '/api/manage/site-settings')).json.settings;
    const saved = await admin.call('PUT', '/api/manage/site-settings', { ...settings, analyticsId: ' g-test1234 ', adPixelId: IDS.adPixelId });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.settings).toMatchObject(IDS);
    expect(await eventually(async () => hasTags((await page(t, '/en')).html))).toBe(true);
    const member = await signedIn(t, 'member');
    for (const p of [await page(t, '/en'), await page(t, '/zh-CN/about'), await page(t, '/en/user/bookings', member)]) {
      expect(p.html).toContain('https://www.googletagmanager.com/gtag/js?id=G-TEST1234');
      expect(p.html).toContain('https://connect.facebook.net/en_US/fbevents.js');
      expect(p.html).toContain('s.async=!0');
      expect(directive(p.csp, 'script-src')).toMatch(/ https:\/\/www\.googletagmanager\.com https:\/\/connect\.facebook\.net$/);
      expect(directive(p.csp, 'connect-src')).toContain('https://*.google-analytics.com');
      expect(directive(p.csp, 'img-src')).toContain('https://www.facebook.com');
    }
    const manage = await page(t, '/manage', admin);
    expect(manage.html).toContain('<html');
    expect(hasTags(manage.html)).toBe(false);
    expect(manage.csp).not.toMatch(THIRD_PARTY);
    expect(hasTags((await page(t, '/login')).html)).toBe(false);
  });

  it('in debug mode nothing loads even when configured', async () => {
    debug = await createTestApp({ DEBUG: '1' });
    await debug.database.db.update(siteSetting).set(IDS).where(eq(siteSetting.id, 1));
    const p = await page(debug, '/en');
    expect(p.html).toContain('data-testid="footer"');
    expect(hasTags(p.html)).toBe(false);
    expect(p.csp).not.toMatch(THIRD_PARTY);
  }, 120_000);
});
