import { and, asc, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { ReviewInput, ReviewListQuery } from '../../../common/review.schema';
import type { Db } from '../../db/client';
import { review, service } from '../../db/schema/content';
import { presentReview, type ManagedReview } from '../../presenters/review';
import { AppError } from '../app-error';
import { listPage, localizedContains } from '../shared/content-list';
import { saveContentRow, setContentRowDeleted, writeContentRow, type BinKind } from '../shared/content-rows';
import type { ManageCtx, Tx } from '../shared/manage-context';

const REVIEW: BinKind<typeof review.$inferSelect, ManagedReview> = { table: review, resource: 'REVIEW', present: presentReview };

const STATE: Record<ReviewListQuery['state'], SQL> = {
  current: isNull(review.deletedAt),
  PENDING: and(isNull(review.deletedAt), eq(review.status, 'PENDING'))!,
  SHOWN: and(isNull(review.deletedAt), eq(review.status, 'SHOWN'))!,
  HIDDEN: and(isNull(review.deletedAt), eq(review.status, 'HIDDEN'))!,
  deleted: isNotNull(review.deletedAt),
};

/**
 * The moderation list: waiting reviews first (newest first), then the rest in the home page's order;
 * search in the author, text or reply in any language; one state, one source.
 */
export function listManageReviews(db: Db, query: ReviewListQuery) {
  return listPage(db, {
    table: review,
    where: [STATE[query.state], query.source ? eq(review.source, query.source) : undefined, query.q ? localizedContains([review.author, review.content, review.reply], query.q) : undefined],
    order: query.state === 'deleted' ? [desc(review.deletedAt), desc(review.id)] : [desc(eq(review.status, 'PENDING')), asc(review.sort), desc(review.id)],
    page: query.page,
    pageSize: query.pageSize,
    present: presentReview,
  });
}

/** The stored values of an input: the public switch follows the moderation state. */
export async function reviewValues(tx: Pick<Db, 'select'>, input: ReviewInput) {
  if (input.serviceId !== null) {
    const [exists] = await tx.select({ id: service.id }).from(service).where(eq(service.id, input.serviceId)).limit(1);
    if (!exists) throw new AppError('VALIDATION', { fields: [{ field: 'serviceId', message: 'cms:form.invalid' }] });
  }
  return { ...input, isShow: input.status === 'SHOWN' };
}

/** Writes a review from a parsed input: the editor's and the seed's one way in. */
export async function writeReview(tx: Tx, id: number | null, input: ReviewInput) {
  return writeContentRow(tx, REVIEW, id, await reviewValues(tx, input));
}

/** Creates (`id` null) or updates a review (404 while deleted); logged; the home page follows. */
export async function saveReview(db: Db, ctx: ManageCtx, id: number | null, input: ReviewInput): Promise<ManagedReview> {
  return saveContentRow(db, ctx, REVIEW, id, await reviewValues(db, input));
}

/** Deletes (to the bin) or restores a review; logged (DELETE / RECOVER); the home page follows. */
export function setReviewDeleted(db: Db, ctx: ManageCtx, id: number, deleted: boolean): Promise<ManagedReview> {
  return setContentRowDeleted(db, ctx, REVIEW, id, deleted);
}
