import { data } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pickText } from '../../../common/i18n-config';
import { can, canAny } from '../../../common/permissions';
import { BackLink, ReadOnlyNote, ScreenHeader } from '../../components/list/list-controls';
import { useRefresh } from '../../components/list/row-actions';
import { PlaceHolidays } from '../../features/booking-setup/holiday-forms';
import { PlaceSettingsForm } from '../../features/booking-setup/place-form';
import { orNotFound } from '../../features/content/page-context';
import { ManageErrorBoundary } from '../../features/manage/error-boundary';
import { manageContext, serialParam } from '../../features/manage/manage-loader';
import { manageMeta } from '../../features/manage/meta';
import type { Route } from './+types/place';

/** manage/places/:id — one place's contact details, service hours, minute grid, change window, bookable flag and holidays. */
export async function loader(args: Route.LoaderArgs) {
  const { services, actor, lng, t } = await manageContext(args, (p) => canAny(p, 'PLACE', 'VIEW,EDIT'));
  const id = serialParam(args.params.id);
  if (id === null) throw data(null, { status: 404 });
  const found = await orNotFound(services.bookingSetup.place(id));
  return {
    title: t('schedule:place.title', { name: pickText(found.place.name, lng) }),
    ...found,
    canEdit: can(actor.permissions, 'PLACE_EDIT'),
  };
}

export const meta: Route.MetaFunction = ({ data: d }) => manageMeta(d?.title);

export default function PlaceScreen({ loaderData: d }: Route.ComponentProps) {
  const { t } = useTranslation('schedule');
  const refresh = useRefresh();
  return (
    <div className="space-y-5">
      <BackLink to="/manage/places">{t('schedule:place.back')}</BackLink>
      <ScreenHeader title={d.title} lead={t('schedule:place.lead')} />
      {!d.canEdit && <ReadOnlyNote>{t('schedule:common.readOnly')}</ReadOnlyNote>}
      {/* Re-mounted after a save so the form starts from what the server stored. */}
      <PlaceSettingsForm key={d.place.updatedAt} place={d.place} readOnly={!d.canEdit} onSaved={refresh} />
      <PlaceHolidays placeId={d.place.id} holidays={d.holidays} canEdit={d.canEdit} onChanged={refresh} />
    </div>
  );
}

export function ErrorBoundary() {
  return <ManageErrorBoundary />;
}
