import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pickText } from '../../../common/i18n-config';
import { formatClinicDate } from '../../features/content/format';
import { orNotFound, pageContext } from '../../features/content/page-context';
import { Paragraphs } from '../../features/content/section';
import { useLocale } from '../../features/i18n/use-locale';
import { pageMeta } from '../../features/shell/seo';
import type { Route } from './+types/blog-post';

export async function loader(args: Route.LoaderArgs) {
  const { services, lng } = await pageContext(args);
  const p = await orNotFound(services.content.blogPost(args.params.slug));
  const title = pickText(p.title, lng);
  const hashtags = p.hashtags.map((h) => pickText(h.name, lng));
  return {
    seo: { title, description: pickText(p.summary, lng), image: p.cover, keywords: hashtags.join(', '), type: 'article' },
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
    <main id="main" className="mx-auto max-w-3xl px-4 py-10">
      <nav aria-label={t('breadcrumb')} className="text-sm">
        <Link className="link" to={to('/blog')}>{t('blog.title')}</Link> ·{' '}
        <Link className="link" to={`${to('/blog')}?category=${post.category.key}`}>{post.category.name}</Link>
      </nav>
      <article>
        <h1 className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">{post.title}</h1>
        <p className="mt-3 text-sm text-stone-600 dark:text-stone-400">
          <time dateTime={post.iso}>{post.date}</time>
          {post.author && <> · {t('blog.by', { name: post.author.name, title: post.author.title })}</>}
        </p>
        <img src={post.cover} alt="" width="1280" height="720" fetchPriority="high" className="mt-6 aspect-video w-full rounded-2xl object-cover" />
        <p className="mt-6 text-lg font-medium">{post.summary}</p>
        <Paragraphs text={post.content} className="mt-4 text-lg" />
        <p className="mt-8 flex flex-wrap gap-2 text-sm text-emerald-800 dark:text-emerald-300">{post.hashtags.map((h) => <span key={h}>#{h}</span>)}</p>
      </article>
    </main>
  );
}

export { PageErrorBoundary as ErrorBoundary } from '../../features/shell/page-error-boundary';
