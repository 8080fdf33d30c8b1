import { localizePath, type Lng } from './i18n-config';

/** The public pages that exist once per language, without the language prefix (spec §2). */
export const STATIC_PAGES = ['/', '/team', '/services', '/blog', '/faq', '/about', '/privacy', '/events'] as const;

export const servicePath = (slug: string) => `/services/${slug}`;
export const blogPostPath = (slug: string) => `/blog/${slug}`;
export const eventPath = (slug: string) => `/events/${slug}`;
export const faqTypePath = (type: string) => `/faq?type=${type}`;
/** The blog filtered to one hashtag (by its key). */
export const blogTagPath = (key: string) => `/blog?tag=${encodeURIComponent(key)}`;
/** The blog's Atom feed in a language: /blog/feed.xml, /zh-CN/blog/feed.xml, /en/blog/feed.xml. */
export const blogFeedPath = (lng: Lng) => localizePath('/blog/feed.xml', lng);
