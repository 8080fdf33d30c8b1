import { and, eq, gt, isNull, min, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { blogPost, event, faq, place, promotion, review, service, staff } from '../../db/schema/content';

/**
 * The earliest instant after `now` at which public content changes by time alone (ADR 0019): a
 * place, service, team member, FAQ entry, review or promotion shown or hidden by its `showAt` /
 * `hideAt`, a blog post published by its `publishAt`, an event's registration opening or closing
 * or its start or end (its public state follows them). Rows nobody can see whatever the time
 * (switched off, deleted, a review not SHOWN) are left out: making them visible is an edit, and an
 * edit moves the content version. Null when nothing is scheduled. One query.
 */
export async function nextScheduledChangeAt(db: Db, now: Date): Promise<Date | null> {
  /** The earliest of `cols` after `now` among the rows `where` keeps, as a scalar subquery. */
  const earliest = (cols: PgColumn[], where?: SQL) => cols.map((col) => db.select({ at: min(col) }).from(col.table).where(and(gt(col, now), where)));
  const shownAnyTime = (t: typeof place | typeof service | typeof staff) => earliest([t.showAt, t.hideAt], eq(t.isShow, true));
  const moments = [
    ...shownAnyTime(place),
    ...shownAnyTime(service),
    ...shownAnyTime(staff),
    ...earliest([faq.showAt, faq.hideAt], and(eq(faq.isShow, true), isNull(faq.deletedAt))),
    ...earliest([review.showAt, review.hideAt], and(eq(review.isShow, true), eq(review.status, 'SHOWN'), isNull(review.deletedAt))),
    ...earliest([promotion.showAt, promotion.hideAt], and(eq(promotion.isShow, true), isNull(promotion.deletedAt))),
    // The post's own state is added by the blog editor's branch; a time alone is enough to know when to look again.
    ...earliest([blogPost.publishAt]),
    ...earliest([event.openAt, event.closeAt, event.startAt, event.endAt], and(eq(event.isShow, true), isNull(event.deletedAt))),
  ];
  // least() skips nulls: null only when no table has anything ahead.
  const [row] = await db.select({ at: sql`least(${sql.join(moments.map((m) => sql`(${m})`), sql`, `)})`.mapWith(blogPost.publishAt) }).from(sql`(select 1) as one`);
  return (row?.at as Date | null | undefined) ?? null;
}
