import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staff } from '../../db/schema/content';
import { visibleAt } from './visible';

export type StaffProfile = typeof staff.$inferSelect;

/** Team profiles shown to the public, in display order. */
export function listTeam(db: Db, now = new Date()): Promise<StaffProfile[]> {
  return db.select().from(staff).where(visibleAt(staff, now)).orderBy(asc(staff.sort), asc(staff.id));
}
