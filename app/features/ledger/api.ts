/** The member's balance calls (docs/ledger.md), through apiFetch (credentials, spec §7 popups). */
import type { LedgerCurrency } from '../../../common/deal-rules';
import type { MemberLedger } from '../../../common/ledger.schema';
import { apiFetch } from '../errors/api-client';

export const ledgerApi = {
  mine: (q: { currency?: LedgerCurrency; page: number }) => apiFetch<MemberLedger>('/api/user/balances', { query: q }),
};
