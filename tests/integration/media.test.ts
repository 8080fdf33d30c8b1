import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationLog, role } from '../../server/db/schema/accounts';
import { blogPost, siteSetting } from '../../server/db/schema/content';
import { ensureStaffAccount } from '../../server/db/seed/seed-accounts';
import { apiBrowser, signedIn, type ApiBrowser } from '../helpers/api-browser';
import { createTestApp } from '../helpers/test-app';
import { TEST_DB_KIND } from '../helpers/test-db';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: ApiBrowser;
let viewer: ApiBrowser;

/** Uploads bytes as a browser would (raw body, the file name in ?name=). */
async function upload(who: ApiBrowser, bytes: Buffer | string, name = 'photo.jpg', type = 'image/jpeg') {
  const { 'content-type': _json, ...headers } = { ...who.headers(), 'content-type': '' };
  const res = await t.request(`/api/manage/media?name=${encodeURIComponent(name)}`, { method: 'POST', headers: { ...headers, 'content-type': type }, body: typeof bytes === 'string' ? bytes : new Uint8Array(bytes) });
  return { status: res.status, json: await res.json() };
}
/** A 4000 × 3000 camera photo (12 MP) with the camera's EXIF and a GPS position. */
const cameraPhoto = (w = 4000, h = 3000, colour = '#3a7') =>
  sharp({ create: { width: w, height: h, channels: 3, background: colour } })
    .jpeg()
    .withExif({ IFD0: { Make: 'SecretCam', Artist: 'Someone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '22/1 16/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '114/1 9/1 0/1' } })
    .toBuffer();

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(role).values({ code: 'ALBUM_READER', name: { 'zh-HK': '圖庫檢視', 'zh-CN': '图库查看', en: 'Album reader' }, permissions: ['ALBUM_VIEW'] });
  await ensureStaffAccount(t.database.db, { account: 'albumreader', password: 'Aloha#Reader2026', roles: ['ALBUM_READER'] });
  [admin, viewer] = await Promise.all([signedIn(t, 'admin'), signedIn(t, { account: 'albumreader', password: 'Aloha#Reader2026' })]);
});
afterAll(() => t?.close());

