// The album library: several files dropped at once — a camera photo is added (its copies made), an
// SVG and an oversized file are refused with their reasons; alt text in three languages; the picker
// fills the site settings' share image; phone layout and axe.
import sharp from 'sharp';
import { DESKTOP, PHONE, expect, gotoHydrated, test, translation } from '../fixtures';
import { expectNoSeriousAxeViolation } from '../site/axe-check';
import { api } from './manage-helpers';

const c = (key: string, params: Record<string, string | number> = {}) => translation('en', key, 'cms').replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(params[k] ?? `{{${k}}}`));

test('several files at once: the photo is added with its copies, the others are refused with their reasons; alt text is kept', async ({ asAdmin: page }) => {
  await page.setViewportSize(DESKTOP);
  await gotoHydrated(page, '/manage/albums');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(c('media.title'));
  const name = `clinic-${Date.now().toString(36)}.jpg`;
  const photo = await sharp({ create: { width: 2000, height: 1200, channels: 3, background: { r: Date.now() % 255, g: 120, b: 90 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'SecretCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '22/1 16/1 0/1' } })
    .toBuffer();
  await page.getByTestId('media-file-input').setInputFiles([
    { name, mimeType: 'image/jpeg', buffer: photo },
    { name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>') },
    { name: 'empty.png', mimeType: 'image/png', buffer: Buffer.alloc(0) },
  ]);
  const items = page.getByTestId('media-upload-item');
  await expect(items.filter({ hasText: name })).toHaveAttribute('data-status', 'added', { timeout: 20_000 });
  await expect(items.filter({ hasText: 'logo.svg' })).toContainText(c('media.reason.format'));
  await expect(items.filter({ hasText: 'empty.png' })).toContainText(c('media.reason.empty'));

  const row = page.getByTestId('media-row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('2000 × 1200');
  const id = await row.getAttribute('data-id');
  try {
    const { rows } = await api(page, 'GET', `/api/manage/media?q=${encodeURIComponent(name)}`);
    expect(rows[0].variants.map((v: { format: string; width: number }) => `${v.format}:${v.width}`).sort()).toEqual(['avif:1600', 'avif:480', 'avif:960', 'webp:1600', 'webp:480', 'webp:960']);
    const stored = Buffer.from(await (await page.request.get(rows[0].path)).body());
    expect((await sharp(stored).metadata()).exif).toBeUndefined();

    await row.getByRole('button', { name: translation('en', 'list.editLabel', 'manage').replace('{{name}}', name) }).click();
    const form = page.getByRole('dialog').getByTestId('media-form');
    await form.locator('input[name="alt.zh-HK"]').fill('診所接待處');
    await form.locator('input[name="alt.zh-CN"]').fill('诊所接待处');
    await form.locator('input[name="alt.en"]').fill('The clinic reception');
    await form.getByRole('button', { name: translation('en', 'form.save') }).click();
    await expect(form).toHaveCount(0);
    await expect(page.getByTestId('media-row').filter({ hasText: name }).getByTestId('media-alt')).toHaveText('The clinic reception');

    // The picker fills the share image (not saved: other tests read the site settings).
    await gotoHydrated(page, '/manage/site-settings');
    await page.getByTestId('share-image-pick').click();
    const picker = page.getByTestId('image-picker');
    await picker.getByRole('searchbox').fill('clinic reception');
    await picker.getByRole('button', { name: c('media.useLabel', { name: 'The clinic reception' }) }).click();
    await expect(page.locator('input[name="shareImage"]')).toHaveValue(/^\/uploads\/media\/[A-Za-z0-9_-]+\.webp$/);
  } finally {
    await api(page, 'DELETE', `/api/manage/media/${id}`);
  }
});

test('the library on a phone has no sideways scroll and passes axe; so does the desktop', async ({ asAdmin: page }) => {
  await page.setViewportSize(PHONE);
  await gotoHydrated(page, '/manage/albums?lng=zh-HK');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translation('zh-HK', 'media.title', 'cms'));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoSeriousAxeViolation(page, '/manage/albums (375 px)');
  await page.setViewportSize(DESKTOP);
  await gotoHydrated(page, '/manage/albums?lng=en');
  await expectNoSeriousAxeViolation(page, '/manage/albums (1280 px)');
});
