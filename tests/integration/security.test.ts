import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createAdaptorServer } from '@hono/node-server';
import { and, eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_UNSENT_UPLOADS } from '../../common/chat';
import { SESSION_COOKIE } from '../../common/http';
import { session, userAccount } from '../../server/db/schema/accounts';
import { chatUpload } from '../../server/db/schema/chat';
import { hashPassword } from '../../server/domain/accounts/password-hash';
import { createSession } from '../../server/domain/accounts/sessions';
import { JSON_BODY_LIMIT } from '../../server/http/request-body';
import { SIGN_IN_THROTTLE } from '../../server/http/sign-in-throttle';
import { xsrfTokenFor } from '../../server/http/xsrf';
import { listOutbox } from '../../server/integrations/sms/outbox-sms';
import { apiBrowser, type ApiBrowser } from '../helpers/api-browser';
import { signedInMembers } from '../helpers/members';
import { createTestApp, TEST_APP_SECRET, xsrfHeaders } from '../helpers/test-app';
import { TEST_DB_KIND } from '../helpers/test-db';

/**
 * The outside security review's findings (issue 8), one class per describe: each test failed on
 * the code the review saw.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let server: http.Server;
let base: string;
/** The administrator's own browser (signed in before anyone guesses the admin password below). */
let admin: ApiBrowser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await staffBrowser();
  // The app's own Response objects, as in-process requests elsewhere (no lightweight globals).
  server = createAdaptorServer({ fetch: t.app.fetch, overrideGlobalObjects: false }) as http.Server;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()));
  await t?.close();
});

const browser = () => apiBrowser(t);
const cookieOf = (setCookies: string[], name: string) => setCookies.find((c) => c.startsWith(`${name}=`))?.split(';')[0]!.slice(name.length + 1);

/** A member with a password (and an e-mail), signed in nowhere yet. */
async function memberWithPassword(password: string) {
  const [m] = await signedInMembers(t, 1);
  const email = `${m!.memberId}@example.test`;
  await t.database.db.update(userAccount).set({ passwordHash: await hashPassword(password), email }).where(eq(userAccount.id, m!.memberId));
  const [u] = await t.database.db.select().from(userAccount).where(eq(userAccount.id, m!.memberId));
  return { id: m!.memberId, phone: u!.phone!, email };
}

/**
 * Streams a POST body of `total` bytes in 64 KB chunks over a real socket and stops as soon as an
 * answer arrives: resolves with the status and how much had been written by then.
 */
function streamPost(pathname: string, total: number, headers: Record<string, string>): Promise<{ status: number; sent: number }> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = http.request(`${base}${pathname}`, { method: 'POST', headers: { ...headers, 'transfer-encoding': 'chunked' } });
    req.on('response', (res) => {
      answered = true;
      res.resume();
      resolve({ status: res.statusCode!, sent });
      req.destroy();
    });
    req.on('error', (err) => {
      if (!answered) reject(err);
    });
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const pump = () => {
      while (!answered && sent < total) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      if (!answered) req.end();
    };
    req.write('{"identifier":"');
    pump();
  });
}

describe(`request bodies are bounded on ${TEST_DB_KIND}`, () => {
  it('refuses a 200 MB JSON body with 413 while it is still arriving, not after buffering it', async () => {
    const res = await streamPost('/api/auth/sign-in', 200 * 1024 * 1024, { ...xsrfHeaders(), 'content-type': 'application/json' });
    expect(res.status).toBe(413);
    expect(res.sent).toBeLessThan(20 * 1024 * 1024);
  });

  it('refuses a declared Content-Length over the limit before reading anything', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(`${base}/api/error-report`, { method: 'POST', headers: { ...xsrfHeaders(), 'content-length': String(64 * 1024 * 1024) } });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode!);
        req.destroy();
      });
      req.on('error', reject);
      req.write('{');
    });
    expect(status).toBe(413);
  });

  it('gives every JSON route the same ceiling (413 with BODY_TOO_LARGE) and uploads theirs', async () => {
    const big = JSON.stringify({ identifier: 'x'.repeat(JSON_BODY_LIMIT), password: 'p' });
    const res = await t.request('/api/auth/sign-in', { method: 'POST', headers: xsrfHeaders(), body: big });
    expect(res.status).toBe(413);
    expect((await res.json()).code).toBe('BODY_TOO_LARGE');
    const settings = await t.request('/api/manage/booking-setup/rooms', { method: 'POST', headers: { ...admin.headers(), 'content-type': 'application/json' }, body: big });
    expect(settings.status).toBe(413);
  });
});

