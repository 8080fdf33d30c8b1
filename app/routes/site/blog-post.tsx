import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pickText } from '../../../common/i18n-config';
import { formatClinicDate } from '../../features/content/format';
import { orNotFound, pageContext } from '../../features/content/page-context';
import { HashtagLinks } from '../../features/content/hashtag-links';
import { PageBody, PageTitle, Paragraphs } from '../../features/content/section';
import { blogTagPath } from '../../../common/site-paths';
import { useLocale } from '../../features/i18n/use-locale';
import { pageMeta } from '../../features/shell/seo';
import type { Route } from './+types/blog-post';

export async function loader(args: Route.LoaderArgs) {
  const { services, lng } = await pageContext(args);
  const p = await orNotFound(services.content.blogPost(args.params.slug));
  const title = pickText(p.title, lng);
  const hashtags = p.hashtags.map((h) => ({ key: h.key, name: pickText(h.name, lng) }));
  return {
    seo: { title, description: pickText(p.summary, lng), image: p.cover, keywords: hashtags.map((h) => h.name).join(', '), type: 'article' },
    post: {
      title,
      summary: pickText(p.summary, lng),
      content: pickText(p.content, lng),
      cover: p.cover,
      date: formatClinicDate(p.publishAt, lng),
      iso: p.publishAt.toISOString(),
      category: { key: p.category.key, name: pickText(p.category.name, lng) },
      author: p.author ? { name: pickText(p.author.name, lng), title: pickText(p.author.title, lng), slug: p.author.slug } : null,
      hashtags,
    },
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args.data?.seo, args);

export default function BlogPost({ loaderData: { post } }: Route.ComponentProps) {
  const { t } = useTranslation('site');
  const { to } = useLocale();
  return (
    <main id="main">
      <article>
        <PageTitle
          title={post.title}
          breadcrumb={
            <nav aria-label={t('breadcrumb')}>
              <Link className="link" to={to('/blog')}>{t('blog.title')}</Link> ·{' '}
              <Link className="link" to={`${to('/blog')}?category=${post.category.key}`}>{post.category.name}</Link>
            </nav>
          }
          meta={
            <p>
              <time dateTime={post.iso}>{post.date}</time>
              {post.author && <> · {t('blog.by', { name: post.author.name, title: post.author.title })}</>}
            </p>
          }
        />
        <PageBody measure="text">
          <img src={post.cover} alt="" width="1280" height="720" fetchPriority="high" className="aspect-video w-full rounded-2xl object-cover" />
          <p className="mt-6 text-lg font-medium">{post.summary}</p>
          <Paragraphs text={post.content} className="mt-4 text-lg" />
          <HashtagLinks tags={post.hashtags} href={(key) => to(blogTagPath(key))} className="mt-8 text-sm" />
        </PageBody>
      </article>
    </main>
  );
}

export { PageErrorBoundary as ErrorBoundary } from '../../features/shell/page-error-boundary';
