import { redirect } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pagePathOf, pickText } from '../../../common/i18n-config';
import { mediaListQuery } from '../../../common/media.schema';
import { canAny } from '../../../common/permissions';
import type { LibraryImage } from '../../../server/presenters/media';
import { openFormModal } from '../../components/form/modal-form';
import { ScreenHeader } from '../../components/list/list-controls';
import { FilterInput, ListFilter } from '../../components/list/list-filter';
import { formCallbacks, listRights } from '../../components/list/list-helpers';
import { deleteAfterConfirm, useRefresh } from '../../components/list/row-actions';
import { MediaForm } from '../../features/cms/media-form';
import { MediaList } from '../../features/cms/media-list';
import { MediaUpload } from '../../features/cms/media-upload';
import { HttpError } from '../../features/errors/http-error';
import { useLocale } from '../../features/i18n/use-locale';
import { ManageErrorBoundary } from '../../features/manage/error-boundary';
import { manageContext, queryOf } from '../../features/manage/manage-loader';
import { manageMeta } from '../../features/manage/meta';
import { alertBox } from '../../features/overlays/dialogs';
import type { Route } from './+types/albums';

/** manage/albums — the album library: upload (many at once), alt text and focal point, delete when unused. */
export async function loader(args: Route.LoaderArgs) {
  const { services, actor, t, url } = await manageContext(args, (p) => canAny(p, 'ALBUM', 'VIEW,EDIT'));
  const parsed = mediaListQuery.safeParse(queryOf(url));
  if (!parsed.success) throw redirect(pagePathOf(url));
  const list = await services.media.list(parsed.data);
  if (list.pagination.isOutOfRange) {
    url.searchParams.set('page', String(Math.max(1, Math.ceil(list.pagination.page.total / parsed.data.pageSize))));
    throw redirect(pagePathOf(url) + url.search);
  }
  return { title: t('cms:media.title'), q: parsed.data.q ?? '', ...list, ...listRights(actor.permissions, 'ALBUM') };
}

export const meta: Route.MetaFunction = ({ data }) => manageMeta(data?.title);

export default function Albums({ loaderData: d }: Route.ComponentProps) {
  const { t } = useTranslation('cms');
  const { lng } = useLocale();
  const refresh = useRefresh();
  const edit = (m: LibraryImage) => openFormModal(t('cms:media.editTitle', { name: m.fileName }), (api) => <MediaForm image={m} lng={lng} {...formCallbacks(api, refresh)} />);
  const remove = (m: LibraryImage) =>
    deleteAfterConfirm({
      titleKey: 'cms:media.deleteTitle',
      message: t('cms:media.deleteMessage', { name: m.fileName }),
      path: `/api/manage/media/${m.id}`,
      doneMessage: t('cms:media.deleted'),
      onDone: refresh,
      onError: (err) => {
        if (!(err instanceof HttpError) || err.body?.code !== 'MEDIA_IN_USE') return false;
        const uses = (err.body.data?.uses ?? []) as { what: string; name: string }[];
        void alertBox({ titleKey: 'cms:media.inUseTitle', message: `${t('cms:media.inUseMessage')} ${uses.map((u) => `${t(`cms:media.use.${u.what}`)}${u.name ? `: ${u.name}` : ''}`).join('; ')}` });
        return true;
      },
    });
  return (
    <>
      <ScreenHeader title={d.title} lead={t('cms:media.lead')} />
      {d.canEdit && <MediaUpload onAdded={refresh} />}
      <ListFilter testId="media-filter" className="card p-4 sm:grid-cols-[1fr] sm:items-end" resetTo="/manage/albums">
        <FilterInput name="q" label={t('cms:media.search')} placeholder={t('cms:media.searchPlaceholder')} maxLength={100} />
      </ListFilter>
      <MediaList
        rows={d.rows}
        lng={lng}
        caption={d.title}
        pagination={d.pagination}
        empty={d.q ? t('cms:media.noMatch') : t('cms:media.empty')}
        actions={(m) => [
          ...(d.canEdit ? [{ label: t('cms:media.edit'), ariaLabel: t('manage:list.editLabel', { name: pickText(m.alt, lng) || m.fileName }), onClick: () => edit(m) }] : []),
          ...(d.canDelete ? [{ label: t('manage:list.delete'), ariaLabel: t('manage:list.deleteLabel', { name: pickText(m.alt, lng) || m.fileName }), danger: true, onClick: () => void remove(m) }] : []),
        ]}
      />
    </>
  );
}

export function ErrorBoundary() {
  return <ManageErrorBoundary />;
}
