// Typhoon days on the weather screen (issue 13; docs/front-desk.md): a new member books a late slot
// near the end of the booking calendar; staff choose that hour at that place, "Move to a later day" (the same
// time) and the next day, see the booking's new time in the preview, move it, and the
// member finds it at the new time in My bookings with a notice. The screen fits a phone and passes axe.
import type { Page } from '@playwright/test';
import { addDays, isoFromYmd, textFromHhmm, toClinicDate } from '../../../common/clinic-time';
import { BOOKING_HORIZON_DAYS } from '../../../common/constants';
import { registerMember } from '../account/helpers';
import { physioChoices, xsrf } from '../booking-api';
import { DESKTOP, PHONE, expect, gotoHydrated, test, translation } from '../fixtures';
import { expectFitsPhone } from './manage-helpers';
import { expectNoSeriousAxeViolation } from '../site/axe-check';

/** An English desk text with its {{placeholders}} filled. */
const d = (key: string, params: Record<string, string | number> = {}, ns = 'desk') =>
  translation('en', key, ns).replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(params[k] ?? ''));

async function call(page: Page, method: 'GET' | 'POST', path: string, data?: unknown) {
  const res = await page.request.fetch(path, { method, data, headers: { 'x-xsrf-token': await xsrf(page) } });
  return { status: res.status(), json: (await res.json().catch(() => null)) as Record<string, never> };
}

test('staff move a typhoon hour\'s booking to the same time the next day; the member sees the new time', async ({ asAdmin: page, browser, baseURL }) => {
  test.setTimeout(120_000);
  // A new member books the latest free slot two days before the calendar ends (the next day is free at that time too).
  const memberCtx = await browser.newContext({ baseURL, viewport: DESKTOP });
  const member = await memberCtx.newPage();
  await registerMember(member, baseURL!);
  const { plan, place, therapist } = await physioChoices(member, 'tst');
  const last = addDays(toClinicDate(new Date()), BOOKING_HORIZON_DAYS - 1);
  const avail = (await call(member, 'GET', `/api/booking/availability?planId=${plan.id}&placeId=${place.id}&therapistId=${therapist.id}&from=${addDays(last, -12)}&to=${last}`)).json as unknown as {
    dates: { date: number; times: number[] }[];
  };
  const free = new Map(avail.dates.map((x) => [x.date, x.times]));
  const slot = avail.dates
    .flatMap((x) => x.times.filter((s) => s % 100 === 0 && free.get(addDays(x.date, 1))?.includes(s)).map((start) => ({ date: x.date, start })))
    .at(-1)!;
  expect(slot, 'a slot free on two days running').toBeTruthy();
  const booked = await call(member, 'POST', '/api/booking', { planId: plan.id, placeId: place.id, therapistId: therapist.id, ...slot });
  expect(booked.status, JSON.stringify(booked.json)).toBe(200);
  const bookingId = (booked.json.booking as unknown as { id: number }).id;

  // Staff: that hour at that place, move to the next day, without closing the hour (other tests book too).
  await page.setViewportSize(DESKTOP);
  await gotoHydrated(page, '/manage/weather');
  const form = page.getByTestId('weather-form');
  const places = form.getByRole('group', { name: d('weather.places') });
  for (const box of await places.getByRole('checkbox').all()) if ((await box.isChecked()) !== ((await box.getAttribute('value')) === String(place.id))) await box.click();
  await form.getByTestId('weather-from-date').fill(isoFromYmd(slot.date));
  await form.getByTestId('weather-from-time').fill(textFromHhmm(slot.start));
  await form.getByTestId('weather-to-date').fill(isoFromYmd(slot.date));
  await form.getByTestId('weather-to-time').fill(textFromHhmm(slot.start + 100));
  await form.getByTestId('weather-reason').selectOption('TYPHOON');
  await form.getByTestId('weather-action').selectOption('MOVE');
  await expect(form.getByText(d('weather.moveToHint'))).toBeVisible();
  await form.getByLabel(translation('en', 'weather.blockNew', 'desk')).uncheck();
  // A day inside the window is refused in the form.
  await form.getByTestId('weather-move-to').fill(isoFromYmd(slot.date));
  await page.getByTestId('weather-preview').click();
  await expect(form.getByText(d('weather.error.moveTo'))).toBeVisible();
  await form.getByTestId('weather-move-to').fill(isoFromYmd(addDays(slot.date, 1)));
  await page.getByTestId('weather-preview').click();

  const moved = page.locator('[data-move="ok"]');
  await expect(moved).toHaveCount(1);
  await expect(moved).toContainText(textFromHhmm(slot.start));
  // Names in the screen's language.
  await expect(moved).toContainText(therapist.name);
  await expect(page.locator('[data-move="refused"]')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: d('weather.affectedMove_one', { count: 1, moved: 1, canceled: 0 }) })).toBeVisible();
  await expectNoSeriousAxeViolation(page, 'weather move preview (1280 px)');

  await page.getByTestId('weather-apply').click();
  await expect(page.getByRole('dialog')).toContainText(d('weather.confirmMoveMessage', { moved: 1, canceled: 0 }));
  await page.getByRole('dialog').getByRole('button', { name: translation('en', 'btn.yes') }).click();
  await expect(page.getByText(d('weather.doneMove', { moved: 1, canceled: 0 }))).toBeVisible();

  // The member: the booking at the new time, and the notice.
  const b = ((await call(member, 'GET', `/api/booking/${bookingId}`)).json as unknown as { booking: { date: number; start: number } }).booking;
  expect([b.date, b.start]).toEqual([addDays(slot.date, 1), slot.start]);
  await gotoHydrated(member, '/en/user');
  const box = member.getByTestId('notifications');
  await box.getByTestId('notify-bell').click();
  const title = d('notify.booking.WEATHER_MOVE.title', { weather: d('enum.weatherReason.TYPHOON', {}, 'common') }, 'common');
  await expect(box.getByTestId('notify-item').filter({ has: member.locator(`a[href="/en/user/bookings/${bookingId}"]`) }).filter({ hasText: title })).toHaveCount(1);
  await call(member, 'POST', `/api/booking/${bookingId}/cancel`, { reason: '' });
  await memberCtx.close();

  // The screen on a phone: no sideways scroll.
  await page.setViewportSize(PHONE);
  await gotoHydrated(page, '/manage/weather');
  await expectFitsPhone(page, 'weather closure');
});
