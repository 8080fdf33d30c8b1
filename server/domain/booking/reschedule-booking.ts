import { eq } from 'drizzle-orm';
import type { StaffBookingInput } from '../../../common/booking.schema';
import type { Db } from '../../db/client';
import { booking, bookingAddon, servicePlan } from '../../db/schema/booking';
import { place } from '../../db/schema/content';
import type { Actor } from '../accounts/get-actor';
import { AppError } from '../app-error';
import type { ManageCtx } from '../shared/manage-context';
import { recordOperation } from '../operation-log/record-operation';
import { noticeToMember } from './booking-notice';
import { loadTranslators } from '../notifications/notify';
import { assertBodyIds } from './booking-options';
import type { BookingDeps } from './create-booking';
import { decideSlot, lockPlaces, slotColumns } from './place-booking';
import { isExclusionViolation } from '../shared/db-errors';
import { priceVisit } from './price-booking';
import { memberCanChange } from '../../presenters/booking';
import type { FreedSlot } from '../../../common/waitlist';
import { offerAfterCommit } from '../waitlist/offer-freed-slot';

export type RescheduleRequest =
  | { who: 'member'; actor: Actor; input: { date: number; start: number } }
  | { who: 'staff'; ctx: ManageCtx; input: StaffBookingInput };

/**
 * Moves a booking (and, for staff, changes its plan, therapist, room, details or amounts) under
 * the same rules and locks as creating one; its own old slot does not block it. A member may do
 * so only inside the place's change window, and the booking goes back to WAIT for approval. The
 * slot it leaves (another time, place or therapist) is offered to the waiting list after commit.
 */
export async function rescheduleBooking(db: Db, deps: BookingDeps, id: number, req: RescheduleRequest): Promise<void> {
  const now = deps.now();
  const tr = await loadTranslators(deps.translate);
  if (req.who === 'staff') await assertBodyIds(db, req.input.parts, req.input.symptoms);
  let freed: FreedSlot | null = null;
  try {
    freed = await db.transaction(async (tx): Promise<FreedSlot | null> => {
      const [old] = await tx.select().from(booking).where(eq(booking.id, id));
      if (!old || (req.who === 'member' && old.memberId !== req.actor.id)) throw new AppError('NOT_FOUND');
      const target = req.who === 'staff' ? req.input : { ...req.input, planId: old.planId, placeId: old.placeId, therapistId: old.preferredTherapistId, roomId: null };
      await lockPlaces(tx, [old.placeId, target.placeId]);
      const [oldPlace] = await tx.select().from(place).where(eq(place.id, old.placeId));
      if (req.who === 'member' && !memberCanChange(old, oldPlace!.changeWindowHours, now)) throw new AppError('BOOKING_CHANGE_CLOSED');
      if (req.who === 'staff' && !['WAIT', 'CONFIRM', 'ACCEPT'].includes(old.status)) throw new AppError('BOOKING_STATUS_INVALID', { status: old.status });

      const addons = await tx.select().from(bookingAddon).where(eq(bookingAddon.bookingId, id));
      if (req.who === 'staff' && req.input.planId !== old.planId) await priceVisit(tx, { planId: req.input.planId, addonIds: [] }, now);
      const d = await decideSlot(
        tx,
        { planId: target.planId, addonPlanIds: addons.map((a) => a.planId), placeId: target.placeId, therapistId: target.therapistId ?? null, roomId: target.roomId ?? null, date: target.date, start: target.start, excludeBookingId: id },
        { who: req.who, force: req.who === 'staff' && req.input.force, now, random: deps.random, memberId: req.who === 'member' ? req.actor.id : undefined },
      );
      const moved = d.date !== old.date || d.start !== old.start || d.loaded.place.id !== old.placeId;
      const staffFields =
        req.who === 'staff'
          ? {
              memberId: req.input.memberId,
              preferredTherapistId: req.input.therapistId ?? null,
              parts: req.input.parts,
              symptoms: req.input.symptoms,
              specialRequests: req.input.specialRequests,
              otherRequest: req.input.specialRequests.includes('OTHER') ? req.input.otherRequest : '',
              // A new plan is charged at its own price (an offer was for the plan it was made on); add-ons keep theirs.
              ...(req.input.planId !== old.planId ? { planPriceCents: d.loaded.plan.priceCents, promotionId: null } : {}),
              totalAmtCents:
                req.input.totalAmtCents ??
                (req.input.planId !== old.planId ? d.loaded.plan.priceCents + addons.reduce((sum, a) => sum + a.priceCents, 0) : old.totalAmtCents),
              remark: req.input.remark,
            }
          : { status: 'WAIT' as const };
      const [updated] = await tx
        .update(booking)
        .set({
          ...slotColumns(d),
          isForced: d.overridden.length > 0,
          ...staffFields,
          updatedAt: now,
        })
        .where(eq(booking.id, id))
        .returning();
      if (moved) {
        const [plan] = await tx.select({ name: servicePlan.name }).from(servicePlan).where(eq(servicePlan.id, updated!.planId));
        await noticeToMember(tx, tr, 'RESCHEDULE', { ...updated!, planName: plan!.name, placeName: d.loaded.place.name }, now);
      }
      if (req.who === 'staff') {
        await recordOperation(tx, req.ctx, { action: 'UPDATE', resource: 'BOOKING', resourceId: id, before: old, after: { ...updated, overridden: d.overridden } });
      }
      const left = moved || updated!.therapistId !== old.therapistId;
      return left ? { planId: old.planId, placeId: old.placeId, therapistId: old.therapistId, date: old.date, start: old.start, end: old.end } : null;
    });
  } catch (err) {
    if (isExclusionViolation(err)) throw new AppError('BOOKING_SLOT_TAKEN');
    throw err;
  }
  if (freed) await offerAfterCommit(db, deps, freed);
}
