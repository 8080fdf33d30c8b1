// A package of sessions end to end (docs/packages.md): on a 375 px phone the member buys the
// physiotherapy follow-up as 10 sessions from the service page and sends the receipt; staff approve
// it; the member's visit is marked DONE on the staff booking page, which draws one session; the
// member's My packages shows 9 of 10 left and the booking says a package session was used.
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { addDays, toClinicDate } from '../../../common/clinic-time';
import { formatMoney } from '../../../common/constants';
import { DESKTOP, PHONE, expect, gotoHydrated, test, translation } from '../fixtures';
import { roleCookies } from '../auth-state';
import { api, expectFitsPhone } from '../manage/manage-helpers';
import { expectNoSeriousAxeViolation } from './axe-check';

const fill = (text: string, params: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(params[k] ?? `{{${k}}}`));
const t = (key: string, params: Record<string, string | number> = {}, ns = 'common') => fill(translation('en', key, ns), params);
const DEMO_PHONE = '61234567';

/** A write through the back-office API that may be refused: its status and JSON. */
async function post(page: Page, path: string, data: unknown, headers: Record<string, string> = {}) {
  const token = (await page.context().cookies()).find((c) => c.name === 'xsrf-token')?.value ?? '';
  const res = await page.request.post(path, { data, headers: { 'x-xsrf-token': token, ...headers } });
  return { status: res.status(), json: await res.json().catch(() => null) };
}

