// The member's booking screens (issue 4 item 3, member side of item 6): the booking flow on a
// phone in English through to a cancelled booking, disabled days on desktop in zh-HK, a visitor
// sent to sign in with the choices kept, the notification dot, and axe on the new pages.
import AxeBuilder from '@axe-core/playwright';
import { test, type APIRequestContext, type Page } from '@playwright/test';
import { addDays, toClinicDate } from '../../../common/clinic-time';
import { MEMBER, useMemberSession } from '../account/helpers';
import { DESKTOP, expect, gotoHydrated, PHONE } from '../fixtures';

interface Options {
  plans: { id: number; name: string }[];
  places: { id: number; code: string }[];
}

/** The demo plan "Physiotherapy first assessment" (60 min, $880) at Central, in a language. */
async function physioAtCentral(request: APIRequestContext, lng: 'en' | 'zh-HK') {
  const res = await request.get(`/api/booking/options?lng=${lng}`);
  expect(res.status()).toBe(200);
  const o = (await res.json()) as Options;
  const plan = o.plans.find((p) => p.name === (lng === 'en' ? 'Physiotherapy first assessment' : '物理治療首次評估'))!;
  const place = o.places.find((p) => p.code === 'central')!;
  expect(plan && place, 'demo plan and place').toBeTruthy();
  return { plan, place };
}

const step = (page: Page) => page.getByTestId('booking-step');

/**
 * Picks the first open day at least two days ahead: earlier bookings may already be inside the
 * place's 24-hour change window, and the tests cancel what they book.
 */
async function pickOpenDay(page: Page): Promise<number> {
  const picker = page.getByTestId('date-picker');
  const open = picker.locator('button[data-date]:not([aria-disabled])');
  await expect(open.first()).toBeVisible();
  const dates = await open.evaluateAll((els) => els.map((e) => Number((e as HTMLElement).dataset.date)));
  const earliest = addDays(toClinicDate(new Date()), 2);
  const date = dates.find((d) => d >= earliest);
  expect(date, `an open day from ${earliest} in ${dates.join(',')}`).toBeDefined();
  await picker.locator(`button[data-date="${date}"]`).click();
  return date!;
}

async function expectNoSidewaysScroll(page: Page) {
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  expect(scroll, 'page scrolls sideways').toBeLessThanOrEqual(width);
}

async function xsrf(page: Page): Promise<string> {
  return (await page.context().cookies()).find((c) => c.name === 'xsrf-token')!.value;
}

/** A desktop-sized page with the site's cookies set (after signing in). */
async function onDesktopWithCookies(page: Page) {
  await page.setViewportSize(DESKTOP);
  await page.request.get('/');
}

