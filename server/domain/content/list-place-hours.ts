import { and, gte, inArray, lte } from 'drizzle-orm';
import { addDays, fromClinic, weekday, type Weekday } from '../../../common/clinic-time';
import type { LocalizedText } from '../../../common/i18n-config';
import type { HoursException, OpeningHours } from '../../../common/opening-hours';
import type { Db } from '../../db/client';
import { placeHoliday, publicHoliday } from '../../db/schema/booking';
import type { place } from '../../db/schema/content';
import { placeOpeningHours, serviceHoursOn, type ScheduleEntry } from '../booking/availability';
import { loadScheduleEntries } from '../booking/schedule-occurrences';

type PlaceRow = Pick<typeof place.$inferSelect, 'id' | 'serviceHours'>;

/** Opening hours of one place, holiday names still in three languages. */
export type PlaceHours = OpeningHours<LocalizedText>;

const WEEKDAYS: readonly Weekday[] = [0, 1, 2, 3, 4, 5, 6];
const samePeriods = (a: { start: number; end: number }[], b: { start: number; end: number }[]) =>
  a.length === b.length && a.every((p, i) => p.start === b[i]!.start && p.end === b[i]!.end);

/**
 * Opening hours of the given places from `from` for `days` days: the regular week from their
 * service hours and every date whose hours differ from it — a Hong Kong public holiday or place
 * holiday (closed unless a PLACE_OPEN entry opens it), a PLACE_HOLIDAY entry, a PLACE_OPEN entry —
 * worked out by the booking rules, so the site never shows a place open when booking says closed.
 * A place holiday's name is one text for every language (staff type it once).
 */
export async function listPlaceHours(db: Db, places: PlaceRow[], from: number, days: number): Promise<Map<number, PlaceHours>> {
  const to = addDays(from, days - 1);
  const ids = places.map((p) => p.id);
  if (ids.length === 0) return new Map();
  const [publicDays, placeDays, entries] = await Promise.all([
    db.select().from(publicHoliday).where(and(gte(publicHoliday.date, from), lte(publicHoliday.date, to))),
    db.select().from(placeHoliday).where(and(inArray(placeHoliday.placeId, ids), gte(placeHoliday.date, from), lte(placeHoliday.date, to))),
    // Single entries and series occurrences; an open-ended series is read up to the horizon from `from`.
    loadScheduleEntries(db, (c) => and(inArray(c.placeId, ids), inArray(c.type, ['PLACE_HOLIDAY', 'PLACE_OPEN'])), from, to, fromClinic(from, 0)),
  ]);

  const out = new Map<number, PlaceHours>();
  for (const p of places) {
    const own = placeDays.filter((h) => h.placeId === p.id);
    const placeEntries: ScheduleEntry[] = entries
      .filter((e) => e.placeId === p.id)
      .map((e) => ({ type: e.type, date: e.date, ...(e.start !== null && e.end !== null ? { start: e.start, end: e.end } : {}) }));
    const week = WEEKDAYS.map((wd) => serviceHoursOn(p.serviceHours, wd));
    const holidays = [...publicDays.map((h) => h.date), ...own.map((h) => h.date)];
    const exceptions: HoursException<LocalizedText>[] = [];
    for (const { date, periods } of placeOpeningHours({ serviceHours: p.serviceHours, holidays }, placeEntries, from, to)) {
      if (samePeriods(periods, week[weekday(date)]!)) continue;
      const names: LocalizedText[] = [
        ...publicDays.filter((h) => h.date === date).map((h) => h.name),
        ...own.filter((h) => h.date === date && h.name.trim() !== '').map((h) => ({ 'zh-HK': h.name, 'zh-CN': h.name, en: h.name })),
      ];
      exceptions.push({ date, periods, names });
    }
    out.set(p.id, { week, exceptions, from, through: to });
  }
  return out;
}
