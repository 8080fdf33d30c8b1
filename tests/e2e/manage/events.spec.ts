// The back office's events: an administrator adds a talk with a library banner, its times in clinic
// time and a registration window; /events and its page show it in each language; wrong times are
// named under their fields and nothing typed is lost; phone and axe.
import { DESKTOP, expect, gotoHydrated, test, translation } from '../fixtures';
import { api, expectMainText, expectScreenOnPhoneAndDesktop, uploadLibraryImage } from './manage-helpers';

const c = (key: string, params: Record<string, string> = {}) => translation('en', key, 'cms').replace(/\{\{(\w+)\}\}/g, (_, k: string) => params[k] ?? `{{${k}}}`);

test('an event with a library banner appears on /events in each language, with its status', async ({ asAdmin: page }) => {
  await page.setViewportSize(DESKTOP);
  const stamp = Date.now().toString(36);
  const slug = `back-care-talk-${stamp}`;
  // A banner in the library to choose.
  const mediaId = await uploadLibraryImage(page, `${slug}.jpg`);
  let eventId: number | undefined;
  try {
    await gotoHydrated(page, '/manage/events');
    await page.getByTestId('event-add').click();
    const form = page.getByRole('dialog', { name: c('event.addTitle') }).getByTestId('event-form');
    await form.locator('input[name="slug"]').fill(slug);
    await form.locator('input[name="title.zh-HK"]').fill(`護背講座 ${stamp}`);
    await form.locator('input[name="title.zh-CN"]').fill(`护背讲座 ${stamp}`);
    await form.locator('input[name="title.en"]').fill(`Back care talk ${stamp}`);
    for (const l of ['zh-HK', 'zh-CN', 'en']) await form.locator(`textarea[name="desc.${l}"]`).fill('How to lift, sit and sleep without back pain.');
    await form.locator('input[name="seatMax"]').fill('40');
    // Times: the talk ends before it starts, registration closes after it: both named, nothing lost.
    await form.locator('input[name="startDate"]').fill('2031-03-15');
    await form.locator('input[name="startTime"]').fill('19:00');
    await form.locator('input[name="endDate"]').fill('2031-03-15');
    await form.locator('input[name="endTime"]').fill('18:00');
    await form.locator('input[name="openDate"]').fill('2026-01-01');
    await form.locator('input[name="openTime"]').fill('09:00');
    await form.locator('input[name="closeDate"]').fill('2031-03-16');
    await form.locator('input[name="closeTime"]').fill('12:00');
    await form.getByRole('button', { name: translation('en', 'form.save') }).click();
    await expect(form).toContainText(c('event.bannerRequired'));
    await expect(form).toContainText(c('event.endAfterStart'));
    await expect(form).toContainText(c('event.closeBeforeEnd'));
    await expect(form.locator('input[name="title.en"]')).toHaveValue(`Back care talk ${stamp}`);

    await form.locator('input[name="endTime"]').fill('20:30');
    await form.locator('input[name="closeDate"]').fill('2031-03-14');
    await form.getByTestId('event-banner-pick').click();
    const picker = page.getByTestId('image-picker');
    await picker.getByRole('searchbox').fill(slug);
    await picker.getByRole('button', { name: c('media.useLabel', { name: `${slug}.jpg` }) }).click();
    await expect(form.locator('img')).toHaveAttribute('src', /^\/uploads\/media\/.+\.webp$/);
    await form.getByRole('button', { name: translation('en', 'form.save') }).click();
    await expect(form).toHaveCount(0);
    const row = page.getByTestId('event-row').filter({ hasText: `Back care talk ${stamp}` });
    await expect(row.getByTestId('event-status')).toHaveText(translation('en', 'enum.eventStatus.OPEN'));
    eventId = Number(await row.getAttribute('data-id'));

    for (const [list, title] of [['/events', `護背講座 ${stamp}`], ['/zh-CN/events', `护背讲座 ${stamp}`], ['/en/events', `Back care talk ${stamp}`]] as const) {
      await expectMainText(page, list, title);
    }
    await page.goto(`/en/events/${slug}`);
    await expect(page.getByRole('main')).toContainText(translation('en', 'enum.eventStatus.OPEN'));
    await expect(page.getByRole('main').locator('img').first()).toHaveAttribute('src', /^\/uploads\/media\/.+\.webp$/);
  } finally {
    if (eventId) await api(page, 'DELETE', `/api/manage/events/${eventId}`);
  }
  // Deleted events still show the banner nowhere; the library may then delete it.
  await api(page, 'DELETE', `/api/manage/media/${mediaId}`).catch(() => undefined);
});

test('the events screen on a phone has no sideways scroll and passes axe; so does the desktop', async ({ asAdmin: page }) => {
  await expectScreenOnPhoneAndDesktop(page, '/manage/events', { lng: 'zh-HK', title: 'event.title', row: 'event-row' });
});
