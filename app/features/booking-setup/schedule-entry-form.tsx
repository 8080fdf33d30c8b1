import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { scheduleEntryInput } from '../../../common/booking-setup.schema';
import { ENTRY_TYPES, REMARK_MAX, entryTarget, type EntryType } from '../../../common/booking-setup-rules';
import { hhmmFromText, isoFromYmd, textFromHhmm, ymdFromIso } from '../../../common/clinic-time';
import { pickText, type Lng } from '../../../common/i18n-config';
import type { SetupOptions } from '../../../server/domain/booking-setup/list-setup-options';
import type { SetupScheduleEntry } from '../../../server/presenters/booking-setup';
import { toast } from '../overlays/overlay-store';
import { FormButtons, SelectInput, TextInput, sendJson, useErrorText, useSetupForm } from './form-kit';
import { enumLabelKey } from '../../../common/enum-labels';

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
  const errorText = useErrorText();
  const form = useSetupForm();
  const [type, setType] = useState<EntryType>(p.entry?.type ?? 'STAFF_HOLIDAY');
  const [placeId, setPlaceId] = useState(String(p.entry?.placeId ?? p.placeId));
  const [roomId, setRoomId] = useState(p.entry?.roomId ? String(p.entry.roomId) : '');
  const [staffId, setStaffId] = useState(p.entry?.staffId ? String(p.entry.staffId) : '');
  const [date, setDate] = useState(p.entry ? isoFromYmd(p.entry.date) : p.date ? isoFromYmd(p.date) : '');
  const [start, setStart] = useState(p.entry?.start != null ? textFromHhmm(p.entry.start) : '');
  const [end, setEnd] = useState(p.entry?.end != null ? textFromHhmm(p.entry.end) : '');
  const [remark, setRemark] = useState(p.entry?.remark ?? '');
  const label = (f: string) => t(`schedule:entries.field.${f}`);
  const touched = (field: string) => {
    form.clear(field);
    p.onDirty();
  };
  const target = entryTarget(type);
  const rooms = p.options.rooms.filter((r) => String(r.placeId) === placeId);
  // Staff of this place first, then everyone else.
  const staff = [...p.options.staff].sort((a, b) => Number(String(b.placeId) === placeId) - Number(String(a.placeId) === placeId));

  function submit(e: FormEvent) {
    e.preventDefault();
    const body = {
      type,
      placeId: Number(placeId),
      // Only the target the type needs is sent; switching types keeps what was picked.
      roomId: target === 'room' ? (roomId === '' ? null : Number(roomId)) : null,
      staffId: target === 'staff' ? (staffId === '' ? null : Number(staffId)) : null,
      date: ymdFromIso(date),
      start: hhmmFromText(start),
      end: hhmmFromText(end),
      remark,
    };
    void form.submit(scheduleEntryInput.safeParse(body), async (data) => {
      await sendJson(p.entry ? `/api/manage/booking-setup/schedule-entries/${p.entry.id}` : '/api/manage/booking-setup/schedule-entries', p.entry ? 'PUT' : 'POST', data);
      toast(t('schedule:entries.saved'));
      p.onDone();
    });
  }
  const err = form.errors;
  return (
    <form ref={form.formRef} noValidate onSubmit={submit} className="space-y-4" data-testid="entry-form">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectInput
          name="type"
          label={label('type')}
          hint={t(`schedule:entries.typeHint.${type}`)}
          value={type}
          error={errorText(err.type, label('type'))}
          data-autofocus
          onChange={(v) => {
            setType(v as EntryType);
            touched('type');
            touched('roomId');
            touched('staffId');
          }}
        >
          {ENTRY_TYPES.map((x) => (
            <option key={x} value={x}>
              {t(enumLabelKey('scheduleEntry', x))}
            </option>
          ))}
        </SelectInput>
        <SelectInput
          name="placeId"
          label={label('place')}
          value={placeId}
          error={errorText(err.placeId, label('place'))}
          onChange={(v) => {
            setPlaceId(v);
            setRoomId('');
            touched('placeId');
          }}
        >
          {p.options.places.map((pl) => (
            <option key={pl.id} value={pl.id}>
              {pickText(pl.name, p.lng)}
            </option>
          ))}
        </SelectInput>
        {target === 'room' && (
          <SelectInput
            name="roomId"
            label={label('room')}
            value={roomId}
            error={errorText(err.roomId, label('room'))}
            onChange={(v) => {
              setRoomId(v);
              touched('roomId');
            }}
          >
            <option value="">{t('schedule:entries.pickRoom')}</option>
            {rooms.map((r) => (
              <option key={r.id} value={r.id}>
                {r.code} · {pickText(r.name, p.lng)}
              </option>
            ))}
          </SelectInput>
        )}
        {target === 'staff' && (
          <SelectInput
            name="staffId"
            label={label('staff')}
            value={staffId}
            error={errorText(err.staffId, label('staff'))}
            onChange={(v) => {
              setStaffId(v);
              touched('staffId');
            }}
          >
            <option value="">{t('schedule:entries.pickStaff')}</option>
            {staff.map((s) => (
              <option key={s.id} value={s.id}>
                {pickText(s.name, p.lng)}
              </option>
            ))}
          </SelectInput>
        )}
      </div>
      {/* A room or staff field the type does not use, named by the server (an API caller's mistake). */}
      {target !== 'room' && err.roomId && <p className="text-sm text-red-700 dark:text-red-400">{errorText(err.roomId, label('room'))}</p>}
      {target !== 'staff' && err.staffId && <p className="text-sm text-red-700 dark:text-red-400">{errorText(err.staffId, label('staff'))}</p>}
      <TextInput
        name="date"
        type="date"
        label={label('date')}
        value={date}
        error={errorText(err.date, label('date'), form.params)}
        onChange={(v) => {
          setDate(v);
          touched('date');
        }}
      />
      <fieldset className="rounded-xl border border-stone-200 p-3 dark:border-stone-800">
        <legend className="px-1 text-sm font-semibold">{t('schedule:entries.time')}</legend>
        <p className="mb-2 text-xs text-stone-600 dark:text-stone-400">{t('schedule:entries.timeHint')}</p>
        <div className="grid grid-cols-2 gap-3">
          <TextInput
            name="start"
            label={label('start')}
            placeholder="09:00"
            inputMode="numeric"
            autoComplete="off"
            maxLength={5}
            value={start}
            error={errorText(err.start, label('start'), form.params)}
            onChange={(v) => {
              setStart(v);
              touched('start');
              touched('end');
            }}
          />
          <TextInput
            name="end"
            label={label('end')}
            placeholder="13:00"
            inputMode="numeric"
            autoComplete="off"
            maxLength={5}
            value={end}
            error={errorText(err.end, label('end'))}
            onChange={(v) => {
              setEnd(v);
              touched('end');
              touched('start');
            }}
          />
        </div>
      </fieldset>
      <TextInput
        name="remark"
        label={label('remark')}
        multiline
        maxLength={REMARK_MAX}
        value={remark}
        error={errorText(err.remark, label('remark'))}
        onChange={(v) => {
          setRemark(v);
          touched('remark');
        }}
      />
      <FormButtons busy={form.busy} onCancel={p.onCancel} />
    </form>
  );
}
