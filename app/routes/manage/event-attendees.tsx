import { data, Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pickText } from '../../../common/i18n-config';
import { can, canAny } from '../../../common/permissions';
import { ScreenHeader } from '../../components/list/list-controls';
import { EventAttendees } from '../../features/cms/event-attendees';
import { ManageErrorBoundary } from '../../features/manage/error-boundary';
import { manageContext } from '../../features/manage/manage-loader';
import { manageMeta } from '../../features/manage/meta';
import type { Route } from './+types/event-attendees';

/** manage/events/:id/attendees — an event's registrations, check-in (EVENT_EDIT) and CSV export. */
export async function loader(args: Route.LoaderArgs) {
  const { services, actor, lng, t } = await manageContext(args, (p) => canAny(p, 'EVENT', 'VIEW,EDIT'));
  const id = Number(args.params.id);
  const list = Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647
    ? await services.eventRegistration.attendees(id).catch((err: { code?: string }) => (err.code === 'NOT_FOUND' ? null : Promise.reject(err)))
    : null;
  if (!list) throw data(null, { status: 404 });
  return { title: t('cms:attendees.title', { title: pickText(list.event.title, lng) }), list, canEdit: can(actor.permissions, 'EVENT_EDIT') };
}

export const meta: Route.MetaFunction = ({ data: d }) => manageMeta(d?.title);

export default function EventAttendeesScreen({ loaderData: d }: Route.ComponentProps) {
  const { t } = useTranslation('cms');
  return (
    <div className="space-y-5">
      <p>
        <Link to="/manage/events" className="link text-sm">{t('cms:attendees.back')}</Link>
      </p>
      <ScreenHeader title={d.title} lead={t('cms:attendees.lead')} />
      <EventAttendees list={d.list} canEdit={d.canEdit} caption={d.title} />
    </div>
  );
}

export function ErrorBoundary() {
  return <ManageErrorBoundary />;
}
