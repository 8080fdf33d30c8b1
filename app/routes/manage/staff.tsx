import { useRevalidator } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pickText } from '../../../common/i18n-config';
import { can, canAny } from '../../../common/permissions';
import type { SetupStaff } from '../../../server/presenters/booking-setup';
import { openFormModal } from '../../features/booking-setup/open-form';
import { StaffBookingForm } from '../../features/booking-setup/staff-form';
import { useLocale } from '../../features/i18n/use-locale';
import { ManageErrorBoundary } from '../../features/manage/error-boundary';
import { ScreenHeader } from '../../features/manage/list-controls';
import { manageContext } from '../../features/manage/manage-loader';
import { manageMeta } from '../../features/manage/meta';
import type { Route } from './+types/staff';

/** manage/staff — each team member's booking settings (spec §3 Staff: isTherapist, bookCfg, place) and qualifications. */
export async function loader(args: Route.LoaderArgs) {
  const { services, actor, t } = await manageContext(args, (p) => canAny(p, 'STAFF', 'VIEW,EDIT'));
  const [staff, options] = [await services.bookingSetup.staff(), await services.bookingSetup.options()];
  return { title: t('schedule:staff.title'), staff, places: options.places, canEdit: can(actor.permissions, 'STAFF_EDIT') };
}

export const meta: Route.MetaFunction = ({ data }) => manageMeta(data?.title);

function YesNo({ on }: { on: boolean }) {
  const { t } = useTranslation('schedule');
  return on ? <span className="badge">{t('schedule:common.yes')}</span> : <span className="text-stone-600 dark:text-stone-400">{t('schedule:common.no')}</span>;
}

export default function Staff({ loaderData: d }: Route.ComponentProps) {
  const { t } = useTranslation('schedule');
  const { lng } = useLocale();
  const revalidator = useRevalidator();
  const placeName = (id: number | null) => (id === null ? t('schedule:staff.noPlace') : pickText(d.places.find((p) => p.id === id)?.name, lng));
  const edit = (s: SetupStaff) =>
    openFormModal(t('schedule:staff.editTitle', { name: pickText(s.name, lng) }), (api) => (
      <StaffBookingForm
        staff={s}
        places={d.places}
        lng={lng}
        onDirty={api.onDirty}
        onCancel={api.onCancel}
        onDone={() => {
          api.onDone();
          void revalidator.revalidate();
        }}
      />
    ));

  return (
    <>
      <ScreenHeader title={d.title} lead={t('schedule:staff.lead')} />
      <div className="card overflow-x-auto">
        <table className="w-full min-w-[44rem] text-sm" data-testid="staff-table">
          <caption className="sr-only">{d.title}</caption>
          <thead className="bg-stone-50 text-left dark:bg-stone-800/50">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">{t('schedule:staff.field.name')}</th>
              <th scope="col" className="px-3 py-2 font-semibold">{t('schedule:staff.field.qualifications')}</th>
              <th scope="col" className="px-3 py-2 font-semibold">{t('schedule:staff.field.isTherapist')}</th>
              <th scope="col" className="px-3 py-2 font-semibold">{t('schedule:staff.field.isEnable')}</th>
              <th scope="col" className="px-3 py-2 font-semibold">{t('schedule:staff.field.roomAssignment')}</th>
              <th scope="col" className="px-3 py-2 font-semibold">{t('schedule:staff.field.place')}</th>
              {d.canEdit && <th scope="col" className="px-3 py-2 text-right font-semibold">{t('schedule:common.actions')}</th>}
            </tr>
          </thead>
          <tbody>
            {d.staff.map((s) => (
              <tr key={s.id} className="border-t border-stone-100 align-top dark:border-stone-800" data-testid="staff-row" data-slug={s.slug}>
                <td className="px-3 py-2">
                  <span className="font-medium">{pickText(s.name, lng)}</span>
                  <span className="block text-xs text-stone-600 dark:text-stone-400">{pickText(s.title, lng)}</span>
                </td>
                <td className="px-3 py-2">
                  {s.qualifications.length ? (
                    <ul className="list-disc space-y-0.5 pl-4 text-xs">
                      {s.qualifications.map((q, i) => (
                        <li key={i}>{pickText(q, lng)}</li>
                      ))}
                    </ul>
                  ) : (
                    <span className="text-stone-600 dark:text-stone-400">{t('schedule:common.none')}</span>
                  )}
                </td>
                <td className="px-3 py-2"><YesNo on={s.isTherapist} /></td>
                <td className="px-3 py-2"><YesNo on={s.bookCfg.isEnable} /></td>
                <td className="px-3 py-2">{s.bookCfg.isRandom ? t('schedule:staff.random') : t('schedule:staff.inOrder')}</td>
                <td className="px-3 py-2">{placeName(s.placeId)}</td>
                {d.canEdit && (
                  <td className="px-3 py-2 text-right">
                    <button type="button" className="nav-link text-sm" onClick={() => edit(s)} aria-label={t('schedule:action.editLabel', { name: pickText(s.name, lng) })}>
                      {t('schedule:action.edit')}
                    </button>
                  </td>
                )}
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
