// Issue 11, the blog on the public site: rich-text bodies typeset in the reader's measure, a post
// only in the languages it is written in (the language switcher sends the others to their blog),
// and the Atom feed per language, well-formed to the browser's own XML parser.
import { test } from '@playwright/test';
import { BLOG_POSTS, LANGS, expect, gotoHydrated, localize, postLanguages, postsIn } from '../fixtures';
import { expectNoSeriousAxeViolation } from './axe-check';

test.describe('a post page', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('shows headings, lists, a quote and a table typeset, the table inside its box at 360 px, the cover 16:9', async ({ page }) => {
    await gotoHydrated(page, '/en/blog/pilates-for-back-pain');
    const body = page.getByTestId('post-body');
    await expect(body.getByRole('heading', { level: 2, name: 'What the research says' })).toBeVisible();
    await expect(body.locator('ol > li')).toHaveCount(3);
    await expect(body.locator('blockquote')).toContainText('stop and check with a physiotherapist');
    const table = body.getByRole('region', { name: 'Table (scrolls sideways)' });
    await expect(table.getByRole('columnheader', { name: 'Focus' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'the page never scrolls sideways').toBeLessThanOrEqual(360);
    const box = (await table.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    // Headings are set apart from the text: larger and bolder than a paragraph.
    const size = async (sel: string) => body.locator(sel).first().evaluate((el) => [parseFloat(getComputedStyle(el).fontSize), Number(getComputedStyle(el).fontWeight)]);
    const [h2, h2Weight] = await size('h2');
    const [p, pWeight] = await size('p');
    expect(h2).toBeGreaterThan(p!);
    expect(h2Weight).toBeGreaterThan(pWeight!);
    expect(await body.locator('ol').evaluate((el) => getComputedStyle(el).listStyleType)).toBe('decimal');
    const cover = (await page.locator('article img').first().boundingBox())!;
    expect(cover.width / cover.height).toBeCloseTo(16 / 9, 1);
    await table.screenshot({ path: test.info().outputPath('table-360.png') });
    await page.screenshot({ path: test.info().outputPath('post-360.png'), fullPage: true });
    await expectNoSeriousAxeViolation(page, 'a post with a table at 360 px');
  });
});

test('a post not written in a language is not listed there; its page links that language to the blog', async ({ page, request }) => {
  const partial = BLOG_POSTS.find((p) => postLanguages(p).length < 3)!;
  expect(postLanguages(partial)).toEqual(['zh-HK', 'en']);
  await gotoHydrated(page, '/zh-CN/blog');
  await expect(page.getByTestId('blog-card')).toHaveCount(postsIn('zh-CN').length);
  await expect(page.getByTestId('blog-list')).not.toContainText(partial.title['zh-HK']);
  expect((await request.get(`/zh-CN/blog/${partial.slug}`)).status()).toBe(404);

  await gotoHydrated(page, `/en/blog/${partial.slug}`);
  const switcher = page.getByTestId('language-switcher');
  await expect(switcher.getByRole('link', { name: '简体中文' })).toHaveAttribute('href', '/zh-CN/blog');
  await expect(switcher.getByRole('link', { name: '繁體中文' })).toHaveAttribute('href', `/blog/${partial.slug}`);
  await switcher.getByRole('link', { name: '简体中文' }).click();
  await expect(page).toHaveURL(/\/zh-CN\/blog$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
});

test('each language has an Atom feed of its posts, linked from its blog and well-formed XML', async ({ page, request }) => {
  for (const { lng } of LANGS) {
    await gotoHydrated(page, localize('/blog', lng));
    const href = await page.locator('link[rel="alternate"][type="application/atom+xml"]').getAttribute('href');
    expect(new URL(href!).pathname).toBe(localize('/blog/feed.xml', lng));
    const res = await request.get(localize('/blog/feed.xml', lng));
    expect(res.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
    const xml = await res.text();
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      const error = doc.querySelector('parsererror')?.textContent ?? null;
      const entries = [...doc.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'entry')];
      return { error, root: doc.documentElement.localName, titles: entries.map((e) => e.getElementsByTagName('title')[0]?.textContent ?? ''), html: entries[0]?.getElementsByTagName('content')[0]?.textContent ?? '' };
    }, xml);
    expect(parsed.error, `${lng} feed parses`).toBeNull();
    expect(parsed.root).toBe('feed');
    expect(new Set(parsed.titles)).toEqual(new Set(postsIn(lng).map((p) => p.title[lng])));
    expect(parsed.html).toMatch(/^<p>/);
  }
});
