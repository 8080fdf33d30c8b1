import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BOOKING_TEXT_MAX } from '../../../../common/booking-rules';
import { useLocale } from '../../i18n/use-locale';
import { withFullLoading } from '../../shell/full-loading';
import { bookingApi, type Booking } from '../api';
import { showBookingError } from '../flow/booking-error';
import { formatDay, formatTimeRange } from '../format';

/** Cancelling a booking, with an optional reason (shown in a dialog). */
export function CancelForm({ booking, onCancelled, onFailed, onKeep }: { booking: Booking; onCancelled: (b: Booking) => void; onFailed: () => void; onKeep: () => void }) {
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
