import type { LedgerPostInput, LedgerQuery } from '../../../common/ledger.schema';
import type { Db } from '../../db/client';
import type { Clock } from '../shared/clock';
import type { ManageCtx } from '../shared/manage-context';
import { getMemberLedger, getStaffLedger } from './list-ledger';
import { postStaffMovement } from './post-staff-movement';

/**
 * CREDIT and POINT balances bound to the database and clock (services.ledger; docs/ledger.md).
 * Callers check who acts: the member reads only their own (server/http/api-ledger.ts), staff hold
 * SETTLEMENT_VIEW to read and SETTLEMENT_EDIT to post.
 */
export function bindLedger(db: Db, deps: { clock: Clock }) {
  return {
    mine: (memberId: string, q: LedgerQuery) => getMemberLedger(db, memberId, q),
    forStaff: (memberId: string, q: LedgerQuery) => getStaffLedger(db, memberId, q),
    post: (ctx: ManageCtx, memberId: string, input: LedgerPostInput) => postStaffMovement(db, ctx, memberId, input, deps.clock.now()),
  };
}
