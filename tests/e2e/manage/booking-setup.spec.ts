// The back office's booking setup: rooms, service plans, schedule
// entries, holidays (a duplicate date is refused before submit and by the server), read-only
// staff, axe and 360 px.
import AxeBuilder from '@axe-core/playwright';
import { test, type Page } from '@playwright/test';
import { DESKTOP, expect, translation } from '../fixtures';
import { ADMIN, api, fillLanguages, openAs, STAFF } from './manage-helpers';

/** A string from locales/en/schedule.json with its {{params}} filled in. */
const s = (key: string, params: Record<string, string | number> = {}) =>
  translation('en', key, 'schedule').replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(params[k] ?? `{{${k}}}`));
const API = '/api/manage/booking-setup';

/** The clinic's date (UTC+8) `days` from today, as YYYY-MM-DD. */
function clinicDay(days: number): string {
  return new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** The place with this code, as the API lists it. */
async function placeOf(page: Page, code: string): Promise<{ id: number; name: { en: string } }> {
  const { rows } = await api(page, 'GET', `${API}/places`);
  return rows.find((p: { code: string }) => p.code === code);
}

async function expectNoSeriousAxeViolation(page: Page, what: string) {
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = bad.map((v) => `[${v.impact}] ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}`).join('\n')}`).join('\n');
  expect(bad, `axe on ${what}:\n${report}`).toEqual([]);
}

test.use({ viewport: DESKTOP });

test.describe('booking setup as the administrator', () => {
  // Editing a place's service hours lives in tests/e2e/site/places.spec.ts: the public pages show those
  // hours, so the edit runs in that file's one worker, never beside a test reading them.

  test('adds a room to a place', async ({ page, baseURL }) => {
    await openAs(page, ADMIN, baseURL!, '/manage/rooms');
    const central = await placeOf(page, 'central');
    await page.getByRole('link', { name: central.name.en }).click();
    await expect(page).toHaveURL(`/manage/rooms?placeId=${central.id}`);
    await page.getByTestId('room-add').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(s('rooms.addTitle', { place: central.name.en }));
    const form = dialog.getByTestId('room-form');
    // A code that is taken at this place comes back from the server as a 409 under the field.
    await form.locator('input[name="code"]').fill('a');
    await fillLanguages(form, 'name', ['治療室 D', '治疗室 D', 'Treatment room D']);
    await form.locator('input[name="qty"]').fill('2');
    await form.getByRole('button', { name: s('action.save') }).click();
    await expect(form).toContainText(s('error.roomCodeTaken', { code: 'A' }));
    await form.locator('input[name="code"]').fill('d');
    await form.getByRole('button', { name: s('action.save') }).click();
    await expect(dialog).toHaveCount(0);
    const row = page.locator('[data-testid="room-row"][data-code="D"]');
    await expect(row).toContainText('Treatment room D');
    await expect(row).toContainText('2');
  });

  test('adds a service plan delivered by a therapist in a room', async ({ page, baseURL }) => {
    await openAs(page, ADMIN, baseURL!, '/manage/service-plans');
    const options = await api(page, 'GET', `${API}/options`);
    const therapist = options.staff.find((x: { isTherapist: boolean }) => x.isTherapist);
    // A seeded room: another test may add rooms while this page is open.
    const room = options.rooms.find((r: { code: string }) => r.code === 'A');
    await page.getByTestId('plan-add').click();
    const form = page.getByRole('dialog').getByTestId('plan-form');
    await fillLanguages(form, 'name', ['運動復康評估', '运动康复评估', 'Sports rehab assessment']);
    await form.locator('input[name="durationMin"]').fill('45');
    await form.locator('input[name="price"]').fill('500.5');
    // Enabled without therapists or rooms: both named before anything is sent.
    await form.getByRole('button', { name: s('action.save') }).click();
    await expect(form).toContainText(s('form.pickTherapist'));
    await expect(form).toContainText(s('form.pickRoom'));
    await form.getByRole('group', { name: s('plans.field.staffIds') }).getByLabel(therapist.name.en).check();
    await form.getByRole('group', { name: s('plans.field.roomIds') }).locator(`input[value="${room.id}"]`).check();
    await form.getByRole('button', { name: s('action.save') }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const row = page.getByTestId('plan-row').filter({ hasText: 'Sports rehab assessment' });
    await expect(row).toContainText('$500.50');
    await expect(row).toContainText(therapist.name.en);
    await expect(row).toContainText(s('plans.minutes', { count: 45 }));
    const { rows } = await api(page, 'GET', `${API}/service-plans`);
    expect(rows.find((p: { name: { en: string } }) => p.name.en === 'Sports rehab assessment')).toMatchObject({
      priceCents: 50050, durationMin: 45, staffIds: [therapist.id], roomIds: [room.id],
    });
  });

  test('adds a STAFF_HOLIDAY entry for a therapist', async ({ page, baseURL }) => {
    await openAs(page, ADMIN, baseURL!, '/manage/schedule-entries');
    const options = await api(page, 'GET', `${API}/options`);
    const therapist = options.staff.find((x: { isTherapist: boolean }) => x.isTherapist);
    const day = clinicDay(3);
    await page.getByTestId('entry-add').click();
    const form = page.getByRole('dialog').getByTestId('entry-form');
    await expect(form.getByLabel(s('entries.field.type'))).toHaveValue('STAFF_HOLIDAY');
    // Without the staff member the form says so.
    await form.locator('input[name="date"]').fill(day);
    await form.getByRole('button', { name: s('action.save') }).click();
    await expect(form).toContainText(s('form.staffRequired'));
    await form.getByLabel(s('entries.field.staff')).selectOption(String(therapist.id));
    await form.locator('input[name="start"]').fill('09:00');
    await form.locator('input[name="end"]').fill('09:20');
    await form.getByRole('button', { name: s('action.save') }).click();
    await expect(form).toContainText(s('form.minSpan'));
    await form.locator('input[name="end"]').fill('13:00');
    await form.locator('textarea[name="remark"]').fill('Half-day leave');
    await form.getByRole('button', { name: s('action.save') }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const row = page.locator('[data-testid="entry-row"][data-type="STAFF_HOLIDAY"]').filter({ hasText: 'Half-day leave' });
    await expect(row).toContainText(day);
    await expect(row).toContainText('09:00–13:00');
    await expect(row).toContainText(therapist.name.en);
    await expect(row).toContainText(translation('en', 'enum.scheduleEntry.STAFF_HOLIDAY'));

    // The same staff member on the same day, overlapping: the server's 409 shows under the time.
    await page.getByTestId('entry-add').click();
    const again = page.getByRole('dialog').getByTestId('entry-form');
    await again.getByLabel(s('entries.field.staff')).selectOption(String(therapist.id));
    await again.locator('input[name="date"]').fill(day);
    await again.locator('input[name="start"]').fill('12:00');
    await again.locator('input[name="end"]').fill('14:00');
    await again.getByRole('button', { name: s('action.save') }).click();
    await expect(again).toContainText(s('error.entryOverlap'));
  });

  test('a duplicate holiday date is refused: in the form before submit, and by the server (409)', async ({ page, baseURL }) => {
    const central = await test.step('open the place', async () => {
      await openAs(page, ADMIN, baseURL!, '/manage/places');
      return placeOf(page, 'central');
    });
    await page.goto(`/manage/places/${central.id}`);
    const holidays = page.getByTestId('place-holidays');
    await holidays.getByTestId('place-holiday-add').click();
    let form = page.getByRole('dialog').getByTestId('place-holiday-form');
    await form.locator('input[name="date"]').fill('2031-12-31');
    await form.locator('input[name="name"]').fill('Year-end stocktake');
    await form.getByRole('button', { name: s('action.save') }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(holidays.locator('[data-date="20311231"]')).toContainText('Year-end stocktake');

    await holidays.getByTestId('place-holiday-add').click();
    form = page.getByRole('dialog').getByTestId('place-holiday-form');
    await form.locator('input[name="date"]').fill('2031-12-31');
    await form.getByRole('button', { name: s('action.save') }).click();
    await expect(form).toContainText(s('form.holidayDuplicate'));
    await expect(form.locator('input[name="date"]')).toHaveAttribute('aria-invalid', 'true');

    // Someone else adds 2032-01-02 meanwhile: the form does not know it, the server refuses it.
    await api(page, 'POST', `${API}/places/${central.id}/holidays`, { date: 20320102, name: 'Added elsewhere' });
    await form.locator('input[name="date"]').fill('2032-01-02');
    await form.getByRole('button', { name: s('action.save') }).click();
    await expect(form).toContainText(s('error.holidayDateTaken', { date: 20320102 }));
    await expect(page.getByRole('dialog')).toHaveCount(1);
  });

  test('a public holiday already listed is refused before submit', async ({ page, baseURL }) => {
    await openAs(page, ADMIN, baseURL!, '/manage/holidays?year=2026');
    await expect(page.locator('[data-testid="public-holiday-row"][data-date="20261225"]')).toContainText('Christmas Day');
    await page.getByTestId('public-holiday-add').click();
    const form = page.getByRole('dialog').getByTestId('public-holiday-form');
    await form.locator('input[name="date"]').fill('2026-12-25');
    await fillLanguages(form, 'name', ['聖誕', '圣诞', 'Xmas']);
    await form.getByRole('button', { name: s('action.save') }).click();
    await expect(form).toContainText(s('form.holidayDuplicate'));
    await form.locator('input[name="date"]').fill('2026-12-24');
    await form.getByRole('button', { name: s('action.save') }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('[data-testid="public-holiday-row"][data-date="20261224"]')).toContainText('Xmas');
  });
});

test.describe('booking setup for the staff role', () => {
  test('sees places, rooms, staff and plans read-only and runs the schedule entries', async ({ page, baseURL }) => {
    await openAs(page, STAFF, baseURL!, '/manage/places?lng=en');
    await expect(page.getByRole('link', { name: s('places.view') }).first()).toBeVisible();
    const href = await page.getByRole('link', { name: s('places.view') }).first().getAttribute('href');
    await page.goto(`${href}?lng=en`);
    await expect(page.getByText(s('common.readOnly'))).toBeVisible();
    await expect(page.getByTestId('place-form').getByRole('button', { name: s('action.save') })).toHaveCount(0);
    await expect(page.getByTestId('place-holiday-add')).toHaveCount(0);
    await page.goto('/manage/rooms?lng=en');
    await expect(page.getByTestId('room-add')).toHaveCount(0);
    await page.goto('/manage/service-plans?lng=en');
    await expect(page.getByTestId('plan-add')).toHaveCount(0);
    await page.goto('/manage/schedule-entries?lng=en');
    await expect(page.getByTestId('entry-add')).toBeVisible();
    // In the staff member's own language (zh-HK) without ?lng.
    await page.goto('/manage/holidays');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(translation('zh-HK', 'publicHolidays.title', 'schedule'));
    await expect(page.getByTestId('public-holiday-add')).toHaveText(translation('zh-HK', 'holidays.add', 'schedule'));
  });
});

test.describe('booking setup screens: accessibility and small screens', () => {
  const SCREENS = ['/manage/places', '/manage/places/1', '/manage/rooms', '/manage/staff', '/manage/service-plans', '/manage/schedule-entries', '/manage/holidays'];

  // One test per screen and theme: an axe pass takes seconds on a busy machine, so seven in one test
  // outgrew its time limit.
  for (const theme of ['light', 'dark'] as const) {
    for (const url of SCREENS) {
      test(`no serious or critical axe violation on ${url} (${theme} theme)`, async ({ page, baseURL }) => {
        await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
        await openAs(page, ADMIN, baseURL!, url);
        await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoSeriousAxeViolation(page, `${url} (${theme})`);
      });
    }
  }

  test('no serious or critical axe violation in an open form showing its errors', async ({ page, baseURL }) => {
    await openAs(page, ADMIN, baseURL!, '/manage/service-plans');
    await page.getByTestId('plan-add').click();
    await page.getByRole('dialog').getByRole('button', { name: s('action.save') }).click();
    await expect(page.getByRole('dialog')).toContainText(s('form.pickTherapist'));
    await expectNoSeriousAxeViolation(page, 'the service plan form with errors');
    await page.getByRole('dialog').getByRole('button', { name: s('action.cancel') }).click();
    await page.goto('/manage/places/1');
    await page.getByTestId('place-form').getByLabel(s('hours.modes.WEEKLY')).check();
    await page.getByTestId('place-form').locator('input[name="serviceHours.weekly.1.0.end"]').fill('08:00');
    await page.getByTestId('place-form').getByRole('button', { name: s('action.save') }).click();
    await expect(page.getByTestId('hours-day-1')).toContainText(s('form.endAfterStart', { field: s('hours.periodEnd', { day: s('weekday.1'), n: 1 }) }));
    await expectNoSeriousAxeViolation(page, 'the place form with errors');
  });

  test.describe('at 360 px', () => {
    test.use({ viewport: { width: 360, height: 740 } });
    test('nothing scrolls sideways and the forms can be used', async ({ page, baseURL }) => {
      await openAs(page, ADMIN, baseURL!, SCREENS[0]!);
      for (const url of SCREENS) {
        await page.goto(url);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth), url).toBeLessThanOrEqual(360);
      }
      await page.goto('/manage/schedule-entries');
      await page.getByTestId('entry-add').click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByTestId('entry-form')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await dialog.getByRole('button', { name: s('action.save') }).scrollIntoViewIfNeeded();
      await expect(dialog.getByRole('button', { name: s('action.save') })).toBeInViewport();
    });
  });
});
