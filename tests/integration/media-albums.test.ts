import { and, eq, like } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationLog, role } from '../../server/db/schema/accounts';
import { media } from '../../server/db/schema/content';
import { ensureStaffAccount } from '../../server/db/seed/seed-accounts';
import { apiBrowser, eventually, signedIn, type ApiBrowser } from '../helpers/api-browser';
import { createTestApp } from '../helpers/test-app';
import { TEST_DB_KIND } from '../helpers/test-db';
import { L } from '../helpers/localized';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: ApiBrowser;
let viewer: ApiBrowser;
let editor: ApiBrowser;

/** A photo of one colour, uploaded as a browser would. */
async function uploadPhoto(who: ApiBrowser, w: number, h: number, colour: string, name = `${colour.slice(1)}.png`) {
  const bytes = await sharp({ create: { width: w, height: h, channels: 3, background: colour } }).png().toBuffer();
  const { 'content-type': _json, ...headers } = { ...who.headers(), 'content-type': '' };
  const res = await t.request(`/api/manage/media?name=${encodeURIComponent(name)}`, { method: 'POST', headers: { ...headers, 'content-type': 'image/png' }, body: new Uint8Array(bytes) });
  const json = await res.json();
  expect(res.status, JSON.stringify(json)).toBe(200);
  return json.image as { id: number; path: string; width: number; height: number; variants: { path: string; width: number; height: number; format: string }[] };
}
const ids = (rows: { id: number }[]) => rows.map((r) => r.id).sort((a, b) => a - b);
const logOf = (resourceId: string) => t.database.db.select().from(operationLog).where(and(eq(operationLog.resource, 'ALBUM'), eq(operationLog.resourceId, resourceId))).orderBy(operationLog.id);

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(role).values([
    { code: 'ALBUM_READER', name: L('圖庫檢視', '图库查看', 'Album reader'), permissions: ['ALBUM_VIEW'] },
    { code: 'ALBUM_EDITOR', name: L('圖庫編輯', '图库编辑', 'Album editor'), permissions: ['ALBUM_VIEW', 'ALBUM_EDIT'] },
  ]);
  await ensureStaffAccount(t.database.db, { account: 'albumreader', password: 'Aloha#Reader2026', roles: ['ALBUM_READER'] });
  await ensureStaffAccount(t.database.db, { account: 'albumeditor', password: 'Aloha#Editor2026', roles: ['ALBUM_EDITOR'] });
  [admin, viewer, editor] = await Promise.all([
    signedIn(t, 'admin'),
    signedIn(t, { account: 'albumreader', password: 'Aloha#Reader2026' }),
    signedIn(t, { account: 'albumeditor', password: 'Aloha#Editor2026' }),
  ]);
});
afterAll(() => t?.close());

