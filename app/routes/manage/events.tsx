import { redirect, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { textFromHhmm } from '../../../common/clinic-time';
import { formatMoney } from '../../../common/constants';
import { enumLabelKey } from '../../../common/enum-labels';
import { EVENT_LIST_STATES, eventListQuery } from '../../../common/event.schema';
import { pagePathOf, pickText, type LocalizedText } from '../../../common/i18n-config';
import { can, canAny } from '../../../common/permissions';
import type { ManagedEvent } from '../../../server/presenters/event';
import { openFormModal } from '../../components/form/modal-form';
import { Flag, TitleCell } from '../../components/list/cells';
import { DataList, type Columns } from '../../components/list/data-list';
import { AddButton, ScreenHeader } from '../../components/list/list-controls';
import { FilterInput, FilterSelect, ListFilter } from '../../components/list/list-filter';
import { formCallbacks, listRights } from '../../components/list/list-helpers';
import { useBinActions, useRefresh } from '../../components/list/row-actions';
import { EventForm } from '../../features/cms/event-form';
import { useLocale } from '../../features/i18n/use-locale';
import { ManageErrorBoundary } from '../../features/manage/error-boundary';
import { manageContext, queryOf } from '../../features/manage/manage-loader';
import { manageMeta } from '../../features/manage/meta';
import type { Route } from './+types/events';

/** manage/events — workshops and talks on /events: banner, seats, fee, place, times, registration window; a bin. */
export async function loader(args: Route.LoaderArgs) {
  const { services, actor, t, url } = await manageContext(args, (p) => canAny(p, 'EVENT', 'VIEW,EDIT'));
  const parsed = eventListQuery.safeParse(queryOf(url));
  if (!parsed.success) throw redirect(pagePathOf(url));
  const [list, places, all] = await Promise.all([services.clinicEvents.list(parsed.data), services.content.places(), services.content.services()]);
  if (list.pagination.isOutOfRange) {
    url.searchParams.set('page', String(Math.max(1, Math.ceil(list.pagination.page.total / parsed.data.pageSize))));
    throw redirect(pagePathOf(url) + url.search);
  }
  const named = (xs: readonly { id: number; name: LocalizedText }[]) => xs.map((x) => ({ id: x.id, name: x.name }));
  return { title: t('cms:event.title'), state: parsed.data.state, ...list, places: named(places), services: named(all), canUpload: can(actor.permissions, 'ALBUM_EDIT'), ...listRights(actor.permissions, 'EVENT') };
}

export const meta: Route.MetaFunction = ({ data }) => manageMeta(data?.title);

/** "2026-12-12 14:30" from a clinic date and time. */
const when = (date: number, time: number) => `${String(date).replace(/(\d{4})(\d{2})(\d{2})/, '$1-$2-$3')} ${textFromHhmm(time)}`;

export default function Events({ loaderData: d }: Route.ComponentProps) {
  const { t } = useTranslation('cms');
  const { lng } = useLocale();
  const [params] = useSearchParams();
  const refresh = useRefresh();
  const title = (e: ManagedEvent) => pickText(e.title, lng);
  const edit = (e: ManagedEvent | null) =>
    openFormModal(e ? t('cms:event.editTitle', { name: title(e) }) : t('cms:event.addTitle'), (api) => (
      <EventForm event={e} places={d.places} services={d.services} lng={lng} canUpload={d.canUpload} {...formCallbacks(api, refresh)} />
    ));
  const actions = useBinActions<ManagedEvent>({ canEdit: d.canEdit, canDelete: d.canDelete, messages: 'cms:event', path: '/api/manage/events', name: title, onEdit: edit, onDone: refresh });

  const columns: Columns<ManagedEvent> = [
    { id: 'banner', header: t('cms:event.field.banner'), hideOnCard: true, cell: (e) => <img src={e.banner} alt="" loading="lazy" className="aspect-video w-24 rounded-md object-cover" /> },
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
    <>
      <ScreenHeader title={d.title} lead={t('cms:event.lead')}>
        {d.canEdit && <AddButton label={t('cms:event.add')} testId="event-add" onClick={() => edit(null)} />}
      </ScreenHeader>
      <ListFilter testId="event-filter" className="card p-4 sm:grid-cols-[1fr_auto] sm:items-end" resetTo="/manage/events">
        <FilterInput name="q" label={t('cms:event.search')} placeholder={t('cms:event.searchPlaceholder')} maxLength={100} />
        <FilterSelect name="state" label={t('cms:event.col.status')} options={EVENT_LIST_STATES.map((x) => ({ value: x, label: t(`cms:event.state.${x}`) }))} value={d.state} />
      </ListFilter>
      <DataList
        caption={d.title}
        testId="event-table"
        rows={d.rows}
        columns={columns}
        actions={actions}
        pagination={d.pagination}
        rowAttrs={(e) => ({ 'data-testid': 'event-row', 'data-id': e.id, 'data-slug': e.slug })}
        empty={params.size ? t('cms:event.noMatch') : t('cms:event.empty')}
      />
    </>
  );
}

export function ErrorBoundary() {
  return <ManageErrorBoundary />;
}
