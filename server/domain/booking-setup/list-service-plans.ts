import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { servicePlan, servicePlanRoom, servicePlanStaff } from '../../db/schema/booking';
import type { Tx } from '../shared/manage-context';
import { presentServicePlan, type SetupServicePlan } from '../../presenters/booking-setup';

/** Plans with the therapists and rooms linked to them. */
export async function withLinks(db: Db | Tx, plans: (typeof servicePlan.$inferSelect)[]): Promise<SetupServicePlan[]> {
  if (plans.length === 0) return [];
  const ids = plans.map((p) => p.id);
  // One after the other: inside a transaction both run on one connection anyway.
  const staffLinks = await db.select().from(servicePlanStaff).where(inArray(servicePlanStaff.planId, ids));
  const roomLinks = await db.select().from(servicePlanRoom).where(inArray(servicePlanRoom.planId, ids));
  return plans.map((p) =>
    presentServicePlan(
      p,
      staffLinks.filter((l) => l.planId === p.id).map((l) => l.staffId),
      roomLinks.filter((l) => l.planId === p.id).map((l) => l.roomId),
    ),
  );
}

/** Every service plan (enabled or not) in display order, with its therapists and rooms. */
export async function listSetupServicePlans(db: Db): Promise<SetupServicePlan[]> {
  const plans = await db.select().from(servicePlan).orderBy(asc(servicePlan.sort), asc(servicePlan.id));
  return withLinks(db, plans);
}
