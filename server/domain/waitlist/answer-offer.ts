import { and, eq, gt } from 'drizzle-orm';
import type { FreedSlot } from '../../../common/waitlist';
import type { Db } from '../../db/client';
import { booking } from '../../db/schema/booking';
import { waitlistEntry, waitlistOffer } from '../../db/schema/waitlist';
import type { Actor } from '../accounts/get-actor';
import { AppError } from '../app-error';
import { createBooking } from '../booking/create-booking';
import { offerAfterCommit } from './offer-freed-slot';
import type { WaitlistDeps } from './waitlist-deps';

type OfferRow = typeof waitlistOffer.$inferSelect;

/** The slot an offer holds, to pass on to the next member. */
export const slotOfOffer = (o: OfferRow): FreedSlot => ({ planId: o.planId, placeId: o.placeId, therapistId: o.therapistId, date: o.date, start: o.start, end: o.end });

/** One of the member's own offers; another member's offer is "not found". */
async function ownOffer(db: Db, actor: Actor, offerId: number): Promise<OfferRow> {
  const [o] = await db.select().from(waitlistOffer).where(eq(waitlistOffer.id, offerId));
  if (!o || o.memberId !== actor.id) throw new AppError('NOT_FOUND');
  return o;
}

/**
 * Accepts an offered slot: books it through createBooking (the place lock and the exclusion
 * constraint decide races; the offer is claimed in the same transaction, so an offer books at most
 * once), the entry BOOKED. The booking is confirmed (ACCEPT) unless the no-show rule asks for staff
 * approval (WAIT, `needsApproval`). A repeated accept returns the same booking. A slot that was
 * taken meanwhile withdraws the offer (409 BOOKING_SLOT_TAKEN); an answered or expired offer is
 * 409 WAITLIST_OFFER_CLOSED.
 */
export async function acceptWaitlistOffer(db: Db, deps: WaitlistDeps, actor: Actor, offerId: number): Promise<{ bookingId: number; needsApproval: boolean }> {
  const o = await ownOffer(db, actor, offerId);
  const answered = async () => {
    const [again] = await db.select({ state: waitlistOffer.state, bookingId: waitlistOffer.bookingId }).from(waitlistOffer).where(eq(waitlistOffer.id, offerId));
    if (again?.state !== 'ACCEPTED' || !again.bookingId) return null;
    const [b] = await db.select({ status: booking.status }).from(booking).where(eq(booking.id, again.bookingId));
    return { bookingId: again.bookingId, needsApproval: b?.status === 'WAIT' };
  };
  if (o.state === 'ACCEPTED') return (await answered())!;
  const now = deps.now();
  if (o.state !== 'OFFERED' || o.expiresAt <= now) throw new AppError('WAITLIST_OFFER_CLOSED');
  try {
    const { id } = await createBooking(db, deps, {
      who: 'member',
      actor,
      input: { planId: o.planId, placeId: o.placeId, therapistId: o.therapistId, date: o.date, start: o.start, addonIds: [], promotionId: null, parts: [], symptoms: [], specialRequests: [], otherRequest: '' },
      idempotencyKey: `waitlist-offer-${o.id}`,
      waitlist: {
        claim: async (tx, bookingId) => {
          const claimed = await tx
            .update(waitlistOffer)
            .set({ state: 'ACCEPTED', bookingId, decidedAt: now })
            .where(and(eq(waitlistOffer.id, o.id), eq(waitlistOffer.state, 'OFFERED'), gt(waitlistOffer.expiresAt, now)))
            .returning();
          if (claimed.length === 0) throw new AppError('WAITLIST_OFFER_CLOSED');
          await tx.update(waitlistEntry).set({ state: 'BOOKED', updatedAt: now }).where(eq(waitlistEntry.id, o.entryId));
        },
      },
    });
    const [b] = await db.select({ status: booking.status }).from(booking).where(eq(booking.id, id));
    return { bookingId: id, needsApproval: b?.status === 'WAIT' };
  } catch (err) {
    // A concurrent accept of this very offer won: answer with its booking.
    const won = await answered();
    if (won) return won;
    if (err instanceof AppError && (err.code === 'BOOKING_SLOT_TAKEN' || err.code === 'BOOKING_SLOT_UNAVAILABLE')) {
      await db.update(waitlistOffer).set({ state: 'WITHDRAWN', decidedAt: now }).where(and(eq(waitlistOffer.id, o.id), eq(waitlistOffer.state, 'OFFERED')));
    }
    throw err;
  }
}

/** Declines an offered slot; it goes to the next matching member. The entry keeps waiting. */
export async function declineWaitlistOffer(db: Db, deps: WaitlistDeps, actor: Actor, offerId: number): Promise<void> {
  const o = await ownOffer(db, actor, offerId);
  const now = deps.now();
  const done = await db
    .update(waitlistOffer)
    .set({ state: 'DECLINED', decidedAt: now })
    .where(and(eq(waitlistOffer.id, o.id), eq(waitlistOffer.state, 'OFFERED')))
    .returning();
  if (done.length === 0) throw new AppError('WAITLIST_OFFER_CLOSED');
  await offerAfterCommit(db, deps, slotOfOffer(o));
}

/**
 * Withdraws the open offer of an entry that stops waiting (left or removed) inside the caller's
 * transaction; returns its slot so the caller can pass it on after commit.
 */
export async function withdrawEntryOffer(tx: Parameters<Parameters<Db['transaction']>[0]>[0], entryId: number, now: Date): Promise<FreedSlot | null> {
  const [o] = await tx
    .update(waitlistOffer)
    .set({ state: 'WITHDRAWN', decidedAt: now })
    .where(and(eq(waitlistOffer.entryId, entryId), eq(waitlistOffer.state, 'OFFERED')))
    .returning();
  return o ? slotOfOffer(o) : null;
}
