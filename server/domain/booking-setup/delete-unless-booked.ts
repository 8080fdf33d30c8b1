import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { booking } from '../../db/schema/booking';
import { AppError } from '../app-error';
import { isForeignKeyViolation } from '../shared/db-errors';
import type { Tx } from '../shared/manage-context';

/**
 * Deletes a row bookings refer to (a room, a service plan) unless a booking does: 409 `inUse`
 * with the count. `remove` locks the row first (a booking being written for it waits, then finds
 * it gone), calls `refuseIfBooked`, then deletes and logs. Should a booking still refer to the
 * row, the foreign key refuses and the answer is the same 409.
 */
export async function deleteUnlessBooked(
  db: Db,
  column: typeof booking.roomId | typeof booking.planId,
  id: number,
  inUse: 'ROOM_IN_USE' | 'SERVICE_PLAN_IN_USE',
  remove: (tx: Tx, refuseIfBooked: () => Promise<void>) => Promise<void>,
): Promise<void> {
  const bookings = async (q: Pick<Db, 'select'>) => {
    const [used] = await q.select({ n: count() }).from(booking).where(eq(column, id));
    return used?.n ?? 0;
  };
  try {
    await db.transaction((tx) =>
      remove(tx, async () => {
        const used = await bookings(tx);
        if (used > 0) throw new AppError(inUse, { count: used });
      }),
    );
  } catch (err) {
    if (isForeignKeyViolation(err)) throw new AppError(inUse, { count: await bookings(db) });
    throw err;
  }
}
