import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pickText } from '../../../common/i18n-config';
import { can, canAny } from '../../../common/permissions';
import { serviceHoursLines, type StoredServiceHours } from '../../features/booking-setup/labels';
import { useLocale } from '../../features/i18n/use-locale';
import { ManageErrorBoundary } from '../../features/manage/error-boundary';
import { ScreenHeader } from '../../features/manage/list-controls';
import { manageContext } from '../../features/manage/manage-loader';
import { manageMeta } from '../../features/manage/meta';
import type { Route } from './+types/places';

/** manage/places — every place with its booking settings at a glance (spec §2 booking system). */
export async function loader(args: Route.LoaderArgs) {
  const { services, actor, t } = await manageContext(args, (p) => canAny(p, 'PLACE', 'VIEW,EDIT'));
  return { title: t('schedule:places.title'), places: await services.bookingSetup.places(), canEdit: can(actor.permissions, 'PLACE_EDIT') };
}

export const meta: Route.MetaFunction = ({ data }) => manageMeta(data?.title);

export default function Places({ loaderData: d }: Route.ComponentProps) {
  const { t } = useTranslation('schedule');
  const { lng } = useLocale();
  return (
    <>
      <ScreenHeader title={d.title} lead={t('schedule:places.lead')} />
      <ul className="grid gap-4 md:grid-cols-2" data-testid="places">
        {d.places.map((p) => (
          <li key={p.id} className="card flex flex-col gap-3 p-4 sm:p-5" data-testid="place-card" data-code={p.code}>
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h2 className="text-lg font-semibold">{pickText(p.name, lng)}</h2>
              {p.isBookable ? <span className="badge">{t('schedule:places.bookable')}</span> : <span className="badge bg-stone-200 text-stone-800 dark:bg-stone-700 dark:text-stone-100">{t('schedule:places.notBookable')}</span>}
            </div>
            <p className="text-sm text-stone-700 dark:text-stone-300">{pickText(p.address, lng)}</p>
            <p className="text-sm tabular-nums">{[p.phone, p.phone2].filter(Boolean).join(' · ')}</p>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="font-medium">{t('schedule:place.field.serviceHours')}</dt>
              <dd>
                <span className="block text-stone-600 dark:text-stone-400">{t(`schedule:hours.modes.${p.serviceHours.mode}`)}</span>
                {serviceHoursLines(t, p.serviceHours as StoredServiceHours).map((line) => (
                  <span key={line} className="block tabular-nums">
                    {line}
                  </span>
                ))}
              </dd>
              <dt className="font-medium">{t('schedule:place.field.minuteGrid')}</dt>
              <dd>{t(`schedule:grid.${p.minuteGrid}`, { defaultValue: p.minuteGrid })}</dd>
              <dt className="font-medium">{t('schedule:place.field.changeWindowHours')}</dt>
              <dd>{t('schedule:places.hours', { count: p.changeWindowHours })}</dd>
            </dl>
            <div className="mt-auto flex justify-end">
              <Link to={`/manage/places/${p.id}`} className="btn btn-ghost">
                {d.canEdit ? t('schedule:places.edit') : t('schedule:places.view')}
                <span className="sr-only">{pickText(p.name, lng)}</span>
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

export function ErrorBoundary() {
  return <ManageErrorBoundary />;
}
