import { and, eq, gt, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Lng } from '../../../common/i18n-config';
import { blogPost, promotion } from '../../db/schema/content';

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

/** A post written in `lng`: its title, summary and body there are filled (the writer stores an unwritten language empty). */
export function blogPostWrittenIn(lng: Lng): SQL {
  return and(...[blogPost.title, blogPost.summary, blogPost.content].map((c) => ne(sql`${c} ->> ${lng}`, '')))!;
}

/**
 * Blog posts public at `now` (issue 11): PUBLISHED, their publishAt passed, not deleted — and, with
 * `lng`, written in that language (a post is neither listed nor shown in a language it lacks).
 */
export function blogPostPublicAt(now: Date, lng?: Lng): SQL {
  return and(eq(blogPost.status, 'PUBLISHED'), lte(blogPost.publishAt, now), isNull(blogPost.deletedAt), lng ? blogPostWrittenIn(lng) : undefined)!;
}
