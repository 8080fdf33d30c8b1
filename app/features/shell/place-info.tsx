import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { textFromHhmm, toClinicDate, weekday, type Weekday } from '../../../common/clinic-time';
import {
  groupWeek,
  isWholeDay,
  placeStateAt,
  relativeDay,
  upcomingExceptions,
  type ClinicMoment,
  type HoursPeriod,
  type OpeningHours,
} from '../../../common/opening-hours';
import { placeAnchor, telHref, type PlaceView } from './shell-data';

/** How often the browser re-reads the clock: "open now" flips within this at opening and closing. */
const CLOCK_REFRESH_MS = 20_000;

/**
 * The reader's current instant, null on the server and during hydration: pages may come from the
 * anonymous page cache, so only the browser's own clock may say whether a place is open now.
 */
export function useClientNow(): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), CLOCK_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

const periodText = (t: TFunction, p: HoursPeriod) => (isWholeDay(p) ? t('places.allDay') : `${textFromHhmm(p.start)}–${textFromHhmm(p.end)}`);
const periodsText = (t: TFunction, ps: HoursPeriod[]) => (ps.length ? ps.map((p) => periodText(t, p)).join(t('places.listSep')) : t('places.closed'));

/** "Mon", "Mon–Fri" (星期一至五), or "Daily" for the whole week. */
function daysLabel(t: TFunction, days: Weekday[]): string {
  if (days.length === 7) return t('places.daily');
  const first = days[0]!;
  const last = days[days.length - 1]!;
  return days.length === 1 ? t(`places.day.${first}`) : t('places.dayRange', { from: t(`places.day.${first}`), to: t(`places.dayEnd.${last}`) });
}

/** A clinic date as "Fri 25 Dec" / 12月25日（星期五）, from the translations (same text on server and browser). */
function dateText(t: TFunction, date: number): string {
  const month = Math.floor(date / 100) % 100;
  return t('places.date', { weekday: t(`places.day.${weekday(date)}`), day: date % 100, month, monthName: t(`places.month.${month}`) });
}

/** "until 19:00", "until 02:00 tomorrow", … relative to `today`. */
function momentText(t: TFunction, kind: 'until' | 'opens', today: number, m: ClinicMoment): string {
  const time = textFromHhmm(m.time);
  switch (relativeDay(today, m.date)) {
    case 'today':
      return t(`places.state.${kind}Today`, { time });
    case 'tomorrow':
      return t(`places.state.${kind}Tomorrow`, { time });
    case 'weekday':
      return t(`places.state.${kind}Day`, { time, day: t(`places.day.${weekday(m.date)}`) });
    default:
      return t(`places.state.${kind}Date`, { time, date: dateText(t, m.date) });
  }
}

