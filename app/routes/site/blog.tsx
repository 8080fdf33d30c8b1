import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pickText } from '../../../common/i18n-config';
import { blogPostPath } from '../../../common/site-paths';
import { formatClinicDate } from '../../features/content/format';
import { pageContext } from '../../features/content/page-context';
import { PageTitle } from '../../features/content/section';
import { useLocale } from '../../features/i18n/use-locale';
import { pageMeta } from '../../features/shell/seo';
import type { Route } from './+types/blog';

export async function loader(args: Route.LoaderArgs) {
  const { services, lng, t } = await pageContext(args);
  const category = new URL(args.request.url).searchParams.get('category') ?? undefined;
  const [posts, categories] = await Promise.all([services.content.blogPosts({ categoryKey: category }), services.content.blogCategories()]);
  return {
    seo: { title: t('site:blog.title'), description: t('site:blog.lead') },
    category: category ?? null,
    categories: categories.map((c) => ({ key: c.key, name: pickText(c.name, lng) })),
    posts: posts.map((p) => ({
      slug: p.slug,
      title: pickText(p.title, lng),
      summary: pickText(p.summary, lng),
      cover: p.cover,
      date: formatClinicDate(p.publishAt, lng),
      category: pickText(p.category.name, lng),
      hashtags: p.hashtags.map((h) => pickText(h.name, lng)),
    })),
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args.data?.seo, args);

export default function Blog({ loaderData: d }: Route.ComponentProps) {
  const { t } = useTranslation('site');
  const { to } = useLocale();
  const chip = (active: boolean) => `rounded-full border px-3 py-1 text-sm ${active ? 'border-emerald-800 bg-emerald-800 text-white dark:border-emerald-500 dark:bg-emerald-600' : 'border-stone-300 hover:bg-stone-100 dark:border-stone-700 dark:hover:bg-stone-800'}`;
  return (
    <main id="main">
      <PageTitle title={t('blog.title')} lead={t('blog.lead')} />
      <div className="mx-auto max-w-7xl px-4 py-8">
        <nav aria-label={t('blog.categories')} className="flex flex-wrap gap-2">
          <Link to={to('/blog')} className={chip(!d.category)} aria-current={!d.category ? 'page' : undefined}>{t('blog.all')}</Link>
          {d.categories.map((c) => (
            <Link key={c.key} to={`${to('/blog')}?category=${c.key}`} className={chip(d.category === c.key)} aria-current={d.category === c.key ? 'page' : undefined}>{c.name}</Link>
          ))}
        </nav>
        {d.posts.length === 0 && <p className="mt-8 text-stone-600 dark:text-stone-400">{t('blog.empty')}</p>}
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {d.posts.map((p, i) => (
            <li key={p.slug}>
              <Link to={to(blogPostPath(p.slug))} className="card block h-full overflow-hidden transition hover:shadow-lg">
                <img src={p.cover} alt="" width="640" height="360" loading={i < 3 ? 'eager' : 'lazy'} decoding="async" className="aspect-video w-full object-cover" />
                <div className="p-5">
                  <p className="text-xs text-stone-600 dark:text-stone-400">{p.category} · <time>{p.date}</time></p>
                  <h2 className="mt-1 text-lg font-semibold">{p.title}</h2>
                  <p className="mt-1 line-clamp-3 text-sm text-stone-600 dark:text-stone-400">{p.summary}</p>
                  <p className="mt-3 flex flex-wrap gap-2 text-xs text-emerald-800 dark:text-emerald-300">{p.hashtags.map((h) => <span key={h}>#{h}</span>)}</p>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </main>
  );
}
