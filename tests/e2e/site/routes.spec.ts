// Every public route in the three languages: status, <html lang>, canonical and hreflang alternates;
// the localized 404; sitemap.xml and robots.txt; the security and version headers.
import { createHash } from 'node:crypto';
import { test } from '@playwright/test';
import {
  BLOG_POSTS, EVENTS, LANGS, SERVICES, STATIC_PAGES, decodeEntities, expect, htmlLang, linkTags, localize, postLanguages, translation, type Lng,
} from '../fixtures';

interface PageCase {
  path: string;
  /** The page's own title in each language, when it comes from the content. */
  title?: Record<Lng, string>;
  /** The languages the page exists in, when not all three (a blog post written in some only). */
  languages?: Lng[];
}

const PAGES: PageCase[] = [
  ...STATIC_PAGES.map((path) => ({ path })),
  { path: '/faq?type=INSURANCE' },
  // A hashtag's page is a page of its own (canonical and alternates keep the tag).
  { path: '/blog?tag=posture' },
  ...SERVICES.map((s) => ({ path: `/services/${s.slug}`, title: s.name })),
  // A post's <title> is its own search title where it has one.
  ...BLOG_POSTS.map((p) => ({ path: `/blog/${p.slug}`, title: { ...p.title, ...Object.fromEntries(Object.entries(p.seoTitle ?? {}).filter(([, v]) => v)) }, languages: postLanguages(p) })),
  ...EVENTS.map((e) => ({ path: `/events/${e.slug}`, title: e.title })),
];

test('the demo content has the pages the site is specified with', () => {
  expect(SERVICES).toHaveLength(8);
  expect(BLOG_POSTS.length).toBeGreaterThan(0);
  // One demo post is written in zh-HK and English only, so the language rule is exercised.
  expect(BLOG_POSTS.filter((p) => postLanguages(p).length < 3).map(postLanguages)).toEqual([['zh-HK', 'en']]);
  expect(EVENTS.length).toBeGreaterThan(0);
});

