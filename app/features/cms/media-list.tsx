import { useTranslation } from 'react-i18next';
import { LANGUAGES, pickText, type Lng } from '../../../common/i18n-config';
import type { Album, LibraryImage, LibraryRow } from '../../../server/presenters/media';
import { DataList, type BulkAction } from '../../components/list/data-list';
import type { PaginationData } from '../../components/list/list-controls';
import { RowActions } from '../../components/list/row-actions';
import { MediaThumb } from './media-thumb';

/**
 * Library images on the list kit: a thumbnail, the file name and size, which languages have alt
 * text, the albums it is in; `actions` gives each row its buttons (edit and delete on the library
 * screen, "Use this image" in the picker), `bulk` what to do with the chosen rows (albums).
 */
export function MediaList(p: {
  rows: readonly LibraryRow[];
  albums: readonly Album[];
  lng: Lng;
  caption: string;
  pagination?: PaginationData;
  empty: string;
  actions?: (image: LibraryImage) => { label: string; ariaLabel: string; onClick: () => void; danger?: boolean }[];
  bulk?: readonly BulkAction<LibraryRow>[];
}) {
  const { t } = useTranslation('cms');
  return (
    <DataList
      caption={p.caption}
      testId="media-table"
      rows={p.rows}
      pagination={p.pagination}
      empty={p.empty}
      rowAttrs={(m) => ({ 'data-testid': 'media-row', 'data-id': m.id, 'data-file': m.fileName })}
      rowLabel={(m) => pickText(m.alt, p.lng) || m.fileName}
      bulk={p.bulk}
      columns={[
        { id: 'image', header: t('cms:media.col.image'), cell: (m) => <MediaThumb image={m} alt={pickText(m.alt, p.lng)} /> },
        {
          id: 'file',
          header: t('cms:media.col.file'),
          cardTitle: true,
          cell: (m) => (
            <span className="block min-w-0 break-all">
              {m.fileName}
              <span className="block text-xs text-stone-600 dark:text-stone-400">{t('cms:media.size', { width: m.width, height: m.height, kb: Math.max(1, Math.round(m.bytes / 1024)) })}</span>
              {m.cropOf !== null && <span className="block text-xs text-stone-600 dark:text-stone-400">{t('cms:media.croppedFrom', { id: m.cropOf })}</span>}
            </span>
          ),
        },
        {
          id: 'alt',
          header: t('cms:media.field.alt'),
          cellProps: { 'data-testid': 'media-alt' },
          cell: (m) => {
            const missing = LANGUAGES.filter((l) => !m.alt[l]);
            return missing.length === 0 ? pickText(m.alt, p.lng) : <span className="text-amber-900 dark:text-amber-200">{t('cms:media.altMissing', { count: missing.length })}</span>;
          },
        },
        p.albums.length > 0 && {
          id: 'albums',
          header: t('cms:media.album.col'),
          cellProps: { 'data-testid': 'media-albums' },
          cell: (m) =>
            p.albums
              .filter((a) => m.albumIds.includes(a.id))
              .map((a) => pickText(a.name, p.lng))
              .join(', '),
        },
      ]}
      actions={p.actions && ((m) => <RowActions actions={p.actions!(m)} />)}
    />
  );
}
