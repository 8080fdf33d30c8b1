// The team in the back office (/manage/staff): an administrator edits a profile's title in the
// profile editor and /team shows it; picks an album and /team shows its photos as a gallery, on a
// phone and a desktop; phone without sideways scroll; axe.
import { DESKTOP, expect, gotoHydrated, PHONE, test, translation } from '../fixtures';
import { api, expectFitsPhone, expectOnPage, expectScreenOnPhoneAndDesktop, unique, uploadLibraryImage } from './manage-helpers';

const c = (key: string, params: Record<string, string> = {}) => translation('en', key, 'cms').replace(/\{\{(\w+)\}\}/g, (_, k: string) => params[k] ?? `{{${k}}}`);
const SLUG = 'ng-chi-ho';
type Member = { id: number; slug: string; name: Record<string, string>; title: Record<string, string>; bio: Record<string, string>; qualifications: unknown[]; photo: string; albumId: number | null; sort: number; isShow: boolean };
const profileOf = (m: Member) => ({ slug: m.slug, name: m.name, title: m.title, bio: m.bio, qualifications: m.qualifications, photo: m.photo, albumId: m.albumId, sort: m.sort, isShow: m.isShow });

test("a profile's title edited in the back office shows on /team", async ({ asAdmin: page }) => {
  await page.setViewportSize(DESKTOP);
  const before = ((await api(page, 'GET', '/api/manage/staff')).staff as Member[]).find((m) => m.slug === SLUG)!;
  const title = `Movement coach ${Date.now().toString(36)}`;
  try {
    await gotoHydrated(page, '/manage/staff?lng=en');
    const row = page.getByTestId('staff-row').and(page.locator(`[data-slug="${SLUG}"]`));
    await row.getByRole('button', { name: c('team.editProfileLabel', { name: before.name.en! }) }).click();
    const form = page.getByRole('dialog', { name: c('team.editTitle', { name: before.name.en! }) }).getByTestId('team-form');
    await expect(form.locator('input[name="slug"]')).toHaveValue(SLUG);
    await expect(form.getByTestId('qualifications-item')).toHaveCount(before.qualifications.length);
    await form.locator('input[name="title.en"]').fill('');
    await form.getByRole('button', { name: translation('en', 'form.save') }).click();
    await expect(form.locator('input[name="title.en"]')).toHaveAttribute('aria-invalid', 'true');
    await form.locator('input[name="title.en"]').fill(title);
    await form.getByRole('button', { name: translation('en', 'form.save') }).click();
    await expect(form).toHaveCount(0);
    await expect(row).toContainText(title);
    await expectOnPage(page, '/en/team', () => expect(page.locator(`#${SLUG}`)).toContainText(title, { timeout: 1000 }));
  } finally {
    await api(page, 'PUT', `/api/manage/staff/${before.id}`, profileOf(before));
  }
});

test('the staff screen on a phone has no sideways scroll and passes axe; so do the desktop and the profile editor', async ({ asAdmin: page }) => {
  await expectScreenOnPhoneAndDesktop(page, '/manage/staff', { lng: 'zh-HK', row: 'staff-row' }, async () => {
    await page.getByTestId('team-add').click();
    const form = page.getByTestId('team-form');
    await expect(form).toBeVisible();
    await form.getByTestId('qualifications-add').click();
    await expectFitsPhone(page, 'team profile editor');
  });
});

test("an album picked for a therapist in the back office shows as a gallery on /team, on a phone and a desktop without sideways scroll", async ({ asAdmin: page }) => {
  const slug = 'lee-chun-hei';
  const before = ((await api(page, 'GET', '/api/manage/staff')).staff as Member[]).find((m) => m.slug === slug)!;
  const name = `Sports clinic ${unique()}`;
  const images = [await uploadLibraryImage(page, `gallery-a-${unique()}.jpg`, { width: 1200, height: 800 }), await uploadLibraryImage(page, `gallery-b-${unique()}.jpg`, { width: 800, height: 1200 })];
  const album = (await api(page, 'POST', '/api/manage/albums', { name: { 'zh-HK': name, 'zh-CN': name, en: name } })).album as { id: number };
  await api(page, 'POST', `/api/manage/albums/${album.id}/images`, { mediaIds: images });
  try {
    await page.setViewportSize(DESKTOP);
    await gotoHydrated(page, '/manage/staff?lng=en');
    const row = page.getByTestId('staff-row').and(page.locator(`[data-slug="${slug}"]`));
    await expect(row.getByTestId('team-album')).toHaveText('—');
    await row.getByRole('button', { name: c('team.editProfileLabel', { name: before.name.en! }) }).click();
    const form = page.getByRole('dialog', { name: c('team.editTitle', { name: before.name.en! }) }).getByTestId('team-form');
    const select = form.getByLabel(c('team.field.album'));
    await expect(select).toHaveValue('');
    await select.selectOption({ label: name });
    await form.getByRole('button', { name: translation('en', 'form.save') }).click();
    await expect(form).toHaveCount(0);
    await expect(row.getByTestId('team-album')).toHaveText(name);

    const gallery = page.locator(`[id="${slug}"]`).getByTestId('team-gallery');
    const heading = translation('en', 'team.gallery', 'site').replace('{{name}}', before.name.en!);
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      await expectOnPage(page, '/en/team', () => expect(gallery.locator('img')).toHaveCount(images.length, { timeout: 1000 }));
      await expect(gallery.getByRole('heading', { name: heading })).toBeVisible();
      await gallery.scrollIntoViewIfNeeded();
      for (const img of await gallery.locator('img').all()) {
        await expect(img).toBeVisible();
        await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), { message: 'the photo loads' }).toBe(true);
        const box = (await img.boundingBox())!;
        expect(box.x + box.width, `a photo ends inside ${size.width} px`).toBeLessThanOrEqual(size.width);
      }
      // A responsive library picture: AVIF and WebP sources with the gallery's sizes.
      await expect(gallery.locator('source[type="image/webp"]').first()).toHaveAttribute('srcset', / 480w/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `/en/team at ${size.width} px scrolls sideways`).toBeLessThanOrEqual(size.width);
    }
    await page.setViewportSize(PHONE);
    await expectFitsPhone(page, '/en/team with a gallery');
  } finally {
    await api(page, 'PUT', `/api/manage/staff/${before.id}`, profileOf(before));
    await api(page, 'DELETE', `/api/manage/albums/${album.id}`);
  }
});
