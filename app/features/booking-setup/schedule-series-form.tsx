import { useTranslation } from 'react-i18next';
import { REMARK_MAX, type EntryType } from '../../../common/booking-setup-rules';
import type { Lng } from '../../../common/i18n-config';
import { scheduleSeriesInput, seriesOccurrenceInput, type ScheduleSeriesInput } from '../../../common/schedule-series.schema';
import type { SetupOptions } from '../../../server/domain/booking-setup/list-setup-options';
import type { SetupScheduleSeries } from '../../../server/presenters/booking-setup';
import { DateField, Form, FormButtons, MultiSelectField, TextField, useForm, type Checked } from '../../components/form';
import { modalFormOptions } from '../../components/form/modal-form';
import { EntryTargetFields, EntryTimeFields, targetIds } from './entry-fields';
import { dateText, WEEK_ORDER } from './labels';
import { sendAfterBookingCheck } from './send-schedule';

const BASE = '/api/manage/booking-setup/schedule-series';
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

interface ModalProps {
  options: SetupOptions;
  lng: Lng;
  onDone: () => void;
  onCancel: () => void;
  onDirty: () => void;
}

/**
 * A recurring entry (issue 13): `series` repeats on the chosen weekdays from a date until a date
 * or open-ended; `range` covers every day from a date to a date (a week of leave, a closure). All
 * day without times. Bookings in the way are listed before saving.
 */
export function ScheduleSeriesForm(p: ModalProps & { kind: 'series' | 'range'; series: SetupScheduleSeries | null; placeId: number; date: number }) {
  const { t } = useTranslation('schedule');
  const s = p.series;
  const isRange = p.kind === 'range';
  const form = useForm({
    initial: {
      type: (s?.type ?? (isRange ? 'STAFF_HOLIDAY' : 'STAFF_OPEN')) as EntryType,
      placeId: String(s?.placeId ?? p.placeId),
      roomId: s?.roomId ? String(s.roomId) : '',
      staffId: s?.staffId ? String(s.staffId) : '',
      weekdays: s?.weekdays ?? (isRange ? EVERY_DAY : []),
      start: s?.start ?? null,
      end: s?.end ?? null,
      from: s?.from ?? p.date,
      until: s?.until ?? (isRange ? p.date : null),
      remark: s?.remark ?? '',
    },
    check: (v) => {
      const parsed = scheduleSeriesInput.safeParse({ ...v, ...targetIds(v), weekdays: isRange ? EVERY_DAY : v.weekdays, until: v.until === null || Number.isNaN(v.until) ? null : v.until });
      // A range needs its last day; a series may run on without one.
      if (isRange && (v.until === null || Number.isNaN(v.until))) {
        const issues = [...(parsed.success ? [] : parsed.error.issues), { path: ['until'], message: 'schedule:series.form.untilRequired' }];
        return { success: false, error: { issues } } as Checked<ScheduleSeriesInput>;
      }
      return parsed;
    },
    send: sendAfterBookingCheck(s ? `${BASE}/${s.id}` : BASE, s ? 'PUT' : 'POST', p, 'from'),
    ...modalFormOptions(p, t('schedule:series.saved'), 'schedule'),
  });
  const v = form.values;
  const label = (f: string) => t(`schedule:series.field.${f}`);
  return (
    <Form form={form} testId="series-form">
      <EntryTargetFields form={form} options={p.options} lng={p.lng} />
      {!isRange && (
        <MultiSelectField
          name="weekdays"
          legend={label('weekdays')}
          options={WEEK_ORDER.map((d) => ({ value: Number(d), label: t(`schedule:weekday.${d}`) }))}
          values={v.weekdays}
          onChange={(x) => form.set('weekdays', x)}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField {...form.field('from')} label={label('from')} />
        <DateField name="until" value={v.until ?? Number.NaN} onChange={(x) => form.set('until', Number.isNaN(x) ? null : x)} label={label(isRange ? 'to' : 'until')} hint={isRange ? undefined : t('schedule:series.untilHint')} />
      </div>
      <EntryTimeFields form={form} />
      <TextField {...form.field('remark')} label={t('schedule:entries.field.remark')} multiline maxLength={REMARK_MAX} />
      <FormButtons busy={form.busy} onCancel={p.onCancel} />
    </Form>
  );
}

/** One occurrence of a series changed: its times and remark on that date (a linked entry replaces it). */
export function SeriesOccurrenceForm(p: ModalProps & { occurrence: { seriesId: number; date: number; start: number | null; end: number | null; remark: string } }) {
  const { t } = useTranslation('schedule');
  const o = p.occurrence;
  const form = useForm({
    initial: { start: o.start, end: o.end, remark: o.remark },
    check: (v) => seriesOccurrenceInput.safeParse(v),
    send: sendAfterBookingCheck(`${BASE}/${o.seriesId}/occurrences/${o.date}`, 'PUT', p, 'start'),
    ...modalFormOptions(p, t('schedule:series.occurrenceSaved'), 'schedule'),
  });
  return (
    <Form form={form} testId="occurrence-form">
      <p className="text-sm">{t('schedule:series.occurrenceLead', { date: dateText(t, o.date) })}</p>
      <EntryTimeFields form={form} />
      <TextField {...form.field('remark')} label={t('schedule:entries.field.remark')} multiline maxLength={REMARK_MAX} />
      <FormButtons busy={form.busy} onCancel={p.onCancel} />
    </Form>
  );
}
