// Booking is the front door and the shell never gets in the way (issue 9 §1, §4, §5): Book now in
// the desktop header, the home hero and the left menu; Log in / Register open the sign-in overlay
// on top of the page and bring the reader back to it; the boot loader leaves at boot; long actions
// show the loading overlay; the contact button covers nothing; the phone header stays on one line.
import { test, type Locator, type Page } from '@playwright/test';
import { MEMBER } from '../account/helpers';
import { DESKTOP, expect, gotoHydrated, LANGS, localize, PHONE, translation } from '../fixtures';

const bookNow = (lng: (typeof LANGS)[number]['lng']) => translation(lng, 'bookNow', 'booking');
const bookingUrl = (lng: (typeof LANGS)[number]['lng']) => new RegExp(`${localize('/booking', lng).replace(/\//g, '\\/')}(\\?|$)`);

for (const { lng } of LANGS) {
  test(`desktop: the header's Book now and the hero's open booking (${lng})`, async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await gotoHydrated(page, localize('/faq', lng));
    const header = page.getByTestId('header-book');
    await expect(header).toHaveText(bookNow(lng));
    await header.click();
    await expect(page).toHaveURL(bookingUrl(lng));

    await gotoHydrated(page, localize('/', lng));
    const hero = page.getByTestId('hero-book');
    await expect(hero).toHaveText(bookNow(lng));
    await hero.click();
    await expect(page).toHaveURL(bookingUrl(lng));
  });

  test(`phone: the hero and the left menu carry Book now; the tab bar keeps its six items (${lng})`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await gotoHydrated(page, localize('/', lng));
    await expect(page.getByTestId('header-book')).toBeHidden();
    await expect(page.getByTestId('hero-book')).toBeVisible();
    await expect(page.getByTestId('tab-bar').getByRole('link')).toHaveCount(6);
    await page.getByTestId('hamburger').click();
    const menuBook = page.getByTestId('menu-book');
    await expect(menuBook).toHaveText(bookNow(lng));
    await menuBook.click();
    await expect(page).toHaveURL(bookingUrl(lng));
    await expect(page.getByTestId('left-menu')).toHaveAttribute('data-open', 'false');
  });
}

test.describe('the sign-in overlay', () => {
  async function signInInOverlay(page: Page, dialog: Locator) {
    const form = dialog.getByTestId('sign-in-password');
    await form.getByRole('textbox', { name: 'Mobile number' }).fill(MEMBER.phone);
    await form.getByLabel('Password', { exact: true }).fill(MEMBER.password);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Login Successful')).toBeVisible();
  }

  test('desktop: Log in opens a box over the page; signing in brings the reader back to the same page, signed in', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await gotoHydrated(page, '/en/faq?type=PHYSIO');
    const login = page.getByTestId('nav-login');
    // Without scripts it is a link to /sign that comes back here.
    await expect(login).toHaveAttribute('href', '/en/sign?redirect=%2Fen%2Ffaq%3Ftype%3DPHYSIO');
    await login.click();
    const dialog = page.getByRole('dialog', { name: 'Welcome back' });
    await expect(dialog).toBeVisible();
    await expect(page.locator('[data-overlay-mode="box"]')).toHaveCount(1);
    await expect(page).toHaveURL(/\/en\/faq\?type=PHYSIO$/);
    await signInInOverlay(page, dialog);
    await expect(page.getByTestId('nav-account')).toHaveText(MEMBER.nickname);
    await expect(page).toHaveURL(/\/en\/faq\?type=PHYSIO$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('desktop: Register opens the same overlay on the registration form, wide enough for it; it closes with Escape', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await gotoHydrated(page, '/zh-CN/team');
    const register = page.getByTestId('nav-register');
    await expect(register).toHaveText(translation('zh-CN', 'nav.register'));
    await expect(register).toHaveAttribute('href', '/zh-CN/sign?redirect=%2Fzh-CN%2Fteam#sign-up');
    await register.click();
    await expect(page.getByRole('dialog', { name: translation('zh-CN', 'register.title', 'account') })).toBeVisible();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('sign-panel')).toHaveAttribute('data-view', 'signup');
    expect((await dialog.boundingBox())!.width).toBeGreaterThan(600);
    // The same forms as /sign: switching inside the overlay keeps the page.
    await dialog.getByTestId('switch-signin').click();
    await expect(dialog.getByTestId('sign-panel')).toHaveAttribute('data-view', 'signin');
    await expect(dialog.getByTestId('sign-in-password')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/zh-CN\/team$/);
  });

  test('phone: Log in in the left menu opens a drawer; signing in returns to the page', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await gotoHydrated(page, '/en/services/aloha-pilates');
    await page.getByTestId('hamburger').click();
    await page.getByTestId('menu-login').click();
    await expect(page.getByTestId('left-menu')).toHaveAttribute('data-open', 'false');
    const dialog = page.getByRole('dialog', { name: 'Welcome back' });
    await expect(dialog).toBeVisible();
    await expect(page.locator('[data-overlay-mode="drawer"]')).toHaveCount(1);
    await signInInOverlay(page, dialog);
    await expect(page).toHaveURL(/\/en\/services\/aloha-pilates$/);
    await page.getByTestId('hamburger').click();
    await expect(page.getByTestId('menu-login')).toHaveCount(0);
    await expect(page.getByTestId('left-menu').getByRole('link', { name: 'Account' })).toBeVisible();
  });

  test('a slow connection shows the loading overlay until the overlay is ready', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await gotoHydrated(page, '/en/blog');
    // Hold the overlay's code for a second, as a slow phone network would.
    await page.route(/\/assets\/sign-overlay-[^/]+\.js$/, async (route) => {
      await new Promise((r) => setTimeout(r, 1200));
      await route.continue();
    });
    await page.getByTestId('nav-login').click();
    const loading = page.getByTestId('loading-overlay');
    await expect(loading).toHaveAttribute('aria-hidden', 'false');
    await expect(loading.getByRole('status')).toContainText(translation('en', 'ui.loading'));
    await expect(page.getByRole('dialog', { name: 'Welcome back' })).toBeVisible();
    await expect(loading).toHaveAttribute('aria-hidden', 'true');
  });
});

