import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { booking, room } from '../../db/schema/booking';
import { AppError } from '../app-error';
import type { ManageCtx } from '../shared/manage-context';
import { recordOperation } from '../operation-log/record-operation';
import { presentRoom } from '../../presenters/booking-setup';
import { isForeignKeyViolation } from '../shared/db-errors';

async function bookingsOf(db: Pick<Db, 'select'>, id: number): Promise<number> {
  const [used] = await db.select({ n: count() }).from(booking).where(eq(booking.roomId, id));
  return used?.n ?? 0;
}

/**
 * Deletes a room that no booking has used (409 ROOM_IN_USE with the count: switch it off instead);
 * its plan links and reservations go with it. Logged.
 */
export async function deleteRoom(db: Db, ctx: ManageCtx, id: number): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      // Locked first: a booking being written for this room waits, then finds it gone.
      const [before] = await tx.select().from(room).where(eq(room.id, id)).for('update');
      if (!before) throw new AppError('NOT_FOUND');
      const used = await bookingsOf(tx, id);
      if (used > 0) throw new AppError('ROOM_IN_USE', { count: used });
      await tx.delete(room).where(eq(room.id, id));
      await recordOperation(tx, ctx, { action: 'DELETE', resource: 'ROOM', resourceId: id, before: presentRoom(before), after: null });
    });
  } catch (err) {
    // Belt and braces: should a booking still refer to the room, the foreign key refuses.
    if (isForeignKeyViolation(err)) throw new AppError('ROOM_IN_USE', { count: await bookingsOf(db, id) });
    throw err;
  }
}
