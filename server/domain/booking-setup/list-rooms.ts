import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { room } from '../../db/schema/booking';
import { presentRoom, type SetupRoom } from '../../presenters/booking-setup';

/** The rooms of one place (or of every place), in room order. */
export async function listSetupRooms(db: Db, placeId?: number): Promise<SetupRoom[]> {
  const rows = await db
    .select()
    .from(room)
    .where(placeId === undefined ? undefined : eq(room.placeId, placeId))
    .orderBy(asc(room.placeId), asc(room.sort), asc(room.code));
  return rows.map(presentRoom);
}
