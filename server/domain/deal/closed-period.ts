import { desc } from 'drizzle-orm';
import { isoFromYmd } from '../../../common/clinic-time';
import { settlementClose } from '../../db/schema/deal';
import type { Db } from '../../db/client';
import { AppError } from '../app-error';
import type { Tx } from '../shared/manage-context';

/**
 * Closed settlement periods (docs/deals.md "Closing a period"): the last clinic date (YYYYMMDD)
 * settled, or null. Payments and ledger movements are refused in the database when dated on or
 * before it (migration 0023 triggers); the domain also refuses changing what a booking of such a
 * date charged (SETTLEMENT_PERIOD_CLOSED), so corrections go into the open period.
 */
export async function closedThrough(tx: Tx | Db): Promise<number | null> {
  const [last] = await tx.select({ through: settlementClose.throughDate }).from(settlementClose).orderBy(desc(settlementClose.throughDate)).limit(1);
  return last?.through ?? null;
}

/** Refuses a change to something dated `ymd` when that date is inside a closed period. */
export async function assertDateOpen(tx: Tx | Db, ymd: number): Promise<void> {
  const through = await closedThrough(tx);
  if (through !== null && ymd <= through) throw new AppError('SETTLEMENT_PERIOD_CLOSED', { date: isoFromYmd(ymd), through: isoFromYmd(through) });
}
