import { data } from 'react-router';
import { useTranslation } from 'react-i18next';
import { can, canAny } from '../../../common/permissions';
import { BackLink, ReadOnlyNote, ScreenHeader } from '../../components/list/list-controls';
import { BlogPostForm } from '../../features/cms/blog-post-form';
import { orNotFound } from '../../features/content/page-context';
import type { BlogChoice } from '../../features/cms/blog-types';
import { postTitle } from '../../features/cms/blog-post-state';
import { useLocale } from '../../features/i18n/use-locale';
import { ManageErrorBoundary } from '../../features/manage/error-boundary';
import { manageContext, serialParam } from '../../features/manage/manage-loader';
import { manageMeta } from '../../features/manage/meta';
import type { Route } from './+types/blog-post';

/** manage/blog/new and manage/blog/:id — a blog post on a page of its own: details, three languages, publishing. */
export async function loader(args: Route.LoaderArgs) {
  const { services, actor, lng, t } = await manageContext(args, (p) => canAny(p, 'BLOG', 'VIEW,EDIT'));
  const canEdit = can(actor.permissions, 'BLOG_EDIT');
  const isNew = args.params.id === 'new';
  if (isNew && !canEdit) throw data({ reason: 'permission' }, { status: 403 });
  const id = serialParam(args.params.id);
  if (!isNew && id === null) throw data(null, { status: 404 });
  const [post, categories, hashtags, team] = await Promise.all([
    isNew || id === null ? null : orNotFound(services.blog.get(id)),
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
      <BackLink to="/manage/blog">{t('cms:blog.back')}</BackLink>
      <ScreenHeader title={d.title} lead={t('cms:blog.editLead')} />
      {!d.canEdit && <ReadOnlyNote>{t('cms:blog.readOnly')}</ReadOnlyNote>}
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
