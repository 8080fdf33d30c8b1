// Event registration end to end: a member registers for a free event on a 375 px phone, finds it in
// My events, cancels and registers again; once the event has started staff see the member on the
// attendee list and mark attendance, which the member then sees.
import { DESKTOP, PHONE, expect, gotoHydrated, test, translation } from '../fixtures';
import { roleCookies } from '../auth-state';
import { api, expectFitsPhone } from '../manage/manage-helpers';
import { expectNoSeriousAxeViolation } from './axe-check';

const s = (key: string, params: Record<string, string> = {}) => translation('en', key, 'site').replace(/\{\{(\w+)\}\}/g, (_, k: string) => params[k] ?? `{{${k}}}`);
const en = (key: string) => translation('en', key);

/** A clinic (UTC+8) date and time `hours` from now: { date: YYYYMMDD, time: HHmm }. */
function clinicAt(hours: number) {
  const d = new Date(Date.now() + hours * 3_600_000 + 8 * 3_600_000);
  return { date: d.getUTCFullYear() * 10_000 + (d.getUTCMonth() + 1) * 100 + d.getUTCDate(), time: d.getUTCHours() * 100 };
}
function moments(startIn: number, endIn: number, closeIn: number) {
  const [start, end, close] = [clinicAt(startIn), clinicAt(endIn), clinicAt(closeIn)];
  return { startDate: start.date, startTime: start.time, endDate: end.date, endTime: end.time, openDate: 20260101, openTime: 900, closeDate: close.date, closeTime: close.time };
}

test('a member registers on a phone, sees it in My events and cancels; staff mark attendance once it starts', async ({ asMember: page, browser, baseURL }) => {
  const stamp = Date.now().toString(36);
  const slug = `posture-talk-${stamp}`;
  const title = `Posture talk ${stamp}`;
  const staff = await browser.newContext({ baseURL, viewport: DESKTOP });
  await staff.addCookies(roleCookies('admin'));
  const admin = await staff.newPage();
  await gotoHydrated(admin, '/manage');
  const input = {
    slug, title: { 'zh-HK': `姿勢講座 ${stamp}`, 'zh-CN': `姿势讲座 ${stamp}`, en: title }, desc: { 'zh-HK': '內容', 'zh-CN': '内容', en: 'Sit and stand well.' },
    banner: '/images/events/tst-open-day-sep-2026.svg', seatMax: 10, feeCents: 0, ...moments(24 * 10, 24 * 10 + 2, 24 * 9),
  };
  const { event } = (await api(admin, 'POST', '/api/manage/events', input)) as { event: { id: number } };
  try {
    // A visitor's "Register" opens the sign-in overlay over the page (without scripts: /sign and back).
    const visitor = await browser.newContext({ baseURL, viewport: PHONE });
    const anon = await visitor.newPage();
    await gotoHydrated(anon, `/en/events/${slug}`);
    const register = anon.getByTestId('event-reg-panel').getByTestId('event-register');
    await expect(register).toHaveAttribute('href', `/en/sign?redirect=${encodeURIComponent(`/en/events/${slug}`)}`);
    await register.click();
    await expect(anon.getByRole('dialog', { name: 'Welcome back' })).toBeVisible();
    await expect(anon).toHaveURL(new RegExp(`/en/events/${slug}$`));
    await visitor.close();

    await page.setViewportSize(PHONE);
    await gotoHydrated(page, `/en/events/${slug}`);
    const panel = page.getByTestId('event-reg-panel');
    await expect(panel.getByTestId('event-seats-left')).toHaveText(s('eventRegistration.seatsLeft', { n: '10', max: '10' }));
    await panel.getByTestId('event-register').click();
    await expect(panel.getByTestId('event-my-state')).toHaveText(s('eventRegistration.youRegistered'));
    await expect(panel.getByTestId('event-seats-left')).toHaveText(s('eventRegistration.seatsLeft', { n: '9', max: '10' }));
    await expectFitsPhone(page, 'event page with a registration');

    await panel.getByTestId('event-my-events').click();
    await expect(page).toHaveURL(/\/en\/user\/events$/);
    const row = page.getByTestId('my-event-row').filter({ hasText: title });
    await expect(row.getByTestId('my-event-state')).toHaveText(en('enum.eventRegistrationState.CONFIRMED'));
    await expectFitsPhone(page, 'My events');
    await row.getByTestId('my-event-cancel').click();
    await page.getByRole('button', { name: en('btn.yes') }).click();
    await expect(row.getByTestId('my-event-state')).toHaveText(en('enum.eventRegistrationState.CANCELED'));
    await expect(row.getByTestId('my-event-cancel')).toHaveCount(0);

    // Registers again from the event page (a canceled registration is history).
    await gotoHydrated(page, `/en/events/${slug}`);
    await panel.getByTestId('event-register').click();
    await expect(panel.getByTestId('event-my-state')).toHaveText(s('eventRegistration.youRegistered'));

    // The event starts (moved into the past by staff); staff open its attendees from the events list.
    await api(admin, 'PUT', `/api/manage/events/${event.id}`, { ...input, ...moments(-1, 24, -2) });
    await gotoHydrated(admin, `/manage/events?q=${slug}`);
    await admin.getByTestId('event-row').filter({ hasText: title }).getByTestId('event-attendees').click();
    await expect(admin).toHaveURL(new RegExp(`/manage/events/${event.id}/attendees$`));
    const attendee = admin.locator('[data-testid="attendee-row"][data-state="CONFIRMED"]').filter({ hasText: '陳大文' });
    await expect(attendee).toHaveCount(1);
    await attendee.getByTestId('attendance-ATTEND').click();
    await expect(attendee.getByTestId('attendance-ATTEND')).toHaveAttribute('aria-pressed', 'true');
    await admin.reload();
    await expect(attendee.getByTestId('attendance-ATTEND')).toHaveAttribute('aria-pressed', 'true');
    await expectNoSeriousAxeViolation(admin, 'attendee list');
    await expect(admin.locator('[data-testid="attendee-row"][data-state="CANCELED"]').filter({ hasText: '陳大文' })).toHaveCount(1);

    await gotoHydrated(page, '/en/user/events');
    await expect(page.locator('[data-testid="my-event-row"][data-state="CONFIRMED"]').filter({ hasText: title })).toContainText(en('enum.eventAttendance.ATTEND'));
  } finally {
    await api(admin, 'DELETE', `/api/manage/events/${event.id}`).catch(() => undefined);
    await staff.close();
  }
});
