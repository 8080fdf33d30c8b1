// Where and when (issue 9 §3): each office's opening hours, today's state from the reader's clock
// (UTC+8 whatever the device's zone), upcoming closures, address with the MTR exit, phones and
// directions on the home #contact section, /about and the footer; phone and desktop, three languages.
import AxeBuilder from '@axe-core/playwright';
import { request as playwrightRequest, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { addDays, fromClinic, toClinicDate, weekday } from '../../../common/clinic-time';
import { demoContent } from '../../../server/db/seed/demo-content';
import { HK_PUBLIC_HOLIDAYS } from '../../../server/db/seed/seed-booking';
import { ADMIN } from '../account/helpers';
import { api, openAs } from '../manage/manage-helpers';
import { DESKTOP, LANGS, PHONE, expect, gotoHydrated, localize, translation, type Lng } from '../fixtures';

const BASE_URL = `http://localhost:${process.env.E2E_PORT ?? 3210}`;
const API = '/api/manage/booking-setup';
const TRAINING = 'Team training day';
const HOLIDAY = { 'zh-HK': '測試紀念日', 'zh-CN': '测试纪念日', en: 'Test Memorial Day' } as const;
const CENTRAL = demoContent.places.find((p) => p.code === 'central')!;
const TST = demoContent.places.find((p) => p.code === 'tst')!;

const isHoliday = (d: number) => HK_PUBLIC_HOLIDAYS.some((h) => h.date === d);
/** Central is closed on Sundays and public holidays. */
const centralClosed = (d: number) => weekday(d) === 0 || isHoliday(d);
/** The first weekday (Mon–Fri) from `from` on that is no public holiday and is followed by a day Central opens. */
function workdayBeforeWorkday(from: number): number {
  let d = from;
  while (weekday(d) === 6 || centralClosed(d) || centralClosed(addDays(d, 1))) d = addDays(d, 1);
  return d;
}
// Both dates lie beyond every booking window (35 days) and inside the 60-day notice window, so no
// other test's slots change.
const TODAY = toClinicDate(new Date());
const TRAINING_DAY = workdayBeforeWorkday(addDays(TODAY, 38));
const HOLIDAY_DAY = workdayBeforeWorkday(addDays(TRAINING_DAY, 7));

/** `places.…` of locales/<lng>/common.json with its {{placeholders}} filled. */
function tr(lng: Lng, key: string, vars: Record<string, string> = {}): string {
  return translation(lng, `places.${key}`).replace(/\{\{(\w+)\}\}/g, (_, k: string) => vars[k] ?? '');
}

// One worker runs the whole file: beforeAll adds shared closures that a second worker would clash with
// (and its afterAll would remove them under the first).
test.describe.configure({ mode: 'serial' });

let admin: APIRequestContext;
const cleanup: (() => Promise<unknown>)[] = [];

test.beforeAll(async () => {
  admin = await playwrightRequest.newContext({ baseURL: BASE_URL });
  await admin.get('/');
  const xsrf = async () => ({ 'x-xsrf-token': (await admin.storageState()).cookies.find((c) => c.name === 'xsrf-token')!.value });
  expect((await admin.post('/api/auth/staff-sign-in', { headers: await xsrf(), data: ADMIN })).status()).toBe(200);
  const places = (await (await admin.get(`${API}/places`)).json()).rows as { id: number; code: string }[];
  const id = (code: string) => places.find((p) => p.code === code)!.id;
  const post = async (path: string, data: unknown) => {
    const res = await admin.post(path, { headers: await xsrf(), data });
    expect(res.status(), await res.text()).toBe(200);
    return res.json();
  };
  // A closed day of Central with a name, a public holiday for both, and Tsim Sha Tsui opening on it.
  const { holiday } = await post(`${API}/places/${id('central')}/holidays`, { date: TRAINING_DAY, name: TRAINING });
  cleanup.push(async () => admin.delete(`${API}/places/${id('central')}/holidays/${holiday.id}`, { headers: await xsrf() }));
  await post(`${API}/public-holidays`, { date: HOLIDAY_DAY, name: HOLIDAY });
  cleanup.push(async () => admin.delete(`${API}/public-holidays/${HOLIDAY_DAY}`, { headers: await xsrf() }));
  const { entry } = await post(`${API}/schedule-entries`, { type: 'PLACE_OPEN', placeId: id('tst'), date: HOLIDAY_DAY, start: 1200, end: 1600 });
  cleanup.push(async () => admin.delete(`${API}/schedule-entries/${entry.id}`, { headers: await xsrf() }));
  // Cached pages follow within seconds (the page cache re-reads the content version at most every 2 s).
  await expect.poll(async () => (await fetch(`${BASE_URL}/en/about`)).text(), { timeout: 10_000 }).toContain(TRAINING);
});

test.afterAll(async () => {
  for (const undo of cleanup.reverse()) await undo();
  await admin?.dispose();
});

// The device runs on another continent's clock: the state must still follow Hong Kong time.
test.use({ timezoneId: 'America/Los_Angeles' });

/** Opens a page with the browser's clock fixed at a clinic date and time, failing on hydration errors. */
async function openAt(page: Page, url: string, date: number, time: number) {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.clock.setFixedTime(fromClinic(date, time));
  await gotoHydrated(page, url);
  return errors;
}

/** What every place block shows: state, address, phones (tel:) and directions (new tab). */
async function expectPlace(block: Locator, lng: Lng, p: typeof CENTRAL, state: string) {
  await expect(block.getByTestId('place-state')).toHaveText(state);
  await expect(block).toContainText(p.address[lng]);
  const tel = block.locator(`a[href="tel:${p.phone.replace(/[^\d+]/g, '')}"]`);
  await expect(tel).toContainText(p.phone);
  await expect(tel).toHaveAccessibleName(`${tr(lng, 'phone')} ${p.phone}`);
  const directions = block.getByTestId('place-directions');
  await expect(directions).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
  await expect(directions).toHaveAttribute('target', '_blank');
  await expect(directions).toHaveAttribute('rel', /\bnoopener\b/);
  await expect(directions).toContainText(tr(lng, 'directions'));
}

/** A full place card: the above, the MTR exit, the week's hours and the closures list. */
async function expectCard(card: Locator, lng: Lng, p: typeof CENTRAL, state: string) {
  await expectPlace(card, lng, p, state);
  await expect(card.getByTestId('place-address-desc')).toHaveText(p.addressDesc![lng]);
  const week = card.getByTestId('place-week');
  if (p.code === 'central') {
    await expect(week.locator('dt')).toHaveText([tr(lng, 'dayRange', { from: tr(lng, 'day.1'), to: tr(lng, 'dayEnd.5') }), tr(lng, 'day.6'), tr(lng, 'day.0')]);
    await expect(week.locator('dd')).toHaveText([`09:00–13:00${tr(lng, 'listSep')}14:00–20:00`, '09:00–18:00', tr(lng, 'closed')]);
  } else {
    await expect(week.locator('dt')).toHaveText([tr(lng, 'daily')]);
    await expect(week.locator('dd')).toHaveText(['10:00–20:00']);
  }
  const closures = card.getByTestId('place-closures');
  await expect(closures.locator('h4')).toHaveText(tr(lng, 'closures.title'));
  const holiday = closures.locator(`[data-date="${HOLIDAY_DAY}"]`);
  await expect(holiday).toContainText(HOLIDAY[lng]);
  await expect(holiday).toContainText(p.code === 'central' ? tr(lng, 'closures.closed') : tr(lng, 'closures.special', { hours: '12:00–16:00' }));
  if (p.code === 'central') await expect(closures.locator(`[data-date="${TRAINING_DAY}"]`)).toContainText(`${TRAINING}${tr(lng, 'state.sep')}${tr(lng, 'closures.closed')}`);
  else await expect(closures.locator(`[data-date="${TRAINING_DAY}"]`)).toHaveCount(0);
}

async function expectNoSeriousAxe(page: Page, selectors: string[]) {
  let builder = new AxeBuilder({ page });
  for (const s of selectors) builder = builder.include(s);
  const results = await builder.analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

for (const [name, viewport] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
  for (const { lng } of LANGS) {
    test(`${name}, ${lng}: home #contact, the footer and /about show hours, today's state, address, phones and directions`, async ({ page }) => {
      await page.setViewportSize(viewport);
      // 11:00 in Hong Kong on Central's training day: Central closed for it, Tsim Sha Tsui open.
      const errors = await openAt(page, localize('/', lng), TRAINING_DAY, 1100);
      const centralState = `${tr(lng, 'state.closedTodayFor', { name: TRAINING })}${tr(lng, 'state.sep')}${tr(lng, 'state.opensTomorrow', { time: '09:00' })}`;
      const tstState = `${tr(lng, 'state.open')}${tr(lng, 'state.sep')}${tr(lng, 'state.untilToday', { time: '20:00' })}`;

      const contact = page.locator('#contact');
      await expectCard(contact.locator('[data-place="central"]'), lng, CENTRAL, centralState);
      await expectCard(contact.locator('[data-place="tst"]'), lng, TST, tstState);

      const footer = page.getByTestId('footer-places');
      await expect(footer.locator(':scope > li')).toHaveCount(2);
      await expectPlace(footer.locator('[data-place="central"]'), lng, CENTRAL, centralState);
      await expectPlace(footer.locator('[data-place="tst"]'), lng, TST, tstState);
      await expect(page.getByTestId('footer')).not.toContainText('Causeway Bay');
      await expectNoSeriousAxe(page, ['#contact', 'footer']);

      // The footer leads to the hours on /about.
      const hoursLink = footer.locator('[data-place="tst"]').getByRole('link', { name: tr(lng, 'hours') });
      await hoursLink.scrollIntoViewIfNeeded();
      await hoursLink.click();
      await expect(page).toHaveURL(`${localize('/about', lng)}#place-tst`);
      const aboutTst = page.locator('#place-tst');
      await expect(aboutTst).toBeInViewport();
      await expectCard(aboutTst, lng, TST, tstState);
      await expectCard(page.locator('#place-central'), lng, CENTRAL, centralState);
      await expectNoSeriousAxe(page, ['section[aria-labelledby="about-offices"]', 'footer']);
      expect(errors.filter((e) => /hydrat/i.test(e))).toEqual([]);
    });
  }
}

test.describe('today’s state follows the reader’s clock in Hong Kong time', () => {
  test.use({ viewport: PHONE });

  test('on a public holiday one place is closed for it, the other open for its special hours', async ({ page }) => {
    await openAt(page, '/en/about', HOLIDAY_DAY, 1230);
    // Central is closed for the holiday and opens the next morning.
    await expect(page.locator('#place-central').getByTestId('place-state')).toHaveText(
      `${tr('en', 'state.closedTodayFor', { name: HOLIDAY.en })}${tr('en', 'state.sep')}${tr('en', 'state.opensTomorrow', { time: '09:00' })}`,
    );
    await expect(page.locator('#place-tst').getByTestId('place-state')).toHaveText(`${tr('en', 'state.open')}${tr('en', 'state.sep')}${tr('en', 'state.untilToday', { time: '16:00' })}`);
  });

  test('closed over lunch, Central opens again at 14:00; as the clock moves on, the state follows without a reload', async ({ page }) => {
    const workday = workdayBeforeWorkday(addDays(TODAY, 1));
    // A running fake clock, so that the page's timers can be moved on at once.
    await page.clock.install({ time: fromClinic(workday, 1330) });
    await gotoHydrated(page, '/en/about');
    const central = page.locator('#place-central').getByTestId('place-state');
    await expect(central).toHaveText(`${tr('en', 'state.closed')}${tr('en', 'state.sep')}${tr('en', 'state.opensToday', { time: '14:00' })}`);
    await page.clock.fastForward('06:00:00');
    await expect(central).toHaveText(`${tr('en', 'state.open')}${tr('en', 'state.sep')}${tr('en', 'state.untilToday', { time: '20:00' })}`);
  });

  test('late on Saturday Central opens on Monday, while Tsim Sha Tsui is open until 20:00', async ({ page }) => {
    let saturday = addDays(TODAY, 1);
    while (weekday(saturday) !== 6 || isHoliday(saturday) || isHoliday(addDays(saturday, 2))) saturday = addDays(saturday, 1);
    await openAt(page, '/en/about', saturday, 1830);
    await expect(page.locator('#place-central').getByTestId('place-state')).toHaveText(
      `${tr('en', 'state.closed')}${tr('en', 'state.sep')}${tr('en', 'state.opensDay', { time: '09:00', day: tr('en', 'day.1') })}`,
    );
    await expect(page.locator('#place-tst').getByTestId('place-state')).toHaveText(`${tr('en', 'state.open')}${tr('en', 'state.sep')}${tr('en', 'state.untilToday', { time: '20:00' })}`);
  });

  test('a cached page read later drops the closures already past, in the browser', async ({ page, request }) => {
    const served = (await (await request.get('/en/about')).text()).replace(/<script\b[\s\S]*?<\/script>/g, '');
    expect(served).toContain(`data-date="${TRAINING_DAY}"`);
    await openAt(page, '/en/about', addDays(TRAINING_DAY, 1), 1000);
    const closures = page.locator('#place-central').getByTestId('place-closures');
    await expect(closures.locator(`[data-date="${HOLIDAY_DAY}"]`)).toBeVisible();
    await expect(closures.locator(`[data-date="${TRAINING_DAY}"]`)).toHaveCount(0);
  });

  test('the state fills a slot reserved from the first paint: nothing below it moves', async ({ browser }) => {
    const measure = async (javaScriptEnabled: boolean) => {
      const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled, timezoneId: 'Asia/Hong_Kong' });
      const page = await context.newPage();
      if (javaScriptEnabled) {
        await page.clock.setFixedTime(fromClinic(TRAINING_DAY, 1100));
        await gotoHydrated(page, '/en/about');
      } else await page.goto('/en/about');
      const state = page.locator('#place-central').getByTestId('place-state');
      await expect(state).toHaveAttribute('data-state', javaScriptEnabled ? 'closed' : 'pending');
      const box = async (l: Locator) => (await l.boundingBox())!;
      const [slot, address] = [await box(state), await box(page.locator('#place-central').getByText(CENTRAL.address.en))];
      await context.close();
      return { slot: slot.height, addressTop: address.y };
    };
    const before = await measure(false);
    const after = await measure(true);
    expect(before.slot).toBeGreaterThan(0);
    expect(after).toEqual(before);
  });
});

