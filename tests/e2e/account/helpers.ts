// Shared helpers of the account end-to-end tests: the demo accounts, signing in through the API,
// and reading one-time codes from the demo SMS outbox as an administrator.
import { request as playwrightRequest, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { expect } from '../fixtures';

import { ADMIN, MEMBER } from '../accounts';
import { roleCookies } from '../auth-state';

export { ADMIN, MEMBER };

/** The anti-forgery token: the xsrf-token cookie, echoed in the x-xsrf-token header. */
async function xsrfOf(context: BrowserContext | APIRequestContext): Promise<string> {
  const token = (await context.storageState()).cookies.find((c) => c.name === 'xsrf-token')?.value;
  if (!token) throw new Error('no xsrf-token cookie yet');
  return token;
}

/** Signs a browser context in through the API (no UI): a new session each time. */
export async function signInByApi(page: Page, user: { phone: string; password: string } = MEMBER) {
  if (!(await page.context().cookies()).some((c) => c.name === 'xsrf-token')) await page.request.get('/');
  const res = await page.request.post('/api/auth/sign-in', {
    headers: { 'x-xsrf-token': await xsrfOf(page.context()) },
    data: { identifier: user.phone, callingCode: '852', password: user.password },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * Gives the page the demo member's session, signed in once for the whole run by the setup project
 * (tests/e2e/auth.setup.ts). Tests using it must not end it (log out, password change).
 */
export async function useMemberSession(page: Page) {
  await page.context().addCookies(roleCookies('member'));
}

/** A separate API client signed in as the demo administrator (reads the SMS outbox). */
export async function adminApi(baseURL: string): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL });
  await api.get('/');
  const res = await api.post('/api/auth/staff-sign-in', { headers: { 'x-xsrf-token': await xsrfOf(api) }, data: ADMIN });
  expect(res.status(), await res.text()).toBe(200);
  return api;
}

/** The newest 6-digit code texted to a phone (E.164), waiting briefly for it to arrive. */
export async function latestCode(admin: APIRequestContext, to: string, notBefore = 0): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const res = await admin.get(`/api/manage/sms-outbox?to=${encodeURIComponent(to)}`);
        if (!res.ok()) return `HTTP ${res.status()}`;
        const { messages } = (await res.json()) as { messages: { to: string; text: string; createdAt: string }[] };
        const msg = messages.find((m) => m.to === to && new Date(m.createdAt).getTime() >= notBefore);
        code = (msg && /\b(\d{6})\b/.exec(msg.text)?.[1]) ?? '';
        return code ? 'found' : 'none';
      },
      { timeout: 10_000 },
    )
    .toBe('found');
  return code;
}
