// Issue 11: staff preview a post exactly as its public page shows it (the same article), whatever
// its state, under a banner saying it is not published.
import { BLOG_POSTS, expect, test } from '../fixtures';
import { api } from './manage-helpers';
import { expectNoSeriousAxeViolation } from '../site/axe-check';

test('a draft with a wide table previews as its public page would, at 360 px the table scrolls in its box', async ({ asAdmin: page }) => {
  await page.goto('/manage');
  const { choices } = await api(page, 'GET', '/api/manage/blog?pageSize=1');
  const wide = Array.from({ length: 8 }, (_, i) => `Column ${i + 1}`);
  const row = (n: number) => `<tr>${wide.map((_, i) => `<td><p>Row ${n} value ${i + 1}</p></td>`).join('')}</tr>`;
  const html = `<h2>Plan</h2><p>Before the table.</p><table><thead><tr>${wide.map((c) => `<th><p>${c}</p></th>`).join('')}</tr></thead><tbody>${row(1)}${row(2)}</tbody></table><p>After.</p>`;
  const slug = `preview-${Date.now().toString(36)}`;
  const { post } = await api(page, 'POST', '/api/manage/blog', {
    slug, categoryId: choices.categories[0].id, cover: BLOG_POSTS[0]!.cover, status: 'DRAFT',
    title: { 'zh-HK': '', 'zh-CN': '', en: 'A draft with a wide table' }, summary: { 'zh-HK': '', 'zh-CN': '', en: 'Not on the site yet.' },
    content: { 'zh-HK': '', 'zh-CN': '', en: html }, seoTitle: { 'zh-HK': '', 'zh-CN': '', en: '' }, seoDescription: { 'zh-HK': '', 'zh-CN': '', en: '' },
  });

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/manage/blog/${post.id}/preview?lng=en`);
  await expect(page.getByTestId('preview-banner')).toContainText('Preview — not published');
  await expect(page.getByTestId('preview-banner')).toContainText('Draft: this post is not on the site.');
  await expect(page.getByRole('heading', { level: 1, name: 'A draft with a wide table' })).toBeVisible();
  const region = page.getByTestId('post-body').getByRole('region');
  const sizes = await region.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth, right: el.getBoundingClientRect().right }));
  expect(sizes.scroll, 'the table is wider than its box').toBeGreaterThan(sizes.client);
  expect(sizes.right).toBeLessThanOrEqual(360);
  await region.evaluate((el) => el.scrollBy({ left: 200 }));
  expect(await region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  await page.screenshot({ path: test.info().outputPath('preview-360.png'), fullPage: true });
  await expectNoSeriousAxeViolation(page, 'the blog preview');

  // The draft is nowhere on the site.
  expect((await page.request.get(`/en/blog/${slug}`)).status()).toBe(404);
  await api(page, 'DELETE', `/api/manage/blog/${post.id}`);
});
