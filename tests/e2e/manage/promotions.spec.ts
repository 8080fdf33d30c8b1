// The back office's promotions: an administrator adds an offer with a library image linked to a plan;
// a price not below the plan and a hide date before the show date are named under their fields and
// nothing typed is lost; the home page shows it first (top) in each language at the offer price;
// phone and axe.
import { formatMoney } from '../../../common/constants';
import { DESKTOP, expect, gotoHydrated, test, translation } from '../fixtures';
import { api, expectFitsPhone, expectOnPage, expectSaveRefused, expectScreenOnPhoneAndDesktop, fillLanguages, uploadLibraryImage } from './manage-helpers';

const c = (key: string, params: Record<string, string> = {}) =>
  translation('en', key, 'cms').replace(/\{\{(\w+)\}\}/g, (_, k: string) => params[k] ?? `{{${k}}}`);
const PLAN = 'Physiotherapy follow-up';

test('a promotion with a library image linked to a plan appears first on the home page in each language, at its price', async ({ asAdmin: page }) => {
  await page.setViewportSize(DESKTOP);
  const stamp = Date.now().toString(36);
  const mediaId = await uploadLibraryImage(page, `offer-${stamp}.jpg`);
  let promotionId: number | undefined;
  try {
    await gotoHydrated(page, '/manage/promotions');
    await page.getByTestId('promotion-add').click();
    const form = page.getByRole('dialog', { name: c('promotion.addTitle') }).getByTestId('promotion-form');
    await fillLanguages(form, 'title', [`覆診優惠 ${stamp}`, `复诊优惠 ${stamp}`, `Follow-up offer ${stamp}`]);
    for (const l of ['zh-HK', 'zh-CN', 'en']) await form.locator(`textarea[name="desc.${l}"]`).fill('A follow-up visit at a lower price.');
    const plan = form.getByRole('checkbox', { name: new RegExp(`^${PLAN}`) });
    await plan.check();
    // Not below the plan's usual price, hidden before it is shown, no image: all named, nothing lost.
    await form.locator('input[name="priceCents"]').fill('99999');
    await form.locator('input[name="showFrom"]').fill('2031-03-15');
    await form.locator('input[name="hideFrom"]').fill('2031-03-01');
    await expectSaveRefused(form, [c('promotion.hideAfterShow'), c('promotion.imageRequired')], { 'title.en': `Follow-up offer ${stamp}` });
    await form.locator('input[name="showFrom"]').fill('');
    await form.locator('input[name="hideFrom"]').fill('');
    await form.getByTestId('promotion-image-pick').click();
    const picker = page.getByTestId('image-picker');
    await picker.getByRole('searchbox').fill(`offer-${stamp}`);
    await picker.getByRole('button', { name: c('media.useLabel', { name: `offer-${stamp}.jpg` }) }).click();
    await expect(form.locator('img')).toHaveAttribute('src', /^\/uploads\/media\/.+\.webp$/);
    await form.getByRole('button', { name: translation('en', 'form.save') }).click();
    await expect(form).toContainText(c('promotion.priceNotBelow'));
    await form.locator('input[name="priceCents"]').fill('123');
    await form.locator('input[name="isTop"]').check();
    await form.getByRole('button', { name: translation('en', 'form.save') }).click();
    await expect(form).toHaveCount(0);
    const row = page.getByTestId('promotion-row').filter({ hasText: `Follow-up offer ${stamp}` });
    await expect(row.getByTestId('promotion-validity')).toContainText(c('promotion.validity.live'));
    await expect(row.getByTestId('promotion-price-cell')).toContainText(formatMoney(12300));
    await expect(row.getByTestId('promotion-price-cell')).toContainText(PLAN);
    promotionId = Number(await row.getAttribute('data-id'));

    for (const [home, title] of [
      ['/', `覆診優惠 ${stamp}`],
      ['/zh-CN', `复诊优惠 ${stamp}`],
      ['/en', `Follow-up offer ${stamp}`],
    ] as const) {
      await expect(async () => {
        await page.goto(home);
        const first = page.getByTestId('promotion-card').first();
        await expect(first).toContainText(title, { timeout: 1000 });
        await expect(first.getByTestId('promotion-price')).toContainText(formatMoney(12300), { timeout: 1000 });
        await expect(first.locator('img')).toHaveAttribute('src', /^\/uploads\/media\/.+\.webp$/, { timeout: 1000 });
      }).toPass({ timeout: 15_000 });
    }
  } finally {
    if (promotionId) await api(page, 'DELETE', `/api/manage/promotions/${promotionId}`);
  }
  // Deleted: gone from the home page (once its cache follows the content version).
  await expectOnPage(page, '/en', () => expect(page.getByTestId('promotion-list')).not.toContainText(`Follow-up offer ${stamp}`, { timeout: 1000 }));
  await api(page, 'DELETE', `/api/manage/media/${mediaId}`).catch(() => undefined);
});

test('the promotions screen on a phone has no sideways scroll and passes axe; so does the desktop', async ({ asAdmin: page }) => {
  await expectScreenOnPhoneAndDesktop(page, '/manage/promotions', { lng: 'zh-HK', title: 'promotion.title', row: 'promotion-row' }, async () => {
    await page.screenshot({ path: test.info().outputPath('promotions-375.png'), fullPage: true });
    await page.getByTestId('promotion-add').click();
    await expect(page.getByTestId('promotion-form')).toBeVisible();
    await expectFitsPhone(page, '/manage/promotions editor');
    await page.screenshot({ path: test.info().outputPath('promotions-form-375.png') });
    await page.keyboard.press('Escape');
  });
  await page.screenshot({ path: test.info().outputPath('promotions-1280.png'), fullPage: true });
});
