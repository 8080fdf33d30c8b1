import { useTranslation } from 'react-i18next';
import { scheduleEntryInput } from '../../../common/booking-setup.schema';
import { ENTRY_TYPES, REMARK_MAX, entryTarget, type EntryType } from '../../../common/booking-setup-rules';
import { pickText, type Lng } from '../../../common/i18n-config';
import type { SetupOptions } from '../../../server/domain/booking-setup/list-setup-options';
import type { SetupScheduleEntry } from '../../../server/presenters/booking-setup';
import { DateField, Form, FormButtons, SelectField, TextField, TimeField, saveRow, useErrorText, useForm } from '../../components/form';
import { enumOptions, namedOptions } from './labels';
import { modalFormOptions } from '../../components/form/modal-form';

/**
 * A schedule entry (spec §3 types other than BOOKING): a holiday, opening or reservation of a
 * place, a room (ROOM_RESERVED) or a staff member (STAFF_*). Without times it covers the whole
 * day; with times both are needed, the end at least 30 minutes after the start (spec §5).
 */
export function ScheduleEntryForm(p: {
  entry: SetupScheduleEntry | null;
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
    check: (v) => {
      const target = entryTarget(v.type);
      // Only the target the type needs is sent; switching types keeps what was picked.
      const roomId = target === 'room' && v.roomId !== '' ? Number(v.roomId) : null;
      const staffId = target === 'staff' && v.staffId !== '' ? Number(v.staffId) : null;
      return scheduleEntryInput.safeParse({ ...v, placeId: Number(v.placeId), roomId, staffId });
    },
    send: saveRow('/api/manage/booking-setup/schedule-entries', e?.id),
    ...modalFormOptions(p, t('schedule:entries.saved'), 'schedule'),
  });
  const errorText = useErrorText();
  const { values: v, set, change, field } = form;
  const label = (f: string) => t(`schedule:entries.field.${f}`);
  const target = entryTarget(v.type);
  const rooms = p.options.rooms.filter((r) => String(r.placeId) === v.placeId);
  // Staff of this place first, then everyone else.
  const staff = [...p.options.staff].sort((a, b) => Number(String(b.placeId) === v.placeId) - Number(String(a.placeId) === v.placeId));
  // A room or staff field the type does not use, named by the server (an API caller's mistake).
  const stray = (field: 'roomId' | 'staffId', name: string) => {
    const text = errorText(form.errors[field], label(name));
    return text && <p className="text-sm text-red-700 dark:text-red-400">{text}</p>;
  };
  return (
    <Form form={form} testId="entry-form">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          name="type"
          label={label('type')}
          hint={t(`schedule:entries.typeHint.${v.type}`)}
          value={v.type}
          data-autofocus
          options={enumOptions(t, 'scheduleEntry', ENTRY_TYPES)}
          onChange={(x) => set('type', x as EntryType, 'roomId', 'staffId')}
        />
        <SelectField name="placeId" label={label('place')} value={v.placeId} options={namedOptions(p.options.places, p.lng)} onChange={(x) => change({ placeId: x, roomId: '' }, 'placeId')} />
        {target === 'room' && (
          <SelectField {...field('roomId')} label={label('room')} placeholder={t('schedule:entries.pickRoom')} options={rooms.map((r) => ({ value: r.id, label: `${r.code} · ${pickText(r.name, p.lng)}` }))} />
        )}
        {target === 'staff' && (
          <SelectField {...field('staffId')} label={label('staff')} placeholder={t('schedule:entries.pickStaff')} options={namedOptions(staff, p.lng)} />
        )}
      </div>
      {target !== 'room' && stray('roomId', 'room')}
      {target !== 'staff' && stray('staffId', 'staff')}
      <DateField {...field('date')} label={label('date')} />
      <fieldset className="rounded-xl border border-stone-200 p-3 dark:border-stone-800">
        <legend className="px-1 text-sm font-semibold">{t('schedule:entries.time')}</legend>
        <p className="mb-2 text-xs text-stone-600 dark:text-stone-400">{t('schedule:entries.timeHint')}</p>
        <div className="grid grid-cols-2 gap-3">
          <TimeField name="start" label={label('start')} placeholder="09:00" value={v.start} onChange={(x) => set('start', x, 'end')} />
          <TimeField name="end" label={label('end')} placeholder="13:00" value={v.end} onChange={(x) => set('end', x, 'start')} />
        </div>
      </fieldset>
      <TextField {...field('remark')} label={label('remark')} multiline maxLength={REMARK_MAX} />
      <FormButtons busy={form.busy} onCancel={p.onCancel} />
    </Form>
  );
}
