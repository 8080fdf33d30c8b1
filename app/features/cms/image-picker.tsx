import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pickText, type Lng } from '../../../common/i18n-config';
import type { CropAspect } from '../../../common/media.schema';
import type { Album, LibraryImage, LibraryRow } from '../../../server/presenters/media';
import type { PaginationData } from '../../components/list/list-controls';
import { FILTER_INPUT } from '../../components/list/list-filter';
import { apiFetch } from '../errors/api-client';
import { forceCloseOverlay, openOverlay, toast } from '../overlays/overlay-store';
import { ImageCropper } from './image-cropper';
import { MediaList } from './media-list';
import { displayPath } from './media-thumb';
import { MediaUpload } from './media-upload';

/**
 * The library as a picker, for every editor with an image (spec §5): search, one album's images,
 * upload on the spot, and "Use this image" returns the path pages show (the widest WebP copy).
 * With `crop` the chosen image is cropped to that aspect first (ImageCropper) and the crop, a new
 * library image, is what comes back.
 */
export function openImagePicker(o: { title: string; lng: Lng; canUpload: boolean; crop?: CropAspect; onPick: (path: string, image: LibraryImage) => void }) {
  const id = openOverlay({
    mode: 'modal',
    Title: o.title,
    Body: () => (
      <PickerBody
        lng={o.lng}
        canUpload={o.canUpload}
        crop={o.crop}
        onPick={(image) => {
          o.onPick(displayPath(image), image);
          forceCloseOverlay(id);
        }}
      />
    ),
  });
}

function PickerBody(p: { lng: Lng; canUpload: boolean; crop?: CropAspect; onPick: (image: LibraryImage) => void }) {
  const { t } = useTranslation('cms');
  const [q, setQ] = useState('');
  const [album, setAlbum] = useState('');
  const [page, setPage] = useState(1);
  const [albums, setAlbums] = useState<Album[]>([]);
  const [list, setList] = useState<{ rows: LibraryRow[]; pagination: PaginationData } | null>(null);
  const [cropping, setCropping] = useState<LibraryImage | null>(null);
  const load = useCallback(async () => {
    setList(await apiFetch<{ rows: LibraryRow[]; pagination: PaginationData }>('/api/manage/media', { query: { q: q || undefined, album: album || undefined, page, pageSize: 12 } }));
  }, [q, album, page]);
  useEffect(() => {
    void load();
  }, [load]);
  useEffect(() => {
    void apiFetch<{ albums: Album[] }>('/api/manage/albums').then((r) => setAlbums(r.albums));
  }, []);
  if (cropping && p.crop) {
    return (
      <ImageCropper
        image={cropping}
        aspect={p.crop}
        onCancel={() => setCropping(null)}
        onDone={(image) => {
          if (image.id !== cropping.id) toast(t('cms:media.crop.done'));
          p.onPick(image);
        }}
      />
    );
  }
  return (
    <div className="grid gap-3" data-testid="image-picker">
      {p.canUpload && <MediaUpload onAdded={() => void load()} />}
      <div className="grid gap-3 sm:grid-cols-[2fr_1fr]">
        <label className="block text-sm font-medium">
          {t('cms:media.search')}
          <input
            type="search"
            className={FILTER_INPUT}
            placeholder={t('cms:media.searchPlaceholder')}
            maxLength={100}
            value={q}
            onChange={(e) => {
              setQ(e.target.value);
              setPage(1);
            }}
          />
        </label>
        {albums.length > 0 && (
          <label className="block text-sm font-medium">
            {t('cms:media.album.filter')}
            <select
              className={FILTER_INPUT}
              value={album}
              data-testid="picker-album"
              onChange={(e) => {
                setAlbum(e.target.value);
                setPage(1);
              }}
            >
              <option value="">{t('cms:media.album.all')}</option>
              {albums.map((a) => (
                <option key={a.id} value={a.id}>
                  {pickText(a.name, p.lng)}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      {list && (
        <MediaList
          rows={list.rows}
          albums={albums}
          lng={p.lng}
          caption={t('cms:media.title')}
          empty={q ? t('cms:media.noMatch') : album ? t('cms:media.album.empty') : t('cms:media.empty')}
          actions={(m) => [{ label: t('cms:media.useImage'), ariaLabel: t('cms:media.useLabel', { name: pickText(m.alt, p.lng) || m.fileName }), onClick: () => (p.crop ? setCropping(m) : p.onPick(m)) }]}
        />
      )}
      {list && (list.pagination.currPage > 1 || list.pagination.page.hasNext) && (
        <div className="flex justify-between">
          <button type="button" className="btn btn-ghost" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('cms:media.previous')}
          </button>
          <button type="button" className="btn btn-ghost" disabled={!list.pagination.page.hasNext} onClick={() => setPage(page + 1)}>
            {t('cms:media.next')}
          </button>
        </div>
      )}
    </div>
  );
}
