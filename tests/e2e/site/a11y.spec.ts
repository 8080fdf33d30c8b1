// axe: no serious or critical accessibility violation on any public page type, light and dark.
import { test } from '@playwright/test';
import { BLOG_POSTS, EVENTS, SERVICES, expect, gotoHydrated } from '../fixtures';
import { expectNoSeriousAxeViolation } from './axe-check';

const PAGES: [name: string, url: string][] = [
  ['home', '/'],
  ['team', '/team'],
  ['services', '/services'],
  ['service', `/services/${SERVICES[0]!.slug}`],
  ['blog', '/blog'],
  ['blog post', `/blog/${BLOG_POSTS[0]!.slug}`],
  ['faq', '/faq'],
  ['about', '/about'],
  ['privacy', '/privacy'],
  ['events', '/events'],
  ['event', `/events/${EVENTS[0]!.slug}`],
  ['404', '/no-such-page'],
];

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    });

    for (const [name, url] of PAGES) {
      test(`${name} (${url}) has no serious or critical axe violation`, async ({ page }) => {
        await gotoHydrated(page, url);
        await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
        // Let entrance transitions finish so colours are measured as the user sees them.
        await page.evaluate(() => Promise.all(document.getAnimations().filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime))).map((a) => a.finished.catch(() => undefined))));
        await expectNoSeriousAxeViolation(page, `${url} (${theme})`);
      });
    }
  });
}
