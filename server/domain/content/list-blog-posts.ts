import { and, asc, desc, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blogCategory, blogPost, blogPostHashtag, hashtag } from '../../db/schema/content';

export type BlogCategory = typeof blogCategory.$inferSelect;
export type Hashtag = typeof hashtag.$inferSelect;
export type BlogPostRow = typeof blogPost.$inferSelect;
export interface BlogPostWithTags extends BlogPostRow {
  category: BlogCategory;
  hashtags: Hashtag[];
}

export interface ListBlogPostsInput {
  /** Only this category (by key). */
  categoryKey?: string;
  /** Only posts carrying this hashtag (by key). */
  hashtagKey?: string;
  limit?: number;
}

/** Published, enabled posts (newest first) with their category and hashtags, optionally of one category or hashtag. */
export async function listBlogPosts(db: Db, input: ListBlogPostsInput = {}, now = new Date()): Promise<BlogPostWithTags[]> {
  const where = and(
    eq(blogPost.isEnabled, true),
    lte(blogPost.publishAt, now),
    input.categoryKey ? eq(blogCategory.key, input.categoryKey) : undefined,
    input.hashtagKey
      ? inArray(
          blogPost.id,
          db.select({ id: blogPostHashtag.postId }).from(blogPostHashtag).innerJoin(hashtag, eq(hashtag.id, blogPostHashtag.hashtagId)).where(eq(hashtag.key, input.hashtagKey)),
        )
      : undefined,
  );
  const rows = await db
    .select({ post: blogPost, category: blogCategory })
    .from(blogPost)
    .innerJoin(blogCategory, eq(blogCategory.id, blogPost.categoryId))
    .where(where)
    .orderBy(desc(blogPost.publishAt), desc(blogPost.id))
    .limit(input.limit ?? 100);
  return attachHashtags(db, rows.map((r) => ({ ...r.post, category: r.category })));
}

/** Adds each post's hashtags with one query for the whole list. */
export async function attachHashtags<T extends BlogPostRow>(db: Db, posts: T[]): Promise<(T & { hashtags: Hashtag[] })[]> {
  if (posts.length === 0) return [];
  const links = await db
    .select({ postId: blogPostHashtag.postId, tag: hashtag })
    .from(blogPostHashtag)
    .innerJoin(hashtag, eq(hashtag.id, blogPostHashtag.hashtagId))
    .where(inArray(blogPostHashtag.postId, posts.map((p) => p.id)))
    .orderBy(asc(hashtag.key));
  return posts.map((p) => ({ ...p, hashtags: links.filter((l) => l.postId === p.id).map((l) => l.tag) }));
}

/** All blog categories in display order. */
export function listBlogCategories(db: Db): Promise<BlogCategory[]> {
  return db.select().from(blogCategory).orderBy(asc(blogCategory.sort), asc(blogCategory.id));
}
