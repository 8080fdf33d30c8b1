import { and, asc, count, desc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { FaqListQuery } from '../../../common/faq.schema';
import { LANGUAGES } from '../../../common/i18n-config';
import type { Db } from '../../db/client';
import { faq } from '../../db/schema/content';
import { presentFaq } from '../../presenters/faq';
import { paginate } from '../shared/paginate';

/** `%…%` with LIKE's own wildcards taken literally. */
const contains = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const STATE: Record<FaqListQuery['state'], SQL> = {
  current: isNull(faq.deletedAt),
  shown: and(isNull(faq.deletedAt), eq(faq.isShow, true))!,
  hidden: and(isNull(faq.deletedAt), eq(faq.isShow, false))!,
  deleted: isNotNull(faq.deletedAt),
};

/**
 * The back office's FAQ list: search in the question or answer in any language, one type, one
 * state (not deleted / shown / hidden / deleted), in the public order (type, sort, id); deleted ones
 * newest deletion first.
 */
export async function listManageFaqs(db: Db, query: FaqListQuery) {
  const where: SQL[] = [STATE[query.state]];
  if (query.type) where.push(eq(faq.type, query.type));
  if (query.q) {
    const like = contains(query.q);
    where.push(or(...LANGUAGES.flatMap((l) => [sql`(${faq.question} ->> ${l}) ilike ${like}`, sql`(${faq.answer} ->> ${l}) ilike ${like}`]))!);
  }
  const condition = and(...where);
  const [totalRow] = await db.select({ n: count() }).from(faq).where(condition);
  const total = Number(totalRow?.n ?? 0);
  const order = query.state === 'deleted' ? [desc(faq.deletedAt), desc(faq.id)] : [asc(faq.type), asc(faq.sort), asc(faq.id)];
  const rows = await db
    .select()
    .from(faq)
    .where(condition)
    .orderBy(...order)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { rows: rows.map(presentFaq), pagination: paginate(query.page, query.pageSize, total) };
}
export type ManageFaqList = Awaited<ReturnType<typeof listManageFaqs>>;