describe(`albums on ${TEST_DB_KIND}`, () => {
  it('groups images in named albums: an image in several, the library filtered by album, removing and deleting keep the images', async () => {
    const [a, b, c] = [await uploadPhoto(admin, 300, 200, '#102030'), await uploadPhoto(admin, 300, 200, '#203040'), await uploadPhoto(admin, 300, 200, '#304050')];
    const clinic = (await admin.call('POST', '/api/manage/albums', { name: L('診所', '诊所', 'Clinic') })).json.album;
    const team = (await admin.call('POST', '/api/manage/albums', { name: L('團隊', '团队', 'Team') })).json.album;
    expect(clinic).toMatchObject({ name: L('診所', '诊所', 'Clinic'), count: 0 });

    expect((await admin.call('POST', `/api/manage/albums/${clinic.id}/images`, { mediaIds: [a.id, b.id] })).json.album.count).toBe(2);
    // Adding again changes nothing; b is in two albums.
    expect((await admin.call('POST', `/api/manage/albums/${clinic.id}/images`, { mediaIds: [b.id] })).json.album.count).toBe(2);
    expect((await admin.call('POST', `/api/manage/albums/${team.id}/images`, { mediaIds: [b.id, c.id] })).json.album.count).toBe(2);

    const inClinic = (await admin.call('GET', `/api/manage/media?album=${clinic.id}`)).json.rows;
    expect(ids(inClinic)).toEqual(ids([a, b]));
    expect(inClinic.find((r: { id: number }) => r.id === b.id).albumIds).toEqual([clinic.id, team.id]);
    expect(ids((await admin.call('GET', `/api/manage/media?album=${team.id}`)).json.rows)).toEqual(ids([b, c]));
    expect((await admin.call('GET', '/api/manage/albums')).json.albums.map((x: { name: { en: string }; count: number }) => `${x.name.en}:${x.count}`)).toEqual(['Clinic:2', 'Team:2']);

    // Taking b out of Clinic leaves it in the library and in Team.
    expect((await admin.call('POST', `/api/manage/albums/${clinic.id}/images/remove`, { mediaIds: [b.id] })).json.album.count).toBe(1);
    expect(ids((await admin.call('GET', `/api/manage/media?album=${team.id}`)).json.rows)).toEqual(ids([b, c]));

    // Renamed, then deleted: every image is still in the library.
    expect((await admin.call('PUT', `/api/manage/albums/${team.id}`, { name: L('醫療團隊', '医疗团队', 'Care team') })).json.album.name.en).toBe('Care team');
    expect((await admin.call('DELETE', `/api/manage/albums/${team.id}`)).status).toBe(200);
    expect((await admin.call('GET', `/api/manage/albums`)).json.albums.map((x: { id: number }) => x.id)).toEqual([clinic.id]);
    for (const img of [a, b, c]) expect((await t.database.db.select({ id: media.id }).from(media).where(eq(media.id, img.id))).length).toBe(1);
    expect((await t.request(b.path)).status).toBe(200);
    // A deleted image leaves its albums.
    expect((await admin.call('DELETE', `/api/manage/media/${a.id}`)).status).toBe(200);
    expect((await admin.call('GET', `/api/manage/albums`)).json.albums[0].count).toBe(0);

    // The log has each step with before and after (the images held).
    const log = await logOf(`album-${team.id}`);
    expect(log.map((r) => r.action)).toEqual(['CREATE', 'UPDATE', 'UPDATE', 'DELETE']);
    expect(log[1]).toMatchObject({ before: { mediaIds: [] }, after: { mediaIds: ids([b, c]) } });
    expect(log[2]).toMatchObject({ before: { name: { en: 'Team' } }, after: { name: { en: 'Care team' } } });
    expect(log[3]).toMatchObject({ before: { mediaIds: ids([b, c]) }, after: null });
  });

  it('refuses an empty or half-named album, unknown images and unknown albums, naming the field and changing nothing', async () => {
    const bad = await admin.call('POST', '/api/manage/albums', { name: L('', '诊所', 'x'.repeat(81)) });
    expect(bad.status).toBe(400);
    expect(bad.json.data.fields.map((f: { field: string; message: string }) => `${f.field} ${f.message}`).sort()).toEqual(['name.en cms:form.invalid', 'name.zh-HK cms:form.required']);
    const album = (await admin.call('POST', '/api/manage/albums', { name: L('空', '空', 'Empty') })).json.album;
    const img = await uploadPhoto(admin, 200, 200, '#405060');
    const unknown = await admin.call('POST', `/api/manage/albums/${album.id}/images`, { mediaIds: [img.id, 999_999] });
    expect(unknown.status).toBe(400);
    expect(unknown.json.data.fields).toEqual([{ field: 'mediaIds', message: 'cms:media.album.unknownImage' }]);
    expect((await admin.call('POST', `/api/manage/albums/${album.id}/images`, { mediaIds: [] })).json.data.fields).toEqual([{ field: 'mediaIds', message: 'cms:media.album.noneChosen' }]);
    expect((await admin.call('GET', `/api/manage/media?album=${album.id}`)).json.rows).toEqual([]);
    expect((await admin.call('POST', '/api/manage/albums/999999/images', { mediaIds: [img.id] })).status).toBe(404);
    expect((await admin.call('PUT', '/api/manage/albums/999999', { name: L('a', 'a', 'a') })).status).toBe(404);
    expect((await admin.call('DELETE', '/api/manage/albums/999999')).status).toBe(404);
    // Markup in a name is kept as text.
    const named = (await admin.call('PUT', `/api/manage/albums/${album.id}`, { name: L('<b>x</b>', 'y', '<img src=x onerror=alert(1)>') })).json.album;
    expect(named.name.en).toBe('<img src=x onerror=alert(1)>');
  });

  it('anonymous 401, a member and staff without ALBUM_* 403, ALBUM_VIEW reads only, ALBUM_EDIT cannot delete albums', async () => {
    const anonymous = apiBrowser(t);
    const [member, staff] = await Promise.all([signedIn(t, 'member'), signedIn(t, 'staff')]);
    const album = (await admin.call('POST', '/api/manage/albums', { name: L('權限', '权限', 'Rights') })).json.album;
    const img = await uploadPhoto(admin, 320, 180, '#506070');
    const calls = (who: ApiBrowser) => ({
      list: () => who.call('GET', '/api/manage/albums'),
      create: () => who.call('POST', '/api/manage/albums', { name: L('新', '新', 'New') }),
      rename: () => who.call('PUT', `/api/manage/albums/${album.id}`, { name: L('改', '改', 'Renamed') }),
      add: () => who.call('POST', `/api/manage/albums/${album.id}/images`, { mediaIds: [img.id] }),
      remove: () => who.call('POST', `/api/manage/albums/${album.id}/images/remove`, { mediaIds: [img.id] }),
      crop: () => who.call('POST', `/api/manage/media/${img.id}/crop`, { aspect: '1:1', area: { x: 0, y: 0, width: 50, height: 100 } }),
      remove_album: () => who.call('DELETE', `/api/manage/albums/${album.id}`),
    });
    for (const who of [anonymous, member, staff]) {
      for (const [name, call] of Object.entries(calls(who))) expect((await call()).status, name).toBe(who === anonymous ? 401 : 403);
    }
    const v = calls(viewer);
    expect((await v.list()).status).toBe(200);
    for (const name of ['create', 'rename', 'add', 'remove', 'crop', 'remove_album'] as const) expect((await v[name]()).status, name).toBe(403);
    const e = calls(editor);
    for (const name of ['create', 'rename', 'add', 'remove', 'crop'] as const) expect((await e[name]()).status, name).toBe(200);
    expect((await e.remove_album()).status).toBe(403);
    expect((await calls(admin).remove_album()).status).toBe(200);
  });
});