/** Cancels a booking a test made (clean-up). */
async function cancelBooking(page: Page, id: number) {
  await page.request.post(`/api/booking/${id}/cancel`, { headers: { 'x-xsrf-token': await xsrf(page) }, data: { reason: '' } });
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('a member books in English, finds the booking in My bookings and cancels it', async ({ page }) => {
    await useMemberSession(page);
    await gotoHydrated(page, '/en/user');
    await page.getByTestId('link-book').click();
    await expect(page).toHaveURL(/\/en\/booking$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book an appointment');

    await expect(step(page)).toHaveText('Choose a service');
    await expect(page.getByTestId('booking-step-count')).toHaveText('Step 1 of 7');
    await expectNoSidewaysScroll(page);
    // Add-ons are never offered on their own: only as extras of a chosen treatment.
    await expect(page.getByTestId('plan-options').getByRole('button', { name: /add-on/ })).toHaveCount(0);
    await page.getByTestId('plan-options').getByRole('button', { name: /Physiotherapy first assessment/ }).click();
    await expect(page.getByTestId('addon-options').getByRole('checkbox', { name: /Shockwave therapy \(add-on\)/ })).toBeVisible();
    await page.getByTestId('plan-continue').click();

    await expect(step(page)).toHaveText('Choose a clinic');
    await expect(step(page)).toBeFocused();
    await page.getByTestId('place-options').getByRole('button', { name: /Central/ }).click();

    await expect(step(page)).toHaveText('Choose a therapist');
    await page.getByTestId('therapist-any').click();

    await expect(step(page)).toHaveText('Choose a date');
    await expectNoSidewaysScroll(page);
    const date = await pickOpenDay(page);
    expect(new URL(page.url()).searchParams.get('date')).toBe(String(date));

    await expect(step(page)).toHaveText('Choose a time');
    const firstTime = page.getByTestId('time-options').getByRole('button').first();
    const time = (await firstTime.textContent())!;
    expect(time, 'a 24-hour time').toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
    await firstTime.click();

    await expect(step(page)).toHaveText('Tell us about your condition');
    const form = page.getByTestId('details-form');
    await form.getByRole('checkbox', { name: 'Lower back', exact: true }).check();
    await form.getByRole('checkbox', { name: 'Sciatica' }).check();
    await form.getByRole('checkbox', { name: 'Receipt for insurance claims' }).check();
    await form.getByRole('checkbox', { name: 'Other request' }).check();
    // "Other" needs its text.
    await form.getByRole('button', { name: 'Continue' }).click();
    await expect(form.locator('[data-field-error="otherRequest"]')).toHaveText('Please describe your other request.');
    await expect(form.getByRole('textbox', { name: 'Your other request' })).toBeFocused();
    await form.getByRole('textbox', { name: 'Your other request' }).fill('Please e-mail the receipt');
    await expectNoSidewaysScroll(page);
    await form.getByRole('button', { name: 'Continue' }).click();

    await expect(step(page)).toHaveText('Check and confirm');
    await expect(page.getByTestId('fact-plan')).toHaveText('Physiotherapy first assessment (60 min)');
    await expect(page.getByTestId('fact-therapist')).toHaveText('Any available therapist');
    await expect(page.getByTestId('fact-time')).toHaveText(new RegExp(`^${time}–`));
    await expect(page.getByTestId('fact-parts')).toHaveText('Lower back');
    await expect(page.getByTestId('fact-symptoms')).toHaveText('Sciatica');
    await expect(page.getByTestId('fact-requests')).toHaveText('Receipt for insurance claims, Other request');
    await expect(page.getByTestId('fact-other')).toHaveText('Please e-mail the receipt');
    await expect(page.getByTestId('fact-price')).toHaveText('HK$880');
    await page.getByRole('button', { name: 'Confirm booking' }).click();

    // Success: the booking as saved, with a link to it.
    const done = page.getByTestId('booking-done');
    await expect(done.getByRole('heading', { name: 'Booking request sent' })).toBeVisible();
    await expect(page).toHaveURL(/\/en\/booking\?booked=\d+$/);
    const id = Number(new URL(page.url()).searchParams.get('booked'));
    await expect(done.getByTestId('fact-time')).toHaveText(new RegExp(`^${time}–`));
    await expect(done.getByTestId('fact-requests')).toHaveText('Receipt for insurance claims, Other request');
    await expect(done.getByTestId('done-view')).toHaveAttribute('href', `/en/user/bookings/${id}`);
    await expectNoSidewaysScroll(page);

    // It is listed under My bookings (upcoming) with its state.
    await done.getByTestId('done-list').click();
    await expect(page).toHaveURL(/\/en\/user\/bookings$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My bookings');
    const row = page.locator(`[data-testid="booking-row"][data-booking-id="${id}"]`);
    await expect(row.getByTestId('row-plan')).toHaveText('Physiotherapy first assessment');
    await expect(row.getByTestId('row-time')).toHaveText(new RegExp(`^${time}–`));
    await expect(row.getByTestId('row-place')).toHaveText('Central Clinic');
    await expect(row.getByTestId('booking-status')).toHaveText('Awaiting approval');
    await expectNoSidewaysScroll(page);

    // Detail, then cancel with a reason.
    await row.click();
    await expect(page).toHaveURL(new RegExp(`/en/user/bookings/${id}$`));
    const detail = page.getByTestId('booking-detail');
    await expect(detail.getByTestId('fact-other')).toHaveText('Please e-mail the receipt');
    await expect(detail.getByTestId('fact-symptoms')).toHaveText('Sciatica');
    await expect(page.getByTestId('change-deadline')).toContainText('You can reschedule or cancel online until');
    await page.getByTestId('booking-cancel').click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await expect(dialog.getByRole('textbox', { name: /Reason/ })).toBeFocused();
    await dialog.getByRole('textbox', { name: /Reason/ }).fill('Feeling better');
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Your booking has been cancelled.')).toBeVisible();
    await expect(detail.getByTestId('booking-status')).toHaveText('Cancelled');
    await expect(detail.getByTestId('fact-reason')).toHaveText('Feeling better');
    await expect(page.getByTestId('booking-cancel')).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('booking-detail').getByTestId('booking-status')).toHaveText('Cancelled');
  });
});