async function staffBrowser(): Promise<ApiBrowser> {
  const b = browser();
  const res = await b.call('POST', '/api/auth/staff-sign-in', { account: 'admin', password: 'Aloha#Admin2026' });
  expect(res.status).toBe(200);
  return b;
}

describe(`password guessing cannot lock the owner out on ${TEST_DB_KIND}`, () => {
  it('closes an account only to browsers it never signed in on; the owner’s browser and one-time codes still get in', async () => {
    const acc = await memberWithPassword('owner-pass1');
    const owner = browser();
    expect((await owner.call('POST', '/api/auth/sign-in', { identifier: acc.phone, password: 'owner-pass1' })).status).toBe(200);

    // Wrong passwords from many addresses, by phone and by e-mail (one count per account).
    for (let i = 0; i < SIGN_IN_THROTTLE.untrusted.limit; i++) {
      const res = await browser().call('POST', '/api/auth/sign-in', { identifier: i % 2 ? acc.email : acc.phone, password: `guess-${i}` });
      expect(res.status).toBe(400);
    }
    const stranger = await browser().call('POST', '/api/auth/sign-in', { identifier: acc.email, password: 'owner-pass1' });
    expect(stranger.status).toBe(429);
    expect(stranger.json).toMatchObject({ code: 'SIGN_IN_THROTTLED', message: 'error.login.throttled' });

    // The owner's own browser signs in as usual.
    expect((await owner.call('POST', '/api/auth/sign-in', { identifier: acc.phone, password: 'owner-pass1' })).status).toBe(200);
    // So does anyone holding a one-time code sent to the phone.
    const phone = browser();
    await phone.call('POST', '/api/auth/code', { callingCode: '852', phone: acc.phone.slice(4), purpose: 'login', lng: 'en' });
    const [sms] = await listOutbox(t.database.db, { to: acc.phone, limit: 1 });
    const code = /\b(\d{6})\b/.exec(sms!.text)![1]!;
    expect((await phone.call('POST', '/api/auth/sign-in/code', { callingCode: '852', phone: acc.phone.slice(4), code })).status).toBe(200);
  });

  it('slows one address after a few wrong passwords without touching other addresses', async () => {
    const acc = await memberWithPassword('second-pass1');
    const guesser = browser();
    for (let i = 0; i < SIGN_IN_THROTTLE.perClient.limit; i++) {
      expect((await guesser.call('POST', '/api/auth/sign-in', { identifier: i % 2 ? acc.email : acc.phone, password: 'nope-nope' })).status).toBe(400);
    }
    expect((await guesser.call('POST', '/api/auth/sign-in', { identifier: acc.phone, password: 'second-pass1' })).status).toBe(429);
    expect((await browser().call('POST', '/api/auth/sign-in', { identifier: acc.email, password: 'second-pass1' })).status).toBe(200);
  });

  it('keeps the administrator’s own browser in while someone guesses the admin password', async () => {
    const own = admin;
    for (let i = 0; i < SIGN_IN_THROTTLE.untrusted.limit + 2; i++) await browser().call('POST', '/api/auth/staff-sign-in', { account: 'admin', password: `Guess#${i}` });
    expect((await browser().call('POST', '/api/auth/staff-sign-in', { account: 'admin', password: 'Aloha#Admin2026' })).status).toBe(429);
    expect((await own.call('POST', '/api/auth/staff-sign-in', { account: 'admin', password: 'Aloha#Admin2026' })).status).toBe(200);
  });
});

