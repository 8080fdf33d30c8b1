import { asc, between } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { publicHoliday } from '../../db/schema/booking';
import { presentPublicHoliday, type SetupPublicHoliday } from '../../presenters/booking-setup';

/** The Hong Kong public holidays of one year, by date. */
export async function listPublicHolidays(db: Db, { year }: { year: number }): Promise<SetupPublicHoliday[]> {
  const rows = await db
    .select()
    .from(publicHoliday)
    .where(between(publicHoliday.date, year * 10000 + 101, year * 10000 + 1231))
    .orderBy(asc(publicHoliday.date));
  return rows.map(presentPublicHoliday);
}
