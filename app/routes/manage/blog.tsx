import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BLOG_LIST_STATES, blogListQuery } from '../../../common/blog.schema';
import { formatDateTime, formatInstant } from '../../../common/date-format';
import { LANGUAGE_NAMES, LANGUAGE_SHORT_LABELS, pickText, type Lng } from '../../../common/i18n-config';
import { canAny } from '../../../common/permissions';
import { ThumbCell, TitleCell } from '../../components/list/cells';
import { type Columns } from '../../components/list/data-list';
import { FilterSelect } from '../../components/list/list-filter';
import { listRights } from '../../components/list/list-helpers';
import { ListScreen } from '../../components/list/list-screen';
import { useBinActions, useRefresh } from '../../components/list/row-actions';
import { postTitle } from '../../features/cms/blog-post-state';
import type { BlogChoice, ManagedBlogPost } from '../../features/cms/blog-types';
import { useLocale } from '../../features/i18n/use-locale';
import { ManageErrorBoundary } from '../../features/manage/error-boundary';
import { listPage, manageContext } from '../../features/manage/manage-loader';
import { manageMeta } from '../../features/manage/meta';
import type { Route } from './+types/blog';

/** manage/blog — the clinic's posts in three languages: drafts, scheduled, published, hidden; a bin. Each post is edited on a page of its own. */
export async function loader(args: Route.LoaderArgs) {
  const { services, actor, t, url } = await manageContext(args, (p) => canAny(p, 'BLOG', 'VIEW,EDIT'));
  const { query, list } = await listPage(url, blogListQuery, services.blog.list);
  return {
    title: t('cms:blog.title'),
    state: query.state,
    categoryId: query.categoryId ?? '',
    rows: list.rows,
    pagination: list.pagination,
    ...list.choices,
    ...listRights(actor.permissions, 'BLOG'),
  };
}

export const meta: Route.MetaFunction = ({ data }) => manageMeta(data?.title);

/** The language a row's preview opens in: the page's when the post is written in it, else its first. */
const previewLng = (r: ManagedBlogPost, lng: Lng) => (r.writtenLanguages.includes(lng) ? lng : (r.writtenLanguages[0] ?? lng));

export default function Blog({ loaderData: d }: Route.ComponentProps) {
  const { t } = useTranslation('cms');
  const { lng } = useLocale();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const refresh = useRefresh();
  const title = (r: ManagedBlogPost) => postTitle(r, lng);
  const nameOf = (list: readonly BlogChoice[], id: number | null) => pickText(list.find((x) => x.id === id)?.name, lng);
  const keepLng = params.get('lng') ? `?lng=${params.get('lng')}` : '';
  const actions = useBinActions<ManagedBlogPost>({
    canEdit: d.canEdit,
    canDelete: d.canDelete,
    messages: 'cms:blog',
    path: '/api/manage/blog',
    name: title,
    onEdit: (r) => navigate(`/manage/blog/${r.id}${keepLng}`),
    onDone: refresh,
    extra: (r) => [
      r.writtenLanguages.length > 0 && {
        label: t('cms:blog.previewLink'),
        ariaLabel: t('cms:blog.previewLabel', { name: title(r) }),
        onClick: () => window.open(`/manage/blog/${r.id}/preview?lng=${previewLng(r, lng)}`, '_blank', 'noopener'),
      },
    ],
  });

  const state = (r: ManagedBlogPost) => {
    if (r.deletedAt !== null) return t('cms:blog.state.deleted');
    const when = r.publishDate !== null && r.publishTime !== null ? formatDateTime(r.publishDate, r.publishTime, lng) : null;
    if (when && (r.state === 'scheduled' || r.state === 'published')) return t(`cms:blog.stateAt.${r.state}`, { when });
    return t(`cms:blog.state.${r.state}`);
  };
  const authorName = (r: ManagedBlogPost) => (r.authorId === null ? t('cms:blog.clinicAuthor') : nameOf(d.authors, r.authorId));
  const columns: Columns<ManagedBlogPost> = [
    { id: 'cover', header: t('cms:blog.field.cover'), hideOnCard: true, cell: (r) => <ThumbCell src={r.cover} /> },
    { id: 'title', header: t('cms:blog.field.title'), cardTitle: true, cell: (r) => <TitleCell title={title(r)} sub={`${authorName(r)} · /blog/${r.slug}`} /> },
    {
      id: 'languages',
      header: t('cms:blog.col.languages'),
      cellProps: { 'data-testid': 'blog-languages' },
      cell: (r) =>
        r.writtenLanguages.length === 0 ? (
          <span className="text-stone-600 dark:text-stone-400">{t('cms:blog.noLanguage')}</span>
        ) : (
          <span className="flex flex-wrap gap-1">
            {r.writtenLanguages.map((l) => (
              <span key={l} className="badge" data-lng={l}>
                <span aria-hidden="true">{LANGUAGE_SHORT_LABELS[l]}</span>
                <span className="sr-only">{LANGUAGE_NAMES[l]}</span>
              </span>
            ))}
          </span>
        ),
    },
    {
      id: 'category',
      header: `${t('cms:blog.field.category')} · ${t('cms:blog.field.hashtags')}`,
      cell: (r) => <TitleCell title={nameOf(d.categories, r.categoryId)} sub={r.hashtagIds.map((id) => `#${nameOf(d.hashtags, id)}`).join(' ')} />,
    },
    { id: 'state', header: t('cms:blog.col.state'), cell: (r) => <TitleCell title={<span data-testid="blog-state">{state(r)}</span>} sub={t('cms:blog.updatedOn', { when: formatInstant(r.updatedAt, lng) })} /> },
  ];
  return (
    <ListScreen
      messages="cms:blog"
      title={d.title}
      path="/manage/blog"
      addTo={d.canEdit ? `/manage/blog/new${keepLng}` : undefined}
      keep={['lng']}
      filterGrid="sm:grid-cols-[1fr_auto_auto] sm:items-end"
      filters={
        <>
          <FilterSelect
            name="state"
            label={t('cms:blog.col.state')}
            options={BLOG_LIST_STATES.map((x) => ({ value: x, label: t(`cms:blog.state.${x}`) }))}
            value={d.state}
          />
          <FilterSelect
            name="categoryId"
            label={t('cms:blog.field.category')}
            all={t('cms:blog.allCategories')}
            options={d.categories.map((c) => ({ value: c.id, label: pickText(c.name, lng) }))}
            value={d.categoryId}
          />
        </>
      }
      list={{ rows: d.rows, columns, actions, pagination: d.pagination, rowAttrs: (r) => ({ 'data-id': r.id, 'data-slug': r.slug }) }}
    />
  );
}

export function ErrorBoundary() {
  return <ManageErrorBoundary />;
}
