import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { faq } from '../../db/schema/content';
import { visibleAt } from './visible';

export type Faq = typeof faq.$inferSelect;
export type FaqType = Faq['type'];
export const FAQ_TYPES = faq.type.enumValues;

/** Visible questions, optionally of one type, ordered by type then display order. */
export function listFaqs(db: Db, type?: FaqType, now = new Date()): Promise<Faq[]> {
  return db
    .select()
    .from(faq)
    .where(and(visibleAt(faq, now), type ? eq(faq.type, type) : undefined))
    .orderBy(asc(faq.type), asc(faq.sort), asc(faq.id));
}
