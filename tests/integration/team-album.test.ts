import { and, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEAM_ALBUM_PHOTOS_MAX } from '../../common/team.schema';
import { operationLog } from '../../server/db/schema/accounts';
import { eventually, signedIn, type ApiBrowser } from '../helpers/api-browser';
import { createTestApp } from '../helpers/test-app';
import { TEST_DB_KIND } from '../helpers/test-db';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: ApiBrowser;
const L = (zhHK: string, zhCN: string, en: string) => ({ 'zh-HK': zhHK, 'zh-CN': zhCN, en });
type Member = { id: number; slug: string; name: Record<string, string>; title: unknown; bio: unknown; qualifications: unknown[]; photo: string; albumId: number | null; sort: number; isShow: boolean };
type Image = { id: number; path: string };

const SLUG = 'dr-chan-ka-ming';
const PHOTOS = TEAM_ALBUM_PHOTOS_MAX + 2;
let photos: Image[] = [];
let albumId = 0;

/** A photo of one colour, uploaded as a browser would. */
async function upload(n: number): Promise<Image> {
  const bytes = await sharp({ create: { width: 520, height: 520, channels: 3, background: { r: 20 * n, g: 90, b: 140 } } }).png().toBuffer();
  const res = await t.request(`/api/manage/media?name=team-${n}.png`, { method: 'POST', headers: { ...admin.headers(), 'content-type': 'image/png' }, body: new Uint8Array(bytes) });
  const json = await res.json();
  expect(res.status, JSON.stringify(json)).toBe(200);
  return json.image as Image;
}
const member = async () => ((await admin.call('GET', '/api/manage/staff')).json.staff as Member[]).find((m) => m.slug === SLUG)!;
const profileOf = (m: Member, over: Record<string, unknown> = {}) => ({ slug: m.slug, name: m.name, title: m.title, bio: m.bio, qualifications: m.qualifications, photo: m.photo, albumId: m.albumId, sort: m.sort, isShow: m.isShow, ...over });
const save = async (over: Record<string, unknown>) => admin.call('PUT', `/api/manage/staff/${(await member()).id}`, profileOf(await member(), over));

