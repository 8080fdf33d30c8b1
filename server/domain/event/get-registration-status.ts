import { and, count, desc, eq, isNull, lt, ne } from 'drizzle-orm';
import { eventStatusOf } from '../../../common/event-status';
import type { Db } from '../../db/client';
import { event } from '../../db/schema/content';
import { eventRegistration } from '../../db/schema/event-registration';
import { presentMyRegistration } from '../../presenters/event-registration';
import { AppError } from '../app-error';
import { deal } from '../../db/schema/deal';
import { heldSeats } from './registration-rules';

/**
 * What the public event page shows about registration at `now` (read in the browser, never in a
 * cached page): the status, seats left (null = unlimited), and the member's own live registration
 * with their place on the waiting list.
 */
export async function getRegistrationStatus(db: Db, eventId: number, memberId: string | null, now: Date) {
  const [e] = await db.select().from(event).where(and(eq(event.id, eventId), eq(event.isShow, true), isNull(event.deletedAt)));
  if (!e) throw new AppError('NOT_FOUND', { resource: 'event', id: eventId });
  const held = await heldSeats(db, eventId);
  const [mine] = memberId
    ? await db
        .select({ reg: eventRegistration, dealId: deal.id, dealState: deal.state })
        .from(eventRegistration)
        .leftJoin(deal, eq(deal.eventRegistrationId, eventRegistration.id))
        .where(and(eq(eventRegistration.eventId, eventId), eq(eventRegistration.memberId, memberId), ne(eventRegistration.state, 'CANCELED')))
        .orderBy(desc(eventRegistration.id))
        .limit(1)
    : [];
  let waitingPosition: number | null = null;
  if (mine?.reg.state === 'WAITING') {
    const [ahead] = await db
      .select({ n: count() })
      .from(eventRegistration)
      .where(and(eq(eventRegistration.eventId, eventId), eq(eventRegistration.state, 'WAITING'), lt(eventRegistration.id, mine.reg.id)));
    waitingPosition = Number(ahead?.n ?? 0) + 1;
  }
  return {
    eventId,
    status: eventStatusOf(e, now),
    isFree: e.feeCents === 0,
    seatMax: e.seatMax,
    feeCents: e.feeCents,
    seatsLeft: e.seatMax === 0 ? null : Math.max(0, e.seatMax - held),
    registration: mine ? { ...presentMyRegistration(mine.reg, e.startAt, now, { id: mine.dealId, state: mine.dealState }), waitingPosition } : null,
  };
}
export type RegistrationStatus = Awaited<ReturnType<typeof getRegistrationStatus>>;
