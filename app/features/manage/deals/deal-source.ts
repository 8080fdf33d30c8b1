import { data } from 'react-router';
import type { ManageDealDetail, ManageDealRow, ManageDealsQuery } from '../../../../common/deal.schema';
import type { Actor } from '../../../../server/domain/accounts/get-actor';
import type { Pagination } from '../../../../server/domain/shared/paginate';
import type { AppServices } from '../../../../server/services';

/**
 * What the back-office deal screens read on the server: the same answers as GET /api/manage/deals
 * and GET /api/manage/deals/{id} (common/deal.schema.ts). The loaders check SETTLEMENT_VIEW first.
 */
export interface ManageDealsSource {
  list: (query: ManageDealsQuery) => Promise<{ items: ManageDealRow[]; pagination: Pagination }>;
  /** NOT_FOUND when there is no such deal; `canReview` for this actor. */
  get: (id: number, actor: Actor) => Promise<ManageDealDetail>;
}

/**
 * The deal service, once `services.deals` (built with the API routes) provides it.
 * TODO(deals): replace the lookup with `services.deals.manage` (or whatever the service names it)
 * when the server side is merged; until then the screens answer 503.
 */
export function manageDeals(services: AppServices): ManageDealsSource {
  const found = (services as unknown as { deals?: { manage?: ManageDealsSource } }).deals?.manage;
  if (!found) throw data(null, { status: 503 });
  return found;
}