/** The gallery under the profile on /team in a language: its heading and each picture's src, srcset and alt; null when none is shown. */
async function galleryOn(prefix: string) {
  const html = await (await t.request(`${prefix}/team`)).text();
  const start = html.indexOf(`id="${SLUG}"`);
  expect(start, 'the profile is on /team').toBeGreaterThan(-1);
  const next = html.indexOf('<li id="', start + 1);
  const profile = html.slice(start, next === -1 ? undefined : next);
  const at = profile.indexOf('data-testid="team-gallery"');
  if (at === -1) return null;
  const section = profile.slice(at, profile.indexOf('</section>', at));
  return {
    heading: /<h3[^>]*>([^<]*)<\/h3>/.exec(section)?.[1],
    images: [...section.matchAll(/<img [^>]*>/g)].map((m) => ({ src: /src="([^"]+)"/.exec(m[0])?.[1], alt: /alt="([^"]*)"/.exec(m[0])?.[1], focal: /object-position:([^";]+)/.exec(m[0])?.[1] })),
    srcsets: [...section.matchAll(/<source type="image\/(avif|webp)" srcSet="([^"]+)"/gi)].map((m) => m[2]!),
  };
}
const shows = async (prefix: string, count: number) => eventually(async () => ((await galleryOn(prefix))?.images.length ?? 0) === count);

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, 'admin');
  photos = [];
  for (let n = 1; n <= PHOTOS; n++) photos.push(await upload(n));
  // The first photo has alt text in English only and a focal point low on the left; the others have neither.
  await admin.call('PUT', `/api/manage/media/${photos[0]!.id}`, { alt: L('', '', 'Taping a knee'), focal: { x: 0.2, y: 0.8 } });
  albumId = (await admin.call('POST', '/api/manage/albums', { name: L('陳醫生', '陈医生', 'Dr Chan at work') })).json.album.id;
  expect((await admin.call('POST', `/api/manage/albums/${albumId}/images`, { mediaIds: photos.map((p) => p.id) })).json.album.count).toBe(PHOTOS);
}, 120_000);
afterAll(() => t?.close());

describe(`a team member's album on /team on ${TEST_DB_KIND}`, () => {
  it('refuses an album that does not exist on albumId (translated), changing nothing', async () => {
    const before = await member();
    const res = await save({ albumId: 999_999 });
    expect(res.status).toBe(400);
    expect(res.json.data.fields).toEqual([{ field: 'albumId', message: 'cms:team.albumUnknown' }]);
    const malformed = await save({ albumId: 'x' });
    expect(malformed.json.data.fields).toEqual([expect.objectContaining({ field: 'albumId', message: 'cms:form.invalid' })]);
    expect(await member()).toEqual(before);
    expect(await galleryOn('/en')).toBeNull();
  });

  it('an album chosen shows its newest 8 photos under the profile in each language, as responsive pictures with alt text; logged', async () => {
    const res = await save({ albumId });
    expect(res.status, res.text).toBe(200);
    expect(res.json.profile.albumId).toBe(albumId);
    expect((await member()).albumId).toBe(albumId);
    const log = (await t.database.db.select().from(operationLog).where(and(eq(operationLog.resource, 'STAFF'), eq(operationLog.resourceId, String(res.json.profile.id)))).orderBy(desc(operationLog.id)).limit(1))[0]!;
    expect(log).toMatchObject({ action: 'UPDATE', before: { albumId: null }, after: { albumId } });

    expect(await shows('/en', TEAM_ALBUM_PHOTOS_MAX)).toBe(true);
    const en = (await galleryOn('/en'))!;
    const name = (await member()).name;
    expect(en.heading).toBe(`Photos of ${name.en}`);
    // Newest first, as the album library lists the album: the first two uploaded are left out.
    expect(en.images.map((i) => i.src)).toEqual(photos.slice(-TEAM_ALBUM_PHOTOS_MAX).reverse().map((p) => p.path));
    expect(en.images.map((i) => i.alt)).toEqual(Array.from({ length: TEAM_ALBUM_PHOTOS_MAX }, (_, i) => `Photo ${i + 1} of ${name.en}`));
    expect(en.srcsets.length).toBeGreaterThanOrEqual(TEAM_ALBUM_PHOTOS_MAX);
    for (const s of en.srcsets) expect(s).toMatch(/^\/uploads\/media\/\S+ 480w, \/uploads\/media\/\S+ 520w$/);
    expect((await galleryOn(''))!.heading).toBe(`${name['zh-HK']}的相片`);
    expect((await galleryOn('/zh-CN'))!.images).toHaveLength(TEAM_ALBUM_PHOTOS_MAX);
    expect(await t.services.content.albumPhotos(albumId)).toHaveLength(TEAM_ALBUM_PHOTOS_MAX);
  });

  it('taking photos out of the album changes the page; the written alt text is used in its language, the focal point as object-position', async () => {
    const out = photos.slice(2).map((p) => p.id);
    expect((await admin.call('POST', `/api/manage/albums/${albumId}/images/remove`, { mediaIds: out })).status).toBe(200);
    expect(await shows('/en', 2)).toBe(true);
    const name = (await member()).name;
    expect((await galleryOn('/en'))!.images).toEqual([
      { src: photos[1]!.path, alt: `Photo 1 of ${name.en}`, focal: '50% 50%' },
      { src: photos[0]!.path, alt: 'Taping a knee', focal: '20% 80%' },
    ]);
    // No alt text in Chinese: the page names it in Chinese rather than show the English.
    expect((await galleryOn(''))!.images[1]!.alt).toBe(`${name['zh-HK']}的相片 2`);
    await admin.call('POST', `/api/manage/albums/${albumId}/images`, { mediaIds: out });
    expect(await shows('/en', TEAM_ALBUM_PHOTOS_MAX)).toBe(true);
  });

  it('an album cleared, emptied or deleted shows no gallery; deleting it clears the profile', async () => {
    expect((await save({ albumId: null })).status).toBe(200);
    expect(await eventually(async () => (await galleryOn('/en')) === null)).toBe(true);
    expect((await member()).albumId).toBeNull();

    const empty = (await admin.call('POST', '/api/manage/albums', { name: L('空', '空', 'Empty') })).json.album.id as number;
    expect((await save({ albumId: empty })).status).toBe(200);
    expect((await member()).albumId).toBe(empty);
    expect(await galleryOn('/en')).toBeNull();

    expect((await save({ albumId })).status).toBe(200);
    expect(await shows('/en', TEAM_ALBUM_PHOTOS_MAX)).toBe(true);
    expect((await admin.call('DELETE', `/api/manage/albums/${albumId}`)).status).toBe(200);
    expect(await eventually(async () => (await galleryOn('/en')) === null)).toBe(true);
    expect((await member()).albumId).toBeNull();
  });
});
