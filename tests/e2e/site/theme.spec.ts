// Light/dark theme: the toggle, persistence across reloads without a flash, and the system preference.
import { test } from '@playwright/test';
import { DESKTOP, expect, gotoHydrated, translation } from '../fixtures';

test.use({ viewport: DESKTOP });

const bodyBackground = (page: import('@playwright/test').Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test('the toggle flips the dark theme on and off', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await gotoHydrated(page, '/en/about');
  const html = page.locator('html');
  const toggle = page.getByTestId('theme-toggle');
  await expect(html).not.toHaveClass(/\bdark\b/);
  await expect(toggle).toHaveAttribute('aria-label', translation('en', 'theme.toDark'));
  const light = await bodyBackground(page);

  await toggle.click();
  await expect(html).toHaveClass(/\bdark\b/);
  await expect(toggle).toHaveAttribute('aria-label', translation('en', 'theme.toLight'));
  expect(await bodyBackground(page), 'the page background changes').not.toBe(light);

  await toggle.click();
  await expect(html).not.toHaveClass(/\bdark\b/);
  expect(await bodyBackground(page)).toBe(light);
});

test('the chosen theme survives a reload and is applied before any app script runs', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await gotoHydrated(page, '/en/team');
  await page.getByTestId('theme-toggle').click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);

  // Without the app's bundles only the inline <head> script can set the class.
  await page.route('**/assets/**', (route) => route.abort());
  await page.reload();
  expect(await page.evaluate(() => window.__alohaOverlays), 'the app did not run').toBeUndefined();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => document.documentElement.style.colorScheme)).toBe('dark');
});

test('a stored light choice wins over a dark system preference', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.addInitScript(() => localStorage.setItem('theme', 'light'));
  await page.route('**/assets/**', (route) => route.abort());
  await page.goto('/en');
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  // The head script ran and chose light (it writes the color scheme either way).
  expect(await page.evaluate(() => document.documentElement.style.colorScheme)).toBe('light');
});

test('with no stored choice a dark system preference gives the dark theme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await gotoHydrated(page, '/en/faq');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page.getByTestId('theme-toggle')).toHaveAttribute('aria-label', translation('en', 'theme.toLight'));
});

test('with no stored choice a light system preference gives the light theme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await gotoHydrated(page, '/en/faq');
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
});