test('the boot loader is in the server page and leaves once the app has booted', async ({ page, request }) => {
  const html = await (await request.get('/en/about')).text();
  expect(html).toContain('data-testid="boot-loader"');
  await gotoHydrated(page, '/en/about');
  await expect(page.getByTestId('boot-loader')).toHaveCount(0);
});

test('the hamburger says whether the menu is open; the closed menu casts no shadow on the page', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await gotoHydrated(page, '/en/faq');
  const hamburger = page.getByTestId('hamburger');
  const panel = page.locator('#left-menu-panel');
  await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
  await expect(hamburger).toHaveAttribute('aria-controls', 'left-menu-panel');
  // Hidden, not just moved off-screen: its shadow no longer paints a strip down the page's left edge.
  await expect(panel).toHaveCSS('visibility', 'hidden');
  await hamburger.click();
  await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
  await expect(panel).toHaveCSS('visibility', 'visible');
  await page.keyboard.press('Escape');
  await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
});

for (const { lng } of LANGS) {
  test(`phone header: the clinic's name stays on one line beside the bell (${lng})`, async ({ page }) => {
    const { useMemberSession } = await import('../account/helpers');
    await page.setViewportSize({ width: 360, height: 740 });
    await useMemberSession(page);
    await gotoHydrated(page, localize('/', lng));
    await expect(page.getByTestId('header-bell')).toBeVisible();
    const brand = page.getByTestId('brand');
    const box = (await brand.boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(40);
    const header = (await page.locator('header').first().boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(header.y);
    expect(box.y + box.height).toBeLessThanOrEqual(header.y + header.height);
  });

  test(`phone tab bar: labels keep clear of the screen edges (${lng})`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await gotoHydrated(page, localize('/faq', lng));
    const labels = page.getByTestId('tab-bar').locator('a span');
    const first = (await labels.first().boundingBox())!;
    const last = (await labels.last().boundingBox())!;
    expect(first.x).toBeGreaterThanOrEqual(6);
    expect(last.x + last.width).toBeLessThanOrEqual(360 - 6);
  });
}

/** Every visible control or text line on the page that the contact button's box would cover. */
async function coveredByContactButton(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const fab = document.querySelector('[data-testid="contact-button"] > button');
    if (!fab) return [];
    const f = fab.getBoundingClientRect();
    const hits: string[] = [];
    for (const el of document.querySelectorAll('main a, main button, main input, main select, main p, footer a, footer p, [data-sticky-bar] a')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
      // Text nodes may be narrower than their block: measure the text itself.
      const range = document.createRange();
      range.selectNodeContents(el);
      for (const t of range.getClientRects()) {
        if (t.right > f.left && t.left < f.right && t.bottom > f.top && t.top < f.bottom) {
          hits.push(`${el.tagName} "${(el.textContent ?? '').trim().slice(0, 40)}"`);
          break;
        }
      }
    }
    return hits;
  });
}

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`${viewport.width} px: the contact button covers nothing`, () => {
    test.use({ viewport });
    for (const path of ['/en', '/en/services/physiotherapy', '/en/team', '/en/faq']) {
      test(`at the end of ${path}, nothing is under it`, async ({ page }) => {
        await gotoHydrated(page, path);
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await page.waitForTimeout(300);
        await expect(page.getByTestId('contact-button')).toBeVisible();
        expect(await coveredByContactButton(page)).toEqual([]);
      });
    }

    test('the booking flow has no floating button over its times (17:30 included)', async ({ page }) => {
      const { useMemberSession } = await import('../account/helpers');
      await useMemberSession(page);
      await gotoHydrated(page, '/en/booking');
      await expect(page.getByTestId('booking-step')).toBeVisible();
      await expect(page.getByTestId('contact-button')).toHaveCount(0);
    });
  });
}

test('phone: on a page with a sticky Book now bar the contact button sits above it', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await gotoHydrated(page, '/en/services/physiotherapy');
  await page.evaluate(() => window.scrollTo(0, 400));
  const fab = (await page.getByTestId('contact-button').locator('> button').boundingBox())!;
  const bar = (await page.getByTestId('sticky-book').boundingBox())!;
  expect(fab.y + fab.height).toBeLessThanOrEqual(bar.y);
});

for (const theme of ['light', 'dark'] as const) {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`the sign-in overlay has no serious or critical axe violation (${theme}, ${viewport.width} px)`, async ({ page }) => {
      const { default: AxeBuilder } = await import('@axe-core/playwright');
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      await page.setViewportSize(viewport);
      await gotoHydrated(page, '/en/about');
      if (viewport === PHONE) {
        await page.getByTestId('hamburger').click();
        await page.getByTestId('menu-register').click();
      } else {
        await page.getByTestId('nav-register').click();
      }
      await expect(page.getByRole('dialog', { name: 'Create your member account' })).toBeVisible();
      await page.evaluate(() => Promise.all(document.getAnimations().filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime))).map((a) => a.finished.catch(() => undefined))));
      const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
      const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
}
