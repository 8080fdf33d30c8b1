import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { scheduleEntry } from '../../db/schema/booking';
import { AppError } from '../app-error';
import type { ManageCtx } from '../manage/manage-context';
import { recordOperation } from '../manage/record-operation';
import { presentScheduleEntry } from './present';

/** Deletes one schedule entry; logged. */
export async function deleteScheduleEntry(db: Db, ctx: ManageCtx, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.delete(scheduleEntry).where(eq(scheduleEntry.id, id)).returning();
    if (!before) throw new AppError('NOT_FOUND');
    await recordOperation(tx, ctx, { action: 'DELETE', resource: 'SCHEDULE', resourceId: `entry:${id}`, before: presentScheduleEntry(before), after: null });
  });
}
