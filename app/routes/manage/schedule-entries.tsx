import { redirect } from 'react-router';
import { useTranslation } from 'react-i18next';
import { scheduleEntryQuery } from '../../../common/booking-setup.schema';
import { ENTRY_TYPES } from '../../../common/booking-setup-rules';
import { isoFromYmd, ymdFromIso, addDays, toClinicDate } from '../../../common/clinic-time';
import { enumLabelKey } from '../../../common/enum-labels';
import { pickText } from '../../../common/i18n-config';
import { canAny } from '../../../common/permissions';
import type { ScheduleListRow } from '../../../server/domain/booking-setup/list-schedule-entries';
import type { SetupScheduleSeries } from '../../../server/presenters/booking-setup';
import { DataList, type Columns } from '../../components/list/data-list';
import { AddButton, ScreenHeader } from '../../components/list/list-controls';
import { FilterInput, FilterSelect, ListFilter } from '../../components/list/list-filter';
import { formCallbacks, listRights } from '../../components/list/list-helpers';
import { deleteAfterConfirm, useEditDeleteActions, useRefresh } from '../../components/list/row-actions';
import { openSeriesForm, ScheduleSeriesList, useOccurrenceActions, useTargetText } from '../../features/booking-setup/schedule-series-list';
import { dateText, entryTimeText } from '../../features/booking-setup/labels';
import { openFormModal } from '../../components/form/modal-form';
import { ScheduleEntryForm, type EditableEntry } from '../../features/booking-setup/schedule-entry-form';
import { useLocale } from '../../features/i18n/use-locale';
import { ManageErrorBoundary } from '../../features/manage/error-boundary';
import { manageContext } from '../../features/manage/manage-loader';
import { manageMeta } from '../../features/manage/meta';
import type { Route } from './+types/schedule-entries';

/** How many days the list shows when no range is asked for. */
const DEFAULT_RANGE_DAYS = 30;

/**
 * manage/schedule-entries?placeId=&from=YYYY-MM-DD&to=YYYY-MM-DD&type= — holidays, openings and
 * reservations of a place, its rooms and its staff in a date range (spec §3 schedule entry types).
 */
export async function loader(args: Route.LoaderArgs) {
  const { services, actor, t, url } = await manageContext(args, (p) => canAny(p, 'SCHEDULE', 'VIEW,EDIT'));
  const options = await services.bookingSetup.options();
  const today = toClinicDate(new Date());
  const sp = url.searchParams;
  const from = sp.get('from') ? ymdFromIso(sp.get('from')!) : today;
  const query = {
    placeId: sp.get('placeId') ?? options.places[0]?.id,
    from,
    to: sp.get('to') ? ymdFromIso(sp.get('to')!) : Number.isNaN(from) ? from : addDays(from, DEFAULT_RANGE_DAYS),
    type: sp.get('type') || undefined,
  };
  const parsed = scheduleEntryQuery.safeParse(query);
  if (!parsed.success || !options.places.some((p) => p.id === parsed.data.placeId)) {
    // A hand-made or stale address: start again from the defaults.
    if (sp.size > 0 && options.places.length > 0) throw redirect('/manage/schedule-entries');
    return { title: t('schedule:entries.title'), options, query: null, entries: [] as ScheduleListRow[], series: [] as SetupScheduleSeries[], canEdit: false, canDelete: false };
  }
  return {
    title: t('schedule:entries.title'),
    options,
    query: parsed.data,
    entries: await services.bookingSetup.scheduleEntries(parsed.data),
    series: await services.bookingSetup.scheduleSeries(parsed.data.placeId),
    ...listRights(actor.permissions, 'SCHEDULE'),
  };
}

export const meta: Route.MetaFunction = ({ data }) => manageMeta(data?.title);

