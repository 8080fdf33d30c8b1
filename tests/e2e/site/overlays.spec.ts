// The overlay stack (box / modal / drawer), Escape and backdrop closing, unsaved-change and
// block-close guards, toasts and the alert box, driven through window.__alohaOverlays.
import { test, type Page } from '@playwright/test';
import { DESKTOP, expect, gotoHydrated, translation } from '../fixtures';

test.use({ viewport: DESKTOP });

/** Opens an overlay with a text title and body (both must be React nodes: strings are). */
function open(page: Page, opts: Record<string, unknown>) {
  return page.evaluate((o) => window.__alohaOverlays!.openOverlay(o), opts);
}

const layer = (page: Page, mode: string) => page.locator(`[data-overlay-mode="${mode}"]`);
const dialogs = (page: Page) => page.getByRole('dialog');

test('stacked overlays: the lower one is dimmed, Escape asks before closing unsaved work, then closes top-down', async ({ page }) => {
  await gotoHydrated(page, '/');
  await open(page, { mode: 'modal', Title: 'A', Body: 'first' });
  await open(page, { mode: 'drawer', Title: 'B', Body: 'second', isUnsaved: true });

  await expect(dialogs(page)).toHaveCount(2);
  await expect(page.getByRole('dialog', { name: 'A' })).toContainText('first');
  await expect(page.getByRole('dialog', { name: 'B' })).toContainText('second');
  await expect(layer(page, 'modal')).toHaveAttribute('data-overlay-top', 'false');
  await expect(layer(page, 'modal')).toHaveClass(/\boverlay-lower\b/);
  await expect(layer(page, 'drawer')).toHaveAttribute('data-overlay-top', 'true');
  await expect(layer(page, 'drawer')).not.toHaveClass(/\boverlay-lower\b/);
  await expect(page.locator('html')).toHaveClass(/\bscroll-locked\b/);

  // Escape on the unsaved drawer: a confirm box asks first.
  const confirmTitle = translation('zh-HK', 'confirm.unsaved.title');
  await page.keyboard.press('Escape');
  const confirm = page.getByRole('dialog', { name: confirmTitle });
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText(translation('zh-HK', 'confirm.unsaved.message'));
  await expect(dialogs(page)).toHaveCount(3);
  await expect(layer(page, 'drawer')).toHaveAttribute('data-overlay-top', 'false');

  // No: the drawer stays.
  await confirm.getByRole('button', { name: translation('zh-HK', 'btn.no'), exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(dialogs(page)).toHaveCount(2);
  await expect(page.getByRole('dialog', { name: 'B' })).toBeVisible();
  await expect(layer(page, 'drawer')).toHaveAttribute('data-overlay-top', 'true');

  // Escape again, yes: the drawer closes and the modal is on top again.
  await page.keyboard.press('Escape');
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: translation('zh-HK', 'btn.yes'), exact: true }).click();
  await expect(dialogs(page)).toHaveCount(1);
  await expect(page.getByRole('dialog', { name: 'B' })).toHaveCount(0);
  await expect(layer(page, 'modal')).toHaveAttribute('data-overlay-top', 'true');
  await expect(layer(page, 'modal')).not.toHaveClass(/\boverlay-lower\b/);

  // Escape closes the last one without asking.
  await page.keyboard.press('Escape');
  await expect(dialogs(page)).toHaveCount(0);
  await expect(page.locator('html')).not.toHaveClass(/\bscroll-locked\b/);
});

test('Escape on a confirm box answers no and leaves the unsaved overlay open', async ({ page }) => {
  await gotoHydrated(page, '/en');
  await open(page, { mode: 'modal', Title: 'Editor', Body: 'draft', isUnsaved: true });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: translation('en', 'confirm.unsaved.title') })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialogs(page)).toHaveCount(1);
  await expect(page.getByRole('dialog', { name: 'Editor' })).toBeVisible();
});

test('a backdrop click and the close button close an overlay', async ({ page }) => {
  await gotoHydrated(page, '/en');
  await open(page, { mode: 'modal', Title: 'Backdrop', Body: 'x' });
  await expect(dialogs(page)).toHaveCount(1);
  await page.getByTestId('overlay-backdrop').click({ position: { x: 10, y: 10 } });
  await expect(dialogs(page)).toHaveCount(0);

  await open(page, { mode: 'box', Title: 'Button', Body: 'y' });
  await page.getByRole('dialog', { name: 'Button' }).getByRole('button', { name: translation('en', 'btn.close') }).click();
  await expect(dialogs(page)).toHaveCount(0);
});

