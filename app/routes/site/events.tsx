import { enumLabelKey } from '../../../common/enum-labels';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../common/constants';
import { pickText } from '../../../common/i18n-config';
import { eventPath } from '../../../common/site-paths';
import { formatInstantRange } from '../../../common/date-format';
import { ListingCard } from '../../features/content/listing-card';
import { pageContext, picturesFor } from '../../features/content/page-context';
import { PageBody, PageTitle } from '../../features/content/section';
import { useLocale } from '../../features/i18n/use-locale';
import { pageMeta } from '../../features/shell/seo';
import type { Route } from './+types/events';
import { eventStatusOf } from '../../../common/event-status';

export async function loader(args: Route.LoaderArgs) {
  const { services, lng, t } = await pageContext(args);
  const events = await services.content.events();
  const now = services.clock.now();
  const pic = await picturesFor(services, events.map((e) => e.banner));
  return {
    seo: { title: t('site:events.title'), description: t('site:events.lead') },
    events: events.map((e) => ({
      slug: e.slug,
      title: pickText(e.title, lng),
      banner: pic(e.banner),
      when: formatInstantRange(e.startAt, e.endAt, lng),
      place: pickText(e.place?.name, lng),
      fee: e.feeCents,
      seatMax: e.seatMax,
      status: eventStatusOf(e, now),
    })),
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args.data?.seo, args);

export default function Events({ loaderData: d }: Route.ComponentProps) {
  const { t } = useTranslation('site');
  const { to } = useLocale();
  return (
    <main id="main">
      <PageTitle title={t('events.title')} lead={t('events.lead')} />
      <PageBody>
        {d.events.length === 0 && <p>{t('events.empty')}</p>}
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {d.events.map((e, i) => (
            <li key={e.slug}>
              <ListingCard to={to(eventPath(e.slug))} picture={e.banner} index={i}>
                <span className="badge">{t(enumLabelKey('eventStatus', e.status))}</span>
                <h2 className="mt-2 text-lg font-semibold">{e.title}</h2>
                <p className="mt-1 text-sm text-stone-600 dark:text-stone-400" data-testid="event-when">{e.when}{e.place && ` · ${e.place}`}</p>
                <p className="mt-2 text-sm">{e.fee === 0 ? t('events.free') : formatMoney(e.fee)} · {e.seatMax === 0 ? t('events.unlimited') : t('events.seats', { n: e.seatMax })}</p>
              </ListingCard>
            </li>
          ))}
        </ul>
      </PageBody>
    </main>
  );
}
