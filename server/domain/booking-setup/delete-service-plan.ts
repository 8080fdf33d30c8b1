import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { booking, servicePlan } from '../../db/schema/booking';
import { AppError } from '../app-error';
import type { ManageCtx } from '../shared/manage-context';
import { recordOperation } from '../operation-log/record-operation';
import { bumpContentVersion } from '../site/content-version';
import { deleteUnlessBooked } from './delete-unless-booked';
import { withLinks } from './list-service-plans';

/**
 * Deletes a service plan nobody has booked (409 SERVICE_PLAN_IN_USE with the count: switch it off
 * instead); its therapist and room links go with it. Logged; the content version is bumped.
 */
export async function deleteServicePlan(db: Db, ctx: ManageCtx, id: number): Promise<void> {
  await deleteUnlessBooked(db, booking.planId, id, 'SERVICE_PLAN_IN_USE', async (tx, refuseIfBooked) => {
    const [row] = await tx.select().from(servicePlan).where(eq(servicePlan.id, id)).for('update');
    if (!row) throw new AppError('NOT_FOUND');
    await refuseIfBooked();
    const [before] = await withLinks(tx, [row]);
    await tx.delete(servicePlan).where(eq(servicePlan.id, id));
    await recordOperation(tx, ctx, { action: 'DELETE', resource: 'SERVICE_PLAN', resourceId: id, before, after: null });
    await bumpContentVersion(tx, ['service']);
  });
}
