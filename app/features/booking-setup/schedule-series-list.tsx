import { useTranslation } from 'react-i18next';
import { entryTarget } from '../../../common/booking-setup-rules';
import { enumLabelKey } from '../../../common/enum-labels';
import { pickText, type Lng } from '../../../common/i18n-config';
import { ALL_WEEKDAYS, weekdayMask } from '../../../common/schedule-series';
import type { SetupOptions } from '../../../server/domain/booking-setup/list-setup-options';
import type { SetupScheduleSeries } from '../../../server/presenters/booking-setup';
import { openFormModal } from '../../components/form/modal-form';
import { DataList, type Columns } from '../../components/list/data-list';
import { deleteAfterConfirm, RowActions, runRowAction } from '../../components/list/row-actions';
import { dateText, entryTimeText, WEEK_ORDER } from './labels';
import { ScheduleSeriesForm, SeriesOccurrenceForm } from './schedule-series-form';

const BASE = '/api/manage/booking-setup/schedule-series';

/** Who an entry or series is for: the room, the staff member, or the whole place. */
export function useTargetText(options: SetupOptions, lng: Lng) {
  const { t } = useTranslation('schedule');
  return (e: Pick<SetupScheduleSeries, 'type' | 'roomId' | 'staffId'>) => {
    const kind = entryTarget(e.type);
    if (kind === 'room') {
      const r = options.rooms.find((x) => x.id === e.roomId);
      return r ? `${r.code} · ${pickText(r.name, lng)}` : '';
    }
    if (kind === 'staff') return pickText(options.staff.find((x) => x.id === e.staffId)?.name, lng);
    return t('schedule:entries.wholePlace');
  };
}

interface Ctx {
  options: SetupOptions;
  lng: Lng;
  refresh: () => void;
}

/** Opens the series (or range) form: a new one from `date`, or `series` to change as a whole. */
export function openSeriesForm(c: Ctx & { title: string; kind: 'series' | 'range'; series: SetupScheduleSeries | null; placeId: number; date: number }) {
  openFormModal(c.title, (api) => <ScheduleSeriesForm kind={c.kind} series={c.series} placeId={c.placeId} date={c.date} options={c.options} lng={c.lng} {...api} onDone={() => { api.onDone(); c.refresh(); }} />);
}

/** A range is a series on every weekday with an end date. */
export const isRange = (s: SetupScheduleSeries) => weekdayMask(s.weekdays) === ALL_WEEKDAYS && s.until !== null;

/** The buttons of one occurrence of a series in the entries list: change or delete that day, or the whole series. */
export function useOccurrenceActions(c: Ctx & { series: SetupScheduleSeries[]; canEdit: boolean; canDelete: boolean }) {
  const { t } = useTranslation('schedule');
  return (o: { seriesId: number; date: number; start: number | null; end: number | null; remark: string }, name: string) => {
    const series = c.series.find((s) => s.id === o.seriesId);
    return (
      <RowActions
        actions={[
          c.canEdit && { label: t('schedule:series.editDay'), ariaLabel: t('schedule:series.editDayLabel', { name }), onClick: () => openFormModal(t('schedule:series.editDayTitle', { name }), (api) => <SeriesOccurrenceForm occurrence={o} options={c.options} lng={c.lng} {...api} onDone={() => { api.onDone(); c.refresh(); }} />) },
          c.canDelete && {
            label: t('schedule:series.deleteDay'), ariaLabel: t('schedule:series.deleteDayLabel', { name }), danger: true,
            onClick: () => void runRowAction({ confirm: { titleKey: 'schedule:series.deleteDayTitle', message: t('schedule:series.deleteDayMessage', { name }) }, path: `${BASE}/${o.seriesId}/occurrences/${o.date}`, method: 'DELETE', doneMessage: t('schedule:series.dayDeleted'), onDone: c.refresh }),
          },
          c.canEdit && series && { label: t('schedule:series.editSeries'), ariaLabel: t('schedule:series.editSeriesLabel', { name }), onClick: () => openSeriesForm({ ...c, title: t('schedule:series.editTitle'), kind: isRange(series) ? 'range' : 'series', series, placeId: series.placeId, date: series.from }) },
        ]}
      />
    );
  };
}

/** The series and ranges of the place, each changed or deleted as a whole. */
export function ScheduleSeriesList(p: Ctx & { rows: SetupScheduleSeries[]; canEdit: boolean; canDelete: boolean }) {
  const { t } = useTranslation('schedule');
  const targetText = useTargetText(p.options, p.lng);
  const typeText = (s: SetupScheduleSeries) => t(enumLabelKey('scheduleEntry', s.type));
  const daysText = (s: SetupScheduleSeries) =>
    isRange(s) ? t('schedule:series.everyDay') : WEEK_ORDER.filter((d) => s.weekdays.includes(Number(d))).map((d) => t(`schedule:weekdayShort.${d}`)).join(t('schedule:series.dayJoin'));
  const datesText = (s: SetupScheduleSeries) => (s.until === null ? t('schedule:series.openEnded', { from: dateText(t, s.from) }) : t('schedule:series.dates', { from: dateText(t, s.from), until: dateText(t, s.until) }));
  const name = (s: SetupScheduleSeries) => `${typeText(s)} ${targetText(s)}`;
  const columns: Columns<SetupScheduleSeries> = [
    { id: 'type', header: t('schedule:entries.field.type'), cell: typeText, cardTitle: true },
    { id: 'target', header: t('schedule:entries.target'), cell: targetText },
    { id: 'days', header: t('schedule:series.field.weekdays'), cell: daysText },
    { id: 'dates', header: t('schedule:series.field.dates'), cell: datesText, className: 'whitespace-nowrap tabular-nums' },
    { id: 'time', header: t('schedule:entries.time'), cell: (s) => entryTimeText(t, s), className: 'whitespace-nowrap tabular-nums' },
    { id: 'remark', header: t('schedule:entries.field.remark'), cell: (s) => s.remark },
  ];
  const actions = p.canEdit || p.canDelete
    ? (s: SetupScheduleSeries) => (
        <RowActions
          actions={[
            p.canEdit && { label: t('manage:list.edit'), ariaLabel: t('manage:list.editLabel', { name: name(s) }), onClick: () => openSeriesForm({ ...p, title: t('schedule:series.editTitle'), kind: isRange(s) ? 'range' : 'series', series: s, placeId: s.placeId, date: s.from }) },
            p.canDelete && {
              label: t('manage:list.delete'), ariaLabel: t('manage:list.deleteLabel', { name: name(s) }), danger: true,
              onClick: () => void deleteAfterConfirm({ titleKey: 'schedule:series.deleteTitle', message: t('schedule:series.deleteMessage', { name: name(s) }), path: `${BASE}/${s.id}`, doneMessage: t('schedule:series.deleted'), onDone: p.refresh }),
            },
          ]}
        />
      )
    : undefined;
  return (
    <section className="mt-8" aria-labelledby="series-heading">
      <h2 id="series-heading" className="mb-2 text-lg font-semibold">{t('schedule:series.title')}</h2>
      <p className="mb-3 text-sm text-stone-600 dark:text-stone-400">{t('schedule:series.lead')}</p>
      <DataList caption={t('schedule:series.caption')} testId="series-table" rows={p.rows} columns={columns} rowAttrs={(s) => ({ 'data-testid': 'series-row', 'data-type': s.type })} empty={t('schedule:series.empty')} actions={actions} />
    </section>
  );
}
