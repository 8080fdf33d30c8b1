import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MEMBER_CHANGEABLE } from '../../../common/booking-rules';
import { HttpError } from '../errors/http-error';
import { useLocale } from '../i18n/use-locale';
import { forceCloseOverlay, openOverlay, toast } from '../overlays/overlay-store';
import { bookingApi, type Booking, type MemberReview } from './api';
import { showBookingError } from './flow/booking-error';
import { LoadState } from '../../components/member/load-state';
import { FactList, StatusBadge, useBookingFacts } from './booking-view';
import { CancelForm } from './detail/cancel-form';
import { Reschedule } from './detail/reschedule';
import { ReviewForm, SentReview } from './detail/review-form';
import { formatDay, formatInstant, formatTimeRange } from './format';
import { useApiData } from '../../components/member/use-api-data';

/**
 * One of the member's bookings: its state and everything booked; cancel (with an optional
 * reason) and reschedule while the place's change window is open, the deadline otherwise; confirm
 * a booking staff made for the member (CONFIRM → ACCEPT).
 */
export function BookingDetail({ id }: { id: number }) {
  const { t } = useTranslation();
  const { lng, to } = useLocale();
  const loaded = useApiData(() => bookingApi.get(id, lng), [id, lng], [404]);
  const [updated, setUpdated] = useState<Booking | null>(null);
  const [sent, setSent] = useState<{ bookingId: number; review: MemberReview } | null>(null);
  const booking = updated?.id === id ? updated : loaded.data?.booking;
  const review = sent?.bookingId === id ? sent.review : (loaded.data?.review ?? null);

  if (loaded.error instanceof HttpError && loaded.error.status === 404) {
    return (
      <div className="card p-6 text-center" data-testid="booking-not-found">
        <p className="text-stone-700 dark:text-stone-300">{t('booking:detail.notFound')}</p>
        <Link className="btn btn-primary mt-4" to={to('/user/bookings')}>
          {t('booking:detail.toList')}
        </Link>
      </div>
    );
  }
  if (!booking)
    return (
      <div className="card p-6">
        <LoadState failed={!!loaded.error} onRetry={loaded.reload} />
      </div>
    );
  return (
    <div className="space-y-6">
      <DetailView booking={booking} onChange={setUpdated} reload={loaded.reload} />
      {review ? (
        <SentReview review={review} />
      ) : (
        booking.status === 'DONE' && <ReviewForm bookingId={id} onSent={(r) => setSent({ bookingId: id, review: r })} />
      )}
    </div>
  );
}

function DetailView({ booking: b, onChange, reload }: { booking: Booking; onChange: (b: Booking) => void; reload: () => void }) {
  const { t } = useTranslation();
  const { lng } = useLocale();
  const body = useApiData(() => bookingApi.bodyOptions(lng), [lng]);
  const facts = useBookingFacts(b, body.data);
  const [rescheduling, setRescheduling] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const changeable = MEMBER_CHANGEABLE.includes(b.status);
  /** The booking as the server now has it, and a word that the change was made. */
  const changed = (nb: Booking, doneKey: string) => {
    onChange(nb);
    toast(t(doneKey));
  };

  const confirm = async () => {
    setConfirming(true);
    try {
      const r = await bookingApi.confirm(b.id);
      changed(r.booking, 'booking:detail.confirmed');
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
            changed(nb, 'booking:cancel.done');
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
          <h2 id="booking-actions-title" className="text-lg font-semibold text-emerald-950 dark:text-emerald-100">
            {t('booking:detail.actions')}
          </h2>
          {b.status === 'CONFIRM' && (
            <div className="mt-3">
              <p className="text-sm text-stone-700 dark:text-stone-300">{t('booking:detail.confirmLead')}</p>
              <button
                type="button"
                className="btn btn-primary mt-3"
                onClick={() => void confirm()}
                disabled={confirming}
                aria-busy={confirming || undefined}
                data-testid="booking-confirm-staff"
              >
                {confirming ? t('ui.loading') : t('booking:detail.confirm')}
              </button>
            </div>
          )}
          {b.canChange ? (
            <>
              {b.changeDeadline && (
                <p className="mt-3 text-sm text-stone-700 dark:text-stone-300" data-testid="change-deadline">
                  {t('booking:detail.changeUntil', { deadline: formatInstant(b.changeDeadline, lng) })}
                </p>
              )}
              <div className="mt-4 flex flex-wrap gap-3">
                <button
                  type="button"
                  className="btn btn-ghost"
                  aria-expanded={rescheduling}
                  aria-controls="reschedule-panel"
                  onClick={() => setRescheduling((x) => !x)}
                  data-testid="booking-reschedule"
                >
                  {t('booking:reschedule.open')}
                </button>
                <button
                  type="button"
                  className="btn btn-ghost border-red-700 text-red-800 hover:bg-red-50 dark:border-red-400 dark:text-red-300 dark:hover:bg-red-950"
                  onClick={openCancel}
                  data-testid="booking-cancel"
                >
                  {t('booking:cancel.open')}
                </button>
              </div>
              {rescheduling && (
                <Reschedule
                  booking={b}
                  onDone={(nb) => {
                    setRescheduling(false);
                    changed(nb, 'booking:reschedule.done');
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
