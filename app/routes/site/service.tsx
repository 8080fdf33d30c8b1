import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pickText } from '../../../common/i18n-config';
import { servicePath } from '../../../common/site-paths';
import { LibraryImage } from '../../features/content/library-image';
import { orNotFound, pageContext, picturesFor } from '../../features/content/page-context';
import { pageBodyClass, PageTitle, Paragraphs } from '../../features/content/section';
import { useLocale } from '../../features/i18n/use-locale';
import { LinkList } from '../../features/shell/link-list';
import { pageMeta } from '../../features/shell/seo';
import { whatsappHref } from '../../features/shell/shell-data';
import { formatMoney } from '../../../common/constants';
import { eventPath } from '../../../common/site-paths';
import { StickyBookBar } from '../../features/booking/book-now-bar';
import { bookingHref } from '../../features/booking/flow-state';
import { PackageOfferRow } from '../../features/packages/package-offer';
import { formatInstantRange } from '../../../common/date-format';
import type { Route } from './+types/service';

/** The home-visit request form (one service sells this way) brings the chat's schemas: loaded only on that page. */
const ServiceRequest = lazy(() => import('../../features/chat/service-request').then((m) => ({ default: m.ServiceRequest })));

export async function loader(args: Route.LoaderArgs) {
  const { services, lng } = await pageContext(args);
  const [s, all, site] = await Promise.all([orNotFound(services.content.service(args.params.slug)), services.content.services(), services.content.site()]);
  const offer = await services.content.serviceOffer(s.id);
  const name = pickText(s.name, lng);
  const pic = await picturesFor(services, [s.image]);
  return {
    seo: { title: name, description: pickText(s.summary, lng), image: s.image, keywords: name },
    service: { slug: s.slug, name, summary: pickText(s.summary, lng), content: pickText(s.content, lng), highlights: s.highlights.map((h) => pickText(h, lng)), image: pic(s.image) },
    others: all.filter((o) => o.slug !== s.slug).map((o) => ({ slug: o.slug, name: pickText(o.name, lng) })),
    whatsapp: site.whatsapp,
    // What this page sells, with the names and prices booking uses.
    sells: {
      mode: offer.mode,
      plans: offer.plans.map((p) => ({ id: p.id, name: pickText(p.name, lng), durationMin: p.durationMin, priceCents: p.priceCents, package: p.package, packagePromotion: p.packagePromotion })),
      addons: offer.addons.map((p) => ({ id: p.id, name: pickText(p.name, lng), durationMin: p.durationMin, priceCents: p.priceCents })),
      offers: offer.offers.map((o) => ({ id: o.id, title: pickText(o.title, lng), offerCents: o.offerCents, kind: o.kind })),
      events: offer.events.map((e) => ({ slug: e.slug, title: pickText(e.title, lng), startAt: e.startAt.toISOString(), endAt: e.endAt.toISOString() })),
    },
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args.data?.seo, args);

export default function ServicePage({ loaderData: d }: Route.ComponentProps) {
  const { t } = useTranslation('site');
  const { to } = useLocale();
  const s = d.service;
  const primary = primaryAction(d.sells, s.slug, t, to);
  return (
    <main id="main">
      <PageTitle
        title={s.name}
        lead={s.summary}
        breadcrumb={<nav aria-label={t('breadcrumb')}><Link className="link" to={to('/services')}>{t('services.title')}</Link></nav>}
        actions={
          <>
            <Link className="btn btn-primary" to={primary.href} data-testid="service-book" data-mode={d.sells.mode}>{primary.label}</Link>
            <a className="btn btn-ghost" href={whatsappHref(d.whatsapp)} target="_blank" rel="noopener noreferrer">{t('service.enquire')}</a>
          </>
        }
        aside={<LibraryImage picture={s.image} sizes="(min-width: 1024px) 32rem, 100vw" width={1280} height={720} load="priority" className="aspect-video w-full rounded-2xl object-cover" />}
      />
      <div className={`${pageBodyClass()} grid gap-10 lg:grid-cols-[2fr_1fr]`}>
        <article>
          {s.highlights.length > 0 && (
            <ul className="mb-8 grid gap-3 sm:grid-cols-2">
              {s.highlights.map((h) => (
                <li key={h} className="card flex gap-2 p-4"><span aria-hidden="true" className="text-emerald-700 dark:text-emerald-400">✓</span>{h}</li>
              ))}
            </ul>
          )}
          <Paragraphs text={s.content} className="text-lg" />
          <ServiceSells slug={s.slug} sells={d.sells} serviceName={s.name} />
        </article>
        <aside aria-labelledby="other-services">
          <h2 id="other-services" className="font-semibold">{t('service.others')}</h2>
          <LinkList className="mt-3 space-y-2" links={d.others.map((o) => ({ to: to(servicePath(o.slug)), label: o.name }))} />
        </aside>
      </div>
      <StickyBookBar to={primary.href}>{primary.label}</StickyBookBar>
    </main>
  );
}

type Sells = Route.ComponentProps['loaderData']['sells'];

/** The page's main button: book this service's plans, see its event dates, or request it. */
function primaryAction(sells: Sells, slug: string, t: (k: string) => string, to: (p: string) => string) {
  if (sells.mode === 'book') return { href: to(bookingHref({ service: slug })), label: t('booking:bookNow') };
  if (sells.mode === 'events') return { href: to(eventPath(sells.events[0]!.slug)), label: t('service.sells.seeDates') };
  return { href: '#request', label: t('service.sells.request') };
}

/** Plans and prices (as booking sells them), the event dates, or the request form. */
function ServiceSells({ slug, sells, serviceName }: { slug: string; sells: Sells; serviceName: string }) {
  const { t } = useTranslation('site');
  const { to, lng } = useLocale();
  if (sells.mode === 'request') {
    return (
      <Suspense>
        <ServiceRequest serviceName={serviceName} />
      </Suspense>
    );
  }
  if (sells.mode === 'events') {
    return (
      <section aria-labelledby="service-dates" className="mt-10">
        <h2 id="service-dates" className="text-xl font-semibold">{t('service.sells.datesTitle')}</h2>
        <ul className="mt-4 space-y-3" data-testid="service-events">
          {sells.events.map((e) => (
            <li key={e.slug} className="card flex flex-wrap items-center justify-between gap-3 p-4">
              <span>
                <span className="block font-medium">{e.title}</span>
                <span className="block text-sm text-stone-600 dark:text-stone-400" data-testid="event-when">{formatInstantRange(e.startAt, e.endAt, lng)}</span>
              </span>
              <Link className="btn btn-ghost" to={to(eventPath(e.slug))}>{t('service.sells.eventDetails')}</Link>
            </li>
          ))}
        </ul>
      </section>
    );
  }
  return (
    <section aria-labelledby="service-plans" className="mt-10">
      <h2 id="service-plans" className="text-xl font-semibold">{t('service.sells.plansTitle')}</h2>
      <ul className="mt-4 space-y-3" data-testid="service-plans">
        {sells.plans.map((p) => (
          <li key={p.id} className="card p-4" data-testid="service-plan">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <span>
                <span className="block font-medium">{p.name}</span>
                <span className="block text-sm text-stone-600 dark:text-stone-400">{t('service.sells.planMeta', { minutes: p.durationMin, price: formatMoney(p.priceCents) })}</span>
              </span>
              <Link className="btn btn-ghost" to={to(bookingHref({ service: slug, plan: p.id }))} aria-label={t('service.sells.bookPlan', { name: p.name })}>{t('booking:bookNow')}</Link>
            </div>
            {p.package && <PackageOfferRow planId={p.id} planName={p.name} offer={p.package} promotion={p.packagePromotion} />}
          </li>
        ))}
      </ul>
      {sells.addons.length > 0 && (
        <>
          <h3 className="mt-6 font-semibold">{t('service.sells.addonsTitle')}</h3>
          <p className="text-sm text-stone-600 dark:text-stone-400">{t('service.sells.addonsHint')}</p>
          <ul className="mt-2 space-y-1">
            {sells.addons.map((a) => (
              <li key={a.id}>{a.name} · {t('service.sells.planMeta', { minutes: a.durationMin, price: formatMoney(a.priceCents) })}</li>
            ))}
          </ul>
        </>
      )}
      {sells.offers.length > 0 && (
        <ul className="mt-6 space-y-2">
          {sells.offers.map((o) => (
            <li key={o.id}>
              <Link className="link" to={to(bookingHref({ promo: o.id }))}>{t('service.sells.offer', { title: o.title, price: formatMoney(o.offerCents) })}</Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export { PageErrorBoundary as ErrorBoundary } from '../../features/shell/page-error-boundary';
