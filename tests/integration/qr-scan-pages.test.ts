import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiBrowser, signedIn, type ApiBrowser } from '../helpers/api-browser';
import { signedInStaff } from '../helpers/staff';
import { createTestApp } from '../helpers/test-app';
import { TEST_DB_KIND } from '../helpers/test-db';

/**
 * Who may open the QR scanner screens (issue 13): /manage/scan is for any staff member, whatever
 * their permissions; /user/scan for anyone signed in. The camera and the decoder run in the
 * browser only (tests/e2e/manage/qr-scan.spec.ts); here the pages and their answers.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: ApiBrowser;
let member: ApiBrowser;

beforeAll(async () => {
  t = await createTestApp();
  [admin, member] = await Promise.all([signedIn(t, 'admin'), signedIn(t, 'member')]);
});
afterAll(() => t?.close());

const get = (b: ApiBrowser, path: string) => t.request(path, { headers: b.headers() });

describe(`QR scanner pages on ${TEST_DB_KIND}`, () => {
  it('/manage/scan: a visitor goes to /login, a member gets 403, any staff member (even without permissions) the scanner', async () => {
    const visitor = await get(apiBrowser(t), '/manage/scan');
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get('location')).toBe('/login?redirect=%2Fmanage%2Fscan');
    expect((await get(member, '/manage/scan')).status).toBe(403);
    for (const who of [await signedInStaff(t, []), await signedInStaff(t, ['FAQ_VIEW']), admin]) {
      const res = await get(who, '/manage/scan?lng=zh-HK');
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('掃描會員 QR Code');
      expect(html).toContain('data-testid="qr-scanner"');
      expect(html).toContain('noindex');
    }
  });

  it('/user/scan: a visitor goes to sign in (in the page’s language), anyone signed in gets the scanner', async () => {
    const visitor = await get(apiBrowser(t), '/en/user/scan');
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get('location')).toBe('/en/sign?redirect=%2Fen%2Fuser%2Fscan');
    for (const [path, title] of [['/user/scan', '掃描 QR Code'], ['/zh-CN/user/scan', '扫描二维码'], ['/en/user/scan', 'Scan a QR code']] as const) {
      const res = await get(member, path);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      expect(html).toContain(`>${title}</h1>`);
      expect(html).toContain('noindex');
    }
    expect((await get(admin, '/en/user/scan')).status).toBe(200);
  });

  it('links to the scanner: the member’s account page, the back office’s top bar and member list', async () => {
    expect(await (await get(member, '/en/user')).text()).toContain('href="/en/user/scan"');
    const desk = await signedInStaff(t, ['MEMBER_VIEW']);
    const home = await (await get(desk, '/manage?lng=en')).text();
    const topBarLink = /<a\b[^>]*href="\/manage\/scan"[^>]*>/.exec(home)?.[0];
    expect(topBarLink).toContain('aria-label="Scan a QR code"');
    expect(await (await get(desk, '/manage/members?lng=en')).text()).toContain('Scan a member QR code');
  });
});
