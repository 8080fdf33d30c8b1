import { and, asc, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { FaqListQuery } from '../../../common/faq.schema';
import type { Db } from '../../db/client';
import { faq } from '../../db/schema/content';
import { presentFaq } from '../../presenters/faq';
import { listPage, localizedContains } from '../shared/content-list';

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
export function listManageFaqs(db: Db, query: FaqListQuery) {
  return listPage(db, {
    table: faq,
    where: [STATE[query.state], query.type ? eq(faq.type, query.type) : undefined, query.q ? localizedContains([faq.question, faq.answer], query.q) : undefined],
    order: query.state === 'deleted' ? [desc(faq.deletedAt), desc(faq.id)] : [asc(faq.type), asc(faq.sort), asc(faq.id)],
    page: query.page,
    pageSize: query.pageSize,
    present: presentFaq,
  });
}
export type ManageFaqList = Awaited<ReturnType<typeof listManageFaqs>>;
