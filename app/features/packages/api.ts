/**
 * The member's package calls (docs/packages.md), through apiFetch (credentials and the
 * anti-forgery header, spec §7). A bought package is paid through its deal (/user/deals/{id}).
 */
import type { MemberPackage } from '../../../common/package.schema';
import { apiFetch } from '../errors/api-client';

export type { MemberPackage };

export const packagesApi = {
  mine: () => apiFetch<{ items: MemberPackage[] }>('/api/user/packages'),
  /** `idempotencyKey` is made once per offer on the page, so a repeated click orders once. */
  /** Stops or resumes a subscription's renewal (answers the member's packages). */
  setRenewal: (id: number, renews: boolean) => apiFetch<{ items: MemberPackage[] }>(`/api/user/packages/${id}/renewal`, { method: 'POST', body: { renews } }),
  /** Orders a plan's package (at a live promotion's package price with `promotionId`). */
  buy: (planId: number, idempotencyKey: string, promotionId?: number) =>
    apiFetch<{ dealId: number; replayed: boolean }>('/api/packages', { method: 'POST', body: { planId, idempotencyKey, ...(promotionId ? { promotionId } : {}) } }),
};
