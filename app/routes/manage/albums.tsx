import { redirect } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pagePathOf, pickText } from '../../../common/i18n-config';
import { mediaListQuery } from '../../../common/media.schema';
import { canAny } from '../../../common/permissions';
import type { Album, LibraryImage, LibraryRow } from '../../../server/presenters/media';
import { sendJson, showFailure } from '../../components/form';
import { openFormModal } from '../../components/form/modal-form';
import type { BulkAction } from '../../components/list/data-list';
import { AddButton, PillNav, ScreenHeader } from '../../components/list/list-controls';
import { FilterInput, ListFilter } from '../../components/list/list-filter';
import { formCallbacks, listRights } from '../../components/list/list-helpers';
import { deleteAfterConfirm, useRefresh } from '../../components/list/row-actions';
import { AddToAlbumForm, AlbumForm } from '../../features/cms/album-form';
import { MediaForm } from '../../features/cms/media-form';
import { MediaList } from '../../features/cms/media-list';
import { MediaUpload } from '../../features/cms/media-upload';
import { HttpError } from '../../features/errors/http-error';
import { useLocale } from '../../features/i18n/use-locale';
import { ManageErrorBoundary } from '../../features/manage/error-boundary';
import { manageContext, queryOf } from '../../features/manage/manage-loader';
import { manageMeta } from '../../features/manage/meta';
import { alertBox } from '../../features/overlays/dialogs';
import { toast } from '../../features/overlays/overlay-store';
import type { Route } from './+types/albums';

/**
 * manage/albums — the album library: upload (many at once), alt text and focal point, delete when
 * unused; albums (named collections: an image in several) chosen above the list, images put in or
 * taken out of one with the list's bulk actions.
 */
export async function loader(args: Route.LoaderArgs) {
  const { services, actor, t, url } = await manageContext(args, (p) => canAny(p, 'ALBUM', 'VIEW,EDIT'));
  const parsed = mediaListQuery.safeParse(queryOf(url));
  if (!parsed.success) throw redirect(pagePathOf(url));
  const albums = await services.albums.list();
  const album = parsed.data.album ? albums.find((a) => a.id === parsed.data.album) : null;
  if (album === undefined) throw redirect(pagePathOf(url));
  const list = await services.media.list(parsed.data);
  if (list.pagination.isOutOfRange) {
    url.searchParams.set('page', String(Math.max(1, Math.ceil(list.pagination.page.total / parsed.data.pageSize))));
    throw redirect(pagePathOf(url) + url.search);
  }
  return { title: t('cms:media.title'), q: parsed.data.q ?? '', albums, album, ...list, ...listRights(actor.permissions, 'ALBUM') };
}

export const meta: Route.MetaFunction = ({ data }) => manageMeta(data?.title);

export default function Albums({ loaderData: d }: Route.ComponentProps) {
  const { t } = useTranslation('cms');
  const { lng } = useLocale();
  const refresh = useRefresh();
  const edit = (m: LibraryImage) => openFormModal(t('cms:media.editTitle', { name: m.fileName }), (api) => <MediaForm image={m} lng={lng} {...formCallbacks(api, refresh)} />);
  const editAlbum = (a: Album | null) => openFormModal(a ? t('cms:media.album.renameTitle', { name: pickText(a.name, lng) }) : t('cms:media.album.addTitle'), (api) => <AlbumForm album={a} {...formCallbacks(api, refresh)} />);
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
  const album = d.album;
  const albumName = album ? pickText(album.name, lng) : '';
  const bulk: BulkAction<LibraryRow>[] = [];
  if (d.canEdit && d.albums.length > 0) {
    bulk.push({
      label: t('cms:media.album.addTo'),
      run: (rows) => openFormModal(t('cms:media.album.addToTitle', { count: rows.length }), (api) => <AddToAlbumForm albums={d.albums} mediaIds={rows.map((r) => r.id)} lng={lng} {...formCallbacks(api, refresh)} />),
    });
  }
  if (d.canEdit && album) {
    bulk.push({
      label: t('cms:media.album.removeFrom'),
      run: async (rows) => {
        try {
          await sendJson(`/api/manage/albums/${album.id}/images/remove`, 'POST', { mediaIds: rows.map((r) => r.id) });
          toast(t('cms:media.album.removed', { name: albumName }));
        } catch (err) {
          showFailure(err);
        }
        refresh();
      },
    });
  }
  const here = (albumId?: number) => (albumId ? `/manage/albums?album=${albumId}` : '/manage/albums');
  return (
    <>
      <ScreenHeader title={d.title} lead={t('cms:media.lead')}>
        {d.canEdit && <AddButton label={t('cms:media.album.add')} testId="album-add" onClick={() => editAlbum(null)} />}
      </ScreenHeader>
      {d.canEdit && <MediaUpload onAdded={refresh} />}
      {d.albums.length > 0 ? (
        <PillNav
          label={t('cms:media.album.filter')}
          items={[{ key: 0, to: here(), label: t('cms:media.album.all'), current: !album }, ...d.albums.map((a) => ({ key: a.id, to: here(a.id), label: `${pickText(a.name, lng)} (${a.count})`, current: album?.id === a.id }))]}
        />
      ) : (
        <p className="mb-4 text-sm text-stone-600 dark:text-stone-400">{t('cms:media.album.none')}</p>
      )}
      {album && (
        <div className="mb-4 flex flex-wrap items-center gap-2" data-testid="album-current">
          <h2 className="mr-auto text-lg font-semibold">{t('cms:media.album.current', { name: albumName, count: album.count })}</h2>
          {d.canEdit && (
            <button type="button" className="btn btn-ghost" data-testid="album-rename" onClick={() => editAlbum(album)}>
              {t('cms:media.album.rename')}
            </button>
          )}
          {d.canDelete && (
            <button
              type="button"
              className="btn btn-ghost text-red-700 dark:text-red-400"
              data-testid="album-delete"
              onClick={() =>
                void deleteAfterConfirm({
                  titleKey: 'cms:media.album.deleteTitle',
                  message: t('cms:media.album.deleteMessage', { name: albumName, count: album.count }),
                  path: `/api/manage/albums/${album.id}`,
                  doneMessage: t('cms:media.album.deleted'),
                  onDone: () => refresh(),
                })
              }
            >
              {t('cms:media.album.delete')}
            </button>
          )}
        </div>
      )}
      <ListFilter testId="media-filter" className="card p-4 sm:grid-cols-[1fr] sm:items-end" keep={['album']} resetTo={here(album?.id)}>
        <FilterInput name="q" label={t('cms:media.search')} placeholder={t('cms:media.searchPlaceholder')} maxLength={100} />
      </ListFilter>
      <MediaList
        rows={d.rows}
        albums={d.albums}
        lng={lng}
        caption={album ? albumName : d.title}
        pagination={d.pagination}
        empty={d.q ? t('cms:media.noMatch') : album ? t('cms:media.album.empty') : t('cms:media.empty')}
        bulk={bulk}
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
