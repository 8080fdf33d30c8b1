// The settlement report screen: the period (quick ranges and dates), totals, the group tables, the
// XLSX link for the same period, a refused period; fits a phone and passes axe on phone and desktop.
import { DESKTOP, PHONE, expect, gotoHydrated, test, translation } from '../fixtures';
import { expectNoSeriousAxeViolation } from '../site/axe-check';
import { expectFitsPhone } from './manage-helpers';

const m = (key: string, lng: 'en' | 'zh-HK' = 'en') => translation(lng, key, 'manage');

test('the settlement report: quick ranges, totals and tables, the workbook of the same period, a refused period', async ({ asAdmin: page }) => {
  await page.setViewportSize(DESKTOP);
  await gotoHydrated(page, '/manage/settlement?lng=en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(m('settlement.title'));
  for (const id of ['method', 'place', 'item', 'day']) await expect(page.getByRole('heading', { level: 2, name: m(`settlement.by${id[0]!.toUpperCase()}${id.slice(1)}`) })).toBeVisible();
  await expect(page.getByTestId('settlement-total-cents')).toHaveText(/^HK\$/);

  await page.getByRole('link', { name: m('settlement.today') }).click();
  await expect(page).toHaveURL(/from=(\d{4}-\d{2}-\d{2})&to=\1/);
  const from = new URL(page.url()).searchParams.get('from')!;
  await expect(page.getByRole('link', { name: m('settlement.today') })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('settlement-xlsx')).toHaveAttribute('href', `/api/manage/settlement.xlsx?from=${from}&to=${from}&lng=en`);
  const xlsx = await page.request.get(`/api/manage/settlement.xlsx?from=${from}&to=${from}&lng=en`);
  expect([xlsx.status(), xlsx.headers()['content-disposition']]).toEqual([200, `attachment; filename="settlement-${from}-${from}.xlsx"`]);
  await expectNoSeriousAxeViolation(page, '/manage/settlement (1280 px)');

  // The end before the start: said on the screen, nothing counted.
  await gotoHydrated(page, '/manage/settlement?lng=en&from=2026-03-02&to=2026-03-01');
  await expect(page.getByTestId('settlement-error')).toHaveText(translation('en', 'error.settlement.periodInvalid', 'common'));
  await expect(page.getByTestId('settlement-totals')).toHaveCount(0);

  await page.setViewportSize(PHONE);
  await gotoHydrated(page, '/manage/settlement?lng=zh-HK');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(m('settlement.title', 'zh-HK'));
  await expect(page.getByTestId('settlement-totals')).toBeVisible();
  await expectFitsPhone(page, '/manage/settlement (zh-HK)');
});
