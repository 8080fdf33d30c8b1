import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { scheduleEntry } from '../../db/schema/booking';
import { AppError } from '../app-error';
import type { ManageCtx } from '../shared/manage-context';
import { recordOperation } from '../operation-log/record-operation';
import { bumpContentVersion } from '../site/content-version';
import { presentScheduleEntry } from '../../presenters/booking-setup';
import { changesOpeningHours } from './save-schedule-entry';

/** Deletes one schedule entry; logged; a place closure or opening refreshes the public opening hours. */
export async function deleteScheduleEntry(db: Db, ctx: ManageCtx, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.delete(scheduleEntry).where(eq(scheduleEntry.id, id)).returning();
    if (!before) throw new AppError('NOT_FOUND');
    await recordOperation(tx, ctx, { action: 'DELETE', resource: 'SCHEDULE', resourceId: `entry:${id}`, before: presentScheduleEntry(before), after: null });
    if (changesOpeningHours(before.type)) await bumpContentVersion(tx, ['place']);
  });
}
