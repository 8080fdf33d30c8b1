import { eq } from 'drizzle-orm';
import type { PublicHolidayInput } from '../../../common/booking-setup.schema';
import type { Db } from '../../db/client';
import { publicHoliday } from '../../db/schema/booking';
import { AppError } from '../app-error';
import { refusingDuplicates } from '../shared/db-errors';
import type { ManageCtx } from '../shared/manage-context';
import { recordOperation } from '../operation-log/record-operation';
import { bumpContentVersion } from '../site/content-version';
import { presentPublicHoliday, type SetupPublicHoliday } from '../../presenters/booking-setup';

/**
 * Adds (`date` null) or changes a Hong Kong public holiday, possibly moving it to another date.
 * A date already listed is refused by the primary key: 409 HOLIDAY_DATE_TAKEN. Logged; the
 * public opening hours show it.
 */
export async function savePublicHoliday(db: Db, ctx: ManageCtx, date: number | null, v: PublicHolidayInput): Promise<SetupPublicHoliday> {
  const write = db.transaction(async (tx) => {
    let before: typeof publicHoliday.$inferSelect | undefined;
    if (date !== null) {
      [before] = await tx.select().from(publicHoliday).where(eq(publicHoliday.date, date));
      if (!before) throw new AppError('NOT_FOUND');
    }
    const [row] =
      date === null
        ? await tx.insert(publicHoliday).values({ date: v.date, name: v.name }).returning()
        : await tx.update(publicHoliday).set({ date: v.date, name: v.name }).where(eq(publicHoliday.date, date)).returning();
    const after = presentPublicHoliday(row!);
    await recordOperation(tx, ctx, {
      action: date === null ? 'CREATE' : 'UPDATE',
      resource: 'SCHEDULE',
      resourceId: `public-holiday:${after.date}`,
      before: before ? presentPublicHoliday(before) : null,
      after,
    });
    await bumpContentVersion(tx, ['place']);
    return after;
  });
  return refusingDuplicates(write, () => new AppError('HOLIDAY_DATE_TAKEN', { field: 'date', date: v.date }));
}
