// The staff's combined schedule and booking editor (issue 4 item 4): the Central schedule with the
// demo bookings and rooms A/B/C; a booking on a Sunday (Central is closed) saved only after the
// user agrees to the risk, then marked as forced; the same therapist at the same time refused
// with no force option; accept then cancel with a reason; the therapist calendar link; a phone
// width and axe.
import AxeBuilder from '@axe-core/playwright';
import { request as playwrightRequest, test, type Page } from '@playwright/test';
import { addDays, toClinicDate, weekday } from '../../../common/clinic-time';
import { DESKTOP, PHONE, expect, translation } from '../fixtures';
import { ADMIN, STAFF, openAs } from './manage-helpers';

/** The staff account speaks zh-HK (the default): strings come from the locale files. */
const d = (key: string, params: Record<string, string | number> = {}) =>
  translation('zh-HK', key, 'desk').replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(params[k] ?? `{{${k}}}`));
const c = (key: string) => translation('zh-HK', key);
/** The demo administrator speaks English. */
const e = (key: string, params: Record<string, string | number> = {}) =>
  translation('en', key, 'desk').replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(params[k] ?? `{{${k}}}`));

const CENTRAL = '中環中心';
const DR_CHAN = '陳家明';
const MEMBER_NAME = '陳大文';
const PLAN = '物理治療首次評估';

const iso = (ymd: number) => `${String(ymd).slice(0, 4)}-${String(ymd).slice(4, 6)}-${String(ymd).slice(6, 8)}`;
const today = () => toClinicDate(new Date());
/** The demo bookings' dates (server/db/seed/seed-booking.ts): 6 days back and 8 ahead, moved off Sundays. */
function demoDate(offset: number): number {
  let date = addDays(today(), offset);
  while (weekday(date) === 0) date = addDays(date, 1);
  return date;
}
/** The coming Sunday (never today). */
function comingSunday(): number {
  let date = addDays(today(), 1);
  while (weekday(date) !== 0) date = addDays(date, 1);
  return date;
}

