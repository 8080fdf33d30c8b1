import { data, Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { can, canAny } from '../../../common/permissions';
import { ScreenHeader } from '../../components/list/list-controls';
import { BlogPostForm } from '../../features/cms/blog-post-form';
import type { BlogChoice } from '../../features/cms/blog-types';
import { postTitle } from '../../features/cms/blog-post-state';
import { useLocale } from '../../features/i18n/use-locale';
import { ManageErrorBoundary } from '../../features/manage/error-boundary';
import { manageContext } from '../../features/manage/manage-loader';
import { manageMeta } from '../../features/manage/meta';
import type { Route } from './+types/blog-post';

/** manage/blog/new and manage/blog/:id — a blog post on a page of its own: details, three languages, publishing. */
export async function loader(args: Route.LoaderArgs) {
  const { services, actor, lng, t } = await manageContext(args, (p) => canAny(p, 'BLOG', 'VIEW,EDIT'));
  const canEdit = can(actor.permissions, 'BLOG_EDIT');
  const isNew = args.params.id === 'new';
  if (isNew && !canEdit) throw data({ reason: 'permission' }, { status: 403 });
  const id = /^[1-9]\d{0,9}$/.test(args.params.id) ? Number(args.params.id) : 0;
  if (!isNew && !(id > 0 && id <= 2_147_483_647)) throw data(null, { status: 404 });
  const [post, categories, hashtags, team] = await Promise.all([
    isNew
      ? null
      : services.blog
          .get(id)
          .catch((err: { code?: string }) => (err.code === 'NOT_FOUND' ? null : Promise.reject(err))),
    services.types.options('blog-categories'),
    services.types.options('hashtags'),
    services.team.list(),
  ]);
  // A deleted post is edited after it is restored (docs/content.md, the bin).
  if (!isNew && (!post || post.deletedAt !== null)) throw data(null, { status: 404 });
  // Disabled categories and hashtags are offered only where the post already has them.
  const offered = (xs: readonly { id: number | string; name: BlogChoice['name']; isEnabled: boolean }[], chosen: readonly number[]): BlogChoice[] =>
    xs.flatMap((x) => (typeof x.id === 'number' && (x.isEnabled || chosen.includes(x.id)) ? [{ id: x.id, name: x.name }] : []));
  return {
    title: post ? t('cms:blog.editTitle', { name: postTitle(post, lng) }) : t('cms:blog.addTitle'),
    post,
    categories: offered(categories, post ? [post.categoryId] : []),
    hashtags: offered(hashtags, post?.hashtagIds ?? []),
    authors: team.map((m) => ({ id: m.id, name: m.name })),
    canEdit,
    canUpload: can(actor.permissions, 'ALBUM_EDIT'),
  };
}

export const meta: Route.MetaFunction = ({ data: d }) => manageMeta(d?.title);

export default function BlogPostScreen({ loaderData: d }: Route.ComponentProps) {
  const { t } = useTranslation('cms');
  const { lng } = useLocale();
  return (
    <div className="space-y-4">
      <p>
        <Link to="/manage/blog" className="link text-sm">
          {t('cms:blog.back')}
        </Link>
      </p>
      <ScreenHeader title={d.title} lead={t('cms:blog.editLead')} />
      {!d.canEdit && (
        <p role="note" className="rounded-xl border border-stone-300 bg-white p-3 text-sm dark:border-stone-700 dark:bg-stone-900">
          {t('cms:blog.readOnly')}
        </p>
      )}
      {/* A new post, once saved, moves to its own address: a fresh form for it. */}
      <BlogPostForm
        key={d.post?.id ?? 'new'}
        post={d.post}
        categories={d.categories}
        hashtags={d.hashtags}
        authors={d.authors}
        lng={lng}
        canEdit={d.canEdit}
        canUpload={d.canUpload}
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <ManageErrorBoundary />;
}
