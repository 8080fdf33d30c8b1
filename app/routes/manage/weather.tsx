import { useTranslation } from 'react-i18next';
import { can, canAny } from '../../../common/permissions';
import { pickText } from '../../../common/i18n-config';
import { ReadOnlyNote, ScreenHeader } from '../../components/list/list-controls';
import { ManageErrorBoundary } from '../../features/manage/error-boundary';
import { manageContext } from '../../features/manage/manage-loader';
import { manageMeta } from '../../features/manage/meta';
import { WeatherClosure } from '../../features/manage/weather/weather-closure';
import type { Route } from './+types/weather';

/** manage/weather — typhoon and black-rainstorm closures (issue 13): BOOKING_VIEW sees the bookings a window affects, BOOKING_EDIT closes. */
export async function loader(args: Route.LoaderArgs) {
  const { services, actor, lng, t } = await manageContext(args, (p) => canAny(p, 'BOOKING', 'VIEW,EDIT'));
  const places = (await services.bookingSetup.places()).map((p) => ({ id: p.id, name: pickText(p.name, lng) }));
  return { title: t('desk:weather.title'), places, canEdit: can(actor.permissions, 'BOOKING_EDIT') };
}

export const meta: Route.MetaFunction = ({ data: d }) => manageMeta(d?.title);

export default function WeatherScreen({ loaderData: d }: Route.ComponentProps) {
  const { t } = useTranslation('desk');
  return (
    <div className="space-y-5">
      <ScreenHeader title={d.title} lead={t('desk:weather.lead')} />
      {!d.canEdit && <ReadOnlyNote>{t('desk:weather.readOnly')}</ReadOnlyNote>}
      <WeatherClosure places={d.places} canEdit={d.canEdit} />
    </div>
  );
}

export function ErrorBoundary() {
  return <ManageErrorBoundary />;
}
