import { useTranslation } from 'react-i18next';
import { textFromHhmm } from '../../../common/clinic-time';
import { formatMoney } from '../../../common/constants';
import { enumLabelKey } from '../../../common/enum-labels';
import { EVENT_LIST_STATES, eventListQuery } from '../../../common/event.schema';
import { pickText, type LocalizedText } from '../../../common/i18n-config';
import { can, canAny } from '../../../common/permissions';
import type { ManagedEvent } from '../../../server/presenters/event';
import { Flag, ThumbCell, TitleCell } from '../../components/list/cells';
import { type Columns } from '../../components/list/data-list';
import { FilterSelect } from '../../components/list/list-filter';
import { ListScreen } from '../../components/list/list-screen';
import { listRights } from '../../components/list/list-helpers';
import { useBinList } from '../../components/list/row-editor';
import type { ModalFormProps } from '../../components/form/modal-form';
import { AttendeesAction } from '../../features/cms/event-attendees';
import { EventForm } from '../../features/cms/event-form';
import { useLocale } from '../../features/i18n/use-locale';
import { ManageErrorBoundary } from '../../features/manage/error-boundary';
import { listPage, manageContext } from '../../features/manage/manage-loader';
import { manageMeta } from '../../features/manage/meta';
import type { Route } from './+types/events';

/** manage/events — workshops and talks on /events: banner, seats, fee, place, times, registration window; a bin. */
export async function loader(args: Route.LoaderArgs) {
  const { services, actor, t, url } = await manageContext(args, (p) => canAny(p, 'EVENT', 'VIEW,EDIT'));
  const [{ query, list }, places, all] = await Promise.all([listPage(url, eventListQuery, services.clinicEvents.list), services.content.places(), services.content.services()]);
  const named = (xs: readonly { id: number; name: LocalizedText }[]) => xs.map((x) => ({ id: x.id, name: x.name }));
  return { title: t('cms:event.title'), state: query.state, ...list, places: named(places), services: named(all), canUpload: can(actor.permissions, 'ALBUM_EDIT'), ...listRights(actor.permissions, 'EVENT') };
}

export const meta: Route.MetaFunction = ({ data }) => manageMeta(data?.title);

/** "2026-12-12 14:30" from a clinic date and time. */
const when = (date: number, time: number) => `${String(date).replace(/(\d{4})(\d{2})(\d{2})/, '$1-$2-$3')} ${textFromHhmm(time)}`;

export default function Events({ loaderData: d }: Route.ComponentProps) {
  const { t } = useTranslation('cms');
  const { lng } = useLocale();
  const title = (e: ManagedEvent) => pickText(e.title, lng);
  const form = (e: ManagedEvent | null, callbacks: ModalFormProps) => <EventForm event={e} places={d.places} services={d.services} lng={lng} canUpload={d.canUpload} {...callbacks} />;
  const bin = useBinList({ messages: 'cms:event', path: '/api/manage/events', rights: d, name: title, form });

  const columns: Columns<ManagedEvent> = [
    { id: 'banner', header: t('cms:event.field.banner'), hideOnCard: true, cell: (e) => <ThumbCell src={e.banner} /> },
    { id: 'title', header: t('cms:event.field.title'), cardTitle: true, cell: (e) => <TitleCell title={title(e)} sub={`/events/${e.slug}`} /> },
    { id: 'start', header: t('cms:event.field.start'), className: 'whitespace-nowrap tabular-nums', cell: (e) => when(e.startDate, e.startTime) },
    { id: 'place', header: t('cms:event.field.place'), cell: (e) => (e.placeId ? pickText(d.places.find((p) => p.id === e.placeId)?.name, lng) : t('cms:event.noPlace')) },
    { id: 'seats', header: t('cms:event.field.seatMax'), className: 'tabular-nums', cell: (e) => (e.seatMax === 0 ? t('cms:event.unlimited') : e.seatMax) },
    { id: 'fee', header: t('cms:event.field.fee'), className: 'tabular-nums', cell: (e) => (e.feeCents === 0 ? t('cms:event.free') : formatMoney(e.feeCents)) },
    {
      id: 'status',
      header: t('cms:event.col.status'),
      cellProps: { 'data-testid': 'event-status' },
      cell: (e) => (e.deletedAt ? t('cms:event.state.deleted') : !e.isShow ? <Flag on={false} onText="" offText={t('cms:event.state.hidden')} /> : t(enumLabelKey('eventStatus', e.status))),
    },
  ];
  return (
    <ListScreen messages="cms:event" title={d.title} path="/manage/events" bin={bin}
      filterGrid="sm:grid-cols-[1fr_auto] sm:items-end"
      filters={<FilterSelect name="state" label={t('cms:event.col.status')} options={EVENT_LIST_STATES.map((x) => ({ value: x, label: t(`cms:event.state.${x}`) }))} value={d.state} />}
      list={{ rows: d.rows, columns, pagination: d.pagination, rowAttrs: (e) => ({ 'data-id': e.id, 'data-slug': e.slug }), actions: (e) => <AttendeesAction event={e} name={title(e)} others={bin.actions?.(e)} /> }}
    />
  );
}

export function ErrorBoundary() {
  return <ManageErrorBoundary />;
}
