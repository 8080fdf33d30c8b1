import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { StickyBookBar } from '../../features/booking/book-now-bar';
import { bookingHref } from '../../features/booking/flow-state';
import { pickText } from '../../../common/i18n-config';
import { servicePath } from '../../../common/site-paths';
import { ListingCard } from '../../features/content/listing-card';
import { pageContext, picturesFor } from '../../features/content/page-context';
import { pageBodyClass, PageTitle } from '../../features/content/section';
import { useLocale } from '../../features/i18n/use-locale';
import { pageMeta } from '../../features/shell/seo';
import type { Route } from './+types/services';

export async function loader(args: Route.LoaderArgs) {
  const { services, lng, t } = await pageContext(args);
  const svc = await services.content.services();
  const pic = await picturesFor(services, svc.map((s) => s.image));
  return {
    seo: { title: t('site:services.title'), description: t('site:services.lead') },
    services: svc.map((s) => ({ slug: s.slug, name: pickText(s.name, lng), summary: pickText(s.summary, lng), image: pic(s.image) })),
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args.data?.seo, args);

export default function Services({ loaderData: d }: Route.ComponentProps) {
  const { t } = useTranslation('site');
  const { to } = useLocale();
  return (
    <main id="main">
      <PageTitle
        title={t('services.title')}
        lead={t('services.lead')}
        actions={<Link className="btn btn-primary" to={to(bookingHref({}))} data-testid="services-book">{t('booking:bookNow')}</Link>}
      />
      <ul className={`${pageBodyClass()} grid gap-6 sm:grid-cols-2 lg:grid-cols-3`}>
        {d.services.map((s, i) => (
          <li key={s.slug}>
            <ListingCard to={to(servicePath(s.slug))} picture={s.image} index={i}>
              <h2 className="text-lg font-semibold">{s.name}</h2>
              <p className="mt-1 text-stone-600 dark:text-stone-400">{s.summary}</p>
              <span className="link mt-3 inline-block">{t('services.more')}</span>
            </ListingCard>
          </li>
        ))}
      </ul>
      <StickyBookBar to={to(bookingHref({}))}>{t('booking:bookNow')}</StickyBookBar>
    </main>
  );
}
