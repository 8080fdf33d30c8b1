import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pickText } from '../../../common/i18n-config';
import { blogFeedPath, blogPostPath, blogTagPath } from '../../../common/site-paths';
import { formatClinicDate } from '../../features/content/format';
import { HashtagLinks } from '../../features/content/hashtag-links';
import { LibraryImage } from '../../features/content/library-image';
import { orNotFound, pageContext, picturesFor } from '../../features/content/page-context';
import { PageBody, PageTitle } from '../../features/content/section';
import { useLocale } from '../../features/i18n/use-locale';
import { pageMeta } from '../../features/shell/seo';
import type { Route } from './+types/blog';

export async function loader(args: Route.LoaderArgs) {
  const { services, lng, t } = await pageContext(args);
  const params = new URL(args.request.url).searchParams;
  const tagKey = params.get('tag');
  // A hashtag filters the whole blog (categories aside); an unknown one is a missing page.
  const tag = tagKey === null ? null : await orNotFound(services.content.hashtag(tagKey));
  const category = tag ? undefined : (params.get('category') ?? undefined);
  const [posts, categories] = await Promise.all([
    // Only the posts written in this page's language.
    services.content.blogPosts(tag ? { lng, hashtagKey: tag.key } : { lng, categoryKey: category }),
    services.content.blogCategories(),
  ]);
  const tagName = tag ? pickText(tag.name, lng) : null;
  const pic = await picturesFor(services, posts.map((p) => p.cover));
  const feed = { title: t('site:blog.feed'), path: blogFeedPath(lng) };
  return {
    seo: tag
      ? { title: `${t('site:blog.tagged', { tag: tagName })} – ${t('site:blog.title')}`, description: t('site:blog.lead'), query: `?tag=${encodeURIComponent(tag.key)}`, feed }
      : { title: t('site:blog.title'), description: t('site:blog.lead'), feed },
    category: category ?? null,
    tag: tag ? { key: tag.key, name: tagName! } : null,
    categories: categories.map((c) => ({ key: c.key, name: pickText(c.name, lng) })),
    posts: posts.map((p) => ({
      slug: p.slug,
      title: p.title[lng],
      summary: p.summary[lng],
      cover: pic(p.cover),
      date: formatClinicDate(p.publishAt, lng),
      iso: p.publishAt.toISOString(),
      category: pickText(p.category.name, lng),
      hashtags: p.hashtags.map((h) => ({ key: h.key, name: pickText(h.name, lng) })),
    })),
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args.data?.seo, args);

export default function Blog({ loaderData: d }: Route.ComponentProps) {
  const { t } = useTranslation('site');
  const { to } = useLocale();
  const chip = (active: boolean) => `rounded-full border px-3 py-1 text-sm ${active ? 'border-emerald-800 bg-emerald-800 text-white dark:border-emerald-500 dark:bg-emerald-700' : 'border-stone-300 hover:bg-stone-100 dark:border-stone-700 dark:hover:bg-stone-800'}`;
  const all = !d.category && !d.tag;
  return (
    <main id="main">
      <PageTitle title={t('blog.title')} lead={t('blog.lead')} />
      <PageBody>
        <nav aria-label={t('blog.categories')} className="flex flex-wrap gap-2">
          <Link to={to('/blog')} className={chip(all)} aria-current={all ? 'page' : undefined}>{t('blog.all')}</Link>
          {d.categories.map((c) => (
            <Link key={c.key} to={`${to('/blog')}?category=${c.key}`} className={chip(d.category === c.key)} aria-current={d.category === c.key ? 'page' : undefined}>{c.name}</Link>
          ))}
        </nav>
        {d.tag && (
          <div className="mt-6 flex flex-wrap items-baseline gap-x-3 gap-y-1" data-testid="blog-tag-filter">
            <h2 className="text-xl font-semibold text-emerald-950 dark:text-emerald-100">{t('blog.tagged', { tag: d.tag.name })}</h2>
            <span aria-hidden="true" className="text-stone-500">·</span>
            <Link className="link" to={to('/blog')} data-testid="blog-show-all">{t('blog.showAll')}</Link>
          </div>
        )}
        {d.posts.length === 0 && <p className="mt-8 text-stone-600 dark:text-stone-400">{t(d.tag ? 'blog.tagEmpty' : 'blog.empty')}</p>}
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="blog-list">
          {d.posts.map((p, i) => (
            // The title's link covers the card; the hashtags sit above it as links of their own.
            <li key={p.slug} className="card relative flex h-full flex-col overflow-hidden transition focus-within:shadow-lg hover:shadow-lg" data-testid="blog-card">
              <LibraryImage picture={p.cover} sizes="(min-width: 992px) 33vw, (min-width: 576px) 50vw, 100vw" width={640} height={360} load={i < 3 ? 'eager' : 'lazy'} className="aspect-video w-full object-cover" />
              <div className="flex flex-1 flex-col p-5">
                <p className="text-xs text-stone-600 dark:text-stone-400">{p.category} · <time dateTime={p.iso}>{p.date}</time></p>
                <h2 className="mt-1 text-lg font-semibold">
                  <Link to={to(blogPostPath(p.slug))} className="after:absolute after:inset-0 focus-visible:outline-none after:focus-visible:rounded-2xl after:focus-visible:outline-2 after:focus-visible:outline-emerald-600">{p.title}</Link>
                </h2>
                <p className="mt-1 line-clamp-3 text-sm text-stone-600 dark:text-stone-400">{p.summary}</p>
                <HashtagLinks tags={p.hashtags} href={(key) => to(blogTagPath(key))} current={d.tag?.key} className="relative z-10 mt-auto pt-3 text-xs" />
              </div>
            </li>
          ))}
        </ul>
      </PageBody>
    </main>
  );
}

export { PageErrorBoundary as ErrorBoundary } from '../../features/shell/page-error-boundary';
