import { and, asc, eq } from 'drizzle-orm';
import { formatInstantRange } from '../../../common/date-format';
import { cancelDeadlineOf } from '../../../common/event-registration-rules';
import { LANGUAGES, type LocalizedText } from '../../../common/i18n-config';
import type { Db } from '../../db/client';
import { deal, dealHistory } from '../../db/schema/deal';
import { eventRegistration } from '../../db/schema/event-registration';
import { AppError } from '../app-error';
import { lockDealOfRegistration, openEventDeal } from '../deal/event-deal';
import { notifyUser, type Translators } from '../notifications/notify';
import type { Tx } from '../shared/manage-context';
import { hasSeatLeft, heldSeats, lockPublicEvent, type EventRow } from './registration-rules';

/**
 * Cancels one of the member's own registrations until EVENT_CANCEL_HOURS before the event starts
 * (else EVENT_CANCEL_CLOSED). For a paid event: an unpaid deal is canceled with it; a receipt under
 * review (DEAL_UNDER_REVIEW) or a paid deal (EVENT_PAID_CANCEL_AT_CLINIC: a refund is the clinic's
 * to arrange) refuse. A freed seat goes to the waiting list in the same transaction (see
 * promoteNextWaiting). Another member's registration is NOT_FOUND. Returns the canceled row and the
 * promoted one (null when none).
 */
export async function cancelRegistration(db: Db, memberId: string, registrationId: number, now: Date, tr?: Translators) {
  return db.transaction(async (tx) => {
    const [own] = await tx.select().from(eventRegistration).where(and(eq(eventRegistration.id, registrationId), eq(eventRegistration.memberId, memberId)));
    if (!own) throw new AppError('NOT_FOUND', { resource: 'eventRegistration', id: registrationId });
    // The event, then the deal, then the registration: the order every writer here takes, so no deadlock.
    const e = await lockPublicEvent(tx, own.eventId);
    const d = await lockDealOfRegistration(tx, registrationId);
    const [reg] = await tx.select().from(eventRegistration).where(eq(eventRegistration.id, registrationId)).for('update');
    if (reg!.state === 'CANCELED') throw new AppError('EVENT_REGISTRATION_CANCELED', { registrationId });
    if (now >= cancelDeadlineOf(e.startAt)) throw new AppError('EVENT_CANCEL_CLOSED', { registrationId, deadline: cancelDeadlineOf(e.startAt).toISOString() });
    if (d?.state === 'WAIT') throw new AppError('DEAL_UNDER_REVIEW', { dealId: d.id });
    if (d?.state === 'ACCEPT') throw new AppError('EVENT_PAID_CANCEL_AT_CLINIC', { dealId: d.id });
    if (d && (d.state === 'CREATED' || d.state === 'REJECT')) {
      await tx.update(deal).set({ state: 'CANCELED', holdUntil: null, updatedAt: now }).where(eq(deal.id, d.id));
      await tx.insert(dealHistory).values({ dealId: d.id, action: 'CANCEL', at: now });
    }
    const [canceled] = await tx
      .update(eventRegistration)
      .set({ state: 'CANCELED', canceledAt: now, updatedAt: now })
      .where(eq(eventRegistration.id, registrationId))
      .returning();
    const promoted = reg!.state !== 'WAITING' ? await promoteNextWaiting(tx, e, now, tr) : null;
    return { canceled: canceled!, promoted };
  });
}

/**
 * Gives a free seat to the oldest WAITING registration (the caller holds the event lock), while the
 * event has not started: CONFIRMED for a free event, PENDING with a new deal for a paid one. Its
 * member is told in-app when `tr` is given.
 */
export async function promoteNextWaiting(tx: Tx, e: EventRow, now: Date, tr?: Translators) {
  if (now >= e.startAt || !hasSeatLeft(e, await heldSeats(tx, e.id))) return null;
  const [next] = await tx
    .select({ id: eventRegistration.id })
    .from(eventRegistration)
    .where(and(eq(eventRegistration.eventId, e.id), eq(eventRegistration.state, 'WAITING')))
    .orderBy(asc(eventRegistration.createdAt), asc(eventRegistration.id))
    .limit(1);
  if (!next) return null;
  const paid = e.feeCents > 0;
  const [row] = await tx.update(eventRegistration).set({ state: paid ? 'PENDING' : 'CONFIRMED', updatedAt: now }).where(eq(eventRegistration.id, next.id)).returning();
  if (paid) await openEventDeal(tx, row!, e, now, tr);
  else if (tr) {
    const when = Object.fromEntries(LANGUAGES.map((l) => [l, formatInstantRange(e.startAt, e.endAt, l)])) as LocalizedText;
    await notifyUser(tx, tr, row!.memberId, { titleKey: 'notify.event.promoted.title', messageKey: 'notify.event.promoted.message', params: { title: e.title, when }, link: `/events/${e.slug}` });
  }
  return row ?? null;
}
