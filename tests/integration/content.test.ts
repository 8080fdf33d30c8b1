import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoContent } from '../../server/db/seed/demo-content';
import { seedDemo } from '../../server/db/seed/seed-demo';
import * as s from '../../server/db/schema/content';
import { getBlogPost } from '../../server/domain/content/get-blog-post';
import { getHashtag } from '../../server/domain/content/get-hashtag';
import { getService } from '../../server/domain/content/get-service';
import { listBlogPosts } from '../../server/domain/content/list-blog-posts';
import { listFaqs } from '../../server/domain/content/list-faqs';
import { listServices } from '../../server/domain/content/list-services';
import { bumpContentVersion, CONTENT_CHANGES_KEPT, contentChangesBetween, getContentVersion } from '../../server/domain/site/content-version';
import { eventStatusOf } from '../../common/event-status';
import { createTestDatabase, TEST_DB_KIND } from '../helpers/test-db';

let t: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  t = await createTestDatabase();
  await seedDemo(t.database.db, demoContent);
});
afterAll(() => t?.drop());

const SERVICE_SLUGS = [
  'physiotherapy', 'aloha-relief', 'aloha-pilates', 'pregnancy-pain-treatment', 'customized-orthopedic-insoles',
  'moti-ai-3d-posture-analyzer', 'on-site-physical-therapy', 'aloha-stretching-workshop',
];

describe(`demo clinic content on ${TEST_DB_KIND}`, () => {
  it('seeds all 8 services in order and both offices, every text in three languages', async () => {
    const services = await listServices(t.database.db);
    expect(services.map((x) => x.slug)).toEqual(SERVICE_SLUGS);
    for (const x of services) for (const lng of ['zh-HK', 'zh-CN', 'en'] as const) expect(x.name[lng].length).toBeGreaterThan(1);
    const places = await t.database.db.select().from(s.place);
    expect(places.map((p) => p.code).sort()).toEqual(['central', 'tst']);
  });

  it('a second seed changes nothing', async () => {
    const before = await t.database.db.select({ n: count() }).from(s.blogPost);
    expect(await seedDemo(t.database.db, demoContent)).toBe(false);
    const after = await t.database.db.select({ n: count() }).from(s.blogPost);
    expect(after).toEqual(before);
  });

  it('does not show a hidden, draft, deleted or not-yet-published blog post', async () => {
    const db = t.database.db;
    const now = new Date();
    const [first] = await listBlogPosts(db, { lng: 'en' }, now);
    const ids = async () => (await listBlogPosts(db, { lng: 'en' }, now)).map((p) => p.id);
    for (const change of [{ status: 'HIDDEN' as const }, { status: 'DRAFT' as const }, { deletedAt: now }, { publishAt: new Date(now.getTime() + 86_400_000) }]) {
      await db.update(s.blogPost).set(change).where(eq(s.blogPost.id, first!.id));
      expect(await ids()).not.toContain(first!.id);
      await expect(getBlogPost(db, first!.slug, 'en', now)).rejects.toMatchObject({ code: 'NOT_FOUND', status: 404 });
      await db.update(s.blogPost).set({ status: 'PUBLISHED', deletedAt: null, publishAt: first!.publishAt }).where(eq(s.blogPost.id, first!.id));
    }
    const post = await getBlogPost(db, first!.slug, 'en', now);
    expect(post.hashtags.length).toBeGreaterThan(0);
    expect(post.author).not.toBeNull();
  });

  it('lists one hashtag’s published posts, newest first, and answers an unknown hashtag with NOT_FOUND', async () => {
    const db = t.database.db;
    const now = new Date();
    const all = await listBlogPosts(db, { lng: 'en' }, now);
    const tagged = await listBlogPosts(db, { lng: 'en', hashtagKey: 'running' }, now);
    expect(tagged.length).toBeGreaterThan(0);
    expect(tagged.length).toBeLessThan(all.length);
    expect(tagged.map((p) => p.slug)).toEqual(all.filter((p) => p.hashtags.some((h) => h.key === 'running')).map((p) => p.slug));
    for (const p of tagged) expect(p.hashtags.map((h) => h.key)).toContain('running');
    expect((await getHashtag(db, 'running')).name.en).toBe('Running');
    await expect(getHashtag(db, 'no-such-tag')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('answers an unknown service with NOT_FOUND', async () => {
    await expect(getService(t.database.db, 'no-such-service')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('lists FAQs of each type', async () => {
    for (const type of ['INSURANCE', 'PHYSIO', 'PREGNANCY'] as const) {
      const rows = await listFaqs(t.database.db, type);
      expect(rows.length).toBeGreaterThanOrEqual(3);
      expect(rows.every((r) => r.type === type)).toBe(true);
    }
  });

  it('bumps the content version that invalidates cached pages, remembering what each version changed', async () => {
    const v = await getContentVersion(t.database.db);
    await bumpContentVersion(t.database.db, ['faq']);
    await bumpContentVersion(t.database.db, ['blog', 'team']);
    expect(await getContentVersion(t.database.db)).toBe(v + 2);
    expect(await contentChangesBetween(t.database.db, v, v + 2)).toEqual(new Set(['faq', 'blog', 'team']));
    expect(await contentChangesBetween(t.database.db, v + 1, v + 2)).toEqual(new Set(['blog', 'team']));
    // Versions whose changes are not known (older than the kept ones, or a gap) mean everything.
    expect(await contentChangesBetween(t.database.db, -1, v + 2)).toBeNull();
    expect(await contentChangesBetween(t.database.db, v - CONTENT_CHANGES_KEPT - 5, v + 2)).toBeNull();
  });

  it('rejects an event whose registration closes before it opens', async () => {
    await expect(
      t.database.db.insert(s.event).values({
        slug: 'bad', title: { 'zh-HK': 'x', 'zh-CN': 'x', en: 'x' }, desc: { 'zh-HK': 'x', 'zh-CN': 'x', en: 'x' }, banner: '/x.svg',
        startAt: new Date('2030-01-02'), endAt: new Date('2030-01-03'), openAt: new Date('2030-01-01'), closeAt: new Date('2029-12-01'),
      }),
    ).rejects.toThrow();
  });
});

describe('event registration status', () => {
  const e = { openAt: new Date('2030-01-01'), closeAt: new Date('2030-01-10'), endAt: new Date('2030-01-20') };
  it('is UPCOMING, OPEN, CLOSE then END over time', () => {
    expect(eventStatusOf(e, new Date('2029-12-31'))).toBe('UPCOMING');
    expect(eventStatusOf(e, new Date('2030-01-05'))).toBe('OPEN');
    expect(eventStatusOf(e, new Date('2030-01-15'))).toBe('CLOSE');
    expect(eventStatusOf(e, new Date('2030-01-20'))).toBe('END');
  });
});
