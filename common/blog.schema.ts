import { z } from 'zod';
import { LANGUAGES, type Lng } from './i18n-config';
import { isValidDate, isValidTime } from './clinic-time';
import { BLOG_POST_STATUSES } from './content-enums';
import { EVENT_SLUG_PATTERN } from './event.schema';
import { whenParsed } from './validators/input';
import { sitePicture } from './cms-fields';

/**
 * Blog posts in the back office (issue 11; spec §3 Blog: categories, enabled, author, publishAt):
 * one schema for the editor's form, the API (/api/manage/blog) and the domain; the demo seed writes
 * through it too. Messages are `cms` keys.
 *
 * A post may be written in one, two or three languages: a language is "written" when its title,
 * summary and body are all filled, and a language must be either written or left wholly empty. The
 * public site lists a post only in the languages it is written in, and its hreflang links name only
 * those. The body is HTML from the rich-text editor; the server sanitizes it by an allowlist on every
 * write (server/domain/blog/sanitize-post-html.ts) and never trusts what the client sent.
 */
export { BLOG_POST_STATUSES, type BlogPostStatus } from './content-enums';

export const BLOG_TITLE_MAX = 160;
export const BLOG_SUMMARY_MAX = 500;
/** Characters of HTML per language (a long article with tables is well under 200 000). */
export const BLOG_CONTENT_MAX = 200_000;
export const BLOG_SEO_TITLE_MAX = 70;
export const BLOG_SEO_DESCRIPTION_MAX = 170;
export const BLOG_HASHTAGS_MAX = 10;

const invalid = 'cms:form.invalid';
const required = 'cms:form.required';
const id = z.number(invalid).int(invalid).positive(invalid).max(2_147_483_647, invalid);
/** Optional in each language: '' when the post is not written in it. */
const optionalText = (max: number) => z.string(invalid).trim().max(max, invalid);
const perLanguage = (max: number) => z.object({ 'zh-HK': optionalText(max), 'zh-CN': optionalText(max), en: optionalText(max) });

/** True when HTML shows no text and no image (the editor's empty document is `<p></p>`). */
export function isBlankHtml(html: string): boolean {
  if (/<img\b/i.test(html)) return false;
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;|&#160;|\s/g, '') === '';
}

/** The languages a post is written in: title, summary and body all filled. */
export function writtenLanguages(p: { title: Record<Lng, string>; summary: Record<Lng, string>; content: Record<Lng, string> }): Lng[] {
  return LANGUAGES.filter((l) => p.title[l].trim() !== '' && p.summary[l].trim() !== '' && !isBlankHtml(p.content[l]));
}

/** POST /api/manage/blog, PUT /api/manage/blog/{id}. */
export const blogPostInput = z
  .object({
    /** The page's address: /blog/<slug> in every language. */
    slug: z.string(invalid).trim().toLowerCase().min(1, required).max(100, invalid).regex(EVENT_SLUG_PATTERN, invalid),
    categoryId: id,
    /** A team member (staff profile) shown as the author; null = the clinic. */
    authorId: id.nullable().default(null),
    /** A library image, shown 16:9 (cover, list card, share image). */
    cover: sitePicture('cms:blog.coverRequired'),
    title: perLanguage(BLOG_TITLE_MAX),
    summary: perLanguage(BLOG_SUMMARY_MAX),
    /** Sanitized HTML per language ('' or `<p></p>` = not written). */
    content: perLanguage(BLOG_CONTENT_MAX),
    /** Search-engine title and description per language; '' = the title / the summary. */
    seoTitle: perLanguage(BLOG_SEO_TITLE_MAX),
    seoDescription: perLanguage(BLOG_SEO_DESCRIPTION_MAX),
    /** Hashtag type-list entries (public pages /blog?tag=<key>). */
    hashtagIds: z.array(id, invalid).max(BLOG_HASHTAGS_MAX, 'cms:form.tooMany').default([]),
    /**
     * DRAFT: never public. PUBLISHED: public from publishAt (a future publishAt = scheduled).
     * HIDDEN: taken off the site, kept for later.
     */
    status: z.enum(BLOG_POST_STATUSES, invalid).default('DRAFT'),
    /** Clinic date (YYYYMMDD) and time (HHmm) of publication; required to publish. */
    publishDate: z.number(invalid).int(invalid).refine(isValidDate, invalid).nullable().default(null),
    publishTime: z.number(invalid).int(invalid).refine(isValidTime, invalid).nullable().default(null),
  })
  .superRefine((v, ctx) => {
    let written = 0;
    for (const l of LANGUAGES) {
      const filled = { title: v.title[l] !== '', summary: v.summary[l] !== '', content: !isBlankHtml(v.content[l]) };
      const any = filled.title || filled.summary || filled.content || v.seoTitle[l] !== '' || v.seoDescription[l] !== '';
      if (!any) continue;
      if (filled.title && filled.summary && filled.content) written++;
      for (const f of ['title', 'summary', 'content'] as const) {
        if (!filled[f]) ctx.addIssue({ code: 'custom', path: [f, l], message: 'cms:blog.languageIncomplete' });
      }
    }
    if (written === 0) ctx.addIssue({ code: 'custom', path: ['title', 'zh-HK'], message: 'cms:blog.oneLanguage' });
    if (v.status !== 'DRAFT') {
      if (v.publishDate === null) ctx.addIssue({ code: 'custom', path: ['publishDate'], message: 'cms:blog.publishAtRequired' });
      if (v.publishTime === null) ctx.addIssue({ code: 'custom', path: ['publishTime'], message: 'cms:blog.publishAtRequired' });
    }
    if ((v.publishDate === null) !== (v.publishTime === null)) {
      ctx.addIssue({ code: 'custom', path: [v.publishDate === null ? 'publishDate' : 'publishTime'], message: 'cms:form.dateAndTime' });
    }
  }, whenParsed('title', 'summary', 'content', 'seoTitle', 'seoDescription', 'status', 'publishDate', 'publishTime'));
export type BlogPostInput = z.output<typeof blogPostInput>;

/**
 * What a list shows: the live-or-coming posts (`current`: everything not deleted), or one display
 * state: draft, scheduled (PUBLISHED with a future publishAt), published, hidden; or the bin.
 */
export const BLOG_LIST_STATES = ['current', 'draft', 'scheduled', 'published', 'hidden', 'deleted'] as const;
export type BlogListState = (typeof BLOG_LIST_STATES)[number];

/** GET /api/manage/blog: search (slug, title or summary in any language), category, hashtag, state, pagination. */
export const blogListQuery = z.object({
  q: z.string().trim().max(100).optional(),
  categoryId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  hashtagId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  state: z.enum(BLOG_LIST_STATES).default('current'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type BlogListQuery = z.output<typeof blogListQuery>;