async function expectNoSeriousAxeViolation(page: Page, what: string) {
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = bad.map((v) => `[${v.impact}] ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}`).join('\n')}`).join('\n');
  expect(results.passes.length, 'axe checked the page').toBeGreaterThan(10);
  expect(bad, `axe on ${what}:\n${report}`).toEqual([]);
}

/** Opens the schedule as staff, picks Central and the date in the chosen view. */
async function openCentral(page: Page, baseURL: string, date: number, view: 'day' | 'week' = 'day') {
  await openAs(page, STAFF, baseURL, `/manage/schedule${view === 'week' ? '?view=week' : ''}`);
  await page.getByTestId('place-picker').selectOption({ label: CENTRAL });
  await expect(page.getByTestId('schedule-heading')).toContainText(CENTRAL);
  await page.getByTestId('date-input').fill(iso(date));
  await page.getByRole('button', { name: d('schedule.show'), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`date=${iso(date)}`));
  await expect(page.getByTestId('schedule-heading')).toContainText(iso(date).slice(0, 4));
}

/** Fills the editor for the demo member, the first-assessment plan and a start time. */
async function fillBooking(page: Page, start: string) {
  const form = page.getByTestId('booking-form');
  await form.getByRole('searchbox', { name: d('editor.member') }).fill('6123 4567');
  await form.getByRole('button', { name: d('editor.memberSearch'), exact: true }).click();
  await form.getByTestId('member-results').getByRole('button', { name: new RegExp(MEMBER_NAME) }).click();
  await expect(form.getByTestId('member-picked')).toContainText(MEMBER_NAME);
  await form.getByLabel(d('editor.plan'), { exact: true }).selectOption({ label: PLAN });
  await form.getByLabel(d('editor.start'), { exact: true }).fill(start);
}

test.use({ viewport: DESKTOP });

test.describe('the combined schedule', () => {
  test('shows Central’s rooms A, B and C beside the therapists, the demo bookings, and passes axe', async ({ page, baseURL }) => {
    const past = demoDate(-6);
    await openCentral(page, baseURL!, past, 'week');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(d('schedule.title'));
    await expect(page.getByTestId('manage-sidebar').getByRole('link', { name: translation('zh-HK', 'nav.item.schedule', 'manage') })).toHaveAttribute('href', '/manage/schedule');

    const week = page.getByTestId('week-grid');
    await expect(week.getByTestId('column-title')).toContainText([d('column.room', { code: 'A' }), d('column.room', { code: 'B' }), d('column.room', { code: 'C' }), DR_CHAN]);
    // The finished visit of last week, in room A and in Dr Chan's column.
    const done = week.locator(`tr[data-date="${past}"] [data-testid="booking-block"][data-status="DONE"]`);
    await expect(done).toHaveCount(2);
    await expect(done.first()).toContainText(MEMBER_NAME);
    await expect(done.first()).toContainText(c('enum.bookingStatus.DONE'));
    await expect(page.getByTestId('schedule-legend')).toContainText(c('enum.scheduleEntry.STAFF_HOLIDAY'));
    await expect(page.getByTestId('schedule-legend')).toContainText(d('legend.forced'));
    await expectNoSeriousAxeViolation(page, 'the week view');

    // The accepted visit ahead, in the day view: placed in room A and in Dr Chan's column at 10:00.
    const ahead = demoDate(8);
    await page.getByTestId('view-day').click();
    // The day view has loaded (its form now sends view=day) before another date is asked for.
    await expect(page.getByTestId('view-day')).toHaveAttribute('aria-current', 'page');
    await page.getByTestId('date-input').fill(iso(ahead));
    await page.getByRole('button', { name: d('schedule.show'), exact: true }).click();
    const day = page.getByTestId('day-grid');
    await expect(day.locator('[data-column] h3')).toContainText([d('column.room', { code: 'A' }), d('column.room', { code: 'B' }), d('column.room', { code: 'C' })]);
    const accepted = day.locator('[data-testid="booking-block"][data-status="ACCEPT"]').filter({ hasText: MEMBER_NAME });
    await expect(accepted).toHaveCount(2);
    await expect(accepted.first()).toContainText('10:00–11:00');
    await expect(accepted.first()).toContainText(PLAN);
    await expect(page.getByTestId('day-notes')).toContainText(d('day.hours', { hours: '' }).trim());
    await expectNoSeriousAxeViolation(page, 'the day view');

    // Previous and next move by a day; the booking opens its detail page.
    await page.getByTestId('schedule-next').click();
    await expect(page).toHaveURL(new RegExp(`date=${iso(addDays(ahead, 1))}`));
    await page.getByTestId('schedule-prev').click();
    await accepted.first().click();
    await expect(page.getByTestId('detail-status')).toHaveText(c('enum.bookingStatus.ACCEPT'));
    await expect(page.getByTestId('booking-detail')).toContainText('HK$880');
  });
});

test.describe('booking for a member', () => {
  test('a Sunday booking at Central is saved only after agreeing to the risk, marked as forced; the same therapist and time is then refused with no force option', async ({ page, baseURL }, info) => {
    const sunday = comingSunday();
    // A retry must not collide with the booking the first attempt saved.
    const start = `${String(10 + info.retry * 2).padStart(2, '0')}:00`;
    await openCentral(page, baseURL!, sunday);
    await expect(page.getByTestId('day-notes')).toContainText(d('day.closed'));

    await test.step('a new booking from Dr Chan’s column meets the conflict', async () => {
      await page.getByRole('link', { name: d('column.newFor', { name: DR_CHAN }) }).first().click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(d('booking.newTitle'));
      const form = page.getByTestId('booking-form');
      await expect(form.getByLabel(d('editor.therapist'), { exact: true }).locator('option:checked')).toHaveText(DR_CHAN);
      await expect(form.getByLabel(d('editor.date'), { exact: true })).toHaveValue(iso(sunday));
      await fillBooking(page, start);
      // Closed on Sundays: no free time is suggested.
      await expect(form.getByTestId('free-none')).toBeVisible();
      await expect(form.getByLabel(d('editor.total'), { exact: true })).toHaveValue('880.00');
      await form.getByLabel(d('editor.remark'), { exact: true }).fill('Sunday exception agreed by the director');
      await page.getByTestId('booking-save').click();
    });

    const dialog = page.getByRole('dialog');
    await test.step('the reasons are listed and the force option appears only after agreeing', async () => {
      await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(d('conflict.title'));
      await expect(dialog.getByTestId('conflict-reasons')).toContainText(c('enum.conflictReason.NOT_IN_SERVICE_HOURS'));
      await expect(dialog.getByTestId('conflict-force')).toHaveCount(0);
      await expectNoSeriousAxeViolation(page, 'the conflict dialog');
      await dialog.getByLabel(d('conflict.agree')).check();
      await expect(dialog.getByRole('button', { name: d('conflict.force') })).toBeVisible();
      await dialog.getByRole('button', { name: d('conflict.force') }).click();
    });

    const id = await test.step('the booking is saved and shown as forced on the schedule', async () => {
      await expect(page).toHaveURL(/\/manage\/schedule\?.*focus=\d+/);
      const bookingId = new URL(page.url()).searchParams.get('focus')!;
      const blocks = page.locator(`[data-testid="booking-block"][data-booking-id="${bookingId}"]`);
      await expect(blocks).toHaveCount(2);
      await expect(blocks.first()).toHaveAttribute('data-forced', 'true');
      await expect(blocks.first().getByTestId('forced-mark')).toHaveText(`⚠ ${d('forced')}`);
      await expect(blocks.first()).toContainText(MEMBER_NAME);
      await blocks.first().click();
      await expect(page.getByTestId('detail-forced')).toBeVisible();
      await expect(page.getByTestId('booking-detail')).toContainText('Sunday exception agreed by the director');
      return bookingId;
    });

    await test.step('the same therapist at the same time is refused naming the booking in the way, with no force option', async () => {
      await page.getByTestId('back-to-schedule').click();
      await expect(page.locator(`[data-booking-id="${id}"]`).first()).toBeVisible();
      await page.getByRole('link', { name: d('column.newFor', { name: DR_CHAN }) }).first().click();
      await fillBooking(page, start);
      await page.getByTestId('booking-save').click();
      await expect(dialog.getByTestId('conflict-dialog')).toHaveAttribute('data-code', 'BOOKING_SLOT_TAKEN');
      await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(d('conflict.takenTitle'));
      await expect(dialog.getByTestId('conflict-reasons')).toContainText(c('enum.conflictReason.ALREADY_BOOKED'));
      // The real reason, not "just taken by someone else".
      await expect(dialog.getByTestId('conflict-lead')).toHaveText(d('conflict.takenLead'));
      await expect(dialog.getByTestId('conflict-lead')).not.toHaveText(c('error.booking.slotTaken'));
      const end = `${String(Number(start.slice(0, 2)) + 1).padStart(2, '0')}:00`;
      await expect(dialog.getByTestId('conflict-clash')).toHaveText([d('conflict.therapistBusy', { name: DR_CHAN, time: `${start}–${end}`, id })]);
      await expect(dialog.getByTestId('conflict-no-force')).toHaveText(d('conflict.cannotForce'));
      await expect(dialog.getByTestId('conflict-agree')).toHaveCount(0);
      await expect(dialog.getByTestId('conflict-force')).toHaveCount(0);
      await dialog.getByRole('button', { name: d('conflict.back') }).click();
      // Nothing typed is lost.
      const form = page.getByTestId('booking-form');
      await expect(form.getByTestId('member-picked')).toContainText(MEMBER_NAME);
      await expect(form.getByLabel(d('editor.start'), { exact: true })).toHaveValue(start);
      await expect(form.getByLabel(d('editor.plan'), { exact: true }).locator('option:checked')).toHaveText(PLAN);
    });
  });

  test('refuses to send a form without a member or time, naming the fields', async ({ page, baseURL }) => {
    await openAs(page, STAFF, baseURL!, '/manage/schedule/booking/new');
    await page.getByTestId('booking-save').click();
    const form = page.getByTestId('booking-form');
    await expect(form.getByText(d('form.memberRequired'))).toBeVisible();
    await expect(form.getByText(d('form.planRequired'))).toBeVisible();
    await expect(form.getByText(d('form.startRequired'))).toBeVisible();
    await expectNoSeriousAxeViolation(page, 'the editor with errors');
  });
});

test.describe('state changes', () => {
  test('a member’s request is accepted, then cancelled with a reason', async ({ page, baseURL }) => {
    const id = await test.step('the demo member requests a booking online', async () => {
      const member = await playwrightRequest.newContext({ baseURL });
      await member.get('/');
      const xsrf = async () => (await member.storageState()).cookies.find((x) => x.name === 'xsrf-token')!.value;
      const signIn = await member.post('/api/auth/sign-in', { headers: { 'x-xsrf-token': await xsrf() }, data: { identifier: '6123 4567', callingCode: '852', password: 'member123' } });
      expect(signIn.status(), await signIn.text()).toBe(200);
      const options = await (await member.get('/api/booking/options?lng=zh-HK')).json();
      const plan = options.plans.find((p: { name: string }) => p.name === PLAN);
      const place = options.places.find((p: { code: string }) => p.code === 'central');
      const from = addDays(today(), 3);
      const free = await (await member.get(`/api/booking/availability?planId=${plan.id}&placeId=${place.id}&from=${from}&to=${addDays(from, 14)}`)).json();
      const day = free.dates.find((x: { times: number[] }) => x.times.length > 0);
      expect(day, 'a free day at Central').toBeTruthy();
      const res = await member.post('/api/booking', {
        headers: { 'x-xsrf-token': await xsrf(), 'Idempotency-Key': `e2e-desk-${Date.now()}` },
        data: { planId: plan.id, placeId: place.id, date: day.date, start: day.times.at(-1) },
      });
      expect(res.status(), await res.text()).toBe(200);
      const booking = (await res.json()).booking;
      await member.dispose();
      return booking.id as number;
    });

    await openAs(page, STAFF, baseURL!, `/manage/schedule/booking/${id}`);
    await expect(page.getByTestId('detail-status')).toHaveText(c('enum.bookingStatus.WAIT'));
    await expect(page.getByTestId('booking-actions').getByRole('button')).toHaveText([d('action.button.ACCEPT'), d('action.button.REJECT'), d('action.button.CANCEL')]);

    await page.getByTestId('action-ACCEPT').click();
    await page.getByRole('dialog').getByRole('button', { name: c('btn.yes') }).click();
    await expect(page.getByTestId('detail-status')).toHaveText(c('enum.bookingStatus.ACCEPT'));
    await expect(page.getByTestId('booking-actions').getByRole('button')).toHaveText([d('action.button.ATTEND'), d('action.button.MISS'), d('action.button.CANCEL')]);

    await page.getByTestId('action-CANCEL').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(d('action.title.CANCEL'));
    await dialog.getByTestId('status-submit').click();
    await expect(dialog.getByText(d('form.reasonRequired'))).toBeVisible();
    await expectNoSeriousAxeViolation(page, 'the cancel form with an error');
    await dialog.getByLabel(d('detail.reason')).fill('The member called to cancel');
    await dialog.getByTestId('status-submit').click();
    await expect(page.getByTestId('detail-status')).toHaveText(c('enum.bookingStatus.CANCEL'));
    await expect(page.locator('[data-field="reason"]')).toHaveText('The member called to cancel');
    await expect(page.getByTestId('no-actions')).toBeVisible();
    // A cancelled booking can no longer be edited.
    await expect(page.getByTestId('booking-form')).toHaveCount(0);
  });
});

test.describe('therapist calendar link', () => {
  test('staff see whether a link is active; an administrator issues, uses and revokes one', async ({ page, baseURL }) => {
    await openCentral(page, baseURL!, demoDate(8));
    await page.getByRole('button', { name: d('feed.openFor', { name: DR_CHAN }) }).first().click();
    const panel = page.getByTestId('calendar-feed');
    await expect(panel.getByTestId('calendar-feed-status')).toHaveText(d('feed.none'));
    await expect(panel).toContainText(d('feed.needsStaffEdit'));
    await expect(panel.getByTestId('calendar-feed-issue')).toHaveCount(0);
    await page.keyboard.press('Escape');

    await page.context().clearCookies();
    await openAs(page, ADMIN, baseURL!, page.url().replace(baseURL!, ''));
    await page.getByRole('button', { name: e('feed.openFor', { name: 'Dr. Kelvin Chan' }) }).first().click();
    await panel.getByRole('button', { name: e('feed.issue') }).click();
    const url = await panel.getByLabel(e('feed.url')).inputValue();
    expect(url).toMatch(/\/calendar\/[A-Za-z0-9_-]+\.ics$/);
    await expect(panel.getByTestId('calendar-feed-status')).toContainText(e('feed.active', { date: '' }).split('(')[0]!.trim());
    const feed = await page.request.get(url);
    expect(feed.status()).toBe(200);
    expect(await feed.text()).toContain('BEGIN:VCALENDAR');

    await panel.getByRole('button', { name: e('feed.revoke') }).click();
    await page.getByRole('dialog').last().getByRole('button', { name: translation('en', 'btn.yes') }).click();
    await expect(panel.getByTestId('calendar-feed-status')).toHaveText(e('feed.none'));
    expect((await page.request.get(url)).status()).toBe(404);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });
  test('the schedule scrolls sideways inside the grid only, and the editor fits', async ({ page, baseURL }) => {
    await openCentral(page, baseURL!, demoDate(8));
    const grid = page.getByTestId('day-grid');
    await expect(grid.locator('[data-testid="booking-block"]').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'the page does not scroll sideways').toBeLessThanOrEqual(PHONE.width);
    const { scroll, client } = await grid.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(scroll, 'the grid scrolls inside').toBeGreaterThan(client);
    await expectNoSeriousAxeViolation(page, 'the day view on a phone');

    await page.getByTestId('view-week').click();
    await expect(page.getByTestId('week-grid')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    await page.getByTestId('booking-new').click();
    await expect(page.getByTestId('booking-form')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });
});
