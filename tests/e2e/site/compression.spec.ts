// Pages travel compressed (issue 9 §6): the browser receives the document, its scripts and styles
// in brotli, and the page still runs under the CSP — a cached page's inline scripts are allowed by
// hash — on a first visit, a repeat visit from the cache and a signed-in one.
import { test } from '@playwright/test';
import { expect, gotoHydrated } from '../fixtures';

test('a visitor gets the page, its scripts and styles in brotli and the page runs with no CSP violation', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(String(e)));
  const codings = new Map<string, string>();
  page.on('response', async (r) => {
    const type = r.request().resourceType();
    // The first answer per URL: a repeat visit is revalidated (304, no body) and reports no coding.
    if (['document', 'script', 'stylesheet'].includes(type) && r.status() === 200 && !codings.has(r.url())) codings.set(r.url(), `${type} ${(await r.allHeaders())['content-encoding'] ?? 'identity'}`);
  });

  // The second visit of each page is served from the anonymous page cache.
  for (const url of ['/', '/en/faq', '/', '/en/faq', '/zh-CN/team']) await gotoHydrated(page, url);
  // Client-side navigation loads further route modules and data under the same policy.
  const dropdown = page.getByTestId('nav-services-dropdown');
  await dropdown.getByRole('button').hover();
  await dropdown.locator('a[href="/zh-CN/services"]').click();
  await expect(page).toHaveURL(/\/services$/);
  await page.waitForLoadState('networkidle');

  expect(problems, 'no script error and no CSP violation').toEqual([]);
  const seen = [...codings.values()];
  for (const type of ['document', 'script', 'stylesheet']) {
    const ofType = seen.filter((s) => s.startsWith(type));
    expect(ofType.length, `${type}s loaded`).toBeGreaterThan(0);
    expect(ofType.filter((s) => !s.endsWith(' br')), `every ${type} in brotli`).toEqual([]);
  }
});
