// Issue 9 §4, what a member and the clinic read about one booking: the special request has the
// same name on the member's booking and at the desk; a notification gives a friendly date, when it
// arrived, and opens the booking; a cancelled booking leaves Upcoming for "Past and cancelled".
import AxeBuilder from '@axe-core/playwright';
import { test, type Page } from '@playwright/test';
import { toClinicDate } from '../../../common/clinic-time';
import { formatDateTime } from '../../../common/date-format';
import { useMemberSession } from '../account/helpers';
import { DESKTOP, expect, gotoHydrated, PHONE, translation } from '../fixtures';
import { STAFF, openAs } from '../manage/manage-helpers';
import { bookPhysio, xsrf } from '../booking-api';

async function cancel(page: Page, id: number) {
  await page.request.post(`/api/booking/${id}/cancel`, { headers: { 'x-xsrf-token': await xsrf(page) }, data: { reason: '' } });
}

test('a PAPER request reads “到診證明（病假紙）” on the member’s booking and at the desk, never “紙本收據”', async ({ page, browser, baseURL }) => {
  await page.setViewportSize(DESKTOP);
  await useMemberSession(page);
  const booking = await bookPhysio(page, { specialRequests: ['PAPER', 'INVOICE'] });
  const paper = translation('zh-HK', 'enum.specialRequest.PAPER');
  const invoice = translation('zh-HK', 'enum.specialRequest.INVOICE');
  expect(paper).toBe('到診證明（病假紙）');
  try {
    await gotoHydrated(page, `/user/bookings/${booking.id}`);
    const memberSees = page.getByTestId('booking-detail').getByTestId('fact-requests');
    await expect(memberSees).toHaveText(`${paper}、${invoice}`);

    // The staff member (zh-HK) opens the same booking in the schedule editor.
    const desk = await (await browser.newContext({ viewport: DESKTOP })).newPage();
    await openAs(desk, STAFF, baseURL!, `/manage/schedule/booking/${booking.id}`);
    const facts = desk.getByTestId('booking-detail');
    await expect(facts.locator('[data-field="requests"]')).toHaveText(`${paper}、${invoice}`);
    await expect(facts).not.toContainText('紙本收據');
    const form = desk.getByTestId('booking-form');
    await expect(form.getByRole('checkbox', { name: paper, exact: true })).toBeChecked();
    await expect(form.getByRole('checkbox', { name: invoice, exact: true })).toBeChecked();
    await expect(form.getByRole('checkbox', { name: translation('zh-HK', 'enum.specialRequest.REPORT'), exact: true })).not.toBeChecked();
    await expect(form).not.toContainText('紙本收據');
    await desk.context().close();
  } finally {
    await cancel(page, booking.id);
  }
});

test.describe('on a phone in English', () => {
  test.use({ viewport: PHONE });

  test('a notification gives the date as people write it, says when it arrived, and opens the booking', async ({ page }) => {
    await useMemberSession(page);
    await gotoHydrated(page, '/en');
    const booking = await bookPhysio(page, {}, 1);
    try {
      const thisYear = Math.floor(booking.date / 10000) === Math.floor(toClinicDate(new Date()) / 10000);
      const when = formatDateTime(booking.date, booking.start, 'en', { year: !thisYear });
      expect(when).toMatch(/^[A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2}( \d{4})?, \d{1,2}:\d{2} [ap]m$/);

      await page.reload();
      await page.waitForFunction(() => window.__alohaOverlays !== undefined);
      await page.getByTestId('header-bell').click();
      const panel = page.getByTestId('header-notify-panel');
      const item = panel.getByTestId('notify-item').filter({ hasText: `#${booking.id}` }).first();
      await expect(item).toContainText(`Booking request received`);
      await expect(item).toContainText(` on ${when} (Central Clinic)`);
      await expect(item).not.toContainText(/\d{4}-\d{2}-\d{2}/);
      // Arrived moments ago: "just now" (under 20 s) or a few seconds ago, with the exact time kept in <time>.
      const arrived = item.getByTestId('relative-time');
      await expect(arrived).toHaveText(/^(just now|\d+ seconds? ago)$/);
      await expect(arrived).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
      expect((await new AxeBuilder({ page }).include('[role="dialog"]').analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

      await item.getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`/en/user/bookings/${booking.id}$`));
      await expect(page.getByTestId('booking-detail')).toBeVisible();
    } finally {
      await cancel(page, booking.id);
    }
  });

  test('a cancelled booking leaves Upcoming and is listed under “Past and cancelled” with its state', async ({ page }) => {
    await useMemberSession(page);
    const booking = await bookPhysio(page, {}, 2);
    const row = (p: Page) => p.locator(`[data-testid="booking-row"][data-booking-id="${booking.id}"]`);

    await gotoHydrated(page, '/en/user/bookings');
    await expect(row(page)).toBeVisible();
    await expect(row(page).getByTestId('booking-status')).toHaveText('Awaiting approval');
    await row(page).click();
    await page.getByTestId('booking-cancel').click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(page.getByTestId('booking-detail').getByTestId('booking-status')).toHaveText('Cancelled');

    await gotoHydrated(page, '/en/user/bookings');
    await expect(page.getByTestId('tab-upcoming')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('bookings-list').or(page.getByTestId('bookings-empty'))).toBeVisible();
    await expect(row(page)).toHaveCount(0);
    await page.getByTestId('tab-past').click();
    await expect(page.getByTestId('tab-past')).toHaveText('Past and cancelled');
    await expect(row(page)).toBeVisible();
    await expect(row(page).getByTestId('booking-status')).toHaveText('Cancelled');
    await expect(page.getByTestId('bookings-empty')).toHaveCount(0);

    // The member area's card lists the cancellation as a link to the booking (other tests share the
    // demo member, so their notices may sit above it).
    await gotoHydrated(page, '/en/user');
    const box = page.getByTestId('notifications');
    await box.getByTestId('notify-bell').click();
    const notice = box.getByTestId('notify-item').filter({ has: page.locator(`a[href="/en/user/bookings/${booking.id}"]`) }).filter({ hasText: 'Booking cancelled' });
    await expect(notice).toHaveCount(1);
  });
});
