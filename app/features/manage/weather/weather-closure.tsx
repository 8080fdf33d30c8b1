import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, fromClinic, isoFromYmd, toClinicDate } from '../../../../common/clinic-time';
import { enumLabelKey } from '../../../../common/enum-labels';
import { WEATHER_ACTIONS, WEATHER_REASONS, weatherClosureInput, type WeatherAction, type WeatherClosureInput, type WeatherReason } from '../../../../common/weather-closure';
import { DataList, exportCsv, type Columns } from '../../../components/list/data-list';
import { DateField, Form, FormButtons, FormSection, MultiSelectField, SelectField, TextField, TimeField, ToggleField, sendJson, useForm } from '../../../components/form';
import { StatusBadge } from '../../../components/booking-status-badge';
import type { BookingStatus } from '../../../../common/booking-rules';
import { apiFetch } from '../../errors/api-client';
import { confirmBox } from '../../overlays/dialogs';
import { toast } from '../../overlays/overlay-store';
import { formatDateTime } from '../format';

interface Values {
  placeIds: number[];
  fromDate: number;
  fromTime: number | null;
  toDate: number;
  toTime: number | null;
  reason: WeatherReason | '';
  action: WeatherAction;
  /** The day the window's first day moves to (MOVE only). */
  moveTo: number;
  note: string;
  blockNew: boolean;
}

interface Affected {
  id: number;
  status: BookingStatus;
  startsAt: string;
  endsAt: string;
  memberName: string;
  memberCode: string;
  phone: string | null;
  plan: string;
  place: string;
  therapist: string;
  /** With a day to move to: the new start and therapist, or why it cannot move. */
  moveTo?: { startsAt: string; therapist: string } | { refused: string };
}

/** A clinic date and time as an instant (ISO); an unreadable or missing time leaves the instant invalid for the schema to name. */
const instantOf = (date: number, time: number | null) => (Number.isFinite(date) && time !== null && Number.isFinite(time) ? fromClinic(date, time).toISOString() : '');

const bodyOf = (v: Values) => ({
  placeIds: v.placeIds, from: instantOf(v.fromDate, v.fromTime), to: instantOf(v.toDate, v.toTime), reason: v.reason,
  action: v.action, moveTo: v.action === 'MOVE' && Number.isFinite(v.moveTo) ? v.moveTo : null, note: v.note, blockNew: v.blockNew,
});

const movable = (r: Affected) => !!r.moveTo && 'startsAt' in r.moveTo;

/**
 * Typhoon and black-rainstorm days (issue 13; closing needs BOOKING_EDIT): staff pick the places and the hours the
 * warning covers and see every live booking in them; "Cancel these bookings" (after a confirmation
 * with the count) cancels them all with the warning as the reason — each member told in their
 * language with a link to book again — and, unless unticked, closes those hours to new bookings.
 * "Move them" previews each booking's new time on the chosen day (or why it cannot move and will be
 * cancelled) before "Move these bookings".
 */
