// The service pages in the back office (/manage/services): an administrator edits a page's summary
// and its page shows it; the plans that book from it link to the plans screen; phone; axe.
import { DESKTOP, expect, gotoHydrated, test, translation } from '../fixtures';
import { api, expectMainText, expectScreenOnPhoneAndDesktop } from './manage-helpers';

const c = (key: string, params: Record<string, string> = {}) => translation('en', key, 'cms').replace(/\{\{(\w+)\}\}/g, (_, k: string) => params[k] ?? `{{${k}}}`);
const SLUG = 'moti-ai-3d-posture-analyzer';
type Page = { id: number; slug: string; name: Record<string, string>; summary: unknown; content: unknown; highlights: unknown; image: string; sort: number; isShow: boolean; plans: unknown[] };
const inputOf = (s: Page) => ({ name: s.name, summary: s.summary, content: s.content, highlights: s.highlights, image: s.image, sort: s.sort, isShow: s.isShow });

test("a service page's summary edited in the back office shows on its page", async ({ asAdmin: page }) => {
  await page.setViewportSize(DESKTOP);
  const before = ((await api(page, 'GET', '/api/manage/services')).services as Page[]).find((s) => s.slug === SLUG)!;
  const summary = `Posture in three minutes ${Date.now().toString(36)}`;
  try {
    await gotoHydrated(page, '/manage/services?lng=en');
    const row = page.getByTestId('service-row').and(page.locator(`[data-slug="${SLUG}"]`));
    await row.getByRole('button', { name: translation('en', 'list.editLabel', 'manage').replace('{{name}}', before.name.en!) }).click();
    const form = page.getByRole('dialog', { name: c('service.editTitle', { name: before.name.en! }) }).getByTestId('service-form');
    await form.locator('textarea[name="summary.en"]').fill(summary);
    await form.getByRole('button', { name: translation('en', 'form.save') }).click();
    await expect(form).toHaveCount(0);
    await expect(row).toContainText(summary);
    await expectMainText(page, `/en/services/${SLUG}`, summary);
  } finally {
    await api(page, 'PUT', `/api/manage/services/${before.id}`, inputOf(before));
  }
});

test('the plans that book from a page link to the plans screen; phone without sideways scroll; axe', async ({ asAdmin: page }) => {
  await expectScreenOnPhoneAndDesktop(page, '/manage/services', { lng: 'zh-HK', title: 'service.title', row: 'service-row' }, async () => {
    await expect(page.getByTestId('service-row')).toHaveCount(8);
    await expect(page.getByTestId('service-plans').first().getByRole('link').first()).toHaveAttribute('href', '/manage/service-plans');
  });
});
