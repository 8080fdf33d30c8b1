import { Link, useRevalidator } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HOLIDAY_YEAR_MAX, HOLIDAY_YEAR_MIN } from '../../../common/booking-setup.schema';
import { isoFromYmd, toClinicDate } from '../../../common/clinic-time';
import { LANGUAGES, pickText } from '../../../common/i18n-config';
import { can, canAny } from '../../../common/permissions';
import type { SetupPublicHoliday } from '../../../server/presenters/booking-setup';
import { PublicHolidayForm } from '../../features/booking-setup/holiday-forms';
import { dateText } from '../../features/booking-setup/labels';
import { openFormModal } from '../../features/booking-setup/open-form';
import { useLocale } from '../../features/i18n/use-locale';
import { deleteAfterConfirm, RowActions } from '../../features/booking-setup/row-actions';
import { ManageErrorBoundary } from '../../features/manage/error-boundary';
import { ScreenHeader } from '../../features/manage/list-controls';
import { manageContext } from '../../features/manage/manage-loader';
import { manageMeta } from '../../features/manage/meta';
import type { Route } from './+types/holidays';

/** manage/holidays?year= — Hong Kong public holidays, one year at a time: every place is closed on them unless opened. */
export async function loader(args: Route.LoaderArgs) {
  const { services, actor, t, url } = await manageContext(args, (p) => canAny(p, 'SCHEDULE', 'VIEW,EDIT'));
  const thisYear = Math.floor(toClinicDate(new Date()) / 10000);
  const asked = Number(url.searchParams.get('year'));
  const year = Number.isInteger(asked) && asked >= HOLIDAY_YEAR_MIN && asked <= HOLIDAY_YEAR_MAX ? asked : thisYear;
  return {
    title: t('schedule:publicHolidays.title'),
    year,
    holidays: await services.bookingSetup.publicHolidays({ year }),
    canEdit: can(actor.permissions, 'SCHEDULE_EDIT'),
    canDelete: can(actor.permissions, 'SCHEDULE_DELETE'),
  };
}

export const meta: Route.MetaFunction = ({ data }) => manageMeta(data?.title);

export default function Holidays({ loaderData: d }: Route.ComponentProps) {
  const { t } = useTranslation('schedule');
  const { lng } = useLocale();
  const revalidator = useRevalidator();
  const refresh = () => void revalidator.revalidate();
  const taken = (except?: number) => d.holidays.map((h) => h.date).filter((x) => x !== except);
  const rowLabel = (h: SetupPublicHoliday) => `${isoFromYmd(h.date)} ${pickText(h.name, lng)}`;

  const edit = (holiday: SetupPublicHoliday | null) =>
    openFormModal(holiday ? t('schedule:publicHolidays.editTitle', { name: rowLabel(holiday) }) : t('schedule:publicHolidays.addTitle'), (api) => (
      <PublicHolidayForm
        holiday={holiday}
        taken={taken(holiday?.date)}
        onDirty={api.onDirty}
        onCancel={api.onCancel}
        onDone={() => {
          api.onDone();
          refresh();
        }}
      />
    ));
  const remove = (h: SetupPublicHoliday) =>
    deleteAfterConfirm({ titleKey: 'schedule:publicHolidays.deleteTitle', message: t('schedule:publicHolidays.deleteMessage', { name: rowLabel(h) }), path: `/api/manage/booking-setup/public-holidays/${h.date}`, doneMessage: t('schedule:holidays.deleted'), onDone: refresh });

  return (
    <>
      <ScreenHeader title={d.title} lead={t('schedule:publicHolidays.lead')}>
        {d.canEdit && (
          <button type="button" className="btn btn-primary" onClick={() => edit(null)} data-testid="public-holiday-add">
            {t('schedule:holidays.add')}
          </button>
        )}
      </ScreenHeader>
      <nav aria-label={t('schedule:publicHolidays.years')} className="mb-4 flex items-center gap-2">
        {d.year > HOLIDAY_YEAR_MIN && (
          <Link className="btn btn-ghost min-h-9 px-4" to={`/manage/holidays?year=${d.year - 1}`} rel="prev" aria-label={t('schedule:publicHolidays.yearLabel', { year: d.year - 1 })}>
            ← {d.year - 1}
          </Link>
        )}
        <span className="px-2 text-lg font-semibold tabular-nums" aria-current="page">
          {d.year}
        </span>
        {d.year < HOLIDAY_YEAR_MAX && (
          <Link className="btn btn-ghost min-h-9 px-4" to={`/manage/holidays?year=${d.year + 1}`} rel="next" aria-label={t('schedule:publicHolidays.yearLabel', { year: d.year + 1 })}>
            {d.year + 1} →
          </Link>
        )}
      </nav>
      <div className="card overflow-x-auto">
        <table className="w-full min-w-[20rem] text-sm" data-testid="public-holidays-table">
          <caption className="sr-only">{t('schedule:publicHolidays.caption', { year: d.year })}</caption>
          <thead className="bg-stone-50 text-left dark:bg-stone-800/50">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">{t('schedule:holidays.date')}</th>
              <th scope="col" className="px-3 py-2 font-semibold">{t('schedule:holidays.name')}</th>
              {(d.canEdit || d.canDelete) && <th scope="col" className="px-3 py-2 text-right font-semibold">{t('schedule:common.actions')}</th>}
            </tr>
          </thead>
          <tbody>
            {d.holidays.length === 0 && (
              <tr>
                <td colSpan={3} className="px-3 py-6 text-center text-stone-600 dark:text-stone-400">
                  {t('schedule:publicHolidays.empty', { year: d.year })}
                </td>
              </tr>
            )}
            {d.holidays.map((h) => (
              <tr key={h.date} className="border-t border-stone-100 align-top dark:border-stone-800" data-testid="public-holiday-row" data-date={h.date}>
                <td className="px-3 py-2 whitespace-nowrap tabular-nums">{dateText(t, h.date)}</td>
                <td className="px-3 py-2">
                  <span className="font-medium">{pickText(h.name, lng)}</span>
                  <span className="block text-xs text-stone-600 dark:text-stone-400">
                    {LANGUAGES.filter((l) => l !== lng).map((l) => (
                      <span key={l} lang={l} className="mr-2">
                        {h.name[l]}
                      </span>
                    ))}
                  </span>
                </td>
                <RowActions name={rowLabel(h)} canEdit={d.canEdit} canDelete={d.canDelete} onEdit={() => edit(h)} onDelete={() => void remove(h)} />
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
