import { eq } from 'drizzle-orm';
import type { SeriesOccurrenceInput } from '../../../common/schedule-series.schema';
import type { Db } from '../../db/client';
import { scheduleEntry, scheduleSeries, scheduleSeriesSkip } from '../../db/schema/booking';
import { presentScheduleEntry, presentScheduleSeries, type SetupScheduleEntry } from '../../presenters/booking-setup';
import { AppError } from '../app-error';
import { loadScheduleEntries, occurrencesOf } from '../booking/schedule-occurrences';
import { recordOperation } from '../operation-log/record-operation';
import type { ManageCtx, Tx } from '../shared/manage-context';
import { bumpContentVersion } from '../site/content-version';
import { changesOpeningHours, lockTarget, refuseOverlap, sameTypeAndTarget } from './save-schedule-entry';
import { refuseBookingConflicts } from './schedule-booking-conflicts';

/** The series and its occurrence on `date` (404 when the series does not fall on that date, or the occurrence was deleted or replaced already). */
async function occurrenceOn(tx: Tx, seriesId: number, date: number, now: Date) {
  const [series] = await tx.select().from(scheduleSeries).where(eq(scheduleSeries.id, seriesId));
  if (!series) throw new AppError('NOT_FOUND');
  await lockTarget(tx, series);
  const [occurrence] = await occurrencesOf(tx, [series], date, date, now);
  if (!occurrence) throw new AppError('NOT_FOUND');
  return { series, occurrence };
}

/** Deletes one occurrence of a series: its date is skipped from now on; logged. */
export async function deleteSeriesOccurrence(db: Db, ctx: ManageCtx, seriesId: number, date: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const { series, occurrence } = await occurrenceOn(tx, seriesId, date, now);
    await tx.insert(scheduleSeriesSkip).values({ seriesId, date, createdBy: ctx.actor.id });
    await recordOperation(tx, ctx, { action: 'DELETE', resource: 'SCHEDULE', resourceId: `series:${seriesId}:${date}`, before: occurrence, after: null });
    if (changesOpeningHours(series.type)) await bumpContentVersion(tx, ['place']);
  });
}

/**
 * Changes one occurrence of a series (its times and remark): the date is skipped and a single
 * entry linked to the series takes its place (it is edited and deleted like any entry, and goes
 * with the series). The same overlap and booking checks as a single entry; logged.
 */
export async function editSeriesOccurrence(db: Db, ctx: ManageCtx, seriesId: number, date: number, v: SeriesOccurrenceInput, now: Date): Promise<SetupScheduleEntry> {
  return db.transaction(async (tx) => {
    const { series, occurrence } = await occurrenceOn(tx, seriesId, date, now);
    const day = { date, start: v.start, end: v.end };
    const others = (await loadScheduleEntries(tx, sameTypeAndTarget(series), date, date, now)).filter((o) => !(o.id === null && o.seriesId === seriesId));
    refuseOverlap([day], others, 'start');
    await refuseBookingConflicts(tx, { ...series, days: [day] }, v.force);
    await tx.insert(scheduleSeriesSkip).values({ seriesId, date, createdBy: ctx.actor.id });
    const [row] = await tx
      .insert(scheduleEntry)
      .values({ type: series.type, placeId: series.placeId, roomId: series.roomId, staffId: series.staffId, date, start: v.start, end: v.end, remark: v.remark, seriesId, createdBy: ctx.actor.id })
      .returning();
    const after = presentScheduleEntry(row!);
    await recordOperation(tx, ctx, { action: 'UPDATE', resource: 'SCHEDULE', resourceId: `series:${seriesId}:${date}`, before: { ...occurrence, series: presentScheduleSeries(series) }, after: { ...after, forced: v.force } });
    if (changesOpeningHours(series.type)) await bumpContentVersion(tx, ['place']);
    return after;
  });
}
