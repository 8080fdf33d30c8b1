import { useTranslation } from 'react-i18next';
import { ENTRY_TYPES, entryTarget, type EntryType } from '../../../common/booking-setup-rules';
import { pickText, type Lng } from '../../../common/i18n-config';
import type { SetupOptions } from '../../../server/domain/booking-setup/list-setup-options';
import { SelectField, TimeField, useErrorText, type FieldErrors } from '../../components/form';
import { enumOptions, namedOptions } from './labels';

/** What a schedule entry and a series share in their forms: type, place, room or staff member, times. */
export interface TargetValues {
  type: EntryType;
  placeId: string;
  roomId: string;
  staffId: string;
  start: number | null;
  end: number | null;
}

/** The target ids a form's values send: only the one the type needs (switching types keeps what was picked). */
export function targetIds(v: TargetValues): { placeId: number; roomId: number | null; staffId: number | null } {
  const target = entryTarget(v.type);
  return {
    placeId: Number(v.placeId),
    roomId: target === 'room' && v.roomId !== '' ? Number(v.roomId) : null,
    staffId: target === 'staff' && v.staffId !== '' ? Number(v.staffId) : null,
  };
}

/** The parts of a form (useForm) the shared fields drive. */
export interface TargetForm {
  values: TargetValues;
  errors: FieldErrors;
  change: (patch: Partial<TargetValues>, ...alsoClear: string[]) => void;
}

/**
 * Type (with its hint), place, and the room (ROOM_RESERVED) or staff member (STAFF_*) the type
 * needs; a room or staff error the type does not use (an API caller's mistake) shows below.
 */
export function EntryTargetFields({ form, options, lng }: { form: TargetForm; options: SetupOptions; lng: Lng }) {
  const { t } = useTranslation('schedule');
  const errorText = useErrorText();
  const v = form.values;
  const label = (f: string) => t(`schedule:entries.field.${f}`);
  const target = entryTarget(v.type);
  const rooms = options.rooms.filter((r) => String(r.placeId) === v.placeId);
  // Staff of this place first, then everyone else.
  const staff = [...options.staff].sort((a, b) => Number(String(b.placeId) === v.placeId) - Number(String(a.placeId) === v.placeId));
  const stray = (field: 'roomId' | 'staffId', name: string) => {
    const text = errorText(form.errors[field], label(name));
    return text && <p className="text-sm text-red-700 dark:text-red-400">{text}</p>;
  };
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          name="type"
          label={label('type')}
          hint={t(`schedule:entries.typeHint.${v.type}`)}
          value={v.type}
          data-autofocus
          options={enumOptions(t, 'scheduleEntry', ENTRY_TYPES)}
          onChange={(x) => form.change({ type: x as EntryType }, 'roomId', 'staffId')}
        />
        <SelectField name="placeId" label={label('place')} value={v.placeId} options={namedOptions(options.places, lng)} onChange={(x) => form.change({ placeId: x, roomId: '' }, 'placeId')} />
        {target === 'room' && (
          <SelectField name="roomId" value={v.roomId} onChange={(x) => form.change({ roomId: x })} label={label('room')} placeholder={t('schedule:entries.pickRoom')} options={rooms.map((r) => ({ value: r.id, label: `${r.code} · ${pickText(r.name, lng)}` }))} />
        )}
        {target === 'staff' && (
          <SelectField name="staffId" value={v.staffId} onChange={(x) => form.change({ staffId: x })} label={label('staff')} placeholder={t('schedule:entries.pickStaff')} options={namedOptions(staff, lng)} />
        )}
      </div>
      {target !== 'room' && stray('roomId', 'room')}
      {target !== 'staff' && stray('staffId', 'staff')}
    </>
  );
}

/** Start and end time, both empty for the whole day. */
export function EntryTimeFields({ form }: { form: Pick<TargetForm, 'change'> & { values: Pick<TargetValues, 'start' | 'end'> } }) {
  const { t } = useTranslation('schedule');
  const label = (f: string) => t(`schedule:entries.field.${f}`);
  return (
    <fieldset className="rounded-xl border border-stone-200 p-3 dark:border-stone-800">
      <legend className="px-1 text-sm font-semibold">{t('schedule:entries.time')}</legend>
      <p className="mb-2 text-xs text-stone-600 dark:text-stone-400">{t('schedule:entries.timeHint')}</p>
      <div className="grid grid-cols-2 gap-3">
        <TimeField name="start" label={label('start')} placeholder="09:00" value={form.values.start} onChange={(x) => form.change({ start: x }, 'end')} />
        <TimeField name="end" label={label('end')} placeholder="13:00" value={form.values.end} onChange={(x) => form.change({ end: x }, 'start')} />
      </div>
    </fieldset>
  );
}