test('a member buys a 10-session package, pays by receipt, staff approve; a visit marked DONE leaves 9 of 10', async ({ asMember: page, browser, baseURL }) => {
  const staff = await browser.newContext({ baseURL, viewport: DESKTOP });
  await staff.addCookies(roleCookies('admin'));
  const admin = await staff.newPage();
  await gotoHydrated(admin, '/manage');
  const options = (await api(admin, 'GET', '/api/booking/options?lng=en')) as { plans: { id: number; name: string; package: { sessions: number; priceCents: number } | null }[]; places: { id: number; code: string }[] };
  const plan = options.plans.find((p) => p.name === 'Physiotherapy follow-up')!;
  const central = options.places.find((p) => p.code === 'central')!;
  expect(plan.package).toMatchObject({ sessions: 10 });
  const name = t('package.name', { name: plan.name, n: 10 });

  // A rerun starts clean: the demo member's earlier packages of this plan are canceled (a receipt under review approved first).
  const earlier = (await api(admin, 'GET', `/api/manage/packages?q=${DEMO_PHONE}&planId=${plan.id}&pageSize=100`)) as { items: { id: number; state: string; deal: { id: number; state: string } }[] };
  for (const p of earlier.items.filter((x) => x.state === 'CREATED' || x.state === 'PAID')) {
    if (p.deal.state === 'WAIT') await post(admin, `/api/manage/deals/${p.deal.id}/approve`, {});
    expect((await post(admin, `/api/manage/packages/${p.id}/cancel`, { reason: 'e2e: starting again' })).status).toBe(200);
  }

  let packageId: number | null = null;
  try {
    // The service page sells it under the same name and price as everywhere.
    await page.setViewportSize(PHONE);
    await gotoHydrated(page, '/en/services/physiotherapy');
    const offer = page.locator(`[data-testid="package-offer"][data-plan-id="${plan.id}"]`);
    await expect(offer.getByTestId('package-name')).toHaveText(name);
    await expect(offer.getByTestId('package-price')).toHaveText(formatMoney(plan.package!.priceCents));
    await expectFitsPhone(page, 'service page with a package');
    await offer.getByTestId('package-buy').click();
    await expect(page).toHaveURL(/\/en\/user\/deals\/\d+$/);
    const dealId = Number(/\/(\d+)$/.exec(page.url())![1]);

    // Its payment page reads as a package: no event dates, paying starts it.
    const review = page.getByTestId('deal-review');
    await expect(review).toHaveAttribute('data-state', 'CREATED');
    await expect(page.getByTestId('deal-subject')).toHaveText(name);
    await expect(page.getByTestId('deal-lead')).toHaveText(t('detail.leadPackage.CREATED', { amount: formatMoney(plan.package!.priceCents) }, 'pay'));
    await expectFitsPhone(page, 'package payment page');
    await page.getByTestId('receipt-method-FPS').check();
    const receipt = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#d0f5a9' } }).png().toBuffer();
    await page.getByTestId('receipt-file').setInputFiles({ name: 'package-receipt.png', mimeType: 'image/png', buffer: receipt });
    await page.getByTestId('receipt-confirm').check();
    await page.getByTestId('receipt-submit').click();
    await expect(review).toHaveAttribute('data-state', 'WAIT');

    // Staff approve the receipt: the package is in effect.
    await gotoHydrated(admin, `/manage/deals/${dealId}`);
    await admin.getByTestId('deal-approve').click();
    await admin.getByRole('button', { name: translation('en', 'btn.yes') }).click();
    await expect(admin.getByTestId('deal-detail').getByTestId('deal-state')).toHaveAttribute('data-status', 'ACCEPT');
    const deal = (await api(admin, 'GET', `/api/manage/deals/${dealId}`)) as { member: { id: string } };
    const listed = (await api(admin, 'GET', `/api/manage/packages?q=${DEMO_PHONE}&planId=${plan.id}&state=PAID`)) as { items: { id: number; deal: { id: number } }[] };
    packageId = listed.items.find((p) => p.deal.id === dealId)!.id;

    // The member's visit: booked at the desk two days ago (outside opening hours, so it takes no one's
    // slot), accepted, attended.
    const date = addDays(toClinicDate(new Date()), -2);
    const start = 600 + (Date.now() % 6) * 10;
    const created = await post(admin, '/api/manage/bookings', { memberId: deal.member.id, planId: plan.id, placeId: central.id, date, start, force: true }, { 'Idempotency-Key': `e2e-package-${Date.now()}` });
    expect(created.status, JSON.stringify(created.json)).toBe(200);
    const bookingId = created.json.booking.id as number;
    if (created.json.booking.status !== 'ACCEPT') expect((await post(admin, `/api/manage/bookings/${bookingId}/status`, { status: 'ACCEPT' })).status).toBe(200);
    expect((await post(admin, `/api/manage/bookings/${bookingId}/status`, { status: 'ATTEND' })).status).toBe(200);

    // Staff mark it DONE: the form says a session of the package will be used, nothing charged.
    await gotoHydrated(admin, `/manage/schedule/booking/${bookingId}`);
    await admin.getByTestId('action-DONE').click();
    const dialog = admin.getByRole('dialog');
    await expect(dialog.getByTestId('status-package')).toContainText(fill(translation('en', 'action.package.will', 'desk').split('(')[0]!, { title: name }));
    await expect(dialog.getByTestId('status-package')).toContainText('10 of 10 left');
    await expect(dialog.getByTestId('status-method')).toHaveCount(0);
    await expectNoSeriousAxeViolation(admin, 'the DONE form with a package');
    await dialog.getByTestId('status-submit').click();
    await expect(admin.getByTestId('detail-status')).toHaveAttribute('data-status', 'DONE');
    await expect(admin.getByTestId('detail-package-use')).toHaveText(t('package.used', { left: 9 }));

    // The member: 9 of 10 left in My packages, and the visit says a package session was used.
    await gotoHydrated(page, '/en/user/packages');
    const mine = page.locator(`[data-testid="my-package"][data-package-id="${packageId}"]`);
    await expect(mine.getByTestId('package-title')).toHaveText(name);
    await expect(mine.getByTestId('package-left')).toHaveText(t('myPackages.left', { left: 9, total: 10 }, 'site'));
    await expect(mine.getByTestId('package-state')).toHaveAttribute('data-status', 'PAID');
    await mine.getByTestId('package-uses').locator('summary').click();
    await expect(mine.getByTestId('package-uses').getByRole('link')).toHaveAttribute('href', `/en/user/bookings/${bookingId}`);
    await expectFitsPhone(page, 'My packages');
    await gotoHydrated(page, `/en/user/bookings/${bookingId}`);
    await expect(page.getByTestId('fact-package')).toHaveText(t('package.used', { left: 9 }));
  } finally {
    if (packageId) await post(admin, `/api/manage/packages/${packageId}/cancel`, { reason: 'e2e: done' });
    await staff.close();
  }
});