/** The regular week as a timetable, consecutive days with equal hours on one row. */
export function WeekHours({ hours, className = '' }: { hours: OpeningHours; className?: string }) {
  const { t } = useTranslation();
  return (
    <dl className={`grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm ${className}`} data-testid="place-week">
      {groupWeek(hours.week).map((g) => (
        <div key={g.days.join()} className="contents">
          <dt className="font-medium whitespace-nowrap">{daysLabel(t, g.days)}</dt>
          <dd className={g.periods.length ? '' : 'text-stone-600 dark:text-stone-400'}>{periodsText(t, g.periods)}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Today's state ("Open now · until 19:00", "Closed today (Christmas Day) · opens 09:00 Mon") from
 * the browser's clock. The slot keeps two lines' height from the first paint, so filling it after
 * hydration moves nothing; the server leaves it empty rather than claim a state that may be stale.
 */
export function PlaceState({ hours, now }: { hours: OpeningHours; now: Date | null }) {
  const { t } = useTranslation();
  let text = '';
  let open = false;
  if (now) {
    const today = toClinicDate(now);
    const state = placeStateAt(hours, now);
    const sep = t('places.state.sep');
    if (state.kind === 'alwaysOpen') {
      open = true;
      text = t('places.state.alwaysOpen');
    } else if (state.kind === 'open') {
      open = true;
      text = t('places.state.open') + sep + momentText(t, 'until', today, state.until);
    } else {
      const names = state.closedToday?.names.filter(Boolean) ?? [];
      const lead = !state.closedToday ? t('places.state.closed') : names.length ? t('places.state.closedTodayFor', { name: names.join(t('places.listSep')) }) : t('places.state.closedToday');
      text = state.opens ? lead + sep + momentText(t, 'opens', today, state.opens) : lead;
    }
  }
  return (
    <p className="flex h-10 items-start gap-2 text-sm" data-testid="place-state" data-state={now ? (open ? 'open' : 'closed') : 'pending'} title={text || undefined}>
      {now && (
        <>
          <span aria-hidden="true" className={`mt-1.5 size-2 shrink-0 rounded-full ${open ? 'bg-emerald-600 dark:bg-emerald-400' : 'bg-rose-600 dark:bg-rose-400'}`} />
          <span className={`line-clamp-2 font-medium ${open ? 'text-emerald-800 dark:text-emerald-300' : 'text-rose-800 dark:text-rose-300'}`}>{text}</span>
        </>
      )}
    </p>
  );
}

/**
 * Closures and special hours within the notice window. The server lists them from its render
 * date; once hydrated the browser lists them from its own today, so a cached page drops the past.
 */
export function UpcomingClosures({ hours, now, titleId, Heading = 'h4' }: { hours: OpeningHours; now: Date | null; titleId: string; Heading?: 'h3' | 'h4' }) {
  const { t } = useTranslation();
  const list = upcomingExceptions(hours, now ? toClinicDate(now) : hours.from);
  if (list.length === 0) return null;
  return (
    <div className="mt-4" data-testid="place-closures">
      <Heading id={titleId} className="text-sm font-semibold">{t('places.closures.title')}</Heading>
      <dl className="mt-1.5 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {list.map((e) => (
          <div key={e.date} className="contents" data-date={e.date}>
            <dt className="font-medium whitespace-nowrap">{dateText(t, e.date)}</dt>
            <dd>
              {e.names.length > 0 && <>{e.names.join(t('places.listSep'))}{t('places.state.sep')}</>}
              <span className="text-stone-600 dark:text-stone-400">
                {e.periods.length ? t('places.closures.special', { hours: periodsText(t, e.periods) }) : t('places.closures.closed')}
              </span>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** The clinic's note with the opening hours ("Closed on public holidays"), when set. */
export function HoursNote({ note, className = '' }: { note: string; className?: string }) {
  return note ? <p className={`text-sm text-stone-600 dark:text-stone-400 ${className}`} data-testid="hours-note">{note}</p> : null;
}

/** The place's phones (tel: links) and its directions link (a new tab). */
export function PlaceLinks({ place, className = '', extra }: { place: PlaceView; className?: string; extra?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <p className={`flex flex-wrap items-center gap-x-4 gap-y-1 ${className}`}>
      {place.phones.map((phone) => (
        <a key={phone} className="link inline-flex min-h-6 items-center" href={telHref(phone)}>
          <span className="sr-only">{t('places.phone')} </span>
          {phone}
        </a>
      ))}
      <a className="link inline-flex min-h-6 items-center" href={place.directionsUrl} target="_blank" rel="noopener noreferrer" data-testid="place-directions">
        {t('places.directions')}
        <span aria-hidden="true">&nbsp;↗</span>
        <span className="sr-only">{t('places.newTab')}</span>
      </a>
      {extra}
    </p>
  );
}

/**
 * One office in full: name, today's state, address with the MTR exit, phones, directions, the
 * week's hours and upcoming closures. Used by the home #contact section and /about (`anchor`
 * gives /about the id the footer links to).
 */
export function PlaceCard({ place, anchor = false }: { place: PlaceView; anchor?: boolean }) {
  const { t } = useTranslation();
  const now = useClientNow();
  const id = anchor ? placeAnchor(place.code) : undefined;
  const key = `${anchor ? 'about' : 'home'}-${place.code}`;
  return (
    <article id={id} aria-labelledby={`${key}-name`} className="card scroll-mt-[calc(var(--nav-h)+1rem)] p-5" data-testid="place-card" data-place={place.code}>
      <h3 id={`${key}-name`} className="text-lg font-semibold">{place.name}</h3>
      {place.hours && <PlaceState hours={place.hours} now={now} />}
      <p className="mt-1">{place.address}</p>
      {place.addressDesc && <p className="mt-1 text-sm text-stone-600 dark:text-stone-400" data-testid="place-address-desc">{place.addressDesc}</p>}
      <PlaceLinks place={place} className="mt-3" />
      {place.hours && (
        <>
          <h4 className="mt-4 text-sm font-semibold">{t('places.hours')}</h4>
          <WeekHours hours={place.hours} className="mt-1.5" />
          <HoursNote note={place.hoursNote} className="mt-2" />
          <UpcomingClosures hours={place.hours} now={now} titleId={`${key}-closures`} />
        </>
      )}
    </article>
  );
}
