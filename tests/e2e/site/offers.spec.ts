// Booking is the front door (issue 9 §1–2): service, services and team pages open the booking flow
// with their choice made, on a phone and a desktop, in three languages; an offer on the home page
// books at the price it shows; an add-on cannot be booked alone.
import { test, type Page } from '@playwright/test';
import { useMemberSession } from '../account/helpers';
import { demoContent } from '../../../server/db/seed/demo-content';
import { DESKTOP, expect, gotoHydrated, LANGS, localize, PHONE, translation } from '../fixtures';

const step = (page: Page) => page.getByTestId('booking-step');

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport });
    for (const { lng } of LANGS) {
      test(`a service page's Book now opens booking with that service's plans only (${lng})`, async ({ page }) => {
        await gotoHydrated(page, localize('/services/physiotherapy', lng));
        const book = page.getByTestId(viewport === PHONE ? 'sticky-book' : 'service-book');
        await expect(book).toHaveText(translation(lng, 'bookNow', 'booking'));
        await book.click();
        await expect(page).toHaveURL(/\/booking\?service=physiotherapy$/);
        await expect(page.getByTestId('plan-notice-service')).toBeVisible();
        const plans = page.getByTestId('plan-options').locator('[data-testid^="plan-"][aria-pressed]');
        expect(await plans.count()).toBe(2); // first assessment and follow-up; add-ons never alone
      });
    }
  });
}

test('a therapist card books with that therapist chosen', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await gotoHydrated(page, '/en/team');
  await page.getByTestId('book-with-dr-chan-ka-ming').click();
  await expect(page).toHaveURL(/\/en\/booking\?with=\d+$/);
  await expect(page.getByTestId('plan-notice-prefer')).toContainText('Dr');
  await page.getByTestId('plan-options').getByRole('button', { name: /Physiotherapy follow-up/ }).click();
  await page.getByTestId('plan-continue').click();
  await page.getByTestId('place-options').getByRole('button', { name: /Central/ }).click();
  // The therapist asked for is chosen: straight to the date.
  await expect(step(page)).toHaveAttribute('data-step', 'date');
  await expect(page).toHaveURL(/therapist=\d+/);
});

// A phone and a desktop, three languages: each books the offer and cancels it again, one at a time
// (they share the demo member's calendar).
test.describe('an offer on the home page books at the price it shows', () => {
  test.describe.configure({ mode: 'serial' });
  const offer = demoContent.promotions.find((p) => p.title.en.startsWith('First Physiotherapy Assessment'))!;
  const central = demoContent.places.find((p) => p.code === 'central')!;
  const runs = [
    { lng: 'en', viewport: DESKTOP },
    { lng: 'zh-HK', viewport: PHONE },
    { lng: 'zh-CN', viewport: DESKTOP },
    { lng: 'en', viewport: PHONE },
  ] as const;
  for (const { lng, viewport } of runs) {
    test(`${lng}, ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await useMemberSession(page);
      await gotoHydrated(page, `${localize('/', lng)}#promotion`);
      const card = page.getByTestId('promotion-card').filter({ hasText: offer.title[lng] });
      await expect(card.getByTestId('promotion-price')).toContainText('HK$680');
      await expect(card.getByTestId('promotion-price')).toContainText('HK$880'); // the plan's own price, struck
      await card.getByTestId('promotion-book').click();
      await expect(page).toHaveURL(new RegExp(`${localize('/booking', lng).replace(/\//g, '\\/')}\\?promo=\\d+&plan=\\d+&step=plan$`));
      await expect(page.getByTestId('plan-notice-promo')).toContainText('HK$680');
      await page.getByTestId('plan-continue').click();
      await page.getByTestId('place-options').getByRole('button', { name: new RegExp(central.name[lng]) }).click();
      await page.getByTestId('therapist-any').click();
      const open = page.getByTestId('date-picker').locator('button[data-date]:not([aria-disabled])');
      await open.nth(3).click();
      await page.getByTestId('time-options').getByRole('button').last().click();
      await page.getByTestId('details-form').getByRole('button', { name: translation(lng, 'details.next', 'booking') }).click();
      await expect(page.getByTestId('fact-price').getByTestId('price-total')).toHaveText('HK$680');
      await expect(page.getByTestId('fact-price').getByTestId('price-offer')).toContainText(offer.title[lng]);
      await page.getByRole('button', { name: translation(lng, 'confirm.submit', 'booking') }).click();
      await expect(page.getByTestId('booking-done')).toBeVisible();
      const id = Number(new URL(page.url()).searchParams.get('booked'));
      const res = await page.request.get(`/api/booking/${id}?lng=en`);
      const b = (await res.json()).booking;
      expect(b.totalAmtCents).toBe(68000);
      expect(b.promotion.title).toBe(offer.title.en);
      // Tidy up: the shared demo member's calendar stays free for other tests.
      const xsrf = (await page.context().cookies()).find((c) => c.name === 'xsrf-token')!.value;
      expect((await page.request.post(`/api/booking/${id}/cancel`, { data: { reason: '' }, headers: { 'x-xsrf-token': xsrf } })).status()).toBe(200);
    });
  }
});

test('the on-site service page takes a home-visit request with an address and sends it to customer service', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await useMemberSession(page);
  await gotoHydrated(page, '/en/services/on-site-physical-therapy');
  const form = page.getByTestId('service-request');
  // Loaded with its page only (its schemas stay off every other page): the form still works.
  await form.getByTestId('service-request-send').click();
  await expect(form).toContainText(translation('en', 'service.request.addressRequired', 'site'));
  const address = `Flat ${Date.now() % 100000}, 8 Test Street, Sai Ying Pun`;
  await form.getByTestId('service-request-address').fill(address);
  await form.getByTestId('service-request-when').fill('Weekday mornings');
  await form.getByTestId('service-request-send').click();
  await expect(page).toHaveURL(/\/en\/chat$/);
  await expect(page.getByText(address)).toBeVisible();
});
