import { asc } from 'drizzle-orm';
import type { ServicePageInput } from '../../../common/service-page.schema';
import type { Db } from '../../db/client';
import { servicePlan } from '../../db/schema/booking';
import { service } from '../../db/schema/content';
import { presentServicePage, type LinkedPlan, type ManagedServicePage, type ServicePage } from '../../presenters/team';
import { saveContentRow, type ContentKind } from '../shared/content-rows';
import type { ManageCtx } from '../shared/manage-context';

const SERVICE: ContentKind<typeof service.$inferSelect, ServicePage> = { table: service, resource: 'SERVICE', present: presentServicePage };

/** The service pages in display order, each with the plans that book from it (hidden pages too). */
export async function listManageServicePages(db: Db): Promise<ManagedServicePage[]> {
  const [rows, plans] = await Promise.all([
    db.select().from(service).orderBy(asc(service.sort), asc(service.id)),
    db.select({ id: servicePlan.id, name: servicePlan.name, isEnabled: servicePlan.isEnabled, serviceId: servicePlan.serviceId }).from(servicePlan).orderBy(asc(servicePlan.sort), asc(servicePlan.id)),
  ]);
  const linked = (id: number): LinkedPlan[] => plans.filter((p) => p.serviceId === id).map(({ serviceId: _s, ...p }) => p);
  return rows.map((r) => ({ ...presentServicePage(r), plans: linked(r.id), updatedAt: r.updatedAt.getTime() }));
}

/** Changes a service page's texts, image, order and visibility (404 unknown); logged; its page follows. */
export function saveServicePage(db: Db, ctx: ManageCtx, id: number, input: ServicePageInput): Promise<ServicePage> {
  return saveContentRow(db, ctx, SERVICE, id, input);
}
