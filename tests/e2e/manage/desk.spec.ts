// The staff home (issue 13): a member's new online booking lights the dashboard and the menu badge
// live, over the real-time channel, without a reload; the home reads well on a phone.
import { test } from '@playwright/test';
import { useMemberSession } from '../account/helpers';
import { bookPhysio } from '../booking-api';
import { DESKTOP, expect, PHONE, translation } from '../fixtures';
import { expectFitsPhone, openAs, STAFF } from './manage-helpers';

test('a new online booking lights the dashboard and the menu badge live', async ({ page, browser, baseURL }) => {
  await page.setViewportSize(DESKTOP);
  await openAs(page, STAFF, baseURL!, '/manage?lng=en');
  const tile = page.getByTestId('desk-waiting');
  await expect(tile).toBeVisible();
  const before = Number(await tile.getAttribute('data-value'));
  const badge = page.getByTestId('manage-sidebar').locator('[data-badge="schedule"]');
  await expect(badge).toHaveCount(before > 0 ? 1 : 0);

  // The member books in another browser; the staff page is not touched.
  const memberContext = await browser.newContext({ baseURL });
  const memberPage = await memberContext.newPage();
  await useMemberSession(memberPage);
  const booking = await bookPhysio(memberPage, {}, 5);
  await memberContext.close();

  await expect(tile).toHaveAttribute('data-value', String(before + 1));
  await expect(badge).toHaveText(String(before + 1));
  await expect(badge).toHaveAttribute('aria-label', translation('en', `nav.badge.schedule_${before + 1 === 1 ? 'one' : 'other'}`, 'manage').replace('{{count}}', String(before + 1)));
  await expect(page.getByTestId('desk-waiting-list').locator(`[data-booking-id="${booking.id}"]`)).toBeVisible();
});

test('the staff home fits a phone and names each part in Chinese', async ({ page, baseURL }) => {
  await page.setViewportSize(PHONE);
  await openAs(page, STAFF, baseURL!, '/manage?lng=zh-HK');
  await expect(page.getByTestId('desk-waiting')).toContainText(translation('zh-HK', 'desk.waiting', 'manage'));
  await expect(page.getByTestId('desk-utilisation')).toBeVisible();
  await expectFitsPhone(page, 'staff home');
});
