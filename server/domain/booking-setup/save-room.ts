import { eq } from 'drizzle-orm';
import type { RoomCreateInput, RoomInput } from '../../../common/booking-setup.schema';
import type { Db } from '../../db/client';
import { room } from '../../db/schema/booking';
import { place } from '../../db/schema/content';
import { AppError } from '../app-error';
import { refusingDuplicates } from '../shared/db-errors';
import type { ManageCtx } from '../shared/manage-context';
import { recordOperation } from '../operation-log/record-operation';
import { fieldError } from './field-error';
import { presentRoom, type SetupRoom } from '../../presenters/booking-setup';

/**
 * Creates a room of a place (`id` null; the input names the place) or changes one (it keeps its
 * place). The code is one digit or letter, unique within the place: 409 ROOM_CODE_TAKEN. Logged.
 */
export async function saveRoom(db: Db, ctx: ManageCtx, id: number | null, input: RoomCreateInput | RoomInput): Promise<SetupRoom> {
  const v: RoomInput & { placeId?: number } = id === null ? input : { ...input, placeId: undefined };
  const write = db.transaction(async (tx) => {
    let before: typeof room.$inferSelect | undefined;
    if (id !== null) {
      [before] = await tx.select().from(room).where(eq(room.id, id));
      if (!before) throw new AppError('NOT_FOUND');
    } else {
      const [p] = await tx.select({ id: place.id }).from(place).where(eq(place.id, v.placeId!));
      if (!p) throw new AppError('VALIDATION', fieldError('placeId'));
    }
    const values = { code: v.code, name: v.name, qty: v.qty, isEnabled: v.isEnabled, sort: v.sort };
    const [row] =
      id === null
        ? await tx.insert(room).values({ ...values, placeId: v.placeId! }).returning()
        : await tx.update(room).set({ ...values, updatedAt: new Date() }).where(eq(room.id, id)).returning();
    const after = presentRoom(row!);
    await recordOperation(tx, ctx, { action: id === null ? 'CREATE' : 'UPDATE', resource: 'ROOM', resourceId: after.id, before: before ? presentRoom(before) : null, after });
    return after;
  });
  return refusingDuplicates(write, () => new AppError('ROOM_CODE_TAKEN', { field: 'code', code: v.code }));
}
