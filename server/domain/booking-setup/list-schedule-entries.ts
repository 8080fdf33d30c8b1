import { and, asc, between, eq, sql } from 'drizzle-orm';
import type { ScheduleEntryQuery } from '../../../common/booking-setup.schema';
import type { Db } from '../../db/client';
import { scheduleEntry } from '../../db/schema/booking';
import { presentScheduleEntry, type SetupScheduleEntry } from '../../presenters/booking-setup';

/** The schedule entries of one place in a date range (optionally of one type), by date and time; whole days first. */
export async function listScheduleEntries(db: Db, q: ScheduleEntryQuery): Promise<SetupScheduleEntry[]> {
  const rows = await db
    .select()
    .from(scheduleEntry)
    .where(and(eq(scheduleEntry.placeId, q.placeId), between(scheduleEntry.date, q.from, q.to), q.type ? eq(scheduleEntry.type, q.type) : undefined))
    .orderBy(asc(scheduleEntry.date), sql`${scheduleEntry.start} asc nulls first`, asc(scheduleEntry.type), asc(scheduleEntry.id));
  return rows.map(presentScheduleEntry);
}
