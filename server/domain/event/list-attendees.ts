import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { member, userAccount } from '../../db/schema/accounts';
import { event } from '../../db/schema/content';
import { eventRegistration } from '../../db/schema/event-registration';
import { AppError } from '../app-error';

/**
 * The registrations of an event for staff (deleted events too): CONFIRMED first, then the waiting
 * list in its order, then CANCELED; each with the member's name, code, phone and e-mail as the
 * members screen shows them. `canMark` tells whether check-in is open (the event has started).
 */
export async function listAttendees(db: Db, eventId: number, now: Date) {
  const [e] = await db.select({ id: event.id, title: event.title, startAt: event.startAt, seatMax: event.seatMax }).from(event).where(eq(event.id, eventId));
  if (!e) throw new AppError('NOT_FOUND', { resource: 'event', id: eventId });
  const rows = await db
    .select({ reg: eventRegistration, fullname: member.fullname, code: member.code, phone: userAccount.phone, email: userAccount.email })
    .from(eventRegistration)
    .innerJoin(member, eq(member.id, eventRegistration.memberId))
    .innerJoin(userAccount, eq(userAccount.id, member.id))
    .where(eq(eventRegistration.eventId, eventId))
    .orderBy(sql`case ${eventRegistration.state} when 'CONFIRMED' then 0 when 'PENDING' then 1 when 'WAITING' then 2 else 3 end`, asc(eventRegistration.createdAt), asc(eventRegistration.id));
  return {
    event: { id: e.id, title: e.title, startAt: e.startAt.toISOString(), seatMax: e.seatMax },
    canMark: now >= e.startAt,
    rows: rows.map((r) => ({
      id: r.reg.id,
      memberId: r.reg.memberId,
      fullname: r.fullname,
      code: r.code,
      phone: r.phone,
      email: r.email,
      state: r.reg.state,
      attendance: r.reg.attendance,
      createdAt: r.reg.createdAt.toISOString(),
      canceledAt: r.reg.canceledAt?.toISOString() ?? null,
    })),
  };
}
export type AttendeeList = Awaited<ReturnType<typeof listAttendees>>;
export type AttendeeRow = AttendeeList['rows'][number];
