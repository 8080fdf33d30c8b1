// The account pages: no serious or critical axe violation in light and dark themes, and nothing
// scrolls sideways at 360 px.
import AxeBuilder from '@axe-core/playwright';
import { test, type Page } from '@playwright/test';
import { expect, gotoHydrated } from '../fixtures';
import { expectNoSeriousAxeViolation } from '../site/axe-check';
import { useMemberSession } from './helpers';

const PAGES: { name: string; url: string; signedIn: boolean; ready?: (page: Page) => Promise<void> }[] = [
  { name: 'sign in', url: '/sign', signedIn: false },
  { name: 'sign in by code', url: '/en/sign', signedIn: false, ready: (p) => p.getByTestId('tab-code').click() },
  {
    name: 'register',
    url: '/sign#sign-up',
    signedIn: false,
    ready: async (p) => {
      await expect(p.getByTestId('bot-check')).toHaveAttribute('data-state', 'verified', { timeout: 15_000 });
      await p.getByTestId('reg-submit').click(); // with every field error showing
      await expect(p.locator('[data-field-error]').first()).toBeVisible();
    },
  },
  { name: 'forgot password', url: '/zh-CN/sign#forgot', signedIn: false },
  { name: 'account', url: '/user', signedIn: true },
  { name: 'profile', url: '/en/user/profile', signedIn: true, ready: (p) => expect(p.getByTestId('member-qr')).toBeVisible() },
];

async function settle(page: Page) {
  await page.evaluate(() => Promise.all(document.getAnimations().filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime))).map((a) => a.finished.catch(() => undefined))));
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    });
    for (const p of PAGES) {
      test(`${p.name} (${p.url}) has no serious or critical axe violation`, async ({ page }) => {
        if (p.signedIn) await useMemberSession(page);
        await gotoHydrated(page, p.url);
        await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
        await p.ready?.(page);
        await settle(page);
        await expectNoSeriousAxeViolation(page, `${p.url} (${theme})`);

        // axe 4.13 skips its whole contrast rule once it meets a colour it cannot parse, such as the
        // oklab() Chromium computes for the header's translucent dark background; so the page
        // below the header is measured on its own too, and that measurement must really happen.
        const contrast = await new AxeBuilder({ page }).exclude('header').withRules(['color-contrast']).analyze();
        expect(JSON.stringify(contrast.incomplete), 'axe could read every colour').not.toContain('Unable to parse color');
        expect(contrast.passes.find((r) => r.id === 'color-contrast')?.nodes.length ?? 0, 'axe measured the text contrast').toBeGreaterThan(5);
        const low = contrast.violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary}`));
        expect(low, `contrast on ${p.url} (${theme})`).toEqual([]);
      });
    }
  });
}

test.describe('usable at 360 px wide', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  test('no account page scrolls sideways', async ({ page }) => {
    for (const url of ['/sign', '/en/sign#sign-up', '/en/sign#forgot']) {
      await gotoHydrated(page, url);
      await page.waitForTimeout(100);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${url} is ${width}px wide`).toBeLessThanOrEqual(360);
    }
    await useMemberSession(page);
    for (const url of ['/user', '/en/user/profile']) {
      await gotoHydrated(page, url);
      await page.waitForTimeout(100);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${url} is ${width}px wide`).toBeLessThanOrEqual(360);
    }
  });
});
