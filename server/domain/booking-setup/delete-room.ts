import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { booking, room } from '../../db/schema/booking';
import { AppError } from '../app-error';
import type { ManageCtx } from '../shared/manage-context';
import { recordOperation } from '../operation-log/record-operation';
import { presentRoom } from '../../presenters/booking-setup';
import { deleteUnlessBooked } from './delete-unless-booked';

/**
 * Deletes a room that no booking has used (409 ROOM_IN_USE with the count: switch it off instead);
 * its plan links and reservations go with it. Logged.
 */
export async function deleteRoom(db: Db, ctx: ManageCtx, id: number): Promise<void> {
  await deleteUnlessBooked(db, booking.roomId, id, 'ROOM_IN_USE', async (tx, refuseIfBooked) => {
    const [before] = await tx.select().from(room).where(eq(room.id, id)).for('update');
    if (!before) throw new AppError('NOT_FOUND');
    await refuseIfBooked();
    await tx.delete(room).where(eq(room.id, id));
    await recordOperation(tx, ctx, { action: 'DELETE', resource: 'ROOM', resourceId: id, before: presentRoom(before), after: null });
  });
}
