// The phone shell (375 px): tab bar, left menu (hamburger, swipe, backdrop, route change), and the
// tab bar giving way to the on-screen keyboard.
import { test, type Page } from '@playwright/test';
import { PHONE, SERVICES, expect, gotoHydrated, translation } from '../fixtures';

test.use({ viewport: PHONE, hasTouch: true });

test('on a phone the desktop nav is hidden and the tab bar shows 6 items', async ({ page }) => {
  await gotoHydrated(page, '/en');
  await expect(page.getByTestId('desktop-nav')).toBeHidden();
  await expect(page.getByTestId('hamburger')).toBeVisible();
  const tabBar = page.getByTestId('tab-bar');
  await expect(tabBar).toBeVisible();
  await expect(tabBar).toBeInViewport();
  const items = tabBar.getByRole('link');
  await expect(items).toHaveCount(6);
  await expect(items).toHaveText(['nav.team', 'nav.services', 'nav.blog', 'nav.faq', 'nav.about', 'nav.account'].map((k) => translation('en', k)));
  for (const item of await items.all()) await expect(item).toBeInViewport();
});

test('the tab bar marks the current page and leads to it', async ({ page }) => {
  await gotoHydrated(page, '/en');
  const tabBar = page.getByTestId('tab-bar');
  await tabBar.getByRole('link', { name: translation('en', 'nav.faq') }).click();
  await expect(page).toHaveURL('/en/faq');
  await expect(tabBar.getByRole('link', { name: translation('en', 'nav.faq') })).toHaveAttribute('aria-current', 'page');
  await expect(tabBar.getByRole('link', { name: translation('en', 'nav.blog') })).not.toHaveAttribute('aria-current', 'page');
});

test.describe('left menu', () => {
  const menu = (page: Page) => page.getByTestId('left-menu');
  const html = (page: Page) => page.locator('html');

  async function openMenu(page: Page) {
    await gotoHydrated(page, '/en/about');
    await expect(menu(page)).toHaveAttribute('data-open', 'false');
    await expect(menu(page).locator('aside')).not.toBeInViewport();
    await page.getByTestId('hamburger').click();
    await expect(menu(page)).toHaveAttribute('data-open', 'true');
    await expect(menu(page).locator('aside')).toBeInViewport({ ratio: 0.95 });
    await expect(html(page)).toHaveClass(/\bscroll-locked\b/);
  }

  /** A horizontal swipe on the menu panel, from x0 to x1, as touch events. */
  async function swipe(page: Page, x0: number, x1: number) {
    await menu(page).locator('aside').evaluate(
      (aside, [from, to]) => {
        const touch = (x: number) => new Touch({ identifier: 1, target: aside, clientX: x, clientY: 300 });
        const start = touch(from!);
        aside.dispatchEvent(new TouchEvent('touchstart', { bubbles: true, cancelable: true, touches: [start], targetTouches: [start], changedTouches: [start] }));
        const end = touch(to!);
        aside.dispatchEvent(new TouchEvent('touchend', { bubbles: true, cancelable: true, touches: [], targetTouches: [], changedTouches: [end] }));
      },
      [x0, x1],
    );
  }

  test('the hamburger opens it with the pages, services and languages, and locks the page scroll', async ({ page }) => {
    await openMenu(page);
    const panel = menu(page).locator('aside');
    await expect(panel.getByRole('link', { name: translation('en', 'nav.blog'), exact: true })).toBeVisible();
    await expect(panel.getByRole('link', { name: SERVICES[0]!.name.en, exact: true })).toBeVisible();
    await expect(panel.getByTestId('language-switcher')).toBeVisible();
    // The page behind does not scroll while the menu is open.
    await page.mouse.move(PHONE.width - 15, 400);
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a left swipe of 50 px or more closes it, a shorter one does not', async ({ page }) => {
    await openMenu(page);
    await swipe(page, 250, 220);
    await page.waitForTimeout(100);
    await expect(menu(page)).toHaveAttribute('data-open', 'true');
    await swipe(page, 250, 260);
    await page.waitForTimeout(100);
    await expect(menu(page)).toHaveAttribute('data-open', 'true');
    await swipe(page, 250, 190);
    await expect(menu(page)).toHaveAttribute('data-open', 'false');
    await expect(html(page)).not.toHaveClass(/\bscroll-locked\b/);
    await expect(menu(page).locator('aside')).not.toBeInViewport();
  });

  test('a click on the backdrop closes it', async ({ page }) => {
    await openMenu(page);
    // The right edge of the screen is backdrop, not panel.
    await page.getByTestId('left-menu-backdrop').click({ position: { x: PHONE.width - 15, y: 400 } });
    await expect(menu(page)).toHaveAttribute('data-open', 'false');
    await expect(html(page)).not.toHaveClass(/\bscroll-locked\b/);
  });

  test('Escape closes it', async ({ page }) => {
    await openMenu(page);
    await page.keyboard.press('Escape');
    await expect(menu(page)).toHaveAttribute('data-open', 'false');
  });

  test('following a link in it navigates and closes it', async ({ page }) => {
    await openMenu(page);
    await menu(page).locator('aside').getByRole('link', { name: SERVICES[3]!.name.en, exact: true }).click();
    await expect(page).toHaveURL(`/en/services/${SERVICES[3]!.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SERVICES[3]!.name.en);
    await expect(menu(page)).toHaveAttribute('data-open', 'false');
    await expect(html(page)).not.toHaveClass(/\bscroll-locked\b/);
  });
});

test.describe('tab bar and text fields', () => {
  async function addField(page: Page, html: string) {
    await page.evaluate((markup) => {
      const holder = document.createElement('div');
      holder.innerHTML = markup;
      holder.style.cssText = 'position:fixed;top:80px;left:10px;z-index:100';
      document.body.append(holder);
    }, html);
  }

  for (const [name, markup] of [
    ['input', '<input id="e2e-field" type="text" aria-label="e2e">'],
    ['textarea', '<textarea id="e2e-field" aria-label="e2e"></textarea>'],
  ] as const) {
    test(`it hides while a focused ${name} has the keyboard up and comes back on blur`, async ({ page }) => {
      await gotoHydrated(page, '/en/faq');
      const tabBar = page.getByTestId('tab-bar');
      await expect(tabBar).toHaveAttribute('data-hidden', 'false');
      await addField(page, markup);
      await page.locator('#e2e-field').focus();
      await expect(tabBar).toHaveAttribute('data-hidden', 'true');
      await expect(tabBar).not.toBeInViewport();
      await page.locator('#e2e-field').blur();
      await expect(tabBar).toHaveAttribute('data-hidden', 'false');
      await expect(tabBar).toBeInViewport();
    });
  }

  test('a focused checkbox does not hide it', async ({ page }) => {
    await gotoHydrated(page, '/en/faq');
    await addField(page, '<input id="e2e-box" type="checkbox" aria-label="e2e">');
    await page.locator('#e2e-box').focus();
    await expect(page.locator('#e2e-box')).toBeFocused();
    await page.waitForTimeout(100);
    await expect(page.getByTestId('tab-bar')).toHaveAttribute('data-hidden', 'false');
  });
});
