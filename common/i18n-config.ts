/** The three languages of the product (spec §1). zh-HK is the default and carries no URL prefix. */
export const LANGUAGES = ['zh-HK', 'zh-CN', 'en'] as const;
export type Lng = (typeof LANGUAGES)[number];
export const DEFAULT_LNG: Lng = 'zh-HK';

/** Short labels of the language switcher (spec §1). */
export const LANGUAGE_SHORT_LABELS: Record<Lng, string> = { 'zh-HK': '繁', 'zh-CN': '简', en: 'Eng' };
/** Display names (spec §1), each written in its own language. */
export const LANGUAGE_NAMES: Record<Lng, string> = {
  'zh-HK': '繁體中文',
  'zh-CN': '简体中文',
  en: 'English',
};

/** URL prefix of each language: zh-HK is unprefixed (ADR 0003). */
export const LANGUAGE_PREFIX: Record<Lng, string> = { 'zh-HK': '', 'zh-CN': '/zh-CN', en: '/en' };

/** Translation namespaces kept as `locales/<lng>/<ns>.json`. */
export const NAMESPACES = ['common', 'site', 'account', 'manage', 'types', 'booking', 'schedule', 'desk', 'chat', 'cms', 'pay'] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** Text stored in the database in all three languages. */
export type LocalizedText = Record<Lng, string>;

export function isLng(value: unknown): value is Lng {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Splits a pathname into its language and the language-neutral rest ("/en/team" → en, "/team"). */
export function splitLocalePath(pathname: string): { lng: Lng; path: string } {
  for (const lng of LANGUAGES) {
    const prefix = LANGUAGE_PREFIX[lng];
    if (!prefix) continue;
    if (pathname === prefix || pathname.startsWith(prefix + '/')) {
      return { lng, path: pathname.slice(prefix.length) || '/' };
    }
  }
  return { lng: DEFAULT_LNG, path: pathname || '/' };
}

/** The same page in another language ("/team", en → "/en/team"). */
export function localizePath(path: string, lng: Lng): string {
  const prefix = LANGUAGE_PREFIX[lng];
  if (!prefix) return path;
  return path === '/' ? prefix : prefix + path;
}

/**
 * The language a page's x-default alternate names among those the page exists in (a blog post may
 * lack some): zh-HK when it has it, then English, then Simplified Chinese.
 */
export function xDefaultLng(languages: readonly Lng[]): Lng {
  return (['zh-HK', 'en', 'zh-CN'] as const).find((l) => languages.includes(l)) ?? DEFAULT_LNG;
}

/** Picks the reader's language from a localized value, falling back to zh-HK. */
export function pickText(text: Partial<LocalizedText> | null | undefined, lng: Lng): string {
  if (!text) return '';
  return text[lng] || text[DEFAULT_LNG] || text.en || '';
}

/**
 * The page path a loader request is for: React Router's data requests end in ".data"
 * ("/en/team.data", "/en.data", "/_root.data" for "/"), which must not change the language.
 */
export function pagePathOf(url: URL): string {
  let p = url.pathname;
  if (p.endsWith('.data')) p = p.slice(0, -'.data'.length);
  if (p === '/_root') p = '/';
  return p || '/';
}

/**
 * The namespaces a page sends to the browser: the public site and member area, or the back office.
 * Keeps every page's HTML free of the other area's translations.
 */
const SITE_NAMESPACES: readonly Namespace[] = ['common', 'site', 'account', 'booking', 'chat'];
const MANAGE_NAMESPACES: readonly Namespace[] = ['common', 'manage', 'types', 'schedule', 'desk', 'chat', 'cms', 'pay'];
/** The member's deals (paying offline, receipts) and balances read the pay namespace too; other site pages do not carry it. */
const PAY_NAMESPACES: readonly Namespace[] = [...SITE_NAMESPACES, 'pay'];
/** A member's back-office page corrects their identity details with the registration form's words. */
const MEMBER_PAGE_NAMESPACES: readonly Namespace[] = [...MANAGE_NAMESPACES, 'account'];
/** The blog preview (/manage/blog/:id/preview) shows the public article, with its words. */
const PREVIEW_NAMESPACES: readonly Namespace[] = [...MANAGE_NAMESPACES, 'site'];
export function namespacesFor(path: string): readonly Namespace[] {
  if (/^\/manage\/blog\/\d+\/preview\/?$/.test(path)) return PREVIEW_NAMESPACES;
  if (/^\/manage\/members\/[A-Za-z0-9_-]+\/?$/.test(path)) return MEMBER_PAGE_NAMESPACES;
  if (/^\/(manage|login)(\/|$)/.test(path)) return MANAGE_NAMESPACES;
  return /^\/user\/(deals|balances)(\/|$)/.test(splitLocalePath(path).path) ? PAY_NAMESPACES : SITE_NAMESPACES;
}

/**
 * The language an `Accept-Language` header prefers among ours (for answers outside a localized
 * URL, such as the sign-out page): English, Simplified Chinese (zh-CN, zh-SG, zh-Hans), else zh-HK.
 */
export function lngFromAcceptLanguage(header: string | null | undefined): Lng {
  for (const part of (header ?? '').split(',')) {
    const tag = part.split(';')[0]!.trim().toLowerCase();
    if (tag.startsWith('en')) return 'en';
    if (tag === 'zh-cn' || tag === 'zh-sg' || tag.startsWith('zh-hans')) return 'zh-CN';
    if (tag.startsWith('zh')) return 'zh-HK';
  }
  return DEFAULT_LNG;
}
