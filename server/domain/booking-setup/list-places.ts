import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { place } from '../../db/schema/content';
import { presentPlace, type SetupPlace } from '../../presenters/booking-setup';

/** Every place (shown or not) with its booking settings, in display order. */
export async function listSetupPlaces(db: Db): Promise<SetupPlace[]> {
  const rows = await db.select().from(place).orderBy(asc(place.sort), asc(place.id));
  return rows.map(presentPlace);
}
