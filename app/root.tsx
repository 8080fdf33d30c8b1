import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import {
  isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useRouteError, useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { DEFAULT_LNG, isLng, localizePath, namespacesFor, pagePathOf, splitLocalePath, type Lng } from '../common/i18n-config';
import type { Route } from './+types/root';
import './app.css';
import { requestContext, servicesContext } from './context';
import { useNonce } from './nonce';
import { HttpError } from './features/errors/http-error';
import { reportError } from './features/errors/report-error';
import { getI18n, missingKeyReporter } from './features/i18n/i18n-instance';
import { apiFetch, responseHooks } from './features/errors/api-client';
import { setUser, type PublicUser } from './features/shell/user-store';
import { isTranslationKey } from '../common/translation-key';
import { trackingFor, trackingScript } from '../common/tracking';
import { OverlayHost } from './features/overlays/overlay-host';
import { THEME_BOOT_SCRIPT } from './features/shell/theme';
import { siteStore } from './features/shell/site-store';
import { NotFoundView } from './features/shell/not-found-view';
import { RealtimeConnector } from './features/realtime/realtime-connector';

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { actor, user } = context.get(requestContext);
  const url = new URL(request.url);
  const path = pagePathOf(url);
  const isManage = /^\/(manage|login)(\/|$)/.test(path);
  // The back office has one URL per screen: it speaks the staff member's language (or ?lng=).
  const lng = isManage ? pickLng(url.searchParams.get('lng') ?? actor?.lng) : splitLocalePath(path).lng;
  const [{ version, resources }, site] = await Promise.all([services.i18n.resources(lng, namespacesFor(path)), services.content.site()]);
  return {
    lng,
    localesVersion: version,
    resources,
    site,
    publicUrl: services.app.publicUrl,
    isDebug: services.app.isDebug,
    isDemo: services.app.isDemo,
    /** Spec §9: the analytics / ad tags, only when configured, outside debug mode and the back office. */
    tracking: trackingFor(site, { isDebug: services.app.isDebug, path }),
    user,
  };
}

function pickLng(value: string | null | undefined): Lng {
  return isLng(value) ? value : DEFAULT_LNG;
}
export type RootData = Awaited<ReturnType<typeof loader>>;

/** At most this many missing keys reported per tab (the server limits each address too). */
const MISSING_KEYS_PER_TAB = 20;

/** Root data depends only on the language: reload it when the language changes. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate, formMethod }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate;
  if (currentUrl.searchParams.get('lng') !== nextUrl.searchParams.get('lng')) return true;
  if (namespacesFor(currentUrl.pathname) !== namespacesFor(nextUrl.pathname)) return true;
  return splitLocalePath(currentUrl.pathname).lng !== splitLocalePath(nextUrl.pathname).lng;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData('root') as RootData | undefined;
  const { pathname } = useLocation();
  const lng = data?.lng ?? splitLocalePath(pathname).lng;
  const nonce = useNonce();
  return (
    <html lang={lng} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" media="(prefers-color-scheme: light)" content="#ffffff" />
        <meta name="theme-color" media="(prefers-color-scheme: dark)" content="#121212" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: THEME_BOOT_SCRIPT }} />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh bg-white text-stone-800 antialiased dark:bg-[#121212] dark:text-stone-200">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        {data?.tracking && <script nonce={nonce} data-testid="tracking-tags" dangerouslySetInnerHTML={{ __html: trackingScript(data.tracking) }} />}
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const i18n = getI18n(loaderData.lng, loaderData.localesVersion, loaderData.resources);
  useEffect(() => {
    setUser(loaderData.user);
  }, [loaderData.user]);
  useEffect(() => {
    responseHooks.onUpdateUser = (user) => setUser(user as PublicUser);
    responseHooks.on401 = () => {
      setUser(null);
      const isManage = /^\/(manage|login)(\/|$)/.test(location.pathname);
      void apiFetch('/api/logout', { method: 'POST', silent: true }).catch(() => undefined).finally(() => {
        const back = encodeURIComponent(location.pathname + location.search);
        location.assign(isManage ? `/login?redirect=${back}` : `${localizePath('/sign', splitLocalePath(location.pathname).lng)}?redirect=${back}`);
      });
    };
    // Spec §6: a failed check on the website goes to /user/profile; the back office stays put.
    responseHooks.on403 = () => {
      if (!/^\/(manage|login)(\/|$)/.test(location.pathname)) location.assign(localizePath('/user/profile', splitLocalePath(location.pathname).lng));
    };
  }, []);
  useEffect(() => {
    siteStore.set({ isDebug: loaderData.isDebug, isDemo: loaderData.isDemo });
    // Spec §5: a key the page asked for and did not find is reported once per tab (development adds
    // it to the repo file; otherwise it waits on the translations screen).
    const reported = new Set<string>();
    missingKeyReporter.report = (lng, ns, key) => {
      const id = `${lng}:${ns}:${key}`;
      if (!isTranslationKey(key) || reported.has(id) || reported.size >= MISSING_KEYS_PER_TAB) return;
      reported.add(id);
      void apiFetch('/api/locales', { method: 'PATCH', body: { lng, ns, key }, silent: true }).catch(() => undefined);
    };
  }, [loaderData.isDebug, loaderData.isDemo]);
  useEffect(() => {
    const onError = (e: ErrorEvent) => void reportError('unhandled', e.error ?? e.message);
    const onRejection = (e: PromiseRejectionEvent) => {
      if (!(e.reason instanceof HttpError)) void reportError('unhandled', e.reason); // HTTP failures are shown and reported by apiFetch
    };
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return (
    <I18nextProvider i18n={i18n}>
      <Outlet />
      <OverlayHost />
      <RealtimeConnector />
    </I18nextProvider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData('root') as RootData | undefined;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (!notFound) void reportError('render', isRouteErrorResponse(error) ? new Error(`${error.status} ${error.statusText}`) : error);
  }, [error, notFound]);
  const body = <NotFoundView status={notFound ? 404 : 500} />;
  if (!data) return body;
  return <I18nextProvider i18n={getI18n(data.lng, data.localesVersion, data.resources)}>{body}</I18nextProvider>;
}
