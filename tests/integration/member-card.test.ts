import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, fromClinic } from '../../common/clinic-time';
import { formatMemberCode } from '../../common/validators/member-code';
import { member, userAccount } from '../../server/db/schema/accounts';
import { booking, room, servicePlan } from '../../server/db/schema/booking';
import { place, staff as staffTable } from '../../server/db/schema/content';
import { apiBrowser, signedIn, type ApiBrowser } from '../helpers/api-browser';
import { signedInStaff } from '../helpers/staff';
import { createTestApp } from '../helpers/test-app';
import { TEST_DB_KIND } from '../helpers/test-db';

/**
 * The member card reception opens from a member's QR code (issue 13): `/@{code}` sends staff to the
 * card and shows nobody else anything private; the card lists today's bookings (check-in from an hour
 * before), upcoming ones and unpaid deals; who may read it.
 */
// Wednesday 2030-03-06, 10:00 in Hong Kong: bookings at 10:30 (can check in), 15:00 (not yet), and tomorrow.
const TODAY = 20300306;
const NOW = fromClinic(TODAY, 1000);
let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: ApiBrowser;
let memberBrowser: ApiBrowser;
let code: string;
const ids: Record<'soon' | 'later' | 'tomorrow', number> = { soon: 0, later: 0, tomorrow: 0 };

beforeAll(async () => {
  t = await createTestApp({}, { clock: { now: () => new Date(NOW) } });
  [admin, memberBrowser] = await Promise.all([signedIn(t, 'admin'), signedIn(t, 'member')]);
  const db = t.database.db;
  const [m] = await db.select({ id: member.id, code: member.code }).from(member).innerJoin(userAccount, eq(userAccount.id, member.id)).where(eq(userAccount.phone, '+85261234567'));
  code = m!.code;
  const [p] = await db.select().from(place).where(eq(place.code, 'central'));
  const [r] = await db.select().from(room).where(eq(room.placeId, p!.id)).limit(1);
  const [plan] = await db.select().from(servicePlan).where(eq(servicePlan.kind, 'basic')).limit(1);
  const [therapist] = await db.select().from(staffTable).where(eq(staffTable.isTherapist, true)).limit(1);
  const at = (date: number, start: number, end: number) => ({
    memberId: m!.id, planId: plan!.id, placeId: p!.id, therapistId: therapist!.id, roomId: r!.id, date, start, end, durationMin: 60,
    startsAt: fromClinic(date, start), endsAt: fromClinic(date, end), status: 'ACCEPT' as const, totalAmtCents: 68_050, source: 'STAFF', createdBy: m!.id,
  });
  const rows = await db.insert(booking).values([at(TODAY, 1030, 1130), at(TODAY, 1500, 1600), at(addDays(TODAY, 1), 1100, 1200)]).returning();
  [ids.soon, ids.later, ids.tomorrow] = rows.map((x) => x.id) as [number, number, number];
});
afterAll(() => t?.close());

const cardPath = () => `/api/manage/members/card/${formatMemberCode(code).toLowerCase()}`;

describe(`member card on ${TEST_DB_KIND}`, () => {
  it('anonymous 401, a member 403, staff without MEMBER_* or BOOKING_* 403; BOOKING_VIEW or MEMBER_VIEW reads; unknown codes 404', async () => {
    const outsider = await signedInStaff(t, ['FAQ_VIEW', 'FAQ_EDIT']);
    const desk = await signedInStaff(t, ['BOOKING_VIEW']);
    const members = await signedInStaff(t, ['MEMBER_VIEW']);
    expect((await apiBrowser(t).call('GET', cardPath())).status).toBe(401);
    expect((await memberBrowser.call('GET', cardPath())).status).toBe(403);
    expect((await outsider.call('GET', cardPath())).status).toBe(403);
    expect((await desk.call('GET', cardPath())).status).toBe(200);
    expect((await members.call('GET', cardPath())).status).toBe(200);
    // A code with a wrong check character, and one of the right shape that nobody holds.
    const wrong = code.slice(0, 7) + (code[7] === '2' ? '3' : '2');
    expect((await admin.call('GET', `/api/manage/members/card/${wrong}`)).status).toBe(404);
    expect((await admin.call('GET', '/api/manage/members/card/x')).status).toBe(404);
  });

  it("lists today's bookings with check-in only from an hour before, the upcoming ones and nothing of another member", async () => {
    const res = await admin.call('GET', `${cardPath()}?lng=en`);
    expect(res.status, res.text).toBe(200);
    expect(res.json.member).toMatchObject({ code, fullname: '陳大文' });
    expect(res.json.today.map((b: { id: number; canAttend: boolean }) => [b.id, b.canAttend])).toEqual([[ids.soon, true], [ids.later, false]]);
    expect(res.json.upcoming.map((b: { id: number }) => b.id)).toEqual([ids.tomorrow]);
    expect(res.json.unpaid).toEqual([]);
  });

  it('checks the booking in through the booking status route; the card then shows it attended', async () => {
    const done = await admin.call('POST', `/api/manage/bookings/${ids.soon}/status`, { status: 'ATTEND' });
    expect(done.status, done.text).toBe(200);
    const res = await admin.call('GET', cardPath());
    expect(res.json.today[0]).toMatchObject({ id: ids.soon, status: 'ATTEND', canAttend: false });
  });
});

describe(`/@{member code} on ${TEST_DB_KIND}`, () => {
  const get = (b: ApiBrowser, path: string) => t.request(path, { headers: b.headers() });

  it('sends staff to the card and a member to their own profile', async () => {
    const staffRes = await get(admin, `/@${code}`);
    expect(staffRes.status).toBe(302);
    expect(staffRes.headers.get('location')).toBe(`/manage/members/card/${code}`);
    const own = await get(memberBrowser, `/en/@${code}`);
    expect(own.status).toBe(302);
    expect(own.headers.get('location')).toBe('/en/user/profile');
  });

  it('shows a visitor only the code and ways to sign in; other single segments are 404', async () => {
    const res = await get(apiBrowser(t), `/@${code.toLowerCase()}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(formatMemberCode(code));
    expect(html).not.toContain('陳大文');
    expect(html).toContain('noindex');
    expect((await get(apiBrowser(t), '/@NOTACODE')).status).toBe(404);
    expect((await get(apiBrowser(t), '/en/no-such-page')).status).toBe(404);
  });
});
