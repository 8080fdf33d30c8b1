import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { memberWindow } from '../../../../common/clinic-time';
import { withFullLoading } from '../../shell/full-loading';
import { bookingApi, type Booking } from '../api';
import { DatePicker } from '../date-picker';
import { showBookingError } from '../flow/booking-error';
import { LoadState } from '../../../components/member/load-state';
import { TimePicker } from '../time-picker';
import { useApiData } from '../../../components/member/use-api-data';

/** Pick a new date and time (as in the booking flow) and move the booking there. */
export function Reschedule({ booking: b, onDone }: { booking: Booking; onDone: (b: Booking) => void }) {
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
