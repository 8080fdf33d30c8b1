import { redirect, type MetaDescriptor } from 'react-router';
import { localizePath, pagePathOf, splitLocalePath } from '../../../common/i18n-config';
import { requestContext } from '../../context';
import { pageContext } from '../content/page-context';
import { toast } from '../overlays/overlay-store';

/**
 * A `?redirect=` target we may follow: a path on this site ("/…", not "//host" or "/\host"), with
 * no control characters. Anything else is ignored.
 */
export function safeRedirect(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 2000 || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
   
  if (/[\u0000-\u001f\u007f]/.test(raw)) return null;
  return raw;
}

interface LoaderArgs {
  request: Request;
  context: { get: <T>(c: import('react-router').RouterContext<T>) => T };
}

/**
 * Protected pages (spec §6): a visitor goes to /sign?redirect={path and query}, in the page's
 * language. Returns the signed-in user otherwise.
 */
export function requireSignedIn({ request, context }: LoaderArgs) {
  const { actor, user } = context.get(requestContext);
  if (!actor || !user) {
    const url = new URL(request.url);
    const path = pagePathOf(url);
    url.searchParams.delete('_routes');
    const { lng } = splitLocalePath(path);
    throw redirect(`${localizePath('/sign', lng)}?redirect=${encodeURIComponent(path + url.search)}`);
  }
  return { actor, user };
}

/** Account pages are never indexed. */
export function noindex(meta: MetaDescriptor[]): MetaDescriptor[] {
  return [...meta, { name: 'robots', content: 'noindex' }];
}

/**
 * Spec §4 Session: "Login Successful", then the redirect target or /user — or, with no target, a
 * refresh of the current page (the sign-in overlay). Resolves never, so the form stays busy until
 * the next page loads.
 */
export function afterSignIn(message: string, target: string | null): Promise<never> {
  toast(message);
  setTimeout(() => (target === null ? window.location.reload() : window.location.assign(target)), 700);
  return new Promise<never>(() => undefined);
}

/** The loader of a signed-in member's page: the user, and the page's title for its meta. */
export async function signedInPage(args: LoaderArgs, titleKey: string) {
  const { user } = requireSignedIn(args);
  const { t } = await pageContext(args);
  return { seo: { title: t(titleKey) }, user };
}
