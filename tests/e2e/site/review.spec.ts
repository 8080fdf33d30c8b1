import type { APIRequestContext } from '@playwright/test';
import { adminApi } from '../account/helpers';
import { DESKTOP, expect, gotoHydrated, PHONE, test, translation } from '../fixtures';
import { api } from '../manage/manage-helpers';

type Row = { id: number; status: string };

/** A completed booking of the demo member without a review yet (the seed has one last week). */
async function doneWithoutReview(page: Parameters<typeof api>[0]): Promise<number> {
  for (let p = 1; p <= 5; p++) {
    const { rows } = (await api(page, 'GET', `/api/booking/mine?scope=past&page=${p}&lng=en`)) as { rows: Row[] };
    for (const r of rows.filter((x) => x.status === 'DONE')) if (!(await api(page, 'GET', `/api/booking/${r.id}?lng=en`)).review) return r.id;
    if (rows.length === 0) break;
  }
  throw new Error('no completed booking without a review: the demo member has reviewed them all');
}

async function xsrf(admin: APIRequestContext) {
  return (await admin.storageState()).cookies.find((c) => c.name === 'xsrf-token')?.value ?? '';
}

test.describe('a member reviews a completed booking', () => {
  test('writes a review with stars, sees the thank-you, and the review replaces the form', async ({ asMember: page, baseURL }) => {
    const admin = await adminApi(baseURL!);
    let reviewId: number | null = null;
    try {
      const id = await doneWithoutReview(page);
      await page.setViewportSize(PHONE);
      await gotoHydrated(page, `/en/user/bookings/${id}`);
      const form = page.getByTestId('review-form');
      await expect(form).toBeVisible();

      // Nothing chosen: the rating gets its error; what was typed stays.
      await form.getByLabel('Your review').fill('Friendly team, my back feels much better.');
      await page.getByTestId('review-submit').click();
      await expect(form.getByRole('radiogroup', { name: 'Your rating' })).toHaveAttribute('aria-invalid', 'true');
      await expect(form.getByLabel('Your review')).toHaveValue('Friendly team, my back feels much better.');
      await expect(form).toContainText('Please choose your rating');
      await page.getByTestId('review-write').screenshot({ path: 'test-results/review-form-phone.png' });
      await page.setViewportSize(DESKTOP);
      await page.getByTestId('review-write').screenshot({ path: 'test-results/review-form-desktop.png' });

      await form.getByRole('radio', { name: '4 stars' }).check({ force: true });
      await form.getByLabel('Name to show').fill('Ms. Wong');
      await page.getByTestId('review-submit').click();
      await expect(page.getByText(translation('en', 'review.thanks', 'booking')).first()).toBeVisible();
      const sent = page.getByTestId('review-sent');
      await expect(sent).toContainText('Friendly team, my back feels much better.');
      await expect(page.getByTestId('review-form')).toHaveCount(0);

      // Staff see it waiting, first, as a member's review of this booking.
      const list = await (await admin.get('/api/manage/reviews?state=PENDING')).json();
      const mine = list.rows.find((r: { bookingId: number | null }) => r.bookingId === id);
      expect(mine).toMatchObject({ status: 'PENDING', source: 'MEMBER', rating: 4, author: { en: 'Ms. Wong' } });
      reviewId = mine.id;

      // Reopened, the page shows the review read-only.
      await gotoHydrated(page, `/en/user/bookings/${id}`);
      await expect(page.getByTestId('review-sent')).toContainText('Ms. Wong');
      await expect(page.getByTestId('review-form')).toHaveCount(0);
      await page.getByTestId('review-sent').screenshot({ path: 'test-results/review-sent-desktop.png' });
    } finally {
      if (reviewId !== null) await admin.delete(`/api/manage/reviews/${reviewId}`, { headers: { 'x-xsrf-token': await xsrf(admin) } });
      await admin.dispose();
    }
  });
});
