import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../common/http';
import { openDatabase, type Database } from '../../server/db/client';
import { apiBrowser, type ApiBrowser } from '../helpers/api-browser';
import { startInstance, type RunningInstance } from '../helpers/realtime-app';
import { signedInStaff } from '../helpers/staff';
import { createTestApp } from '../helpers/test-app';
import { MIGRATIONS, TEST_DB_KIND } from '../helpers/test-db';
import { L } from '../helpers/localized';

/**
 * Two app instances on one database stand for two server processes (ADR 0019): each has its own
 * services, content watch, query memo and page cache. On PostgreSQL each also has its own
 * connection pool; on PGlite (which one OS process holds: a second process is refused the data
 * directory) both run in this process over the one embedded database.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let dbB: Database;
const instances: RunningInstance[] = [];
const start = async (database: Database, opts: Parameters<typeof startInstance>[1] = {}) => {
  const i = await startInstance(database, opts);
  instances.push(i);
  return i;
};
const pageOf = async (i: RunningInstance, p: string) => (await i.request(p)).text();
/** A staff member editing FAQ entries and events through instance `i`. */
async function editorOn(i: RunningInstance): Promise<ApiBrowser> {
  const s = await signedInStaff(t, ['FAQ_VIEW', 'FAQ_EDIT', 'EVENT_VIEW', 'EVENT_EDIT']);
  const b = apiBrowser(i as never);
  b.jar.set(SESSION_COOKIE, s.token);
  return b;
}
const faqEntry = (en: string) => ({ type: 'PHYSIO', question: L(`問：${en}`, `问：${en}`, en), answer: L('答', '答', 'Answer.') });
/** Resolves with the time instance `i` next drops its cached pages, or rejects after `ms`. */
const nextDrop = (i: RunningInstance, ms: number) =>
  new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => (off(), reject(new Error(`no drop within ${ms} ms`))), ms);
    const off = i.services.content.watch.onChange(() => (clearTimeout(timer), off(), resolve(performance.now())));
  });

beforeAll(async () => {
  t = await createTestApp();
  dbB = t.databaseUrl ? await openDatabase({ url: t.databaseUrl, migrationsFolder: MIGRATIONS }) : t.database;
});
afterAll(async () => {
  for (const i of instances) await i.close();
  if (dbB !== t?.database) await dbB?.close();
  await t?.close();
});

describe(`two app instances on one ${TEST_DB_KIND} database`, () => {
  it("an edit through instance A is on A's cached page at once and on instance B's within 1.5 s (B reads the version every second)", async () => {
    const a = await start(t.database);
    const b = await start(dbB);
    const editor = await editorOn(a);
    expect((await pageOf(b, '/en/faq')).includes('Polled across instances?')).toBe(false);
    expect((await pageOf(a, '/en/faq')).includes('Polled across instances?')).toBe(false);

    const dropped = nextDrop(b, 3000);
    const res = await editor.call('POST', '/api/manage/faqs', faqEntry('Polled across instances?'));
    expect(res.status, res.text).toBe(200);
    const answered = performance.now();
    // The writing instance dropped its own cache before it answered.
    expect((await pageOf(a, '/en/faq')).includes('Polled across instances?')).toBe(true);
    // Visitors keep asking B for the page (from its cache) until B's next reading of the version drops it.
    let asking = true;
    const visitors = (async () => {
      while (asking) {
        await pageOf(b, '/en/faq');
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    const droppedAt = await dropped.finally(() => (asking = false));
    await visitors;
    expect(droppedAt - answered).toBeLessThanOrEqual(1500);
    expect((await pageOf(b, '/en/faq')).includes('Polled across instances?')).toBe(true);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
describe.skipIf(!redisUrl)(`two app instances on one ${TEST_DB_KIND} database and one Redis`, () => {
  it("an edit through A drops B's affected cached pages, sitemap included, at once: B's own reading of the version is a minute away", async () => {
    const key = `aloha-test:${randomBytes(6).toString('hex')}`;
    const a = await start(t.database, { redisUrl, redisKey: key });
    // Only the message can tell B in time: it would read the version again only in a minute.
    const b = await start(dbB, { redisUrl, redisKey: key, contentCheckMs: 60_000 });
    const editor = await editorOn(a);
    expect((await pageOf(b, '/en/faq')).includes('Announced across instances?')).toBe(false);
    await pageOf(b, '/en/blog');
    expect(b.pageCache.has('/en/blog')).toBe(true);
    expect(b.services.content.watch.known()).not.toBe(-1);

    const dropped = nextDrop(b, 2000);
    const res = await editor.call('POST', '/api/manage/faqs', faqEntry('Announced across instances?'));
    expect(res.status, res.text).toBe(200);
    const answered = performance.now();
    expect((await dropped) - answered).toBeLessThan(500);
    // B drops only what the FAQ change touched (ADR 0020): its cached blog page stays.
    expect(b.pageCache.has('/en/faq')).toBe(false);
    expect(b.pageCache.has('/en/blog')).toBe(true);
    expect((await pageOf(b, '/en/faq')).includes('Announced across instances?')).toBe(true);

    // The sitemap is built from the same dropped query results.
    expect((await pageOf(b, '/sitemap.xml')).includes('/en/events/announced-talk')).toBe(false);
    const droppedAgain = nextDrop(b, 2000);
    const event = await editor.call('POST', '/api/manage/events', {
      slug: 'announced-talk', title: L('講座', '讲座', 'Announced talk'), desc: L('內容', '内容', 'About.'), banner: '/images/events/tst-open-day-sep-2026.svg', seatMax: 0, feeCents: 0,
      startDate: 20301010, startTime: 1900, endDate: 20301010, endTime: 2030, openDate: 20260101, openTime: 900, closeDate: 20301009, closeTime: 2359,
    });
    expect(event.status, event.text).toBe(200);
    const eventAnswered = performance.now();
    expect((await droppedAgain) - eventAnswered).toBeLessThan(500);
    expect((await pageOf(b, '/sitemap.xml')).includes('/en/events/announced-talk')).toBe(true);
  });
});
