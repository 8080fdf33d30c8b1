import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oauthAccount, userAccount } from '../../server/db/schema/accounts';
import { createOidcClient } from '../../server/integrations/oidc/oidc-providers';
import { createTestApp, xsrfHeaders } from '../helpers/test-app';
import { TEST_DB_KIND } from '../helpers/test-db';

/** A real OpenID Connect provider on this machine (oidc-provider with its development login screens). */
let idp: http.Server;
let issuer: string;
let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  idp = http.createServer();
  await new Promise<void>((r) => idp.listen(0, '127.0.0.1', r));
  issuer = `http://127.0.0.1:${(idp.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [{ client_id: 'aloha', client_secret: 'test-client-secret', redirect_uris: ['http://clinic.test/api/auth/oidc/local/callback'], token_endpoint_auth_method: 'client_secret_post' }],
    findAccount: async (_ctx: unknown, sub: string) => ({ accountId: sub, claims: async () => ({ sub, email: `${sub}@idp.test`, name: sub }) }),
    cookies: { keys: ['test-cookie-key'] },
    features: { devInteractions: { enabled: true } },
  });
  idp.on('request', provider.callback());
  t = await createTestApp({}, { oidc: createOidcClient([{ name: 'local', label: 'Local ID', issuer, clientId: 'aloha', clientSecret: 'test-client-secret' }]) });
});
afterAll(async () => {
  await t?.close();
  idp?.close();
});

/** Drives the whole browser round trip: our start → provider login + consent as `sub` → our callback. */
async function oidcRound(sub: string, intent: 'signin' | 'link', appCookies: Record<string, string>) {
  const cookieHeader = () => Object.entries(appCookies).map(([k, v]) => `${k}=${v}`).join('; ');
  const keep = (res: Response, jar: Record<string, string>) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair!.indexOf('=');
      const v = pair!.slice(i + 1);
      if (v) jar[pair!.slice(0, i)] = v;
      else delete jar[pair!.slice(0, i)];
    }
  };
  const start = await t.request(`/api/auth/oidc/local/start?intent=${intent}&redirect=%2Fuser`, { headers: { cookie: cookieHeader() } });
  expect(start.status).toBe(302);
  keep(start, appCookies);
  const idpJar: Record<string, string> = {};
  let url = start.headers.get('location')!;
  for (let i = 0; i < 12; i++) {
    if (url.startsWith('http://clinic.test')) break;
    const isInteraction = /\/interaction\/[^/]+$/.test(new URL(url).pathname);
    let res = await fetch(url, { redirect: 'manual', headers: { cookie: Object.entries(idpJar).map(([k, v]) => `${k}=${v}`).join('; ') } });
    keep(res, idpJar);
    if (isInteraction && res.status === 200) {
      const html = await res.text();
      const prompt = html.includes('name="login"') ? `prompt=login&login=${encodeURIComponent(sub)}&password=x` : 'prompt=consent';
      res = await fetch(url, { method: 'POST', redirect: 'manual', body: prompt, headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: Object.entries(idpJar).map(([k, v]) => `${k}=${v}`).join('; ') } });
      keep(res, idpJar);
    }
    url = new URL(res.headers.get('location')!, url).href;
  }
  expect(url).toContain('/api/auth/oidc/local/callback');
  const cb = await t.request(url.replace('http://clinic.test', ''), { headers: { cookie: cookieHeader() } });
  keep(cb, appCookies);
  return { status: cb.status, location: cb.headers.get('location')!, cookies: appCookies };
}

async function signIn(identifier: string, password: string) {
  const jar: Record<string, string> = {};
  const res = await t.request('/api/auth/sign-in', { method: 'POST', headers: { ...xsrfHeaders(), 'x-forwarded-for': '10.9.9.9' }, body: JSON.stringify({ identifier, password }) });
  expect(res.status).toBe(200);
  jar['aloha.sid'] = /aloha\.sid=([^;]+)/.exec(res.headers.getSetCookie().join(';'))![1]!;
  return jar;
}

describe(`third-party sign-in through a real OpenID Connect provider on ${TEST_DB_KIND}`, () => {
  it('lists the configured providers', async () => {
    expect((await (await t.request('/api/auth/oidc/providers')).json()).providers).toEqual([{ name: 'local', label: 'Local ID' }]);
  });

  it('refuses to sign in an identity linked to no account', async () => {
    const r = await oidcRound('stranger', 'signin', {});
    expect(r.location).toBe('/sign?oauthError=error.thirdParty.notLinked');
    expect(r.cookies['aloha.sid']).toBeUndefined();
  });

  it('links an identity to the signed-in member, then signs in with it', async () => {
    const member = await signIn('61234567', 'member123');
    const linked = await oidcRound('alice', 'link', member);
    expect(linked.location).toBe('/user?oauth=linked');
    const again = await oidcRound('alice', 'link', member);
    expect(again.location).toBe('/user?oauthError=error.thirdParty.linkedToYou');

    const fresh = await oidcRound('alice', 'signin', {});
    expect(fresh.location).toBe('/user?oauth=signedIn');
    const me = await t.request('/api/user/me', { headers: { cookie: `aloha.sid=${fresh.cookies['aloha.sid']}` } });
    expect((await me.json()).user.phone).toBe('+85261234567');
  });

  it('refuses an identity already linked to another account', async () => {
    // The staff account tries to take the member's identity.
    const staffJar: Record<string, string> = {};
    const res = await t.request('/api/auth/staff-sign-in', { method: 'POST', headers: { ...xsrfHeaders(), 'x-forwarded-for': '10.9.9.8' }, body: JSON.stringify({ account: 'staff', password: 'Aloha#Staff2026' }) });
    staffJar['aloha.sid'] = /aloha\.sid=([^;]+)/.exec(res.headers.getSetCookie().join(';'))![1]!;
    const r = await oidcRound('alice', 'link', staffJar);
    expect(r.location).toBe('/user?oauthError=error.thirdParty.linkedElsewhere');
  });

  it('unlinks a provider but never the one the account was registered with', async () => {
    const member = await signIn('61234567', 'member123');
    const headers = xsrfHeaders(member['aloha.sid']);
    const list = await (await t.request('/api/user/third-party', { headers })).json();
    expect(list.links.map((l: { provider: string }) => l.provider)).toEqual(['local']);
    const userId = (await t.database.db.select().from(userAccount).where(eq(userAccount.phone, '+85261234567')))[0]!.id;
    await t.database.db.update(oauthAccount).set({ isOrigin: true }).where(eq(oauthAccount.userId, userId));
    const refused = await t.request('/api/user/third-party/local', { method: 'DELETE', headers });
    expect(refused.status).toBe(400);
    expect((await refused.json()).message).toBe('error.thirdParty.origin');
    await t.database.db.update(oauthAccount).set({ isOrigin: false }).where(eq(oauthAccount.userId, userId));
    expect((await t.request('/api/user/third-party/local', { method: 'DELETE', headers })).status).toBe(200);
    expect((await (await t.request('/api/user/third-party', { headers })).json()).links).toEqual([]);
  });

  it('tells an account registered through a third party to use it instead of a password', async () => {
    await t.database.db.insert(userAccount).values({ id: 'ThirdPartyOnlyUser0001', email: 'tp@example.com' });
    await t.database.db.insert(oauthAccount).values({ provider: 'local', subject: 'tp-user', userId: 'ThirdPartyOnlyUser0001', isOrigin: true });
    const res = await t.request('/api/auth/sign-in', { method: 'POST', headers: { ...xsrfHeaders(), 'x-forwarded-for': '10.9.9.7' }, body: JSON.stringify({ identifier: 'tp@example.com', password: 'anything1' }) });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('error.login.passwordDisabled');
  });

  it('treats a callback without its flow cookie as a lost session', async () => {
    const res = await t.request('/api/auth/oidc/local/callback?code=x&state=y');
    expect(res.headers.get('location')).toBe('/sign?oauthError=error.otp.sessionLost');
  });
});
