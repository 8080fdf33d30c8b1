import { Hono } from 'hono';
import { LANGUAGES, localizePath } from '../../common/i18n-config';
import { blogPostPath, eventPath, servicePath, STATIC_PAGES } from '../../common/site-paths';
import type { AppServices } from '../services';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** Every public page once per language, each listing its alternates (hreflang + x-default). */
export async function buildSitemap(services: AppServices): Promise<string> {
  const [svc, posts, events] = await Promise.all([
    services.content.services(),
    services.content.blogPosts(),
    services.content.events(),
  ]);
  const paths = [
    ...STATIC_PAGES,
    ...svc.map((s) => servicePath(s.slug)),
    ...posts.map((p) => blogPostPath(p.slug)),
    ...events.map((e) => eventPath(e.slug)),
  ];
  const base = services.app.publicUrl;
  const urls = paths.flatMap((path) => {
    const alternates = [
      ...LANGUAGES.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${esc(base + localizePath(path, l))}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${esc(base + path)}"/>`,
    ].join('');
    return LANGUAGES.map((lng) => `<url><loc>${esc(base + localizePath(path, lng))}</loc>${alternates}</url>`);
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
  app.get('/robots.txt', (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return c.text(
      ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /manage', 'Disallow: /user', 'Disallow: /chat', '', `Sitemap: ${services.app.publicUrl}/sitemap.xml`, ''].join('\n'),
    );
  });
  return app;
}
