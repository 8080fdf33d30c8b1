import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { service } from '../../db/schema/content';
import { visibleAt } from './visible';

export type Service = typeof service.$inferSelect;

/** Services shown to the public, in display order. */
export function listServices(db: Db, now = new Date()): Promise<Service[]> {
  return db.select().from(service).where(visibleAt(service, now)).orderBy(asc(service.sort), asc(service.id));
}
