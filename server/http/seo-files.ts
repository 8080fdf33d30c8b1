import { Hono } from 'hono';
import { writtenLanguages } from '../../common/blog.schema';
import { LANGUAGES, localizePath, xDefaultLng, type Lng } from '../../common/i18n-config';
import { blogFeedPath, blogPostPath, eventPath, servicePath, STATIC_PAGES } from '../../common/site-paths';
import type { AppServices } from '../services';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/**
 * Every public page once per language it exists in, each listing its alternates (hreflang +
 * x-default). A blog post exists only in the languages it is written in.
 */
export async function buildSitemap(services: AppServices): Promise<string> {
  const [svc, posts, events] = await Promise.all([
    services.content.services(),
    // Every public post (a sitemap holds up to 50 000 addresses; three per post at most).
    services.content.blogPosts({ limit: 10_000 }),
    services.content.events(),
  ]);
  const pages: { path: string; languages: readonly Lng[] }[] = [
    ...[...STATIC_PAGES, ...svc.map((s) => servicePath(s.slug))].map((path) => ({ path, languages: LANGUAGES })),
    ...posts.map((p) => ({ path: blogPostPath(p.slug), languages: writtenLanguages(p) })),
    ...events.map((e) => ({ path: eventPath(e.slug), languages: LANGUAGES })),
  ];
  const base = services.app.publicUrl;
  const urls = pages.flatMap(({ path, languages }) => {
    const alternates = [
      ...languages.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${esc(base + localizePath(path, l))}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${esc(base + localizePath(path, xDefaultLng(languages)))}"/>`,
    ].join('');
    return languages.map((lng) => `<url><loc>${esc(base + localizePath(path, lng))}</loc>${alternates}</url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function seoFiles(services: AppServices) {
  const app = new Hono();
  app.get('/sitemap.xml', async (c) => {
    c.header('Content-Type', 'application/xml; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=3600');
    return c.body(await buildSitemap(services));
  });
  // The blog's Atom feed per language, kept with the other content queries until the content changes.
  for (const lng of LANGUAGES) {
    app.get(blogFeedPath(lng), async (c) => {
      c.header('Content-Type', 'application/atom+xml; charset=utf-8');
      c.header('Cache-Control', 'public, max-age=600');
      return c.body(await services.content.blogFeed(lng));
    });
  }
  app.get('/robots.txt', (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return c.text(
      ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /manage', 'Disallow: /user', 'Disallow: /chat', '', `Sitemap: ${services.app.publicUrl}/sitemap.xml`, ''].join('\n'),
    );
  });
  return app;
}
