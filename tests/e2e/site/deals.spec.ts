// Paying for an event end to end: a member registers for a paid event on a 375 px phone, sends a
// receipt; staff reject it with a reason, the member sends another, staff approve it; the member
// sees the payment PAID and the place confirmed. Receipts are real files, read back through the
// authorized route in both browsers.
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { formatMoney } from '../../../common/constants';
import { DESKTOP, PHONE, expect, gotoHydrated, test, translation } from '../fixtures';
import { roleCookies } from '../auth-state';
import { api, expectFitsPhone } from '../manage/manage-helpers';
import { expectNoSeriousAxeViolation } from './axe-check';

const s = (key: string, params: Record<string, string> = {}) => translation('en', key, 'site').replace(/\{\{(\w+)\}\}/g, (_, k: string) => params[k] ?? `{{${k}}}`);

/** A clinic (UTC+8) date and time `hours` from now: { date: YYYYMMDD, time: HHmm }. */
function clinicAt(hours: number) {
  const d = new Date(Date.now() + hours * 3_600_000 + 8 * 3_600_000);
  return { date: d.getUTCFullYear() * 10_000 + (d.getUTCMonth() + 1) * 100 + d.getUTCDate(), time: d.getUTCHours() * 100 };
}

test('a member pays for an event with a receipt; staff reject, the member resubmits, staff approve: PAID and the place confirmed', async ({ asMember: page, browser, baseURL }) => {
  // Two people, three uploads and a dozen screens: about a minute on a quiet 2-core machine.
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const slug = `paid-workshop-${stamp}`;
  const title = `Paid workshop ${stamp}`;
  const staff = await browser.newContext({ baseURL, viewport: DESKTOP });
  await staff.addCookies(roleCookies('admin'));
  const admin = await staff.newPage();
  await gotoHydrated(admin, '/manage');
  const [start, end, close] = [clinicAt(240), clinicAt(242), clinicAt(200)];
  const { event } = (await api(admin, 'POST', '/api/manage/events', {
    slug, title: { 'zh-HK': `付費工作坊 ${stamp}`, 'zh-CN': `付费工作坊 ${stamp}`, en: title }, desc: { 'zh-HK': '內容', 'zh-CN': '内容', en: 'Stretch well.' },
    banner: '/images/events/tst-open-day-sep-2026.svg', seatMax: 8, feeCents: 28_050,
    startDate: start.date, startTime: start.time, endDate: end.date, endTime: end.time, openDate: 20260101, openTime: 900, closeDate: close.date, closeTime: close.time,
  })) as { event: { id: number } };
  const receipt = async (colour: string) => ({ name: `receipt-${colour}.png`, mimeType: 'image/png', buffer: await sharp({ create: { width: 300, height: 200, channels: 3, background: colour } }).png().toBuffer() });
  const review = page.getByTestId('deal-review');
  try {
    await page.setViewportSize(PHONE);
    await gotoHydrated(page, `/en/events/${slug}`);
    const panel = page.getByTestId('event-reg-panel');
    await expect(panel.getByTestId('event-register')).toHaveText(s('eventRegistration.registerPay', { amount: 'HK$280.50' }));
    await panel.getByTestId('event-register').click();
    await expect(page).toHaveURL(/\/en\/user\/deals\/\d+$/);
    const dealId = Number(/\/(\d+)$/.exec(page.url())![1]);
    await expect(review).toHaveAttribute('data-state', 'CREATED');
    await expect(review.getByTestId('deal-amount').first()).toHaveText('HK$280.50');
    await expect(page.getByTestId('pay-instruction')).toHaveCount(3);
    // PayMe also as a QR code of the clinic's PayMe link, to scan with the app on another phone.
    await expect(page.locator('[data-method="PAYME"]').getByTestId('payme-qr')).toHaveAttribute('src', /^data:image\/png;base64,/);
    await expectFitsPhone(page, 'payment page');
    await expectNoSeriousAxeViolation(page, 'payment page');

    // The form waits for a method, a file and the confirmation that amount and date are visible.
    const submit = page.getByTestId('receipt-submit');
    await page.getByTestId('receipt-method-FPS').check();
    await page.getByTestId('receipt-file').setInputFiles(await receipt('#f5d0a9'));
    await expect(page.getByTestId('receipt-preview')).toBeVisible();
    await expect(submit).toBeDisabled();
    await page.getByTestId('receipt-confirm').check();
    await submit.click();
    await expect(review).toHaveAttribute('data-state', 'WAIT');
    await expect(page.getByTestId('deal-receipt-image')).toHaveCount(1);

    // Staff find it in the review queue, look at the receipt and reject it with a reason.
    await gotoHydrated(admin, '/manage/deals?state=WAIT');
    await admin.getByTestId('deal-open').filter({ hasText: '陳大文' }).first().waitFor();
    await gotoHydrated(admin, `/manage/deals/${dealId}`);
    const viewer = admin.getByTestId('receipt-viewer');
    await expect(viewer.locator('img')).toHaveJSProperty('complete', true);
    expect(await viewer.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(300);
    await viewer.getByTestId('receipt-rotate').click();
    await expectNoSeriousAxeViolation(admin, 'deal review');
    const reject = admin.getByTestId('deal-reject-form');
    await reject.locator('textarea').fill('The date is not visible');
    await admin.getByTestId('deal-reject').click();
    await expect(admin.getByTestId('deal-detail').getByTestId('deal-state')).toHaveAttribute('data-status', 'REJECT');

    // The member reads why and sends another receipt.
    await page.reload();
    await expect(review).toHaveAttribute('data-state', 'REJECT');
    await expect(page.getByTestId('deal-reject-reason')).toContainText('The date is not visible');
    await page.getByTestId('receipt-method-TRANSFER').check();
    await page.getByTestId('receipt-file').setInputFiles(await receipt('#a9d0f5'));
    await page.getByTestId('receipt-confirm').check();
    await page.getByTestId('receipt-submit').click();
    await expect(review).toHaveAttribute('data-state', 'WAIT');
    await expect(page.getByTestId('deal-receipt-image')).toHaveCount(2);

    // Staff approve; the member sees PAID and the place confirmed.
    await admin.reload();
    await admin.getByTestId('deal-approve').click();
    await admin.getByRole('button', { name: translation('en', 'btn.yes') }).click();
    await expect(admin.getByTestId('deal-detail').getByTestId('deal-state')).toHaveAttribute('data-status', 'ACCEPT');
    await expect(admin.getByTestId('deal-history')).toHaveCount(5);

    // The desk prints the receipt in the member's language (陳大文 reads Traditional Chinese).
    await admin.getByTestId('receipt-show').click();
    await expect(admin.getByTestId('receipt-document')).toHaveAttribute('lang', 'zh-HK');
    await expect(admin.getByTestId('receipt-total')).toHaveText('HK$280.50');

    // Settlement for the day shows the payment; its workbook parses back to the page's total.
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    await gotoHydrated(admin, `/manage/settlement?from=${today}&to=${today}`);
    await expect(admin.locator(`[data-testid="settlement-row"][data-id="${dealId}"]`)).toHaveCount(1);
    const shownTotal = (await admin.getByTestId('settlement-total-cents').innerText()).trim();
    const download = await admin.request.get((await admin.getByTestId('settlement-xlsx').getAttribute('href'))!);
    expect(download.status()).toBe(200);
    const wb = new ExcelJS.Workbook();
    const bytes = await download.body();
    await wb.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
    const sheet = wb.worksheets[1]!;
    const totalRow = sheet.getRow(sheet.rowCount);
    expect(formatMoney(Math.round(Number(totalRow.getCell(8).value) * 100))).toBe(shownTotal);
    const paymentIds = sheet.getColumn(1).values.map(Number).filter((n) => n > 0);
    expect(paymentIds).toContain(dealId);

    await page.reload();
    await page.getByTestId('receipt-show').click();
    await expect(page.getByTestId('receipt-total')).toHaveText('HK$280.50');
    await expect(page.getByTestId('receipt-print')).toBeVisible();
    await gotoHydrated(page, '/en/user/deals');
    await expect(page.locator('[data-testid="my-deal-row"][data-state="ACCEPT"]').filter({ hasText: title })).toHaveCount(1);
    await expectFitsPhone(page, 'My payments');
    await gotoHydrated(page, `/en/events/${slug}`);
    await expect(panel.getByTestId('event-my-state')).toHaveText(s('eventRegistration.youRegistered'));
    await expect(panel.getByTestId('event-cancel')).toHaveCount(0);
  } finally {
    await api(admin, 'DELETE', `/api/manage/events/${event.id}`).catch(() => undefined);
    await staff.close();
  }
});

// Points pay for an event on the member's phone: staff give the demo member points (POINT only: other
// tests count the demo member's CREDIT), the member pays the whole fee with them from the payment page.
test('a member pays an event with points from the payment page: paid at once, the timeline says so', async ({ asMember: page, browser, baseURL }) => {
  const stamp = Date.now().toString(36);
  const slug = `points-workshop-${stamp}`;
  const staff = await browser.newContext({ baseURL, viewport: DESKTOP });
  await staff.addCookies(roleCookies('admin'));
  const admin = await staff.newPage();
  await gotoHydrated(admin, '/manage');
  const [start, end, close] = [clinicAt(240), clinicAt(242), clinicAt(200)];
  const { event } = (await api(admin, 'POST', '/api/manage/events', {
    slug, title: { 'zh-HK': `積分工作坊 ${stamp}`, 'zh-CN': `积分工作坊 ${stamp}`, en: `Points workshop ${stamp}` }, desc: { 'zh-HK': '內容', 'zh-CN': '内容', en: 'Stretch well.' },
    banner: '/images/events/tst-open-day-sep-2026.svg', seatMax: 8, feeCents: 8_050,
    startDate: start.date, startTime: start.time, endDate: end.date, endTime: end.time, openDate: 20260101, openTime: 900, closeDate: close.date, closeTime: close.time,
  })) as { event: { id: number } };
  const p = (key: string, params: Record<string, string> = {}) => translation('en', key, 'pay').replace(/\{\{(\w+)\}\}/g, (_, k: string) => params[k] ?? `{{${k}}}`);
  try {
    const members = await api(admin, 'GET', '/api/manage/members?q=61234567');
    const memberId = (members.rows as { id: string; nickname: string }[]).find((r) => r.nickname === '大文')!.id;
    const { points } = await api(admin, 'GET', `/api/manage/members/${memberId}/ledger`);
    // Plenty of points whatever the value of one: the whole fee is payable with them.
    const give = Math.ceil(20_000 / Math.max(1, points.valueCents as number));
    await api(admin, 'POST', `/api/manage/members/${memberId}/ledger`, { currency: 'POINT', reason: 'ADJUST', delta: give, note: `Points for ${slug}`, idempotencyKey: `e2e-points-${stamp}` });

    await page.setViewportSize(PHONE);
    await gotoHydrated(page, `/en/events/${slug}`);
    await page.getByTestId('event-reg-panel').getByTestId('event-register').click();
    await expect(page).toHaveURL(/\/en\/user\/deals\/\d+$/);
    const review = page.getByTestId('deal-review');
    await expect(review).toHaveAttribute('data-state', 'CREATED');
    const panel = page.getByTestId('balance-pay');
    await expect(panel.getByRole('heading', { level: 2 })).toHaveText(p('balancePay.title'));
    await expectFitsPhone(page, 'payment page with balances');
    await expectNoSeriousAxeViolation(page, 'payment page with balances');
    const usePoints = panel.getByTestId('balance-pay-point-submit');
    await expect(usePoints).toHaveText(p('balancePay.usePoints', { amount: 'HK$80.50' }));
    await usePoints.click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toContainText(p('balancePay.confirmTitle'));
    await confirm.getByRole('button', { name: translation('en', 'btn.yes') }).click();
    await expect(page.getByText(p('balancePay.done'))).toBeVisible();
    await expect(review).toHaveAttribute('data-state', 'ACCEPT');
    await expect(page.getByTestId('balance-pay')).toHaveCount(0);
    await expect(page.getByTestId('deal-history-entry').last()).toContainText(translation('en', 'balanceSource', 'common').replace('{{balance}}', translation('en', 'enum.ledgerCurrency.POINT')));
    // Reloaded, it stays paid.
    await page.reload();
    await expect(page.getByTestId('deal-review')).toHaveAttribute('data-state', 'ACCEPT');
  } finally {
    await api(admin, 'DELETE', `/api/manage/events/${event.id}`).catch(() => undefined);
    await staff.close();
  }
});
