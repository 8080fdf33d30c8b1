import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, xsrfHeaders } from '../helpers/test-app';
import { TEST_DB_KIND } from '../helpers/test-db';

let t: Awaited<ReturnType<typeof createTestApp>>;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.request('/api/auth/sign-in', {
    method: 'POST',
    headers: { ...xsrfHeaders(), 'x-forwarded-for': '10.7.7.7' },
    body: JSON.stringify({ identifier: '61234567', password: 'member123' }),
  });
  const sid = /aloha\.sid=([^;]+)/.exec(res.headers.getSetCookie().join(';'))![1];
  const { 'content-type': _json, ...withSession } = xsrfHeaders(sid);
  headers = withSession;
});
afterAll(() => t?.close());

describe(`avatar upload on ${TEST_DB_KIND}`, () => {
  it('re-encodes a photo as a 512 px WebP without its EXIF and GPS data, served with nosniff', async () => {
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3a7' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'SecretCam', Artist: 'Someone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '22/1 16/1 0/1' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const res = await t.request('/api/user/avatar', { method: 'POST', headers: { ...headers, 'content-type': 'image/jpeg' }, body: photo });
    expect(res.status).toBe(200);
    const url: string = (await res.json()).updateUser.member.avatar;
    expect(url).toMatch(/^\/uploads\/avatars\/[A-Za-z0-9_-]+\.webp$/);
    const file = await t.request(url);
    expect(file.status).toBe(200);
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = Buffer.from(await file.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('SecretCam'))).toBe(false);
  });

  it('judges by content: a script named like an image is refused and nothing changes', async () => {
    const before = (await (await t.request('/api/user/me', { headers })).json()).user.member.avatar;
    const res = await t.request('/api/user/avatar', { method: 'POST', headers: { ...headers, 'content-type': 'image/png' }, body: '<script>alert(1)</script>' });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('error.upload.unsupported');
    expect((await (await t.request('/api/user/me', { headers })).json()).user.member.avatar).toBe(before);
  });

  it('refuses an oversized upload with 413', async () => {
    const res = await t.request('/api/user/avatar', { method: 'POST', headers: { ...headers, 'content-type': 'image/jpeg' }, body: Buffer.alloc(9 * 1024 * 1024, 1) });
    expect(res.status).toBe(413);
    expect((await res.json()).message).toBe('error.upload.tooLarge');
  });

  it('serves nothing outside the uploads folder', async () => {
    expect((await t.request('/uploads/../../etc/passwd')).status).toBe(404);
    expect((await t.request('/uploads/avatars/missing.webp')).status).toBe(404);
  });
});
