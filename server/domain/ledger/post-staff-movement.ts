import { and, eq } from 'drizzle-orm';
import type { LedgerPostInput, LedgerPostResult } from '../../../common/ledger.schema';
import type { Db } from '../../db/client';
import { booking } from '../../db/schema/booking';
import { ledgerMovement } from '../../db/schema/deal';
import { AppError, isAppError } from '../app-error';
import { memberRow } from '../members/get-member';
import { recordOperation } from '../operation-log/record-operation';
import { isUniqueViolation } from '../shared/db-errors';
import type { ManageCtx } from '../shared/manage-context';
import { ledgerBalances, presentMovements } from './list-ledger';
import { postMovement, type LedgerMovementRow } from './post-movement';

/** Whether a stored movement is what this request asks for (a retry), not another request under the same key. */
const sameRequest = (m: LedgerMovementRow, ctx: ManageCtx, input: LedgerPostInput) =>
  m.actorId === ctx.actor.id && m.currency === input.currency && m.delta === input.delta && m.reason === input.reason && m.note === input.note && m.bookingId === input.bookingId;

/**
 * Staff move a member's balance by hand (docs/ledger.md "Staff movements"): an ADJUST either way, or
 * CREDIT spent / POINT redeemed at reception, with the note the member reads and optionally one of
 * the member's bookings. Goes through postMovement (the balance row lock serializes concurrent
 * spends; never below zero: 409 BALANCE_INSUFFICIENT, named on the amount) and is logged with it
 * (SETTLEMENT, resource id = the member). The same idempotency key gives back the first movement —
 * also when two requests with it race — and the key with a different request is 422.
 */
export async function postStaffMovement(db: Db, ctx: ManageCtx, memberId: string, input: LedgerPostInput, now: Date): Promise<LedgerPostResult> {
  await memberRow(db, memberId);
  if (input.bookingId !== null) {
    const [b] = await db.select({ memberId: booking.memberId }).from(booking).where(eq(booking.id, input.bookingId));
    if (b?.memberId !== memberId) throw new AppError('VALIDATION', { fields: [{ field: 'bookingId', message: 'pay:ledger.error.bookingNotMember' }] });
  }
  let posted: { movement: LedgerMovementRow; replayed: boolean };
  try {
    posted = await db.transaction(async (tx) => {
      const r = await postMovement(tx, {
        memberId, currency: input.currency, delta: input.delta, reason: input.reason, bookingId: input.bookingId,
        actorId: ctx.actor.id, note: input.note, idempotencyKey: input.idempotencyKey, at: now,
      });
      if (!r.replayed) {
        const m = r.movement;
        await recordOperation(tx, ctx, {
          action: m.reason,
          resource: 'SETTLEMENT',
          resourceId: memberId,
          before: { memberId, currency: m.currency, balance: m.balanceAfter - m.delta },
          after: { memberId, currency: m.currency, balance: m.balanceAfter, movementId: m.id, delta: m.delta, reason: m.reason, note: m.note, bookingId: m.bookingId },
        });
      }
      return r;
    });
  } catch (err) {
    if (isAppError(err) && err.code === 'BALANCE_INSUFFICIENT') throw new AppError('BALANCE_INSUFFICIENT', { ...err.details, field: 'delta' });
    if (!isUniqueViolation(err)) throw err;
    // Another request with this key committed first (the unique index decided): that is the movement.
    const [first] = await db.select().from(ledgerMovement).where(and(eq(ledgerMovement.memberId, memberId), eq(ledgerMovement.idempotencyKey, input.idempotencyKey)));
    if (!first) throw err;
    posted = { movement: first, replayed: true };
  }
  if (posted.replayed && !sameRequest(posted.movement, ctx, input)) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  const [movement] = await presentMovements(db, [posted.movement], true);
  return { movement: movement!, balances: await ledgerBalances(db, memberId), replayed: posted.replayed };
}
