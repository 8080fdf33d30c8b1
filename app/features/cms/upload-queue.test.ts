import { describe, expect, it } from 'vitest';
import { MEDIA_BATCH_MAX, MEDIA_MAX_BYTES } from '../../../common/media.schema';
import { nextUpload, queueReducer, refusalOf } from './upload-queue';

describe('the library upload queue', () => {
  it('queues what may go, refuses too big, empty and over-the-batch files before sending, and sends one at a time', () => {
    const files = [{ name: 'a.jpg', size: 10 }, { name: 'b.jpg', size: MEDIA_MAX_BYTES + 1 }, { name: 'c.jpg', size: 0 }, ...Array.from({ length: MEDIA_BATCH_MAX }, (_, i) => ({ name: `x${i}.jpg`, size: 5 }))];
    let q = queueReducer([], { type: 'add', files, firstKey: 1 });
    expect(q.filter((x) => x.status === 'waiting')).toHaveLength(MEDIA_BATCH_MAX - 2);
    expect(q.find((x) => x.name === 'b.jpg')).toMatchObject({ status: 'refused', reason: 'tooLarge' });
    expect(q.find((x) => x.name === 'c.jpg')).toMatchObject({ status: 'refused', reason: 'empty' });
    expect(q.filter((x) => x.reason === 'batch')).toHaveLength(3);
    expect(nextUpload(q)?.name).toBe('a.jpg');
    q = queueReducer(q, { type: 'start', key: 1 });
    expect(nextUpload(q)).toBeUndefined();
    q = queueReducer(q, { type: 'done', key: 1, duplicate: true });
    expect(q[0]!.status).toBe('duplicate');
    expect(nextUpload(q)?.name).toBe('x0.jpg');
    expect(queueReducer(q, { type: 'clear' }).every((x) => x.status === 'waiting')).toBe(true);
  });

  it('names the server’s reason', () => {
    expect(refusalOf(400, { code: 'UPLOAD_UNSUPPORTED', data: { reason: 'pixels' } }).reason).toBe('pixels');
    expect(refusalOf(400, { code: 'UPLOAD_UNSUPPORTED', data: { reason: 'format' } }).reason).toBe('format');
    expect(refusalOf(413, null).reason).toBe('tooLarge');
    expect(refusalOf(undefined, null).reason).toBe('network');
    expect(refusalOf(500, null).reason).toBe('failed');
  });
});
