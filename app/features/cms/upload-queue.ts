import { MEDIA_BATCH_MAX, MEDIA_MAX_BYTES } from '../../../common/media.schema';

/**
 * The library's upload queue (pure, unit-tested): files dropped or chosen wait, go one at a time,
 * and end as added, already in the library, or refused with the reason (a translation key of cms:media.reason.*).
 */
export type UploadStatus = 'waiting' | 'uploading' | 'added' | 'duplicate' | 'refused';
export interface UploadItem {
  key: number;
  name: string;
  size: number;
  status: UploadStatus;
  reason?: string;
  params?: Record<string, unknown>;
}
export type QueueAction =
  | { type: 'add'; files: readonly { name: string; size: number }[]; firstKey: number }
  | { type: 'start'; key: number }
  | { type: 'done'; key: number; duplicate: boolean }
  | { type: 'refused'; key: number; reason: string; params?: Record<string, unknown> }
  | { type: 'clear' };

/** A refusal decided before sending: too big. Over the batch limit, the rest are refused with it. */
export function queueReducer(items: readonly UploadItem[], a: QueueAction): UploadItem[] {
  switch (a.type) {
    case 'add':
      return [
        ...items,
        ...a.files.map((f, i): UploadItem => {
          const base = { key: a.firstKey + i, name: f.name, size: f.size };
          if (i >= MEDIA_BATCH_MAX) return { ...base, status: 'refused', reason: 'batch', params: { max: MEDIA_BATCH_MAX } };
          if (f.size > MEDIA_MAX_BYTES) return { ...base, status: 'refused', reason: 'tooLarge', params: { maxMb: MEDIA_MAX_BYTES / 1024 / 1024 } };
          if (f.size === 0) return { ...base, status: 'refused', reason: 'empty' };
          return { ...base, status: 'waiting' };
        }),
      ];
    case 'start':
      return items.map((x) => (x.key === a.key ? { ...x, status: 'uploading' } : x));
    case 'done':
      return items.map((x) => (x.key === a.key ? { ...x, status: a.duplicate ? 'duplicate' : 'added' } : x));
    case 'refused':
      return items.map((x) => (x.key === a.key ? { ...x, status: 'refused', reason: a.reason, params: a.params } : x));
    case 'clear':
      return items.filter((x) => x.status === 'waiting' || x.status === 'uploading');
  }
}

/** The next file to send, if none is on its way. */
export function nextUpload(items: readonly UploadItem[]): UploadItem | undefined {
  return items.some((x) => x.status === 'uploading') ? undefined : items.find((x) => x.status === 'waiting');
}

/** The reason key of a refused upload from the server's answer (spec §8 code and its data). */
export function refusalOf(status: number | undefined, body: { code?: string; data?: Record<string, unknown> } | null): { reason: string; params?: Record<string, unknown> } {
  if (status === 413) return { reason: 'tooLarge', params: { maxMb: MEDIA_MAX_BYTES / 1024 / 1024 } };
  if (body?.code === 'UPLOAD_UNSUPPORTED') {
    const r = body.data?.reason;
    return { reason: r === 'pixels' ? 'pixels' : r === 'decode' ? 'decode' : 'format', params: { maxMp: 40 } };
  }
  return { reason: status === undefined ? 'network' : 'failed' };
}
