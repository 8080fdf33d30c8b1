import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { member as memberTable, userAccount } from '../../server/db/schema/accounts';
import { booking } from '../../server/db/schema/booking';
import { review } from '../../server/db/schema/content';
import { apiBrowser, eventually, signedIn, type ApiBrowser } from '../helpers/api-browser';
import { signedInMembers } from '../helpers/members';
import { createTestApp } from '../helpers/test-app';
import { TEST_DB_KIND } from '../helpers/test-db';

let t: Awaited<ReturnType<typeof createTestApp>>;
let member: ApiBrowser;
let admin: ApiBrowser;
/** The demo member's seeded bookings: a finished visit last week (DONE) and an accepted one next week. */
let done: number;
let accepted: number;
let nickname: string;

const home = async () => (await t.request('/en')).text();
const write = (id: number, body: Record<string, unknown>, as = member) => as.call('POST', `/api/user/bookings/${id}/review`, body);
const fieldsOf = (res: { json: { data?: { fields?: { field: string; message: string }[] } } }) =>
  (res.json.data?.fields ?? []).map((f) => `${f.field} ${f.message}`).sort();

beforeAll(async () => {
  t = await createTestApp();
  member = await signedIn(t, 'member');
  admin = await signedIn(t, 'admin');
  const db = t.database.db;
  const [demo] = await db.select({ id: userAccount.id }).from(userAccount).where(eq(userAccount.phone, '+85261234567'));
  const rows = await db.select({ id: booking.id, status: booking.status }).from(booking).where(eq(booking.memberId, demo!.id)).orderBy(asc(booking.startsAt));
  nickname = (await db.select({ n: memberTable.nickname }).from(memberTable).where(eq(memberTable.id, demo!.id)))[0]!.n;
  done = rows.find((r) => r.status === 'DONE')!.id;
  accepted = rows.find((r) => r.status === 'ACCEPT')!.id;
});
afterAll(() => t?.close());

describe(`a member's review of a completed booking on ${TEST_DB_KIND}`, () => {
  it('a booking not yet completed cannot be reviewed (409 REVIEW_BOOKING_NOT_DONE)', async () => {
    const res = await write(accepted, { rating: 5, content: 'Too early' });
    expect(res.status).toBe(409);
    expect(res.json.code).toBe('REVIEW_BOOKING_NOT_DONE');
  });

  it('anonymous is 401, a staff-only account 403, another member 404, and nothing is stored', async () => {
    expect((await write(done, { rating: 5, content: 'x' }, apiBrowser(t))).status).toBe(401);
    expect((await write(done, { rating: 5, content: 'x' }, await signedIn(t, 'staff'))).status).toBe(403);
    const [other] = await signedInMembers(t, 1);
    expect((await write(done, { rating: 5, content: 'x' }, other)).status).toBe(404);
    expect((await write(999_999_999, { rating: 5, content: 'x' })).status).toBe(404);
    expect(await t.database.db.select().from(review).where(eq(review.bookingId, done))).toEqual([]);
  });

  it('refuses a missing rating, an empty or too long text and a too long name, naming each field', async () => {
    const res = await write(done, { rating: 0, content: '  ', displayName: 'x'.repeat(51) });
    expect(res.status).toBe(400);
    expect(fieldsOf(res)).toEqual(['content form.required', 'displayName form.invalid', 'rating form.requiredChoice']);
    expect(fieldsOf(await write(done, { rating: 6, content: 'x'.repeat(2001) }))).toEqual(['content form.invalid', 'rating form.requiredChoice']);
  });

  it('a completed booking is reviewed once: it waits first in the moderation list as a member review (named by the nickname), unseen on the home page', async () => {
    const res = await write(done, { rating: 4, content: 'Dr Chan sorted out my shoulder in two visits.', displayName: '  ' });
    expect(res.status, res.text).toBe(200);
    expect(res.json.review).toMatchObject({ rating: 4, displayName: nickname, published: false });
    const list = (await admin.call('GET', '/api/manage/reviews')).json.rows;
    expect(list[0]).toMatchObject({
      status: 'PENDING',
      source: 'MEMBER',
      bookingId: done,
      rating: 4,
      author: { en: nickname, 'zh-HK': nickname, 'zh-CN': nickname },
      content: { 'zh-CN': 'Dr Chan sorted out my shoulder in two visits.' },
    });
    const [row] = await t.database.db.select().from(review).where(eq(review.bookingId, done));
    expect(row).toMatchObject({ status: 'PENDING', isShow: false, source: 'MEMBER' });
    expect(row!.memberId).toBeTruthy();
    expect(row!.serviceId).not.toBeNull();
    expect(await home()).not.toContain('sorted out my shoulder');
    // The booking page knows: the review replaces the form.
    expect((await member.call('GET', `/api/booking/${done}?lng=en`)).json.review).toMatchObject({
      id: row!.id,
      content: 'Dr Chan sorted out my shoulder in two visits.',
    });
    expect((await member.call('GET', `/api/booking/${accepted}?lng=en`)).json.review).toBeNull();
    const twice = await write(done, { rating: 5, content: 'Again' });
    expect(twice.status).toBe(409);
    expect(twice.json.code).toBe('REVIEW_EXISTS');
  });

  it('a review staff deleted still blocks a second one for that booking', async () => {
    const [row] = await t.database.db.select().from(review).where(eq(review.bookingId, done));
    expect((await admin.call('DELETE', `/api/manage/reviews/${row!.id}`)).status).toBe(200);
    expect((await write(done, { rating: 5, content: 'Again' })).json.code).toBe('REVIEW_EXISTS');
  });

  it('markup in the name or text stays text once staff show the review', async () => {
    await t.database.db.update(booking).set({ status: 'DONE' }).where(eq(booking.id, accepted));
    const payload = '<img src=x onerror="alert(1)">';
    const res = await write(accepted, { rating: 5, content: `Lovely ${payload}`, displayName: `Ms ${payload}` });
    expect(res.status, res.text).toBe(200);
    const { rows } = (await admin.call('GET', '/api/manage/reviews?state=PENDING')).json;
    const r = rows.find((x: { bookingId: number }) => x.bookingId === accepted);
    const shown = await admin.call('PUT', `/api/manage/reviews/${r.id}`, {
      author: r.author,
      content: r.content,
      rating: r.rating,
      serviceId: r.serviceId,
      source: r.source,
      status: 'SHOWN',
    });
    expect(shown.status, shown.text).toBe(200);
    expect(await eventually(async () => (await home()).includes('Lovely &lt;img src=x onerror=&quot;alert(1)&quot;&gt;'))).toBe(true);
    expect(await home()).not.toContain('<img src=x onerror');
    expect((await member.call('GET', `/api/booking/${accepted}?lng=en`)).json.review).toMatchObject({ published: true });
  });
});
