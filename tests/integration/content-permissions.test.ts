import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { role } from '../../server/db/schema/accounts';
import { servicePlan } from '../../server/db/schema/booking';
import { blogCategory } from '../../server/db/schema/content';
import { ensureStaffAccount } from '../../server/db/seed/seed-accounts';
import { apiBrowser, signedIn, type ApiBrowser } from '../helpers/api-browser';
import { createTestApp } from '../helpers/test-app';
import { TEST_DB_KIND } from '../helpers/test-db';
import { L } from '../helpers/localized';

/**
 * The permission matrix of every content-management route (issue 11): anonymous 401, a member 403,
 * staff without the resource's permissions 403, staff with VIEW read only, the administrator all;
 * and every route of /api/manage/{faqs,reviews,events,promotions,blog} is in the table (a new one cannot slip by untested).
 */
/** A seeded basic plan a promotion can discount, and a blog category (read in beforeAll). */
let basicPlanId = 0;
let blogCategoryId = 0;
const KINDS = [
  { path: '/api/manage/faqs', resource: 'FAQ', body: () => ({ type: 'PHYSIO', question: L('問', '问', 'Q?'), answer: L('答', '答', 'A.') }) },
  { path: '/api/manage/reviews', resource: 'REVIEW', body: () => ({ author: L('陳生', '陈生', 'Mr Chan'), content: L('好', '好', 'Good'), rating: 5 }) },
  {
    path: '/api/manage/events',
    resource: 'EVENT',
    // A new slug per call: the administrator's create runs once in the matrix and once at the end.
    body: () => ({ slug: `perm-${Math.random().toString(36).slice(2, 10)}`, title: L('講座', '讲座', 'Talk'), desc: L('內容', '内容', 'About'), banner: '/images/events/tst-open-day-sep-2026.svg', seatMax: 0, feeCents: 0, startDate: 20300101, startTime: 1000, endDate: 20300101, endTime: 1200, openDate: 20291201, openTime: 900, closeDate: 20291231, closeTime: 2359 }),
  },
  {
    path: '/api/manage/promotions',
    resource: 'PROMOTION',
    body: () => ({ kind: 'basic', title: L('優惠', '优惠', 'Offer'), desc: L('內容', '内容', 'About'), priceCents: 100, image: '/images/promotions/1.svg', planIds: [basicPlanId] }),
  },
  {
    path: '/api/manage/blog',
    resource: 'BLOG',
    body: () => ({
      slug: `perm-${Math.random().toString(36).slice(2, 10)}`, categoryId: blogCategoryId, cover: '/images/share.png', title: L('文章', '文章', 'Post'), summary: L('摘要', '摘要', 'Summary'),
      content: L('<p>內文</p>', '<p>正文</p>', '<p>Body</p>'), seoTitle: L('', '', ''), seoDescription: L('', '', ''), status: 'DRAFT',
    }),
  },
];

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: ApiBrowser;
let staff: ApiBrowser;
let member: ApiBrowser;
const viewers = new Map<string, ApiBrowser>();

beforeAll(async () => {
  t = await createTestApp();
  basicPlanId = (await t.database.db.select().from(servicePlan)).find((p) => p.kind === 'basic' && p.priceCents > 100)!.id;
  blogCategoryId = (await t.database.db.select().from(blogCategory))[0]!.id;
  for (const k of KINDS) {
    const code = `${k.resource}_READER`;
    await t.database.db.insert(role).values({ code, name: L(code, code, code), permissions: [`${k.resource}_VIEW`] });
    await ensureStaffAccount(t.database.db, { account: code.toLowerCase(), password: 'Aloha#Reader2026', roles: [code] });
  }
  [admin, staff, member] = await Promise.all([signedIn(t, 'admin'), signedIn(t, 'staff'), signedIn(t, 'member')]);
  for (const k of KINDS) viewers.set(k.resource, await signedIn(t, { account: `${k.resource.toLowerCase()}_reader`, password: 'Aloha#Reader2026' }));
});
afterAll(() => t?.close());

/** Routes under these paths whose permission matrix another file tests. */
const TESTED_ELSEWHERE = [
  // tests/integration/event-registration.test.ts ("who may call")
  'get /api/manage/events/{id}/attendees',
  'put /api/manage/events/{id}/attendees/{registrationId}',
];

describe(`content management: permissions on ${TEST_DB_KIND}`, () => {
  it('covers every content-management route', () => {
    const declared = t.routes
      .filter((r) => KINDS.some((k) => r.path.startsWith(k.path)))
      .map((r) => `${r.method} ${r.path}`)
      .filter((r) => !TESTED_ELSEWHERE.includes(r));
    const tested = KINDS.flatMap((k) => [`get ${k.path}`, `post ${k.path}`, `put ${k.path}/{id}`, `delete ${k.path}/{id}`, `post ${k.path}/{id}/restore`]);
    expect(declared.sort()).toEqual(tested.sort());
  });

  it.each(KINDS)('$resource: anonymous 401, member and staff without it 403, VIEW reads only, the administrator does everything', async (k) => {
    const anonymous = apiBrowser(t);
    const viewer = viewers.get(k.resource)!;
    const created = await admin.call('POST', k.path, k.body());
    expect(created.status, created.text).toBe(200);
    const id = (Object.values(created.json)[0] as { id: number }).id;
    const calls: [string, string, unknown?][] = [
      ['GET', k.path],
      ['POST', k.path, k.body()],
      ['PUT', `${k.path}/${id}`, { ...k.body(), ...(k.resource === 'EVENT' ? { slug: (Object.values(created.json)[0] as { slug: string }).slug } : {}) }],
      ['DELETE', `${k.path}/${id}`],
      ['POST', `${k.path}/${id}/restore`],
    ];
    const before = (await admin.call('GET', `${k.path}?pageSize=100`)).json;
    for (const [method, path, body] of calls) {
      expect((await anonymous.call(method, path, body)).status, `anonymous ${method} ${path}`).toBe(401);
      expect((await member.call(method, path, body)).status, `member ${method} ${path}`).toBe(403);
      expect((await staff.call(method, path, body)).status, `staff ${method} ${path}`).toBe(403);
      expect((await viewer.call(method, path, body)).status, `${k.resource}_VIEW ${method} ${path}`).toBe(method === 'GET' ? 200 : 403);
    }
    // The refused calls changed nothing.
    expect((await admin.call('GET', `${k.path}?pageSize=100`)).json).toEqual(before);
    for (const [method, path, body] of calls) {
      const res = await admin.call(method, path, method === 'POST' && path === k.path ? k.body() : body);
      expect(res.status, `admin ${method} ${path} ${res.text}`).toBe(200);
    }
  });
});
