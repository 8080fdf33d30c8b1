import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deal, dealHistory } from '../../db/schema/deal';
import { eventRegistration } from '../../db/schema/event-registration';
import { promoteNextWaiting } from '../event/cancel-registration';
import { lockEvent } from '../event/registration-rules';
import { notifyUser, type Translators } from '../notifications/notify';

/** How many expired holds one sweep handles (the next sweep takes the rest). */
const SWEEP_BATCH = 100;

/**
 * Releases the seats whose payment hold has passed (deals CREATED or REJECT with holdUntil before
 * `now`): the deal CANCELED (EXPIRE), the registration CANCELED, the member told, and the seat
 * offered to the waiting list. Each in its own transaction under the event lock, re-checked there,
 * so a receipt sent at the last moment wins over the sweep. Run every minute (server/main.ts).
 * Returns how many were released.
 */
export async function expirePaymentHolds(db: Db, now: Date, tr: Translators): Promise<number> {
  const due = await db
    .select({ id: deal.id, registrationId: deal.eventRegistrationId, eventId: eventRegistration.eventId })
    .from(deal)
    .innerJoin(eventRegistration, eq(eventRegistration.id, deal.eventRegistrationId))
    .where(and(inArray(deal.state, ['CREATED', 'REJECT']), lt(deal.holdUntil, now)))
    .limit(SWEEP_BATCH);
  let released = 0;
  for (const one of due) {
    const done = await db.transaction(async (tx) => {
      const e = await lockEvent(tx, one.eventId);
      const [d] = await tx.select().from(deal).where(eq(deal.id, one.id)).for('update');
      if (!d || (d.state !== 'CREATED' && d.state !== 'REJECT') || !d.holdUntil || d.holdUntil >= now) return false;
      await tx.update(deal).set({ state: 'CANCELED', holdUntil: null, updatedAt: now }).where(eq(deal.id, d.id));
      await tx.insert(dealHistory).values({ dealId: d.id, action: 'EXPIRE', at: now });
      await tx.update(eventRegistration).set({ state: 'CANCELED', canceledAt: now, updatedAt: now }).where(eq(eventRegistration.id, one.registrationId!));
      await notifyUser(tx, tr, d.memberId, { titleKey: 'notify.deal.expired.title', messageKey: 'notify.deal.expired.message', params: { title: e.title }, link: `/events/${e.slug}` });
      await promoteNextWaiting(tx, e, now, tr);
      return true;
    });
    if (done) released++;
  }
  return released;
}
