import { eq } from 'drizzle-orm';
import type { StaffBookingInput } from '../../../common/booking-setup.schema';
import type { Db } from '../../db/client';
import { place, staff } from '../../db/schema/content';
import { AppError } from '../app-error';
import type { ManageCtx } from '../shared/manage-context';
import { recordOperation } from '../operation-log/record-operation';
import { bumpContentVersion } from '../site/content-version';
import { fieldError } from './field-error';
import { presentStaff, type SetupStaff } from '../../presenters/booking-setup';

const snapshot = (s: SetupStaff) => ({ isTherapist: s.isTherapist, bookCfg: s.bookCfg, placeId: s.placeId });

/**
 * Sets a team member's booking settings (spec §3 Staff: isTherapist, bookCfg, place). Online
 * booking needs a therapist with a place. Logged; the team page shows the place, so the content
 * version is bumped.
 */
export async function updateStaffBooking(db: Db, ctx: ManageCtx, id: number, v: StaffBookingInput): Promise<SetupStaff> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(staff).where(eq(staff.id, id));
    if (!before) throw new AppError('NOT_FOUND');
    if (v.placeId !== null) {
      const [p] = await tx.select({ id: place.id }).from(place).where(eq(place.id, v.placeId));
      if (!p) throw new AppError('VALIDATION', fieldError('placeId'));
    }
    const [row] = await tx
      .update(staff)
      .set({ isTherapist: v.isTherapist, bookCfg: v.bookCfg, placeId: v.placeId, updatedAt: new Date() })
      .where(eq(staff.id, id))
      .returning();
    const after = presentStaff(row!);
    await recordOperation(tx, ctx, { action: 'UPDATE', resource: 'STAFF', resourceId: id, before: snapshot(presentStaff(before)), after: snapshot(after) });
    await bumpContentVersion(tx, ['team']);
    return after;
  });
}
