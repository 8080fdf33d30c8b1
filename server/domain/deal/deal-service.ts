import type { Db } from '../../db/client';
import type { OfflinePayMethod } from '../../../common/deal-rules';
import type { BalancePaymentInput, DealPaymentInput, DealRefundInput, ManageDealsQuery, ReceptionDealInput } from '../../../common/deal.schema';
import { can } from '../../../common/permissions';
import { and, eq } from 'drizzle-orm';
import { deal, dealHistory } from '../../db/schema/deal';
import type { FileStore } from '../../integrations/storage/file-store';
import { getSiteSettings } from '../content/get-site-settings';
import type { Actor } from '../accounts/get-actor';
import { AppError } from '../app-error';
import { loadTranslators, type Translate } from '../notifications/notify';
import type { Clock } from '../shared/clock';
import type { ManageCtx } from '../shared/manage-context';
import { expirePaymentHolds } from './expire-holds';
import { recordDeskMovement } from './desk-money';
import type { PaymentSource } from './record-payment';
import { getManageDeal, getMemberDeal, listManageDeals, listMemberDeals } from './list-deals';
import { reviewDeal, type Review } from './review-deal';
import { receiptDocument } from './receipt-document';
import { createReceptionDeal } from './reception-deal';
import { sendReceipt } from './send-receipt';

/**
 * Deals and offline payments bound to the database, files and clock (services.deals; docs/deals.md).
 * Member calls take the member's id (callers check the member: server/http/api-deals.ts); staff
 * calls take a ManageCtx (callers check SETTLEMENT_VIEW / SETTLEMENT_EDIT).
 */
/** The one source a checked desk input names (the schema lets through exactly one of the two). */
const sourceOf = (v: { method?: PaymentSource['method']; fromBalance?: PaymentSource['fromBalance'] }): PaymentSource =>
  v.fromBalance ? { fromBalance: v.fromBalance } : { method: v.method! };

export function bindDeals(db: Db, deps: { clock: Clock; files: FileStore; translate: Translate; notifying: <T>(fn: () => Promise<T>) => Promise<T> }) {
  const { clock, files } = deps;
  const settings = () => getSiteSettings(db);
  return {
    listMine: (memberId: string) => listMemberDeals(db, memberId),
    getMine: async (memberId: string, dealId: number) => getMemberDeal(db, memberId, dealId, await settings()),
    sendReceipt: async (memberId: string, dealId: number, input: { method: OfflinePayMethod; name: string; bytes: Buffer }) => {
      await sendReceipt(db, files, await settings(), memberId, dealId, input, clock.now());
      return getMemberDeal(db, memberId, dealId, await settings());
    },
    /** The member pays part or all of a deal of their own from their CREDIT or POINT (idempotent by their key). */
    payFromBalance: (ctx: ManageCtx, dealId: number, input: BalancePaymentInput) =>
      deps.notifying(async () => {
        const m = { type: 'PAYMENT' as const, cents: input.cents, note: '', idempotencyKey: input.idempotencyKey, fromBalance: input.fromBalance };
        const { replayed } = await recordDeskMovement(db, ctx, dealId, m, clock.now(), await loadTranslators(deps.translate), { ownerId: ctx.actor.id });
        return { replayed, deal: await getMemberDeal(db, ctx.actor.id, dealId, await settings()) };
      }),
    /** A receipt file of a deal's timeline: for the deal's member and SETTLEMENT_VIEW staff only (else NOT_FOUND). */
    receipt: async (actor: Actor, dealId: number, historyId: number) => {
      const [row] = await db
        .select({ memberId: deal.memberId, url: dealHistory.receiptUrl, mime: dealHistory.receiptMime, name: dealHistory.receiptName })
        .from(dealHistory)
        .innerJoin(deal, eq(deal.id, dealHistory.dealId))
        .where(and(eq(dealHistory.id, historyId), eq(dealHistory.dealId, dealId)));
      if (!row?.url || (row.memberId !== actor.id && !can(actor.permissions, 'SETTLEMENT_VIEW'))) throw new AppError('NOT_FOUND', { resource: 'receipt', id: historyId });
      const file = await files.read(row.url);
      if (!file) throw new AppError('NOT_FOUND', { resource: 'receipt', id: historyId });
      return { ...file, mime: row.mime ?? 'application/octet-stream', name: row.name ?? 'receipt' };
    },
    /** The printable receipt of a paid deal in the member's language; `memberId` limits it to that member's deals. */
    receiptDocument: (dealId: number, memberId?: string) => receiptDocument(db, deps.translate, dealId, memberId),
    list: (q: ManageDealsQuery) => listManageDeals(db, q),
    get: (actor: Actor, dealId: number) => getManageDeal(db, actor, dealId),
    review: (ctx: ManageCtx, dealId: number, review: Review) =>
      deps.notifying(async () => {
        await reviewDeal(db, ctx, dealId, review, clock.now(), await loadTranslators(deps.translate));
        return getManageDeal(db, ctx.actor, dealId);
      }),
    /** Money received at reception for a deal, part or all of what is owed (idempotent by the staff member's key). */
    pay: (ctx: ManageCtx, dealId: number, input: DealPaymentInput) =>
      deps.notifying(async () => {
        await recordDeskMovement(db, ctx, dealId, { type: 'PAYMENT', cents: input.cents, note: input.note, idempotencyKey: input.idempotencyKey, ...sourceOf(input) }, clock.now(), await loadTranslators(deps.translate));
        return getManageDeal(db, ctx.actor, dealId);
      }),
    /** Money given back for a deal, with the reason (idempotent by the staff member's key). */
    refund: (ctx: ManageCtx, dealId: number, input: DealRefundInput) =>
      deps.notifying(async () => {
        await recordDeskMovement(db, ctx, dealId, { type: 'REFUND', cents: input.cents, reason: input.reason, idempotencyKey: input.idempotencyKey, ...sourceOf(input) }, clock.now(), await loadTranslators(deps.translate));
        return getManageDeal(db, ctx.actor, dealId);
      }),
    /** A deal made at reception for a member, optionally paid at once. */
    create: (ctx: ManageCtx, input: ReceptionDealInput) =>
      deps.notifying(async () => {
        const { id, replayed } = await createReceptionDeal(db, ctx, input, clock.now(), await loadTranslators(deps.translate));
        return { replayed, deal: await getManageDeal(db, ctx.actor, id) };
      }),
    /** Releases seats whose payment hold has passed (server/main.ts runs it every minute). */
    expireHolds: () => deps.notifying(async () => expirePaymentHolds(db, clock.now(), await loadTranslators(deps.translate))),
  };
}
