import { useTranslation } from 'react-i18next';
import { pickText } from '../../../common/i18n-config';
import { canAny } from '../../../common/permissions';
import type { SetupStaff } from '../../../server/presenters/booking-setup';
import { DataList, type Columns } from '../../components/list/data-list';
import { ScreenHeader } from '../../components/list/list-controls';
import { formCallbacks, listRights } from '../../components/list/list-helpers';
import { Flag, TitleCell } from '../../components/list/cells';
import { useEditDeleteActions, useRefresh } from '../../components/list/row-actions';
import { openFormModal } from '../../components/form/modal-form';
import { StaffBookingForm } from '../../features/booking-setup/staff-form';
import { useLocale } from '../../features/i18n/use-locale';
import { ManageErrorBoundary } from '../../features/manage/error-boundary';
import { manageContext } from '../../features/manage/manage-loader';
import { manageMeta } from '../../features/manage/meta';
import type { Route } from './+types/staff';

/** manage/staff — each team member's booking settings (spec §3 Staff: isTherapist, bookCfg, place) and qualifications. */
export async function loader(args: Route.LoaderArgs) {
  const { services, actor, t } = await manageContext(args, (p) => canAny(p, 'STAFF', 'VIEW,EDIT'));
  const [staff, options] = [await services.bookingSetup.staff(), await services.bookingSetup.options()];
  return { title: t('schedule:staff.title'), staff, places: options.places, canEdit: listRights(actor.permissions, 'STAFF').canEdit };
}

export const meta: Route.MetaFunction = ({ data }) => manageMeta(data?.title);

export default function Staff({ loaderData: d }: Route.ComponentProps) {
  const { t } = useTranslation('schedule');
  const { lng } = useLocale();
  const refresh = useRefresh();
  const yesNo = (on: boolean) => <Flag on={on} onText={t('schedule:common.yes')} offText={t('schedule:common.no')} />;
  const none = <span className="text-stone-600 dark:text-stone-400">{t('schedule:common.none')}</span>;
  const placeName = (id: number | null) => (id === null ? t('schedule:staff.noPlace') : pickText(d.places.find((p) => p.id === id)?.name, lng));
  const name = (s: SetupStaff) => pickText(s.name, lng);
  const edit = (s: SetupStaff) => openFormModal(t('schedule:staff.editTitle', { name: name(s) }), (api) => <StaffBookingForm staff={s} places={d.places} lng={lng} {...formCallbacks(api, refresh)} />);
  const actions = useEditDeleteActions({ canEdit: d.canEdit, name, onEdit: edit });

  const columns: Columns<SetupStaff> = [
    { id: 'name', header: t('schedule:staff.field.name'), cardTitle: true, cell: (s) => <TitleCell title={name(s)} sub={pickText(s.title, lng)} /> },
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
    { id: 'isTherapist', header: t('schedule:staff.field.isTherapist'), cell: (s) => yesNo(s.isTherapist) },
    { id: 'isEnable', header: t('schedule:staff.field.isEnable'), cell: (s) => yesNo(s.bookCfg.isEnable) },
    { id: 'roomAssignment', header: t('schedule:staff.field.roomAssignment'), cell: (s) => (s.bookCfg.isRandom ? t('schedule:staff.random') : t('schedule:staff.inOrder')) },
    { id: 'place', header: t('schedule:staff.field.place'), cell: (s) => placeName(s.placeId) },
  ];
  return (
    <>
      <ScreenHeader title={d.title} lead={t('schedule:staff.lead')} />
      <DataList caption={d.title} testId="staff-table" rows={d.staff} rowAttrs={(s) => ({ 'data-testid': 'staff-row', 'data-slug': s.slug })} columns={columns} actions={actions} />
    </>
  );
}

export function ErrorBoundary() {
  return <ManageErrorBoundary />;
}
