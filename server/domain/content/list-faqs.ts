import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FaqType } from '../../../common/content-enums';
import type { Db } from '../../db/client';
import { faq } from '../../db/schema/content';
import { visibleAt } from './visible';

export type Faq = typeof faq.$inferSelect;

/** Visible questions (not deleted), optionally of one type, ordered by type then display order. */
export function listFaqs(db: Db, type?: FaqType, now = new Date()): Promise<Faq[]> {
  return db
    .select()
    .from(faq)
    .where(and(visibleAt(faq, now), isNull(faq.deletedAt), type ? eq(faq.type, type) : undefined))
    .orderBy(asc(faq.type), asc(faq.sort), asc(faq.id));
}
