import { Link, useRevalidator } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pickText } from '../../../common/i18n-config';
import { can, canAny } from '../../../common/permissions';
import type { SetupRoom } from '../../../server/presenters/booking-setup';
import { openFormModal } from '../../features/booking-setup/open-form';
import { RoomForm } from '../../features/booking-setup/room-form';
import { useLocale } from '../../features/i18n/use-locale';
import { deleteAfterConfirm, RowActions } from '../../features/booking-setup/row-actions';
import { ManageErrorBoundary } from '../../features/manage/error-boundary';
import { ScreenHeader } from '../../features/manage/list-controls';
import { manageContext } from '../../features/manage/manage-loader';
import { manageMeta } from '../../features/manage/meta';
import type { Route } from './+types/rooms';

/** manage/rooms?placeId= — the rooms of one place (spec §3 Room: code, quantity). */
export async function loader(args: Route.LoaderArgs) {
  const { services, actor, t, url } = await manageContext(args, (p) => canAny(p, 'ROOM', 'VIEW,EDIT'));
  const places = (await services.bookingSetup.options()).places;
  const asked = Number(url.searchParams.get('placeId'));
  const place = places.find((p) => p.id === asked) ?? places[0];
  return {
    title: t('schedule:rooms.title'),
    places,
    placeId: place?.id ?? null,
    rooms: place ? await services.bookingSetup.rooms(place.id) : [],
    canEdit: can(actor.permissions, 'ROOM_EDIT'),
    canDelete: can(actor.permissions, 'ROOM_DELETE'),
  };
}

export const meta: Route.MetaFunction = ({ data }) => manageMeta(data?.title);

export default function Rooms({ loaderData: d }: Route.ComponentProps) {
  const { t } = useTranslation('schedule');
  const { lng } = useLocale();
  const revalidator = useRevalidator();
  const refresh = () => void revalidator.revalidate();
  const placeName = pickText(d.places.find((p) => p.id === d.placeId)?.name, lng);
  const rowLabel = (r: SetupRoom) => `${r.code} ${pickText(r.name, lng)}`;

  const edit = (room: SetupRoom | null) => {
    if (d.placeId === null) return;
    const placeId = d.placeId;
    openFormModal(room ? t('schedule:rooms.editTitle', { name: rowLabel(room) }) : t('schedule:rooms.addTitle', { place: placeName }), (api) => (
      <RoomForm
        placeId={placeId}
        room={room}
        onDirty={api.onDirty}
        onCancel={api.onCancel}
        onDone={() => {
          api.onDone();
          refresh();
        }}
      />
    ));
  };
  const remove = (room: SetupRoom) =>
    deleteAfterConfirm({ titleKey: 'schedule:rooms.deleteTitle', message: t('schedule:rooms.deleteMessage', { name: rowLabel(room) }), path: `/api/manage/booking-setup/rooms/${room.id}`, doneMessage: t('schedule:rooms.deleted'), onDone: refresh });

  return (
    <>
      <ScreenHeader title={d.title} lead={t('schedule:rooms.lead')}>
        {d.canEdit && d.placeId !== null && (
          <button type="button" className="btn btn-primary" onClick={() => edit(null)} data-testid="room-add">
            {t('schedule:rooms.add')}
          </button>
        )}
      </ScreenHeader>
      <nav aria-label={t('schedule:common.places')} className="mb-4 flex flex-wrap gap-2">
        {d.places.map((p) => (
          <Link
            key={p.id}
            to={`/manage/rooms?placeId=${p.id}`}
            aria-current={p.id === d.placeId ? 'page' : undefined}
            className={`rounded-full border px-3 py-1.5 text-sm ${p.id === d.placeId ? 'border-emerald-800 bg-emerald-800 text-white dark:border-emerald-500 dark:bg-emerald-700' : 'border-stone-300 hover:bg-stone-100 dark:border-stone-700 dark:hover:bg-stone-800'}`}
          >
            {pickText(p.name, lng)}
          </Link>
        ))}
      </nav>
      <div className="card overflow-x-auto">
        <table className="w-full min-w-[30rem] text-sm" data-testid="rooms-table">
          <caption className="sr-only">{t('schedule:rooms.caption', { place: placeName })}</caption>
          <thead className="bg-stone-50 text-left dark:bg-stone-800/50">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">{t('schedule:rooms.field.code')}</th>
              <th scope="col" className="px-3 py-2 font-semibold">{t('schedule:rooms.field.name')}</th>
              <th scope="col" className="px-3 py-2 font-semibold">{t('schedule:rooms.field.qty')}</th>
              <th scope="col" className="px-3 py-2 font-semibold">{t('schedule:rooms.field.isEnabled')}</th>
              {(d.canEdit || d.canDelete) && <th scope="col" className="px-3 py-2 text-right font-semibold">{t('schedule:common.actions')}</th>}
            </tr>
          </thead>
          <tbody>
            {d.rooms.length === 0 && (
              <tr>
                <td colSpan={5} className="px-3 py-6 text-center text-stone-600 dark:text-stone-400">
                  {t('schedule:rooms.empty')}
                </td>
              </tr>
            )}
            {d.rooms.map((r) => (
              <tr key={r.id} className="border-t border-stone-100 dark:border-stone-800" data-testid="room-row" data-code={r.code}>
                <td className="px-3 py-2 font-mono">{r.code}</td>
                <td className="px-3 py-2">{pickText(r.name, lng)}</td>
                <td className="px-3 py-2 tabular-nums">{r.qty}</td>
                <td className="px-3 py-2">{r.isEnabled ? <span className="badge">{t('schedule:common.on')}</span> : <span className="text-stone-600 dark:text-stone-400">{t('schedule:common.off')}</span>}</td>
                <RowActions name={rowLabel(r)} canEdit={d.canEdit} canDelete={d.canDelete} onEdit={() => edit(r)} onDelete={() => void remove(r)} />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <ManageErrorBoundary />;
}
