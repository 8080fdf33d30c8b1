// Waiting lists end to end (issue 13; docs/booking.md "Waiting lists"): the demo member joins the
// waiting list for one slot from My waiting lists (as the booking flow's link opens it, prefilled);
// another member, who holds that slot, cancels it; the demo member sees the slot offered, books it,
// and finds the booking in My bookings; staff see the entry booked on the waiting lists screen.
import type { Page } from '@playwright/test';
import { addDays, textFromHhmm, toClinicDate, isoFromYmd } from '../../../common/clinic-time';
import { registerMember } from '../account/helpers';
import { physioChoices, xsrf } from '../booking-api';
import { roleCookies } from '../auth-state';
import { DESKTOP, expect, gotoHydrated, test, translation } from '../fixtures';

const t = (key: string, ns = 'booking') => translation('en', key, ns);

/** A JSON call from the page's context (with the anti-forgery header): status and body. */
async function call(page: Page, method: 'GET' | 'POST' | 'DELETE', path: string, data?: unknown) {
  const res = await page.request.fetch(path, { method, data, headers: { 'x-xsrf-token': await xsrf(page) } });
  return { status: res.status(), json: (await res.json().catch(() => null)) as Record<string, unknown> & { [k: string]: never } };
}

test('a member waits for a slot, another member cancels it, the first accepts the offer and finds the booking in My bookings', async ({ asMember: page, browser, baseURL }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  await gotoHydrated(page, '/en/user/waitlist');
  // A rerun starts clean: the demo member leaves the lists an earlier run left them on.
  const before = (await call(page, 'GET', '/api/user/waitlist')).json.entries as unknown as { id: number; state: string }[];
  for (const e of before.filter((x) => x.state === 'WAITING')) expect((await call(page, 'DELETE', `/api/user/waitlist/${e.id}`)).status).toBe(200);

  // Another member books a slot with a named therapist.
  const other = await browser.newContext({ baseURL, viewport: DESKTOP });
  const otherPage = await other.newPage();
  await registerMember(otherPage, baseURL!);
  const { plan, place, therapist } = await physioChoices(otherPage, 'central');
  const from = addDays(toClinicDate(new Date()), 3);
  const avail = (await call(otherPage, 'GET', `/api/booking/availability?planId=${plan.id}&placeId=${place.id}&therapistId=${therapist.id}&from=${from}&to=${addDays(from, 25)}`)).json as unknown as { dates: { date: number; times: number[] }[] };
  const day = avail.dates.find((d) => d.times.some((x) => x <= 1700))!;
  const start = day.times.find((x) => x <= 1700)!;
  const booked = await call(otherPage, 'POST', '/api/booking', { planId: plan.id, placeId: place.id, therapistId: therapist.id, date: day.date, start });
  expect(booked.status, JSON.stringify(booked.json)).toBe(200);
  const otherBookingId = (booked.json.booking as unknown as { id: number }).id;

  // The demo member joins the waiting list for that day and an hour from that time, with that therapist.
  await gotoHydrated(page, `/en/user/waitlist?planId=${plan.id}&placeId=${place.id}&therapistId=${therapist.id}`);
  const form = page.getByTestId('waitlist-join-form');
  await expect(form.getByRole('combobox', { name: t('waitlist.field.planId') })).toHaveValue(String(plan.id));
  await expect(form.getByRole('combobox', { name: t('waitlist.field.therapistId') })).toHaveValue(String(therapist.id));
  await form.getByLabel(t('waitlist.field.dateFrom'), { exact: true }).fill(isoFromYmd(day.date));
  await form.getByLabel(t('waitlist.field.dateTo'), { exact: true }).fill(isoFromYmd(day.date));
  await form.getByRole('combobox', { name: t('waitlist.field.mode') }).selectOption('span');
  await form.getByRole('textbox', { name: t('waitlist.field.timeFrom') }).fill(textFromHhmm(start));
  await form.getByRole('textbox', { name: t('waitlist.field.timeTo') }).fill(textFromHhmm(start + 100));
  await page.getByTestId('waitlist-join-submit').click();
  await expect(page.getByText(t('waitlist.joined'))).toBeVisible();
  const entry = page.getByTestId('waitlist-entry').first();
  await expect(entry).toHaveAttribute('data-state', 'WAITING');
  await expect(entry.getByTestId('waitlist-offer')).toHaveCount(0);

  // The other member cancels: the slot is offered to the waiting member.
  expect((await call(otherPage, 'POST', `/api/booking/${otherBookingId}/cancel`, { reason: '' })).status).toBe(200);
  await other.close();
  await page.reload();
  const offer = page.getByTestId('waitlist-offer');
  await expect(offer).toBeVisible();
  await expect(offer).toContainText(therapist.name);
  await offer.getByTestId('waitlist-accept').click();

  // Accepting books it and opens the booking; it is in My bookings.
  await expect(page).toHaveURL(/\/en\/user\/bookings\/\d+$/);
  const bookingId = Number(page.url().split('/').pop());
  await gotoHydrated(page, '/en/user/bookings');
  await expect(page.locator(`a[href$="/user/bookings/${bookingId}"]`).first()).toBeVisible();
  const mine = (await call(page, 'GET', `/api/booking/${bookingId}`)).json.booking as unknown as { date: number; start: number; status: string };
  expect(mine).toMatchObject({ date: day.date, start, status: 'ACCEPT' });

  // Staff see the entry booked and the accepted offer on the waiting lists screen.
  const staff = await browser.newContext({ baseURL, viewport: DESKTOP });
  await staff.addCookies(roleCookies('admin'));
  const admin = await staff.newPage();
  await gotoHydrated(admin, `/manage/waitlist?state=BOOKED&planId=${plan.id}&placeId=${place.id}`);
  const row = admin.getByTestId('waitlist-row').filter({ has: admin.locator(`[data-offer-state="ACCEPTED"] a[href="/manage/schedule/booking/${bookingId}"]`) });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('waitlist-state')).toHaveText(translation('en', 'enum.waitlistState.BOOKED'));
  // The hold and the no-show rule are site settings.
  await gotoHydrated(admin, '/manage/site-settings?lng=en');
  await expect(admin.getByRole('spinbutton', { name: translation('en', 'site.field.waitlistHoldMinutes', 'types') })).toHaveValue('15');
  await expect(admin.getByRole('spinbutton', { name: translation('en', 'site.field.noShowApprovalAfter', 'types') })).toHaveValue('0');
  await staff.close();

  // Cleanup for reruns: the member cancels the booking again (nobody else waits for it).
  expect((await call(page, 'POST', `/api/booking/${bookingId}/cancel`, { reason: '' })).status).toBe(200);
});
