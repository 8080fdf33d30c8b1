// The album library: several files dropped at once — a camera photo is added (its copies made), an
// SVG and an oversized file are refused with their reasons; alt text in three languages; the picker
// fills the site settings' share image; phone layout and axe.
import sharp from 'sharp';
import { DESKTOP, PHONE, expect, gotoHydrated, test, translation } from '../fixtures';
import { expectNoSeriousAxeViolation } from '../site/axe-check';
import { api, expectFitsPhone, fillLanguages, uploadLibraryImage } from './manage-helpers';

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
    await fillLanguages(form, 'alt', ['診所接待處', '诊所接待处', 'The clinic reception']);
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

const m = (key: string) => translation('en', key, 'manage');

test('albums: create one, add chosen images with the bulk action, see only them, take one out, rename, delete — the images stay', async ({ asAdmin: page }) => {
  await page.setViewportSize(DESKTOP);
  const stamp = Date.now().toString(36);
  const [a, b] = [`album-a-${stamp}.jpg`, `album-b-${stamp}.jpg`];
  const ids = [await uploadLibraryImage(page, a, { width: 320, height: 200 }), await uploadLibraryImage(page, b, { width: 320, height: 200 })];
  let albumId: number | undefined;
  try {
    await gotoHydrated(page, '/manage/albums');
    await page.getByTestId('album-add').click();
    const form = page.getByRole('dialog', { name: c('media.album.addTitle') }).getByTestId('album-form');
    await form.getByRole('button', { name: translation('en', 'form.save') }).click();
    // Nothing typed: refused, the names marked.
    await expect(form.locator('input[name="name.en"]')).toHaveAttribute('aria-invalid', 'true');
    await fillLanguages(form, 'name', [`診所 ${stamp}`, `诊所 ${stamp}`, `Clinic ${stamp}`]);
    await form.getByRole('button', { name: translation('en', 'form.save') }).click();
    await expect(form).toHaveCount(0);
    const pill = page.getByRole('navigation', { name: c('media.album.filter') }).getByRole('link', { name: `Clinic ${stamp} (0)` });
    await expect(pill).toBeVisible();

    // Both images chosen on the list, put in the album.
    for (const name of [a, b]) await page.getByRole('checkbox', { name: m('list.selectRow').replace('{{name}}', name) }).check();
    await page.getByRole('button', { name: c('media.album.addTo') }).click();
    const add = page.getByRole('dialog').getByTestId('album-add-form');
    await add.getByRole('combobox').selectOption({ label: `Clinic ${stamp}` });
    await add.getByRole('button', { name: translation('en', 'form.save') }).click();
    await expect(page.getByText(c('media.album.added', { name: `Clinic ${stamp}` }))).toBeVisible();
    await expect(page.getByTestId('media-row').filter({ hasText: a }).getByTestId('media-albums')).toHaveText(`Clinic ${stamp}`);

    // The album shows just those two.
    await page.getByRole('navigation', { name: c('media.album.filter') }).getByRole('link', { name: `Clinic ${stamp} (2)` }).click();
    await expect(page).toHaveURL(/album=\d+/);
    albumId = Number(new URL(page.url()).searchParams.get('album'));
    await expect(page.getByTestId('album-current')).toContainText(c('media.album.current', { name: `Clinic ${stamp}`, count: 2 }));
    await expect(page.getByTestId('media-row')).toHaveCount(2);

    // One taken out: it leaves the album, not the library.
    await page.getByRole('checkbox', { name: m('list.selectRow').replace('{{name}}', a) }).check();
    await page.getByRole('button', { name: c('media.album.removeFrom') }).click();
    await expect(page.getByTestId('media-row')).toHaveCount(1);
    await expect(page.getByTestId('media-row')).toContainText(b);

    // Renamed, then deleted after asking: both images are still in the library.
    await page.getByTestId('album-rename').click();
    const rename = page.getByRole('dialog').getByTestId('album-form');
    await rename.locator('input[name="name.en"]').fill(`Reception ${stamp}`);
    await rename.getByRole('button', { name: translation('en', 'form.save') }).click();
    await expect(page.getByTestId('album-current')).toContainText(`Reception ${stamp}`);
    await page.getByTestId('album-delete').click();
    await page.getByRole('dialog').getByRole('button', { name: translation('en', 'btn.yes') }).click();
    await expect(page.getByRole('link', { name: new RegExp(`Reception ${stamp}`) })).toHaveCount(0);
    albumId = undefined;
    await gotoHydrated(page, `/manage/albums?q=${stamp}`);
    await expect(page.getByTestId('media-row')).toHaveCount(2);
  } finally {
    if (albumId) await api(page, 'DELETE', `/api/manage/albums/${albumId}`);
    for (const id of ids) await api(page, 'DELETE', `/api/manage/media/${id}`);
  }
});

