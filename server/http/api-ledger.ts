import { z } from 'zod';
import { ledgerPostInput, ledgerQuery } from '../../common/ledger.schema';
import { MEMBER_ID } from '../../common/member-manage.schema';
import type { AppServices } from '../services';
import { perm } from './permission';
import { route, type AnyRoute } from './route';

const memberParams = z.object({ memberId: z.string().regex(MEMBER_ID) });

/**
 * CREDIT and POINT balances (docs/ledger.md): a member reads their own; staff holding SETTLEMENT_VIEW
 * read any member's, SETTLEMENT_EDIT post a movement by hand. Rules live in server/domain/ledger/.
 */
export function ledgerRoutes(services: AppServices): AnyRoute[] {
  const ledger = services.ledger;
  return [
    route({
      method: 'get', path: '/api/user/balances', access: 'member', query: ledgerQuery,
      summary: "The member's own CREDIT (cents) and POINT balances, what a point is worth (cents) and how points are earned, and their movements newest first (?currency=&page=)",
      handler: async (c, { actor, query }) => c.json(await ledger.mine(actor.id, query)),
    }),
    route({
      method: 'get', path: '/api/manage/members/{memberId}/ledger', access: 'staff', permission: perm.view('SETTLEMENT'), params: memberParams, query: ledgerQuery,
      summary: "One member's balances and movements newest first (?currency=&page=), who posted each, and the member's latest bookings to tie a spend to (404 for no such member)",
      handler: async (c, { params, query }) => c.json(await ledger.forStaff(params.memberId, query)),
    }),
    route({
      method: 'post', path: '/api/manage/members/{memberId}/ledger', access: 'staff', permission: perm.edit('SETTLEMENT'), params: memberParams, body: ledgerPostInput,
      summary: 'Posts a movement with a note: ADJUST (either way), SPEND of CREDIT or REDEEM of POINT at reception, optionally tied to one of the member\'s bookings; logged. Never below zero (409 BALANCE_INSUFFICIENT); the same idempotencyKey gives back the first movement (replayed), with another request 422',
      handler: async (c, { ctx, params, body }) => c.json(await ledger.post(ctx, params.memberId, body)),
    }),
  ];
}
