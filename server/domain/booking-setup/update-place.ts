import { eq } from 'drizzle-orm';
import type { PlaceSettingsInput } from '../../../common/booking-setup.schema';
import type { Db } from '../../db/client';
import type { ServiceHours } from '../../../common/booking-setup-rules';
import { place } from '../../db/schema/content';
import { AppError } from '../app-error';
import type { ManageCtx } from '../shared/manage-context';
import { recordOperation } from '../operation-log/record-operation';
import { bumpContentVersion } from '../site/content-version';
import { presentPlace, type SetupPlace } from '../../presenters/booking-setup';

/**
 * Saves a place's contact details and booking settings (service hours, minute grid, change window,
 * bookable); logged, and the content version bumped because the public pages show the place.
 */
export async function updatePlace(db: Db, ctx: ManageCtx, id: number, v: PlaceSettingsInput): Promise<SetupPlace> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(place).where(eq(place.id, id)).for('update');
    if (!before) throw new AppError('NOT_FOUND');
    const [row] = await tx
      .update(place)
      .set({
        name: v.name,
        address: v.address,
        addressDesc: v.addressDesc,
        phone: v.phone,
        phone2: v.phone2,
        serviceHours: v.serviceHours as ServiceHours,
        minuteGrid: v.minuteGrid,
        changeWindowHours: v.changeWindowHours,
        isBookable: v.isBookable,
        updatedAt: new Date(),
      })
      .where(eq(place.id, id))
      .returning();
    const after = presentPlace(row!);
    await recordOperation(tx, ctx, { action: 'UPDATE', resource: 'PLACE', resourceId: id, before: presentPlace(before), after });
    await bumpContentVersion(tx, ['place']);
    return after;
  });
}
