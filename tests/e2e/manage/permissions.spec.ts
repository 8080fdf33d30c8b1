// The permission list (spec §6): role summaries, every permission by section with the roles holding it, filters in the URL.
import { ACTIONS, RESOURCES } from '../../../common/permissions';
import type { Page } from '@playwright/test';
import { DESKTOP, PHONE, expect, gotoHydrated, test, translation, type Lng } from '../fixtures';
import { expectNoSeriousAxeViolation } from '../site/axe-check';

const m = (key: string, lng: Lng = 'en') => translation(lng, key, 'manage');
const rows = (page: Page) => page.locator('tr[data-permission]');

for (const [name, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
  test.describe(`permission list on ${name}`, () => {
    test.use({ viewport });

    test('the administrator sees the roles holding a permission, the role summary and no serious axe violation', async ({ asAdmin: page }) => {
      await gotoHydrated(page, '/manage/permissions');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(m('permissions.title'));
      const summary = page.getByTestId('permission-role-summary');
      await expect(summary.locator('tr[data-role="X"]').getByTestId('permission-count')).toHaveText(m('roles.allPermissions'));
      await expect(summary.locator('tr[data-role="U"]').getByRole('link', { name: 'Staff' })).toHaveAttribute('href', '/manage/roles');
      await expect(page.getByTestId('permission-full-access')).toContainText('Administrator');

      const booking = page.locator('tr[data-permission="BOOKING_EDIT"]');
      await expect(booking).toBeVisible();
      await expect(booking).toContainText(m('resources.BOOKING'));
      await expect(booking.locator('[data-role="U"]')).toHaveText('Staff');
      await expect(booking.locator('[data-full-access]')).toContainText('Administrator');
      await expect(page.locator('tr[data-permission="ROLE_DELETE"] [data-role]')).toHaveCount(0);
      await expect(page.locator('section[data-group] h2')).toHaveText(['booking', 'content', 'settlement', 'system', 'types', 'other'].map((g) => m(`permissionGroups.${g}`)));
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await expectNoSeriousAxeViolation(page, `/manage/permissions on ${name}`);
    });
  });
}

test.describe('permission list filter', () => {
  test.use({ viewport: DESKTOP });

  test('filtering by a role keeps it in the URL and leaves only what the role holds', async ({ asAdmin: page }) => {
    await gotoHydrated(page, '/manage/permissions');
    const all = await rows(page).count();
    expect(all).toBe(RESOURCES.length * ACTIONS.length);
    const filter = page.getByTestId('permission-filter');
    await filter.getByLabel(m('permissions.filter.role')).selectOption('U');
    await filter.getByRole('button', { name: m('common.search') }).click();
    await expect(page).toHaveURL(/[?&]role=U(&|$)/);
    await expect(page.locator('tr[data-permission="PERMISSION_VIEW"]')).toHaveCount(0);
    const shown = await rows(page).count();
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(all);
    await expect(rows(page).locator('[data-role="U"]')).toHaveCount(shown);

    await filter.getByLabel(m('permissions.filter.q')).fill('chat');
    await filter.getByRole('button', { name: m('common.search') }).click();
    await expect(page).toHaveURL(/[?&]q=chat(&|$)/);
    await expect(rows(page)).toHaveCount(3);
    await expect(filter.getByLabel(m('permissions.filter.role'))).toHaveValue('U');
  });

  test('a search matching nothing says so', async ({ asAdmin: page }) => {
    await gotoHydrated(page, '/manage/permissions?q=nothing-like-this');
    await expect(rows(page)).toHaveCount(0);
    await expect(page.getByText(m('permissions.empty'))).toBeVisible();
  });

  test('the screen speaks Traditional Chinese and finds a permission by its shown name', async ({ asAdmin: page }) => {
    await gotoHydrated(page, `/manage/permissions?lng=zh-HK&q=${encodeURIComponent(m('resources.FAQ', 'zh-HK'))}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m('permissions.title', 'zh-HK'));
    await expect(page).toHaveTitle(new RegExp(`^${m('permissions.title', 'zh-HK')}`));
    await expect(rows(page)).toHaveCount(3);
    await expect(page.locator('tr[data-permission="FAQ_VIEW"]')).toContainText(m('actions.VIEW', 'zh-HK'));
  });

  test('the staff role, without PERMISSION_VIEW, gets the 403 page and no sidebar item', async ({ asStaff: page }) => {
    const res = await page.goto('/manage/permissions');
    expect(res?.status()).toBe(403);
    await expect(page.getByTestId('manage-status-403')).toContainText(m('forbidden.title', 'zh-HK'));
    await expect(page.getByTestId('manage-sidebar').getByRole('link', { name: m('nav.item.permissions', 'zh-HK') })).toHaveCount(0);
  });
});
