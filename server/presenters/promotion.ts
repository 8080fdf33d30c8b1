import { toClinicDate } from '../../common/clinic-time';
import type { PromotionValidity } from '../../common/promotion.schema';
import type { promotion } from '../db/schema/content';
import { binTimes } from './pick';

type PromotionRow = typeof promotion.$inferSelect;

/** Where a promotion stands at `now` by its valid dates alone (isShow and the bin aside). */
export function promotionValidity(r: Pick<PromotionRow, 'showAt' | 'hideAt'>, now = new Date()): PromotionValidity {
  if (r.hideAt && r.hideAt <= now) return 'expired';
  if (r.showAt && r.showAt > now) return 'scheduled';
  return 'live';
}

/** A promotion as the back office reads it: its valid dates as clinic dates, its linked plans, its validity now. */
export function presentManagedPromotion(r: PromotionRow, planIds: number[], now = new Date()) {
  return {
    id: r.id,
    kind: r.kind,
    title: r.title,
    desc: r.desc,
    priceCents: r.priceCents,
    packagePriceCents: r.packagePriceCents,
    image: r.image,
    serviceId: r.serviceId,
    planIds,
    showFrom: r.showAt ? toClinicDate(r.showAt) : null,
    hideFrom: r.hideAt ? toClinicDate(r.hideAt) : null,
    isTop: r.isTop,
    isShow: r.isShow,
    sort: r.sort,
    validity: promotionValidity(r, now),
    ...binTimes(r),
  };
}
export type ManagedPromotion = ReturnType<typeof presentManagedPromotion>;
