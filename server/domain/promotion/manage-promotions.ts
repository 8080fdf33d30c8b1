import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lte, type SQL } from 'drizzle-orm';
import { fromClinic } from '../../../common/clinic-time';
import { packageOf } from '../../../common/package-rules';
import type { PromotionInput, PromotionListQuery } from '../../../common/promotion.schema';
import type { Db } from '../../db/client';
import { promotionPlan, servicePlan } from '../../db/schema/booking';
import { promotion, service } from '../../db/schema/content';
import { presentManagedPromotion, type ManagedPromotion } from '../../presenters/promotion';
import { AppError } from '../app-error';
import { visibleAt } from '../content/visible';
import { listPage, localizedContains } from '../shared/content-list';
import { saveContentRow, setContentRowDeleted, writeContentRow, type BinKind } from '../shared/content-rows';
import type { ManageCtx, Tx } from '../shared/manage-context';

type PromotionRow = typeof promotion.$inferSelect;

/** The plans a promotion links, in id order. */
async function linkedPlanIds(tx: Pick<Db, 'select'>, id: number): Promise<number[]> {
  const rows = await tx.select({ planId: promotionPlan.planId }).from(promotionPlan).where(eq(promotionPlan.promotionId, id)).orderBy(asc(promotionPlan.planId));
  return rows.map((r) => r.planId);
}

const PROMOTION: BinKind<PromotionRow, ManagedPromotion, number[]> = {
  table: promotion,
  resource: 'PROMOTION',
  present: (r, planIds) => presentManagedPromotion(r, planIds),
  related: linkedPlanIds,
};

/**
 * The back office's promotions: search in the title in any language; by kind; current (not
 * deleted), live (shown and within its dates — what the site and booking honour), scheduled,
 * expired, hidden, or deleted. Top ones first, then the site's order.
 */
export async function listManagePromotions(db: Db, query: PromotionListQuery, now = new Date()) {
  const kept = isNull(promotion.deletedAt);
  const STATE: Record<PromotionListQuery['state'], SQL> = {
    current: kept,
    live: and(kept, visibleAt(promotion, now))!,
    scheduled: and(kept, gt(promotion.showAt, now))!,
    expired: and(kept, lte(promotion.hideAt, now))!,
    hidden: and(kept, eq(promotion.isShow, false))!,
    deleted: isNotNull(promotion.deletedAt),
  };
  const page = await listPage(db, {
    table: promotion,
    where: [STATE[query.state], query.kind ? eq(promotion.kind, query.kind) : undefined, query.q ? localizedContains([promotion.title], query.q) : undefined],
    order: query.state === 'deleted' ? [desc(promotion.deletedAt)] : [desc(promotion.isTop), asc(promotion.kind), asc(promotion.sort), asc(promotion.id)],
    page: query.page,
    pageSize: query.pageSize,
    present: (r: PromotionRow) => r,
  });
  const ids = page.rows.map((r) => r.id);
  const links = ids.length ? await db.select().from(promotionPlan).where(inArray(promotionPlan.promotionId, ids)).orderBy(asc(promotionPlan.planId)) : [];
  const rows = page.rows.map((r) => presentManagedPromotion(r, links.filter((l) => l.promotionId === r.id).map((l) => l.planId), now));
  return { rows, pagination: page.pagination };
}

/**
 * The stored row of an input: valid dates as instants (00:00 clinic time); the service exists and
 * every linked plan exists, is of the offer's kind and costs more than the offer (else 400 naming
 * the field) — so the site never advertises a saving booking does not give.
 */
async function valuesOf(tx: Pick<Db, 'select'>, input: PromotionInput) {
  const { planIds, showFrom, hideFrom, ...rest } = input;
  const wanted = [...new Set(planIds)];
  const fields: { field: string; message: string }[] = [];
  if (input.serviceId !== null && !(await tx.select({ id: service.id }).from(service).where(eq(service.id, input.serviceId))).length) fields.push({ field: 'serviceId', message: 'cms:form.invalid' });
  const plans = await tx.select().from(servicePlan).where(inArray(servicePlan.id, wanted));
  const planProblem =
    plans.length !== wanted.length ? 'cms:form.invalid'
    : plans.some((p) => p.kind !== input.kind) ? 'cms:promotion.planKind'
    : plans.some((p) => input.priceCents >= p.priceCents) ? 'cms:promotion.priceNotBelow'
    : null;
  if (planProblem) fields.push({ field: 'planIds', message: planProblem });
  const packages = plans.map(packageOf).filter((x) => x !== null);
  const packageProblem =
    input.packagePriceCents === null ? null
    : !packages.length ? 'cms:promotion.noPackage'
    : packages.some((x) => input.packagePriceCents! >= x.priceCents) ? 'cms:promotion.packageNotBelow'
    : null;
  if (packageProblem) fields.push({ field: 'packagePriceCents', message: packageProblem });
  if (fields.length) throw new AppError('VALIDATION', { fields });
  const values = { ...rest, showAt: showFrom === null ? null : fromClinic(showFrom, 0), hideAt: hideFrom === null ? null : fromClinic(hideFrom, 0) };
  return { values, planIds: wanted };
}

/** Replaces the plans a promotion links. */
async function writeLinks(tx: Tx, id: number, planIds: number[]) {
  await tx.delete(promotionPlan).where(eq(promotionPlan.promotionId, id));
  await tx.insert(promotionPlan).values(planIds.map((planId) => ({ promotionId: id, planId })));
}

/** Writes a promotion and its plan links from a parsed input: the editor's and the seed's one way in. */
export async function writePromotion(tx: Tx, id: number | null, input: PromotionInput) {
  const { values, planIds } = await valuesOf(tx, input);
  const row = await writeContentRow(tx, PROMOTION, id, values);
  await writeLinks(tx, row.id, planIds);
  return row;
}

/** Creates (`id` null) or updates a promotion with its plans in one transaction (404 while deleted); logged; the site and booking follow. */
export async function savePromotion(db: Db, ctx: ManageCtx, id: number | null, input: PromotionInput): Promise<ManagedPromotion> {
  const { values, planIds } = await valuesOf(db, input);
  return saveContentRow(db, ctx, PROMOTION, id, values, (tx, rowId) => writeLinks(tx, rowId, planIds));
}

/** Deletes (to the bin) or restores a promotion; logged; a deleted one is neither shown nor priced. */
export function setPromotionDeleted(db: Db, ctx: ManageCtx, id: number, deleted: boolean): Promise<ManagedPromotion> {
  return setContentRowDeleted(db, ctx, PROMOTION, id, deleted);
}
