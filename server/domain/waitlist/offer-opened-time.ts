import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import { hhmmOf, memberWindow, minutesOf } from '../../../common/clinic-time';
import { slotMatchesWish, type FreedSlot } from '../../../common/waitlist';
import type { Db } from '../../db/client';
import { waitlistEntry, waitlistOffer } from '../../db/schema/waitlist';
import { isAppError } from '../app-error';
import { getAvailability } from '../booking/get-availability';
import { decideSlot } from '../booking/place-booking';
import { offerFreedSlot } from './offer-freed-slot';
import type { WaitlistDeps } from './waitlist-deps';

/** Waiting entries one sweep looks at (oldest first): a schedule change rarely suits more at once. */
export const OPENED_TIME_ENTRIES = 50;
/** Times tried per entry (a time offered to it before is skipped by offerFreedSlot). */
const TIMES_PER_ENTRY = 5;

/**
 * Time that opened without a booking leaving it — staff added a therapist's hours, shortened a leave,
 * lifted a holiday, opened a room (issue 13 "a slot frees up … staff change"): the waiting entries
 * without an open offer, oldest first, are matched against what members can book now in their date
 * range (the member horizon, online therapists), and the first time that suits each is offered as a
 * freed slot would be (offerFreedSlot: oldest matching entry, held, notified). Returns how many
 * offers were made. Run after the change has committed.
 */
export async function offerOpenedTime(db: Db, deps: WaitlistDeps): Promise<number> {
  const now = deps.now();
  const window = memberWindow(now);
  const entries = await db
    .select()
    .from(waitlistEntry)
    .where(
      and(
        eq(waitlistEntry.state, 'WAITING'),
        gte(waitlistEntry.dateTo, window.from),
        lte(waitlistEntry.dateFrom, window.to),
        sql`not exists (select 1 from ${waitlistOffer} o where o.entry_id = ${waitlistEntry.id} and o.state = 'OFFERED')`,
      ),
    )
    .orderBy(asc(waitlistEntry.createdAt), asc(waitlistEntry.id))
    .limit(OPENED_TIME_ENTRIES);
  let offered = 0;
  for (const e of entries) {
    const q = { planId: e.planId, placeId: e.placeId, therapistId: e.therapistId ?? undefined, addonIds: [], from: Math.max(e.dateFrom, window.from), to: Math.min(e.dateTo, window.to) };
    let open: Awaited<ReturnType<typeof getAvailability>>;
    try {
      open = await getAvailability(db, q, { now, horizon: 'member' });
    } catch (err) {
      // The plan, place or therapist is no longer bookable online: nothing to offer.
      if (isAppError(err)) continue;
      throw err;
    }
    const suits = open.dates
      .flatMap(({ date, times }) => times.map((start) => ({ planId: e.planId, placeId: e.placeId, therapistId: e.therapistId ?? 0, date, start, end: hhmmOf(minutesOf(start) + open.durationMin) })))
      .filter((s) => slotMatchesWish(s, e))
      .slice(0, TIMES_PER_ENTRY);
    for (const s of suits) {
      const slot = e.therapistId === null ? await withTherapist(db, s, now) : s;
      if (slot && (await offerFreedSlot(db, deps, slot))) {
        offered += 1;
        break;
      }
    }
  }
  return offered;
}

/** The therapist a member booking "any therapist" at that time would get (null when none is free after all). */
async function withTherapist(db: Db, s: FreedSlot, now: Date): Promise<FreedSlot | null> {
  try {
    const d = await db.transaction((tx) => decideSlot(tx, { ...s, therapistId: null, roomId: null }, { who: 'member', force: false, now }));
    return { ...s, therapistId: d.therapist.id };
  } catch (err) {
    if (isAppError(err)) return null;
    throw err;
  }
}

/**
 * Runs offerOpenedTime after schedule changes without holding up the staff's answer: a request while
 * a sweep runs asks for one more sweep when it ends (many saves in a row make two sweeps, not many).
 * A failed sweep is reported; `idle()` resolves when none is running (tests, shutdown).
 */
export function openedTimeSweeper(run: () => Promise<unknown>, report: (err: unknown) => void) {
  let running: Promise<void> | null = null;
  let again = false;
  const loop = async () => {
    do {
      again = false;
      try {
        await run();
      } catch (err) {
        report(err);
      }
    } while (again);
    running = null;
  };
  return {
    request(): void {
      if (running) again = true;
      else running = loop();
    },
    idle: (): Promise<void> => running ?? Promise.resolve(),
  };
}
