// Helpers of the back-office end-to-end tests (demo accounts from server/db/seed/seed-accounts.ts).
import { request, type Cookie, type Page } from '@playwright/test';
import { expect, gotoHydrated } from '../fixtures';

import { ADMIN, STAFF } from '../accounts';
import { roleCookies } from '../auth-state';

export { ADMIN, STAFF };

/** A string from locales/<lng>/manage.json ("roles.title"). */
export { translation } from '../fixtures';

/** Signs in through /login (optionally with ?redirect=) and waits for the target page. */
export async function signIn(page: Page, who: { account: string; password: string }, opts: { redirect?: string; lng?: string } = {}) {
  const params = new URLSearchParams();
  if (opts.redirect) params.set('redirect', opts.redirect);
  if (opts.lng) params.set('lng', opts.lng);
  await gotoHydrated(page, `/login${params.size ? `?${params}` : ''}`);
  const form = page.getByTestId('login-form');
  await form.locator('input[name="account"]').fill(who.account);
  await form.locator('input[name="password"]').fill(who.password);
  await form.locator('button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname.startsWith('/manage'));
  await page.waitForFunction(() => window.__alohaOverlays !== undefined);
}

const sessions = new Map<string, Cookie[]>();

/**
 * Gives the page a signed-in session of this account without the form: the demo administrator and
 * staff use the state the setup project stored once for the run (tests/e2e/auth.setup.ts); any other
 * account signs in through the API once per worker (sign-in is rate-limited per account).
 */
export async function useSession(page: Page, who: { account: string; password: string }, baseURL: string) {
  const role = who.account === ADMIN.account ? 'admin' : who.account === STAFF.account ? 'staff' : null;
  let cookies = role ? roleCookies(role) : sessions.get(who.account);
  if (!cookies) {
    const ctx = await request.newContext({ baseURL });
    await ctx.get('/api/boot-up');
    const token = (await ctx.storageState()).cookies.find((c) => c.name === 'xsrf-token')!.value;
    const res = await ctx.post('/api/auth/staff-sign-in', { data: who, headers: { 'x-xsrf-token': token } });
    expect(res.ok(), `${who.account} signs in`).toBe(true);
    cookies = (await ctx.storageState()).cookies;
    sessions.set(who.account, cookies);
    await ctx.dispose();
  }
  await page.context().addCookies(cookies);
}

/** Opens a back-office page with the session and waits until it has hydrated. */
export async function openAs(page: Page, who: { account: string; password: string }, baseURL: string, path: string) {
  await useSession(page, who, baseURL);
  return gotoHydrated(page, path);
}

/** Calls the back-office API with the page's session and anti-forgery token. */
export async function api(page: Page, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, data?: unknown) {
  const token = (await page.context().cookies()).find((c) => c.name === 'xsrf-token')?.value ?? '';
  const res = await page.request.fetch(path, { method, data, headers: { 'x-xsrf-token': token } });
  expect(res.ok(), `${method} ${path}: ${res.status()}`).toBe(true);
  return res.json();
}

/** A unique suffix so reruns against one server do not collide. */
export const unique = () => Date.now().toString(36).slice(-5).toUpperCase();

/**
 * Puts a generated 1600×900 JPEG named `name` in the album library (with its alt text per language
 * when given) and gives back the library's answer: its id, path and copies.
 */
export async function addLibraryImage(
  page: Page,
  name: string,
  alt?: Record<'zh-HK' | 'zh-CN' | 'en', string>,
): Promise<{ id: number; path: string; variants: { path: string; format: string; width: number }[] }> {
  const sharp = (await import('sharp')).default;
  const bytes = await sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: 40, g: 120, b: Date.now() % 255 } } })
    .jpeg()
    .toBuffer();
  if (!(await page.context().cookies()).some((c) => c.name === 'xsrf-token')) await page.request.get('/api/boot-up');
  const token = (await page.context().cookies()).find((c) => c.name === 'xsrf-token')!.value;
  const up = await page.request.post(`/api/manage/media?name=${encodeURIComponent(name)}`, {
    data: bytes,
    headers: { 'content-type': 'image/jpeg', 'x-xsrf-token': token },
  });
  expect(up.status(), await up.text()).toBe(200);
  const image = (await up.json()).image;
  if (alt) await api(page, 'PUT', `/api/manage/media/${image.id}`, { alt, focal: { x: 0.5, y: 0.5 } });
  return image;
}