test.describe('on a desktop in zh-HK', () => {
  test.use({ viewport: DESKTOP });

  test('days without free times are shown but cannot be picked, by mouse, keyboard or link', async ({ page }) => {
    const { plan, place } = await physioAtCentral(page.request, 'zh-HK');
    const base = `/booking?plan=${plan.id}&place=${place.id}&therapist=any`;
    await gotoHydrated(page, base);
    // The deep link preselected plan, place and therapist.
    await expect(step(page)).toHaveText('選擇日期');
    await expect(page.getByTestId('booking-step-count')).toHaveText('第 4 步，共 7 步');

    const picker = page.getByTestId('date-picker');
    // Central is closed on Sundays: there is always a disabled day in a 35-day window.
    const closed = picker.locator('button[data-date][aria-disabled="true"]').first();
    await expect(closed).toBeVisible();
    await expect(closed).toBeDisabled();
    await expect(closed).toHaveAccessibleName(/沒有空檔/);
    const closedDate = Number(await closed.getAttribute('data-date'));

    await closed.click({ force: true });
    await closed.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Space');
    await expect(step(page)).toHaveText('選擇日期');
    expect(new URL(page.url()).searchParams.get('date')).toBeNull();

    // A link naming the closed day is refused too: the date step stays.
    await gotoHydrated(page, `${base}&date=${closedDate}`);
    await expect(step(page)).toHaveText('選擇日期');
    await expect(picker.locator('button[aria-pressed="true"]')).toHaveCount(0);

    // The keyboard moves across days and picks an open one.
    const open = picker.locator('button[data-date]:not([aria-disabled])').first();
    const openDate = Number(await open.getAttribute('data-date'));
    await open.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowLeft');
    await expect(open).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(step(page)).toHaveText('選擇時間');
    expect(Number(new URL(page.url()).searchParams.get('date'))).toBe(openDate);
    const times = await page.getByTestId('time-options').getByRole('button').allTextContents();
    expect(times.length).toBeGreaterThan(0);
    for (const t of times) expect(t).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);

    // Back goes to the calendar with the day still chosen.
    await page.getByTestId('booking-back').click();
    await expect(step(page)).toHaveText('選擇日期');
    await expect(picker.locator(`button[data-date="${openDate}"]`)).toHaveAttribute('aria-pressed', 'true');
  });
});

