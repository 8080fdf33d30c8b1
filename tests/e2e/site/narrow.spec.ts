import { expect, test } from '@playwright/test';
import { BLOG_POSTS, EVENTS, LANGS, localize, SERVICES, STATIC_PAGES } from '../fixtures';

const PAGES = [...STATIC_PAGES, `/services/${SERVICES[0]!.slug}`, `/blog/${BLOG_POSTS[0]!.slug}`, `/events/${EVENTS[0]!.slug}`];

test.describe('usable at 360 px wide', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  for (const { lng } of LANGS) {
    test(`no page scrolls sideways in ${lng}`, async ({ page }) => {
      for (const p of PAGES) {
        await page.goto(localize(p, lng));
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, `${localize(p, lng)} is ${width}px wide`).toBeLessThanOrEqual(360);
      }
    });
  }
});

test('images have sizes and no layout shift happens while the home page loads', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { __cls: number }).__cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!e.hadRecentInput) (window as unknown as { __cls: number }).__cls += e.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const unsized = await page.$$eval('img', (imgs) => imgs.filter((i) => !i.getAttribute('width') || !i.getAttribute('height')).map((i) => i.src));
  expect(unsized).toEqual([]);
  const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
  expect(cls).toBeLessThan(0.02);
});
