import { localizePath, pickText, type Lng } from '../../../common/i18n-config';
import { blogFeedPath, blogPostPath } from '../../../common/site-paths';
import type { PublicBlogPost } from './list-blog-posts';

/** How many posts a feed carries: the latest ones. */
export const BLOG_FEED_SIZE = 20;

/** Characters XML 1.0 does not allow at all (a control character typed into a title would break the feed). */
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

/** Text as XML character data or an attribute value. */
export function xmlText(s: string): string {
  return s.replace(NOT_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/**
 * A post body for readers outside the site: its site paths (images, links) made absolute. The body
 * is the sanitizer's output, whose attributes are always double-quoted, so this match is exact.
 */
function absoluteLinks(html: string, base: string): string {
  return html.replace(/\b(src|href)="\/(?!\/)/g, `$1="${base}/`);
}

/**
 * The Atom feed (RFC 4287) of one language's blog: its latest public posts written in that
 * language, each with title, summary, link, publication and update times, author, category and
 * the body as escaped HTML.
 */
export function renderBlogFeed(o: {
  posts: readonly PublicBlogPost[];
  lng: Lng;
  /** The site's public origin (PUBLIC_URL), no trailing slash. */
  base: string;
  siteName: string;
  title: string;
  subtitle: string;
  now: Date;
}): string {
  const { lng, base } = o;
  const blogUrl = base + localizePath('/blog', lng);
  const updatedOf = (p: PublicBlogPost) => new Date(Math.max(p.publishAt.getTime(), p.updatedAt.getTime()));
  const updated = o.posts.length ? new Date(Math.max(...o.posts.map((p) => updatedOf(p).getTime()))) : o.now;
  const entries = o.posts.map((p) => {
    const url = base + localizePath(blogPostPath(p.slug), lng);
    const author = p.author ? pickText(p.author.name, lng) : o.siteName;
    return [
      '  <entry>',
      `    <id>${xmlText(url)}</id>`,
      `    <title type="text">${xmlText(p.title[lng])}</title>`,
      `    <link rel="alternate" type="text/html" href="${xmlText(url)}"/>`,
      `    <published>${p.publishAt.toISOString()}</published>`,
      `    <updated>${updatedOf(p).toISOString()}</updated>`,
      `    <author><name>${xmlText(author)}</name></author>`,
      `    <category term="${xmlText(p.category.key)}" label="${xmlText(pickText(p.category.name, lng))}"/>`,
      `    <summary type="text">${xmlText(p.summary[lng])}</summary>`,
      `    <content type="html">${xmlText(absoluteLinks(p.content[lng], base))}</content>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${lng}">`,
    `  <id>${xmlText(blogUrl)}</id>`,
    `  <title type="text">${xmlText(`${o.title} | ${o.siteName}`)}</title>`,
    `  <subtitle type="text">${xmlText(o.subtitle)}</subtitle>`,
    `  <link rel="self" type="application/atom+xml" href="${xmlText(base + blogFeedPath(lng))}"/>`,
    `  <link rel="alternate" type="text/html" href="${xmlText(blogUrl)}"/>`,
    `  <updated>${updated.toISOString()}</updated>`,
    `  <author><name>${xmlText(o.siteName)}</name></author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
