import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import { sessionsLeft } from '../../../common/package-rules';
import type { Db } from '../../db/client';
import { subscription, subscriptionUse } from '../../db/schema/deal';
import type { Tx } from '../shared/manage-context';

export type SubscriptionRow = typeof subscription.$inferSelect;

/** Where a package can be drawn now: PAID, not expired, with a session left. */
const drawable = (now: Date) => and(eq(subscription.state, 'PAID'), gt(subscription.expiresAt, now), lt(subscription.used, sql`${subscription.sessions} + ${subscription.carried}`));

/** The member's packages of a plan a booking could draw on now, the one expiring first first. */
export async function drawablePackages(db: Db | Tx, memberId: string, planId: number, now: Date): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscription)
    .where(and(eq(subscription.memberId, memberId), eq(subscription.planId, planId), drawable(now)))
    .orderBy(asc(subscription.expiresAt), asc(subscription.id));
}

/**
 * Draws one session for a booking marked DONE (docs/packages.md "Drawing"), in the caller's
 * transaction: from the member's drawable package of the booking's plan that expires first, by one
 * guarded `update … set used = used + 1 where … used < sessions + carried` — of two bookings racing
 * for the last session one update finds the row changed and matches nothing, so it tries the next
 * package or draws none (the caller charges instead). The database check keeps `used` within the
 * package whatever happens. Null when nothing could be drawn.
 */
export async function drawSession(tx: Tx, b: { id: number; memberId: string; planId: number }, actorId: string, now: Date): Promise<{ sub: SubscriptionRow; left: number } | null> {
  for (const candidate of await drawablePackages(tx, b.memberId, b.planId, now)) {
    const [sub] = await tx
      .update(subscription)
      .set({ used: sql`${subscription.used} + 1`, updatedAt: now })
      .where(and(eq(subscription.id, candidate.id), drawable(now)))
      .returning();
    if (!sub) continue;
    await tx.insert(subscriptionUse).values({ subscriptionId: sub.id, bookingId: b.id, at: now, actorId });
    return { sub, left: sessionsLeft(sub) };
  }
  return null;
}
