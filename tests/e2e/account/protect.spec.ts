// Protected account pages (spec §6): a visitor is sent to /sign with the way back, in the page's language.
import { test } from '@playwright/test';
import { expect } from '../fixtures';

test('/user redirects a visitor to /sign?redirect=%2Fuser', async ({ page, request }) => {
  const res = await request.get('/user', { maxRedirects: 0 });
  expect(res.status()).toBe(302);
  expect(res.headers().location).toBe('/sign?redirect=%2Fuser');
  await page.goto('/user');
  await expect(page).toHaveURL(/\/sign\?redirect=%2Fuser$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the profile page keeps its language and query in the way back', async ({ request }) => {
  const res = await request.get('/en/user/profile?tab=qr', { maxRedirects: 0 });
  expect(res.status()).toBe(302);
  expect(res.headers().location).toBe(`/en/sign?redirect=${encodeURIComponent('/en/user/profile?tab=qr')}`);
  const cn = await request.get('/zh-CN/user', { maxRedirects: 0 });
  expect(cn.headers().location).toBe('/zh-CN/sign?redirect=%2Fzh-CN%2Fuser');
});

test('the account pages are not indexed', async ({ request }) => {
  const html = await (await request.get('/sign')).text();
  expect(html).toMatch(/<meta name="robots" content="noindex"\/?>/);
});
