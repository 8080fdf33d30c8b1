import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pickText } from '../../../common/i18n-config';
import { can, canAny } from '../../../common/permissions';
import type { SetupPlace } from '../../../server/presenters/booking-setup';
import { DataList, type Columns } from '../../components/list/data-list';
import { ScreenHeader } from '../../components/list/list-controls';
import { Flag } from '../../components/list/cells';
import { serviceHoursLines } from '../../features/booking-setup/labels';
import { useLocale } from '../../features/i18n/use-locale';
import { ManageErrorBoundary } from '../../features/manage/error-boundary';
import { manageContext } from '../../features/manage/manage-loader';
import { manageMeta } from '../../features/manage/meta';
import type { Route } from './+types/places';
import type { ServiceHours } from '../../../common/booking-setup-rules';

/** manage/places — every place with its booking settings at a glance (spec §2 booking system). */
export async function loader(args: Route.LoaderArgs) {
  const { services, actor, t } = await manageContext(args, (p) => canAny(p, 'PLACE', 'VIEW,EDIT'));
  return { title: t('schedule:places.title'), places: await services.bookingSetup.places(), canEdit: can(actor.permissions, 'PLACE_EDIT') };
}

export const meta: Route.MetaFunction = ({ data }) => manageMeta(data?.title);

export default function Places({ loaderData: d }: Route.ComponentProps) {
  const { t } = useTranslation('schedule');
  const { lng } = useLocale();
  const columns: Columns<SetupPlace> = [
    { id: 'name', header: t('schedule:place.field.name'), cell: (p) => <span className="font-medium">{pickText(p.name, lng)}</span>, cardTitle: true },
    { id: 'isBookable', header: t('schedule:place.field.isBookable'), cell: (p) => <Flag on={p.isBookable} onText={t('schedule:places.bookable')} offText={t('schedule:places.notBookable')} /> },
    { id: 'address', header: t('schedule:place.field.address'), cell: (p) => pickText(p.address, lng) },
    { id: 'phone', header: t('schedule:place.field.phone'), cell: (p) => [p.phone, p.phone2].filter(Boolean).join(' · '), className: 'tabular-nums' },
    {
      id: 'serviceHours',
      header: t('schedule:place.field.serviceHours'),
      cell: (p) => (
        <>
          <span className="block text-stone-600 dark:text-stone-400">{t(`schedule:hours.modes.${p.serviceHours.mode}`)}</span>
          {serviceHoursLines(t, p.serviceHours as ServiceHours).map((line) => (
            <span key={line} className="block tabular-nums">
              {line}
            </span>
          ))}
        </>
      ),
    },
    { id: 'minuteGrid', header: t('schedule:place.field.minuteGrid'), cell: (p) => t(`schedule:grid.${p.minuteGrid}`, { defaultValue: p.minuteGrid }) },
    { id: 'changeWindowHours', header: t('schedule:place.field.changeWindowHours'), cell: (p) => t('schedule:places.hours', { count: p.changeWindowHours }) },
  ];
  return (
    <>
      <ScreenHeader title={d.title} lead={t('schedule:places.lead')} />
      <DataList
        caption={d.title}
        testId="places"
        rows={d.places}
        rowAttrs={(p) => ({ 'data-testid': 'place-card', 'data-code': p.code })}
        columns={columns}
        actions={(p) => (
          <Link to={`/manage/places/${p.id}`} className="btn btn-ghost min-h-9 px-4 whitespace-nowrap">
            {d.canEdit ? t('schedule:places.edit') : t('schedule:places.view')}
            <span className="sr-only">{pickText(p.name, lng)}</span>
          </Link>
        )}
      />
    </>
  );
}

export function ErrorBoundary() {
  return <ManageErrorBoundary />;
}
