import { asc, eq } from 'drizzle-orm';
import { addDays } from '../../../common/clinic-time';
import { openEndedLimit, seriesDates, weekdayMask } from '../../../common/schedule-series';
import type { ScheduleSeriesInput } from '../../../common/schedule-series.schema';
import type { Db } from '../../db/client';
import { scheduleSeries, scheduleSeriesSkip } from '../../db/schema/booking';
import { presentScheduleSeries, type SetupScheduleSeries } from '../../presenters/booking-setup';
import { AppError } from '../app-error';
import { loadScheduleEntries } from '../booking/schedule-occurrences';
import { recordOperation } from '../operation-log/record-operation';
import type { ManageCtx } from '../shared/manage-context';
import { bumpContentVersion } from '../site/content-version';
import { changesOpeningHours, lockTarget, refuseOverlap, sameTypeAndTarget } from './save-schedule-entry';
import { refuseBookingConflicts } from './schedule-booking-conflicts';

/** How far ahead a series with an end date is checked for overlaps and bookings (bookings exist only up to the horizon). */
const CHECK_DAYS_MAX = 731;

/** The series of one place, newest start first. */
export async function listScheduleSeries(db: Db, placeId: number): Promise<SetupScheduleSeries[]> {
  const rows = await db.select().from(scheduleSeries).where(eq(scheduleSeries.placeId, placeId)).orderBy(asc(scheduleSeries.fromDate), asc(scheduleSeries.id));
  return rows.map(presentScheduleSeries);
}

export async function getScheduleSeries(db: Db, id: number): Promise<{ series: SetupScheduleSeries }> {
  const [row] = await db.select().from(scheduleSeries).where(eq(scheduleSeries.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  return { series: presentScheduleSeries(row) };
}

/**
 * Creates (`id` null) or changes a whole series or date range (issue 13). Like a single entry: the
 * room must belong to the place and the staff member exist (rows locked so overlapping saves run
 * one after the other); no occurrence may overlap an entry or occurrence of the same type and
 * target (409 SCHEDULE_ENTRY_OVERLAP); unless `force`, live bookings in the way are listed (409
 * SCHEDULE_BOOKING_CONFLICT). Occurrences are checked up to the end date, an open-ended series up
 * to the booking horizon. A change keeps the series's skipped dates and replaced occurrences.
 * Logged; a place closure or opening refreshes the public opening hours.
 */
export async function saveScheduleSeries(db: Db, ctx: ManageCtx, id: number | null, v: ScheduleSeriesInput, now: Date): Promise<SetupScheduleSeries> {
  return db.transaction(async (tx) => {
    await lockTarget(tx, v);
    let before: typeof scheduleSeries.$inferSelect | undefined;
    let skipped = new Set<number>();
    if (id !== null) {
      [before] = await tx.select().from(scheduleSeries).where(eq(scheduleSeries.id, id)).for('update');
      if (!before) throw new AppError('NOT_FOUND');
      skipped = new Set((await tx.select({ date: scheduleSeriesSkip.date }).from(scheduleSeriesSkip).where(eq(scheduleSeriesSkip.seriesId, id))).map((s) => s.date));
    }
    const weekdays = weekdayMask(v.weekdays);
    const checkTo = Math.min(v.until ?? openEndedLimit(now), addDays(v.from, CHECK_DAYS_MAX));
    const days = seriesDates({ weekdays, fromDate: v.from, untilDate: v.until }, v.from, checkTo, now, skipped).map((date) => ({ date, start: v.start, end: v.end }));
    if (days.length > 0) {
      const others = (await loadScheduleEntries(tx, sameTypeAndTarget(v), v.from, checkTo, now)).filter((o) => id === null || o.seriesId !== id);
      refuseOverlap(days, others, 'from');
    }
    await refuseBookingConflicts(tx, { ...v, days }, v.force);

    const values = { type: v.type, placeId: v.placeId, roomId: v.roomId, staffId: v.staffId, weekdays, start: v.start, end: v.end, fromDate: v.from, untilDate: v.until, remark: v.remark };
    const [row] =
      id === null
        ? await tx.insert(scheduleSeries).values({ ...values, createdBy: ctx.actor.id }).returning()
        : await tx.update(scheduleSeries).set({ ...values, updatedAt: new Date() }).where(eq(scheduleSeries.id, id)).returning();
    const after = presentScheduleSeries(row!);
    await recordOperation(tx, ctx, {
      action: id === null ? 'CREATE' : 'UPDATE',
      resource: 'SCHEDULE',
      resourceId: `series:${after.id}`,
      before: before ? presentScheduleSeries(before) : null,
      after: { ...after, forced: v.force },
    });
    if (changesOpeningHours(v.type) || (before && changesOpeningHours(before.type))) await bumpContentVersion(tx, ['place']);
    return after;
  });
}

/** Deletes a whole series with its skipped dates and the entries that replaced occurrences; logged. */
export async function deleteScheduleSeries(db: Db, ctx: ManageCtx, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.delete(scheduleSeries).where(eq(scheduleSeries.id, id)).returning();
    if (!before) throw new AppError('NOT_FOUND');
    await recordOperation(tx, ctx, { action: 'DELETE', resource: 'SCHEDULE', resourceId: `series:${id}`, before: presentScheduleSeries(before), after: null });
    if (changesOpeningHours(before.type)) await bumpContentVersion(tx, ['place']);
  });
}