describe(`crops and the 16:9 event banner on ${TEST_DB_KIND}`, () => {
  const talk = (slug: string, banner: string) => ({
    slug, title: L('講座', '讲座', 'Talk'), desc: L('內容', '内容', 'About'), banner, seatMax: 0, feeCents: 0,
    startDate: 20300101, startTime: 1000, endDate: 20300101, endTime: 1200, openDate: 20291201, openTime: 900, closeDate: 20291231, closeTime: 2359,
  });

  it('cuts a 16:9 area from a 4:3 photo into a new library image with the same copies, once; the banner takes it', async () => {
    // Left half red, right half blue: the crop keeps what was asked for.
    const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#ff0000' } })
      .composite([{ input: await sharp({ create: { width: 600, height: 900, channels: 3, background: '#0000ff' } }).png().toBuffer(), left: 600, top: 0 }])
      .jpeg({ quality: 95 })
      .toBuffer();
    const { 'content-type': _json, ...headers } = { ...admin.headers(), 'content-type': '' };
    const up = await (await t.request('/api/manage/media?name=desk.jpg', { method: 'POST', headers: { ...headers, 'content-type': 'image/jpeg' }, body: new Uint8Array(photo) })).json();
    const source = up.image;

    // The 4:3 photo itself is refused as a banner, with the field named and nothing saved.
    const refused = await admin.call('POST', '/api/manage/events', talk('ratio-refused', source.variants.find((v: { format: string; width: number }) => v.format === 'webp' && v.width === 960).path));
    expect(refused.status).toBe(400);
    expect(refused.json.data.fields).toEqual([{ field: 'banner', message: 'cms:media.banner.ratio' }]);
    expect((await admin.call('GET', '/api/manage/events?q=ratio-refused')).json.rows).toEqual([]);

    // The right 40 % of the width, from the top: 480 × 270 px of blue (asked a little too tall: the height follows the width).
    const cut = await admin.call('POST', `/api/manage/media/${source.id}/crop`, { aspect: '16:9', area: { x: 60, y: 10, width: 40, height: 50 } });
    expect(cut.status, JSON.stringify(cut.json)).toBe(200);
    const crop = cut.json.image;
    expect(cut.json.duplicate).toBe(false);
    expect(crop).toMatchObject({ width: 480, height: 270, cropOf: source.id, format: 'jpeg', fileName: 'desk-16x9' });
    expect(crop.variants.map((v: { format: string; width: number }) => `${v.format}:${v.width}`).sort()).toEqual(['avif:480', 'webp:480']);
    const stored = await sharp(Buffer.from(await (await t.request(crop.path)).arrayBuffer())).raw().toBuffer({ resolveWithObject: true });
    expect(stored.info).toMatchObject({ width: 480, height: 270 });
    // Every pixel is blue (JPEG blurs a little).
    for (let i = 0; i < stored.data.length; i += 3 * 97) expect(stored.data[i + 2]! - stored.data[i]!, `pixel ${i / 3}`).toBeGreaterThan(200);

    // The same cut again is the same image; the whole of an image already 16:9 is itself.
    expect((await admin.call('POST', `/api/manage/media/${source.id}/crop`, { aspect: '16:9', area: { x: 60, y: 10, width: 40, height: 50 } })).json).toMatchObject({ duplicate: true, image: { id: crop.id } });
    expect((await admin.call('POST', `/api/manage/media/${crop.id}/crop`, { aspect: '16:9', area: { x: 0, y: 0, width: 100, height: 100 } })).json).toMatchObject({ duplicate: true, image: { id: crop.id } });

    // The crop is a banner; logged like an upload.
    const webp = crop.variants.find((v: { format: string }) => v.format === 'webp').path;
    const saved = await admin.call('POST', '/api/manage/events', talk('ratio-ok', webp));
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect(saved.json.event.banner).toBe(webp);
    const [created] = await t.database.db.select().from(operationLog).where(and(eq(operationLog.resource, 'ALBUM'), eq(operationLog.resourceId, String(crop.id))));
    expect(created).toMatchObject({ action: 'CREATE', after: { cropOf: source.id } });
  });

  it('a banner that is not an image of the library or the site, or not 16:9 within 1 %, is refused; 16:9 within 1 % passes', async () => {
    const missing = await admin.call('POST', '/api/manage/events', talk('ratio-missing', '/uploads/media/nothing-here.webp'));
    expect(missing.json.data.fields).toEqual([{ field: 'banner', message: 'cms:media.banner.missing' }]);
    expect((await admin.call('POST', '/api/manage/events', talk('ratio-site', '/images/share.png'))).json.data.fields).toEqual([{ field: 'banner', message: 'cms:media.banner.ratio' }]);
    // 1600 × 909 is 0.9 % off 16:9; 1600 × 880 is 3 % off.
    const near = await uploadPhoto(admin, 1600, 909, '#607080');
    const far = await uploadPhoto(admin, 1600, 880, '#708090');
    expect((await admin.call('POST', '/api/manage/events', talk('ratio-near', near.path))).status).toBe(200);
    expect((await admin.call('POST', '/api/manage/events', talk('ratio-far', far.path))).json.data.fields).toEqual([{ field: 'banner', message: 'cms:media.banner.ratio' }]);
    // The seed's demo banners pass the same rule (seeded through it).
    expect((await admin.call('POST', '/api/manage/events', talk('ratio-demo', '/images/events/tst-open-day-sep-2026.svg'))).status).toBe(200);
  });

  it('refuses crops outside the image, of an unknown aspect or too small, and of an unknown image', async () => {
    const img = await uploadPhoto(admin, 400, 300, '#8090a0');
    const crop = (body: unknown, id = img.id) => admin.call('POST', `/api/manage/media/${id}/crop`, body);
    expect((await crop({ aspect: '4:3', area: { x: 0, y: 0, width: 50, height: 50 } })).json.data.fields[0].field).toBe('aspect');
    expect((await crop({ aspect: '16:9', area: { x: 80, y: 0, width: 50, height: 50 } })).json.data.fields[0]).toEqual({ field: 'area', message: 'cms:form.invalid' });
    expect((await crop({ aspect: '16:9', area: { x: 0, y: 0, width: 1, height: 1 } })).json.data.fields[0]).toEqual({ field: 'area', message: 'cms:media.crop.tooSmall' });
    expect((await crop({ aspect: '16:9', area: { x: 0, y: 0, width: 50, height: 50 } }, 999_999)).status).toBe(404);
    expect((await t.database.db.select({ id: media.id }).from(media).where(like(media.fileName, '8090a0-%'))).length).toBe(0);
  });
});