test('a signed-out visitor browses to the summary, signs in on top of it and confirms with every choice kept', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  const { plan, place } = await physioAtCentral(page.request, 'en');
  await gotoHydrated(page, `/en/booking?plan=${plan.id}&place=${place.id}&therapist=any`);
  await expect(step(page)).toHaveText('Choose a date');
  const date = await pickOpenDay(page);
  await page.getByTestId('time-options').getByRole('button').first().click();
  const form = page.getByTestId('details-form');
  await form.getByRole('checkbox', { name: 'Physiotherapy report' }).check();
  await form.getByRole('button', { name: 'Continue' }).click();
  await expect(step(page)).toHaveText('Check and confirm');
  await expect(page.getByTestId('confirm-sign-in-note')).toBeVisible();

  await page.getByRole('button', { name: 'Sign in to confirm' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome back' });
  await expect(dialog).toBeVisible();
  const signIn = dialog.getByTestId('sign-in-password');
  await signIn.getByRole('textbox', { name: 'Mobile number' }).fill(MEMBER.phone);
  await signIn.getByLabel('Password', { exact: true }).fill(MEMBER.password);
  // Signed in, the browser loads the summary's address again (it is already in the URL, so wait
  // for the new page itself, not for the address).
  const reloaded = page.waitForEvent('load');
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await reloaded;
  await page.waitForFunction(() => window.__alohaOverlays !== undefined, undefined, { timeout: 15_000 });

  // The same summary is back, ready to confirm.
  await expect(page).toHaveURL(/\/en\/booking\?.*step=confirm/);
  const kept = new URL(page.url()).searchParams;
  expect(Object.fromEntries(kept)).toMatchObject({ plan: String(plan.id), place: String(place.id), therapist: 'any', date: String(date), req: 'REPORT', step: 'confirm' });
  expect(kept.get('time')).toMatch(/^\d{3,4}$/);
  await expect(step(page)).toHaveText('Check and confirm');
  await expect(page.getByTestId('fact-requests')).toHaveText('Physiotherapy report');
  await expect(page.getByRole('button', { name: 'Confirm booking' })).toBeEnabled();
});

/**
 * The member area shows "caught up" and no dot whenever the server says everything is seen; another
 * test's notice for the shared demo member may arrive (dot) or be seen (no dot) at any moment, so the
 * screen is compared with the server's answer of the same moment until they agree.
 */
async function expectCaughtUpUnlessNotified(page: Page) {
  const box = page.getByTestId('notifications');
  await expect(async () => {
    const state = (await (await page.request.get('/api/user/notifications?lng=en')).json()) as { lastNotifyAt: number; lastSawNotifyAt: number };
    if (state.lastNotifyAt > state.lastSawNotifyAt) return;
    await expect(box.getByTestId('notify-dot')).toHaveCount(0, { timeout: 1000 });
    await expect(box).toContainText('You are all caught up.', { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}

test('the notification dot appears after a booking and clears when the list is opened', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await useMemberSession(page);
  await gotoHydrated(page, '/en/user');
  const box = page.getByTestId('notifications');
  await expect(box).toContainText(/You have new notifications|You are all caught up/);
  // Start from "all seen" (the other worker's tests may notify the shared demo member meanwhile).
  await expect(async () => {
    if (await box.getByTestId('notify-dot').count()) {
      if ((await box.getByTestId('notify-bell').getAttribute('aria-expanded')) === 'true') await box.getByTestId('notify-bell').click();
      await box.getByTestId('notify-bell').click();
    }
    await expect(box.getByTestId('notify-dot')).toHaveCount(0, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });

  // A booking made now (through the API: the screens are covered above).
  const { plan, place } = await physioAtCentral(page.request, 'en');
  const today = toClinicDate(new Date());
  const avail = await page.request.get(`/api/booking/availability?planId=${plan.id}&placeId=${place.id}&from=${addDays(today, 3)}&to=${addDays(today, 30)}`);
  const slot = ((await avail.json()) as { dates: { date: number; times: number[] }[] }).dates.find((d) => d.times.length)!;
  const created = await page.request.post('/api/booking?lng=en', {
    headers: { 'x-xsrf-token': await xsrf(page), 'Idempotency-Key': crypto.randomUUID() },
    data: { planId: plan.id, placeId: place.id, therapistId: null, date: slot.date, start: slot.times.at(-1) },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { booking } = (await created.json()) as { booking: { id: number } };

  try {
    await page.reload();
    await page.waitForFunction(() => window.__alohaOverlays !== undefined);
    await expect(box.getByTestId('notify-dot')).toBeVisible();
    await expect(box).toContainText('You have new notifications.');

    await box.getByTestId('notify-bell').click();
    // Caught up — unless another test's notice for the shared demo member arrived since (the server says so).
    await expectCaughtUpUnlessNotified(page);
    // This booking's notice, marked new in the list (other tests' notices for the shared member may sit above it).
    const mineInList = box.getByTestId('notify-item').filter({ has: page.locator(`a[href="/en/user/bookings/${booking.id}"]`) });
    await expect(mineInList).toHaveCount(1);
    await expect(mineInList).toContainText('New');

    // Seen is remembered by the server: at least up to this booking's notification. (Other tests
    // share the demo member and may notify it meanwhile; the dot then follows the server's rule.)
    const after = (await (await page.request.get('/api/user/notifications?lng=en')).json()) as { rows: { link: string; createAt: number }[]; lastNotifyAt: number; lastSawNotifyAt: number };
    const mine = after.rows.find((r) => r.link === `/user/bookings/${booking.id}`)!;
    expect(after.lastSawNotifyAt).toBeGreaterThanOrEqual(mine.createAt);
    await page.reload();
    await page.waitForFunction(() => window.__alohaOverlays !== undefined);
    await expectCaughtUpUnlessNotified(page);
  } finally {
    await cancelBooking(page, booking.id);
  }
});

test('a slot taken while the member confirms is explained, and the member picks again from fresh times', async ({ page }) => {
  await useMemberSession(page);
  await onDesktopWithCookies(page);
  const options = (await (await page.request.get('/api/booking/options?lng=en')).json()) as {
    plans: { id: number; therapistIds: number[] }[];
    therapists: { id: number; placeId: number | null }[];
  };
  const { plan, place } = await physioAtCentral(page.request, 'en');
  const therapist = options.therapists.find((t) => options.plans.find((p) => p.id === plan.id)!.therapistIds.includes(t.id) && (t.placeId === null || t.placeId === place.id))!;
  await gotoHydrated(page, `/en/booking?plan=${plan.id}&place=${place.id}&therapist=${therapist.id}`);
  const date = await pickOpenDay(page);
  const firstTime = page.getByTestId('time-options').getByRole('button').first();
  const label = (await firstTime.textContent())!;
  await firstTime.click();
  await page.getByTestId('details-form').getByRole('button', { name: 'Continue' }).click();
  await expect(step(page)).toHaveText('Check and confirm');
  const start = Number(new URL(page.url()).searchParams.get('time'));

  // Someone takes the same therapist at the same time first (here: the same member, through the API).
  const taken = await page.request.post('/api/booking', {
    headers: { 'x-xsrf-token': await xsrf(page), 'Idempotency-Key': crypto.randomUUID() },
    data: { planId: plan.id, placeId: place.id, therapistId: therapist.id, date, start },
  });
  expect(taken.status(), await taken.text()).toBe(200);
  const { booking } = (await taken.json()) as { booking: { id: number } };

  try {
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    const alert = page.getByRole('dialog', { name: 'Message' });
    await expect(alert).toContainText('Sorry, this booking slot was just taken by someone else. Please choose another time.');
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(step(page)).toHaveText('Choose a time');
    expect(Number(new URL(page.url()).searchParams.get('date'))).toBe(date);
    await expect(page.getByTestId('time-options').getByRole('button', { name: label, exact: true })).toHaveCount(0);
  } finally {
    await cancelBooking(page, booking.id);
  }
});

test('a member moves a booking to another day with the same calendar and times', async ({ page }) => {
  await useMemberSession(page);
  await onDesktopWithCookies(page);
  const { plan, place } = await physioAtCentral(page.request, 'en');
  const today = toClinicDate(new Date());
  const avail = await page.request.get(`/api/booking/availability?planId=${plan.id}&placeId=${place.id}&from=${addDays(today, 3)}&to=${addDays(today, 30)}`);
  const open = ((await avail.json()) as { dates: { date: number; times: number[] }[] }).dates.filter((d) => d.times.length);
  const [from, to] = [open[0]!, open[1]!];
  const created = await page.request.post('/api/booking', {
    headers: { 'x-xsrf-token': await xsrf(page), 'Idempotency-Key': crypto.randomUUID() },
    data: { planId: plan.id, placeId: place.id, date: from.date, start: from.times[0] },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { booking } = (await created.json()) as { booking: { id: number } };

  try {
    await gotoHydrated(page, `/en/user/bookings/${booking.id}`);
    await page.getByTestId('booking-reschedule').click();
    const panel = page.getByTestId('reschedule-panel');
    await panel.locator(`button[data-date="${to.date}"]`).click();
    const time = panel.getByTestId('reschedule-time').getByRole('button').last();
    const label = (await time.textContent())!;
    await time.click();
    await panel.getByRole('button', { name: 'Move my booking' }).click();
    await expect(page.getByText('Your booking has been moved.')).toBeVisible();
    await expect(panel).toBeHidden();
    const detail = page.getByTestId('booking-detail');
    await expect(detail.getByTestId('fact-time')).toHaveText(new RegExp(`^${label}–`));
    const moved = (await (await page.request.get(`/api/booking/${booking.id}`)).json()) as { booking: { date: number } };
    expect(moved.booking.date).toBe(to.date);
  } finally {
    await cancelBooking(page, booking.id);
  }
});

test('the private calendar link is shown once, can be replaced and turned off', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await useMemberSession(page);
  await gotoHydrated(page, '/en/user');
  const card = page.getByTestId('calendar-feed');
  await card.getByRole('button', { name: 'Create calendar link' }).click();
  const first = await card.getByRole('textbox', { name: 'Your private calendar link' }).inputValue();
  expect(first).toMatch(/\/calendar\/[A-Za-z0-9_-]+\.ics$/);
  const ics = await page.request.get(new URL(first).pathname);
  expect(ics.status()).toBe(200);
  expect(ics.headers()['content-type']).toContain('text/calendar');
  expect(await ics.text()).toContain('BEGIN:VCALENDAR');

  // After a reload only its state is known: the URL is never shown again.
  await page.reload();
  await expect(card.getByTestId('feed-active')).toContainText('Your calendar link has been on since');
  await expect(card.getByRole('textbox')).toHaveCount(0);

  await card.getByRole('button', { name: 'Make a new link' }).click();
  await page.getByRole('dialog', { name: 'Make a new calendar link?' }).getByRole('button', { name: 'Yes' }).click();
  const second = await card.getByRole('textbox', { name: 'Your private calendar link' }).inputValue();
  expect(second).not.toBe(first);
  expect((await page.request.get(new URL(first).pathname)).status()).toBe(404);

  await card.getByRole('button', { name: 'Turn off' }).click();
  await page.getByRole('dialog', { name: 'Turn off the calendar link?' }).getByRole('button', { name: 'Yes' }).click();
  await expect(card.getByRole('button', { name: 'Create calendar link' })).toBeVisible();
  expect((await page.request.get(new URL(second).pathname)).status()).toBe(404);
});

test('nothing scrolls sideways at 360 px: plans, calendar, times, My bookings, a booking, the account page', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await useMemberSession(page);
  const { plan, place } = await physioAtCentral(page.request, 'zh-HK');
  await gotoHydrated(page, '/zh-CN/booking');
  await expect(page.getByTestId('plan-options')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await gotoHydrated(page, `/booking?plan=${plan.id}&place=${place.id}&therapist=any`);
  await expect(page.getByTestId('date-picker')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.getByTestId('date-picker').locator('button[data-date]:not([aria-disabled])').first().click();
  await expect(page.getByTestId('time-options')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await gotoHydrated(page, '/en/user/bookings');
  const row = page.getByTestId('booking-row').first();
  await expect(row).toBeVisible();
  await expectNoSidewaysScroll(page);
  await row.click();
  await expect(page.getByTestId('booking-detail')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await gotoHydrated(page, '/user');
  await expect(page.getByTestId('calendar-feed')).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test.describe('accessibility', () => {
  test.use({ viewport: DESKTOP });
  const check = async (page: Page, what: string) => {
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.passes.length, 'axe checked the page').toBeGreaterThan(10);
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    const report = bad.map((v) => `[${v.impact}] ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}`).join('\n')}`).join('\n\n');
    expect(bad, `axe violations on ${what}:\n${report}`).toEqual([]);
  };

  for (const theme of ['light', 'dark'] as const) {
    test(`/booking (plans and calendar) and /user/bookings have no serious or critical axe violation (${theme})`, async ({ page }) => {
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      await gotoHydrated(page, '/booking');
      await expect(step(page)).toHaveText('選擇服務');
      await check(page, '/booking');

      const { plan, place } = await physioAtCentral(page.request, 'zh-HK');
      await gotoHydrated(page, `/booking?plan=${plan.id}&place=${place.id}&therapist=any`);
      await expect(page.getByTestId('date-picker')).toBeVisible();
      await check(page, '/booking date step');

      await useMemberSession(page);
      await gotoHydrated(page, '/en/user/bookings');
      await expect(page.getByTestId('booking-row').first()).toBeVisible();
      await check(page, '/en/user/bookings');
    });
  }
});
