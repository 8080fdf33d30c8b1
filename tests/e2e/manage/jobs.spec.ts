// Booking reminders and the job queue (issue 13): the back office's jobs screen shows a confirmed
// booking's queued reminders, the booking offers staff a WhatsApp reminder, and a member turns a
// reminder channel off in their profile.
import { addDays, toClinicDate } from '../../../common/clinic-time';
import { DESKTOP, expect, gotoHydrated, test, translation } from '../fixtures';
import { api } from './manage-helpers';
import { expectNoSeriousAxeViolation } from '../site/axe-check';

test.use({ viewport: DESKTOP });
const m = (key: string, o?: Record<string, unknown>) => translation('en', key, 'manage').replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(o?.[k] ?? ''));

test('jobs screen: a confirmed booking’s reminders wait in the queue; the booking offers a WhatsApp reminder', async ({ asAdmin: page }) => {
  await gotoHydrated(page, '/manage?lng=en');
  // Staff book the demo member (confirmed at once): its 24-hour and 2-hour reminders are queued.
  const member = (await api(page, 'GET', '/api/manage/members?q=61234567')).rows[0] as { id: string };
  const options = (await api(page, 'GET', '/api/booking/options?lng=en')) as { plans: { id: number; name: string }[]; places: { id: number; code: string }[] };
  const plan = options.plans.find((p) => p.name === 'Physiotherapy first assessment')!;
  const place = options.places.find((p) => p.code === 'tst')!;
  const from = addDays(toClinicDate(new Date()), 5);
  const avail = (await api(page, 'GET', `/api/booking/availability?planId=${plan.id}&placeId=${place.id}&from=${from}&to=${addDays(from, 25)}`)) as { dates: { date: number; times: number[] }[] };
  const slot = avail.dates.filter((d) => d.times.length > 0).at(-1)!;
  const made = (await api(page, 'POST', '/api/manage/bookings', { memberId: member.id, planId: plan.id, placeId: place.id, date: slot.date, start: slot.times.at(-1) })) as { booking: { id: number; status: string } };
  expect(made.booking.status).toBe('ACCEPT');
  const id = made.booking.id;

  try {
    await page.getByTestId('manage-sidebar').getByRole('link', { name: m('nav.item.jobs') }).click();
    await expect(page).toHaveURL(/\/manage\/jobs/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m('jobs.title'));
    const views = page.getByRole('navigation', { name: m('jobs.viewsLabel') });
    await expect(views.locator('[aria-current="page"]')).toContainText(m('jobs.views.pending'));
    const table = page.getByTestId('jobs-table');
    for (const hours of [24, 2]) {
      const row = table.locator('[data-job-queue="booking-reminder"]').filter({ hasText: m('jobs.about.reminder', { id, hours }) });
      await expect(row).toHaveCount(1);
      await expect(row.locator('[data-job-state]')).toHaveText(m('jobs.state.created'));
    }
    await expectNoSeriousAxeViolation(page, '/manage/jobs');

    // The failed and finished views are one click away (the URL keeps the view).
    await views.getByRole('link', { name: new RegExp(`^${m('jobs.views.failed')}`) }).click();
    await expect(page).toHaveURL(/view=failed/);
    await expect(views.locator('[aria-current="page"]')).toContainText(m('jobs.views.failed'));
    await expect(table.locator('[data-job-queue]').filter({ hasText: m('jobs.about.reminder', { id, hours: 24 }) })).toHaveCount(0);

    // The booking: a WhatsApp click-to-chat link to the member, the reminder text prefilled in their language.
    await gotoHydrated(page, `/manage/schedule/booking/${id}?lng=en`);
    const link = page.getByTestId('booking-whatsapp');
    await expect(link).toHaveText(translation('en', 'booking.whatsappReminder', 'desk'));
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(/^https:\/\/wa\.me\/85261234567\?text=/);
    expect(decodeURIComponent(href.split('text=')[1]!)).toContain(`/user/bookings/${id}`);
  } finally {
    await api(page, 'POST', `/api/manage/bookings/${id}/status`, { status: 'CANCEL', reason: 'e2e clean-up' });
  }
});

test('profile: a member turns SMS reminders off and back on', async ({ asMember: page }) => {
  await gotoHydrated(page, '/en/user/profile');
  const form = page.getByTestId('profile-form');
  const sms = form.getByRole('checkbox', { name: translation('en', 'profile.reminders.sms', 'account') });
  const email = form.getByRole('checkbox', { name: translation('en', 'profile.reminders.email', 'account') });
  await expect(sms).toBeChecked();
  await expect(email).toBeChecked();
  await sms.uncheck();
  await form.getByTestId('profile-save').click();
  await expect(page.getByText(translation('en', 'profile.saved', 'account'))).toBeVisible();
  try {
    await page.reload();
    await page.waitForFunction(() => window.__alohaOverlays !== undefined, undefined, { timeout: 15_000 });
    await expect(page.getByTestId('profile-form').getByRole('checkbox', { name: translation('en', 'profile.reminders.sms', 'account') })).not.toBeChecked();
    await expect(page.getByTestId('profile-form').getByRole('checkbox', { name: translation('en', 'profile.reminders.email', 'account') })).toBeChecked();
    const me = (await (await page.request.get('/api/user/me')).json()) as { user: { member: { remindSms: boolean; remindEmail: boolean } } };
    expect(me.user.member).toMatchObject({ remindSms: false, remindEmail: true });
  } finally {
    await page.getByTestId('profile-form').getByRole('checkbox', { name: translation('en', 'profile.reminders.sms', 'account') }).check();
    await page.getByTestId('profile-save').click();
    await expect(page.getByText(translation('en', 'profile.saved', 'account')).first()).toBeVisible();
  }
});