export function WeatherClosure({ places, canEdit }: { places: { id: number; name: string }[]; canEdit: boolean }) {
  const { t, i18n } = useTranslation();
  const today = toClinicDate(new Date());
  const [preview, setPreview] = useState<{ key: string; input: WeatherClosureInput; rows: Affected[] } | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm<Values, WeatherClosureInput>({
    initial: { placeIds: places.map((p) => p.id), fromDate: today, fromTime: null, toDate: today, toTime: null, reason: '', action: 'CANCEL', moveTo: Number.NaN, note: '', blockNew: true },
    check: (v) => weatherClosureInput.safeParse(bodyOf(v)),
    send: async (input) => {
      // Names (plan, place, therapist) and refusals come in the screen's language.
      const q = new URLSearchParams({ placeIds: input.placeIds.join(','), from: input.from, to: input.to, lng: i18n.language, ...(input.moveTo ? { moveTo: String(input.moveTo) } : {}) });
      const res = await apiFetch<{ bookings: Affected[] }>(`/api/manage/weather-closure?${q}`, { silent: true });
      setPreview({ key: JSON.stringify(input), input, rows: res.bookings });
    },
    ns: 'desk',
  });
  const v = form.values;
  const current = preview && weatherClosureInput.safeParse(bodyOf(v));
  // The list answers the form as previewed; a change to the form asks for a new preview first.
  const shown = preview && current?.success && JSON.stringify(current.data) === preview.key ? preview : null;

  const moving = shown?.input.action === 'MOVE';
  const moves = shown ? shown.rows.filter(movable).length : 0;
  const apply = async () => {
    if (!shown) return;
    const ok = await confirmBox(
      moving
        ? { titleKey: 'desk:weather.confirmMoveTitle', message: t('desk:weather.confirmMoveMessage', { moved: moves, canceled: shown.rows.length - moves }) }
        : { titleKey: 'desk:weather.confirmTitle', message: t('desk:weather.confirmMessage', { count: shown.rows.length }) },
    );
    if (!ok) return;
    setBusy(true);
    try {
      const done = await sendJson<{ canceled: number; moved: number }>('/api/manage/weather-closure', 'POST', shown.input);
      toast(moving ? t('desk:weather.doneMove', { moved: done.moved, canceled: done.canceled }) : t('desk:weather.done', { canceled: done.canceled }));
      setPreview(null);
    } finally {
      setBusy(false);
    }
  };

  /** Where a booking moves, or why it cannot (it is cancelled instead). */
  const moveText = (r: Affected) =>
    !r.moveTo ? '' : 'startsAt' in r.moveTo ? `${formatDateTime(r.moveTo.startsAt)} · ${r.moveTo.therapist}` : t('desk:weather.cannotMove', { why: r.moveTo.refused });
  const columns: Columns<Affected> = [
    { id: 'time', header: t('desk:weather.col.time'), cell: (r) => formatDateTime(r.startsAt), csv: (r) => formatDateTime(r.startsAt) },
    { id: 'member', header: t('desk:weather.col.member'), cell: (r) => r.memberName, csv: (r) => r.memberName },
    { id: 'phone', header: t('desk:weather.col.phone'), cell: (r) => r.phone ?? '—', csv: (r) => r.phone ?? '' },
    { id: 'plan', header: t('desk:weather.col.plan'), cell: (r) => r.plan, csv: (r) => r.plan },
    { id: 'place', header: t('desk:weather.col.place'), cell: (r) => r.place, csv: (r) => r.place },
    { id: 'therapist', header: t('desk:weather.col.therapist'), cell: (r) => r.therapist, csv: (r) => r.therapist },
    ...(moving
      ? [
          {
            id: 'moveTo',
            header: t('desk:weather.col.moveTo'),
            cell: (r: Affected) => (
              <span data-move={movable(r) ? 'ok' : 'refused'} className={movable(r) ? undefined : 'text-red-800 dark:text-red-300'}>
                {moveText(r)}
              </span>
            ),
            csv: moveText,
          },
        ]
      : []),
    { id: 'status', header: t('desk:weather.col.status'), cell: (r) => <StatusBadge status={r.status} />, csv: (r) => t(enumLabelKey('bookingStatus', r.status)) },
  ];

  return (
    <div className="space-y-5">
      <FormSection id="weather-window" title={t('desk:weather.title')} testId="weather-form-section">
        <Form form={form} testId="weather-form" className="grid gap-3 sm:grid-cols-2">
          <MultiSelectField name="placeIds" legend={t('desk:weather.places')} options={places.map((p) => ({ value: p.id, label: p.name }))} values={v.placeIds} onChange={(ids) => form.set('placeIds', ids)} className="sm:col-span-2" />
          <DateField {...form.field('fromDate')} label={t('desk:weather.fromDate')} data-testid="weather-from-date" />
          {/* The window's errors (from, to) show under the times people type. */}
          <TimeField {...form.field('fromTime')} name="from" onChange={(x) => form.set('fromTime', x, 'from')} label={t('desk:weather.fromTime')} data-testid="weather-from-time" />
          <DateField {...form.field('toDate')} label={t('desk:weather.toDate')} data-testid="weather-to-date" />
          <TimeField {...form.field('toTime')} name="to" onChange={(x) => form.set('toTime', x, 'to')} label={t('desk:weather.toTime')} data-testid="weather-to-time" />
          <SelectField
            {...form.field('reason')}
            onChange={(r) => form.set('reason', r as WeatherReason)}
            label={t('desk:weather.reason')}
            placeholder=""
            options={WEATHER_REASONS.map((r) => ({ value: r, label: t(enumLabelKey('weatherReason', r)) }))}
            data-testid="weather-reason"
          />
          <SelectField
            {...form.field('action')}
            onChange={(a) => form.set('action', a as WeatherAction)}
            label={t('desk:weather.action')}
            options={WEATHER_ACTIONS.map((a) => ({ value: a, label: t(a === 'MOVE' ? 'desk:weather.actionMove' : 'desk:weather.actionCancel') }))}
            data-testid="weather-action"
          />
          {v.action === 'MOVE' && (
            <DateField {...form.field('moveTo')} label={t('desk:weather.moveTo')} hint={t('desk:weather.moveToHint')} min={isoFromYmd(addDays(today, 1))} data-testid="weather-move-to" />
          )}
          <TextField {...form.field('note')} label={t('desk:weather.note')} maxLength={300} />
          <div className="sm:col-span-2">
            <ToggleField name="blockNew" label={t('desk:weather.blockNew')} checked={v.blockNew} onChange={(b) => form.set('blockNew', b)} />
          </div>
          <FormButtons busy={form.busy} saveLabel={t('desk:weather.preview')} saveTestId="weather-preview" className="sm:col-span-2" />
        </Form>
      </FormSection>
      {shown && (
        <section aria-labelledby="weather-affected" className="space-y-3" data-testid="weather-affected">
          <h2 id="weather-affected" className="text-lg font-semibold" data-count={shown.rows.length}>
            {!shown.rows.length
              ? t('desk:weather.none')
              : moving
                ? t('desk:weather.affectedMove', { count: shown.rows.length, moved: moves, canceled: shown.rows.length - moves })
                : t('desk:weather.affected', { count: shown.rows.length })}
          </h2>
          <DataList caption={t('desk:weather.title')} testId="weather-table" rows={shown.rows} columns={columns} empty={t('desk:weather.none')} onExport={shown.rows.length ? exportCsv('weather-closure') : undefined} />
          {canEdit && shown.rows.length > 0 && (
            <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void apply()} data-testid="weather-apply">
              {moving ? t('desk:weather.applyMove') : t('desk:weather.apply')}
            </button>
          )}
        </section>
      )}
    </div>
  );
}

