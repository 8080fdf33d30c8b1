// The back office's events: an administrator adds a talk with a library banner, its times in clinic
// time and a registration window; /events and its page show it in each language; wrong times are
// named under their fields and nothing typed is lost; phone and axe.
import { DESKTOP, PHONE, expect, gotoHydrated, test, translation } from '../fixtures';
import { expectNoSeriousAxeViolation } from '../site/axe-check';
import { api, expectFitsPhone, expectMainText, expectSaveRefused, expectScreenOnPhoneAndDesktop, fillLanguages, uploadLibraryImage } from './manage-helpers';

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
    await fillLanguages(form, 'title', [`護背講座 ${stamp}`, `护背讲座 ${stamp}`, `Back care talk ${stamp}`]);
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
    await expectSaveRefused(form, [c('event.bannerRequired'), c('event.endAfterStart'), c('event.closeBeforeEnd')], { 'title.en': `Back care talk ${stamp}` });

    await form.locator('input[name="endTime"]').fill('20:30');
    await form.locator('input[name="closeDate"]').fill('2031-03-14');
    await form.getByTestId('event-banner-pick').click();
    const picker = page.getByTestId('image-picker');
    await picker.getByRole('searchbox').fill(slug);
    await picker.getByRole('button', { name: c('media.useLabel', { name: `${slug}.jpg` }) }).click();
    // Already 16:9: the cropper's whole frame is the image itself, not a new copy.
    await page.getByTestId('image-cropper').getByTestId('crop-confirm').click();
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

test('a 4:3 photo chosen as a banner is cropped to 16:9 first; the event keeps the crop and its page shows it responsively (phone and desktop, axe)', async ({ asAdmin: page }) => {
  const stamp = Date.now().toString(36);
  const slug = `crop-talk-${stamp}`;
  const sourceId = await uploadLibraryImage(page, `${slug}.jpg`, { width: 1200, height: 900 });
  const made: number[] = [];
  let eventId: number | undefined;
  const chooseBanner = async () => {
    await gotoHydrated(page, '/manage/events');
    await page.getByTestId('event-add').click();
    const form = page.getByRole('dialog', { name: c('event.addTitle') }).getByTestId('event-form');
    await form.getByTestId('event-banner-pick').click();
    const picker = page.getByTestId('image-picker');
    await picker.getByRole('searchbox').fill(slug);
    await picker.getByRole('button', { name: c('media.useLabel', { name: `${slug}.jpg` }) }).click();
    const cropper = page.getByTestId('image-cropper');
    await expect(cropper.getByRole('group', { name: c('media.crop.area') })).toBeVisible();
    return { form, cropper };
  };
  try {
    // On a phone: the cropper fits, passes axe, and can be left.
    await page.setViewportSize(PHONE);
    const phone = await chooseBanner();
    await expectFitsPhone(page, 'banner cropper');
    await phone.cropper.getByRole('button', { name: translation('en', 'common.cancel', 'manage') }).click();
    await expect(page.getByTestId('image-picker')).toBeVisible();

    // On a desktop: zoom in, move with the keys, use the crop.
    await page.setViewportSize(DESKTOP);
    const { form, cropper } = await chooseBanner();
    await expectNoSeriousAxeViolation(page, 'banner cropper (1280 px)');
    await cropper.getByTestId('crop-zoom').fill('1.5');
    await cropper.getByRole('group', { name: c('media.crop.area') }).focus();
    await page.keyboard.press('ArrowLeft');
    await cropper.getByTestId('crop-confirm').click();
    await expect(page.getByText(c('media.crop.done'))).toBeVisible();
    await expect(form.locator('img')).toHaveAttribute('src', /^\/uploads\/media\/.+\.webp$/);
    const { rows } = await api(page, 'GET', `/api/manage/media?q=${slug}-16x9`);
    expect(rows).toHaveLength(1);
    made.push(rows[0].id);
    expect(rows[0].cropOf).toBe(sourceId);
    expect(Math.abs(rows[0].width / rows[0].height / (16 / 9) - 1)).toBeLessThan(0.01);
    // Zoomed 1.5×: about two thirds of the width.
    expect(rows[0].width).toBeGreaterThan(700);
    expect(rows[0].width).toBeLessThan(900);

    await form.locator('input[name="slug"]').fill(slug);
    for (const l of ['zh-HK', 'zh-CN', 'en']) {
      await form.locator(`input[name="title.${l}"]`).fill(`Crop talk ${stamp}`);
      await form.locator(`textarea[name="desc.${l}"]`).fill('A talk with a cropped banner.');
    }
    for (const [m, date, time] of [['start', '2031-05-01', '19:00'], ['end', '2031-05-01', '20:00'], ['open', '2026-01-01', '09:00'], ['close', '2031-04-30', '12:00']]) {
      await form.locator(`input[name="${m}Date"]`).fill(date!);
      await form.locator(`input[name="${m}Time"]`).fill(time!);
    }
    await form.getByRole('button', { name: translation('en', 'form.save') }).click();
    await expect(form).toHaveCount(0);
    eventId = Number(await page.getByTestId('event-row').filter({ hasText: `Crop talk ${stamp}` }).getAttribute('data-id'));

    // The page shows the crop as a <picture> with AVIF and WebP copies, 16:9.
    await page.goto(`/en/events/${slug}`);
    const banner = page.getByRole('main').locator('picture').first();
    await expect(banner.locator('source[type="image/avif"]')).toHaveAttribute('srcset', /\/uploads\/media\/.+\.avif \d+w/);
    const natural = await banner.locator('img').evaluate(async (img: HTMLImageElement) => (await img.decode(), img.naturalWidth / img.naturalHeight));
    expect(Math.abs(natural / (16 / 9) - 1)).toBeLessThan(0.01);
  } finally {
    if (eventId) await api(page, 'DELETE', `/api/manage/events/${eventId}`);
    for (const id of [...made, sourceId]) await api(page, 'DELETE', `/api/manage/media/${id}`).catch(() => undefined);
  }
});

