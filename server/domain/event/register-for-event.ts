import { and, eq, ne } from 'drizzle-orm';
import { eventStatusOf } from '../../../common/event-status';
import type { Db } from '../../db/client';
import { member } from '../../db/schema/accounts';
import { eventRegistration } from '../../db/schema/event-registration';
import { AppError } from '../app-error';
import { openEventDeal } from '../deal/event-deal';
import { refusingDuplicates } from '../shared/db-errors';
import { hasSeatLeft, heldSeats, lockPublicEvent } from './registration-rules';

/**
 * Registers a member for a public event while registration is open. A seat left: CONFIRMED for a
 * free event; PENDING for a paid one, with a deal awaiting payment that holds the seat for
 * PAYMENT_HOLD_HOURS (docs/deals.md). No seat left: WAITING (the waiting list). Refusals change
 * nothing: not public (404), not open (EVENT_NOT_OPEN), a member staff marked not good
 * (MEMBER_NOT_EFFECTIVE, as booking), already registered (EVENT_ALREADY_REGISTERED).
 */
export async function registerForEvent(db: Db, memberId: string, eventId: number, now: Date) {
  return refusingDuplicates(
    db.transaction(async (tx) => {
      const e = await lockPublicEvent(tx, eventId);
      const [m] = await tx.select({ isGood: member.isGood }).from(member).where(eq(member.id, memberId));
      if (!m?.isGood) throw new AppError('MEMBER_NOT_EFFECTIVE');
      if (eventStatusOf(e, now) !== 'OPEN') throw new AppError('EVENT_NOT_OPEN', { eventId, status: eventStatusOf(e, now) });
      const [held] = await tx
        .select({ id: eventRegistration.id })
        .from(eventRegistration)
        .where(and(eq(eventRegistration.eventId, eventId), eq(eventRegistration.memberId, memberId), ne(eventRegistration.state, 'CANCELED')));
      if (held) throw new AppError('EVENT_ALREADY_REGISTERED', { eventId, registrationId: held.id });
      const paid = e.feeCents > 0;
      const state = hasSeatLeft(e, await heldSeats(tx, eventId)) ? (paid ? 'PENDING' : 'CONFIRMED') : 'WAITING';
      const [row] = await tx.insert(eventRegistration).values({ eventId, memberId, state, createdAt: now, updatedAt: now }).returning();
      const d = state === 'PENDING' ? await openEventDeal(tx, row!, e, now) : null;
      return { ...row!, dealId: d?.id ?? null };
    }),
    // The partial unique index is the last word on "one live registration per member".
    () => new AppError('EVENT_ALREADY_REGISTERED', { eventId }),
  );
}