describe(`album library on ${TEST_DB_KIND}`, () => {
  it('stores a 12 MP photo without EXIF or GPS, with WebP and AVIF copies per width, served for a year', async () => {
    const photo = await cameraPhoto();
    expect((await sharp(photo).metadata()).exif?.includes(Buffer.from('SecretCam'))).toBe(true);
    const res = await upload(admin, photo, 'Reception.JPG');
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const img = res.json.image;
    expect(res.json.duplicate).toBe(false);
    expect(img).toMatchObject({ fileName: 'Reception.JPG', format: 'jpeg', width: 4000, height: 3000 });
    expect(img.path).toMatch(/^\/uploads\/media\/[A-Za-z0-9_-]+\.jpg$/);
    expect(img.variants.map((v: { width: number; format: string }) => `${v.format}:${v.width}`).sort()).toEqual(['avif:1600', 'avif:480', 'avif:960', 'webp:1600', 'webp:480', 'webp:960']);

    const original = await t.request(img.path);
    expect(original.status).toBe(200);
    expect(original.headers.get('cache-control')).toContain('immutable');
    const stored = Buffer.from(await original.arrayBuffer());
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('SecretCam'))).toBe(false);
    for (const v of img.variants) {
      const r = await t.request(v.path);
      expect(r.status, v.path).toBe(200);
      const m = await sharp(Buffer.from(await r.arrayBuffer())).metadata();
      expect(m.width).toBe(v.width);
      expect(m.format === 'heif' ? 'avif' : m.format).toBe(v.format);
    }
    const [logged] = await t.database.db.select().from(operationLog).where(eq(operationLog.resource, 'ALBUM'));
    expect(logged).toMatchObject({ action: 'CREATE', resourceId: String(img.id) });
  });

  it('keeps one copy of the same content, whatever the file name', async () => {
    const photo = await cameraPhoto(800, 600, '#123456');
    const first = await upload(admin, photo, 'a.jpg');
    const again = await upload(admin, photo, 'copy of a.jpg');
    expect(again.json).toMatchObject({ duplicate: true, image: { id: first.json.image.id, fileName: 'a.jpg' } });
    // A small image has no copy wider than itself.
    expect(first.json.image.variants.map((v: { width: number }) => v.width).sort((a: number, b: number) => a - b)).toEqual([480, 480, 800, 800]);
  });

  it('refuses what is not an accepted image by its content, too many pixels and too many bytes, and stores nothing', async () => {
    const before = (await admin.call('GET', '/api/manage/media?pageSize=100')).json.pagination.page.total;
    const svg = await upload(admin, '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><circle r="5"/></svg>', 'logo.svg', 'image/svg+xml');
    expect(svg.status).toBe(400);
    expect(svg.json).toMatchObject({ code: 'UPLOAD_UNSUPPORTED', data: { reason: 'format' } });
    const html = await upload(admin, '<html><script>alert(1)</script></html>', 'photo.jpg', 'image/jpeg');
    expect(html.json).toMatchObject({ code: 'UPLOAD_UNSUPPORTED', data: { reason: 'format' } });
    // A small PNG that would decode to 50 000 × 1 000 pixels.
    const bomb = await sharp({ create: { width: 50_000, height: 1_000, channels: 3, background: '#000' } }).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(1_000_000);
    expect((await upload(admin, bomb, 'bomb.png', 'image/png')).json).toMatchObject({ code: 'UPLOAD_UNSUPPORTED', data: { reason: 'pixels' } });
    expect((await upload(admin, Buffer.alloc(21 * 1024 * 1024, 1), 'huge.jpg')).status).toBe(413);
    expect((await admin.call('GET', '/api/manage/media?pageSize=100')).json.pagination.page.total).toBe(before);
  });

  it('an image in use says where and stays; unused, it goes with its files', async () => {
    const { image } = (await upload(admin, await cameraPhoto(1000, 600, '#654321'), 'share.png')).json;
    await t.database.db.update(siteSetting).set({ shareImage: image.variants[0].path });
    const refused = await admin.call('DELETE', `/api/manage/media/${image.id}`);
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ code: 'MEDIA_IN_USE', data: { uses: [{ what: 'siteSettings' }] } });
    expect((await t.request(image.path)).status).toBe(200);
    await t.database.db.update(siteSetting).set({ shareImage: '/images/share.png' });
    expect((await admin.call('DELETE', `/api/manage/media/${image.id}`)).status).toBe(200);
    expect((await t.request(image.path)).status).toBe(404);
    expect((await t.request(image.variants[0].path)).status).toBe(404);
  });

  it('an image inside a blog post’s body is in use too', async () => {
    const { image } = (await upload(admin, await cameraPhoto(800, 450, '#123456'), 'inline.jpg')).json;
    const [post] = await t.database.db.select().from(blogPost).where(eq(blogPost.slug, 'runners-knee-guide'));
    await t.database.db.update(blogPost).set({ content: { ...post!.content, en: `${post!.content.en}<p><img src="${image.variants[1].path}" alt="" loading="lazy" /></p>` } }).where(eq(blogPost.id, post!.id));
    const refused = await admin.call('DELETE', `/api/manage/media/${image.id}`);
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ code: 'MEDIA_IN_USE', data: { uses: [{ what: 'blog', name: post!.title.en }] } });
    await t.database.db.update(blogPost).set({ content: post!.content }).where(eq(blogPost.id, post!.id));
    expect((await admin.call('DELETE', `/api/manage/media/${image.id}`)).status).toBe(200);
  });

  it('alt text in three languages and the focal point are kept; markup in them is text', async () => {
    const { image } = (await upload(admin, await cameraPhoto(640, 480, '#abcdef'), 'room.jpg')).json;
    const alt = { 'zh-HK': '治療室', 'zh-CN': '治疗室', en: 'Treatment room <img src=x onerror=alert(1)>' };
    const res = await admin.call('PUT', `/api/manage/media/${image.id}`, { alt, focal: { x: 0.3, y: 0.7 } });
    expect(res.json.image).toMatchObject({ alt, focal: { x: expect.closeTo(0.3, 5), y: expect.closeTo(0.7, 5) } });
    expect((await admin.call('PUT', `/api/manage/media/${image.id}`, { alt, focal: { x: 2, y: 0 } })).status).toBe(400);
    const found = (await admin.call('GET', `/api/manage/media?q=${encodeURIComponent('治療室')}`)).json.rows;
    expect(found.map((r: { id: number }) => r.id)).toEqual([image.id]);
  });

  it('anonymous 401, a member and staff without ALBUM_* 403, ALBUM_VIEW reads only', async () => {
    const anonymous = apiBrowser(t);
    const [member, staff] = await Promise.all([signedIn(t, 'member'), signedIn(t, 'staff')]);
    const photo = await cameraPhoto(300, 200, '#010203');
    for (const who of [anonymous, member, staff]) {
      const expected = who === anonymous ? 401 : 403;
      expect((await who.call('GET', '/api/manage/media')).status).toBe(expected);
      expect((await upload(who, photo)).status).toBe(expected);
      expect((await who.call('PUT', '/api/manage/media/1', { alt: { 'zh-HK': '', 'zh-CN': '', en: '' } })).status).toBe(expected);
      expect((await who.call('DELETE', '/api/manage/media/1')).status).toBe(expected);
    }
    expect((await viewer.call('GET', '/api/manage/media')).status).toBe(200);
    expect((await upload(viewer, photo)).status).toBe(403);
    expect((await viewer.call('DELETE', '/api/manage/media/1')).status).toBe(403);
  });
});