describe(`forgot password does not tell who is registered on ${TEST_DB_KIND}`, () => {
  it('answers a registered and an unknown phone alike, and texts nobody', async () => {
    const form = (phone: string) => ({ callingCode: '852', phone, code: '123456', password: 'brand-new1', passwordConfirm: 'brand-new1' });
    const before = (await listOutbox(t.database.db, { limit: 500 })).length;
    const registered = await browser().call('POST', '/api/auth/reset-password', form('61234567'));
    const unknown = await browser().call('POST', '/api/auth/reset-password', form('97771234'));
    expect(unknown.status).toBe(registered.status);
    expect(unknown.json).toEqual(registered.json);
    expect(registered.json.code).toBe('OTP_EXPIRED');
    expect((await listOutbox(t.database.db, { limit: 500 })).length).toBe(before);
  });
});

describe(`staff always get back-office sessions on ${TEST_DB_KIND}`, () => {
  it('signing in on the member site with remember-me still gives staff a 30-minute / 12-hour session', async () => {
    const db = t.database.db;
    await db.update(userAccount).set({ email: 'staff-person@example.test' }).where(eq(userAccount.account, 'staff'));
    const b = browser();
    const res = await b.call('POST', '/api/auth/sign-in', { identifier: 'staff-person@example.test', password: 'Aloha#Staff2026', rememberMe: true });
    expect(res.status).toBe(200);
    const cookie = res.setCookie.find((c) => c.startsWith(`${SESSION_COOKIE}=`))!;
    expect(cookie).not.toMatch(/expires|max-age/i); // ends with the browser, like every back-office session
    const [staffUser] = await db.select().from(userAccount).where(eq(userAccount.account, 'staff'));
    const [row] = await db.select().from(session).where(and(eq(session.userId, staffUser!.id), isNull(session.revokedAt)));
    expect(row).toMatchObject({ site: 'cms', rememberMe: false, idleSeconds: 30 * 60 });
  });

  it('holds a member-site session of a staff account to the back-office limits', async () => {
    const db = t.database.db;
    const [staffUser] = await db.select().from(userAccount).where(eq(userAccount.account, 'staff'));
    // A 90-day web session, as an account could hold from before it became staff.
    const { token } = await createSession(db, { userId: staffUser!.id, site: 'web', rememberMe: true, userAgent: null, ip: null });
    const b = browser();
    b.jar.set(SESSION_COOKIE, token);
    expect((await b.call('GET', '/api/manage/dashboard')).status).toBe(200);
    await db.update(session).set({ createdAt: new Date(Date.now() - 13 * 3_600_000) }).where(eq(session.userId, staffUser!.id));
    expect((await b.call('GET', '/api/manage/dashboard')).status).toBe(401);
  });
});

