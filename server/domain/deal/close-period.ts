import { desc, eq, sql } from 'drizzle-orm';
import { addDays, fromClinic, isoFromYmd, isValidDate, toClinicDate, ymdFromIso } from '../../../common/clinic-time';
import type { SettlementClose, SettlementCloseInput } from '../../../common/settlement.schema';
import type { Db } from '../../db/client';
import { userAccount } from '../../db/schema/accounts';
import { settlementClose } from '../../db/schema/deal';
import { AppError } from '../app-error';
import { recordOperation } from '../operation-log/record-operation';
import type { ManageCtx } from '../shared/manage-context';
import { closedThrough } from './closed-period';
import { movementTotals } from './settlement';

/**
 * Closes the settlement through a clinic date (docs/deals.md "Closing a period"): `through` must be
 * before today and after the last closed date (else SETTLEMENT_CLOSE_INVALID). Stores the totals of
 * the movements from the day after the previous close through `through`; from then on the database
 * refuses any payment, refund or ledger movement dated inside (migration 0023 triggers), so
 * corrections land in the open period. Logged as CLOSE on SETTLEMENT.
 */
export async function closePeriod(db: Db, ctx: ManageCtx, input: SettlementCloseInput, now: Date): Promise<SettlementClose> {
  const through = ymdFromIso(input.through);
  const today = toClinicDate(now);
  if (!isValidDate(through) || through >= today) throw new AppError('SETTLEMENT_CLOSE_INVALID', { through: input.through, today: isoFromYmd(today) });
  const id = await db.transaction(async (tx) => {
    // One close at a time, and none while a movement is being written: the totals are exact.
    await tx.execute(sql`lock table ${settlementClose}, deal_payment, ledger_movement in share row exclusive mode`);
    const last = await closedThrough(tx);
    if (last !== null && through <= last) throw new AppError('SETTLEMENT_CLOSE_INVALID', { through: input.through, closedThrough: isoFromYmd(last) });
    const from = last === null ? null : addDays(last, 1);
    const totals = await movementTotals(tx, from === null ? null : fromClinic(from, 0), fromClinic(addDays(through, 1), 0));
    const [row] = await tx.insert(settlementClose).values({ throughDate: through, closedAt: now, closedBy: ctx.actor.id, note: input.note, totals }).returning();
    await recordOperation(tx, ctx, {
      action: 'CLOSE',
      resource: 'SETTLEMENT',
      resourceId: input.through,
      before: { closedThrough: last === null ? null : isoFromYmd(last) },
      after: { closedThrough: input.through, from: from === null ? null : isoFromYmd(from), totals, note: input.note },
    });
    return row!.id;
  });
  return (await listCloses(db)).find((c) => c.id === id)!;
}

/** The closed periods, newest first, each from the day after the one before it. */
export async function listCloses(db: Db): Promise<SettlementClose[]> {
  const rows = await db
    .select({ c: settlementClose, by: userAccount.account })
    .from(settlementClose)
    .leftJoin(userAccount, eq(userAccount.id, settlementClose.closedBy))
    .orderBy(desc(settlementClose.throughDate));
  return rows.map(({ c, by }, i) => {
    const previous = rows[i + 1]?.c.throughDate;
    return {
      id: c.id,
      from: previous === undefined ? null : isoFromYmd(addDays(previous, 1)),
      through: isoFromYmd(c.throughDate),
      closedAt: c.closedAt.toISOString(),
      closedBy: by ?? c.closedBy,
      note: c.note,
      totals: { count: Number(c.totals.count), cents: Number(c.totals.cents) },
    };
  });
}
