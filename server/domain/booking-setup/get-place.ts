import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { placeHoliday } from '../../db/schema/booking';
import { place } from '../../db/schema/content';
import { AppError } from '../app-error';
import { presentPlace, presentPlaceHoliday, type SetupPlace, type SetupPlaceHoliday } from '../../presenters/booking-setup';

/** One place's booking settings and its holidays (by date); NOT_FOUND when there is no such place. */
export async function getSetupPlace(db: Db, id: number): Promise<{ place: SetupPlace; holidays: SetupPlaceHoliday[] }> {
  const [row] = await db.select().from(place).where(eq(place.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  const holidays = await db.select().from(placeHoliday).where(eq(placeHoliday.placeId, id)).orderBy(asc(placeHoliday.date));
  return { place: presentPlace(row), holidays: holidays.map(presentPlaceHoliday) };
}
