import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useLocale } from '../../i18n/use-locale';
import { bookingApi, type BodyOptions, type Booking } from '../api';
import { FactList, useBookingFacts } from '../booking-view';
import { useApiData } from '../../../components/member/use-api-data';
import { LoadState } from '../../../components/member/load-state';

/** The success screen: the booking as saved, with links to it and to the list. */
export function BookingDone({ id }: { id: number }) {
  const { t } = useTranslation();
  const { lng, to } = useLocale();
  const location = useLocation();
  const given = (location.state as { booking?: Booking } | null)?.booking;
  const fetched = useApiData(given?.id === id ? null : () => bookingApi.get(id, lng).then((r) => r.booking), [id, lng]);
  const booking = given?.id === id ? given : fetched.data;
  const body = useApiData(() => bookingApi.bodyOptions(lng), [lng]);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus({ preventScroll: false }), []);
  return (
    <div className="mx-auto max-w-3xl px-4 pb-12">
      <div className="card min-h-[28rem] p-4 sm:p-6" data-testid="booking-done">
        <div className="flex items-center gap-3">
          <span aria-hidden="true" className="grid h-11 w-11 shrink-0 place-items-center rounded-full bg-emerald-100 text-xl text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100">✓</span>
          <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold text-emerald-950 outline-none sm:text-2xl dark:text-emerald-100">{t('booking:done.title')}</h2>
        </div>
        <p className="mt-2 text-stone-600 dark:text-stone-400">{booking?.status === 'ACCEPT' ? t('booking:done.leadAccepted') : t('booking:done.lead')}</p>
        <div className="mt-6">{booking ? <DoneFacts booking={booking} body={body.data} /> : <LoadState failed={!!fetched.error} onRetry={fetched.reload} />}</div>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to={to(`/user/bookings/${id}`)} className="btn btn-primary" data-testid="done-view">{t('booking:done.view')}</Link>
          <Link to={to('/user/bookings')} className="btn btn-ghost" data-testid="done-list">{t('booking:done.list')}</Link>
          <Link to={to('/booking')} className="btn btn-ghost">{t('booking:done.again')}</Link>
        </div>
      </div>
    </div>
  );
}

function DoneFacts({ booking, body }: { booking: Booking; body: BodyOptions | null }) {
  const facts = useBookingFacts(booking, body);
  return <FactList facts={facts} />;
}
