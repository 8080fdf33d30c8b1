import { eq } from 'drizzle-orm';
import { type BookingStatusInput } from '../../../common/booking.schema';
import { canTransition, type BookingStatus } from '../../../common/booking-rules';
import type { Db } from '../../db/client';
import { booking, servicePlan } from '../../db/schema/booking';
import { place } from '../../db/schema/content';
import type { Actor } from '../accounts/get-actor';
import { AppError } from '../app-error';
import type { ManageCtx } from '../shared/manage-context';
import { recordOperation } from '../operation-log/record-operation';
import { noticeToMember } from './booking-notice';
import { loadTranslators } from '../notifications/notify';
import type { BookingDeps } from './create-booking';
import { memberCanChange } from '../../presenters/booking';
import { settleDone } from './settle-done';
import { LIVE_STATUSES } from '../../../common/booking-rules';
import type { FreedSlot } from '../../../common/waitlist';
import { offerAfterCommit } from '../waitlist/offer-freed-slot';

/** How early before the start staff may mark a member as attended (they often arrive early). */
export const ATTEND_EARLY_MINUTES = 60;

export type StatusRequest =
  | { who: 'member'; actor: Actor; status: 'CANCEL' | 'ACCEPT'; reason: string }
  | { who: 'staff'; ctx: ManageCtx; input: BookingStatusInput };

/**
 * Moves a booking through its states (common/booking.schema BOOKING_TRANSITIONS, docs/booking.md).
 * Members may cancel their own booking inside the change window and confirm one staff made
 * (CONFIRM → ACCEPT); staff move any booking along the allowed transitions — ATTEND from
 * ATTEND_EARLY_MINUTES before the start, MISS only after it, DONE drawing a session of the
 * member's package or recording the amount charged (settle-done.ts). Every change notifies the
 * member in the same transaction. A cancelled or rejected slot is offered to the waiting list
 * after commit (offerFreedSlot).
 */
export async function setBookingStatus(db: Db, deps: BookingDeps, id: number, req: StatusRequest): Promise<void> {
  const now = deps.now();
  const tr = await loadTranslators(deps.translate);
  const freed = await db.transaction(async (tx): Promise<FreedSlot | null> => {
    const [old] = await tx.select().from(booking).where(eq(booking.id, id)).for('update');
    if (!old || (req.who === 'member' && old.memberId !== req.actor.id)) throw new AppError('NOT_FOUND');
    const to: BookingStatus = req.who === 'member' ? req.status : req.input.status;
    if (!canTransition(old.status, to)) throw new AppError('BOOKING_STATUS_INVALID', { from: old.status, to });
    const [p] = await tx.select().from(place).where(eq(place.id, old.placeId));
    if (req.who === 'member') {
      if (to === 'ACCEPT' && old.status !== 'CONFIRM') throw new AppError('BOOKING_STATUS_INVALID', { from: old.status, to });
      if (to === 'CANCEL' && !memberCanChange(old, p!.changeWindowHours, now)) throw new AppError('BOOKING_CHANGE_CLOSED');
    } else {
      if (to === 'ATTEND' && now.getTime() < old.startsAt.getTime() - ATTEND_EARLY_MINUTES * 60_000) throw new AppError('BOOKING_NOT_YET');
      if (to === 'MISS' && now.getTime() < old.startsAt.getTime()) throw new AppError('BOOKING_NOT_YET');
    }
    const reason = req.who === 'member' ? req.reason : req.input.reason;
    // DONE settles the visit: a package session drawn, or the amount charged at the clinic.
    const settled = req.who === 'staff' && to === 'DONE' ? await settleDone(tx, req.ctx, old, req.input, now) : null;
    const [updated] = await tx
      .update(booking)
      .set({
        status: to,
        ...(to === 'REJECT' || to === 'CANCEL' ? { reason } : {}),
        ...(settled ? { actualAmtCents: settled.actualAmtCents } : {}),
        ...(req.who === 'staff' && req.input.remark !== undefined ? { remark: req.input.remark } : {}),
        updatedAt: now,
      })
      .where(eq(booking.id, id))
      .returning();
    const [plan] = await tx.select({ name: servicePlan.name }).from(servicePlan).where(eq(servicePlan.id, old.planId));
    const used = settled?.packageUse;
    await noticeToMember(tx, tr, used ? 'DONE_PACKAGE' : to, { ...updated!, planName: plan!.name, placeName: p!.name, left: used?.left, total: used?.total }, now);
    if (req.who === 'staff') {
      await recordOperation(tx, req.ctx, {
        action: `STATUS_${to}`, resource: 'BOOKING', resourceId: id, before: { status: old.status },
        after: { status: to, reason, actualAmtCents: updated!.actualAmtCents, ...(settled ? { packageUse: settled.packageUse, dealId: settled.dealId, method: settled.dealId ? req.input.method : null } : {}) },
      });
    }
    const released = (to === 'CANCEL' || to === 'REJECT') && LIVE_STATUSES.includes(old.status);
    return released ? { planId: old.planId, placeId: old.placeId, therapistId: old.therapistId, date: old.date, start: old.start, end: old.end } : null;
  });
  if (freed) await offerAfterCommit(db, deps, freed);
}
