import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Lng } from '../../../common/i18n-config';
import type { Db } from '../../db/client';
import { blogCategory, blogPost, blogPostHashtag, hashtag, staff } from '../../db/schema/content';
import { blogPostPublicAt } from './visible';

export type BlogCategory = typeof blogCategory.$inferSelect;
export type Hashtag = typeof hashtag.$inferSelect;
export type BlogPostRow = typeof blogPost.$inferSelect;
type StaffRow = typeof staff.$inferSelect;
export interface BlogPostWithTags extends BlogPostRow {
  category: BlogCategory;
  hashtags: Hashtag[];
}
/** A public post: publishAt is set (public posts always have one). */
export interface PublicBlogPost extends BlogPostWithTags {
  publishAt: Date;
  author: StaffRow | null;
}

export interface ListBlogPostsInput {
  /** Only posts written in this language (every public list names one; the sitemap reads them all). */
  lng?: Lng;
  /** Only this category (by key). */
  categoryKey?: string;
  /** Only posts carrying this hashtag (by key). */
  hashtagKey?: string;
  limit?: number;
}

/**
 * Public posts at `now` (newest first) with their category, author and hashtags; of one language,
 * category or hashtag when asked.
 */
export async function listBlogPosts(db: Db, input: ListBlogPostsInput, now: Date): Promise<PublicBlogPost[]> {
  const where = and(
    blogPostPublicAt(now, input.lng),
    input.categoryKey ? eq(blogCategory.key, input.categoryKey) : undefined,
    input.hashtagKey
      ? inArray(
          blogPost.id,
          db.select({ id: blogPostHashtag.postId }).from(blogPostHashtag).innerJoin(hashtag, eq(hashtag.id, blogPostHashtag.hashtagId)).where(eq(hashtag.key, input.hashtagKey)),
        )
      : undefined,
  );
  const rows = await db
    .select({ post: blogPost, category: blogCategory, author: staff })
    .from(blogPost)
    .innerJoin(blogCategory, eq(blogCategory.id, blogPost.categoryId))
    .leftJoin(staff, eq(staff.id, blogPost.authorId))
    .where(where)
    .orderBy(desc(blogPost.publishAt), desc(blogPost.id))
    .limit(input.limit ?? 100);
  return attachHashtags(db, rows.map((r) => ({ ...r.post, publishAt: r.post.publishAt!, category: r.category, author: r.author })));
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
