import type { LocalizedText } from '../../../common/i18n-config';

/** What the blog screens read from the server (server/presenters/blog-post.ts). */
export type { BlogListAnswer, ManagedBlogPost } from '../../../server/presenters/blog-post';
export type { BlogPostInput } from '../../../common/blog.schema';

/** A category, hashtag or author as the editor offers it. */
export interface BlogChoice {
  id: number;
  name: LocalizedText;
}
