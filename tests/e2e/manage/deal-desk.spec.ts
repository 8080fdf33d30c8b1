// Money at the desk: staff make a deal for a member at reception (member picker, title, amount),
// take part of it, then the rest (the amount defaults to what is owed), then refund part with a
// reason — each confirmed — and the deal page shows owed, paid, refunded and every movement. Once
// at 1280 px and once at 375 px, where nothing scrolls sideways and axe finds nothing serious.
import { MEMBER } from '../accounts';
import { DESKTOP, PHONE, expect, gotoHydrated, test, translation } from '../fixtures';
import { expectNoSeriousAxeViolation } from '../site/axe-check';
import { expectFitsPhone, unique } from './manage-helpers';

const m = (key: string, params: Record<string, string> = {}) => translation('en', key, 'manage').replace(/\{\{(\w+)\}\}/g, (_, k: string) => params[k] ?? `{{${k}}}`);
const yes = translation('en', 'btn.yes');

for (const [size, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
  test(`a reception deal paid in two parts and partly refunded (${size})`, async ({ asAdmin: page }) => {
    await page.setViewportSize(viewport);
    // Checked once no confirmation is left on screen (axe read a fading backdrop as the page's colours).
    const fits = async (what: string) => {
      await expect(page.getByRole('dialog')).toHaveCount(0);
      return size === 'phone' ? expectFitsPhone(page, what) : expectNoSeriousAxeViolation(page, `${what} (1280 px)`);
    };
    await gotoHydrated(page, '/manage/deals?lng=en');
    await page.getByTestId('deals-add').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m('deals.create.title'));

    // The member, found by phone with the booking editor's picker; a title in Traditional Chinese only; HK$300.
    const form = page.getByTestId('deal-new-form');
    await form.getByTestId('deal-new-submit').click();
    await expect(form.getByTestId('field-error')).toHaveText(m('deals.form.memberRequired'));
    await form.getByRole('searchbox').fill(MEMBER.phone.replace(' ', ''));
    await form.getByTestId('member-results').getByRole('button').first().click();
    await expect(form.getByTestId('member-picked')).toContainText(MEMBER.nickname);
    const item = `護膝 ${unique()}`;
    await form.locator('input[name="title.zh-HK"]').fill(item);
    await form.getByLabel(m('deals.create.amount'), { exact: true }).fill('300');
    await fits('new deal');
    await form.getByTestId('deal-new-submit').click();
    await expect(page).toHaveURL(/\/manage\/deals\/\d+$/);
    const detail = page.getByTestId('deal-detail');
    await expect(detail).toHaveAttribute('data-state', 'CREATED');
    await expect(page.getByTestId('deal-owed')).toHaveText('HK$300');

    // A part payment: the amount offered is what is owed; take HK$120.50 by card terminal.
    const pay = page.getByTestId('deal-pay-form');
    const amount = pay.getByLabel(m('deals.pay.amount'), { exact: true });
    await expect(amount).toHaveValue('300.00');
    await amount.fill('120.50');
    await pay.getByLabel(m('deals.pay.method')).selectOption('UNIONPAY');
    await pay.getByTestId('deal-pay-submit').click();
    await expect(page.getByRole('dialog')).toContainText('HK$179.50');
    await page.getByRole('button', { name: yes }).click();
    await expect(page.getByTestId('deal-paid')).toHaveText('HK$120.50');
    await expect(page.getByTestId('deal-owed')).toHaveText('HK$179.50');
    await expect(page.getByTestId('deal-movement')).toHaveCount(1);
    await fits('deal part paid');

    // The rest, as offered.
    await expect(pay.getByLabel(m('deals.pay.amount'), { exact: true })).toHaveValue('179.50');
    await pay.getByTestId('deal-pay-submit').click();
    await page.getByRole('button', { name: yes }).click();
    await expect(detail).toHaveAttribute('data-state', 'ACCEPT');
    await expect(page.getByTestId('deal-pay')).toHaveCount(0);
    await expect(page.getByTestId('deal-owed')).toHaveCount(0);

    // A refund needs a reason and is confirmed; it shows as a negative line, the deal stays paid.
    const refund = page.getByTestId('deal-refund-form');
    await refund.getByLabel(m('deals.refund.amount'), { exact: true }).fill('50');
    await refund.getByTestId('deal-refund-submit').click();
    await expect(refund).toContainText(translation('en', 'form.required', 'cms').replace('{{field}}', m('deals.refund.reason')));
    await refund.getByLabel(m('deals.refund.reason')).fill('One brace returned');
    await refund.getByTestId('deal-refund-submit').click();
    await expect(page.getByRole('dialog')).toContainText('One brace returned');
    await page.getByRole('button', { name: yes }).click();
    await expect(page.getByTestId('deal-refunded')).toHaveText('HK$50');
    await expect(detail).toHaveAttribute('data-state', 'ACCEPT');
    await expect(page.getByTestId('deal-movement')).toHaveCount(3);
    await expect(page.locator('[data-testid="deal-movement"][data-cents="-5000"]')).toContainText('One brace returned');
    await expect(page.getByTestId('movement-amount')).toContainText(['HK$120.50', 'HK$179.50', '-HK$50']);
    await fits('deal refunded');
  });
}
