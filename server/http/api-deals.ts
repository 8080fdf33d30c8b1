import { z } from 'zod';
import { balancePaymentInput, dealPaymentInput, dealRefundInput, manageDealsQuery, receiptQuery, receptionDealInput, rejectDealInput } from '../../common/deal.schema';
import { RECEIPT_MAX_BYTES } from '../../common/deal-rules';
import { bigId } from '../../common/validators/input';
import type { AppServices } from '../services';
import { perm } from './permission';
import { frameableBySelf } from './security-headers';
import { route, type AnyRoute } from './route';
import { bigIdParams } from './route-kit';

const receiptParams = z.object({ id: bigId, historyId: bigId });
const perMember = (name: string, limit = 30) => ({ name, limit, windowMs: 10 * 60_000 });

/**
 * Deals and offline payments (issue 12; docs/deals.md): members see their deals and send receipts;
 * staff holding SETTLEMENT_VIEW list and read them, SETTLEMENT_EDIT approve or reject. Receipts are
 * read through an authorized route, never from /uploads. Rules live in server/domain/deal/.
 */
export function dealRoutes(services: AppServices): AnyRoute[] {
  const deals = services.deals;
  return [
    route({
      method: 'get', path: '/api/user/deals', access: 'member',
      summary: "The member's deals, newest first (what for, amount in cents, state, hold, paid)",
      handler: async (c, { actor }) => c.json(await deals.listMine(actor.id)),
    }),
    route({
      method: 'get', path: '/api/user/deals/{id}', access: 'member', params: bigIdParams,
      summary: "One of the member's deals: its timeline, how to pay offline (methods the clinic set up) and whether a receipt may be sent",
      handler: async (c, { actor, params }) => c.json(await deals.getMine(actor.id, params.id)),
    }),
    route({
      method: 'get', path: '/api/user/deals/{id}/receipt-document', access: 'member', params: bigIdParams,
      summary: "The printable receipt of one of the member's paid deals, in the member's language (409 DEAL_NOT_PAID)",
      handler: async (c, { actor, params }) => c.json(await deals.receiptDocument(params.id, actor.id)),
    }),
    route({
      method: 'post', path: '/api/user/deals/{id}/receipt', changesDesk: true, access: 'member', params: bigIdParams, query: receiptQuery,
      upload: { maxBytes: RECEIPT_MAX_BYTES }, limits: [perMember('deal-receipt', 20)],
      summary: 'Sends a receipt (photo or PDF, checked by content) for a deal awaiting one: the deal goes to WAIT (409 DEAL_NO_RECEIPT_NOW; 400 RECEIPT_UNSUPPORTED / DEAL_METHOD_NOT_OFFERED)',
      handler: async (c, { actor, params, query, bytes }) => c.json(await deals.sendReceipt(actor.id, params.id, { method: query.method, name: query.name ?? '', bytes })),
    }),
    route({
      method: 'post', path: '/api/user/deals/{id}/balance-payment', changesDesk: true, access: 'member', params: bigIdParams, body: balancePaymentInput,
      limits: [perMember('deal-balance-payment', 30)],
      summary: "The member pays part or all of a deal of their own from their CREDIT (cent for cent) or POINT (at the site settings' value, rounded up to whole points) while it awaits payment: never below zero (409 BALANCE_INSUFFICIENT), not for a CREDIT top-up (400 DEAL_BALANCE_NOT_ACCEPTED), not while a receipt is under review (409 DEAL_STATE_CHANGED); the same idempotencyKey gives the same answer (replayed)",
      handler: async (c, { actor, ip, params, body }) => c.json(await deals.payFromBalance({ actor, ip }, params.id, body)),
    }),
    route({
      method: 'get', path: '/api/deals/{id}/receipts/{historyId}', access: 'signedIn', params: receiptParams,
      summary: "A receipt of a deal's timeline: the deal's member or SETTLEMENT_VIEW staff (else 404); never stored by shared caches",
      handler: async (c, { actor, params }) => {
        const file = await deals.receipt(actor, params.id, params.historyId);
        // The staff review page shows a PDF in a frame; nothing in the file may run.
        frameableBySelf(c);
        return c.body(new Uint8Array(file.bytes), 200, {
          'Content-Type': file.mime,
          'Content-Disposition': `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`,
          'Cache-Control': 'private, no-store',
          'X-Content-Type-Options': 'nosniff',
        });
      },
    }),
    route({
      method: 'get', path: '/api/manage/deals', access: 'staff', permission: perm.view('SETTLEMENT'), query: manageDealsQuery,
      summary: 'Deals, newest first: filters state, kind, method, placeId (the event\'s or the booking\'s place), from/to (clinic dates), q (name, phone, member code); paginated',
      handler: async (c, { query }) => c.json(await deals.list(query)),
    }),
    route({
      method: 'get', path: '/api/manage/deals/{id}', access: 'staff', permission: perm.view('SETTLEMENT'), params: bigIdParams,
      summary: 'One deal with its member, timeline and receipts; canReview for SETTLEMENT_EDIT while under review',
      handler: async (c, { actor, params }) => c.json(await deals.get(actor, params.id)),
    }),
    route({
      method: 'get', path: '/api/manage/deals/{id}/receipt-document', access: 'staff', permission: perm.view('SETTLEMENT'), params: bigIdParams,
      summary: "A paid deal's printable receipt for the desk, in the member's language (409 DEAL_NOT_PAID)",
      handler: async (c, { params }) => c.json(await deals.receiptDocument(params.id)),
    }),
    route({
      method: 'post', path: '/api/manage/deals/{id}/approve', changesDesk: true, access: 'staff', permission: perm.edit('SETTLEMENT'), params: bigIdParams,
      summary: 'Approves the receipt under review: paid in full, the seat confirmed, the member notified; logged (409 DEAL_STATE_CHANGED when already decided)',
      handler: async (c, { ctx, params }) => c.json(await deals.review(ctx, params.id, { decision: 'ACCEPT' })),
    }),
    route({
      method: 'post', path: '/api/manage/deals/{id}/reject', changesDesk: true, access: 'staff', permission: perm.edit('SETTLEMENT'), params: bigIdParams, body: rejectDealInput,
      summary: 'Rejects the receipt under review with a reason; the member may send another within the hold; logged (409 DEAL_STATE_CHANGED)',
      handler: async (c, { ctx, params, body }) => c.json(await deals.review(ctx, params.id, { decision: 'REJECT', reason: body.reason })),
    }),
    route({
      method: 'post', path: '/api/manage/deals/{id}/payments', changesDesk: true, access: 'staff', permission: perm.edit('SETTLEMENT'), params: bigIdParams, body: dealPaymentInput,
      summary: 'Money received at reception, part or all of what is owed (400 DEAL_PAYMENT_TOO_MUCH; 409 DEAL_STATE_CHANGED when not payable); the last part makes the deal paid. The same idempotencyKey again gives the same answer without a second payment (422 IDEMPOTENCY_KEY_REUSED for another request); logged',
      handler: async (c, { ctx, params, body }) => c.json(await deals.pay(ctx, params.id, body)),
    }),
    route({
      method: 'post', path: '/api/manage/deals/{id}/refunds', changesDesk: true, access: 'staff', permission: perm.edit('SETTLEMENT'), params: bigIdParams, body: dealRefundInput,
      summary: 'Money given back with a reason: a negative movement dated now, the deal keeps its state (400 DEAL_REFUND_TOO_MUCH; 409 DEAL_NOT_REFUNDABLE; 409 BALANCE_INSUFFICIENT when refunded credit is already spent); idempotent by idempotencyKey; logged',
      handler: async (c, { ctx, params, body }) => c.json(await deals.refund(ctx, params.id, body)),
    }),
    route({
      method: 'post', path: '/api/manage/deals', access: 'staff', permission: perm.edit('SETTLEMENT'), body: receptionDealInput,
      summary: 'A deal made at reception for a member (OTHER with a title, or CREDIT), optionally paid at once in part or in full (payNow); idempotent by idempotencyKey (replayed: true); logged',
      handler: async (c, { ctx, body }) => c.json(await deals.create(ctx, body)),
    }),
  ];
}
