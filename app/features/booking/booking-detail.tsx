import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BOOKING_TEXT_MAX, MEMBER_CHANGEABLE } from '../../../common/booking-rules';
import { memberWindow } from '../../../common/clinic-time';
import { HttpError } from '../errors/http-error';
import { useLocale } from '../i18n/use-locale';
import { forceCloseOverlay, openOverlay, toast } from '../overlays/overlay-store';
import { withFullLoading } from '../shell/full-loading';
import { bookingApi, type Booking } from './api';
import { showBookingError } from './flow/booking-error';
import { LoadState } from './flow/load-state';
import { FactList, StatusBadge, useBookingFacts } from './booking-view';
import { DatePicker } from './date-picker';
import { formatDay, formatInstant, formatTimeRange } from './format';
import { TimePicker } from './time-picker';
import { useApiData } from './use-api-data';

/**
 * One of the member's bookings: its state and everything booked; cancel (with an optional
 * reason) and reschedule while the place's change window is open, the deadline otherwise; confirm
 * a booking staff made for the member (CONFIRM → ACCEPT).
 */
export function BookingDetail({ id }: { id: number }) {
  const { t } = useTranslation();
  const { lng, to } = useLocale();
  const loaded = useApiData(() => bookingApi.get(id, lng).then((r) => r.booking), [id, lng], [404]);
  const [updated, setUpdated] = useState<Booking | null>(null);
  const booking = updated?.id === id ? updated : loaded.data;

  if (loaded.error instanceof HttpError && loaded.error.status === 404) {
    return (
      <div className="card p-6 text-center" data-testid="booking-not-found">
        <p className="text-stone-700 dark:text-stone-300">{t('booking:detail.notFound')}</p>
        <Link className="btn btn-primary mt-4" to={to('/user/bookings')}>{t('booking:detail.toList')}</Link>
      </div>
    );
  }
  if (!booking) return <div className="card p-6"><LoadState failed={!!loaded.error} onRetry={loaded.reload} /></div>;
  return <DetailView booking={booking} onChange={setUpdated} reload={loaded.reload} />;
}

function DetailView({ booking: b, onChange, reload }: { booking: Booking; onChange: (b: Booking) => void; reload: () => void }) {
  const { t } = useTranslation();
  const { lng } = useLocale();
  const body = useApiData(() => bookingApi.bodyOptions(lng), [lng]);
  const facts = useBookingFacts(b, body.data);
  const [rescheduling, setRescheduling] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const changeable = MEMBER_CHANGEABLE.includes(b.status);

  const confirm = async () => {
    setConfirming(true);
    try {
      const r = await bookingApi.confirm(b.id);
      onChange(r.booking);
      toast(t('booking:detail.confirmed'));
    } catch (err) {
      await showBookingError(err, t, reload);
    } finally {
      setConfirming(false);
    }
  };

  const openCancel = () => {
    const overlayId = openOverlay({
      mode: 'box',
      titleKey: 'booking:cancel.title',
      Body: ({ close }) => (
        <CancelForm
          booking={b}
          onCancelled={(nb) => {
            forceCloseOverlay(overlayId);
            onChange(nb);
            toast(t('booking:cancel.done'));
          }}
          onFailed={() => {
            forceCloseOverlay(overlayId);
            reload();
          }}
          onKeep={close}
        />
      ),
    });
  };

  return (
    <div className="space-y-6">
      <section aria-labelledby="booking-detail-title" className="card p-5 sm:p-6" data-testid="booking-detail">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id="booking-detail-title" className="text-xl font-semibold text-emerald-950 dark:text-emerald-100">
              {formatDay(b.date, lng, { weekday: 'long' })} · <span className="tabular-nums">{formatTimeRange(b.start, b.end)}</span>
            </h2>
            <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">{t('booking:detail.number', { id: b.id })}</p>
          </div>
          <StatusBadge status={b.status} />
        </div>
        <p className="mt-3 text-sm text-stone-700 dark:text-stone-300">{t(`booking:statusHelp.${b.status}`)}</p>
        <div className="mt-5">
          <FactList facts={facts} />
        </div>
      </section>

      {changeable && (
        <section aria-labelledby="booking-actions-title" className="card p-5 sm:p-6">
          <h2 id="booking-actions-title" className="text-lg font-semibold text-emerald-950 dark:text-emerald-100">{t('booking:detail.actions')}</h2>
          {b.status === 'CONFIRM' && (
            <div className="mt-3">
              <p className="text-sm text-stone-700 dark:text-stone-300">{t('booking:detail.confirmLead')}</p>
              <button type="button" className="btn btn-primary mt-3" onClick={() => void confirm()} disabled={confirming} aria-busy={confirming || undefined} data-testid="booking-confirm-staff">
                {confirming ? t('ui.loading') : t('booking:detail.confirm')}
              </button>
            </div>
          )}
          {b.canChange ? (
            <>
              {b.changeDeadline && <p className="mt-3 text-sm text-stone-700 dark:text-stone-300" data-testid="change-deadline">{t('booking:detail.changeUntil', { deadline: formatInstant(b.changeDeadline, lng) })}</p>}
              <div className="mt-4 flex flex-wrap gap-3">
                <button type="button" className="btn btn-ghost" aria-expanded={rescheduling} aria-controls="reschedule-panel" onClick={() => setRescheduling((x) => !x)} data-testid="booking-reschedule">
                  {t('booking:reschedule.open')}
                </button>
                <button type="button" className="btn btn-ghost border-red-700 text-red-800 hover:bg-red-50 dark:border-red-400 dark:text-red-300 dark:hover:bg-red-950" onClick={openCancel} data-testid="booking-cancel">
                  {t('booking:cancel.open')}
                </button>
              </div>
              {rescheduling && (
                <Reschedule
                  booking={b}
                  onDone={(nb) => {
                    setRescheduling(false);
                    onChange(nb);
                    toast(t('booking:reschedule.done'));
                  }}
                />
              )}
            </>
          ) : (
            <p className="mt-3 rounded-xl bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-100" data-testid="change-closed">
              {b.changeDeadline ? t('booking:detail.changeClosed', { deadline: formatInstant(b.changeDeadline, lng) }) : t('booking:detail.changeClosedNoDate')}
            </p>
          )}
        </section>
      )}
    </div>
  );
}