describe(`signing out needs the anti-forgery token on ${TEST_DB_KIND}`, () => {
  it('GET /api/logout only asks; a POST without the token is 410; with it the session ends', async () => {
    const [m] = await signedInMembers(t, 1);
    const cookie = `${SESSION_COOKIE}=${m!.jar.get(SESSION_COOKIE)}`;
    const page = await t.request('/api/logout?lng=en', { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('Do you want to log out?');
    expect(html).toMatch(/<form method="post" action="\/api\/logout">/);
    expect((await m!.call('GET', '/api/user/me')).status).toBe(200);

    const forged = await t.request('/api/logout', { method: 'POST', headers: { cookie } });
    expect(forged.status).toBe(410);
    expect((await m!.call('GET', '/api/user/me')).status).toBe(200);

    expect((await m!.call('POST', '/api/logout')).status).toBe(200);
    expect((await m!.call('GET', '/api/user/me')).status).toBe(401);
  });

  it('the confirmation page’s form signs out without scripts', async () => {
    const [m] = await signedInMembers(t, 1);
    const sid = m!.jar.get(SESSION_COOKIE)!;
    const token = xsrfTokenFor(TEST_APP_SECRET, sid);
    const res = await t.request('/api/logout', {
      method: 'POST',
      headers: { cookie: `${SESSION_COOKIE}=${sid}; xsrf-token=${token}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: `xsrf=${encodeURIComponent(token)}`,
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/');
    expect((await m!.call('GET', '/api/user/me')).status).toBe(401);
  });
});

describe(`the anti-forgery token is bound to the session on ${TEST_DB_KIND}`, () => {
  const post = (cookie: string, header: string) =>
    t.request('/api/user/profile', { method: 'PATCH', headers: { cookie, 'x-xsrf-token': header, 'content-type': 'application/json' }, body: JSON.stringify({ nickname: 'Changed', marketingSms: false, marketingEmail: false }) });

  it('refuses a planted cookie and header pair that was not issued for this session', async () => {
    const [victim, attacker] = await signedInMembers(t, 2);
    const sid = victim!.jar.get(SESSION_COOKIE)!;
    for (const planted of ['tok', xsrfTokenFor(TEST_APP_SECRET), xsrfTokenFor(TEST_APP_SECRET, attacker!.jar.get(SESSION_COOKIE)), xsrfTokenFor('another-secret', sid)]) {
      expect((await post(`${SESSION_COOKIE}=${sid}; xsrf-token=${planted}`, planted)).status).toBe(410);
    }
    const own = xsrfTokenFor(TEST_APP_SECRET, sid);
    expect((await post(`${SESSION_COOKIE}=${sid}; xsrf-token=${own}`, own)).status).toBe(200);
  });

  it('says "signed out" (401) when the page’s token was made for a session that has since ended, and hands a fresh token', async () => {
    const [member] = await signedInMembers(t, 1);
    const sid = member!.jar.get(SESSION_COOKIE)!;
    const own = xsrfTokenFor(TEST_APP_SECRET, sid);
    const res = await post(`${SESSION_COOKIE}=ended-elsewhere; xsrf-token=${own}`, own);
    expect(res.status).toBe(401);
    const setCookies = res.headers.getSetCookie();
    expect(setCookies.some((c) => c.startsWith(`${SESSION_COOKIE}=;`))).toBe(true);
    const fresh = cookieOf(setCookies, 'xsrf-token')!;
    // The fresh token is good for the signed-out browser, and nothing was changed.
    expect((await t.request('/api/logout', { method: 'POST', headers: { cookie: `xsrf-token=${fresh}`, 'x-xsrf-token': fresh } })).status).toBeLessThan(400);
    // A live session with someone else's pair is still 410.
    expect((await post(`${SESSION_COOKIE}=${sid}; xsrf-token=${xsrfTokenFor(TEST_APP_SECRET, 'other')}`, xsrfTokenFor(TEST_APP_SECRET, 'other'))).status).toBe(410);
  });

  it('issues a token with the page and a new one with every sign-in', async () => {
    const acc = await memberWithPassword('bound-pass1');
    const page = await t.request('/en');
    const anon = cookieOf(page.headers.getSetCookie(), 'xsrf-token')!;
    expect(anon).toBeTruthy();
    const signIn = await t.request('/api/auth/sign-in', {
      method: 'POST',
      headers: { cookie: `xsrf-token=${anon}`, 'x-xsrf-token': anon, 'content-type': 'application/json', 'x-forwarded-for': '10.88.0.1' },
      body: JSON.stringify({ identifier: acc.phone, password: 'bound-pass1' }),
    });
    expect(signIn.status).toBe(200);
    const sid = cookieOf(signIn.headers.getSetCookie(), SESSION_COOKIE)!;
    const fresh = cookieOf(signIn.headers.getSetCookie(), 'xsrf-token')!;
    expect(fresh).toBeTruthy();
    expect(fresh).not.toBe(anon);
    expect((await post(`${SESSION_COOKIE}=${sid}; xsrf-token=${anon}`, anon)).status).toBe(410);
    expect((await post(`${SESSION_COOKIE}=${sid}; xsrf-token=${fresh}`, fresh)).status).toBe(200);
  });
});

describe(`personal answers are never stored by caches on ${TEST_DB_KIND}`, () => {
  it('sends Cache-Control: no-store on API responses, and private on signed-in pages', async () => {
    const [m] = await signedInMembers(t, 1);
    for (const p of ['/api/user/me', '/api/booking/mine', '/api/user/notifications', '/api/chat/init']) {
      const res = await t.request(p, { headers: m!.headers() });
      expect(res.status, p).toBe(200);
      expect(res.headers.get('cache-control'), p).toBe('no-store');
    }
    expect((await t.request('/api/user/me')).headers.get('cache-control')).toBe('no-store'); // the 401 too
    const page = await t.request('/en/user', { headers: m!.headers() });
    expect(page.headers.get('cache-control')).toMatch(/private/);
  });
});

describe(`chat uploads have a quota and unsent files are removed on ${TEST_DB_KIND}`, () => {
  it('refuses more unsent files than the quota (413), frees a place when one is sent, and removes the unsent after a day', async () => {
    const [m] = await signedInMembers(t, 1);
    const room = (await m!.call('POST', '/api/chat/rooms', {})).json.id as number;
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#abc' } }).png().toBuffer();
    const upload = () => t.request('/api/chat/upload?name=p.png', { method: 'POST', headers: { ...m!.headers(), 'content-type': 'image/png' }, body: new Uint8Array(png) });
    const urls: string[] = [];
    for (let i = 0; i < CHAT_UNSENT_UPLOADS.maxFiles; i++) {
      const res = await upload();
      expect(res.status).toBe(200);
      urls.push((await res.json()).url);
    }
    const over = await upload();
    expect(over.status).toBe(413);
    expect((await over.json()).code).toBe('UPLOAD_QUOTA_EXCEEDED');

    const sent = await m!.call('POST', '/api/chat/messages', { roomId: room, clientId: `quota-${Date.now()}`, type: 'IMAGE', data: { url: urls[0] } });
    expect(sent.status).toBe(200);
    expect((await upload()).status).toBe(200);

    // A day later the clean-up removes the files never sent, rows and files alike, and keeps the sent one.
    const later = new Date(Date.now() + (CHAT_UNSENT_UPLOADS.keepHours + 1) * 3_600_000);
    const removed = await t.services.chat.removeUnsentUploads(later);
    expect(removed).toBeGreaterThanOrEqual(CHAT_UNSENT_UPLOADS.maxFiles);
    const left = await t.database.db.select().from(chatUpload).where(eq(chatUpload.userId, m!.memberId));
    expect(left.map((r) => r.url)).toEqual([urls[0]]);
    expect(fs.existsSync(path.join(t.files.root!, urls[0]!.replace(/^\/uploads\//, '')))).toBe(true);
    expect(fs.existsSync(path.join(t.files.root!, urls[1]!.replace(/^\/uploads\//, '')))).toBe(false);
  });
});

describe(`the page cache removes the nonce only where the app put it on ${TEST_DB_KIND}`, () => {
  it('leaves stored text that looks like a nonce attribute as written', async () => {
    const settings = (await admin.call('GET', '/api/manage/site-settings')).json.settings;
    const text = 'Open daily AlohaNoncePlaceholder0000 (really) nonce="AlohaNoncePlaceholder0000"';
    const saved = await admin.call('PUT', '/api/manage/site-settings', { ...settings, description: { ...settings.description, en: text } });
    expect(saved.status, saved.text).toBe(200);
    // Content is re-read within seconds of a change; then the page is rendered once and served from the cache.
    let html = '';
    let csp = '';
    const deadline = Date.now() + 8000;
    while (Date.now() < deadline) {
      t.pageCache.invalidate();
      await (await t.request('/en')).text(); // rendered and stored
      const res = await t.request('/en'); // from the cache
      csp = res.headers.get('content-security-policy')!;
      html = await res.text();
      if (html.includes('Open daily AlohaNoncePlaceholder0000 (really)')) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    // React escapes the quotes of the stored text; only the app's own attributes were removed.
    expect(html).toContain('Open daily AlohaNoncePlaceholder0000 (really) nonce=&quot;AlohaNoncePlaceholder0000&quot;');
    expect(html).not.toMatch(/<[^>]+\snonce="/);
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  });
});
