import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { event, place } from '../../db/schema/content';
import { AppError } from '../app-error';
import type { EventWithPlace } from './list-events';

/** One visible event by slug; NOT_FOUND otherwise. */
export async function getEvent(db: Db, slug: string): Promise<EventWithPlace> {
  const [row] = await db
    .select({ event, place })
    .from(event)
    .leftJoin(place, eq(place.id, event.placeId))
    .where(and(eq(event.slug, slug), eq(event.isShow, true), isNull(event.deletedAt)));
  if (!row) throw new AppError('NOT_FOUND', { resource: 'event', slug });
  return { ...row.event, place: row.place };
}