// The administrator edits a place's service hours (WEEKLY mode; an overlap is refused before
// saving) and the public page follows; the demo hours are put back afterwards.
test('staff edit Tsim Sha Tsui’s service hours; /about shows the new week', async ({ page, baseURL }) => {
  const sch = (key: string, params: Record<string, string | number> = {}) =>
    translation('en', key, 'schedule').replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(params[k] ?? `{{${k}}}`));
  await page.setViewportSize(DESKTOP);
  await openAs(page, ADMIN, baseURL!, '/manage/places');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(sch('places.title'));
  const { rows } = await api(page, 'GET', `${API}/places`);
  const tst = rows.find((p: { code: string }) => p.code === 'tst') as { id: number; name: { en: string } };
  const before = (await api(page, 'GET', `${API}/places/${tst.id}`)).place;
  try {
    await page.getByRole('link', { name: `${sch('places.edit')} ${tst.name.en}` }).click();
    await expect(page).toHaveURL(`/manage/places/${tst.id}`);
    const form = page.getByTestId('place-form');
    await form.getByLabel(sch('hours.modes.WEEKLY')).check();

    const monday = form.getByTestId('hours-day-1');
    await monday.getByRole('button', { name: sch('hours.addPeriodFor', { day: sch('weekday.1') }) }).click();
    await form.locator('input[name="serviceHours.weekly.1.0.start"]').fill('09:30');
    await form.locator('input[name="serviceHours.weekly.1.0.end"]').fill('13:00');
    await monday.getByRole('button', { name: sch('hours.addPeriodFor', { day: sch('weekday.1') }) }).click();
    await form.locator('input[name="serviceHours.weekly.1.1.start"]').fill('12:00');
    await form.locator('input[name="serviceHours.weekly.1.1.end"]').fill('19:00');
    const wednesday = form.getByTestId('hours-day-3');
    await wednesday.getByRole('button', { name: sch('hours.addPeriodFor', { day: sch('weekday.3') }) }).click();
    await form.locator('input[name="serviceHours.weekly.3.0.start"]').fill('10:00');
    await form.locator('input[name="serviceHours.weekly.3.0.end"]').fill('24:00');

    // The shared schema refuses the overlap in the browser: nothing is sent.
    await form.getByRole('button', { name: sch('action.save') }).click();
    const overlapStart = form.locator('input[name="serviceHours.weekly.1.1.start"]');
    await expect(overlapStart).toHaveAttribute('aria-invalid', 'true');
    await expect(monday).toContainText(sch('form.periodOverlap'));
    await expect(overlapStart).toBeFocused();
    await overlapStart.fill('14:00');
    await form.getByRole('button', { name: sch('action.save') }).click();
    await expect(page.getByText(sch('place.saved'))).toBeVisible();

    const saved = (await api(page, 'GET', `${API}/places/${tst.id}`)).place;
    expect(saved.serviceHours).toEqual({
      mode: 'WEEKLY',
      weekly: { 0: [], 1: [{ start: 930, end: 1300 }, { start: 1400, end: 1900 }], 2: [], 3: [{ start: 1000, end: 2400 }], 4: [], 5: [], 6: [] },
    });
    await page.goto('/manage/places');
    const card = page.locator('[data-testid="place-card"][data-code="tst"]');
    await expect(card).toContainText(`${sch('weekday.1')}: 09:30–13:00, 14:00–19:00`);
    await expect(card).toContainText(`${sch('weekday.3')}: 10:00–24:00`);
    await expect(card).toContainText(`${sch('weekday.0')}: ${sch('hours.closed')}`);

    // Visitors see the new week within seconds (the page cache follows the content version).
    await expect
      .poll(async () => (await fetch(`${BASE_URL}/en/about`)).text(), { timeout: 10_000 })
      .toMatch(/09:30–13:00, 14:00–19:00/);
  } finally {
    await api(page, 'PUT', `${API}/places/${tst.id}`, {
      name: before.name, address: before.address, addressDesc: before.addressDesc, phone: before.phone, phone2: before.phone2,
      serviceHours: before.serviceHours, minuteGrid: before.minuteGrid, changeWindowHours: before.changeWindowHours, isBookable: before.isBookable,
    });
  }
});