for (const page of PAGES) {
  const languages = page.languages ?? LANGS.map((l) => l.lng);
  for (const { lng } of LANGS.filter((l) => !languages.includes(l.lng))) {
    const url = localize(page.path, lng);
    test(`${url} is a 404 page: the post is not written in ${lng}`, async ({ request }) => {
      expect((await request.get(url)).status()).toBe(404);
    });
  }
  for (const lng of languages) {
    const url = localize(page.path, lng);
    test(`${url} is served in ${lng} with canonical and alternates`, async ({ request }) => {
      const res = await request.get(url);
      expect(res.status(), `status of ${url}`).toBe(200);
      expect(res.headers()['content-type']).toContain('text/html');
      const html = await res.text();
      const origin = new URL(res.url()).origin;
      expect(htmlLang(html), '<html lang>').toBe(lng);

      const links = linkTags(html);
      const canonical = links.filter((l) => l.rel === 'canonical');
      expect(canonical.map((l) => l.href), 'canonical link').toEqual([origin + url]);

      const alternates = Object.fromEntries(links.filter((l) => l.rel === 'alternate' && l.hreflang).map((l) => [l.hreflang, l.href]));
      // Only the languages the page exists in; x-default is zh-HK's page when it has one.
      expect(alternates, 'hreflang alternates').toEqual({
        ...Object.fromEntries(languages.map((l) => [l, origin + localize(page.path, l)])),
        'x-default': origin + localize(page.path, languages.includes('zh-HK') ? 'zh-HK' : languages.includes('en') ? 'en' : 'zh-CN'),
      });

      const title = decodeEntities(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
      expect(title, '<title>').not.toBe('');
      if (page.title) expect(title, '<title> in the page language').toContain(page.title[lng]);
    });
  }
}

test.describe('unknown pages', () => {
  for (const { lng } of LANGS) {
    for (const p of ['/no-such-page', '/services/no-such-service', '/blog/no-such-post', '/events/no-such-event', '/blog?tag=no-such-tag']) {
      const url = localize(p, lng);
      test(`${url} is a 404 page in ${lng}`, async ({ request }) => {
        const res = await request.get(url);
        expect(res.status()).toBe(404);
        const html = await res.text();
        expect(htmlLang(html)).toBe(lng);
        const h1 = decodeEntities(/<h1\b[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? '');
        expect(h1, 'the 404 heading').toBe(translation(lng, 'notFound.title'));
        expect(html).toContain(translation(lng, 'notFound.home'));
      });
    }
  }

  test('the 404 page is also localized in the browser and links home', async ({ page }) => {
    const res = await page.goto('/en/no-such-page');
    expect(res?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(translation('en', 'notFound.title'));
    await expect(page.getByRole('main').getByRole('link', { name: translation('en', 'notFound.home') })).toHaveAttribute('href', '/en');
  });
});

test('sitemap.xml lists every public page in every language it exists in, with its alternates', async ({ request }) => {
  const res = await request.get('/sitemap.xml');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/xml/);
  const xml = await res.text();
  const origin = new URL(res.url()).origin;
  const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => decodeEntities(m[1]!)).sort();
  const languagesOf = (p: PageCase) => p.languages ?? LANGS.map((l) => l.lng);
  const expected = PAGES.filter((p) => !p.path.includes('?'))
    .flatMap((p) => languagesOf(p).map((lng) => origin + localize(p.path, lng)))
    .sort();
  expect(locs).toEqual(expected);
  // Each entry names its page in the languages it exists in and the x-default.
  const blocks = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
  expect(blocks).toHaveLength(expected.length);
  for (const block of blocks) {
    const loc = decodeEntities(/<loc>([^<]*)<\/loc>/.exec(block)![1]!);
    const page = PAGES.find((p) => languagesOf(p).some((l) => origin + localize(p.path, l) === loc))!;
    const alternates = [...block.matchAll(/hreflang="([^"]+)"/g)].map((m) => m[1]).sort();
    expect(alternates, block).toEqual([...languagesOf(page), 'x-default'].sort());
  }
  const physio = '/services/physiotherapy';
  for (const { lng } of LANGS) expect(xml).toContain(`hreflang="${lng}" href="${origin + localize(physio, lng)}"`);
  expect(xml).toContain(`hreflang="x-default" href="${origin + physio}"`);
});

test('robots.txt references the sitemap', async ({ request }) => {
  const res = await request.get('/robots.txt');
  expect(res.status()).toBe(200);
  const body = await res.text();
  const origin = new URL(res.url()).origin;
  expect(body).toMatch(/^User-agent: \*/m);
  expect(body).toContain(`Sitemap: ${origin}/sitemap.xml`);
});

test.describe('response headers', () => {
  for (const url of ['/', '/en/services/physiotherapy', '/zh-CN/no-such-page']) {
    test(`${url} carries the security and version headers`, async ({ request }) => {
      const res = await request.get(url);
      const h = res.headers();
      const csp = h['content-security-policy'] ?? '';
      expect(csp).toMatch(/frame-ancestors '(none|self)'/);
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(h['x-content-type-options']).toBe('nosniff');
      expect(h['referrer-policy']).toMatch(/^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin|origin|origin-when-cross-origin)$/);
      expect(h['x-app-version'], 'x-app-version').toMatch(/\S/);

      // A public page comes from the anonymous cache, the same bytes for everyone: no nonce, and the
      // CSP lists the SHA-256 of each of its inline scripts, so exactly those run (ADR 0017).
      expect(csp, 'no nonce on a cached page').not.toContain("'nonce-");
      const html = await res.text();
      const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter((m) => !/\ssrc=/.test(m[1]!));
      expect(inline.length).toBeGreaterThan(0);
      for (const m of inline) expect(csp, 'inline script hash').toContain(`'sha256-${createHash('sha256').update(m[2]!).digest('base64')}'`);
    });
  }

  test('the nonce is fresh on every rendered response and the version is stable', async ({ request }) => {
    // A session cookie, even a stale one, has the page rendered for this request with its own nonce.
    const headers = { cookie: 'aloha.sid=stale' };
    const [a, b] = await Promise.all([request.get('/about', { headers }), request.get('/about', { headers })]);
    const nonceOf = (csp = '') => /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonceOf(a.headers()['content-security-policy'])).toBeTruthy();
    expect(nonceOf(a.headers()['content-security-policy'])).not.toBe(nonceOf(b.headers()['content-security-policy']));
    expect(a.headers()['x-app-version']).toBe(b.headers()['x-app-version']);
  });
});
