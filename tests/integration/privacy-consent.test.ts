import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARKETING_WORDING } from '../../common/privacy';
import { marketingConsent, member, operationLog } from '../../server/db/schema/accounts';
import { signedIn, type ApiBrowser } from '../helpers/api-browser';
import { signedInMembers } from '../helpers/members';
import { signedInStaff } from '../helpers/staff';
import { createTestApp } from '../helpers/test-app';
import { TEST_DB_KIND } from '../helpers/test-db';

/**
 * Direct-marketing consent per channel (issue 14; docs/privacy.md): each real change of a choice is
 * one row with its time, source and wording version — from the profile, from staff recording what a
 * member told them (with their name, in the log) — withdrawing is the same one step as giving; the
 * members list finds who a promotion may go to; the member's data export carries the history.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: ApiBrowser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, 'admin');
});
afterAll(() => t?.close());

const history = (memberId: string) =>
  t.database.db.select().from(marketingConsent).where(eq(marketingConsent.memberId, memberId)).orderBy(marketingConsent.id);
const profile = { nickname: 'Kit', email: '', signature: '', lng: 'zh-CN' };

describe(`marketing consent per channel on ${TEST_DB_KIND}`, () => {
  it('records each change from the profile once, with time, language and wording version; an unchanged choice records nothing', async () => {
    const [m] = await signedInMembers(t, 1);
    const give = await m!.call('PATCH', '/api/user/profile', { ...profile, marketingSms: true, marketingEmail: true });
    expect(give.status, give.text).toBe(200);
    expect((await m!.call('GET', '/api/user/me')).json.user.member).toMatchObject({ marketingSms: true, marketingEmail: true });
    // Saving the profile again with the same choices, or without them, changes no consent.
    expect((await m!.call('PATCH', '/api/user/profile', { ...profile, marketingSms: true, marketingEmail: true })).status).toBe(200);
    expect((await m!.call('PATCH', '/api/user/profile', { ...profile, nickname: 'Kit 2' })).status).toBe(200);
    // Withdrawing one channel is the same single step.
    expect((await m!.call('PATCH', '/api/user/profile', { ...profile, marketingSms: false })).status).toBe(200);
    const rows = await history(m!.memberId);
    expect(rows.map((r) => [r.channel, r.granted, r.source, r.wordingVersion, r.lng])).toEqual([
      ['SMS', true, 'PROFILE', MARKETING_WORDING.version, 'zh-CN'],
      ['EMAIL', true, 'PROFILE', MARKETING_WORDING.version, 'zh-CN'],
      ['SMS', false, 'PROFILE', MARKETING_WORDING.version, 'zh-CN'],
    ]);
    expect(rows.every((r) => r.actorId === null && Math.abs(r.at.getTime() - Date.now()) < 60_000)).toBe(true);
    const [row] = await t.database.db.select().from(member).where(eq(member.id, m!.memberId));
    expect(row).toMatchObject({ marketingSms: false, marketingEmail: true });
  });

  it('refuses a choice that is not a yes or no, changing nothing', async () => {
    const [m] = await signedInMembers(t, 1);
    const res = await m!.call('PATCH', '/api/user/profile', { ...profile, marketingSms: 'yes' });
    expect(res.status).toBe(400);
    expect(res.json.data.fields).toContainEqual(expect.objectContaining({ field: 'marketingSms' }));
    expect(await history(m!.memberId)).toEqual([]);
  });

  it('staff record what a member told them: source STAFF with their name, the log says which flag changed; MEMBER_VIEW may not', async () => {
    const [m] = await signedInMembers(t, 1);
    const editor = await signedInStaff(t, ['MEMBER_EDIT']);
    const viewer = await signedInStaff(t, ['MEMBER_VIEW']);
    const seen = (await editor.call('GET', `/api/manage/members/${m!.memberId}`)).json;
    expect(seen.consents).toEqual([]);
    const body = { nickname: seen.member.nickname, tags: [], isGood: true, staffNote: '', social: {}, favIndustries: [], background: '', marketingEmail: true };
    expect((await viewer.call('PUT', `/api/manage/members/${m!.memberId}`, body)).status).toBe(403);
    const res = await editor.call('PUT', `/api/manage/members/${m!.memberId}`, body);
    expect(res.status, res.text).toBe(200);
    const rows = await history(m!.memberId);
    expect(rows).toEqual([expect.objectContaining({ channel: 'EMAIL', granted: true, source: 'STAFF', actorId: editor.userId, lng: 'en' })]);
    const [log] = await t.database.db.select().from(operationLog).where(and(eq(operationLog.resourceId, m!.memberId), eq(operationLog.action, 'UPDATE')));
    expect(log!.before).toMatchObject({ marketingEmail: false });
    expect(log!.after).toMatchObject({ marketingEmail: true });
    expect(log!.after).not.toHaveProperty('marketingSms');
    const again = (await editor.call('GET', `/api/manage/members/${m!.memberId}`)).json;
    expect(again.member).toMatchObject({ marketingSms: false, marketingEmail: true });
    expect(again.consents).toEqual([expect.objectContaining({ channel: 'EMAIL', granted: true, source: 'STAFF', wordingVersion: MARKETING_WORDING.version })]);
  });

  it('the members list finds who consents by a channel, and only them', async () => {
    const [yes, no] = await signedInMembers(t, 2);
    await yes!.call('PATCH', '/api/user/profile', { ...profile, marketingSms: true });
    await no!.call('PATCH', '/api/user/profile', { ...profile, marketingEmail: true });
    const ids = async (q: string) => ((await admin.call('GET', `/api/manage/members?pageSize=100&${q}`)).json.rows as { id: string }[]).map((r) => r.id);
    const sms = await ids('marketing=SMS');
    expect(sms).toContain(yes!.memberId);
    expect(sms).not.toContain(no!.memberId);
    expect(await ids('marketing=EMAIL')).toContain(no!.memberId);
    expect((await admin.call('GET', '/api/manage/members?marketing=FAX')).status).toBe(400);
  });
});
