import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isoFromYmd } from '../../../../common/clinic-time';
import { pickText } from '../../../../common/i18n-config';
import { formatMemberCode } from '../../../../common/validators/member-code';
import type { DeskDashboard } from '../../../../server/domain/manage/desk-dashboard';
import { StatusBadge } from '../../../components/booking-status-badge';
import { useLocale } from '../../i18n/use-locale';
import { formatDateTime, splitDateTime } from '../format';

type Bookings = NonNullable<DeskDashboard['bookings']>;
type Row = Bookings['waiting']['rows'][number];

/** One "needs doing" figure linking to where it is done. */
function Tile({ to, label, value, testId }: { to: string; label: string; value: number; testId: string }) {
  return (
    <li>
      <Link to={to} className={`card block p-4 hover:border-emerald-600 ${value > 0 ? 'border-amber-400 dark:border-amber-600' : ''}`} data-testid={testId} data-value={value}>
        <span className="block text-sm text-stone-600 dark:text-stone-400">{label}</span>
        <span className="mt-1 block text-3xl font-semibold tabular-nums">{value}</span>
      </Link>
    </li>
  );
}

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="card space-y-3 p-4 sm:p-5" data-testid={id}>
      <h2 id={id} className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

function BookingRows({ rows, empty, when }: { rows: Row[]; empty: string; when: (r: Row) => string }) {
  const { lng } = useLocale();
  if (rows.length === 0) return <p className="text-sm text-stone-600 dark:text-stone-400">{empty}</p>;
  return (
    <ul className="divide-y divide-stone-200 dark:divide-stone-800">
      {rows.map((r) => (
        <li key={r.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2" data-testid="desk-booking" data-booking-id={r.id}>
          <span className="min-w-0">
            <Link to={`/manage/schedule/booking/${r.id}`} className="link font-medium break-words">{r.memberName}</Link>
            <span className="ml-2 font-mono text-xs tracking-wider text-stone-600 dark:text-stone-400">{formatMemberCode(r.memberCode)}</span>
            <span className="block text-sm text-stone-600 dark:text-stone-400">
              <time dateTime={r.startsAt} className="tabular-nums">{when(r)}</time> · {pickText(r.plan, lng)} · {pickText(r.therapist, lng)} · {pickText(r.room, lng)}
            </span>
          </span>
          <StatusBadge status={r.status} />
        </li>
      ))}
    </ul>
  );
}

/** Share of open hours booked, as a bar per therapist or room (the numbers are in the text too). */
function UtilisationBars({ title, rows, testId }: { title: string; rows: { id: number; name: Parameters<typeof pickText>[0]; bookedMin: number; openMin: number }[]; testId: string }) {
  const { t } = useTranslation();
  const { lng } = useLocale();
  return (
    <div>
      <h3 className="font-semibold">{title}</h3>
      {rows.length === 0 ? (
        <p className="text-sm text-stone-600 dark:text-stone-400">{t('manage:desk.noBookingsThisWeek')}</p>
      ) : (
        <ul className="mt-2 space-y-2" data-testid={testId}>
          {rows.map((r) => {
            const pct = r.openMin > 0 ? Math.round((r.bookedMin / r.openMin) * 100) : 0;
            const text = t('manage:desk.utilisationOf', { pct, booked: (r.bookedMin / 60).toFixed(1), open: (r.openMin / 60).toFixed(1) });
            return (
              <li key={r.id} className="grid grid-cols-[minmax(0,8rem)_1fr] items-center gap-3 text-sm sm:grid-cols-[minmax(0,12rem)_1fr]" data-testid="utilisation-row">
                <span className="truncate" title={pickText(r.name, lng)}>{pickText(r.name, lng)}</span>
                <span className="flex items-center gap-2">
                  <span className="h-3 flex-1 overflow-hidden rounded-full bg-stone-200 dark:bg-stone-800" aria-hidden="true">
                    <span className="block h-full rounded-full bg-emerald-700" style={{ width: `${Math.min(pct, 100)}%` }} />
                  </span>
                  <span className="w-40 shrink-0 text-right tabular-nums text-stone-700 dark:text-stone-300">{text}</span>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/**
 * The staff home's "needs doing now" (issue 13): each part only when the staff member may open its
 * section (the server leaves the others out). Refreshed live by the route (DESK_UPDATE).
 */
export function DeskView({ desk }: { desk: DeskDashboard }) {
  const { t } = useTranslation();
  const { lng } = useLocale();
  const { bookings, badges, events, utilisation } = desk;
  const time = (r: Row) => splitDateTime(r.startsAt)?.time ?? '';
  return (
    <div className="space-y-5" data-testid="desk">
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {bookings && <Tile to="/manage/schedule" label={t('manage:desk.waiting')} value={bookings.waiting.total} testId="desk-waiting" />}
        {bookings && <Tile to="/manage/schedule" label={t('manage:desk.toConfirm')} value={bookings.toConfirm.total} testId="desk-to-confirm" />}
        {badges.chat !== undefined && <Tile to="/manage/chat" label={t('manage:desk.unreadChats')} value={badges.chat} testId="desk-unread" />}
        {badges.deals !== undefined && <Tile to="/manage/deals?state=WAIT" label={t('manage:desk.receipts')} value={badges.deals} testId="desk-receipts" />}
      </ul>
      {bookings && (
        <div className="grid gap-5 lg:grid-cols-2">
          <Part id="desk-waiting-list" title={t('manage:desk.waitingList')}>
            <BookingRows rows={bookings.waiting.rows} empty={t('manage:desk.noneWaiting')} when={(r) => formatDateTime(r.startsAt)} />
          </Part>
          <Part id="desk-to-confirm-list" title={t('manage:desk.toConfirmList')}>
            <BookingRows rows={bookings.toConfirm.rows} empty={t('manage:desk.noneToConfirm')} when={(r) => formatDateTime(r.startsAt)} />
          </Part>
        </div>
      )}
      {bookings && (
        <Part id="desk-today" title={t('manage:desk.today')}>
          {bookings.today.length === 0 ? (
            <p className="text-sm text-stone-600 dark:text-stone-400">{t('manage:desk.noneToday')}</p>
          ) : (
            bookings.today.map((p) => (
              <div key={p.id} data-testid="desk-today-place">
                <h3 className="font-semibold">
                  {pickText(p.name, lng)}{' '}
                  <span className="text-sm font-normal text-stone-600 dark:text-stone-400">
                    {t('manage:desk.checkedIn', { done: p.rows.filter((r) => r.status === 'ATTEND' || r.status === 'DONE').length, total: p.rows.length })}
                  </span>
                </h3>
                <BookingRows rows={p.rows} empty="" when={time} />
              </div>
            ))
          )}
        </Part>
      )}
      {events && events.length > 0 && (
        <Part id="desk-events" title={t('manage:desk.events')}>
          <ul className="divide-y divide-stone-200 dark:divide-stone-800">
            {events.map((e) => (
              <li key={e.id} className="flex flex-wrap items-center justify-between gap-2 py-2" data-testid="desk-event">
                <Link to={`/manage/events/${e.id}/attendees`} className="link font-medium">{pickText(e.title, lng)}</Link>
                <span className="text-sm text-stone-700 dark:text-stone-300">
                  {formatDateTime(e.startAt)} · {t('manage:desk.attendees', { confirmed: e.confirmed, attended: e.attended, missed: e.missed })}
                </span>
              </li>
            ))}
          </ul>
        </Part>
      )}
      {utilisation && (
        <Part id="desk-utilisation" title={t('manage:desk.utilisation', { from: isoFromYmd(utilisation.from), to: isoFromYmd(utilisation.to) })}>
          <div className="grid gap-5 lg:grid-cols-2">
            <UtilisationBars title={t('manage:desk.byTherapist')} rows={utilisation.therapists} testId="utilisation-therapists" />
            <UtilisationBars title={t('manage:desk.byRoom')} rows={utilisation.rooms} testId="utilisation-rooms" />
          </div>
        </Part>
      )}
    </div>
  );
}