describe(`responsive library images on public pages on ${TEST_DB_KIND}`, () => {
  it('an event banner from the library is a <picture> with AVIF and WebP srcsets of its copies, sizes, and its focal point; a site image stays a plain <img>', async () => {
    const img = await uploadPhoto(admin, 2000, 1125, '#0a7f5a', 'banner-2000.png');
    const webp1600 = img.variants.find((v) => v.format === 'webp' && v.width === 1600)!.path;
    const body = {
      slug: 'responsive-banner', title: L('橫額', '横幅', 'Responsive banner'), desc: L('內容', '内容', 'About'), banner: webp1600, seatMax: 0, feeCents: 0,
      startDate: 20300301, startTime: 1000, endDate: 20300301, endTime: 1200, openDate: 20300201, openTime: 900, closeDate: 20300228, closeTime: 2359,
    };
    expect((await admin.call('POST', '/api/manage/events', body)).status).toBe(200);
    const path = (w: number, f: string) => img.variants.find((v) => v.format === f && v.width === w)!.path;
    const page = async (p: string) => (await t.request(p)).text();

    const html = await page('/en/events/responsive-banner');
    expect(html).toContain(`<source type="image/avif" srcSet="${path(480, 'avif')} 480w, ${path(960, 'avif')} 960w, ${path(1600, 'avif')} 1600w" sizes="(min-width: 768px) 45rem, 100vw"/>`);
    expect(html).toContain(`<source type="image/webp" srcSet="${path(480, 'webp')} 480w, ${path(960, 'webp')} 960w, ${path(1600, 'webp')} 1600w"`);
    expect(html).toMatch(new RegExp(`<img src="${webp1600}" alt="" width="1280" height="720" loading="eager" fetchPriority="high"[^>]*style="object-position:50% 50%"`));
    // The list shows it lazily, the 480 px copy for phones.
    expect(await page('/en/events')).toMatch(new RegExp(`srcSet="${path(480, 'avif')} 480w[^"]*" sizes="\\(min-width: 1024px\\) 26rem`));

    // A new focal point reaches the pages.
    expect((await admin.call('PUT', `/api/manage/media/${img.id}`, { alt: L('', '', ''), focal: { x: 0.25, y: 0.8 } })).status).toBe(200);
    expect(await eventually(async () => (await page('/en/events/responsive-banner')).includes('object-position:25% 80%'))).toBe(true);

    // The demo's site images (SVG) are plain images.
    const home = await page('/en');
    expect(home).toMatch(/<img src="\/images\/services\/[a-z-]+\.svg" alt="" width="640" height="360" loading="lazy"/);
  });
});
