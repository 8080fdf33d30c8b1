import { and, eq } from 'drizzle-orm';
import type { PlaceHolidayInput } from '../../../common/booking-setup.schema';
import type { Db } from '../../db/client';
import { placeHoliday } from '../../db/schema/booking';
import { place } from '../../db/schema/content';
import { AppError } from '../app-error';
import { refusingDuplicates } from '../shared/db-errors';
import type { ManageCtx } from '../shared/manage-context';
import { recordOperation } from '../operation-log/record-operation';
import { bumpContentVersion } from '../site/content-version';
import { presentPlaceHoliday, type SetupPlaceHoliday } from '../../presenters/booking-setup';

/**
 * Adds (`holidayId` null) or changes one closed date of a place. A date the place already has is
 * refused by the unique index: 409 HOLIDAY_DATE_TAKEN naming the date (spec §5 "duplicate holiday
 * dates must be changed or removed"). Logged under the place; the public opening hours show it.
 */
export async function savePlaceHoliday(db: Db, ctx: ManageCtx, placeId: number, holidayId: number | null, v: PlaceHolidayInput): Promise<SetupPlaceHoliday> {
  const write = db.transaction(async (tx) => {
    const [p] = await tx.select({ id: place.id }).from(place).where(eq(place.id, placeId));
    if (!p) throw new AppError('NOT_FOUND');
    let before: typeof placeHoliday.$inferSelect | undefined;
    if (holidayId !== null) {
      [before] = await tx.select().from(placeHoliday).where(and(eq(placeHoliday.id, holidayId), eq(placeHoliday.placeId, placeId)));
      if (!before) throw new AppError('NOT_FOUND');
    }
    const [row] =
      holidayId === null
        ? await tx.insert(placeHoliday).values({ placeId, date: v.date, name: v.name }).returning()
        : await tx.update(placeHoliday).set({ date: v.date, name: v.name }).where(eq(placeHoliday.id, holidayId)).returning();
    const after = presentPlaceHoliday(row!);
    await recordOperation(tx, ctx, {
      action: holidayId === null ? 'CREATE' : 'UPDATE',
      resource: 'PLACE',
      resourceId: `${placeId}:holiday:${after.id}`,
      before: before ? presentPlaceHoliday(before) : null,
      after,
    });
    await bumpContentVersion(tx, ['place']);
    return after;
  });
  return refusingDuplicates(write, () => new AppError('HOLIDAY_DATE_TAKEN', { field: 'date', date: v.date }));
}
