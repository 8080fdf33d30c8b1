import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { publicHoliday } from '../../db/schema/booking';
import { AppError } from '../app-error';
import type { ManageCtx } from '../shared/manage-context';
import { recordOperation } from '../operation-log/record-operation';
import { bumpContentVersion } from '../site/content-version';
import { presentPublicHoliday } from '../../presenters/booking-setup';

/** Removes a Hong Kong public holiday (places open that day again unless closed otherwise); logged, and the public opening hours refreshed. */
export async function deletePublicHoliday(db: Db, ctx: ManageCtx, date: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.delete(publicHoliday).where(eq(publicHoliday.date, date)).returning();
    if (!before) throw new AppError('NOT_FOUND');
    await recordOperation(tx, ctx, { action: 'DELETE', resource: 'SCHEDULE', resourceId: `public-holiday:${date}`, before: presentPublicHoliday(before), after: null });
    await bumpContentVersion(tx, ['place']);
  });
}
