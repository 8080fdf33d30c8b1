import { redirect } from 'react-router';
import { useTranslation } from 'react-i18next';
import { scheduleEntryQuery } from '../../../common/booking-setup.schema';
import { ENTRY_TYPES, entryTarget } from '../../../common/booking-setup-rules';
import { isoFromYmd, ymdFromIso, addDays, toClinicDate } from '../../../common/clinic-time';
import { enumLabelKey } from '../../../common/enum-labels';
import { pickText } from '../../../common/i18n-config';
import { canAny } from '../../../common/permissions';
import type { SetupScheduleEntry } from '../../../server/presenters/booking-setup';
import { DataList, type Columns } from '../../components/list/data-list';
import { AddButton, ScreenHeader } from '../../components/list/list-controls';
import { FilterInput, FilterSelect, ListFilter } from '../../components/list/list-filter';
import { formCallbacks, listRights } from '../../components/list/list-helpers';
import { deleteAfterConfirm, useEditDeleteActions, useRefresh } from '../../components/list/row-actions';
import { dateText, entryTimeText } from '../../features/booking-setup/labels';
import { openFormModal } from '../../components/form/modal-form';
import { ScheduleEntryForm } from '../../features/booking-setup/schedule-entry-form';
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
    return { title: t('schedule:entries.title'), options, query: null, entries: [] as SetupScheduleEntry[], canEdit: false, canDelete: false };
  }
  return {
    title: t('schedule:entries.title'),
    options,
    query: parsed.data,
    entries: await services.bookingSetup.scheduleEntries(parsed.data),
    ...listRights(actor.permissions, 'SCHEDULE'),
  };
}

export const meta: Route.MetaFunction = ({ data }) => manageMeta(data?.title);

export default function ScheduleEntries({ loaderData: d }: Route.ComponentProps) {
  const { t } = useTranslation('schedule');
  const { lng } = useLocale();
  const refresh = useRefresh();
  const q = d.query;
  const targetText = (e: SetupScheduleEntry) => {
    const kind = entryTarget(e.type);
    if (kind === 'room') {
      const r = d.options.rooms.find((x) => x.id === e.roomId);
      return r ? `${r.code} · ${pickText(r.name, lng)}` : '';
    }
    if (kind === 'staff') return pickText(d.options.staff.find((x) => x.id === e.staffId)?.name, lng);
    return t('schedule:entries.wholePlace');
  };
  const typeText = (type: SetupScheduleEntry['type']) => t(enumLabelKey('scheduleEntry', type));
  const rowLabel = (e: SetupScheduleEntry) => `${typeText(e.type)} ${isoFromYmd(e.date)}`;

  const edit = (entry: SetupScheduleEntry | null) => {
    if (!q) return;
    openFormModal(entry ? t('schedule:entries.editTitle', { name: rowLabel(entry) }) : t('schedule:entries.addTitle'), (api) => (
      <ScheduleEntryForm entry={entry} placeId={q.placeId} date={q.from} options={d.options} lng={lng} {...formCallbacks(api, refresh)} />
    ));
  };
  const remove = (entry: SetupScheduleEntry) =>
    deleteAfterConfirm({ titleKey: 'schedule:entries.deleteTitle', message: t('schedule:entries.deleteMessage', { name: rowLabel(entry) }), path: `/api/manage/booking-setup/schedule-entries/${entry.id}`, doneMessage: t('schedule:entries.deleted'), onDone: refresh });
  const actions = useEditDeleteActions({ canEdit: d.canEdit, canDelete: d.canDelete, name: rowLabel, onEdit: edit, onDelete: remove });

  const columns: Columns<SetupScheduleEntry> = [
    { id: 'date', header: t('schedule:entries.field.date'), cell: (e) => dateText(t, e.date), className: 'whitespace-nowrap tabular-nums', cardTitle: true },
    { id: 'time', header: t('schedule:entries.time'), cell: (e) => entryTimeText(t, e), className: 'whitespace-nowrap tabular-nums' },
    { id: 'type', header: t('schedule:entries.field.type'), cell: (e) => typeText(e.type) },
    { id: 'target', header: t('schedule:entries.target'), cell: targetText },
    { id: 'remark', header: t('schedule:entries.field.remark'), cell: (e) => e.remark },
  ];
  return (
    <>
      <ScreenHeader title={d.title} lead={t('schedule:entries.lead')}>
        {d.canEdit && q && <AddButton label={t('schedule:entries.add')} testId="entry-add" onClick={() => edit(null)} />}
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
            rowAttrs={(e) => ({ 'data-testid': 'entry-row', 'data-type': e.type })} empty={t('schedule:entries.empty')} actions={actions} />
        </>
      )}
    </>
  );
}

export function ErrorBoundary() {
  return <ManageErrorBoundary />;
}
