// Recurring rota and date ranges (issue 13): staff create a weekly rota for Dr Chan at Central
// (Tuesdays and Thursdays 14:00–18:00 only), delete one of its days and change another from the
// entries list, and add a week of leave (a member's booking in it is listed before it is saved);
// on the member's booking screen his days follow both — afternoon times only on rota days, nothing
// in the leave week. Both are deleted at the end so other tests see the demo schedule.
import { test, type Browser, type Page } from '@playwright/test';
import { addDays, toClinicDate, weekday } from '../../../common/clinic-time';
import { useMemberSession } from '../account/helpers';
import { DESKTOP, expect, gotoHydrated, translation } from '../fixtures';
import { api, openAs, STAFF } from './manage-helpers';

const API = '/api/manage/booking-setup';
/** The staff account speaks zh-HK. */
const s = (key: string) => translation('zh-HK', key, 'schedule');
const c = (key: string) => translation('zh-HK', key);
const iso = (ymd: number) => `${String(ymd).slice(0, 4)}-${String(ymd).slice(4, 6)}-${String(ymd).slice(6, 8)}`;
const today = () => toClinicDate(new Date());

interface Ids {
  central: number;
  chan: number;
  plan: number;
}

async function demoIds(page: Page): Promise<Ids> {
  const options = await api(page, 'GET', `${API}/options`);
  const booking = (await page.request.get('/api/booking/options?lng=en').then((r) => r.json())) as { plans: { id: number; name: string }[]; therapists: { id: number; slug: string }[] };
  return {
    central: options.places.find((p: { code: string }) => p.code === 'central').id,
    chan: booking.therapists.find((x) => x.slug === 'dr-chan-ka-ming')!.id,
    plan: booking.plans.find((p) => p.name === 'Physiotherapy first assessment')!.id,
  };
}

/** The member's open days and, for `date`, the times offered for Dr Chan at Central. */
async function memberSees(browser: Browser, baseURL: string, ids: Ids, date?: number): Promise<{ open: number[]; closed: number[]; times: string[] }> {
  const ctx = await browser.newContext({ baseURL, viewport: DESKTOP });
  try {
    const page = await ctx.newPage();
    await useMemberSession(page);
    await gotoHydrated(page, `/en/booking?plan=${ids.plan}&place=${ids.central}&therapist=${ids.chan}`);
    const picker = page.getByTestId('date-picker');
    await expect(picker.locator('button[data-date]').first()).toBeVisible();
    const dates = (sel: string) => picker.locator(sel).evaluateAll((els) => els.map((e) => Number((e as HTMLElement).dataset.date)));
    const open = await dates('button[data-date]:not([aria-disabled])');
    const closed = await dates('button[data-date][aria-disabled="true"]');
    let times: string[] = [];
    if (date !== undefined) {
      await picker.locator(`button[data-date="${date}"]`).click();
      await expect(page.getByTestId('time-options').getByRole('button').first()).toBeVisible();
      times = await page.getByTestId('time-options').getByRole('button').allTextContents();
    }
    return { open, closed, times };
  } finally {
    await ctx.close();
  }
}

test.use({ viewport: DESKTOP });

