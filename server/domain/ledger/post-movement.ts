import { and, eq, sql } from 'drizzle-orm';
import { formatMoney } from '../../../common/constants';
import type { LedgerCurrency, LedgerReason } from '../../../common/deal-rules';
import { ledgerMovement, memberBalance } from '../../db/schema/deal';
import { AppError } from '../app-error';
import type { Tx } from '../shared/manage-context';

export type LedgerMovementRow = typeof ledgerMovement.$inferSelect;

export interface Movement {
  memberId: string;
  currency: LedgerCurrency;
  /** CREDIT: HKD cents; POINT: points. Positive adds, negative takes. */
  delta: number;
  reason: LedgerReason;
  dealId?: number | null;
  bookingId?: number | null;
  /** Staff who moved it (required with a note for an ADJUST, which has no deal or booking). */
  actorId?: string | null;
  note?: string;
  /** The same key for the same member gives back the first movement instead of a second one. */
  idempotencyKey?: string | null;
  at: Date;
}

/**
 * Moves a member's CREDIT or POINT balance inside the caller's transaction (docs/ledger.md): the
 * balance row is changed with one `update … set balance = balance + delta` (row-locked, so
 * concurrent spends serialize) whose check refuses going below zero — BALANCE_INSUFFICIENT — and
 * the movement is appended with the balance after it. Idempotent by (member, key).
 */
export async function postMovement(tx: Tx, m: Movement): Promise<{ movement: LedgerMovementRow; balance: number; replayed: boolean }> {
  if (!Number.isSafeInteger(m.delta) || m.delta === 0) throw new AppError('VALIDATION', { field: 'delta' });
  if (m.idempotencyKey) {
    const [seen] = await tx.select().from(ledgerMovement).where(and(eq(ledgerMovement.memberId, m.memberId), eq(ledgerMovement.idempotencyKey, m.idempotencyKey)));
    if (seen) return { movement: seen, balance: seen.balanceAfter, replayed: true };
  }
  await tx.insert(memberBalance).values({ memberId: m.memberId, currency: m.currency, balance: 0, updatedAt: m.at }).onConflictDoNothing();
  // Read-and-check under the row lock first, so an overdraft is a clear 409 rather than a check violation.
  const [cur] = await tx.select({ balance: memberBalance.balance }).from(memberBalance)
    .where(and(eq(memberBalance.memberId, m.memberId), eq(memberBalance.currency, m.currency))).for('update');
  if (cur!.balance + m.delta < 0) {
    throw new AppError('BALANCE_INSUFFICIENT', { balance: m.currency === 'CREDIT' ? formatMoney(cur!.balance) : String(cur!.balance) });
  }
  const [b] = await tx.update(memberBalance).set({ balance: sql`${memberBalance.balance} + ${m.delta}`, updatedAt: m.at })
    .where(and(eq(memberBalance.memberId, m.memberId), eq(memberBalance.currency, m.currency))).returning();
  const [movement] = await tx.insert(ledgerMovement).values({
    memberId: m.memberId, currency: m.currency, delta: m.delta, balanceAfter: b!.balance, reason: m.reason,
    dealId: m.dealId ?? null, bookingId: m.bookingId ?? null, actorId: m.actorId ?? null, note: m.note ?? '',
    idempotencyKey: m.idempotencyKey ?? null, at: m.at,
  }).returning();
  return { movement: movement!, balance: b!.balance, replayed: false };
}
