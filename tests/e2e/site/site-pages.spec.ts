// Issue 9 §4, the public pages: hashtags filter the blog; an event's range writes its date once;
// every page's title block sits in the same place; no promotion card is left alone on a row.
import AxeBuilder from '@axe-core/playwright';
import { test, type Page } from '@playwright/test';
import { formatInstantRange } from '../../../common/date-format';
import { BLOG_POSTS, DESKTOP, EVENTS, PHONE, expect, gotoHydrated, linkTags, postsIn } from '../fixtures';

async function expectNoSeriousAxeViolation(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`), what).toEqual([]);
}

test.describe('blog hashtags', () => {
  test.use({ viewport: DESKTOP });

  test('a hashtag on a card lists that tag’s posts under a clear header, and “Show all posts” goes back', async ({ page }) => {
    const english = postsIn('en');
    const tagged = english.filter((p) => p.hashtagKeys.includes('posture'));
    expect(tagged.length).toBeGreaterThan(1);
    expect(tagged.length).toBeLessThan(english.length);

    await gotoHydrated(page, '/en/blog');
    await expect(page.getByTestId('blog-card')).toHaveCount(english.length);
    await page.getByTestId('blog-card').getByRole('link', { name: '#Posture' }).first().click();
    await expect(page).toHaveURL(/\/en\/blog\?tag=posture$/);
    await expect(page.getByTestId('blog-tag-filter')).toContainText('Posts tagged #Posture');
    await expect(page).toHaveTitle(/^Posts tagged #Posture – Blog \|/);
    const cards = page.getByTestId('blog-card');
    await expect(cards).toHaveCount(tagged.length);
    for (const card of await cards.all()) await expect(card.getByRole('link', { name: '#Posture' })).toHaveAttribute('aria-current', 'page');
    await expectNoSeriousAxeViolation(page, 'the tag page');

    await page.getByTestId('blog-show-all').click();
    await expect(page).toHaveURL(/\/en\/blog$/);
    await expect(page.getByTestId('blog-tag-filter')).toHaveCount(0);
    await expect(page.getByTestId('blog-card')).toHaveCount(english.length);
  });

  test('a post’s hashtags lead to the filtered blog in the page’s language; the tag page has its own canonical; an unknown tag is a 404', async ({ page, request }) => {
    const post = postsIn('zh-CN').find((p) => p.hashtagKeys.includes('running'))!;
    await gotoHydrated(page, `/zh-CN/blog/${post.slug}`);
    await page.getByTestId('hashtags').getByRole('link', { name: '#跑步' }).click();
    await expect(page).toHaveURL(/\/zh-CN\/blog\?tag=running$/);
    await expect(page.getByTestId('blog-tag-filter')).toContainText('标签 #跑步 的文章');
    await expect(page.getByTestId('blog-card').first()).toBeVisible();

    const res = await request.get('/zh-CN/blog?tag=running');
    const origin = new URL(res.url()).origin;
    const links = linkTags(await res.text());
    expect(links.find((l) => l.rel === 'canonical')?.href).toBe(`${origin}/zh-CN/blog?tag=running`);
    expect(links.find((l) => l.rel === 'alternate' && l.hreflang === 'zh-HK')?.href).toBe(`${origin}/blog?tag=running`);
    expect((await request.get('/en/blog?tag=no-such-tag')).status()).toBe(404);
  });
});

test('an event’s time reads as one range with its date once, on /events and on the event page', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const e = EVENTS.find((x) => x.slug === 'desk-stretch-workshop-dec-2026')!;
  const range = formatInstantRange(e.startAt, e.endAt, 'en');
  expect(range).toBe('Sat 12 Dec 2026, 14:30–16:00');
  await gotoHydrated(page, '/en/events');
  await expect(page.getByRole('link', { name: new RegExp(e.title.en.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).getByTestId('event-when')).toHaveText(`${range} · Central Clinic`);
  for (const when of await page.getByTestId('event-when').allTextContents()) expect(when, 'a date written twice').not.toMatch(/(\d{4}).*\1.*–|\d{4}-\d{2}-\d{2}/);

  await gotoHydrated(page, `/events/${e.slug}`);
  await expect(page.getByTestId('event-range')).toHaveText('2026年12月12日（星期六）14:30–16:00');
});

/** Public pages with the title block, by whether a breadcrumb sits above the h1. */
const LIST_PAGES = ['/team', '/services', '/blog', '/faq', '/about', '/privacy', '/events'];
const DETAIL_PAGES = ['/services/physiotherapy', `/blog/${BLOG_POSTS[0]!.slug}`, `/events/${EVENTS[0]!.slug}`];

for (const viewport of [PHONE, DESKTOP]) {
  test(`every page's title sits in the same place at ${viewport.width} px`, async ({ page }) => {
    test.slow();
    await page.setViewportSize(viewport);
    const measure = async (path: string) => {
      await page.goto(`/en${path}`);
      const h1 = page.getByRole('heading', { level: 1 });
      await expect(h1).toHaveCount(1);
      const box = (await h1.boundingBox())!;
      const block = (await page.getByTestId('page-title').boundingBox())!;
      const style = await h1.evaluate((el) => {
        const s = getComputedStyle(el);
        return `${s.fontSize}/${s.fontWeight}/${s.color}`;
      });
      return { path, x: box.x, top: Math.round(box.y - block.y), blockX: block.x, blockTop: Math.round(block.y), style };
    };
    const list = [];
    for (const p of LIST_PAGES) list.push(await measure(p));
    const detail = [];
    for (const p of DETAIL_PAGES) detail.push(await measure(p));
    const all = [...list, ...detail];
    const [ref] = all;
    for (const m of all) {
      expect.soft(m.x, `${m.path}: h1 left edge`).toBe(ref!.x);
      expect.soft(m.blockX, `${m.path}: title block left`).toBe(ref!.blockX);
      expect.soft(m.blockTop, `${m.path}: title block top`).toBe(ref!.blockTop);
      expect.soft(m.style, `${m.path}: h1 size, weight and colour`).toBe(ref!.style);
    }
    for (const m of list) expect.soft(m.top, `${m.path}: h1 offset in its block`).toBe(list[0]!.top);
    for (const m of detail) expect.soft(m.top, `${m.path}: h1 offset under its breadcrumb`).toBe(detail[0]!.top);
  });
}

test('the promotion cards never leave one card alone on a row, from phone to desktop', async ({ page }) => {
  await gotoHydrated(page, '/en');
  const cards = page.getByTestId('promotion-card');
  const count = await cards.count();
  expect(count).toBeGreaterThan(1);
  for (const width of [360, 600, 800, 1000, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expect.poll(async () => (await cards.first().boundingBox())?.width).toBeGreaterThan(0);
    const tops = await cards.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
    const rows = [...new Set(tops)].map((t) => tops.filter((x) => x === t).length);
    const widest = Math.max(...rows);
    if (widest > 1) expect(rows.at(-1), `${count} cards at ${width} px in rows of ${rows.join(' + ')}`).toBeGreaterThan(1);
    const { scroll, inner } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
    expect(scroll, `no sideways scroll at ${width} px`).toBeLessThanOrEqual(inner);
  }
});
