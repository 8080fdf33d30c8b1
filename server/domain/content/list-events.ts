import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { event, place } from '../../db/schema/content';

export type EventRow = typeof event.$inferSelect;
export type Place = typeof place.$inferSelect;
export interface EventWithPlace extends EventRow {
  place: Place | null;
}

/** Visible events (shown, not deleted), latest start first, with their place. */
export async function listEvents(db: Db): Promise<EventWithPlace[]> {
  const rows = await db
    .select({ event, place })
    .from(event)
    .leftJoin(place, eq(place.id, event.placeId))
    .where(and(eq(event.isShow, true), isNull(event.deletedAt)))
    .orderBy(desc(event.startAt));
  return rows.map((r) => ({ ...r.event, place: r.place }));
}
