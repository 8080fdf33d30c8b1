// The team in the back office (/manage/staff): an administrator edits a profile's title in the
// profile editor and /team shows it; phone without sideways scroll; axe.
import { DESKTOP, expect, gotoHydrated, test, translation } from '../fixtures';
import { api, expectFitsPhone, expectOnPage, expectScreenOnPhoneAndDesktop } from './manage-helpers';

const c = (key: string, params: Record<string, string> = {}) => translation('en', key, 'cms').replace(/\{\{(\w+)\}\}/g, (_, k: string) => params[k] ?? `{{${k}}}`);
const SLUG = 'ng-chi-ho';
type Member = { id: number; slug: string; name: Record<string, string>; title: Record<string, string>; bio: Record<string, string>; qualifications: unknown[]; photo: string; sort: number; isShow: boolean };
const profileOf = (m: Member) => ({ slug: m.slug, name: m.name, title: m.title, bio: m.bio, qualifications: m.qualifications, photo: m.photo, sort: m.sort, isShow: m.isShow });

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
