import { and, gte, inArray, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { EntryType } from '../../../common/booking-setup-rules';
import { expandSeries } from '../../../common/schedule-series';
import type { Db } from '../../db/client';
import { scheduleEntry, scheduleSeries, scheduleSeriesSkip } from '../../db/schema/booking';
import type { Tx } from '../shared/manage-context';

/** The columns single entries and series share, for one filter over both tables. */
export interface EntryColumns {
  type: AnyPgColumn;
  placeId: AnyPgColumn;
  roomId: AnyPgColumn;
  staffId: AnyPgColumn;
}

/**
 * A schedule entry as every reader sees it: a single entry (`id`; `seriesId` when it replaces one
 * occurrence of a series) or a computed occurrence of a series (`id` null, `seriesId` set).
 */
export interface EntryRow {
  id: number | null;
  seriesId: number | null;
  type: EntryType;
  placeId: number;
  roomId: number | null;
  staffId: number | null;
  date: number;
  start: number | null;
  end: number | null;
  remark: string;
}

export type SeriesRow = typeof scheduleSeries.$inferSelect;

/** The occurrences of stored series over [from, to], skipped dates left out (an open-ended series stops at the booking horizon of `now`). */
export async function occurrencesOf(db: Db | Tx, series: SeriesRow[], from: number, to: number, now: Date): Promise<EntryRow[]> {
  if (series.length === 0) return [];
  const skips = await db
    .select({ seriesId: scheduleSeriesSkip.seriesId, date: scheduleSeriesSkip.date })
    .from(scheduleSeriesSkip)
    .where(and(inArray(scheduleSeriesSkip.seriesId, series.map((s) => s.id)), gte(scheduleSeriesSkip.date, from), lte(scheduleSeriesSkip.date, to)));
  const list = series.map((s) => ({
    id: s.id,
    weekdays: s.weekdays,
    fromDate: s.fromDate,
    untilDate: s.untilDate,
    payload: { id: null, type: s.type, placeId: s.placeId, roomId: s.roomId, staffId: s.staffId, start: s.start, end: s.end, remark: s.remark },
  }));
  return expandSeries(list, skips, from, to, now);
}

/** The series whose dates meet [from, to] and that `match` selects. */
export function seriesMeeting(db: Db | Tx, match: SQL | undefined, from: number, to: number): Promise<SeriesRow[]> {
  return db
    .select()
    .from(scheduleSeries)
    .where(and(match, lte(scheduleSeries.fromDate, to), or(isNull(scheduleSeries.untilDate), gte(scheduleSeries.untilDate, from))));
}

/**
 * Every schedule entry over [from, to] that `match` selects (a filter written once against the
 * columns both tables share): the single entries and the occurrences of series, by date. One
 * query after another, so it runs inside a transaction too.
 */
export async function loadScheduleEntries(db: Db | Tx, match: (c: EntryColumns) => SQL | undefined, from: number, to: number, now: Date): Promise<EntryRow[]> {
  const singles = await db
    .select()
    .from(scheduleEntry)
    .where(and(match(scheduleEntry), gte(scheduleEntry.date, from), lte(scheduleEntry.date, to)));
  const series = await seriesMeeting(db, match(scheduleSeries), from, to);
  const occurrences = await occurrencesOf(db, series, from, to, now);
  const rows: EntryRow[] = singles.map((e) => ({
    id: e.id, seriesId: e.seriesId, type: e.type, placeId: e.placeId, roomId: e.roomId, staffId: e.staffId, date: e.date, start: e.start, end: e.end, remark: e.remark,
  }));
  return [...rows, ...occurrences].sort((a, b) => a.date - b.date);
}
