import { useLocation, useMatches } from 'react-router';
import { localizePath, type Lng } from '../../../common/i18n-config';
import { useLocale } from '../i18n/use-locale';
import type { Seo } from './seo';

/**
 * Where a language link leads from this page: the same page (query and hash kept when asked) in
 * that language — or, for a page that exists in some languages only (a blog post not written in
 * all three, its `seo.languages`), the page's fallback there instead of a 404.
 */
export function useLanguageHref(): (l: Lng, keepQuery?: boolean) => string {
  const { path } = useLocale();
  const { search, hash } = useLocation();
  const seo = useMatches()
    .map((m) => (m.data as { seo?: Seo } | undefined)?.seo)
    .findLast((s) => s?.languages);
  return (l, keepQuery = false) => {
    if (seo?.languages && !seo.languages.includes(l)) return localizePath(seo.languageFallback ?? '/', l);
    return localizePath(path, l) + (keepQuery ? search + hash : '');
  };
}
