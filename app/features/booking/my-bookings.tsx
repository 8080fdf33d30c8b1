import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageLinks } from '../../components/member/page-links';
import { PillTabs } from '../../components/member/pill-tabs';
import { useLocale } from '../i18n/use-locale';
import { bookingApi, type Booking, type BookingScope } from './api';
import { LoadState } from '../../components/member/load-state';
import { StatusBadge } from './booking-view';
import { formatDay, formatTimeRange } from './format';
import { useApiData } from '../../components/member/use-api-data';

const SCOPES: readonly BookingScope[] = ['upcoming', 'past'];

/** "My bookings": upcoming and past tabs (`?scope=`), pages (`?page=`), one card per booking. */
export function MyBookings() {
  const { t } = useTranslation();
  const { lng, to } = useLocale();
  const [params] = useSearchParams();
  const scope: BookingScope = params.get('scope') === 'past' ? 'past' : 'upcoming';
  const page = Math.max(1, Math.min(10_000, Number.parseInt(params.get('page') ?? '1', 10) || 1));
  const list = useApiData(() => bookingApi.mine(scope, page, lng), [scope, page, lng]);
  const href = (s: BookingScope, p = 1) => `?scope=${s}${p > 1 ? `&page=${p}` : ''}`;
  const data = list.data;

  return (
    <div>
      <PillTabs label={t('booking:list.tabs')} current={scope} tabs={SCOPES.map((s) => ({ key: s, to: href(s), label: t(`booking:list.${s}`), testId: `tab-${s}` }))} />

      <div className="mt-5 min-h-[16rem]" aria-busy={list.loading}>
        {!data ? (
          <LoadState failed={!!list.error} onRetry={list.reload} minHeight="min-h-[16rem]" />
        ) : data.rows.length === 0 ? (
          <div className="card p-6 text-center" data-testid="bookings-empty">
            <p className="text-stone-700 dark:text-stone-300">
              {data.pagination.isOutOfRange ? t('booking:list.outOfRange') : scope === 'upcoming' ? t('booking:list.emptyUpcoming') : t('booking:list.emptyPast')}
            </p>
            <div className="mt-4 flex flex-wrap justify-center gap-3">
              {data.pagination.isOutOfRange && <Link className="btn btn-ghost" to={href(scope)}>{t('booking:list.firstPage')}</Link>}
              <Link className="btn btn-primary" to={to('/booking')}>{t('booking:bookNow')}</Link>
            </div>
          </div>
        ) : (
          <ul className="space-y-3" data-testid="bookings-list">
            {data.rows.map((b) => <BookingRow key={b.id} booking={b} />)}
          </ul>
        )}
      </div>

      {data && <PageLinks label={t('booking:list.pages')} page={page} hasNext={data.pagination.page.hasNext} href={(p) => href(scope, p)} nextTestId="bookings-next" />}
    </div>
  );
}

function BookingRow({ booking: b }: { booking: Booking }) {
  const { t } = useTranslation();
  const { lng, to } = useLocale();
  return (
    <li>
      <Link
        to={to(`/user/bookings/${b.id}`)}
        className="card block p-4 hover:border-emerald-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 sm:p-5 dark:hover:border-emerald-500"
        data-testid="booking-row"
        data-booking-id={b.id}
      >
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
          <p className="font-semibold text-emerald-950 dark:text-emerald-100">
            <span data-testid="row-date">{formatDay(b.date, lng)}</span> · <span className="tabular-nums" data-testid="row-time">{formatTimeRange(b.start, b.end)}</span>
          </p>
          <StatusBadge status={b.status} />
        </div>
        <p className="mt-1 font-medium" data-testid="row-plan">{b.plan.name}</p>
        <p className="mt-0.5 text-sm text-stone-600 dark:text-stone-400">
          <span data-testid="row-place">{b.place.name}</span> · <span data-testid="row-therapist">{t('booking:list.with', { name: b.therapist.name })}</span>
        </p>
      </Link>
    </li>
  );
}
