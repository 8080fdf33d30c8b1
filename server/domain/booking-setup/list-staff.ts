import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staff } from '../../db/schema/content';
import { presentStaff, type SetupStaff } from '../../presenters/booking-setup';

/** Every team profile with its booking settings, in display order. */
export async function listSetupStaff(db: Db): Promise<SetupStaff[]> {
  const rows = await db.select().from(staff).orderBy(asc(staff.sort), asc(staff.id));
  return rows.map(presentStaff);
}
