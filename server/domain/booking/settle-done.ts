import type { BookingStatusInput } from '../../../common/booking.schema';
import type { BookingPackageUse } from '../../../common/package.schema';
import type { booking } from '../../db/schema/booking';
import { deal, dealHistory } from '../../db/schema/deal';
import { AppError } from '../app-error';
import { assertDateOpen } from '../deal/closed-period';
import { recordPayment } from '../deal/record-payment';
import { drawSession } from '../package/draw-session';
import type { ManageCtx, Tx } from '../shared/manage-context';

type BookingRow = typeof booking.$inferSelect;

/** What marking a booking DONE settled: a package session drawn, or the amount charged (and its deal). */
export interface DoneSettlement {
  actualAmtCents: number;
  packageUse: BookingPackageUse | null;
  /** The BOOKING deal of the money received at the clinic, when some was charged. */
  dealId: number | null;
}

/**
 * How a visit is paid when staff mark its booking DONE (docs/packages.md "A visit marked DONE"),
 * in the status change's transaction: nothing about a booking dated in a closed settlement period
 * may change (SETTLEMENT_PERIOD_CLOSED). Unless staff chose to charge instead, one session is drawn
 * from the member's package of the booking's plan (actual amount 0). Otherwise the amount charged
 * at the clinic (default the booking's total) is recorded: above zero it needs the payment method
 * (400 naming `method`) and becomes a BOOKING deal paid in full by that method — a payment like any
 * other (payments list, settlement, points).
 */
export async function settleDone(tx: Tx, ctx: ManageCtx, b: BookingRow, input: BookingStatusInput, now: Date): Promise<DoneSettlement> {
  await assertDateOpen(tx, b.date);
  if (!input.chargeInstead) {
    const drawn = await drawSession(tx, b, ctx.actor.id, now);
    if (drawn) return { actualAmtCents: 0, packageUse: { subscriptionId: drawn.sub.id, left: drawn.left, total: drawn.sub.sessions + drawn.sub.carried }, dealId: null };
  }
  const cents = input.actualAmtCents ?? b.totalAmtCents;
  if (cents === 0) return { actualAmtCents: 0, packageUse: null, dealId: null };
  if (!input.method) throw new AppError('VALIDATION', { fields: [{ field: 'method', message: 'booking:form.methodRequired' }] });
  const [d] = await tx
    .insert(deal)
    .values({ memberId: b.memberId, kind: 'BOOKING', bookingId: b.id, amountCents: cents, currency: 'HKD', state: 'CREATED', dealAt: now, createdBy: ctx.actor.id, createdAt: now, updatedAt: now })
    .returning();
  await tx.insert(dealHistory).values({ dealId: d!.id, action: 'CREATE', at: now, actorId: ctx.actor.id });
  await recordPayment(tx, ctx, d!, { cents, method: input.method }, now);
  return { actualAmtCents: cents, packageUse: null, dealId: d!.id };
}