function CancelForm({ booking, onCancelled, onFailed, onKeep }: { booking: Booking; onCancelled: (b: Booking) => void; onFailed: () => void; onKeep: () => void }) {
  const { t } = useTranslation();
  const { lng } = useLocale();
  const uid = useId();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const r = await withFullLoading(() => bookingApi.cancel(booking.id, reason.trim()));
      onCancelled(r.booking);
    } catch (err) {
      setBusy(false);
      onFailed();
      await showBookingError(err, t, () => undefined);
    }
  };
  return (
    <form onSubmit={(e) => void onSubmit(e)} data-testid="cancel-form">
      <p>{t('booking:cancel.message', { date: formatDay(booking.date, lng, { weekday: 'long' }), time: formatTimeRange(booking.start, booking.end) })}</p>
      <label htmlFor={`${uid}-reason`} className="mt-4 mb-1.5 block text-sm font-medium">
        {t('booking:cancel.reason')} <span className="font-normal text-stone-600 dark:text-stone-400">({t('booking:optional')})</span>
      </label>
      <textarea
        id={`${uid}-reason`}
        rows={3}
        maxLength={BOOKING_TEXT_MAX}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        data-autofocus
        className="block min-h-11 w-full resize-y rounded-xl border border-stone-300 bg-white px-3.5 py-2 text-base text-stone-900 focus:border-emerald-700 focus:outline-2 focus:outline-emerald-600/40 dark:border-stone-600 dark:bg-stone-950 dark:text-stone-100"
        data-testid="cancel-reason"
      />
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <button type="button" className="btn btn-ghost" onClick={onKeep}>{t('booking:cancel.keep')}</button>
        <button type="submit" className="btn bg-red-700 text-white hover:bg-red-800 dark:bg-red-600 dark:hover:bg-red-500" disabled={busy} aria-busy={busy || undefined} data-testid="cancel-submit">
          {busy ? t('ui.loading') : t('booking:cancel.submit')}
        </button>
      </div>
    </form>
  );
}

/** Pick a new date and time (as in the booking flow) and move the booking there. */
function Reschedule({ booking: b, onDone }: { booking: Booking; onDone: (b: Booking) => void }) {
  const { t } = useTranslation();
  const [win] = useState(() => memberWindow(new Date()));
  const availability = useApiData(
    () => bookingApi.availability({ planId: b.plan.id, addonIds: b.addons.map((a) => a.id), placeId: b.place.id, therapistId: b.preferredTherapistId ?? undefined, from: win.from, to: win.to }),
    [b.id, b.date, b.start],
  );
  const [date, setDate] = useState<number | undefined>();
  const [time, setTime] = useState<number | undefined>();
  const [busy, setBusy] = useState(false);
  const timesRef = useRef<HTMLHeadingElement>(null);
  const open = useMemo(() => new Set((availability.data?.dates ?? []).filter((d) => d.times.length > 0).map((d) => d.date)), [availability.data]);
  const times = availability.data?.dates.find((d) => d.date === date)?.times ?? [];

  const save = async () => {
    if (date === undefined || time === undefined || busy) return;
    setBusy(true);
    try {
      const r = await withFullLoading(() => bookingApi.reschedule(b.id, { date, start: time }));
      onDone(r.booking);
    } catch (err) {
      setBusy(false);
      await showBookingError(err, t, () => {
        setTime(undefined);
        availability.reload();
      });
    }
  };

  return (
    <div id="reschedule-panel" className="mt-6 border-t border-stone-200 pt-5 dark:border-stone-800" data-testid="reschedule-panel">
      <h3 className="font-semibold">{t('booking:reschedule.title')}</h3>
      <div className="mt-4">
        {!availability.data ? (
          <LoadState failed={!!availability.error} onRetry={availability.reload} />
        ) : open.size === 0 ? (
          <p role="status">{t('booking:date.none')}</p>
        ) : (
          <DatePicker
            window={win}
            available={open}
            value={date}
            onChange={(d) => {
              setDate(d);
              setTime(undefined);
              requestAnimationFrame(() => timesRef.current?.focus());
            }}
            testId="reschedule-date"
          />
        )}
      </div>
      {date !== undefined && (
        <div className="mt-6">
          <h4 ref={timesRef} tabIndex={-1} className="mb-3 font-semibold outline-none">{t('booking:reschedule.times')}</h4>
          <TimePicker times={times} value={time} onChange={setTime} testId="reschedule-time" />
          <button type="button" className="btn btn-primary mt-5 w-full sm:w-auto" disabled={time === undefined || busy} aria-busy={busy || undefined} onClick={() => void save()} data-testid="reschedule-save">
            {busy ? t('ui.loading') : t('booking:reschedule.save')}
          </button>
        </div>
      )}
    </div>
  );
}
