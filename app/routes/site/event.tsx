import { enumLabelKey } from '../../../common/enum-labels';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../common/constants';
import { eventStatusOf } from '../../../common/event-status';
import { pickText } from '../../../common/i18n-config';
import { formatInstantRange } from '../../../common/date-format';
import { RegistrationPanel } from '../../features/events/registration-panel';
import { LibraryImage } from '../../features/content/library-image';
import { orNotFound, pageContext, picturesFor } from '../../features/content/page-context';
import { PageBody, PageTitle, Paragraphs } from '../../features/content/section';
import { useLocale } from '../../features/i18n/use-locale';
import { pageMeta } from '../../features/shell/seo';
import type { Route } from './+types/event';

export async function loader(args: Route.LoaderArgs) {
  const { services, lng } = await pageContext(args);
  const e = await orNotFound(services.content.event(args.params.slug));
  const title = pickText(e.title, lng);
  const pic = await picturesFor(services, [e.banner]);
  return {
    seo: { title, description: pickText(e.desc, lng).split('\n')[0], image: e.banner },
    event: {
      id: e.id,
      title,
      desc: pickText(e.desc, lng),
      banner: pic(e.banner),
      when: formatInstantRange(e.startAt, e.endAt, lng),
      registration: formatInstantRange(e.openAt, e.closeAt, lng),
      place: e.place ? { name: pickText(e.place.name, lng), address: pickText(e.place.address, lng) } : null,
      fee: e.feeCents,
      seatMax: e.seatMax,
      status: eventStatusOf(e, services.clock.now()),
    },
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args.data?.seo, args);

export default function EventPage({ loaderData: { event: e } }: Route.ComponentProps) {
  const { t } = useTranslation('site');
  const { to } = useLocale();
  return (
    <main id="main">
      <PageTitle
        title={e.title}
        breadcrumb={<nav aria-label={t('breadcrumb')}><Link className="link" to={to('/events')}>{t('events.title')}</Link></nav>}
        meta={
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="badge">{t(enumLabelKey('eventStatus', e.status))}</span>
            <span data-testid="event-when">{e.when}{e.place && ` · ${e.place.name}`}</span>
          </p>
        }
      />
      <PageBody measure="text">
        <LibraryImage picture={e.banner} sizes="(min-width: 768px) 45rem, 100vw" width={1280} height={720} load="priority" className="aspect-video w-full rounded-2xl object-cover" />
        <dl className="card mt-6 grid gap-x-6 gap-y-2 p-5 sm:grid-cols-[auto_1fr]">
          <dt className="font-medium">{t('events.when')}</dt><dd data-testid="event-range">{e.when}</dd>
          {e.place && (<><dt className="font-medium">{t('events.where')}</dt><dd>{e.place.name}<br />{e.place.address}</dd></>)}
          <dt className="font-medium">{t('events.fee')}</dt><dd>{e.fee === 0 ? t('events.free') : formatMoney(e.fee)}</dd>
          <dt className="font-medium">{t('events.seatsLabel')}</dt><dd>{e.seatMax === 0 ? t('events.unlimited') : t('events.seats', { n: e.seatMax })}</dd>
          <dt className="font-medium">{t('events.registration')}</dt><dd data-testid="event-registration">{e.registration}</dd>
        </dl>
        <Paragraphs text={e.desc} className="mt-8 text-lg" />
        <RegistrationPanel eventId={e.id} feeCents={e.fee} />
      </PageBody>
    </main>
  );
}

export { PageErrorBoundary as ErrorBoundary } from '../../features/shell/page-error-boundary';
