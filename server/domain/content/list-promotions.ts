import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { promotion } from '../../db/schema/content';
import { visibleAt } from './visible';

export type Promotion = typeof promotion.$inferSelect;

/** Promotions live at `now` (auto-show/auto-hide applied), optionally of one kind. */
export function listPromotions(db: Db, kind?: Promotion['kind'], now = new Date()): Promise<Promotion[]> {
  return db
    .select()
    .from(promotion)
    .where(and(visibleAt(promotion, now), kind ? eq(promotion.kind, kind) : undefined))
    .orderBy(asc(promotion.kind), asc(promotion.sort), asc(promotion.id));
}
