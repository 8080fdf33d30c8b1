import { eq } from 'drizzle-orm';
import type { BalanceFunds } from '../../../common/deal.schema';
import { canRecordPayment, pointsToCover, type LedgerCurrency } from '../../../common/deal-rules';
import type { Db } from '../../db/client';
import { siteSetting } from '../../db/schema/content';
import { AppError, isAppError } from '../app-error';
import { ledgerBalances } from '../ledger/list-ledger';
import { postMovement } from '../ledger/post-movement';
import type { Tx } from '../shared/manage-context';
import type { DealRow } from './event-deal';

/**
 * The ledger side of paying `cents` of a locked deal from the member's balance (docs/deals.md
 * "Paying from a balance"): CREDIT is spent cent for cent (SPEND); POINT is redeemed at the site
 * settings' value per point, rounded up to whole points (REDEEM). Both are tied to the deal and can
 * never take the balance below zero (BALANCE_INSUFFICIENT on the amount). A CREDIT top-up is never
 * paid from a balance, and points cannot pay while they have no value (DEAL_BALANCE_NOT_ACCEPTED).
 */
export async function takeFromBalance(tx: Tx, d: DealRow, from: LedgerCurrency, cents: number, m: { actorId: string | null; idempotencyKey: string | null; at: Date }): Promise<void> {
  if (d.kind === 'CREDIT' || d.currency !== 'HKD') throw new AppError('DEAL_BALANCE_NOT_ACCEPTED', { field: 'method' });
  let delta = -cents;
  if (from === 'POINT') {
    const [s] = await tx.select({ value: siteSetting.pointValueCents }).from(siteSetting).where(eq(siteSetting.id, 1));
    if (!s?.value) throw new AppError('DEAL_BALANCE_NOT_ACCEPTED', { field: 'method' });
    delta = -pointsToCover(cents, s.value);
  }
  try {
    await postMovement(tx, {
      memberId: d.memberId, currency: from, delta, reason: from === 'CREDIT' ? 'SPEND' : 'REDEEM', dealId: d.id,
      actorId: m.actorId, idempotencyKey: m.idempotencyKey, at: m.at,
    });
  } catch (err) {
    if (isAppError(err) && err.code === 'BALANCE_INSUFFICIENT') throw new AppError('BALANCE_INSUFFICIENT', { ...err.details, field: 'cents' });
    throw err;
  }
}

/** What the deal's member could pay it with now (null: not payable, or a CREDIT top-up, which is paid in money). */
export async function balanceFunds(db: Db, d: DealRow): Promise<BalanceFunds | null> {
  if (d.kind === 'CREDIT' || d.currency !== 'HKD' || !canRecordPayment(d.state)) return null;
  const [b, [s]] = await Promise.all([ledgerBalances(db, d.memberId), db.select({ value: siteSetting.pointValueCents }).from(siteSetting).where(eq(siteSetting.id, 1))]);
  return { credit: b.CREDIT, points: b.POINT, pointValueCents: s?.value ?? 0 };
}
