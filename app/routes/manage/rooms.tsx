import { useTranslation } from 'react-i18next';
import { pickText } from '../../../common/i18n-config';
import { canAny } from '../../../common/permissions';
import type { SetupRoom } from '../../../server/presenters/booking-setup';
import { DataList, type Columns } from '../../components/list/data-list';
import { AddButton, PillNav, ScreenHeader } from '../../components/list/list-controls';
import { formCallbacks, listRights } from '../../components/list/list-helpers';
import { Flag } from '../../components/list/cells';
import { deleteAfterConfirm, useEditDeleteActions, useRefresh } from '../../components/list/row-actions';
import { openFormModal } from '../../components/form/modal-form';
import { RoomForm } from '../../features/booking-setup/room-form';
import { useLocale } from '../../features/i18n/use-locale';
import { ManageErrorBoundary } from '../../features/manage/error-boundary';
import { manageContext } from '../../features/manage/manage-loader';
import { manageMeta } from '../../features/manage/meta';
import type { Route } from './+types/rooms';

/** manage/rooms?placeId= — the rooms of one place (spec §3 Room: code, quantity). */
export async function loader(args: Route.LoaderArgs) {
  const { services, actor, t, url } = await manageContext(args, (p) => canAny(p, 'ROOM', 'VIEW,EDIT'));
  const places = (await services.bookingSetup.options()).places;
  const asked = Number(url.searchParams.get('placeId'));
  const place = places.find((p) => p.id === asked) ?? places[0];
  const rooms = place ? await services.bookingSetup.rooms(place.id) : [];
  return { title: t('schedule:rooms.title'), places, placeId: place?.id ?? null, rooms, ...listRights(actor.permissions, 'ROOM') };
}

export const meta: Route.MetaFunction = ({ data }) => manageMeta(data?.title);

export default function Rooms({ loaderData: d }: Route.ComponentProps) {
  const { t } = useTranslation('schedule');
  const { lng } = useLocale();
  const refresh = useRefresh();
  const placeName = pickText(d.places.find((p) => p.id === d.placeId)?.name, lng);
  const rowLabel = (r: SetupRoom) => `${r.code} ${pickText(r.name, lng)}`;

  const edit = (room: SetupRoom | null) => {
    const placeId = d.placeId;
    if (placeId === null) return;
    const title = room ? t('schedule:rooms.editTitle', { name: rowLabel(room) }) : t('schedule:rooms.addTitle', { place: placeName });
    openFormModal(title, (api) => <RoomForm placeId={placeId} room={room} {...formCallbacks(api, refresh)} />);
  };
  const remove = (room: SetupRoom) =>
    deleteAfterConfirm({ titleKey: 'schedule:rooms.deleteTitle', message: t('schedule:rooms.deleteMessage', { name: rowLabel(room) }), path: `/api/manage/booking-setup/rooms/${room.id}`, doneMessage: t('schedule:rooms.deleted'), onDone: refresh });

  const actions = useEditDeleteActions({ canEdit: d.canEdit, canDelete: d.canDelete, name: rowLabel, onEdit: edit, onDelete: remove });

  const columns: Columns<SetupRoom> = [
    { id: 'code', header: t('schedule:rooms.field.code'), cell: (r) => r.code, className: 'font-mono' },
    { id: 'name', header: t('schedule:rooms.field.name'), cell: (r) => pickText(r.name, lng), cardTitle: true },
    { id: 'qty', header: t('schedule:rooms.field.qty'), cell: (r) => r.qty, className: 'tabular-nums' },
    { id: 'isEnabled', header: t('schedule:rooms.field.isEnabled'), cell: (r) => <Flag on={r.isEnabled} onText={t('schedule:common.on')} offText={t('schedule:common.off')} /> },
  ];
  return (
    <>
      <ScreenHeader title={d.title} lead={t('schedule:rooms.lead')}>
        {d.canEdit && d.placeId !== null && <AddButton label={t('schedule:rooms.add')} testId="room-add" onClick={() => edit(null)} />}
      </ScreenHeader>
      <PillNav label={t('schedule:common.places')} items={d.places.map((p) => ({ key: p.id, to: `/manage/rooms?placeId=${p.id}`, label: pickText(p.name, lng), current: p.id === d.placeId }))} />
      <DataList caption={t('schedule:rooms.caption', { place: placeName })} testId="rooms-table" rows={d.rooms} columns={columns} actions={actions}
        rowAttrs={(r) => ({ 'data-testid': 'room-row', 'data-code': r.code })} empty={t('schedule:rooms.empty')} />
    </>
  );
}

export function ErrorBoundary() {
  return <ManageErrorBoundary />;
}