export default function ScheduleEntries({ loaderData: d }: Route.ComponentProps) {
  const { t } = useTranslation('schedule');
  const { lng } = useLocale();
  const refresh = useRefresh();
  const q = d.query;
  const targetText = useTargetText(d.options, lng);
  const typeText = (type: ScheduleListRow['type']) => t(enumLabelKey('scheduleEntry', type));
  const rowLabel = (e: ScheduleListRow) => `${typeText(e.type)} ${isoFromYmd(e.date)}`;

  const edit = (entry: EditableEntry | null) => {
    if (!q) return;
    openFormModal(entry ? t('schedule:entries.editTitle', { name: rowLabel(entry as ScheduleListRow) }) : t('schedule:entries.addTitle'), (api) => (
      <ScheduleEntryForm entry={entry} placeId={q.placeId} date={q.from} options={d.options} lng={lng} {...formCallbacks(api, refresh)} />
    ));
  };
  const addSeries = (kind: 'series' | 'range') => q && openSeriesForm({ options: d.options, lng, refresh, title: t(`schedule:series.add.${kind}Title`), kind, series: null, placeId: q.placeId, date: q.from });
  const remove = (entry: ScheduleListRow) =>
    deleteAfterConfirm({ titleKey: 'schedule:entries.deleteTitle', message: t('schedule:entries.deleteMessage', { name: rowLabel(entry) }), path: `/api/manage/booking-setup/schedule-entries/${entry.id}`, doneMessage: t('schedule:entries.deleted'), onDone: refresh });
  const entryActions = useEditDeleteActions<ScheduleListRow>({ canEdit: d.canEdit, canDelete: d.canDelete, name: rowLabel, onEdit: (e) => edit({ ...e, id: e.id! }), onDelete: remove });
  const occurrenceActions = useOccurrenceActions({ options: d.options, lng, refresh, series: d.series, canEdit: d.canEdit, canDelete: d.canDelete });
  const actions = entryActions && ((e: ScheduleListRow) => (e.id === null ? occurrenceActions({ ...e, seriesId: e.seriesId! }, rowLabel(e)) : entryActions(e)));
  const typeCell = (e: ScheduleListRow) => (
    <>
      {typeText(e.type)}
      {e.seriesId !== null && <span className="ml-2 rounded bg-stone-100 px-1.5 py-0.5 text-xs text-stone-700 dark:bg-stone-800 dark:text-stone-300" data-testid="entry-series-mark">{t(e.id === null ? 'schedule:series.mark' : 'schedule:series.changedMark')}</span>}
    </>
  );

  const columns: Columns<ScheduleListRow> = [
    { id: 'date', header: t('schedule:entries.field.date'), cell: (e) => dateText(t, e.date), className: 'whitespace-nowrap tabular-nums', cardTitle: true },
    { id: 'time', header: t('schedule:entries.time'), cell: (e) => entryTimeText(t, e), className: 'whitespace-nowrap tabular-nums' },
    { id: 'type', header: t('schedule:entries.field.type'), cell: typeCell },
    { id: 'target', header: t('schedule:entries.target'), cell: targetText },
    { id: 'remark', header: t('schedule:entries.field.remark'), cell: (e) => e.remark },
  ];
  return (
    <>
      <ScreenHeader title={d.title} lead={t('schedule:entries.lead')}>
        {d.canEdit && q && (
          <div className="flex flex-wrap gap-2">
            <AddButton label={t('schedule:entries.add')} testId="entry-add" onClick={() => edit(null)} />
            <AddButton label={t('schedule:series.add.series')} testId="series-add" onClick={() => addSeries('series')} />
            <AddButton label={t('schedule:series.add.range')} testId="range-add" onClick={() => addSeries('range')} />
          </div>
        )}
      </ScreenHeader>
      {!q ? (
        <p className="card p-4 text-sm">{t('schedule:entries.noPlaces')}</p>
      ) : (
        <>
          <ListFilter testId="entry-filter" className="card p-4 sm:grid-cols-2 lg:grid-cols-5 lg:items-end" submit={t('schedule:entries.show')} primary={false}>
            <FilterSelect name="placeId" label={t('schedule:entries.field.place')} value={q.placeId} options={d.options.places.map((p) => ({ value: p.id, label: pickText(p.name, lng) }))} />
            <FilterInput type="date" name="from" label={t('schedule:entries.from')} value={isoFromYmd(q.from)} />
            <FilterInput type="date" name="to" label={t('schedule:entries.to')} value={isoFromYmd(q.to)} />
            <FilterSelect name="type" label={t('schedule:entries.field.type')} value={q.type ?? ''} all={t('schedule:common.all')} options={ENTRY_TYPES.map((x) => ({ value: x, label: typeText(x) }))} />
          </ListFilter>
          <DataList caption={t('schedule:entries.caption', { from: isoFromYmd(q.from), to: isoFromYmd(q.to) })} testId="entries-table" rows={d.entries} columns={columns}
            rowKey={(e) => e.key} rowAttrs={(e) => ({ 'data-testid': 'entry-row', 'data-type': e.type, 'data-series': e.seriesId ?? undefined })} empty={t('schedule:entries.empty')} actions={actions} />
          <ScheduleSeriesList rows={d.series} options={d.options} lng={lng} refresh={refresh} canEdit={d.canEdit} canDelete={d.canDelete} />
        </>
      )}
    </>
  );
}

export function ErrorBoundary() {
  return <ManageErrorBoundary />;
}
