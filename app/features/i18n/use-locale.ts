import { useLocation, useRouteLoaderData } from 'react-router';
import { localizePath, splitLocalePath, type Lng } from '../../../common/i18n-config';
import type { RootData } from '../../root';

/** The page's language and helpers to build links in it. */
export function useLocale() {
  const root = useRouteLoaderData('root') as RootData | undefined;
  const { pathname } = useLocation();
  const split = splitLocalePath(pathname);
  const lng: Lng = root?.lng ?? split.lng;
  return {
    lng,
    /** The current page without its language prefix. */
    path: split.path,
    /** A link in the current language. */
    to: (path: string) => localizePath(path, lng),
  };
}
