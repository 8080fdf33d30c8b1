import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { placeHoliday } from '../../db/schema/booking';
import { AppError } from '../app-error';
import type { ManageCtx } from '../shared/manage-context';
import { recordOperation } from '../operation-log/record-operation';
import { bumpContentVersion } from '../site/content-version';
import { presentPlaceHoliday } from '../../presenters/booking-setup';

/** Removes one closed date of a place; logged under the place, and the public opening hours refreshed. */
export async function deletePlaceHoliday(db: Db, ctx: ManageCtx, placeId: number, holidayId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.delete(placeHoliday).where(and(eq(placeHoliday.id, holidayId), eq(placeHoliday.placeId, placeId))).returning();
    if (!before) throw new AppError('NOT_FOUND');
    await recordOperation(tx, ctx, { action: 'DELETE', resource: 'PLACE', resourceId: `${placeId}:holiday:${holidayId}`, before: presentPlaceHoliday(before), after: null });
    await bumpContentVersion(tx, ['place']);
  });
}
