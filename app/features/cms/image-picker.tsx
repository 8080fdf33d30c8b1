import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pickText, type Lng } from '../../../common/i18n-config';
import type { LibraryImage } from '../../../server/presenters/media';
import type { PaginationData } from '../../components/list/list-controls';
import { FILTER_INPUT } from '../../components/list/list-filter';
import { apiFetch } from '../errors/api-client';
import { forceCloseOverlay, openOverlay } from '../overlays/overlay-store';
import { MediaList } from './media-list';
import { displayPath } from './media-thumb';
import { MediaUpload } from './media-upload';

/**
 * The library as a picker, for every editor with an image (spec §5): search, upload on the spot,
 * and "Use this image" returns the path pages show (the widest WebP copy).
 */
export function openImagePicker(o: { title: string; lng: Lng; canUpload: boolean; onPick: (path: string, image: LibraryImage) => void }) {
  const id = openOverlay({
    mode: 'modal',
    Title: o.title,
    Body: () => (
      <PickerBody
        lng={o.lng}
        canUpload={o.canUpload}
        onPick={(image) => {
          o.onPick(displayPath(image), image);
          forceCloseOverlay(id);
        }}
      />
    ),
  });
}

function PickerBody(p: { lng: Lng; canUpload: boolean; onPick: (image: LibraryImage) => void }) {
  const { t } = useTranslation('cms');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [list, setList] = useState<{ rows: LibraryImage[]; pagination: PaginationData } | null>(null);
  const load = useCallback(async () => {
    setList(await apiFetch<{ rows: LibraryImage[]; pagination: PaginationData }>('/api/manage/media', { query: { q: q || undefined, page, pageSize: 12 } }));
  }, [q, page]);
  useEffect(() => {
    void load();
  }, [load]);
  return (
    <div className="grid gap-3" data-testid="image-picker">
      {p.canUpload && <MediaUpload onAdded={() => void load()} />}
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
      {list && (
        <MediaList
          rows={list.rows}
          lng={p.lng}
          caption={t('cms:media.title')}
          empty={q ? t('cms:media.noMatch') : t('cms:media.empty')}
          actions={(m) => [{ label: t('cms:media.useImage'), ariaLabel: t('cms:media.useLabel', { name: pickText(m.alt, p.lng) || m.fileName }), onClick: () => p.onPick(m) }]}
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
