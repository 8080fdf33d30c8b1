import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, toClinicDate } from '../../common/clinic-time';
import { formatMemberCode } from '../../common/validators/member-code';
import { member, operationLog, userAccount } from '../../server/db/schema/accounts';
import { servicePlan } from '../../server/db/schema/booking';
import { place } from '../../server/db/schema/content';
import { industry, memberTag } from '../../server/db/schema/types';
import { apiBrowser, signedIn, type ApiBrowser } from '../helpers/api-browser';
import { signedInMembers } from '../helpers/members';
import { signedInStaff } from '../helpers/staff';
import { createTestApp } from '../helpers/test-app';
import { TEST_DB_KIND } from '../helpers/test-db';

/**
 * Members in the back office (issue 11; spec §3 Member, §5 isGood, §6 no creation): who may do what,
 * search, the logged staff edit, refused type-list ids, isGood really gating booking and chat, and
 * the member's own edit of the new profile fields.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: ApiBrowser;
let staff: ApiBrowser;
let demoMember: ApiBrowser;
let demoId: string;
let tags: { id: number; isEnabled: boolean }[];
let industries: { id: number; isEnabled: boolean }[];

beforeAll(async () => {
  t = await createTestApp();
  [admin, staff, demoMember] = await Promise.all([signedIn(t, 'admin'), signedIn(t, 'staff'), signedIn(t, 'member')]);
  const [demo] = await t.database.db.select({ id: userAccount.id }).from(userAccount).where(eq(userAccount.phone, '+85261234567'));
  demoId = demo!.id;
  const L = (s: string) => ({ 'zh-HK': s, 'zh-CN': s, en: s });
  // The test database starts without type lists: one enabled and one switched-off entry each.
  const entries = [{ key: 'mt-on', name: L('VIP'), isEnabled: true }, { key: 'mt-off', name: L('Old'), isEnabled: false }];
  tags = await t.database.db.insert(memberTag).values(entries).returning();
  industries = await t.database.db.insert(industry).values(entries).returning();
});
afterAll(() => t?.close());

const editOf = (p: { nickname: string; tags: { id: number }[]; isGood: boolean; staffNote: string; social: object; favIndustries: { id: number }[]; background: string }) => ({
  nickname: p.nickname, tags: p.tags.map((x) => x.id), isGood: p.isGood, staffNote: p.staffNote, social: p.social, favIndustries: p.favIndustries.map((x) => x.id), background: p.background,
});

describe(`members in the back office: permissions on ${TEST_DB_KIND}`, () => {
  it('declares list, profile, edit, the correction, the data access export and erasure, and no way to create a member (spec §6)', () => {
    const declared = t.routes.filter((r) => r.path.startsWith('/api/manage/members')).map((r) => `${r.method} ${r.path}`);
    expect(declared.sort()).toEqual(['get /api/manage/members', 'get /api/manage/members/card/{code}', 'get /api/manage/members/{id}', 'get /api/manage/members/{memberId}/ledger', 'post /api/manage/members/{id}/correction', 'post /api/manage/members/{id}/data-export', 'post /api/manage/members/{id}/erase', 'post /api/manage/members/{memberId}/ledger', 'put /api/manage/members/{id}']);
  });

  it('anonymous 401, a member 403, staff without MEMBER_* 403, demo staff (MEMBER_VIEW) reads but cannot change, the administrator all', async () => {
    const outsider = await signedInStaff(t, ['FAQ_VIEW', 'FAQ_EDIT']);
    const profile = (await admin.call('GET', `/api/manage/members/${demoId}`)).json.member;
    const body = editOf(profile);
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/manage/members'],
      ['GET', `/api/manage/members/${demoId}`],
      ['PUT', `/api/manage/members/${demoId}`, body],
    ];
    for (const [method, path, b] of calls) {
      expect((await apiBrowser(t).call(method, path, b)).status, `anonymous ${method} ${path}`).toBe(401);
      expect((await demoMember.call(method, path, b)).status, `member ${method} ${path}`).toBe(403);
      expect((await outsider.call(method, path, b)).status, `no MEMBER_* ${method} ${path}`).toBe(403);
      expect((await staff.call(method, path, b)).status, `demo staff ${method} ${path}`).toBe(method === 'GET' ? 200 : 403);
      expect((await admin.call(method, path, b)).status, `admin ${method} ${path}`).toBe(200);
    }
    expect((await admin.call('POST', '/api/manage/members', body)).status).toBe(404);
    expect((await admin.call('GET', '/api/manage/members/NoSuchMember')).status).toBe(404);
  });
});

describe(`members in the back office: search and profile on ${TEST_DB_KIND}`, () => {
  it.each([
    ['phone as typed', '6123 4567'],
    ['full name', '陳大文'],
    ['nickname', '大文'],
    ['member code with the dash, lower case', 'code-dash'],
    ['member code without the dash', 'code'],
    ['e-mail', 'email'],
  ])('finds the demo member by %s', async (_, raw) => {
    const { member: m } = (await admin.call('GET', `/api/manage/members/${demoId}`)).json;
    if (raw === 'email') await t.database.db.update(userAccount).set({ email: 'chan.taiman@example.com' }).where(eq(userAccount.id, demoId));
    const q = raw === 'code' ? m.code : raw === 'code-dash' ? formatMemberCode(m.code).toLowerCase() : raw === 'email' ? 'CHAN.TAIMAN@example' : raw;
    const res = await admin.call('GET', `/api/manage/members?q=${encodeURIComponent(q)}`);
    expect(res.status, res.text).toBe(200);
    expect(res.json.rows.map((r: { id: string }) => r.id)).toContain(demoId);
    // Staff accounts are never members.
    expect(res.json.rows.every((r: { code: string }) => typeof r.code === 'string')).toBe(true);
  });

  it('filters by tag and isGood, and shows tags with names, bookings and chats on the profile', async () => {
    const [m] = await signedInMembers(t, 1);
    const tag = tags.find((x) => x.isEnabled)!;
    const profile = (await admin.call('GET', `/api/manage/members/${m!.memberId}`)).json;
    expect(profile.member).toMatchObject({ id: m!.memberId, isGood: true, tags: [], staffNote: '', social: {}, favIndustries: [] });
    expect(profile.bookings).toEqual({ total: 0, noShows: 0, latest: [] });
    expect(profile.chats).toEqual({ total: 0, latest: [] });
    await m!.call('POST', '/api/chat/rooms', {});
    const put = await admin.call('PUT', `/api/manage/members/${m!.memberId}`, { ...editOf(profile.member), tags: [tag.id], isGood: false });
    expect(put.status, put.text).toBe(200);
    const tagged = await admin.call('GET', `/api/manage/members?tag=${tag.id}&isGood=false`);
    expect(tagged.json.rows.map((r: { id: string }) => r.id)).toEqual([m!.memberId]);
    expect(tagged.json.rows[0].tags).toEqual([{ id: tag.id, name: expect.objectContaining({ en: expect.any(String) }), isEnabled: true }]);
    const after = (await admin.call('GET', `/api/manage/members/${m!.memberId}`)).json;
    expect(after.chats).toMatchObject({ total: 1, latest: [{ id: expect.any(Number), type: 'SERVICE' }] });
    expect((await admin.call('GET', '/api/manage/members?isGood=nope')).status).toBe(400);
  });
});

describe(`members in the back office: the staff edit on ${TEST_DB_KIND}`, () => {
  it('saves tags, note, social handles, industries and background, logged with before and after', async () => {
    const [m] = await signedInMembers(t, 1);
    const before = (await admin.call('GET', `/api/manage/members/${m!.memberId}`)).json.member;
    const body = {
      ...editOf(before), nickname: ' Kit ', tags: [tags[0]!.id], staffNote: ' Prefers mornings. ', social: { instagram: ' kit.hk ', wechat: '' },
      favIndustries: [industries[0]!.id, industries[0]!.id], background: 'Teacher',
    };
    const res = await admin.call('PUT', `/api/manage/members/${m!.memberId}`, body);
    expect(res.status, res.text).toBe(200);
    const [row] = await t.database.db.select().from(member).where(eq(member.id, m!.memberId));
    expect(row).toMatchObject({ nickname: 'Kit', tags: [tags[0]!.id], staffNote: 'Prefers mornings.', social: { instagram: 'kit.hk' }, favIndustries: [industries[0]!.id], background: 'Teacher' });
    const [log] = await t.database.db.select().from(operationLog).where(eq(operationLog.resourceId, m!.memberId));
    expect(log).toMatchObject({ action: 'UPDATE', resource: 'MEMBER' });
    expect(log!.before).toMatchObject({ nickname: before.nickname, tags: [], staffNote: '', social: {} });
    expect(log!.after).toMatchObject({ nickname: 'Kit', tags: [tags[0]!.id], staffNote: 'Prefers mornings.', social: { instagram: 'kit.hk' }, background: 'Teacher' });
  });

  it.each([
    ['an unknown tag', { tags: [999_999] }, 'tags'],
    ['an unknown industry', { favIndustries: [999_999] }, 'favIndustries'],
    ['a switched-off tag', { tags: [-1] }, 'tags'],
    ['an unknown social network', { social: { myspace: 'kit' } }, 'social'],
    ['a staff note over 2000 characters', { staffNote: 'x'.repeat(2001) }, 'staffNote'],
    ['a handle over 100 characters', { social: { facebook: 'x'.repeat(101) } }, 'social.facebook'],
  ])('refuses %s with 400 naming the field, and changes nothing', async (_, patch, field) => {
    const [m] = await signedInMembers(t, 1);
    const before = (await admin.call('GET', `/api/manage/members/${m!.memberId}`)).json.member;
    const body = { ...editOf(before), staffNote: 'changed', ...patch };
    if (body.tags[0] === -1) body.tags = [tags.find((x) => !x.isEnabled)!.id];
    const res = await admin.call('PUT', `/api/manage/members/${m!.memberId}`, body);
    expect(res.status, res.text).toBe(400);
    expect(res.json.data.fields.map((f: { field: string }) => f.field).join(' ')).toContain(field);
    expect((await admin.call('GET', `/api/manage/members/${m!.memberId}`)).json.member).toEqual(before);
  });

  it('cannot touch identity: phone, document and birth are not part of the edit', async () => {
    const [m] = await signedInMembers(t, 1);
    const [row] = await t.database.db.select().from(member).where(eq(member.id, m!.memberId));
    const before = (await admin.call('GET', `/api/manage/members/${m!.memberId}`)).json.member;
    await admin.call('PUT', `/api/manage/members/${m!.memberId}`, { ...editOf(before), docId: 'X9999999', birth: 20000101, fullname: 'Someone Else' });
    const [after] = await t.database.db.select().from(member).where(eq(member.id, m!.memberId));
    expect({ docId: after!.docId, birth: after!.birth, fullname: after!.fullname }).toEqual({ docId: row!.docId, birth: row!.birth, fullname: row!.fullname });
  });
});

describe(`members in the back office: isGood gates booking and chat (spec §5) on ${TEST_DB_KIND}`, () => {
  it('a member switched off by staff can neither book nor open a chat, and can again once switched back on', async () => {
    const [m] = await signedInMembers(t, 1);
    const db = t.database.db;
    const [tst] = await db.select().from(place).where(eq(place.code, 'tst'));
    const plans = await db.select().from(servicePlan);
    const physio = plans.find((p) => p.name.en === 'Physiotherapy first assessment')!;
    const from = addDays(toClinicDate(new Date()), 1);
    const avail = await m!.call('GET', `/api/booking/availability?planId=${physio.id}&placeId=${tst!.id}&from=${from}&to=${addDays(from, 34)}`);
    const day = (avail.json.dates as { date: number; times: number[] }[]).find((d) => d.times.length)!;
    const input = { planId: physio.id, placeId: tst!.id, date: day.date, start: day.times[0] };

    const profile = (await admin.call('GET', `/api/manage/members/${m!.memberId}`)).json.member;
    expect((await admin.call('PUT', `/api/manage/members/${m!.memberId}`, { ...editOf(profile), isGood: false })).status).toBe(200);
    const book = await m!.call('POST', '/api/booking', input);
    expect(book.status).toBe(403);
    expect(book.json.code).toBe('MEMBER_NOT_EFFECTIVE');
    const chat = await m!.call('POST', '/api/chat/rooms', {});
    expect(chat.status).toBe(403);
    expect(chat.json.code).toBe('MEMBER_NOT_EFFECTIVE');

    expect((await admin.call('PUT', `/api/manage/members/${m!.memberId}`, { ...editOf(profile), isGood: true })).status).toBe(200);
    expect((await m!.call('POST', '/api/booking', input)).status).toBe(200);
    expect((await m!.call('POST', '/api/chat/rooms', {})).status).toBe(200);
  });
});

describe(`members edit their own social handles, favourite industries and background on ${TEST_DB_KIND}`, () => {
  const base = { nickname: 'Kit', email: '', signature: '', marketingSms: false, marketingEmail: false, lng: 'en' };

  it('saves them with the back office’s rules, and staff see them', async () => {
    const [m] = await signedInMembers(t, 1);
    const ind = industries.find((x) => x.isEnabled)!;
    const res = await m!.call('PATCH', '/api/user/profile', { ...base, social: { whatsapp: ' 85291234567 ', facebook: '' }, favIndustries: [ind.id], background: ' Nurse ' });
    expect(res.status, res.text).toBe(200);
    const seen = (await admin.call('GET', `/api/manage/members/${m!.memberId}`)).json.member;
    expect(seen).toMatchObject({ social: { whatsapp: '85291234567' }, favIndustries: [{ id: ind.id }], background: 'Nurse' });
    const me = await m!.call('GET', '/api/user/me');
    expect(me.json.user.member).toMatchObject({ social: { whatsapp: '85291234567' }, favIndustries: [ind.id], background: 'Nurse' });
  });

  it.each([
    ['an unknown industry', { favIndustries: [999_999] }, 'favIndustries'],
    ['a background over 500 characters', { background: 'x'.repeat(501) }, 'background'],
    ['an unknown social network', { social: { myspace: 'kit' } }, 'social'],
  ])('refuses %s with 400 naming the field', async (_, patch, field) => {
    const [m] = await signedInMembers(t, 1);
    const res = await m!.call('PATCH', '/api/user/profile', { ...base, ...patch });
    expect(res.status).toBe(400);
    expect(res.json.data.fields.map((f: { field: string }) => f.field).join(' ')).toContain(field);
    const [row] = await t.database.db.select().from(member).where(eq(member.id, m!.memberId));
    expect(row).toMatchObject({ favIndustries: [], background: null, social: {} });
  });
});