test('the focal point: click the image or move it with the arrow keys; both crops preview it live; saved, it is kept', async ({ asAdmin: page }) => {
  await page.setViewportSize(DESKTOP);
  const name = `focal-${Date.now().toString(36)}.jpg`;
  const id = await uploadLibraryImage(page, name, { width: 800, height: 400 });
  try {
    await gotoHydrated(page, `/manage/albums?q=${name}`);
    await page.getByRole('button', { name: m('list.editLabel').replace('{{name}}', name) }).click();
    const form = page.getByRole('dialog').getByTestId('media-form');
    const spot = form.getByRole('button', { name: c('media.setFocal') });
    // A click at a quarter from the left, three quarters down the picture (once it is drawn).
    const picture = spot.locator('img');
    await expect.poll(() => picture.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
    const box = (await picture.boundingBox())!;
    await picture.click({ position: { x: box.width * 0.25, y: box.height * 0.75 } });
    await expect(form.getByText(c('media.focalX', { value: 25 }))).toBeVisible();
    await expect(form.getByText(c('media.focalY', { value: 75 }))).toBeVisible();
    // Keys: right 3 × 1 %, up 10 % with Shift.
    await spot.focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Shift+ArrowUp');
    await expect(form.getByText(c('media.focalX', { value: 28 }))).toBeVisible();
    await expect(form.getByText(c('media.focalY', { value: 65 }))).toBeVisible();
    // The 16:9 and 1:1 previews follow.
    const previews = form.locator('img.aspect-video, img.aspect-square');
    await expect(previews).toHaveCount(2);
    for (const img of await previews.all()) await expect(img).toHaveAttribute('style', /object-position: 28% 65%/);
    await expectNoSeriousAxeViolation(page, 'image editor (1280 px)');
    await form.getByRole('button', { name: translation('en', 'form.save') }).click();
    await expect(form).toHaveCount(0);
    // Saved: the list's thumbnail and the editor opened again show it.
    await expect(page.getByTestId('media-row').filter({ hasText: name }).locator('img')).toHaveAttribute('style', /object-position: 28% 65%/);
    await page.getByRole('button', { name: m('list.editLabel').replace('{{name}}', name) }).click();
    await expect(page.getByRole('dialog').getByTestId('media-form').getByText(c('media.focalY', { value: 65 }))).toBeVisible();
  } finally {
    // (A leftover image is harmless; cleanup never decides the test.)
    await api(page, 'DELETE', `/api/manage/media/${id}`).catch(() => undefined);
  }
});

test('an album on a phone: pills, the album heading and the list fit 375 px and pass axe', async ({ asAdmin: page }) => {
  const stamp = Date.now().toString(36);
  const album = (await api(page, 'POST', '/api/manage/albums', { name: { 'zh-HK': `手機相簿 ${stamp}`, 'zh-CN': `手机相册 ${stamp}`, en: `Phone album ${stamp}` } })).album;
  const id = await uploadLibraryImage(page, `phone-${stamp}.jpg`, { width: 300, height: 300 });
  try {
    await api(page, 'POST', `/api/manage/albums/${album.id}/images`, { mediaIds: [id] });
    await page.setViewportSize(PHONE);
    await gotoHydrated(page, `/manage/albums?lng=zh-HK&album=${album.id}`);
    await expect(page.getByTestId('album-current')).toContainText(`手機相簿 ${stamp}`);
    await expect(page.getByTestId('media-row')).toHaveCount(1);
    await expectFitsPhone(page, '/manage/albums?album');
  } finally {
    await api(page, 'DELETE', `/api/manage/albums/${album.id}`);
    await api(page, 'DELETE', `/api/manage/media/${id}`);
  }
});
