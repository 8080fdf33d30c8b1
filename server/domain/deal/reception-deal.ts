import { and, eq, isNull } from 'drizzle-orm';
import { receptionTitleText, type ReceptionDealInput } from '../../../common/deal.schema';
import type { Db } from '../../db/client';
import { member, userAccount } from '../../db/schema/accounts';
import { deal, dealHistory } from '../../db/schema/deal';
import { AppError } from '../app-error';
import type { Translators } from '../notifications/notify';
import { recordOperation } from '../operation-log/record-operation';
import { isUniqueViolation } from '../shared/db-errors';
import type { ManageCtx } from '../shared/manage-context';
import { noticeOfPayment } from './desk-money';
import { recordPayment } from './record-payment';

/**
 * A deal made at reception (docs/deals.md "Reception deals"): something sold at the desk (OTHER,
 * titled by staff) or CREDIT bought, for an existing member — CREATED with who made it and a CREATE
 * step, logged (CREATE on SETTLEMENT), and when `payNow` is given paid at once, in part or in full
 * (recordPayment: a full CREDIT payment adds the credit). The same staff member sending the same
 * idempotency key again gets the first deal back (`replayed`); the key with another request is
 * IDEMPOTENCY_KEY_REUSED.
 */
export async function createReceptionDeal(db: Db, ctx: ManageCtx, input: ReceptionDealInput, now: Date, tr: Translators): Promise<{ id: number; replayed: boolean }> {
  const replay = await sameKeyDeal(db, ctx, input);
  if (replay) return { id: replay, replayed: true };
  const [m] = await db
    .select({ id: member.id })
    .from(member)
    .innerJoin(userAccount, eq(userAccount.id, member.id))
    .where(and(eq(member.id, input.memberId), isNull(userAccount.deletedAt)));
  if (!m) throw new AppError('VALIDATION', { fields: [{ field: 'memberId', message: 'manage:deals.form.memberRequired' }] });
  try {
    return await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(deal)
        .values({
          memberId: input.memberId, kind: input.kind, itemTitle: receptionTitleText(input.title), amountCents: input.amountCents, currency: 'HKD', state: 'CREATED',
          dealAt: now, createdBy: ctx.actor.id, idempotencyKey: input.idempotencyKey, createdAt: now, updatedAt: now,
        })
        .returning();
      const d = created!;
      await tx.insert(dealHistory).values({ dealId: d.id, action: 'CREATE', at: now, actorId: ctx.actor.id });
      await recordOperation(tx, ctx, { action: 'CREATE', resource: 'SETTLEMENT', resourceId: d.id, before: null, after: { dealId: d.id, memberId: d.memberId, kind: d.kind, title: d.itemTitle, amountCents: d.amountCents, payNow: input.payNow ?? null } });
      if (input.payNow) {
        const paid = await recordPayment(tx, ctx, d, { cents: input.payNow.cents, method: input.payNow.method }, now);
        if (paid.paidInFull) await noticeOfPayment(tx, tr, paid.deal);
      }
      return { id: d.id, replayed: false };
    });
  } catch (err) {
    if (isUniqueViolation(err)) {
      const again = await sameKeyDeal(db, ctx, input);
      if (again) return { id: again, replayed: true };
    }
    throw err;
  }
}

/** The deal this staff member already made with the key (a retry of the same request), or null; another request: IDEMPOTENCY_KEY_REUSED. */
async function sameKeyDeal(db: Db, ctx: ManageCtx, input: ReceptionDealInput): Promise<number | null> {
  const [seen] = await db
    .select({ id: deal.id, memberId: deal.memberId, kind: deal.kind, amountCents: deal.amountCents })
    .from(deal)
    .where(and(eq(deal.createdBy, ctx.actor.id), eq(deal.idempotencyKey, input.idempotencyKey)));
  if (!seen) return null;
  if (seen.memberId !== input.memberId || seen.kind !== input.kind || seen.amountCents !== input.amountCents) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  return seen.id;
}
