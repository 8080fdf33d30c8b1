import type { BlogListQuery, BlogPostInput } from '../../../common/blog.schema';
import type { BlogDisplayState, BlogPostStatus } from '../../../common/content-enums';
import type { Lng, LocalizedText } from '../../../common/i18n-config';
import type { PaginationData } from '../../components/list/list-controls';

/**
 * What the blog screens read from the server, written here before branch blog-server's presenter
 * (server/presenters/blog-post.ts) and services existed: on the merge these types become
 * `ReturnType<typeof presentManagedBlogPost>` and the list answer of services.blog.list, and
 * `blogService` below becomes plain `services.blog`.
 */
export interface ManagedBlogPost {
  id: number;
  slug: string;
  categoryId: number;
  /** A team member; null = the clinic. */
  authorId: number | null;
  cover: string;
  title: LocalizedText;
  summary: LocalizedText;
  content: LocalizedText;
  seoTitle: LocalizedText;
  seoDescription: LocalizedText;
  hashtagIds: number[];
  status: BlogPostStatus;
  /** Clinic date (YYYYMMDD) and time (HHmm) it goes live; null for a draft never scheduled. */
  publishDate: number | null;
  publishTime: number | null;
  /** draft, scheduled (published with a publish time still ahead), published, hidden. */
  state: BlogDisplayState;
  writtenLanguages: Lng[];
  updatedAt: number;
  deletedAt: number | null;
}

/** A category, hashtag or author as the editor offers it. */
export interface BlogChoice {
  id: number;
  name: LocalizedText;
}

/** GET /api/manage/blog: one page of posts, and the choices the list's columns and filters name. */
export interface BlogListAnswer {
  rows: ManagedBlogPost[];
  pagination: PaginationData;
  choices: { categories: BlogChoice[]; hashtags: BlogChoice[]; authors: BlogChoice[] };
}

/** The back office's blog service (branch blog-server), as these screens call it. */
export interface BlogService {
  list: (query: BlogListQuery) => Promise<BlogListAnswer>;
  /** One post as the list presents it, deleted ones too; rejects with NOT_FOUND (or gives null) when there is none. */
  get: (id: number) => Promise<ManagedBlogPost | null>;
}
export type { BlogPostInput };

/** services.blog until the merge gives it a type (throws, so the screen's error page says so, while it is missing). */
export function blogService(services: object): BlogService {
  const blog = (services as { blog?: BlogService }).blog;
  if (!blog) throw new Error('services.blog is not there yet (branch blog-server)');
  return blog;
}
