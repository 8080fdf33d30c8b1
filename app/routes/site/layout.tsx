import { useEffect } from 'react';
import { Outlet, useMatches, type ShouldRevalidateFunctionArgs } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toClinicDate } from '../../../common/clinic-time';
import { localizePath, pickText } from '../../../common/i18n-config';
import { pageContext } from '../../features/content/page-context';
import { BootLoader } from '../../features/shell/boot-loader';
import { BottomTabBar } from '../../features/shell/bottom-tab-bar';
import { withFullLoading } from '../../features/shell/full-loading';
import { registerSignInOpener, signPageHref } from '../../features/shell/sign-in-request';
import { ContactButton } from '../../features/shell/contact-button';
import { FloatingBar } from '../../features/shell/floating-bar';
import { Footer } from '../../features/shell/footer';
import { Header } from '../../features/shell/header';
import { resolveLayout } from '../../features/shell/layout-settings';
import { LeftMenu } from '../../features/shell/left-menu';
import { useLocale } from '../../features/i18n/use-locale';
import { LoadingOverlay } from '../../features/shell/loading-overlay';
import { ProgressBar } from '../../features/shell/progress-bar';
import { placeView, type ShellData } from '../../features/shell/shell-data';
import { useShellEffects } from '../../features/shell/use-shell-effects';
import { VersionNotice } from '../../features/shell/version-notice';
import type { Route } from './+types/layout';

export async function loader(args: Route.LoaderArgs): Promise<ShellData> {
  const { services, lng } = await pageContext(args);
  const [site, svc, places, hours] = await Promise.all([services.content.site(), services.content.services(), services.content.places(), services.content.placeHours()]);
  return {
    renderedOn: toClinicDate(services.clock.now()),
    siteName: site.name,
    services: svc.map((s) => ({ slug: s.slug, name: pickText(s.name, lng) })),
    places: places.map((p) => placeView(p, hours.get(p.id), lng, site.hoursNote)),
    contact: {
      phone: site.phone,
      whatsapp: site.whatsapp,
      email: site.email,
      instagramUrl: site.instagramUrl,
      facebookUrl: site.facebookUrl,
    },
  };
}

/** The shell's data depends only on the language (the layout route id carries it). */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod && formMethod !== 'GET' ? defaultShouldRevalidate : false;
}

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const matches = useMatches();
  const layout = resolveLayout(matches.map((m) => m.handle));
  useShellEffects();
  // Log in / Register open the sign-in overlay on top of the page (spec §2); its code loads on first use.
  const { lng } = useLocale();
  useEffect(
    () =>
      registerSignInOpener((request) => {
        const here = window.location.pathname + window.location.search;
        void withFullLoading(() => import('../member/sign-overlay'))
          .then((m) => m.openSignOverlay(request))
          .catch(() => window.location.assign(signPageHref((p) => localizePath(p, lng), request.view, request.redirect ?? here)));
      }),
    [lng],
  );
  return (
    <>
      <BootLoader />
      <a href="#main" className="skip-link">{t('nav.skip')}</a>
      <ProgressBar />
      {layout.hasHeader && layout.hasNavBar && !layout.isHeaderHidden && <Header data={loaderData} transparent={layout.isNavTransparent} />}
      {layout.hasNavHolder && <div className="h-[var(--nav-h)]" aria-hidden="true" />}
      {layout.hasLeftMenu && <LeftMenu data={loaderData} />}
      {layout.hasFloatingBar && <FloatingBar options={layout.floatingBarOptions ?? {}} />}
      <Outlet />
      {layout.hasFooter && <Footer data={loaderData} />}
      {layout.hasFooterBar && <BottomTabBar hiddenByLayout={layout.isFooterBarHidden} />}
      {layout.hasContactButton && <ContactButton phone={loaderData.contact.phone} whatsapp={loaderData.contact.whatsapp} />}
      <VersionNotice />
      <LoadingOverlay />
    </>
  );
}
