import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { waitlistOffer } from '../../db/schema/waitlist';
import { slotOfOffer } from './answer-offer';
import { offerAfterCommit } from './offer-freed-slot';
import type { WaitlistDeps } from './waitlist-deps';

/** How many lapsed offers one sweep handles (the next sweep takes the rest). */
const SWEEP_BATCH = 100;

/**
 * Expires the offers whose hold has passed and offers each slot to the next matching member.
 * Each offer is expired by a conditional update, so with several processes sweeping each lapses
 * once, and an accept at the last moment wins. Run every minute (server/main.ts), kept apart so it
 * can move to a job queue. Returns how many offers expired.
 */
export async function expireWaitlistOffers(db: Db, deps: WaitlistDeps): Promise<number> {
  const now = deps.now();
  const due = await db
    .select({ id: waitlistOffer.id })
    .from(waitlistOffer)
    .where(and(eq(waitlistOffer.state, 'OFFERED'), lte(waitlistOffer.expiresAt, now)))
    .limit(SWEEP_BATCH);
  let expired = 0;
  for (const one of due) {
    const [o] = await db
      .update(waitlistOffer)
      .set({ state: 'EXPIRED', decidedAt: now })
      .where(and(eq(waitlistOffer.id, one.id), eq(waitlistOffer.state, 'OFFERED'), lte(waitlistOffer.expiresAt, now)))
      .returning();
    if (!o) continue;
    expired++;
    await offerAfterCommit(db, deps, slotOfOffer(o));
  }
  return expired;
}
