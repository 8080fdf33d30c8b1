// Helpers of the back-office end-to-end tests (demo accounts from server/db/seed/seed-accounts.ts).
import sharp from 'sharp';
import { request, type Cookie, type Locator, type Page } from '@playwright/test';
import type { Lng } from '../../../common/i18n-config';
import { DESKTOP, PHONE, expect, gotoHydrated, translation } from '../fixtures';
import { expectNoSeriousAxeViolation } from '../site/axe-check';

import { ADMIN, STAFF } from '../accounts';
import { roleCookies } from '../auth-state';

export { ADMIN, STAFF };

/** A string from locales/<lng>/manage.json ("roles.title"). */
export { translation };

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

/** Nothing on the page scrolls sideways at the phone's 375 px, and axe finds nothing serious or critical. */
export async function expectFitsPhone(page: Page, what: string) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${what} scrolls sideways`).toBeLessThanOrEqual(PHONE.width);
  await expectNoSeriousAxeViolation(page, `${what} (375 px)`);
}

/**
 * A back-office screen on a phone (375 px, in `lng`): its heading reads `title` (a cms key), its first
 * `row` (test id) shows, it fits and passes axe; `onPhone` may open an editor and check it too; then
 * the same screen on a desktop (1280 px, English) passes axe.
 */
export async function expectScreenOnPhoneAndDesktop(page: Page, path: string, o: { lng: Lng; title?: string; row: string }, onPhone?: () => Promise<void>) {
  await page.setViewportSize(PHONE);
  await gotoHydrated(page, `${path}?lng=${o.lng}`);
  if (o.title) await expect(page.getByRole('heading', { level: 1 })).toHaveText(translation(o.lng, o.title, 'cms'));
  await expect(page.getByTestId(o.row).first()).toBeVisible();
  await expectFitsPhone(page, `${path} (${o.lng})`);
  await onPhone?.();
  await page.setViewportSize(DESKTOP);
  await gotoHydrated(page, `${path}?lng=en`);
  await expectNoSeriousAxeViolation(page, `${path} (1280 px)`);
}

/**
 * The public page at `url` shows the change once it has reached it: reloaded until `check` passes (the
 * page cache drops changed content within a second or so). `check` should wait 1 s at most.
 */
export async function expectOnPage(page: Page, url: string, check: () => Promise<void>) {
  await expect(async () => {
    await page.goto(url);
    await check();
  }).toPass({ timeout: 15_000 });
}

/** The page's main content shows `text` once the change has reached `url` (or no longer shows it, with `gone`). */
export async function expectMainText(page: Page, url: string, text: string, gone = false) {
  const main = page.getByRole('main');
  await expectOnPage(page, url, () => (gone ? expect(main).not.toContainText(text, { timeout: 1000 }) : expect(main).toContainText(text, { timeout: 1000 })));
}

/** Adds a generated JPEG (its colour from the clock) to the album library through the API; gives its id. */
export async function uploadLibraryImage(page: Page, name: string, size = { width: 1600, height: 900 }): Promise<number> {
  const bytes = await sharp({ create: { ...size, channels: 3, background: { r: 30, g: 110, b: Date.now() % 255 } } }).jpeg().toBuffer();
  if (!(await page.context().cookies()).some((x) => x.name === 'xsrf-token')) await page.request.get('/api/boot-up');
  const token = (await page.context().cookies()).find((x) => x.name === 'xsrf-token')!.value;
  const up = await page.request.post(`/api/manage/media?name=${encodeURIComponent(name)}`, { data: bytes, headers: { 'content-type': 'image/jpeg', 'x-xsrf-token': token } });
  expect(up.status(), await up.text()).toBe(200);
  return (await up.json()).image.id as number;
}

/**
 * Adds a generated image to the library with its alt text in the three languages (what the
 * pickers name it by and editors offer); gives its id.
 */
export async function addLibraryImage(page: Page, name: string, alt: Record<'zh-HK' | 'zh-CN' | 'en', string>): Promise<number> {
  const id = await uploadLibraryImage(page, name);
  await api(page, 'PUT', `/api/manage/media/${id}`, { alt, focal: { x: 0.5, y: 0.5 } });
  return id;
}

/** Types a text field's three languages (`${field}.zh-HK`, `.zh-CN`, `.en`) into `form`. */
export async function fillLanguages(form: Locator, field: string, [zhHK, zhCN, en]: [string, string, string]) {
  await form.locator(`input[name="${field}.zh-HK"]`).fill(zhHK);
  await form.locator(`input[name="${field}.zh-CN"]`).fill(zhCN);
  await form.locator(`input[name="${field}.en"]`).fill(en);
}

/** Saves `form` and expects it refused naming each of `messages`, with what was typed still in `kept` (field name → value). */
export async function expectSaveRefused(form: Locator, messages: string[], kept: Record<string, string>) {
  await form.getByRole('button', { name: translation('en', 'form.save') }).click();
  for (const m of messages) await expect(form).toContainText(m);
  for (const [name, value] of Object.entries(kept)) await expect(form.locator(`[name="${name}"]`)).toHaveValue(value);
}

/** Opens the album library picker with `open`, finds `search` and uses the image its English alt text names. */
export async function pickLibraryImage(page: Page, open: () => Promise<void>, search: string, altEn: string) {
  await open();
  const picker = page.getByTestId('image-picker');
  await picker.getByRole('searchbox').fill(search);
  await picker.getByRole('button', { name: translation('en', 'media.useLabel', 'cms').replace('{{name}}', altEn) }).click();
  await expect(picker).toHaveCount(0);
}
