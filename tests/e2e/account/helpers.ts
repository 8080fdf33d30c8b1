// Shared helpers of the account end-to-end tests: the demo accounts, signing in through the API,
// and reading one-time codes from the demo SMS outbox as an administrator.
import { request as playwrightRequest, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { isValidHkid } from '../../../common/validators/doc-id';
import { expect, gotoHydrated } from '../fixtures';

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

/** Fills every field of the English form with valid values (no code sent). */
export async function fillValid(form: Locator, over: { phone?: string; birth?: string; docId?: string; email?: string } = {}) {
  await form.getByRole('textbox', { name: 'Mobile number' }).fill(over.phone ?? '9123 4567');
  await form.getByLabel('Password', { exact: true }).fill('secret12');
  await form.getByLabel('Confirm password').fill('secret12');
  await form.getByRole('textbox', { name: 'Full name (as on your identity document)' }).fill('Chan Siu Ming');
  await form.getByRole('textbox', { name: 'Nickname' }).fill('Siu Ming');
  await form.getByRole('radio', { name: 'Male', exact: true }).check();
  await form.getByLabel('Date of birth').fill(over.birth ?? '1992-03-14');
  await form.getByRole('textbox', { name: 'E-mail (optional)' }).fill(over.email ?? 'siuming@example.com');
  await form.getByRole('combobox', { name: 'Document type' }).selectOption('hk');
  await form.getByRole('textbox', { name: 'Document number' }).fill(over.docId ?? 'G123456(A)');
  await form.getByRole('combobox', { name: 'Nationality' }).selectOption('HK');
  await form.getByRole('checkbox', { name: /privacy policy/ }).check();
}

/** A phone and an HKID no earlier run used: a retry after a slow first try that did register still starts afresh. */
export function freshIdentity() {
  const digits = String(Date.now()).slice(-7);
  const phone = `9${digits}`;
  const six = digits.slice(-6);
  const docId = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'A'].map((c) => `G${six}(${c})`).find(isValidHkid)!;
  return { phone, e164: `+852${phone}`, docId, email: `siuming.${digits}@example.com` };
}

/**
 * Registers a new member through the English form (code from the SMS outbox, bot check solved in
 * the browser) and leaves the page signed in as them: for tests that need a second member (a given
 * document and birth date when the test needs those).
 */
export async function registerMember(page: Page, baseURL: string, over: { docId?: string; birth?: string } = {}) {
  const admin = await adminApi(baseURL);
  const who = { ...freshIdentity(), ...(over.docId ? { docId: over.docId } : {}) };
  // Each new member arrives from an address of their own (the e2e server trusts X-Forwarded-For), as
  // members do: the per-address limits on codes and registrations stay those a real office meets.
  const n = Number(who.phone.slice(-6));
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${n % 250}.${Math.floor(n / 250) % 250}.${1 + Math.floor(n / 62_500) % 250}` });
  await gotoHydrated(page, '/en/sign#sign-up');
  const form = page.getByTestId('register-form');
  await fillValid(form, { phone: who.phone, docId: who.docId, email: who.email, birth: over.birth });
  const since = Date.now() - 2000;
  await page.getByTestId('reg-code-send').click();
  await form.getByRole('textbox', { name: 'Verification code' }).fill(await latestCode(admin, who.e164, since));
  await expect(page.getByTestId('bot-check')).toHaveAttribute('data-state', 'verified', { timeout: 15_000 });
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/en\/user$/, { timeout: 15_000 });
  await admin.dispose();
  return who;
}
