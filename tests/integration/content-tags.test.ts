import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiBrowser } from '../helpers/api-browser';
import { signedInStaff } from '../helpers/staff';
import { createTestApp } from '../helpers/test-app';
import { TEST_DB_KIND } from '../helpers/test-db';
import { L } from '../helpers/localized';

/**
 * Targeted invalidation (ADR 0020): a change drops exactly the cached pages that showed the kind
 * of content it touched; the others stay cached (and so keep their bytes and validators).
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let staff: ApiBrowser;
const PAGES = ['/en/faq', '/en/blog', '/en/team', '/en/events', '/faq', '/zh-CN/faq'];

/** Serves every page so each is in the anonymous page cache. */
async function warm() {
  for (const p of PAGES) {
    const res = await t.request(p);
    expect(res.status, p).toBe(200);
    expect(t.pageCache.has(p), `${p} is cached`).toBe(true);
  }
}
const cached = () => Object.fromEntries(PAGES.map((p) => [p, t.pageCache.has(p)]));

beforeAll(async () => {
  t = await createTestApp();
  staff = await signedInStaff(t, ['FAQ_VIEW', 'FAQ_EDIT', 'EVENT_VIEW', 'EVENT_EDIT']);
});
afterAll(() => t?.close());

describe(`targeted invalidation of cached pages on ${TEST_DB_KIND}`, () => {
  it('a new FAQ entry drops the FAQ pages in every language and nothing else; the page then shows it', async () => {
    await warm();
    const res = await staff.call('POST', '/api/manage/faqs', { type: 'PHYSIO', question: L('問：標籤？', '问：标签？', 'Tagged question?'), answer: L('答', '答', 'Answer.') });
    expect(res.status, res.text).toBe(200);
    expect(cached()).toEqual({ '/en/faq': false, '/en/blog': true, '/en/team': true, '/en/events': true, '/faq': false, '/zh-CN/faq': false });
    expect(await (await t.request('/en/faq')).text()).toContain('Tagged question?');
  });

  it('a new event drops the events page, not the FAQ, blog or team pages', async () => {
    await warm();
    const res = await staff.call('POST', '/api/manage/events', {
      slug: 'tagged-talk', title: L('講座', '讲座', 'Tagged talk'), desc: L('內容', '内容', 'About.'), banner: '/images/events/tst-open-day-sep-2026.svg', seatMax: 0, feeCents: 0,
      startDate: 20301010, startTime: 1900, endDate: 20301010, endTime: 2030, openDate: 20260101, openTime: 900, closeDate: 20301009, closeTime: 2359,
    });
    expect(res.status, res.text).toBe(200);
    expect(cached()).toEqual({ '/en/faq': true, '/en/blog': true, '/en/team': true, '/en/events': false, '/faq': true, '/zh-CN/faq': true });
    expect(await (await t.request('/en/events')).text()).toContain('Tagged talk');
  });

  it('a refused write (bad input) changes nothing and drops nothing', async () => {
    await warm();
    const res = await staff.call('POST', '/api/manage/faqs', { type: 'PHYSIO', question: L('', '', ''), answer: L('答', '答', 'Answer.') });
    expect(res.status).toBe(400);
    expect(Object.values(cached()).every(Boolean)).toBe(true);
  });
});
