import { useTranslation } from 'react-i18next';
import { pickText } from '../../../common/i18n-config';
import { can, canAny } from '../../../common/permissions';
import type { ManagedTeamMember } from '../../../server/presenters/team';
import { DataList, type Columns } from '../../components/list/data-list';
import { AddButton, ScreenHeader } from '../../components/list/list-controls';
import { formCallbacks, listRights } from '../../components/list/list-helpers';
import { Flag, TitleCell } from '../../components/list/cells';
import { RowActions, useRefresh } from '../../components/list/row-actions';
import { openFormModal } from '../../components/form/modal-form';
import { StaffBookingForm } from '../../features/booking-setup/staff-form';
import { TeamProfileForm } from '../../features/cms/team-form';
import { useLocale } from '../../features/i18n/use-locale';
import { ManageErrorBoundary } from '../../features/manage/error-boundary';
import { manageContext } from '../../features/manage/manage-loader';
import { manageMeta } from '../../features/manage/meta';
import type { Route } from './+types/staff';

/**
 * manage/staff — the team (spec §3 Staff), one screen per person with two editors: the public
 * profile on /team (name, title, bio, qualifications, photo, album, order, shown) and the booking
 * settings (isTherapist, bookCfg, place). New members start here; booking stays off until set.
 */
export async function loader(args: Route.LoaderArgs) {
  const { services, actor, t } = await manageContext(args, (p) => canAny(p, 'STAFF', 'VIEW,EDIT'));
  const [staff, options, albums] = await Promise.all([services.team.list(), services.bookingSetup.options(), services.albums.list()]);
  return { title: t('schedule:staff.title'), staff, places: options.places, albums: albums.map((a) => ({ id: a.id, name: a.name })), canEdit: listRights(actor.permissions, 'STAFF').canEdit, canUpload: can(actor.permissions, 'ALBUM_EDIT') };
}

export const meta: Route.MetaFunction = ({ data }) => manageMeta(data?.title);

export default function Staff({ loaderData: d }: Route.ComponentProps) {
  const { t } = useTranslation('schedule');
  const { lng } = useLocale();
  const refresh = useRefresh();
  const yesNo = (on: boolean) => <Flag on={on} onText={t('schedule:common.yes')} offText={t('schedule:common.no')} />;
  const none = <span className="text-stone-600 dark:text-stone-400">{t('schedule:common.none')}</span>;
  const placeName = (id: number | null) => (id === null ? t('schedule:staff.noPlace') : pickText(d.places.find((p) => p.id === id)?.name, lng));
  const name = (s: ManagedTeamMember) => pickText(s.name, lng);
  const albumName = (id: number | null) => {
    const album = id === null ? undefined : d.albums.find((a) => a.id === id);
    return album ? pickText(album.name, lng) : '—';
  };
  const nextSort = Math.max(0, ...d.staff.map((s) => s.sort)) + 1;
  const editProfile = (s: ManagedTeamMember | null) =>
    openFormModal(s ? t('cms:team.editTitle', { name: name(s) }) : t('cms:team.addTitle'), (api) => <TeamProfileForm member={s} albums={d.albums} nextSort={nextSort} lng={lng} canUpload={d.canUpload} {...formCallbacks(api, refresh)} />);
  const editBooking = (s: ManagedTeamMember) => openFormModal(t('schedule:staff.editTitle', { name: name(s) }), (api) => <StaffBookingForm staff={s} places={d.places} lng={lng} {...formCallbacks(api, refresh)} />);
  const actions = d.canEdit
    ? (s: ManagedTeamMember) => (
        <RowActions
          actions={[
            { label: t('cms:team.editProfile'), ariaLabel: t('cms:team.editProfileLabel', { name: name(s) }), onClick: () => editProfile(s) },
            { label: t('cms:team.editBooking'), ariaLabel: t('cms:team.editBookingLabel', { name: name(s) }), onClick: () => editBooking(s) },
          ]}
        />
      )
    : undefined;

  const columns: Columns<ManagedTeamMember> = [
    { id: 'photo', header: t('cms:team.field.photo'), hideOnCard: true, cell: (s) => <img src={s.photo} alt="" loading="lazy" className="aspect-square w-12 rounded-full object-cover" /> },
    { id: 'name', header: t('schedule:staff.field.name'), cardTitle: true, cell: (s) => <TitleCell title={name(s)} sub={`${pickText(s.title, lng)} · /team#${s.slug}`} /> },
    {
      id: 'qualifications',
      header: t('schedule:staff.field.qualifications'),
      cell: (s) =>
        s.qualifications.length ? (
          <ul className="list-disc space-y-0.5 pl-4 text-xs">
            {s.qualifications.map((q, i) => (
              <li key={i}>{pickText(q, lng)}</li>
            ))}
          </ul>
        ) : (
          none
        ),
    },
    { id: 'album', header: t('cms:team.field.album'), cellProps: { 'data-testid': 'team-album' }, cell: (s) => albumName(s.albumId) },
    { id: 'isShow', header: t('cms:team.field.isShow'), cellProps: { 'data-testid': 'team-shown' }, cell: (s) => <Flag on={s.isShow} onText={t('cms:team.shown')} offText={t('cms:team.hidden')} /> },
    { id: 'sort', header: t('cms:team.field.sort'), className: 'tabular-nums', cell: (s) => s.sort },
    { id: 'isTherapist', header: t('schedule:staff.field.isTherapist'), cell: (s) => yesNo(s.isTherapist) },
    { id: 'isEnable', header: t('schedule:staff.field.isEnable'), cell: (s) => yesNo(s.bookCfg.isEnable) },
    { id: 'roomAssignment', header: t('schedule:staff.field.roomAssignment'), cell: (s) => (s.bookCfg.isRandom ? t('schedule:staff.random') : t('schedule:staff.inOrder')) },
    { id: 'place', header: t('schedule:staff.field.place'), cell: (s) => placeName(s.placeId) },
  ];
  return (
    <>
      <ScreenHeader title={d.title} lead={t('schedule:staff.lead')}>
        {d.canEdit && <AddButton label={t('cms:team.add')} testId="team-add" onClick={() => editProfile(null)} />}
      </ScreenHeader>
      <DataList caption={d.title} testId="staff-table" rows={d.staff} rowKey={(s) => s.id} rowAttrs={(s) => ({ 'data-testid': 'staff-row', 'data-slug': s.slug })} columns={columns} actions={actions} />
    </>
  );
}

export function ErrorBoundary() {
  return <ManageErrorBoundary />;
}
