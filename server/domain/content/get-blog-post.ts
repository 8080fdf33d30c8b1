import { and, eq, type SQL } from 'drizzle-orm';
import { writtenLanguages } from '../../../common/blog.schema';
import type { BlogDisplayState } from '../../../common/content-enums';
import type { Lng } from '../../../common/i18n-config';
import { blogDisplayState } from '../../presenters/blog-post';
import type { Db } from '../../db/client';
import { blogCategory, blogPost, staff } from '../../db/schema/content';
import { AppError } from '../app-error';
import { attachHashtags, type BlogPostWithTags } from './list-blog-posts';
import { blogPostPublicAt } from './visible';

export interface BlogPostDetail extends BlogPostWithTags {
  author: typeof staff.$inferSelect | null;
  /** The languages it is written in: the only ones it is listed and shown in. */
  languages: Lng[];
}

async function readPost(db: Db, where: SQL, notFound: Record<string, unknown>): Promise<BlogPostDetail> {
  const [row] = await db
    .select({ post: blogPost, category: blogCategory, author: staff })
    .from(blogPost)
    .innerJoin(blogCategory, eq(blogCategory.id, blogPost.categoryId))
    .leftJoin(staff, eq(staff.id, blogPost.authorId))
    .where(where);
  if (!row) throw new AppError('NOT_FOUND', { resource: 'blog', ...notFound });
  const [post] = await attachHashtags(db, [{ ...row.post, category: row.category }]);
  return { ...post!, author: row.author, languages: writtenLanguages(row.post) };
}

/**
 * One post by slug as the public page in `lng` shows it, with category, hashtags and author:
 * NOT_FOUND unless public at `now` and written in `lng`.
 */
export function getBlogPost(db: Db, slug: string, lng: Lng, now: Date): Promise<BlogPostDetail & { publishAt: Date }> {
  return readPost(db, and(eq(blogPost.slug, slug), blogPostPublicAt(now, lng))!, { slug }) as Promise<BlogPostDetail & { publishAt: Date }>;
}

/**
 * Any post by id whatever its state (a draft, a scheduled or hidden post, one in the bin), with
 * its display state at `now`: the staff preview, which renders it as its public page would in
 * each language it is written in. NOT_FOUND for an unknown id.
 */
export async function getBlogPostPreview(db: Db, id: number, now: Date): Promise<BlogPostDetail & { state: BlogDisplayState }> {
  const post = await readPost(db, eq(blogPost.id, id), { id });
  return { ...post, state: blogDisplayState(post, now) };
}
