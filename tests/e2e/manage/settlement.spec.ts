// The settlement report screen: the period (quick ranges and dates), totals, the charts (drawn by the
// chart library loaded only here), the group tables, the XLSX link for the same period, a refused
// period, closing a period; fits a phone and passes axe on phone and desktop.
import type { Page } from '@playwright/test';
import { DESKTOP, PHONE, expect, gotoHydrated, test, translation } from '../fixtures';
import { expectNoSeriousAxeViolation } from '../site/axe-check';
import { api, expectFitsPhone } from './manage-helpers';

const m = (key: string, lng: 'en' | 'zh-HK' = 'en') => translation(lng, key, 'manage');

/** The three charts are drawn: the library loaded (state "ready") and each canvas has coloured pixels. */
async function expectChartsDrawn(page: Page) {
  await expect(page.getByTestId('settlement-charts')).toHaveAttribute('data-state', 'ready');
  for (const id of ['day', 'method', 'therapist']) {
    const canvas = page.getByTestId(`settlement-chart-${id}`);
    await expect(canvas).toHaveAttribute('role', 'img');
    const painted = await canvas.evaluate((c: HTMLCanvasElement) => {
      const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
      let n = 0;
      for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) n += 1;
      return c.width > 0 && c.height > 0 ? n : 0;
    });
    expect(painted, `chart ${id} is drawn`).toBeGreaterThan(0);
  }
}

test('the settlement report: quick ranges, totals and tables, the workbook of the same period, a refused period', async ({ asAdmin: page }) => {
  await page.setViewportSize(DESKTOP);
  await gotoHydrated(page, '/manage/settlement?lng=en');
  // Charts are drawn only for a period with movements: a cash sale at the desk today makes sure of one.
  const demo = (await api(page, 'GET', '/api/manage/members?q=61234567')) as { rows: { id: string }[] };
  await api(page, 'POST', '/api/manage/deals', {
    memberId: demo.rows[0]!.id, kind: 'OTHER', title: { 'zh-HK': 'E2E 結算測試', 'zh-CN': '', en: 'E2E settlement sale' },
    amountCents: 12_300, payNow: { method: 'CASH', cents: 12_300 }, idempotencyKey: crypto.randomUUID(),
  });
  await gotoHydrated(page, '/manage/settlement?lng=en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(m('settlement.title'));
  for (const id of ['method', 'place', 'therapist', 'service', 'kind', 'day']) await expect(page.getByRole('heading', { level: 2, name: m(`settlement.by${id[0]!.toUpperCase()}${id.slice(1)}`) })).toBeVisible();
  await expect(page.getByTestId('settlement-total-cents')).toHaveText(/^-?HK\$/);
  await expectChartsDrawn(page);

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
  await expectChartsDrawn(page);
  await expectFitsPhone(page, '/manage/settlement (zh-HK)');
});

test('closing a period: confirmed, then the report of a closed day says so and the closed periods list it', async ({ asAdmin: page }) => {
  await page.setViewportSize(DESKTOP);
  await gotoHydrated(page, '/manage/settlement?lng=en');
  // The day after the last close (or a month ago on a fresh clinic), always before today.
  const status = page.getByTestId('settlement-close-status');
  const closed = /(\d{4}-\d{2}-\d{2})/.exec((await status.innerText()))?.[1];
  const day = (iso: string, n: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
  const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
  const through = closed ? day(closed, 1) : day(today, -30);
  expect(through < today, 'a day left to close').toBe(true);

  const form = page.getByTestId('settlement-close-form');
  await form.getByLabel(m('settlement.close.through')).fill(through);
  await form.getByLabel(m('settlement.close.note')).fill('E2E close');
  await form.getByTestId('settlement-close-submit').click();
  await expect(page.getByRole('dialog')).toContainText(through);
  await page.getByRole('button', { name: translation('en', 'btn.yes') }).click();
  await expect(status).toContainText(m('settlement.closed.through').replace('{{date}}', through));
  await expect(page.locator(`[data-testid="settlement-closes"] [data-through="${through}"]`).first()).toContainText('E2E close');

  await gotoHydrated(page, `/manage/settlement?lng=en&from=${through}&to=${through}`);
  await expect(page.getByTestId('settlement-close-status')).toHaveAttribute('data-state', 'closed');
  await expect(page.getByTestId('settlement-period-closed')).toHaveText(m('settlement.closed.periodClosed'));
  await expectNoSeriousAxeViolation(page, '/manage/settlement closed period (1280 px)');
  await page.setViewportSize(PHONE);
  await expectFitsPhone(page, '/manage/settlement closed period');
});
