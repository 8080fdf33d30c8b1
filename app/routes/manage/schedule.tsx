import { useState } from 'react';
import { Form, Link, redirect, useSubmit } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isValidDate, toClinicDate } from '../../../common/clinic-time';
import { pickText } from '../../../common/i18n-config';
import { can, canAny } from '../../../common/permissions';
import { openCalendarFeed } from '../../features/schedule/calendar-feed-dialog';
import { dateLabel } from '../../features/schedule/labels';
import { isLive, isoOf, stepDate, viewDates, ymdOf, type ViewMode } from '../../features/schedule/schedule-model';
import { DayView, Legend, WeekView, type ViewLinks } from '../../features/schedule/schedule-view';
import { ManageErrorBoundary } from '../../features/manage/error-boundary';
import { inputClass as INPUT_CLASS } from '../../components/form';
import { ScreenHeader, useQueryHref } from '../../components/list/list-controls';
import { manageContext } from '../../features/manage/manage-loader';
import { manageMeta } from '../../features/manage/meta';
import type { Route } from './+types/schedule';

/**
 * manage/schedule?placeId=&date=YYYY-MM-DD&view=day|week&focus=<booking id> — the combined
 * schedule of one place (spec §2): rooms and therapists side by side with every booking, schedule
 * entry and holiday of the day or the week (Monday to Sunday).
 */
export async function loader(args: Route.LoaderArgs) {
  const { services, actor, t, url, lng } = await manageContext(args, (p) => canAny(p, 'BOOKING,SCHEDULE', 'VIEW,EDIT'));
  const sp = url.searchParams;
  const places = (await services.bookingSetup.places()).map((p) => ({ id: p.id, name: pickText(p.name, lng) }));
  const today = toClinicDate(new Date());
  const base = { title: t('desk:schedule.title'), today, places, canEdit: can(actor.permissions, 'BOOKING_EDIT'), canFeedEdit: can(actor.permissions, 'STAFF_EDIT') };
  if (places.length === 0) return { ...base, query: null, schedule: null };

  const view: ViewMode = sp.get('view') === 'week' ? 'week' : 'day';
  const date = sp.get('date') ? ymdOf(sp.get('date')) : today;
  const placeId = sp.get('placeId') ? Number(sp.get('placeId')) : places[0]!.id;
  if (date === null || !isValidDate(date) || !places.some((p) => p.id === placeId)) {
    // A hand-made or stale address: start again from today at the first place.
    throw redirect(sp.get('lng') ? `/manage/schedule?lng=${encodeURIComponent(sp.get('lng')!)}` : '/manage/schedule');
  }
  const dates = viewDates(view, date);
  const schedule = await services.booking.schedule({ placeId, from: dates[0]!, to: dates.at(-1)! }, lng);
  const focus = Number(sp.get('focus'));
  return { ...base, query: { view, date, dates, placeId, focusId: Number.isSafeInteger(focus) && focus > 0 ? focus : undefined }, schedule };
}

export const meta: Route.MetaFunction = ({ data }) => manageMeta(data?.title);

