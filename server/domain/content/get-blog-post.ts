import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blogCategory, blogPost, staff } from '../../db/schema/content';
import { AppError } from '../app-error';
import { attachHashtags, type BlogPostWithTags } from './list-blog-posts';
import type { StaffProfile } from './list-team';

export interface BlogPostDetail extends BlogPostWithTags {
  author: StaffProfile | null;
}

/** One published post by slug with category, hashtags and author; NOT_FOUND otherwise. */
export async function getBlogPost(db: Db, slug: string, now = new Date()): Promise<BlogPostDetail> {
  const [row] = await db
    .select({ post: blogPost, category: blogCategory, author: staff })
    .from(blogPost)
    .innerJoin(blogCategory, eq(blogCategory.id, blogPost.categoryId))
    .leftJoin(staff, eq(staff.id, blogPost.authorId))
    .where(and(eq(blogPost.slug, slug), eq(blogPost.isEnabled, true), lte(blogPost.publishAt, now)));
  if (!row) throw new AppError('NOT_FOUND', { resource: 'blog', slug });
  const [post] = await attachHashtags(db, [{ ...row.post, category: row.category }]);
  return { ...post!, author: row.author };
}
