import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { booking } from '../../db/schema/booking';
import type { Tx } from '../shared/manage-context';

/** How many bookings of a member ended as no-shows (MISS). */
export async function countNoShows(db: Db | Tx, memberId: string): Promise<number> {
  const [r] = await db.select({ n: count() }).from(booking).where(and(eq(booking.memberId, memberId), eq(booking.status, 'MISS')));
  return Number(r?.n ?? 0);
}

/** No-shows (MISS) per member for a list of members; members without any are absent. */
export async function noShowCounts(db: Db | Tx, memberIds: string[]): Promise<Map<string, number>> {
  if (memberIds.length === 0) return new Map();
  const rows = await db
    .select({ memberId: booking.memberId, n: count() })
    .from(booking)
    .where(and(inArray(booking.memberId, memberIds), eq(booking.status, 'MISS')))
    .groupBy(booking.memberId);
  return new Map(rows.map((r) => [r.memberId, Number(r.n)]));
}