export default function Schedule({ loaderData: d }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useQueryHref();
  const submit = useSubmit();
  const [showClosed, setShowClosed] = useState(false);
  const q = d.query;
  const data = d.schedule;

  if (!q || !data) {
    return (
      <>
        <ScreenHeader title={d.title} lead={t('desk:schedule.lead')} />
        <p className="card p-4 text-sm">{t('desk:schedule.noPlaces')}</p>
      </>
    );
  }

  const placeQuery = `placeId=${q.placeId}`;
  const links: ViewLinks = {
    booking: (id) => `/manage/schedule/booking/${id}`,
    create: d.canEdit
      ? (p) => {
          const qs = new URLSearchParams({ placeId: String(q.placeId), date: isoOf(p.date) });
          if (p.start !== undefined) qs.set('start', String(p.start).padStart(4, '0'));
          if (p.therapistId) qs.set('therapistId', String(p.therapistId));
          if (p.roomId) qs.set('roomId', String(p.roomId));
          return `/manage/schedule/booking/new?${qs}`;
        }
      : undefined,
    calendar: (th) => openCalendarFeed({ staffId: th.id, name: th.name, canEdit: d.canFeedEdit }),
  };
  const closedCount = data.bookings.filter((b) => !isLive(b.status)).length;
  const heading = q.view === 'day' ? dateLabel(t, q.date) : t('desk:week.range', { from: dateLabel(t, q.dates[0]!), to: dateLabel(t, q.dates.at(-1)!) });
  const navLink = 'btn btn-ghost min-h-10 px-4';

  return (
    <>
      <ScreenHeader title={d.title} lead={t('desk:schedule.lead')}>
        {d.canEdit && (
          <Link to={`/manage/schedule/booking/new?${placeQuery}&date=${isoOf(q.date)}`} className="btn btn-primary" data-testid="booking-new">
            {t('desk:schedule.new')}
          </Link>
        )}
      </ScreenHeader>

      <div className="card mb-4 space-y-3 p-3 sm:p-4">
        <Form method="get" className="flex flex-wrap items-end gap-3" data-testid="schedule-filter">
          <input type="hidden" name="view" value={q.view} />
          <label className="min-w-0 grow basis-40 text-sm font-medium">
            {t('desk:schedule.place')}
            <select name="placeId" defaultValue={q.placeId} className={INPUT_CLASS} onChange={(e) => e.currentTarget.form && void submit(e.currentTarget.form)} data-testid="place-picker">
              {d.places.map((p) => <option key={p.id} value={p.id}>{p.name}</option>)}
            </select>
          </label>
          <label className="min-w-0 grow basis-40 text-sm font-medium">
            {t('desk:schedule.date')}
            <input type="date" name="date" key={q.date} defaultValue={isoOf(q.date)} className={INPUT_CLASS} data-testid="date-input" />
          </label>
          <button type="submit" className="btn btn-ghost min-h-10 px-4">{t('desk:schedule.show')}</button>
        </Form>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <nav aria-label={t('desk:schedule.navLabel')} className="flex flex-wrap gap-2">
            <Link className={navLink} to={href({ date: isoOf(stepDate(q.view, q.date, -1)), focus: undefined })} data-testid="schedule-prev">
              <span aria-hidden="true">‹</span> {t(q.view === 'day' ? 'desk:schedule.prevDay' : 'desk:schedule.prevWeek')}
            </Link>
            <Link className={navLink} to={href({ date: isoOf(d.today), focus: undefined })} aria-current={q.dates.includes(d.today) ? 'date' : undefined} data-testid="schedule-today">
              {t('desk:schedule.today')}
            </Link>
            <Link className={navLink} to={href({ date: isoOf(stepDate(q.view, q.date, 1)), focus: undefined })} data-testid="schedule-next">
              {t(q.view === 'day' ? 'desk:schedule.nextDay' : 'desk:schedule.nextWeek')} <span aria-hidden="true">›</span>
            </Link>
          </nav>
          <nav aria-label={t('desk:schedule.viewLabel')} className="flex rounded-full border border-emerald-800 p-0.5 dark:border-emerald-500">
            {(['day', 'week'] as const).map((v) => (
              <Link
                key={v}
                to={href({ view: v === 'day' ? undefined : v, date: isoOf(q.date), focus: undefined })}
                aria-current={q.view === v ? 'page' : undefined}
                className={`rounded-full px-4 py-1.5 text-sm font-semibold ${q.view === v ? 'bg-emerald-800 text-white dark:bg-emerald-700' : 'text-emerald-900 hover:bg-emerald-50 dark:text-emerald-200 dark:hover:bg-emerald-950'}`}
                data-testid={`view-${v}`}
              >
                {t(`desk:schedule.view.${v}`)}
              </Link>
            ))}
          </nav>
        </div>
      </div>

      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold" data-testid="schedule-heading">
          {data.place.name} · {heading}
        </h2>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="h-4 w-4" checked={showClosed} onChange={(e) => setShowClosed(e.target.checked)} data-testid="show-closed" />
          {t('desk:schedule.showClosed', { count: closedCount })}
        </label>
      </div>

      {q.view === 'day' ? (
        <DayView data={data} date={q.date} showClosed={showClosed} links={links} focusId={q.focusId} />
      ) : (
        <WeekView data={data} date={q.date} dates={q.dates} showClosed={showClosed} links={links} focusId={q.focusId} />
      )}
      <Legend />
    </>
  );
}

export function ErrorBoundary() {
  return <ManageErrorBoundary />;
}
