import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { localizePath, pickText, type Lng } from '../../../common/i18n-config';
import { blogTagPath } from '../../../common/site-paths';
import type { Picture } from '../../../common/picture';
import type { BlogPostDetail } from '../../../server/domain/content/get-blog-post';
import { formatClinicDate } from './format';
import { HashtagLinks } from './hashtag-links';
import { LibraryImage } from './library-image';
import { PageBody, PageTitle } from './section';

/** A blog post as its page shows it, in one language: what the public page and the staff preview both render. */
export interface BlogArticleData {
  lng: Lng;
  title: string;
  summary: string;
  /** The stored body: HTML the server sanitized on write (server/domain/blog/sanitize-post-html.ts). */
  html: string;
  /** The 16:9 cover, responsive when it is a library image. */
  cover: Picture;
  /** The publication date as readers see it; null for a draft with no date yet (preview only). */
  date: string | null;
  iso: string | null;
  category: { key: string; name: string };
  author: { name: string; title: string } | null;
  hashtags: { key: string; name: string }[];
  /** The languages the post is written in (its alternates). */
  languages: Lng[];
  /** Search-engine title and description: the post's own, else its title and summary. */
  seoTitle: string;
  seoDescription: string;
}

/** The article's data in `lng` from the domain's post and its cover's picture (a loader's work: server types only). */
export function blogArticleData(p: BlogPostDetail, lng: Lng, cover: Picture): BlogArticleData {
  const title = p.title[lng];
  const summary = p.summary[lng];
  return {
    lng,
    title,
    summary,
    html: p.content[lng],
    cover,
    date: p.publishAt ? formatClinicDate(p.publishAt, lng) : null,
    iso: p.publishAt ? p.publishAt.toISOString() : null,
    category: { key: p.category.key, name: pickText(p.category.name, lng) },
    author: p.author ? { name: pickText(p.author.name, lng), title: pickText(p.author.title, lng) } : null,
    hashtags: p.hashtags.map((h) => ({ key: h.key, name: pickText(h.name, lng) })),
    languages: p.languages,
    seoTitle: p.seoTitle[lng] || title,
    seoDescription: p.seoDescription[lng] || summary,
  };
}

/**
 * Wide tables scroll sideways inside their own box (never the page): each sits in a labelled,
 * focusable region so keyboard users can scroll it too. The sanitizer's output writes every table
 * as a bare `<table>`, so this match is exact.
 */
function withTableRegions(html: string, label: string): string {
  const attr = label.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return html.replace(/<table>/g, `<div class="post-table" role="region" tabindex="0" aria-label="${attr}"><table>`).replace(/<\/table>/g, '</table></div>');
}

/** A blog post's page body: title block, 16:9 cover, summary, the rich-text body, hashtags. */
export function BlogArticle({ post }: { post: BlogArticleData }) {
  const { t } = useTranslation('site');
  const to = (path: string) => localizePath(path, post.lng);
  return (
    <article>
      <PageTitle
        title={post.title}
        breadcrumb={
          <nav aria-label={t('breadcrumb')}>
            <Link className="link" to={to('/blog')}>{t('blog.title')}</Link> ·{' '}
            <Link className="link" to={`${to('/blog')}?category=${encodeURIComponent(post.category.key)}`}>{post.category.name}</Link>
          </nav>
        }
        meta={
          <p>
            {post.iso && <time dateTime={post.iso}>{post.date}</time>}
            {post.iso && post.author && ' · '}
            {post.author && t('blog.by', { name: post.author.name, title: post.author.title })}
          </p>
        }
      />
      <PageBody measure="text">
        <LibraryImage picture={post.cover} sizes="(min-width: 768px) 720px, 100vw" width={1280} height={720} load="priority" className="aspect-video w-full rounded-2xl object-cover" />
        <p className="mt-6 text-lg font-medium">{post.summary}</p>
        <div className="post-body mt-4" data-testid="post-body" dangerouslySetInnerHTML={{ __html: withTableRegions(post.html, t('blog.table')) }} />
        <HashtagLinks tags={post.hashtags} href={(key) => to(blogTagPath(key))} className="mt-8 text-sm" />
      </PageBody>
    </article>
  );
}
