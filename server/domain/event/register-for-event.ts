import { and, eq, ne } from 'drizzle-orm';
import { eventStatusOf } from '../../../common/event-status';
import type { Db } from '../../db/client';
import { member } from '../../db/schema/accounts';
import { eventRegistration } from '../../db/schema/event-registration';
import { AppError } from '../app-error';
import { refusingDuplicates } from '../shared/db-errors';
import { confirmedCount, hasSeatLeft, lockPublicEvent } from './registration-rules';

/**
 * Registers a member for a free public event while registration is open: CONFIRMED when a seat
 * is left, else WAITING (the waiting list). Refusals change nothing: not public (404), not open
 * (EVENT_NOT_OPEN), a member staff marked not good (MEMBER_NOT_EFFECTIVE, as booking), a fee (EVENT_PAID_NOT_ONLINE), already registered (EVENT_ALREADY_REGISTERED).
 */
export async function registerForEvent(db: Db, memberId: string, eventId: number, now: Date) {
  return refusingDuplicates(
    db.transaction(async (tx) => {
      const e = await lockPublicEvent(tx, eventId);
      const [m] = await tx.select({ isGood: member.isGood }).from(member).where(eq(member.id, memberId));
      if (!m?.isGood) throw new AppError('MEMBER_NOT_EFFECTIVE');
      if (e.feeCents > 0) throw new AppError('EVENT_PAID_NOT_ONLINE', { eventId });
      if (eventStatusOf(e, now) !== 'OPEN') throw new AppError('EVENT_NOT_OPEN', { eventId, status: eventStatusOf(e, now) });
      const [held] = await tx
        .select({ id: eventRegistration.id })
        .from(eventRegistration)
        .where(and(eq(eventRegistration.eventId, eventId), eq(eventRegistration.memberId, memberId), ne(eventRegistration.state, 'CANCELED')));
      if (held) throw new AppError('EVENT_ALREADY_REGISTERED', { eventId, registrationId: held.id });
      const state = hasSeatLeft(e, await confirmedCount(tx, eventId)) ? 'CONFIRMED' : 'WAITING';
      const [row] = await tx.insert(eventRegistration).values({ eventId, memberId, state, createdAt: now, updatedAt: now }).returning();
      return row!;
    }),
    // The partial unique index is the last word on "one live registration per member".
    () => new AppError('EVENT_ALREADY_REGISTERED', { eventId }),
  );
}
