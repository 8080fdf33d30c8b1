import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { booking, servicePlan } from '../../db/schema/booking';
import { AppError } from '../app-error';
import type { ManageCtx } from '../shared/manage-context';
import { recordOperation } from '../operation-log/record-operation';
import { bumpContentVersion } from '../site/content-version';
import { withLinks } from './list-service-plans';
import { isForeignKeyViolation } from '../shared/db-errors';

async function bookingsOf(db: Pick<Db, 'select'>, id: number): Promise<number> {
  const [used] = await db.select({ n: count() }).from(booking).where(eq(booking.planId, id));
  return used?.n ?? 0;
}

/**
 * Deletes a service plan nobody has booked (409 SERVICE_PLAN_IN_USE with the count: switch it off
 * instead); its therapist and room links go with it. Logged; the content version is bumped.
 */
export async function deleteServicePlan(db: Db, ctx: ManageCtx, id: number): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      // Locked first: a booking being written for this plan waits, then finds it gone.
      const [row] = await tx.select().from(servicePlan).where(eq(servicePlan.id, id)).for('update');
      if (!row) throw new AppError('NOT_FOUND');
      const used = await bookingsOf(tx, id);
      if (used > 0) throw new AppError('SERVICE_PLAN_IN_USE', { count: used });
      const [before] = await withLinks(tx, [row]);
      await tx.delete(servicePlan).where(eq(servicePlan.id, id));
      await recordOperation(tx, ctx, { action: 'DELETE', resource: 'SERVICE_PLAN', resourceId: id, before, after: null });
      await bumpContentVersion(tx);
    });
  } catch (err) {
    if (isForeignKeyViolation(err)) throw new AppError('SERVICE_PLAN_IN_USE', { count: await bookingsOf(db, id) });
    throw err;
  }
}
