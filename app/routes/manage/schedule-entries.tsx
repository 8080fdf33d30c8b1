import { Form, redirect, useRevalidator } from 'react-router';
import { useTranslation } from 'react-i18next';
import { scheduleEntryQuery } from '../../../common/booking-setup.schema';
import { ENTRY_TYPES, entryTarget } from '../../../common/booking-setup-rules';
import { isoFromYmd, ymdFromIso, addDays, toClinicDate } from '../../../common/clinic-time';
import { pickText } from '../../../common/i18n-config';
import { can, canAny } from '../../../common/permissions';
import type { SetupScheduleEntry } from '../../../server/presenters/booking-setup';
import { inputClass } from '../../features/booking-setup/form-kit';
import { dateText, entryTimeText } from '../../features/booking-setup/labels';
import { openFormModal } from '../../features/booking-setup/open-form';
import { ScheduleEntryForm } from '../../features/booking-setup/schedule-entry-form';
import { useLocale } from '../../features/i18n/use-locale';
import { deleteAfterConfirm, RowActions } from '../../features/booking-setup/row-actions';
import { ManageErrorBoundary } from '../../features/manage/error-boundary';
import { ScreenHeader } from '../../features/manage/list-controls';
import { manageContext } from '../../features/manage/manage-loader';
import { manageMeta } from '../../features/manage/meta';
import type { Route } from './+types/schedule-entries';
import { enumLabelKey } from '../../../common/enum-labels';

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
    canEdit: can(actor.permissions, 'SCHEDULE_EDIT'),
    canDelete: can(actor.permissions, 'SCHEDULE_DELETE'),
  };
}

export const meta: Route.MetaFunction = ({ data }) => manageMeta(data?.title);

export default function ScheduleEntries({ loaderData: d }: Route.ComponentProps) {
  const { t } = useTranslation('schedule');
  const { lng } = useLocale();
  const revalidator = useRevalidator();
  const refresh = () => void revalidator.revalidate();
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
  const rowLabel = (e: SetupScheduleEntry) => `${t(enumLabelKey('scheduleEntry', e.type))} ${isoFromYmd(e.date)}`;

  const edit = (entry: SetupScheduleEntry | null) => {
    if (!q) return;
    openFormModal(entry ? t('schedule:entries.editTitle', { name: rowLabel(entry) }) : t('schedule:entries.addTitle'), (api) => (
      <ScheduleEntryForm
        entry={entry}
        placeId={q.placeId}
        date={q.from}
        options={d.options}
        lng={lng}
        onDirty={api.onDirty}
        onCancel={api.onCancel}
        onDone={() => {
          api.onDone();
          refresh();
        }}
      />
    ));
  };
  const remove = (entry: SetupScheduleEntry) =>
    deleteAfterConfirm({ titleKey: 'schedule:entries.deleteTitle', message: t('schedule:entries.deleteMessage', { name: rowLabel(entry) }), path: `/api/manage/booking-setup/schedule-entries/${entry.id}`, doneMessage: t('schedule:entries.deleted'), onDone: refresh });

  return (
    <>
      <ScreenHeader title={d.title} lead={t('schedule:entries.lead')}>
        {d.canEdit && q && (
          <button type="button" className="btn btn-primary" onClick={() => edit(null)} data-testid="entry-add">
            {t('schedule:entries.add')}
          </button>
        )}
      </ScreenHeader>
      {!q ? (
        <p className="card p-4 text-sm">{t('schedule:entries.noPlaces')}</p>
      ) : (
        <>
          <Form method="get" role="search" className="card mb-4 grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-5 lg:items-end" data-testid="entry-filter">
            <label className="text-sm font-medium">
              {t('schedule:entries.field.place')}
              <select name="placeId" defaultValue={q.placeId} className={inputClass}>
                {d.options.places.map((p) => (
                  <option key={p.id} value={p.id}>
                    {pickText(p.name, lng)}
                  </option>
                ))}
              </select>
            </label>
            <label className="text-sm font-medium">
              {t('schedule:entries.from')}
              <input type="date" name="from" defaultValue={isoFromYmd(q.from)} className={inputClass} />
            </label>
            <label className="text-sm font-medium">
              {t('schedule:entries.to')}
              <input type="date" name="to" defaultValue={isoFromYmd(q.to)} className={inputClass} />
            </label>
            <label className="text-sm font-medium">
              {t('schedule:entries.field.type')}
              <select name="type" defaultValue={q.type ?? ''} className={inputClass}>
                <option value="">{t('schedule:common.all')}</option>
                {ENTRY_TYPES.map((x) => (
                  <option key={x} value={x}>
                    {t(enumLabelKey('scheduleEntry', x))}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className="btn btn-ghost">
              {t('schedule:entries.show')}
            </button>
          </Form>
          <div className="card overflow-x-auto">
            <table className="w-full min-w-[40rem] text-sm" data-testid="entries-table">
              <caption className="sr-only">{t('schedule:entries.caption', { from: isoFromYmd(q.from), to: isoFromYmd(q.to) })}</caption>
              <thead className="bg-stone-50 text-left dark:bg-stone-800/50">
                <tr>
                  <th scope="col" className="px-3 py-2 font-semibold">{t('schedule:entries.field.date')}</th>
                  <th scope="col" className="px-3 py-2 font-semibold">{t('schedule:entries.time')}</th>
                  <th scope="col" className="px-3 py-2 font-semibold">{t('schedule:entries.field.type')}</th>
                  <th scope="col" className="px-3 py-2 font-semibold">{t('schedule:entries.target')}</th>
                  <th scope="col" className="px-3 py-2 font-semibold">{t('schedule:entries.field.remark')}</th>
                  {(d.canEdit || d.canDelete) && <th scope="col" className="px-3 py-2 text-right font-semibold">{t('schedule:common.actions')}</th>}
                </tr>
              </thead>
              <tbody>
                {d.entries.length === 0 && (
                  <tr>
                    <td colSpan={6} className="px-3 py-6 text-center text-stone-600 dark:text-stone-400">
                      {t('schedule:entries.empty')}
                    </td>
                  </tr>
                )}
                {d.entries.map((e) => (
                  <tr key={e.id} className="border-t border-stone-100 align-top dark:border-stone-800" data-testid="entry-row" data-type={e.type}>
                    <td className="px-3 py-2 whitespace-nowrap tabular-nums">{dateText(t, e.date)}</td>
                    <td className="px-3 py-2 whitespace-nowrap tabular-nums">{entryTimeText(t, e)}</td>
                    <td className="px-3 py-2">{t(enumLabelKey('scheduleEntry', e.type))}</td>
                    <td className="px-3 py-2">{targetText(e)}</td>
                    <td className="px-3 py-2">{e.remark}</td>
                    <RowActions name={rowLabel(e)} canEdit={d.canEdit} canDelete={d.canDelete} onEdit={() => edit(e)} onDelete={() => void remove(e)} />
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </>
  );
}

export function ErrorBoundary() {
  return <ManageErrorBoundary />;
}
