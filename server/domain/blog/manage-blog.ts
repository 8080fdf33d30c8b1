import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { isBlankHtml, type BlogPostInput } from '../../../common/blog.schema';
import { fromClinic } from '../../../common/clinic-time';
import { LANGUAGES, type LocalizedText } from '../../../common/i18n-config';
import type { Db } from '../../db/client';
import { blogCategory, blogPost, blogPostHashtag, hashtag, staff } from '../../db/schema/content';
import { presentManagedBlogPost, type ManagedBlogPost } from '../../presenters/blog-post';
import { AppError } from '../app-error';
import { saveContentRow, setContentRowDeleted, writeContentRow, type BinKind } from '../shared/content-rows';
import { refusingDuplicates } from '../shared/db-errors';
import type { ManageCtx, Tx } from '../shared/manage-context';
import { sanitizePostHtml } from './sanitize-post-html';

type BlogPostRow = typeof blogPost.$inferSelect;

/** The hashtags a post carries, ascending. */
async function postHashtagIds(tx: Pick<Db, 'select'>, id: number): Promise<number[]> {
  const rows = await tx.select({ id: blogPostHashtag.hashtagId }).from(blogPostHashtag).where(eq(blogPostHashtag.postId, id)).orderBy(asc(blogPostHashtag.hashtagId));
  return rows.map((r) => r.id);
}

export const BLOG_POST: BinKind<BlogPostRow, ManagedBlogPost, number[]> = {
  table: blogPost,
  resource: 'BLOG',
  present: (r, hashtagIds) => presentManagedBlogPost(r, hashtagIds),
  related: postHashtagIds,
};

const duplicate = (slug: string) => new AppError('DUPLICATE', { field: 'slug', value: slug });

/**
 * The stored row of an input, and its hashtags: every body through the one sanitizer (a language
 * whose body is left empty by it is refused, naming that body), the publication moment as an
 * instant, the slug free (409 on `slug`), the category, author and hashtags existing (else 400
 * naming the field). A language not written is stored empty throughout.
 */
async function valuesOf(tx: Pick<Db, 'select'>, id: number | null, input: BlogPostInput) {
  const { publishDate, publishTime, hashtagIds, content, ...rest } = input;
  const [taken] = await tx.select({ id: blogPost.id }).from(blogPost).where(id === null ? eq(blogPost.slug, input.slug) : and(eq(blogPost.slug, input.slug), ne(blogPost.id, id))).limit(1);
  if (taken) throw duplicate(input.slug);

  const fields: { field: string; message: string }[] = [];
  const clean = {} as LocalizedText;
  for (const l of LANGUAGES) {
    const written = !isBlankHtml(content[l]);
    clean[l] = written ? sanitizePostHtml(content[l]) : '';
    if (written && isBlankHtml(clean[l])) fields.push({ field: `content.${l}`, message: 'cms:blog.languageIncomplete' });
  }
  const wanted = [...new Set(hashtagIds)];
  if (!(await tx.select({ id: blogCategory.id }).from(blogCategory).where(eq(blogCategory.id, input.categoryId))).length) fields.push({ field: 'categoryId', message: 'cms:form.invalid' });
  if (input.authorId !== null && !(await tx.select({ id: staff.id }).from(staff).where(eq(staff.id, input.authorId))).length) fields.push({ field: 'authorId', message: 'cms:form.invalid' });
  if (wanted.length && (await tx.select({ id: hashtag.id }).from(hashtag).where(inArray(hashtag.id, wanted))).length !== wanted.length) fields.push({ field: 'hashtagIds', message: 'cms:form.invalid' });
  if (fields.length) throw new AppError('VALIDATION', { fields });

  const values = {
    ...rest,
    content: clean,
    publishAt: publishDate === null || publishTime === null ? null : fromClinic(publishDate, publishTime),
  };
  return { values, hashtagIds: wanted };
}

/** Replaces the hashtags a post carries (in the writer's transaction). */
async function writeHashtags(tx: Tx, id: number, hashtagIds: number[]) {
  await tx.delete(blogPostHashtag).where(eq(blogPostHashtag.postId, id));
  if (hashtagIds.length) await tx.insert(blogPostHashtag).values(hashtagIds.map((hashtagId) => ({ postId: id, hashtagId })));
}

/** Writes a post and its hashtags from a parsed input: the seed's way in (the editor's is saveBlogPost). */
export async function writeBlogPost(tx: Tx, id: number | null, input: BlogPostInput): Promise<BlogPostRow> {
  const { values, hashtagIds } = await valuesOf(tx, id, input);
  const row = await writeContentRow<BlogPostRow>(tx, BLOG_POST, id, values);
  await writeHashtags(tx, row.id, hashtagIds);
  return row;
}

/**
 * Creates (`id` null) or updates a post with its hashtags in one transaction (404 while deleted,
 * 409 on `slug` for an address in use, 400 naming the fields); logged with before and after; the
 * public pages, sitemap and feeds follow with the content version.
 */
export async function saveBlogPost(db: Db, ctx: ManageCtx, id: number | null, input: BlogPostInput): Promise<ManagedBlogPost> {
  const { values, hashtagIds } = await valuesOf(db, id, input);
  return refusingDuplicates(
    saveContentRow(db, ctx, BLOG_POST, id, values, (tx, rowId) => writeHashtags(tx, rowId, hashtagIds)),
    () => duplicate(input.slug),
  );
}

/** Deletes (to the bin) or restores a post; logged; a deleted post is never public. */
export function setBlogPostDeleted(db: Db, ctx: ManageCtx, id: number, deleted: boolean): Promise<ManagedBlogPost> {
  return setContentRowDeleted(db, ctx, BLOG_POST, id, deleted);
}

/** One post as the back office reads it (deleted ones too), for its editor page; NOT_FOUND otherwise. */
export async function getManagedBlogPost(db: Db, id: number, now = new Date()): Promise<ManagedBlogPost> {
  const [row] = await db.select().from(blogPost).where(eq(blogPost.id, id));
  if (!row) throw new AppError('NOT_FOUND', { resource: 'blog', id });
  return presentManagedBlogPost(row, await postHashtagIds(db, id), now);
}
