import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { place } from '../../db/schema/content';
import { visibleAt } from './visible';

export type Place = typeof place.$inferSelect;

/** The clinic's offices shown to the public, in display order. */
export function listPlaces(db: Db, now = new Date()): Promise<Place[]> {
  return db.select().from(place).where(visibleAt(place, now)).orderBy(asc(place.sort), asc(place.id));
}
