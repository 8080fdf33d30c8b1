import { and, eq, gt, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { promotion } from '../../db/schema/content';

interface Visible {
  isShow: PgColumn;
  showAt: PgColumn;
  hideAt: PgColumn;
}

/** Rows shown to the public at `now`: switched on, past their auto-show date, before their auto-hide date. */
export function visibleAt(t: Visible, now: Date): SQL {
  return and(
    eq(t.isShow, true),
    or(isNull(t.showAt), lte(t.showAt, now)),
    or(isNull(t.hideAt), gt(t.hideAt, now)),
  )!;
}

/** Promotions the site shows and booking honours at `now`: visible and not deleted (spec §4; issue 11 bin). */
export function promotionLiveAt(now: Date): SQL {
  return and(visibleAt(promotion, now), isNull(promotion.deletedAt))!;
}
