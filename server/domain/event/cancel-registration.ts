import { and, asc, eq } from 'drizzle-orm';
import { formatInstantRange } from '../../../common/date-format';
import { cancelDeadlineOf } from '../../../common/event-registration-rules';
import { LANGUAGES, type LocalizedText } from '../../../common/i18n-config';
import type { Db } from '../../db/client';
import { eventRegistration } from '../../db/schema/event-registration';
import { AppError } from '../app-error';
import { notifyUser, type Translators } from '../notifications/notify';
import type { Tx } from '../shared/manage-context';
import { confirmedCount, hasSeatLeft, lockPublicEvent, type EventRow } from './registration-rules';

/**
 * Cancels one of the member's own registrations until EVENT_CANCEL_HOURS before the event starts
 * (else EVENT_CANCEL_CLOSED). A freed seat goes to the oldest WAITING registration in the same
 * transaction, and its member is notified (in-app, with `tr`). Another member's registration is
 * NOT_FOUND. Returns the canceled row and the promoted one (null when none).
 */
export async function cancelRegistration(db: Db, memberId: string, registrationId: number, now: Date, tr?: Translators) {
  return db.transaction(async (tx) => {
    const [own] = await tx.select().from(eventRegistration).where(and(eq(eventRegistration.id, registrationId), eq(eventRegistration.memberId, memberId)));
    if (!own) throw new AppError('NOT_FOUND', { resource: 'eventRegistration', id: registrationId });
    // The event first, then the registration: the same order as registering, so no deadlock.
    const e = await lockPublicEvent(tx, own.eventId);
    const [reg] = await tx.select().from(eventRegistration).where(eq(eventRegistration.id, registrationId)).for('update');
    if (reg!.state === 'CANCELED') throw new AppError('EVENT_REGISTRATION_CANCELED', { registrationId });
    if (now >= cancelDeadlineOf(e.startAt)) throw new AppError('EVENT_CANCEL_CLOSED', { registrationId, deadline: cancelDeadlineOf(e.startAt).toISOString() });
    const [canceled] = await tx
      .update(eventRegistration)
      .set({ state: 'CANCELED', canceledAt: now, updatedAt: now })
      .where(eq(eventRegistration.id, registrationId))
      .returning();
    const promoted = reg!.state === 'CONFIRMED' ? await promoteNextWaiting(tx, e, now) : null;
    if (promoted && tr) {
      const when = Object.fromEntries(LANGUAGES.map((l) => [l, formatInstantRange(e.startAt, e.endAt, l)])) as LocalizedText;
      await notifyUser(tx, tr, promoted.memberId, { titleKey: 'notify.event.promoted.title', messageKey: 'notify.event.promoted.message', params: { title: e.title, when }, link: `/events/${e.slug}` });
    }
    return { canceled: canceled!, promoted };
  });
}

/** Confirms the oldest WAITING registration when a seat is free (the caller holds the event lock). */
async function promoteNextWaiting(tx: Tx, e: EventRow, now: Date) {
  if (!hasSeatLeft(e, await confirmedCount(tx, e.id))) return null;
  const [next] = await tx
    .select({ id: eventRegistration.id })
    .from(eventRegistration)
    .where(and(eq(eventRegistration.eventId, e.id), eq(eventRegistration.state, 'WAITING')))
    .orderBy(asc(eventRegistration.createdAt), asc(eventRegistration.id))
    .limit(1);
  if (!next) return null;
  const [row] = await tx.update(eventRegistration).set({ state: 'CONFIRMED', updatedAt: now }).where(eq(eventRegistration.id, next.id)).returning();
  return row ?? null;
}
