import type { EntryRow } from '../../../server/domain/booking/schedule-occurrences';
import { useTranslation } from 'react-i18next';
import { scheduleEntryInput } from '../../../common/booking-setup.schema';
import { REMARK_MAX, type EntryType } from '../../../common/booking-setup-rules';
import type { Lng } from '../../../common/i18n-config';
import type { SetupOptions } from '../../../server/domain/booking-setup/list-setup-options';
import { DateField, Form, FormButtons, TextField, saveRow, useForm } from '../../components/form';
import { modalFormOptions } from '../../components/form/modal-form';
import { EntryTargetFields, EntryTimeFields, targetIds } from './entry-fields';

/** A single schedule entry as the form edits it: a stored entry (its own id), as availability reads it. */
export type EditableEntry = Omit<EntryRow, 'id' | 'seriesId'> & { id: number };

/**
 * A schedule entry (spec §3 types other than BOOKING): a holiday, opening or reservation of a
 * place, a room (ROOM_RESERVED) or a staff member (STAFF_*). Without times it covers the whole
 * day; with times both are needed, the end at least 30 minutes after the start (spec §5).
 */
export function ScheduleEntryForm(p: {
  entry: EditableEntry | null;
  placeId: number;
  date?: number;
  options: SetupOptions;
  lng: Lng;
  onDone: () => void;
  onCancel: () => void;
  onDirty: () => void;
}) {
  const { t } = useTranslation('schedule');
  const e = p.entry;
  const form = useForm({
    initial: {
      type: (e?.type ?? 'STAFF_HOLIDAY') as EntryType,
      placeId: String(e?.placeId ?? p.placeId),
      roomId: e?.roomId ? String(e.roomId) : '',
      staffId: e?.staffId ? String(e.staffId) : '',
      date: e ? e.date : (p.date ?? Number.NaN),
      start: e?.start ?? null,
      end: e?.end ?? null,
      remark: e?.remark ?? '',
    },
    check: (v) => scheduleEntryInput.safeParse({ ...v, ...targetIds(v) }),
    send: saveRow('/api/manage/booking-setup/schedule-entries', e?.id),
    ...modalFormOptions(p, t('schedule:entries.saved'), 'schedule'),
  });
  const label = (f: string) => t(`schedule:entries.field.${f}`);
  return (
    <Form form={form} testId="entry-form">
      <EntryTargetFields form={form} options={p.options} lng={p.lng} />
      <DateField {...form.field('date')} label={label('date')} />
      <EntryTimeFields form={form} />
      <TextField {...form.field('remark')} label={label('remark')} multiline maxLength={REMARK_MAX} />
      <FormButtons busy={form.busy} onCancel={p.onCancel} />
    </Form>
  );
}
