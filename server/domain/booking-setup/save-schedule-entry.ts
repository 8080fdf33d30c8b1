import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { ScheduleEntryInput } from '../../../common/booking-setup.schema';
import { entryTarget, type EntryType } from '../../../common/booking-setup-rules';
import { DAY_MINUTES, minutesOf } from '../../../common/clinic-time';
import type { Db } from '../../db/client';
import { room, scheduleEntry } from '../../db/schema/booking';
import { place, staff } from '../../db/schema/content';
import { AppError } from '../app-error';
import type { ManageCtx, Tx } from '../shared/manage-context';
import { recordOperation } from '../operation-log/record-operation';
import { bumpContentVersion } from '../site/content-version';
import { fieldError } from './field-error';
import { loadScheduleEntries, type EntryColumns, type EntryRow } from '../booking/schedule-occurrences';
import { presentScheduleEntry, type SetupScheduleEntry } from '../../presenters/booking-setup';

/** Minutes of the day an entry covers: [start, end), or the whole day without times. */
export function spanOf(e: { start: number | null; end: number | null }): [number, number] {
  return e.start === null || e.end === null ? [0, DAY_MINUTES] : [minutesOf(e.start), minutesOf(e.end)];
}

/** PLACE_HOLIDAY and PLACE_OPEN entries change the opening hours the public pages show. */
export const changesOpeningHours = (type: string) => type === 'PLACE_HOLIDAY' || type === 'PLACE_OPEN';

/** Entries (single or series) that count against a new one: the same type and target, any date. */
export function sameTypeAndTarget(v: { type: EntryType; placeId: number; roomId: number | null; staffId: number | null }) {
  return (c: EntryColumns): SQL => {
    const target = entryTarget(v.type);
    const base = eq(c.type, v.type);
    // A staff member is one person whichever place the entry was filed under.
    if (target === 'staff') return and(base, eq(c.staffId, v.staffId!))!;
    if (target === 'room') return and(base, eq(c.roomId, v.roomId!))!;
    return and(base, eq(c.placeId, v.placeId), isNull(c.roomId), isNull(c.staffId))!;
  };
}

/**
 * Refuses (409 SCHEDULE_ENTRY_OVERLAP) when one of `others` covers time of `mine` on the same date;
 * the details name the first clash (its entry id, or its series id for an occurrence) and the
 * form field to show it beside: `start` for timed entries, else `dateField`.
 */
export function refuseOverlap(mine: readonly { date: number; start: number | null; end: number | null }[], others: readonly EntryRow[], dateField = 'date'): void {
  for (const m of mine) {
    const [s, e] = spanOf(m);
    const clash = others.find((o) => {
      if (o.date !== m.date) return false;
      const [os, oe] = spanOf(o);
      return s < oe && os < e;
    });
    if (clash) {
      throw new AppError('SCHEDULE_ENTRY_OVERLAP', { field: m.start === null ? dateField : 'start', id: clash.id, seriesId: clash.seriesId, date: clash.date, start: clash.start, end: clash.end });
    }
  }
}

/**
 * Checks an entry's (or a series's) place, staff member and room, locking the place and the staff
 * member's rows so that two overlapping saves of one target run one after the other.
 */
export async function lockTarget(tx: Tx, v: { placeId: number; roomId: number | null; staffId: number | null }): Promise<void> {
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
}

/**
 * Creates (`id` null) or changes a schedule entry: the room must belong to the place, the staff
 * member must exist, and no entry of the same type and target — single or an occurrence of a
 * series — may overlap it on that date (409 SCHEDULE_ENTRY_OVERLAP). Writes of one place (and of
 * one staff member) are serialized by row locks so two overlapping saves cannot both pass.
 * Logged; a place closure or opening refreshes the public opening hours.
 */
export async function saveScheduleEntry(db: Db, ctx: ManageCtx, id: number | null, v: ScheduleEntryInput, now: Date): Promise<SetupScheduleEntry> {
  return db.transaction(async (tx) => {
    await lockTarget(tx, v);
    let before: typeof scheduleEntry.$inferSelect | undefined;
    if (id !== null) {
      [before] = await tx.select().from(scheduleEntry).where(eq(scheduleEntry.id, id));
      if (!before) throw new AppError('NOT_FOUND');
    }

    const others = (await loadScheduleEntries(tx, sameTypeAndTarget(v), v.date, v.date, now)).filter((o) => o.id === null || o.id !== id);
    refuseOverlap([v], others);

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
