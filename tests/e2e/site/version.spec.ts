import { expect, test } from '@playwright/test';

test.describe('new server version (spec §4 "Version")', () => {
  test('shows 立即升級 and a once-only notice with both versions when the server build differs', async ({ page }) => {
    await page.route('**/api/boot-up', async (route) => {
      const res = await route.fetch();
      await route.fulfill({ response: res, headers: { ...res.headers(), 'x-app-version': 'newer-build-42' } });
    });
    // The check runs once the page is interactive: wait for it rather than for a fixed time.
    const checked = page.waitForResponse('**/api/boot-up');
    await page.goto('/');
    await checked;
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('newer-build-42');
    await expect(dialog).toContainText('已推出新版本');
    await expect(page.getByTestId('version-update')).toHaveText('立即升級');
    await dialog.getByRole('button', { name: '稍後' }).click();
    await expect(dialog).toHaveCount(0);
    // Once per server version: a reload does not show the notice again, the button stays.
    await page.reload();
    await expect(page.getByTestId('version-update')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('shows nothing when the versions match', async ({ page }) => {
    await page.goto('/en');
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('version-update')).toHaveCount(0);
  });
});
