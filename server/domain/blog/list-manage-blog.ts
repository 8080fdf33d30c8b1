import { and, asc, desc, eq, gt, ilike, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { BlogListQuery } from '../../../common/blog.schema';
import type { Db } from '../../db/client';
import { blogCategory, blogPost, blogPostHashtag, hashtag, staff } from '../../db/schema/content';
import { presentManagedBlogPost, type BlogListAnswer } from '../../presenters/blog-post';
import { containsPattern, listPage, localizedContains } from '../shared/content-list';

type BlogPostRow = typeof blogPost.$inferSelect;

/** What the editor's selects offer: categories in display order, hashtags by key, team profiles in display order. */
async function blogChoices(db: Db): Promise<BlogListAnswer['choices']> {
  const [categories, hashtags, authors] = await Promise.all([
    db.select({ id: blogCategory.id, key: blogCategory.key, name: blogCategory.name }).from(blogCategory).orderBy(asc(blogCategory.sort), asc(blogCategory.id)),
    db.select({ id: hashtag.id, key: hashtag.key, name: hashtag.name }).from(hashtag).orderBy(asc(hashtag.key)),
    db.select({ id: staff.id, slug: staff.slug, name: staff.name, isShow: staff.isShow }).from(staff).orderBy(asc(staff.sort), asc(staff.id)),
  ]);
  return { categories, hashtags, authors };
}

/**
 * The back office's blog: search in the slug, title or summary in any language; by category or
 * hashtag; everything not deleted (`current`), one display state at `now` (draft, scheduled,
 * published, hidden), or the bin. Scheduled posts soonest first, the bin latest deleted first, the
 * rest newest publication first (posts without a date on top). With the editor's choices.
 */
export async function listManageBlog(db: Db, query: BlogListQuery, now: Date): Promise<BlogListAnswer> {
  const kept = isNull(blogPost.deletedAt);
  const STATE: Record<BlogListQuery['state'], SQL> = {
    current: kept,
    draft: and(kept, eq(blogPost.status, 'DRAFT'))!,
    scheduled: and(kept, eq(blogPost.status, 'PUBLISHED'), or(isNull(blogPost.publishAt), gt(blogPost.publishAt, now)))!,
    published: and(kept, eq(blogPost.status, 'PUBLISHED'), lte(blogPost.publishAt, now))!,
    hidden: and(kept, eq(blogPost.status, 'HIDDEN'))!,
    deleted: isNotNull(blogPost.deletedAt),
  };
  const ORDER: Partial<Record<BlogListQuery['state'], SQL[]>> = {
    scheduled: [asc(blogPost.publishAt), asc(blogPost.id)],
    deleted: [desc(blogPost.deletedAt), desc(blogPost.id)],
  };
  const [page, choices] = await Promise.all([
    listPage(db, {
      table: blogPost,
      where: [
        STATE[query.state],
        query.q ? or(ilike(blogPost.slug, containsPattern(query.q)), localizedContains([blogPost.title, blogPost.summary], query.q)) : undefined,
        query.categoryId ? eq(blogPost.categoryId, query.categoryId) : undefined,
        query.hashtagId ? inArray(blogPost.id, db.select({ id: blogPostHashtag.postId }).from(blogPostHashtag).where(eq(blogPostHashtag.hashtagId, query.hashtagId))) : undefined,
      ],
      order: ORDER[query.state] ?? [sql`${blogPost.publishAt} desc nulls first`, desc(blogPost.id)],
      page: query.page,
      pageSize: query.pageSize,
      present: (r: BlogPostRow) => r,
    }),
    blogChoices(db),
  ]);
  const ids = page.rows.map((r) => r.id);
  const links = ids.length ? await db.select().from(blogPostHashtag).where(inArray(blogPostHashtag.postId, ids)) : [];
  const rows = page.rows.map((r) => presentManagedBlogPost(r, links.filter((l) => l.postId === r.id).map((l) => l.hashtagId), now));
  return { rows, pagination: page.pagination, choices };
}
