import type { MetaDescriptor } from 'react-router';
import { LANGUAGES, localizePath, pickText, splitLocalePath, xDefaultLng, type LocalizedText, type Lng } from '../../../common/i18n-config';
import type { RootData } from '../../root';

/** Title, description, keywords and share image of one page, already in the page's language. */
export interface Seo {
  title: string;
  description?: string;
  keywords?: string;
  image?: string;
  /** Open Graph type; "article" for blog posts. */
  type?: string;
  /**
   * The query that makes this a page of its own ("?tag=posture" lists one hashtag's posts): kept in
   * the canonical and alternate links. Without it they name the bare path.
   */
  query?: string;
  /**
   * The languages this page exists in, when not all three (a blog post written in some only): the
   * alternates name only these, and x-default the first of zh-HK, en, zh-CN among them.
   */
  languages?: readonly Lng[];
  /** Where the language switcher sends a language the page does not exist in (default: home). */
  languageFallback?: string;
  /** An Atom feed of this page's content (`<link rel="alternate" type="application/atom+xml">`). */
  feed?: { title: string; path: string };
}

interface MetaArgs {
  location: { pathname: string; search: string };
  matches: ({ id: string; data?: unknown } | undefined)[];
}

/**
 * Page meta for every route: localized title/description/keywords (falling back to the site's),
 * share image, canonical URL and alternates for zh-HK, zh-CN, en and x-default (or only the
 * languages the page exists in), and its feed when it has one.
 */
export function pageMeta(seo: Seo | undefined, { location, matches }: MetaArgs): MetaDescriptor[] {
  const root = matches.find((m) => m?.id === 'root')?.data as RootData | undefined;
  if (!root) return [{ title: seo?.title ?? 'Aloha' }];
  const site = root.site;
  const siteName = pickText(site.name as LocalizedText, root.lng);
  const { path } = splitLocalePath(location.pathname);
  const query = seo?.query ?? (location.search && /^\?type=[A-Z]+$/.test(location.search) ? location.search : '');
  const abs = (p: string) => root.publicUrl + p;
  const title = seo?.title ? `${seo.title} | ${siteName}` : siteName;
  const description = seo?.description || pickText(site.description as LocalizedText, root.lng);
  const keywords = seo?.keywords || pickText(site.keywords as LocalizedText, root.lng);
  const image = abs(seo?.image || site.shareImage);
  const canonical = abs(localizePath(path, root.lng) + query);
  const languages = seo?.languages ?? LANGUAGES;
  return [
    { title },
    { name: 'description', content: description },
    { name: 'keywords', content: keywords },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:image', content: image },
    { property: 'og:url', content: canonical },
    { property: 'og:type', content: seo?.type ?? 'website' },
    { property: 'og:site_name', content: siteName },
    { property: 'og:locale', content: root.lng.replace('-', '_') },
    { name: 'twitter:card', content: 'summary_large_image' },
    { tagName: 'link', rel: 'canonical', href: canonical },
    ...languages.map((l) => ({ tagName: 'link', rel: 'alternate', hrefLang: l, href: abs(localizePath(path, l) + query) })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: abs(localizePath(path, xDefaultLng(languages)) + query) },
    ...(seo?.feed ? [{ tagName: 'link', rel: 'alternate', type: 'application/atom+xml', title: seo.feed.title, href: abs(seo.feed.path) }] : []),
  ];
}