test('a block-close overlay ignores Escape and backdrop clicks and has no close button', async ({ page }) => {
  await gotoHydrated(page, '/en');
  await open(page, { mode: 'box', Title: 'Busy', Body: 'please wait', isBlockClose: true });
  const box = page.getByRole('dialog', { name: 'Busy' });
  await expect(box).toBeVisible();
  await expect(box.getByRole('button', { name: translation('en', 'btn.close') })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.getByTestId('overlay-backdrop').click({ position: { x: 10, y: 10 } });
  await page.waitForTimeout(300);
  await expect(box).toBeVisible();
  await expect(dialogs(page)).toHaveCount(1);
});

test('a drawer closes on a downward swipe of 50 px', async ({ page }) => {
  await gotoHydrated(page, '/en');
  await open(page, { mode: 'drawer', Title: 'Swipe', Body: 'z' });
  const drawer = page.getByRole('dialog', { name: 'Swipe' });
  const swipe = (dy: number) =>
    drawer.evaluate((el, d) => {
      const t = (y: number) => new Touch({ identifier: 1, target: el, clientX: 200, clientY: y });
      const s = t(500);
      el.dispatchEvent(new TouchEvent('touchstart', { bubbles: true, touches: [s], targetTouches: [s], changedTouches: [s] }));
      el.dispatchEvent(new TouchEvent('touchend', { bubbles: true, touches: [], targetTouches: [], changedTouches: [t(500 + d)] }));
    }, dy);
  await swipe(30);
  await page.waitForTimeout(100);
  await expect(drawer).toBeVisible();
  await swipe(80);
  await expect(dialogs(page)).toHaveCount(0);
});

test('a toast shows its message and goes away after about 3.25 s', async ({ page }) => {
  await gotoHydrated(page, '/en');
  const message = 'Saved (e2e)';
  // Measures in the page how long the toast's text stays in the document.
  const lifetime = page.evaluate((msg) => {
    const present = () => Array.from(document.querySelectorAll('[role=status] *')).some((e) => e.textContent === msg);
    return new Promise<number>((resolve) => {
      const t0 = performance.now();
      window.__alohaOverlays!.toast(msg);
      let seen = false;
      const obs = new MutationObserver(() => {
        if (present()) seen = true;
        else if (seen) {
          obs.disconnect();
          resolve(performance.now() - t0);
        }
      });
      obs.observe(document.body, { childList: true, subtree: true });
    });
  }, message);
  await expect(page.getByRole('status').getByText(message, { exact: true })).toBeVisible();
  const ms = await lifetime;
  expect(ms).toBeGreaterThan(3_000);
  expect(ms).toBeLessThan(4_000);
  await expect(page.getByText(message, { exact: true })).toHaveCount(0);
});

for (const lng of ['zh-HK', 'en'] as const) {
  test(`the alert box speaks ${lng}`, async ({ page }) => {
    await gotoHydrated(page, lng === 'en' ? '/en' : '/');
    await page.evaluate(() => void window.__alohaOverlays!.alertBox({ messageKey: 'error.status.429' }));
    const title = lng === 'en' ? 'Message' : '訊息';
    const ok = lng === 'en' ? 'OK' : '確定';
    const box = page.getByRole('dialog', { name: title });
    await expect(box).toBeVisible();
    await expect(box.getByRole('heading')).toHaveText(title);
    await expect(box).toContainText(translation(lng, 'error.status.429'));
    await expect(box).toContainText(translation(lng, 'popup.alert.footer'));
    await box.getByRole('button', { name: ok, exact: true }).click();
    await expect(dialogs(page)).toHaveCount(0);
  });
}

test('the alert box takes the focus on its OK button, so Enter dismisses it', async ({ page }) => {
  await gotoHydrated(page, '/en');
  await page.evaluate(() => void window.__alohaOverlays!.alertBox({ message: 'Hello' }));
  const box = page.getByRole('dialog', { name: 'Message' });
  await expect(box).toBeVisible();
  await expect(box.getByRole('button', { name: 'OK', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialogs(page)).toHaveCount(0);
});

test('focus returns to where it was when an overlay closes', async ({ page }) => {
  await gotoHydrated(page, '/en');
  const toggle = page.getByTestId('theme-toggle');
  await toggle.focus();
  await open(page, { mode: 'modal', Title: 'Focus', Body: 'f' });
  await expect(page.getByRole('dialog', { name: 'Focus' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialogs(page)).toHaveCount(0);
  await expect(toggle).toBeFocused();
});

test('Tab and Shift+Tab keep the focus inside the top overlay', async ({ page }) => {
  await gotoHydrated(page, '/en');
  await open(page, { mode: 'modal', Title: 'Lower', Body: 'below' });
  await page.evaluate(() => void window.__alohaOverlays!.confirmBox({ titleKey: 'confirm.unsaved.title', messageKey: 'confirm.unsaved.message' }));
  const top = page.getByRole('dialog', { name: translation('en', 'confirm.unsaved.title') });
  await expect(top).toBeVisible();
  const focusInTop = () => top.evaluate((el) => el.contains(document.activeElement));
  const focused = new Set<string>();
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await focusInTop(), `focus after ${key}`).toBe(true);
    focused.add(await page.evaluate(() => document.activeElement?.textContent || document.activeElement?.getAttribute('aria-label') || ''));
  }
  // It moved between the box's buttons (close, no, yes) rather than sticking on one.
  expect(focused.size).toBeGreaterThan(1);
});
