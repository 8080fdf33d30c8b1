import { and, eq, isNull, ne, type SQL } from 'drizzle-orm';
import type { ScheduleEntryInput } from '../../../common/booking-setup.schema';
import { entryTarget } from '../../../common/booking-setup-rules';
import { DAY_MINUTES, minutesOf } from '../../../common/clinic-time';
import type { Db } from '../../db/client';
import { room, scheduleEntry } from '../../db/schema/booking';
import { place, staff } from '../../db/schema/content';
import { AppError } from '../app-error';
import type { ManageCtx } from '../shared/manage-context';
import { recordOperation } from '../operation-log/record-operation';
import { bumpContentVersion } from '../site/content-version';
import { fieldError } from './field-error';
import { presentScheduleEntry, type SetupScheduleEntry } from '../../presenters/booking-setup';

/** Minutes of the day an entry covers: [start, end), or the whole day without times. */
function spanOf(e: { start: number | null; end: number | null }): [number, number] {
  return e.start === null || e.end === null ? [0, DAY_MINUTES] : [minutesOf(e.start), minutesOf(e.end)];
}

/** PLACE_HOLIDAY and PLACE_OPEN entries change the opening hours the public pages show. */
export const changesOpeningHours = (type: string) => type === 'PLACE_HOLIDAY' || type === 'PLACE_OPEN';

/** Entries that count against a new one: the same type and target on the same date. */
function sameTypeAndTarget(v: ScheduleEntryInput): SQL {
  const target = entryTarget(v.type);
  const base = and(eq(scheduleEntry.type, v.type), eq(scheduleEntry.date, v.date))!;
  // A staff member is one person whichever place the entry was filed under.
  if (target === 'staff') return and(base, eq(scheduleEntry.staffId, v.staffId!))!;
  if (target === 'room') return and(base, eq(scheduleEntry.roomId, v.roomId!))!;
  return and(base, eq(scheduleEntry.placeId, v.placeId), isNull(scheduleEntry.roomId), isNull(scheduleEntry.staffId))!;
}

/**
 * Creates (`id` null) or changes a schedule entry: the room must belong to the place, the staff
 * member must exist, and no entry of the same type and target may overlap it on that date (409
 * SCHEDULE_ENTRY_OVERLAP). Writes of one place (and of one staff member) are serialized by row
 * locks so two overlapping saves cannot both pass. Logged; a place closure or opening refreshes
 * the public opening hours.
 */
export async function saveScheduleEntry(db: Db, ctx: ManageCtx, id: number | null, v: ScheduleEntryInput): Promise<SetupScheduleEntry> {
  return db.transaction(async (tx) => {
    const [p] = await tx.select({ id: place.id }).from(place).where(eq(place.id, v.placeId)).for('update');
    if (!p) throw new AppError('VALIDATION', fieldError('placeId'));
    if (v.staffId !== null) {
      const [s] = await tx.select({ id: staff.id }).from(staff).where(eq(staff.id, v.staffId)).for('update');
      if (!s) throw new AppError('VALIDATION', fieldError('staffId'));
    }
    if (v.roomId !== null) {
      const [r] = await tx.select({ placeId: room.placeId }).from(room).where(eq(room.id, v.roomId));
      if (!r || r.placeId !== v.placeId) throw new AppError('VALIDATION', fieldError('roomId', 'schedule:form.roomNotAtPlace'));
    }
    let before: typeof scheduleEntry.$inferSelect | undefined;
    if (id !== null) {
      [before] = await tx.select().from(scheduleEntry).where(eq(scheduleEntry.id, id));
      if (!before) throw new AppError('NOT_FOUND');
    }

    const others = await tx
      .select()
      .from(scheduleEntry)
      .where(id === null ? sameTypeAndTarget(v) : and(sameTypeAndTarget(v), ne(scheduleEntry.id, id)));
    const [s, e] = spanOf(v);
    const clash = others.find((o) => {
      const [os, oe] = spanOf(o);
      return s < oe && os < e;
    });
    if (clash) {
      throw new AppError('SCHEDULE_ENTRY_OVERLAP', { field: v.start === null ? 'date' : 'start', id: clash.id, date: clash.date, start: clash.start, end: clash.end });
    }

    const values = { type: v.type, placeId: v.placeId, roomId: v.roomId, staffId: v.staffId, date: v.date, start: v.start, end: v.end, remark: v.remark };
    const [row] =
      id === null
        ? await tx.insert(scheduleEntry).values({ ...values, createdBy: ctx.actor.id }).returning()
        : await tx.update(scheduleEntry).set({ ...values, updatedAt: new Date() }).where(eq(scheduleEntry.id, id)).returning();
    const after = presentScheduleEntry(row!);
    await recordOperation(tx, ctx, {
      action: id === null ? 'CREATE' : 'UPDATE',
      resource: 'SCHEDULE',
      resourceId: `entry:${after.id}`,
      before: before ? presentScheduleEntry(before) : null,
      after,
    });
    if (changesOpeningHours(v.type) || (before && changesOpeningHours(before.type))) await bumpContentVersion(tx, ['place']);
    return after;
  });
}
