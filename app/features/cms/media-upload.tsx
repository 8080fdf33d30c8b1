import { useEffect, useReducer, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MEDIA_BATCH_MAX, MEDIA_MAX_BYTES } from '../../../common/media.schema';
import { apiFetch } from '../errors/api-client';
import { HttpError } from '../errors/http-error';
import { nextUpload, queueReducer, refusalOf, type UploadItem } from './upload-queue';

/** What the library answers for an upload. */
interface UploadAnswer {
  image: { id: number; path: string };
  duplicate: boolean;
}

/**
 * Adding images to the library: drop files on the zone or choose them (keyboard: the zone is the
 * file input's label); they go one at a time, each listed with what became of it — added, already in
 * the library, or refused with the reason. `onAdded` runs after each file the library took.
 */
export function MediaUpload({ onAdded }: { onAdded: (image: UploadAnswer['image']) => void }) {
  const { t } = useTranslation('cms');
  const [items, dispatch] = useReducer(queueReducer, []);
  const [over, setOver] = useState(false);
  const files = useRef(new Map<number, File>());
  const keySeq = useRef(1);
  const onAddedRef = useRef(onAdded);
  onAddedRef.current = onAdded;

  const add = (list: FileList | null) => {
    if (!list?.length) return;
    const chosen = [...list];
    chosen.forEach((f, i) => files.current.set(keySeq.current + i, f));
    dispatch({ type: 'add', files: chosen.map((f) => ({ name: f.name, size: f.size })), firstKey: keySeq.current });
    keySeq.current += chosen.length;
  };

  const next = nextUpload(items);
  const sent = useRef(new Set<number>());
  useEffect(() => {
    if (!next || sent.current.has(next.key)) return;
    sent.current.add(next.key);
    const file = files.current.get(next.key);
    dispatch({ type: 'start', key: next.key });
    void (async () => {
      try {
        const body = new Uint8Array(await file!.arrayBuffer());
        const res = await apiFetch<UploadAnswer>('/api/manage/media', { method: 'POST', rawBody: body, contentType: file?.type || 'application/octet-stream', query: { name: next.name }, silent: true });
        dispatch({ type: 'done', key: next.key, duplicate: res.duplicate });
        onAddedRef.current(res.image);
      } catch (err) {
        const e = err instanceof HttpError ? err : null;
        dispatch({ type: 'refused', key: next.key, ...refusalOf(e?.isNetwork ? undefined : e?.status, e?.body ?? null) });
      } finally {
        files.current.delete(next.key);
      }
    })();
  }, [next]);

  const drop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    add(e.dataTransfer.files);
  };
  return (
    <section aria-labelledby="media-upload-title" className="card mb-4 p-4" data-testid="media-upload">
      <h2 id="media-upload-title" className="text-lg font-semibold">{t('cms:media.upload.title')}</h2>
      <label
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        className={`mt-3 flex min-h-28 cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed p-4 text-center focus-within:outline-2 focus-within:outline-emerald-600 ${over ? 'border-emerald-700 bg-emerald-50 dark:bg-emerald-950' : 'border-stone-300 dark:border-stone-700'}`}
      >
        <span className="font-medium">{t('cms:media.upload.drop')}</span>
        <span className="text-sm text-stone-600 dark:text-stone-400">{t('cms:media.upload.limits', { max: MEDIA_BATCH_MAX, maxMb: MEDIA_MAX_BYTES / 1024 / 1024 })}</span>
        <input
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp,image/avif,image/heic,image/heif,image/gif"
          className="sr-only"
          data-testid="media-file-input"
          onChange={(e) => {
            add(e.target.files);
            e.target.value = '';
          }}
        />
      </label>
      {items.length > 0 && (
        <>
          <ul className="mt-3 grid gap-1 text-sm" aria-live="polite" data-testid="media-upload-list">
            {items.map((x) => (
              <UploadRow key={x.key} item={x} />
            ))}
          </ul>
          {items.every((x) => x.status !== 'waiting' && x.status !== 'uploading') && (
            <button type="button" className="btn btn-ghost mt-2" onClick={() => dispatch({ type: 'clear' })}>
              {t('cms:media.upload.clear')}
            </button>
          )}
        </>
      )}
    </section>
  );
}

function UploadRow({ item }: { item: UploadItem }) {
  const { t } = useTranslation('cms');
  const tone = item.status === 'refused' ? 'text-red-800 dark:text-red-300' : item.status === 'added' || item.status === 'duplicate' ? 'text-emerald-800 dark:text-emerald-300' : '';
  return (
    <li className="flex flex-wrap justify-between gap-x-3" data-testid="media-upload-item" data-status={item.status}>
      <span className="min-w-0 break-all">{item.name}</span>
      <span className={tone}>{item.status === 'refused' ? t(`cms:media.reason.${item.reason}`, item.params) : t(`cms:media.upload.status.${item.status}`)}</span>
    </li>
  );
}
