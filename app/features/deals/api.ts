/**
 * The member's deal calls (docs/deals.md), through apiFetch (credentials and the anti-forgery
 * header, spec §7). The receipt goes as the request body; its refusals are shown on the form.
 */
import type { OfflinePayMethod } from '../../../common/deal-rules';
import type { BalancePaymentInput, DealDetail, DealHistoryEntry, DealSummary, PayInstruction } from '../../../common/deal.schema';
import { apiFetch } from '../errors/api-client';

export type { DealDetail, DealHistoryEntry, DealSummary, PayInstruction };

export const dealsApi = {
  mine: () => apiFetch<{ items: DealSummary[] }>('/api/user/deals'),
  get: (id: number) => apiFetch<DealDetail>(`/api/user/deals/${id}`),
  /** Pays part or all of the deal from the member's CREDIT or POINT (idempotent by the key). */
  payFromBalance: (id: number, body: BalancePaymentInput) => apiFetch<{ replayed: boolean; deal: DealDetail }>(`/api/user/deals/${id}/balance-payment`, { method: 'POST', body }),
  /** Sends the receipt; the member confirmed the amount and date are visible on it (spec §5). */
  sendReceipt: async (id: number, method: OfflinePayMethod, file: File) =>
    apiFetch<DealDetail>(`/api/user/deals/${id}/receipt`, {
      method: 'POST',
      silent: true,
      query: { method, name: file.name.slice(-255), confirmed: 'true' },
      rawBody: new Uint8Array(await file.arrayBuffer()),
      contentType: file.type || 'application/octet-stream',
    }),
};
