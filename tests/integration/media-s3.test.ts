import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AwsClient } from 'aws4fetch';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3ConfigFromEnv } from '../../server/integrations/storage/s3-file-store';
import { fileStoreFromEnv } from '../../server/integrations/storage/store-from-env';
import { signedIn, type ApiBrowser } from '../helpers/api-browser';
import { createTestApp } from '../helpers/test-app';
import { TEST_DB_KIND } from '../helpers/test-db';

// The album library on S3-compatible storage (S3_* variables, README "Configuration"), for real:
// an s3rver on a free port with a temporary directory, requests signed with AWS Signature V4.
let s3: S3rver;
let endpoint = '';
let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: ApiBrowser;
const BUCKET = 'aloha-media';
const env = () => ({ S3_ENDPOINT: endpoint, S3_BUCKET: BUCKET, S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' });
/** Reads the bucket directly, as another app instance would. */
const bucket = () => new AwsClient({ accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', region: 'us-east-1', service: 's3', retries: 0 });
const objectStatus = async (publicPath: string) => (await bucket().fetch(`${endpoint}/${BUCKET}/${publicPath.replace(/^\/uploads\//, '')}`)).status;

async function upload(bytes: Buffer, name: string) {
  const { 'content-type': _json, ...headers } = { ...admin.headers(), 'content-type': '' };
  const res = await t.request(`/api/manage/media?name=${name}`, { method: 'POST', headers: { ...headers, 'content-type': 'image/jpeg' }, body: new Uint8Array(bytes) });
  return { status: res.status, json: await res.json() };
}

beforeAll(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aloha-s3rver-'));
  s3 = new S3rver({ address: '127.0.0.1', port: 0, directory: dir, silent: true, configureBuckets: [{ name: BUCKET }] });
  const { port } = await s3.run();
  endpoint = `http://127.0.0.1:${port}`;
  t = await createTestApp({}, { files: fileStoreFromEnv(env(), fs.mkdtempSync(path.join(os.tmpdir(), 'aloha-unused-'))) });
  admin = await signedIn(t, 'admin');
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

describe(`the album library in an S3-compatible bucket on ${TEST_DB_KIND}`, () => {
  it('an upload stores the original and every copy in the bucket, served through the app for a year, cropped from the bucket, and deleted from it', async () => {
    const photo = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#2a6' } }).jpeg().toBuffer();
    const res = await upload(photo, 'bucket.jpg');
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const img = res.json.image;
    expect(img.variants).toHaveLength(6);
    // In the bucket, not on disk.
    for (const p of [img.path, ...img.variants.map((v: { path: string }) => v.path)]) expect(await objectStatus(p), p).toBe(200);

    const avif = img.variants.find((v: { format: string; width: number }) => v.format === 'avif' && v.width === 960);
    const served = await t.request(avif.path);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/avif');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.length).toBe(avif.bytes);
    expect((await sharp(bytes).metadata()).width).toBe(960);
    // A browser's revalidation is answered by the bucket's validators.
    const etag = served.headers.get('etag');
    expect(etag).toBeTruthy();
    expect((await t.request(avif.path, { headers: { 'if-none-match': etag! } })).status).toBe(304);
    expect((await t.request(avif.path, { method: 'HEAD' })).status).toBe(200);
    expect((await t.request('/uploads/media/not-there.webp')).status).toBe(404);

    // The cropper reads the original back from the bucket.
    const crop = await admin.call('POST', `/api/manage/media/${img.id}/crop`, { aspect: '16:9', area: { x: 0, y: 0, width: 100, height: 56.25 } });
    expect(crop.status, JSON.stringify(crop.json)).toBe(200);
    expect(crop.json.image).toMatchObject({ width: 2000, height: 1125, cropOf: img.id });
    expect(await objectStatus(crop.json.image.path)).toBe(200);

    // Deleted: gone from the bucket and from the site.
    for (const id of [crop.json.image.id, img.id]) expect((await admin.call('DELETE', `/api/manage/media/${id}`)).status).toBe(200);
    for (const p of [img.path, ...img.variants.map((v: { path: string }) => v.path), crop.json.image.path]) expect(await objectStatus(p), p).toBe(404);
    expect((await t.request(avif.path)).status).toBe(404);
  });

  it('with S3_PUBLIC_URL browsers are sent to the bucket’s public address', async () => {
    const direct = await createTestApp({}, { files: fileStoreFromEnv({ ...env(), S3_PUBLIC_URL: 'https://media.clinic.test/' }, os.tmpdir()), seedBooking: false });
    try {
      const res = await direct.request('/uploads/media/abcDEF123_-x.webp');
      expect(res.status).toBe(301);
      expect(res.headers.get('location')).toBe('https://media.clinic.test/media/abcDEF123_-x.webp');
      expect((await direct.request('/uploads/../secret.webp')).status).toBe(404);
    } finally {
      await direct.close();
    }
  });

  it('a half-configured bucket stops the start, naming what is missing; no S3_BUCKET means local disk', () => {
    expect(() => s3ConfigFromEnv({ S3_BUCKET: 'x', S3_ENDPOINT: 'https://s3.example.test' })).toThrow('S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are not');
    expect(() => s3ConfigFromEnv({ ...env(), S3_ENDPOINT: 'ftp://x' })).toThrow('S3_ENDPOINT must be an http(s) URL');
    expect(s3ConfigFromEnv({})).toBeNull();
    expect(fileStoreFromEnv({}, fs.mkdtempSync(path.join(os.tmpdir(), 'aloha-local-'))).root).toBeTruthy();
  });
});
