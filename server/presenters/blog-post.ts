import { writtenLanguages } from '../../common/blog.schema';
import { toClinicDate, toClinicTime } from '../../common/clinic-time';
import type { BlogDisplayState } from '../../common/content-enums';
import type { LocalizedText } from '../../common/i18n-config';
import type { blogPost } from '../db/schema/content';
import type { Pagination } from '../domain/shared/paginate';

type BlogPostRow = typeof blogPost.$inferSelect;

/** What staff see: the stored status, with PUBLISHED split by publishAt into scheduled and published. */
export function blogDisplayState(r: Pick<BlogPostRow, 'status' | 'publishAt'>, now: Date): BlogDisplayState {
  if (r.status === 'DRAFT') return 'draft';
  if (r.status === 'HIDDEN') return 'hidden';
  return r.publishAt && r.publishAt <= now ? 'published' : 'scheduled';
}

/**
 * A blog post as the back office reads it (GET /api/manage/blog `rows`, and the `post` of every
 * write's answer); also the operation log's before and after. Everything the editor needs to
 * reopen the post:
 *
 * - `id`, `slug`, `categoryId`, `authorId` (a staff profile; null = the clinic), `cover`
 * - `title`, `summary`, `content` (sanitized HTML), `seoTitle`, `seoDescription`: per language,
 *   '' where the post is not written in that language
 * - `hashtagIds` (ascending)
 * - `status`: the stored DRAFT / PUBLISHED / HIDDEN; `publishDate` (clinic YYYYMMDD) and
 *   `publishTime` (clinic HHmm), both null when no date is set (a draft may have none)
 * - `state`: the display state at `now` — draft, scheduled (PUBLISHED, publishAt ahead),
 *   published or hidden
 * - `writtenLanguages`: the languages the post is listed in publicly
 * - `updatedAt`, `deletedAt` (epoch ms; deletedAt null unless in the bin)
 */
export function presentManagedBlogPost(r: BlogPostRow, hashtagIds: readonly number[], now = new Date()) {
  return {
    id: r.id,
    slug: r.slug,
    categoryId: r.categoryId,
    authorId: r.authorId,
    cover: r.cover,
    title: r.title,
    summary: r.summary,
    content: r.content,
    seoTitle: r.seoTitle,
    seoDescription: r.seoDescription,
    hashtagIds: [...hashtagIds].sort((a, b) => a - b),
    status: r.status,
    publishDate: r.publishAt ? toClinicDate(r.publishAt) : null,
    publishTime: r.publishAt ? toClinicTime(r.publishAt) : null,
    state: blogDisplayState(r, now),
    writtenLanguages: writtenLanguages(r),
    updatedAt: r.updatedAt.getTime(),
    deletedAt: r.deletedAt ? r.deletedAt.getTime() : null,
  };
}
export type ManagedBlogPost = ReturnType<typeof presentManagedBlogPost>;

/** A category or hashtag the editor offers (type-list entries, /manage/types/…). */
export interface BlogChoice {
  id: number;
  key: string;
  name: LocalizedText;
}
/** A team member the editor offers as author; `isShow` false = hidden from /team (still allowed). */
export interface BlogAuthorChoice {
  id: number;
  slug: string;
  name: LocalizedText;
  isShow: boolean;
}

/**
 * GET /api/manage/blog's answer (and `services.blog.list`):
 *
 * - `rows`: one page of {@link ManagedBlogPost}
 * - `pagination`: spec §3 paging (`currPage`, `pageSize`, `isOutOfRange`, `page: { hasNext, total }`)
 * - `choices`: what the editor's selects offer — `categories` (in display order), `hashtags`
 *   (by key) and `authors` (team profiles in display order), each with its name per language
 */
export interface BlogListAnswer {
  rows: ManagedBlogPost[];
  pagination: Pagination;
  choices: { categories: BlogChoice[]; hashtags: BlogChoice[]; authors: BlogAuthorChoice[] };
}
