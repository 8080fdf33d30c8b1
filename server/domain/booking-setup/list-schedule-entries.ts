import { and, eq } from 'drizzle-orm';
import type { ScheduleEntryQuery } from '../../../common/booking-setup.schema';
import type { Db } from '../../db/client';
import { loadScheduleEntries, type EntryRow } from '../booking/schedule-occurrences';

/** A row of the entries list: a single entry (`id`) or an occurrence of a series (`id` null, `seriesId`); `key` is unique. */
export type ScheduleListRow = EntryRow & { key: string };

/**
 * The schedule entries of one place in a date range (optionally of one type) — single entries and
 * the occurrences of series (an open-ended series up to the booking horizon of `now`) — by date
 * and time; whole days first.
 */
export async function listScheduleEntries(db: Db, q: ScheduleEntryQuery, now: Date): Promise<ScheduleListRow[]> {
  const rows = await loadScheduleEntries(db, (c) => and(eq(c.placeId, q.placeId), q.type ? eq(c.type, q.type) : undefined), q.from, q.to, now);
  const startOf = (e: EntryRow) => e.start ?? -1;
  return rows
    .sort((a, b) => a.date - b.date || startOf(a) - startOf(b) || a.type.localeCompare(b.type) || (a.id ?? Infinity) - (b.id ?? Infinity) || (a.seriesId ?? 0) - (b.seriesId ?? 0))
    .map((e) => ({ ...e, key: e.id === null ? `s${e.seriesId}-${e.date}` : `e${e.id}` }));
}
