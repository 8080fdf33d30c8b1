import { and, asc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import { fromClinic, memberWindow } from '../../../common/clinic-time';
import type { Lng } from '../../../common/i18n-config';
import { slotMatchesWish, type FreedSlot } from '../../../common/waitlist';
import type { Db } from '../../db/client';
import { userAccount } from '../../db/schema/accounts';
import { servicePlan } from '../../db/schema/booking';
import { place } from '../../db/schema/content';
import { waitlistEntry, waitlistOffer } from '../../db/schema/waitlist';
import { AppError } from '../app-error';
import { bookingWhen } from '../booking/booking-notice';
import { decideSlot } from '../booking/place-booking';
import { loadTranslators, localize, notifyUser } from '../notifications/notify';
import { isUniqueViolation } from '../shared/db-errors';
import { waitlistSettings, type WaitlistDeps } from './waitlist-deps';

/** Waiting entries read per try (oldest first); the first that matches is offered the slot. */
const CANDIDATES = 200;
/** Races with another offer (same slot or same entry) are retried this often before giving up. */
const TRIES = 3;

/**
 * Offers a slot that came free (a booking cancelled, rejected or moved away) to the member of the
 * oldest waiting entry it suits (common/waitlist slotMatchesWish) and who has not had it offered
 * before, if members may book it now (member date window, online therapist, still free). The offer
 * is held for the site's waitlistHoldMinutes; the member gets an in-app notification in the same
 * transaction and an SMS after it. Call it after the change that freed the slot has committed.
 * Returns the new offer's id, or null when nobody is offered it.
 */
export async function offerFreedSlot(db: Db, deps: WaitlistDeps, slot: FreedSlot): Promise<number | null> {
  const now = deps.now();
  const window = memberWindow(now);
  if (slot.date < window.from || slot.date > window.to) return null;
  const tr = await loadTranslators(deps.translate);
  const { holdMinutes } = await waitlistSettings(db);
  const startsAt = fromClinic(slot.date, slot.start);
  for (let attempt = 0; attempt < TRIES; attempt++) {
    try {
      const made = await db.transaction(async (tx) => {
        const [live] = await tx
          .select({ id: waitlistOffer.id })
          .from(waitlistOffer)
          .where(and(eq(waitlistOffer.therapistId, slot.therapistId), eq(waitlistOffer.startsAt, startsAt), eq(waitlistOffer.state, 'OFFERED')));
        if (live) return null;
        try {
          await decideSlot(tx, { ...slot, roomId: null }, { who: 'member', force: false, now });
        } catch (err) {
          if (err instanceof AppError) return null;
          throw err;
        }
        const entries = await tx
          .select()
          .from(waitlistEntry)
          .where(
            and(
              eq(waitlistEntry.planId, slot.planId),
              eq(waitlistEntry.placeId, slot.placeId),
              eq(waitlistEntry.state, 'WAITING'),
              lte(waitlistEntry.dateFrom, slot.date),
              gte(waitlistEntry.dateTo, slot.date),
              or(isNull(waitlistEntry.therapistId), eq(waitlistEntry.therapistId, slot.therapistId)),
              // Not while another offer to the entry is open, and never the same slot twice.
              sql`not exists (select 1 from ${waitlistOffer} o where o.entry_id = ${waitlistEntry.id}
                and (o.state = 'OFFERED' or (o.therapist_id = ${slot.therapistId} and o.starts_at = ${startsAt.toISOString()}::timestamptz)))`,
            ),
          )
          .orderBy(asc(waitlistEntry.createdAt), asc(waitlistEntry.id))
          .limit(CANDIDATES);
        const pick = entries.find((e) => slotMatchesWish(slot, e));
        if (!pick) return null;
        const expiresAt = new Date(now.getTime() + holdMinutes * 60_000);
        const [offer] = await tx
          .insert(waitlistOffer)
          .values({ entryId: pick.id, memberId: pick.memberId, ...slot, startsAt, expiresAt, createdAt: now })
          .returning();
        const [names] = await tx
          .select({ plan: servicePlan.name, place: place.name })
          .from(servicePlan)
          .innerJoin(place, eq(place.id, slot.placeId))
          .where(eq(servicePlan.id, slot.planId));
        const params = { plan: names!.plan, place: names!.place, when: bookingWhen(slot.date, slot.start, now), minutes: holdMinutes };
        await notifyUser(tx, tr, pick.memberId, { titleKey: 'notify.waitlist.offer.title', messageKey: 'notify.waitlist.offer.message', params, link: '/user/waitlist' });
        const [who] = await tx.select({ phone: userAccount.phone, lng: userAccount.lng }).from(userAccount).where(eq(userAccount.id, pick.memberId));
        const lng = (who?.lng ?? 'zh-HK') as Lng;
        const text = localize(tr, 'notify.waitlist.offer.sms', params)[lng];
        return { id: offer!.id, phone: who?.phone ?? null, lng, text };
      });
      if (!made) return null;
      if (made.phone && deps.sms) await deps.sms.send({ to: made.phone, lng: made.lng, text: made.text });
      return made.id;
    } catch (err) {
      // Another process offered this slot, or this entry another slot, at the same moment: look again.
      if (!isUniqueViolation(err)) throw err;
    }
  }
  return null;
}

/**
 * offerFreedSlot for a change that has already committed: a failure to offer is reported, never
 * turned into a failure of the change (the slot simply stays free for anyone to book).
 */
export async function offerAfterCommit(db: Db, deps: WaitlistDeps, slot: FreedSlot): Promise<void> {
  try {
    await offerFreedSlot(db, deps, slot);
  } catch (err) {
    if (deps.reportError) deps.reportError(err, 'offer a freed slot to the waiting list');
    else throw err;
  }
}
