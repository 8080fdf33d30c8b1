import { data, Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_NAMES } from '../../../common/i18n-config';
import { can } from '../../../common/permissions';
import { BlogArticle, blogArticleData } from '../../features/content/blog-article';
import { orNotFound, picturesFor } from '../../features/content/page-context';
import { formatClinicDate } from '../../features/content/format';
import { ManageErrorBoundary } from '../../features/manage/error-boundary';
import { manageContext } from '../../features/manage/manage-loader';
import { manageMeta } from '../../features/manage/meta';
import type { Route } from './+types/blog-preview';

/**
 * manage/blog/:id/preview?lng=<lng> — a post exactly as its public page shows it (the same article
 * component), whatever its state: drafts, scheduled, hidden and deleted posts too, under a banner
 * saying it is not the published page. In a language the post is not written in, the banner says
 * so and offers the ones it is.
 */
export async function loader(args: Route.LoaderArgs) {
  const { services, lng, t } = await manageContext(args, (p) => can(p, 'BLOG_VIEW'));
  const id = Number(args.params.id);
  if (!(Number.isSafeInteger(id) && id > 0)) throw data(null, { status: 404 });
  const found = await orNotFound(services.blog.preview(id));
  const written = found.languages.includes(lng);
  const pic = await picturesFor(services, [found.cover]);
  const post = written ? blogArticleData(found, lng, pic(found.cover)) : null;
  return {
    title: `${t('cms:blog.preview.banner')}: ${post?.title ?? found.slug}`,
    id,
    lng,
    languages: found.languages,
    state: found.deletedAt ? ('deleted' as const) : found.state,
    when: found.publishAt ? formatClinicDate(found.publishAt, lng, true) : '',
    post,
  };
}

export const meta: Route.MetaFunction = ({ data: d }) => manageMeta(d?.title);

export default function BlogPreview({ loaderData: d }: Route.ComponentProps) {
  const { t } = useTranslation('cms');
  return (
    <div data-testid="blog-preview">
      <div role="note" className="border-b-4 border-amber-500 bg-amber-50 px-4 py-3 text-amber-950 dark:bg-amber-950 dark:text-amber-50" data-testid="preview-banner">
        <div className="mx-auto flex max-w-7xl flex-wrap items-baseline gap-x-4 gap-y-2">
          <p className="text-lg font-bold">{t('cms:blog.preview.banner')}</p>
          <p>{t(`cms:blog.preview.${d.state}`, { when: d.when })}</p>
          <nav aria-label={t('cms:blog.preview.languages')} className="flex flex-wrap gap-2 text-sm">
            {LANGUAGES.filter((l) => d.languages.includes(l)).map((l) => (
              <Link key={l} to={`?lng=${l}`} lang={l} aria-current={l === d.lng ? 'page' : undefined} className="rounded-full border border-amber-700 px-3 py-1 aria-[current=page]:bg-amber-700 aria-[current=page]:text-white">
                {LANGUAGE_NAMES[l]}
              </Link>
            ))}
          </nav>
          <Link to="/manage/blog" className="link ml-auto text-sm">{t('cms:blog.preview.back')}</Link>
        </div>
      </div>
      {d.post ? <BlogArticle post={d.post} /> : <p className="mx-auto max-w-7xl px-4 py-10" data-testid="preview-not-written">{t('cms:blog.preview.notWritten')}</p>}
    </div>
  );
}

export { ManageErrorBoundary as ErrorBoundary };
