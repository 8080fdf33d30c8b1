import { useEffect, type MouseEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { getSchedule } from '../../../server/domain/booking/get-schedule';
import { BOOKING_STATUSES } from '../../../common/booking-rules';
import { MINUTE_GRIDS, type MinuteGrid } from '../../../common/minute-grid';
import { dateLabel, ENTRY_STYLE, entryKindLabel, memberLabel, spanLabel, STATUS_STYLE } from './labels';
import { enumLabelKey } from '../../../common/enum-labels';
import {
  bookingsOf, closedSpans, clockText, dayRange, ENTRY_KINDS, entriesOf, isLive, layoutLanes, minutesOfTime, placeEntriesOf, PX_PER_MINUTE, servicePeriods,
  timeOfMinutes, type ColumnKey, type Period,
} from './schedule-model';
import type { ServiceHours } from '../../../common/booking-setup-rules';

export type ScheduleData = Awaited<ReturnType<typeof getSchedule>>;
type Booking = ScheduleData['bookings'][number];
type Entry = ScheduleData['entries'][number];
type Room = ScheduleData['rooms'][number];
type Therapist = ScheduleData['therapists'][number];

/** One column of the schedule: a room or a therapist, with its heading. */
export interface Column {
  key: ColumnKey;
  title: string;
  subtitle: string;
  /** Shown beside the title: "room" or "therapist". */
  group: 'room' | 'therapist';
  room?: Room;
  therapist?: Therapist;
}

/** Rooms first, then therapists: side by side, as spec §2's combined schedule. */
export function columnsOf(data: ScheduleData, t: (k: string, o?: Record<string, unknown>) => string): Column[] {
  return [
    ...data.rooms.map((r): Column => ({
      key: { kind: 'room', id: r.id },
      title: t('desk:column.room', { code: r.code }),
      subtitle: `${r.name}${r.qty > 1 ? ` · ${t('desk:column.places', { count: r.qty })}` : ''}${r.isEnabled ? '' : ` · ${t('desk:column.disabled')}`}`,
      group: 'room',
      room: r,
    })),
    ...data.therapists.map((th): Column => ({
      key: { kind: 'therapist', id: th.id },
      title: th.name,
      subtitle: th.placeId === data.place.id || th.placeId === null ? t('desk:column.therapist') : t('desk:column.visiting'),
      group: 'therapist',
      therapist: th,
    })),
  ];
}

/** The links and actions the views offer (built by the screen, which knows the URL and the permissions). */
export interface ViewLinks {
  booking: (id: number) => string;
  /** A new booking prefilled with these; undefined when the user may not book. */
  create?: (p: { date: number; start?: number; therapistId?: number; roomId?: number }) => string;
  /** Opens a therapist's calendar-link panel. */
  calendar?: (therapist: Therapist) => void;
}

/** The day's open periods: service hours (none on a holiday) plus PLACE_OPEN periods. */
function openPeriods(data: ScheduleData, date: number): { open: Period[]; isHoliday: boolean } {
  const isHoliday = data.holidays.some((h) => h.date === date);
  const extra = data.entries.filter((e) => e.type === 'PLACE_OPEN' && e.date === date).map((e) => ({ start: e.start ?? 0, end: e.end ?? 2400 }));
  const base = isHoliday ? [] : servicePeriods(data.place.serviceHours as ServiceHours, date);
  return { open: [...base, ...extra].sort((a, b) => a.start - b.start), isHoliday };
}

const entryText = (t: TFunction, e: Entry) => `${entryKindLabel(t, e.type)} ${e.start !== null && e.end !== null ? spanLabel(e.start, e.end) : t('desk:entry.allDay')}${e.remark ? ` · ${e.remark}` : ''}`;

/** A booking's text: time, member, plan, the other resource, state, forced. */
function BookingText({ b, col, compact }: { b: Booking; col?: ColumnKey; compact?: boolean }) {
  const { t } = useTranslation();
  const other = col?.kind === 'room' ? b.therapist.name : col?.kind === 'therapist' ? t('desk:column.room', { code: b.room.code }) : `${b.therapist.name} · ${t('desk:column.room', { code: b.room.code })}`;
  return (
    <>
      <span className="block font-semibold tabular-nums">
        {spanLabel(b.start, b.end)}
        {b.isForced && (
          <span className="ml-1 rounded bg-red-700 px-1 text-[11px] font-bold text-white dark:bg-red-500 dark:text-stone-950" data-testid="forced-mark">
            ⚠ {t('desk:forced')}
          </span>
        )}
      </span>
      <span className="block truncate font-medium" data-testid="booking-member">{memberLabel(b.member)}</span>
      <span className="block truncate">{b.plan.name}</span>
      <span className="block truncate">{other}</span>
      <span className={`block truncate ${compact ? '' : 'text-[11px]'} font-semibold uppercase tracking-wide`} data-testid="booking-status">{t(enumLabelKey('bookingStatus', b.status))}</span>
    </>
  );
}

/** The day's notes above the grid: service hours or closed, holidays, place-wide entries. */
function DayNotes({ data, date }: { data: ScheduleData; date: number }) {
  const { t } = useTranslation();
  const service = servicePeriods(data.place.serviceHours as ServiceHours, date);
  const holidays = data.holidays.filter((h) => h.date === date);
  const placeEntries = placeEntriesOf(data.entries).filter((e) => e.date === date);
  return (
    <ul className="mb-3 flex flex-wrap gap-2 text-sm" data-testid="day-notes">
      <li className={`rounded-lg border-l-4 px-3 py-1.5 ${service.length ? 'border-emerald-600 bg-white dark:bg-stone-900' : ENTRY_STYLE.CLOSED}`}>
        {service.length ? t('desk:day.hours', { hours: service.map((p) => spanLabel(p.start, p.end)).join(', ') }) : t('desk:day.closed')}
      </li>
      {holidays.map((h) => (
        <li key={`h-${h.name}`} className={`rounded-lg border-l-4 px-3 py-1.5 ${ENTRY_STYLE.HOLIDAY}`} data-entry="HOLIDAY">
          {t('desk:entry.HOLIDAY')}: {h.name || t('desk:entry.HOLIDAY')}
        </li>
      ))}
      {placeEntries.map((e) => (
        <li key={e.key} className={`rounded-lg border-l-4 px-3 py-1.5 ${ENTRY_STYLE[e.type]}`} data-entry={e.type}>
          {entryText(t, e)}
        </li>
      ))}
    </ul>
  );
}

function ColumnHeading({ col, links, date }: { col: Column; links: ViewLinks; date: number }) {
  const { t } = useTranslation();
  const createHref = links.create?.({ date, ...(col.key.kind === 'room' ? { roomId: col.key.id } : { therapistId: col.key.id }) });
  return (
    <div className="flex h-full items-start justify-between gap-1">
      <div className="min-w-0">
        <span className="block text-[11px] font-semibold tracking-wide text-stone-600 uppercase dark:text-stone-400">{t(`desk:column.group.${col.group}`)}</span>
        <h3 className="truncate text-sm font-semibold" data-testid="column-title">{col.title}</h3>
        <span className="block truncate text-xs text-stone-600 dark:text-stone-400">{col.subtitle}</span>
      </div>
      <div className="flex shrink-0 flex-col items-end">
        {createHref && (
          <Link to={createHref} className="grid h-8 w-8 place-items-center rounded-full text-lg leading-none hover:bg-stone-100 dark:hover:bg-stone-800" aria-label={t('desk:column.newFor', { name: col.title })} title={t('desk:column.newFor', { name: col.title })}>
            <span aria-hidden="true">+</span>
          </Link>
        )}
        {col.therapist && links.calendar && (
          <button type="button" className="grid h-8 w-8 place-items-center rounded-full hover:bg-stone-100 dark:hover:bg-stone-800" onClick={() => links.calendar!(col.therapist!)} aria-label={t('desk:feed.openFor', { name: col.title })} title={t('desk:feed.openFor', { name: col.title })} data-testid="calendar-link-open">
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true"><rect x="4" y="5" width="16" height="15" rx="2" fill="none" stroke="currentColor" strokeWidth="2" /><path d="M4 10h16M9 3v4M15 3v4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" /></svg>
          </button>
        )}
      </div>
    </div>
  );
}

/** One column of the day view: bands (working hours, place-wide and all-day entries) behind, bookings and timed entries in lanes on top. */
function DayColumn(p: { col: Column; data: ScheduleData; date: number; bookings: Booking[]; range: { startMin: number; endMin: number }; closed: { from: number; to: number }[]; links: ViewLinks; focusId?: number; step: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { startMin, endMin } = p.range;
  const y = (min: number) => (Math.max(startMin, Math.min(endMin, min)) - startMin) * PX_PER_MINUTE;
  const height = (endMin - startMin) * PX_PER_MINUTE;
  const own = entriesOf(p.data.entries, p.col.key).filter((e) => e.date === p.date);
  const bands = [...placeEntriesOf(p.data.entries).filter((e) => e.date === p.date), ...own.filter((e) => e.type === 'STAFF_OPEN' || e.start === null || e.end === null)];
  const timed = own.filter((e) => e.type !== 'STAFF_OPEN' && e.start !== null && e.end !== null);
  type Item = { start: number; end: number; booking?: Booking; entry?: Entry };
  const items: Item[] = [
    ...p.bookings.map((b) => ({ start: minutesOfTime(b.start), end: minutesOfTime(b.end), booking: b })),
    ...timed.map((e) => ({ start: minutesOfTime(e.start!), end: minutesOfTime(e.end!), entry: e })),
  ];
  const laned = layoutLanes(items);
  const headingId = `col-${p.col.key.kind}-${p.col.key.id}`;

  const onBackgroundClick = (e: MouseEvent<HTMLDivElement>) => {
    if (!p.links.create || (e.target as HTMLElement).closest('a,button')) return;
    const top = e.currentTarget.getBoundingClientRect().top;
    const minute = startMin + Math.floor((e.clientY - top) / PX_PER_MINUTE / p.step) * p.step;
    navigate(p.links.create({ date: p.date, start: timeOfMinutes(Math.min(minute, endMin - p.step)), ...(p.col.key.kind === 'room' ? { roomId: p.col.key.id } : { therapistId: p.col.key.id }) }));
  };

  return (
    <section aria-labelledby={headingId} className="w-36 shrink-0 grow border-l border-stone-200 dark:border-stone-800" data-column={`${p.col.key.kind}-${p.col.key.id}`}>
      <div id={headingId} className="h-20 border-b border-stone-200 bg-white p-2 dark:border-stone-800 dark:bg-stone-900">
        <ColumnHeading col={p.col} links={p.links} date={p.date} />
      </div>
      {/* A pointer shortcut: the column's "new booking" link does the same by keyboard. */}
      <div role="presentation" className={`relative ${p.links.create ? 'cursor-copy' : ''}`} style={{ height }} onClick={onBackgroundClick}>
        {p.closed.map((c) => (
          <div key={c.from} aria-hidden="true" className={`absolute inset-x-0 ${ENTRY_STYLE.CLOSED} border-0`} style={{ top: y(c.from), height: y(c.to) - y(c.from) }} />
        ))}
        <ul className="absolute inset-0">
          {bands.map((e) => {
            const top = e.start === null ? 0 : y(minutesOfTime(e.start));
            const bottom = e.end === null ? height : y(minutesOfTime(e.end));
            return (
              <li key={`band-${e.key}`} className={`pointer-events-none absolute inset-x-0 overflow-hidden border-l-4 px-1 text-[11px] leading-tight text-stone-800 dark:text-stone-200 ${ENTRY_STYLE[e.type]}`} style={{ top, height: Math.max(bottom - top, 14) }} data-entry={e.type}>
                {entryText(t, e)}
              </li>
            );
          })}
          {laned.map(({ item, lane, lanes }) => {
            const style = { top: y(item.start), height: Math.max(y(item.end) - y(item.start) - 2, 18), left: `calc(${(lane / lanes) * 100}% + 2px)`, width: `calc(${100 / lanes}% - 4px)` };
            if (item.entry) {
              return (
                <li key={`entry-${item.entry.key}`} className={`pointer-events-none absolute z-10 overflow-hidden rounded-md border-l-4 px-1.5 py-0.5 text-xs leading-tight text-stone-900 dark:text-stone-100 ${ENTRY_STYLE[item.entry.type]}`} style={style} data-entry={item.entry.type}>
                  {entryText(t, item.entry)}
                </li>
              );
            }
            const b = item.booking!;
            return (
              <li key={`booking-${b.id}`} className="absolute z-20" style={style}>
                <Link
                  to={p.links.booking(b.id)}
                  className={`block h-full overflow-hidden rounded-md border-l-4 px-1.5 py-0.5 text-xs leading-tight text-stone-900 shadow-sm hover:brightness-95 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-600 dark:text-stone-100 ${STATUS_STYLE[b.status]} ${b.isForced ? 'ring-2 ring-red-600 ring-inset' : ''} ${p.focusId === b.id ? 'outline-3 outline-offset-1 outline-emerald-700' : ''} ${isLive(b.status) ? '' : 'line-through decoration-stone-500'}`}
                  data-testid="booking-block"
                  data-booking-id={b.id}
                  data-status={b.status}
                  data-forced={b.isForced ? 'true' : undefined}
                >
                  <BookingText b={b} col={p.col.key} />
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

/** The day view: time rows on the place's grid across the service hours, rooms and therapists side by side. */
export function DayView({ data, date, showClosed, links, focusId }: { data: ScheduleData; date: number; showClosed: boolean; links: ViewLinks; focusId?: number }) {
  const { t } = useTranslation();
  const columns = columnsOf(data, t);
  const bookings = data.bookings.filter((b) => b.date === date && (showClosed || isLive(b.status)));
  const { open } = openPeriods(data, date);
  const dayEntries = data.entries.filter((e) => e.date === date);
  const range = dayRange(open, [...bookings, ...dayEntries]);
  const closed = closedSpans(open, range.startMin, range.endMin);
  const step = MINUTE_GRIDS[data.place.minuteGrid as MinuteGrid] ?? 30;
  const lineStep = Math.max(step, 15);
  const height = (range.endMin - range.startMin) * PX_PER_MINUTE;
  const hours: number[] = [];
  for (let m = range.startMin; m < range.endMin; m += 60) hours.push(m);

  useEffect(() => {
    if (focusId) document.querySelector(`[data-booking-id="${focusId}"]`)?.scrollIntoView({ block: 'center', inline: 'center' });
  }, [focusId]);

  return (
    <div>
      <DayNotes data={data} date={date} />
      <div role="region" aria-label={t('desk:day.region', { date: dateLabel(t, date) })} tabIndex={0} className="card max-w-full overflow-x-auto focus-visible:outline-2 focus-visible:outline-emerald-600" data-testid="day-grid">
        <div className="flex min-w-max">
          <div className="sticky left-0 z-30 w-14 shrink-0 bg-white dark:bg-stone-900" aria-hidden="true">
            <div className="h-20 border-b border-stone-200 dark:border-stone-800" />
            <div className="relative" style={{ height }}>
              {hours.map((m) => (
                <span key={m} className="absolute right-1.5 -translate-y-1/2 text-xs text-stone-600 tabular-nums first:translate-y-0 dark:text-stone-400" style={{ top: (m - range.startMin) * PX_PER_MINUTE }}>
                  {clockText(timeOfMinutes(m))}
                </span>
              ))}
            </div>
          </div>
          <div
            className="relative flex grow"
            style={{
              backgroundImage: `repeating-linear-gradient(to bottom, transparent 0 ${lineStep * PX_PER_MINUTE - 1}px, rgb(120 113 108 / 0.18) ${lineStep * PX_PER_MINUTE - 1}px ${lineStep * PX_PER_MINUTE}px)`,
              backgroundPosition: '0 5rem',
              backgroundRepeat: 'no-repeat',
              backgroundSize: `100% ${height}px`,
            }}
          >
            {columns.map((col) => (
              <DayColumn key={`${col.key.kind}-${col.key.id}`} col={col} data={data} date={date} bookings={bookingsOf(bookings, col.key)} range={range} closed={closed} links={links} focusId={focusId} step={step} />
            ))}
            {columns.length === 0 && <p className="p-4 text-sm">{t('desk:day.noColumns')}</p>}
          </div>
        </div>
      </div>
    </div>
  );
}

/** The week view: one row per day, one compact list per room and therapist. */
export function WeekView({ data, date, dates, showClosed, links, focusId }: { data: ScheduleData; date: number; dates: number[]; showClosed: boolean; links: ViewLinks; focusId?: number }) {
  const { t } = useTranslation();
  const columns = columnsOf(data, t);
  const bookings = data.bookings.filter((b) => showClosed || isLive(b.status));
  return (
    <div role="region" aria-label={t('desk:week.region', { from: dateLabel(t, dates[0]!), to: dateLabel(t, dates.at(-1)!) })} tabIndex={0} className="card max-w-full overflow-x-auto focus-visible:outline-2 focus-visible:outline-emerald-600" data-testid="week-grid">
      <table className="w-full min-w-max border-collapse text-xs">
        <thead>
          <tr>
            <th scope="col" className="sticky left-0 z-10 w-28 bg-white p-2 text-left text-sm dark:bg-stone-900">{t('desk:week.day')}</th>
            {columns.map((col) => (
              <th key={`${col.key.kind}-${col.key.id}`} scope="col" className="h-20 w-40 border-l border-stone-200 p-2 text-left align-top font-normal dark:border-stone-800" data-column={`${col.key.kind}-${col.key.id}`}>
                <ColumnHeading col={col} links={links} date={date} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {dates.map((date) => {
            const { open, isHoliday } = openPeriods(data, date);
            const holidays = data.holidays.filter((h) => h.date === date);
            const placeEntries = placeEntriesOf(data.entries).filter((e) => e.date === date);
            return (
              <tr key={date} className="border-t border-stone-200 align-top dark:border-stone-800" data-date={date}>
                <th scope="row" className={`sticky left-0 z-10 w-28 p-2 text-left font-normal ${open.length ? 'bg-white dark:bg-stone-900' : ENTRY_STYLE.CLOSED}`}>
                  <span className="block text-sm font-semibold">{dateLabel(t, date)}</span>
                  {!open.length && !isHoliday && <span className="block">{t('desk:day.closed')}</span>}
                  {holidays.map((h) => (
                    <span key={h.name} className={`mt-1 block rounded border-l-4 px-1 ${ENTRY_STYLE.HOLIDAY}`} data-entry="HOLIDAY">{h.name || t('desk:entry.HOLIDAY')}</span>
                  ))}
                  {placeEntries.map((e) => (
                    <span key={e.key} className={`mt-1 block rounded border-l-4 px-1 ${ENTRY_STYLE[e.type]}`} data-entry={e.type}>{entryText(t, e)}</span>
                  ))}
                </th>
                {columns.map((col) => {
                  const cellBookings = bookingsOf(bookings, col.key).filter((b) => b.date === date);
                  const cellEntries = entriesOf(data.entries, col.key).filter((e) => e.date === date);
                  return (
                    <td key={`${col.key.kind}-${col.key.id}`} className="w-40 border-l border-stone-200 p-1.5 dark:border-stone-800">
                      <ul className="space-y-1">
                        {cellEntries.map((e) => (
                          <li key={e.key} className={`rounded border-l-4 px-1.5 py-0.5 text-stone-900 dark:text-stone-100 ${ENTRY_STYLE[e.type]}`} data-entry={e.type}>{entryText(t, e)}</li>
                        ))}
                        {cellBookings.map((b) => (
                          <li key={`b-${b.id}`}>
                            <Link
                              to={links.booking(b.id)}
                              className={`block rounded border-l-4 px-1.5 py-0.5 leading-tight text-stone-900 hover:brightness-95 focus-visible:outline-2 focus-visible:outline-emerald-600 dark:text-stone-100 ${STATUS_STYLE[b.status]} ${b.isForced ? 'ring-2 ring-red-600 ring-inset' : ''} ${focusId === b.id ? 'outline-3 outline-emerald-700' : ''} ${isLive(b.status) ? '' : 'line-through decoration-stone-500'}`}
                              data-testid="booking-block"
                              data-booking-id={b.id}
                              data-status={b.status}
                              data-forced={b.isForced ? 'true' : undefined}
                            >
                              <BookingText b={b} col={col.key} compact />
                            </Link>
                          </li>
                        ))}
                      </ul>
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** What the colours and marks mean: every booking state, every entry type, closed time, forced saves. */
export function Legend() {
  const { t } = useTranslation();
  const swatch = (cls: string, label: ReactNode, key: string) => (
    <li key={key} className="flex items-center gap-1.5">
      <span aria-hidden="true" className={`inline-block h-4 w-6 rounded-sm border border-l-4 ${cls}`} />
      <span>{label}</span>
    </li>
  );
  return (
    <details className="card mt-4 p-3 text-xs" data-testid="schedule-legend" open>
      <summary className="cursor-pointer text-sm font-semibold">{t('desk:legend.title')}</summary>
      <h3 className="mt-2 font-semibold">{t('desk:legend.bookings')}</h3>
      <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1.5">
        {BOOKING_STATUSES.map((s) => swatch(STATUS_STYLE[s]!, t(enumLabelKey('bookingStatus', s)), s))}
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className="rounded bg-red-700 px-1 text-[11px] font-bold text-white dark:bg-red-500 dark:text-stone-950">⚠ {t('desk:forced')}</span>
          <span>{t('desk:legend.forced')}</span>
        </li>
      </ul>
      <h3 className="mt-3 font-semibold">{t('desk:legend.entries')}</h3>
      <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1.5">
        {ENTRY_KINDS.map((k) => swatch(ENTRY_STYLE[k]!, entryKindLabel(t, k), k))}
      </ul>
    </details>
  );
}
