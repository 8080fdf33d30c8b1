import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HOLIDAY_YEAR_MAX, HOLIDAY_YEAR_MIN } from '../../../common/booking-setup.schema';
import { isoFromYmd, toClinicDate } from '../../../common/clinic-time';
import { pickText } from '../../../common/i18n-config';
import { canAny } from '../../../common/permissions';
import type { SetupPublicHoliday } from '../../../server/presenters/booking-setup';
import { DataList, type Columns } from '../../components/list/data-list';
import { AddButton, ScreenHeader } from '../../components/list/list-controls';
import { formCallbacks, listRights } from '../../components/list/list-helpers';
import { NameCell } from '../../components/list/cells';
import { deleteAfterConfirm, useEditDeleteActions, useRefresh } from '../../components/list/row-actions';
import { PublicHolidayForm } from '../../features/booking-setup/holiday-forms';
import { HolidayImportForm } from '../../features/booking-setup/holiday-import';
import { dateText } from '../../features/booking-setup/labels';
import { openFormModal } from '../../components/form/modal-form';
import { useLocale } from '../../features/i18n/use-locale';
import { ManageErrorBoundary } from '../../features/manage/error-boundary';
import { manageContext } from '../../features/manage/manage-loader';
import { manageMeta } from '../../features/manage/meta';
import type { Route } from './+types/holidays';

/** manage/holidays?year= — Hong Kong public holidays, one year at a time: every place is closed on them unless opened. */
export async function loader(args: Route.LoaderArgs) {
  const { services, actor, t, url } = await manageContext(args, (p) => canAny(p, 'SCHEDULE', 'VIEW,EDIT'));
  const thisYear = Math.floor(toClinicDate(new Date()) / 10000);
  const asked = Number(url.searchParams.get('year'));
  const year = Number.isInteger(asked) && asked >= HOLIDAY_YEAR_MIN && asked <= HOLIDAY_YEAR_MAX ? asked : thisYear;
  return { title: t('schedule:publicHolidays.title'), year, holidays: await services.bookingSetup.publicHolidays({ year }), ...listRights(actor.permissions, 'SCHEDULE') };
}

export const meta: Route.MetaFunction = ({ data }) => manageMeta(data?.title);

export default function Holidays({ loaderData: d }: Route.ComponentProps) {
  const { t } = useTranslation('schedule');
  const { lng } = useLocale();
  const refresh = useRefresh();
  const taken = (except?: number) => d.holidays.map((h) => h.date).filter((x) => x !== except);
  const rowLabel = (h: SetupPublicHoliday) => `${isoFromYmd(h.date)} ${pickText(h.name, lng)}`;

  const edit = (holiday: SetupPublicHoliday | null) =>
    openFormModal(holiday ? t('schedule:publicHolidays.editTitle', { name: rowLabel(holiday) }) : t('schedule:publicHolidays.addTitle'), (api) => (
      <PublicHolidayForm holiday={holiday} taken={taken(holiday?.date)} {...formCallbacks(api, refresh)} />
    ));
  const remove = (h: SetupPublicHoliday) =>
    deleteAfterConfirm({ titleKey: 'schedule:publicHolidays.deleteTitle', message: t('schedule:publicHolidays.deleteMessage', { name: rowLabel(h) }), path: `/api/manage/booking-setup/public-holidays/${h.date}`, doneMessage: t('schedule:holidays.deleted'), onDone: refresh });
  const actions = useEditDeleteActions({ canEdit: d.canEdit, canDelete: d.canDelete, name: rowLabel, onEdit: edit, onDelete: remove });

  const columns: Columns<SetupPublicHoliday> = [
    { id: 'date', header: t('schedule:holidays.date'), cell: (h) => dateText(t, h.date), className: 'whitespace-nowrap tabular-nums', cardTitle: true },
    { id: 'name', header: t('schedule:holidays.name'), cell: (h) => <NameCell name={h.name} lng={lng} /> },
  ];
  const yearLink = (year: number, rel: 'prev' | 'next') => (
    <Link className="btn btn-ghost min-h-9 px-4" to={`/manage/holidays?year=${year}`} rel={rel} aria-label={t('schedule:publicHolidays.yearLabel', { year })}>
      {rel === 'prev' ? `← ${year}` : `${year} →`}
    </Link>
  );
  return (
    <>
      <ScreenHeader title={d.title} lead={t('schedule:publicHolidays.lead')}>
        {d.canEdit && (
          <button type="button" className="btn btn-ghost" data-testid="public-holiday-import" onClick={() => openFormModal(t('schedule:holidayImport.title'), (api) => <HolidayImportForm {...formCallbacks(api, refresh)} />)}>
            {t('schedule:holidayImport.open')}
          </button>
        )}
        {d.canEdit && <AddButton label={t('schedule:holidays.add')} testId="public-holiday-add" onClick={() => edit(null)} />}
      </ScreenHeader>
      <nav aria-label={t('schedule:publicHolidays.years')} className="mb-4 flex items-center gap-2">
        {d.year > HOLIDAY_YEAR_MIN && yearLink(d.year - 1, 'prev')}
        <span className="px-2 text-lg font-semibold tabular-nums" aria-current="page">
          {d.year}
        </span>
        {d.year < HOLIDAY_YEAR_MAX && yearLink(d.year + 1, 'next')}
      </nav>
      <DataList caption={t('schedule:publicHolidays.caption', { year: d.year })} testId="public-holidays-table" rows={d.holidays} rowKey={(h) => h.date} columns={columns}
        rowAttrs={(h) => ({ 'data-testid': 'public-holiday-row', 'data-date': h.date })} empty={t('schedule:publicHolidays.empty', { year: d.year })} actions={actions} />
    </>
  );
}

export function ErrorBoundary() {
  return <ManageErrorBoundary />;
}