test('staff create a weekly rota and a week of leave; the member’s available times follow both', async ({ page, browser, baseURL }) => {
  await openAs(page, STAFF, baseURL!, '/manage/schedule-entries');
  const ids = await demoIds(page);
  await gotoHydrated(page, `/manage/schedule-entries?placeId=${ids.central}`);
  const made: number[] = [];
  // The week of leave, three weeks ahead (clear of the demo bookings other tests use).
  const leaveFrom = addDays(today(), 22);
  const leaveTo = addDays(leaveFrom, 6);
  let rotaDay = 0;
  // The member books Dr Chan in that week first, so the leave has a booking in its way.
  const member = await browser.newContext({ baseURL: baseURL!, viewport: DESKTOP });
  const memberPage = await member.newPage();
  await useMemberSession(memberPage);
  await memberPage.request.get('/');
  const xsrf = (await member.cookies()).find((x) => x.name === 'xsrf-token')!.value;
  let bookingId = 0;
  try {
    await test.step('the member books Dr Chan during the coming leave week', async () => {
      const free = await memberPage.request.get(`/api/booking/availability?planId=${ids.plan}&placeId=${ids.central}&therapistId=${ids.chan}&from=${leaveFrom}&to=${leaveTo}`).then((r) => r.json());
      // Not on a rota day (Tuesday, Thursday): the rota would list it too.
      const day = (free.dates as { date: number; times: number[] }[]).find((x) => x.times.length > 0 && weekday(x.date) !== 2 && weekday(x.date) !== 4)!;
      const res = await memberPage.request.post('/api/booking', { headers: { 'x-xsrf-token': xsrf }, data: { planId: ids.plan, placeId: ids.central, therapistId: ids.chan, date: day.date, start: day.times[0] } });
      expect(res.status(), await res.text()).toBe(200);
      bookingId = (await res.json()).booking.id;
    });

    await test.step('a weekly rota: Tuesdays and Thursdays 14:00–18:00 from tomorrow, open-ended', async () => {
      await page.getByTestId('series-add').click();
      const form = page.getByRole('dialog').getByTestId('series-form');
      await expect(form.getByLabel(s('entries.field.type'))).toHaveValue('STAFF_OPEN');
      await form.getByLabel(s('entries.field.place')).selectOption(String(ids.central));
      await form.getByLabel(s('entries.field.staff')).selectOption(String(ids.chan));
      // Without weekdays the form says so.
      await form.locator('input[name="from"]').fill(iso(addDays(today(), 1)));
      await form.locator('input[name="start"]').fill('14:00');
      await form.locator('input[name="end"]').fill('18:00');
      await form.getByRole('button', { name: s('action.save') }).click();
      await expect(form).toContainText(s('series.form.noWeekdays'));
      await form.getByRole('checkbox', { name: s('weekday.2') }).check();
      await form.getByRole('checkbox', { name: s('weekday.4') }).check();
      await form.locator('textarea[name="remark"]').fill('Central rota');
      await form.getByRole('button', { name: s('action.save') }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      const row = page.getByTestId('series-row').filter({ hasText: 'Central rota' });
      await expect(row).toContainText('14:00–18:00');
      await expect(row).toContainText(`${s('weekdayShort.2')}${s('series.dayJoin')}${s('weekdayShort.4')}`);
      const list = await api(page, 'GET', `${API}/schedule-series?placeId=${ids.central}`);
      made.push(list.rows.find((x: { remark: string }) => x.remark === 'Central rota').id);
      // Its days are in the entries list.
      await expect(page.locator(`[data-testid="entry-row"][data-series="${made[0]}"]`).first()).toContainText('14:00–18:00');
    });

    await test.step('one day of the rota deleted, another changed, from the entries list', async () => {
      const days = page.locator(`[data-testid="entry-row"][data-series="${made[0]}"]`);
      await expect(days.first()).toBeVisible();
      const before = await days.count();
      const firstText = await days.first().innerText();
      await days.first().locator('button', { hasText: s('series.deleteDay') }).click();
      await page.getByRole('button', { name: c('btn.yes'), exact: true }).click();
      await expect(days).toHaveCount(before - 1);
      await expect(days.first()).not.toHaveText(firstText);
      await days.first().locator('button', { hasText: s('series.editDay') }).click();
      const form = page.getByRole('dialog').getByTestId('occurrence-form');
      await form.locator('input[name="start"]').fill('10:00');
      await form.locator('input[name="end"]').fill('12:00');
      await form.getByRole('button', { name: s('action.save') }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(days.first()).toContainText('10:00–12:00');
      await expect(days.first().getByTestId('entry-series-mark')).toHaveText(s('series.changedMark'));
      await expect(days).toHaveCount(before - 1);
    });

    await test.step('a week of leave: bookings in the way are listed before it is saved', async () => {
      await page.getByTestId('range-add').click();
      const form = page.getByRole('dialog').getByTestId('series-form');
      await expect(form.getByLabel(s('entries.field.type'))).toHaveValue('STAFF_HOLIDAY');
      await expect(form.getByRole('checkbox')).toHaveCount(0);
      await form.getByLabel(s('entries.field.staff')).selectOption(String(ids.chan));
      await form.locator('input[name="from"]').fill(iso(leaveFrom));
      await form.locator('input[name="until"]').fill(iso(leaveTo));
      await form.locator('textarea[name="remark"]').fill('Annual leave');
      await form.getByRole('button', { name: s('action.save') }).click();
      const conflicts = page.getByTestId('series-conflicts');
      await expect(conflicts.getByTestId('series-conflict')).toHaveCount(1);
      await expect(conflicts).toContainText(`#${bookingId}`);
      await page.getByRole('button', { name: c('btn.yes'), exact: true }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByTestId('series-row').filter({ hasText: 'Annual leave' })).toContainText(s('series.everyDay'));
      const list = await api(page, 'GET', `${API}/schedule-series?placeId=${ids.central}`);
      made.push(list.rows.find((x: { remark: string }) => x.remark === 'Annual leave').id);
    });

    await test.step('the member sees afternoon times only on rota days, and no day in the leave week', async () => {
      const first = await memberSees(browser, baseURL!, ids);
      for (let d = leaveFrom; d <= leaveTo; d = addDays(d, 1)) {
        expect(first.open, `leave day ${d}`).not.toContain(d);
        expect(first.closed, `leave day ${d} shown disabled`).toContain(d);
      }
      const rotaDays = first.open.filter((d) => weekday(d) === 2 || weekday(d) === 4);
      expect(rotaDays.length, `rota days open in ${first.open.join(',')}`).toBeGreaterThan(0);
      rotaDay = rotaDays.at(-1)!;
      const { times } = await memberSees(browser, baseURL!, ids, rotaDay);
      expect(times.length).toBeGreaterThan(0);
      for (const time of times) {
        expect(time >= '14:00' && time <= '17:00', `${time} inside the rota`).toBe(true);
      }
    });
  } finally {
    for (const id of made) await api(page, 'DELETE', `${API}/schedule-series/${id}`);
    if (bookingId) await memberPage.request.post(`/api/booking/${bookingId}/cancel`, { headers: { 'x-xsrf-token': xsrf }, data: { reason: '' } });
    await member.close();
  }
  // Without the rota and the leave, the same days have morning times again.
  const after = await memberSees(browser, baseURL!, ids, rotaDay);
  expect(after.times.some((time) => time < '14:00'), `morning times on ${rotaDay}: ${after.times.join(',')}`).toBe(true);
  expect(after.open.some((d) => d >= leaveFrom && d <= leaveTo)).toBe(true);
});
