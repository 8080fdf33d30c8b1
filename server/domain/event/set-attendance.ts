import { and, eq } from 'drizzle-orm';
import type { EventAttendance } from '../../../common/event-registration-rules';
import type { Db } from '../../db/client';
import { event } from '../../db/schema/content';
import { eventRegistration } from '../../db/schema/event-registration';
import { AppError } from '../app-error';
import { recordOperation } from '../operation-log/record-operation';
import type { ManageCtx } from '../shared/manage-context';

/**
 * Staff check-in: marks a CONFIRMED registration ATTEND or MISS (null clears it) once the event has
 * started (else EVENT_ATTENDANCE_NOT_YET; another state: EVENT_ATTENDANCE_NOT_CONFIRMED); logged.
 */
export async function setAttendance(db: Db, ctx: ManageCtx, eventId: number, registrationId: number, attendance: EventAttendance | null, now: Date) {
  return db.transaction(async (tx) => {
    const [e] = await tx.select({ startAt: event.startAt }).from(event).where(eq(event.id, eventId));
    const [reg] = await tx.select().from(eventRegistration).where(and(eq(eventRegistration.id, registrationId), eq(eventRegistration.eventId, eventId))).for('update');
    if (!e || !reg) throw new AppError('NOT_FOUND', { resource: 'eventRegistration', id: registrationId });
    if (now < e.startAt) throw new AppError('EVENT_ATTENDANCE_NOT_YET', { startAt: e.startAt.toISOString() });
    if (reg.state !== 'CONFIRMED') throw new AppError('EVENT_ATTENDANCE_NOT_CONFIRMED', { state: reg.state });
    const [after] = await tx.update(eventRegistration).set({ attendance, updatedAt: now }).where(eq(eventRegistration.id, registrationId)).returning();
    await recordOperation(tx, ctx, {
      action: 'UPDATE',
      resource: 'EVENT',
      resourceId: eventId,
      before: { registrationId, memberId: reg.memberId, attendance: reg.attendance },
      after: { registrationId, memberId: reg.memberId, attendance },
    });
    return after!;
  });
}
