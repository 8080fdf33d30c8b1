import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMemberCode, isValidMemberCode, makeMemberCode } from '../../common/validators/member-code';
import { MARKETING_WORDING } from '../../common/privacy';
import { marketingConsent, member, otpCode, userAccount } from '../../server/db/schema/accounts';
import { listOutbox } from '../../server/integrations/sms/outbox-sms';
import { apiBrowser } from '../helpers/api-browser';
import { altchaSolution, lastCode as codeFor } from '../helpers/registration';
import { createTestApp } from '../helpers/test-app';
import { TEST_DB_KIND } from '../helpers/test-db';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** A browser against the test app (cookies, anti-forgery header, own client address). */
const browser = () => apiBrowser(t);

const lastCode = (phone: string) => codeFor(t, phone);
const altcha = () => altchaSolution(t);

const form = (over: Record<string, unknown> = {}) => ({
  callingCode: '852', phone: '5123 4567', password: 'secret1', passwordConfirm: 'secret1', fullname: '李小美', nickname: '小美',
  gender: 'f', birth: '1995-04-03', email: 'mei@example.com', docType: 'hk', docId: 'G123456(A)', nationality: 'HK',
  agreePrivacy: true, marketingSms: false, marketingEmail: false, lng: 'zh-HK', ...over,
});

describe(`member registration on ${TEST_DB_KIND}`, () => {
  it('sends a 6-digit code in the member’s language and refuses a resend inside the countdown', async () => {
    const b = browser();
    const sent = await b.call('POST', '/api/auth/code', { callingCode: '852', phone: '5123 4567', purpose: 'register', lng: 'zh-HK' });
    expect(sent.status).toBe(200);
    expect(sent.json.resendAfterSec).toBe(60);
    const [msg] = await listOutbox(t.database.db, { to: '+85251234567', limit: 1 });
    expect(msg!.text).toMatch(/驗證碼是 \d{6}/);
    const again = await b.call('POST', '/api/auth/code', { callingCode: '852', phone: '51234567', purpose: 'register', lng: 'zh-HK' });
    expect(again.status).toBe(429);
    expect(again.json.message).toBe('error.otp.resendTooSoon');
  });

  it('refuses bad input with the field named, and creates nothing', async () => {
    const b = browser();
    for (const [over, field, key] of [
      [{ birth: '2015-01-01' }, 'birth', 'error.age.under18'],
      [{ docId: 'A1234567' }, 'docId', 'error.doc.invalid'],
      [{ passwordConfirm: 'other1' }, 'passwordConfirm', 'form.password.mismatch'],
      [{ password: '12345', passwordConfirm: '12345' }, 'password', 'form.password.length'],
      [{ agreePrivacy: false }, 'agreePrivacy', 'form.privacy.required'],
      [{ email: 'not-an-email' }, 'email', 'form.invalid'],
    ] as const) {
      const res = await b.call('POST', '/api/auth/register', form({ ...over, code: '000000', altcha: 'x' }));
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.json.data.fields).toContainEqual({ field, message: key });
    }
    expect(await t.database.db.select().from(userAccount).where(eq(userAccount.phone, '+85251234567'))).toEqual([]);
  });

  it('needs the bot check, counts wrong codes, then registers and signs in with an httpOnly session cookie', async () => {
    const b = browser();
    const noBot = await b.call('POST', '/api/auth/register', form({ code: '000000', altcha: 'bogus' }));
    expect(noBot.json.code).toBe('BOT_CHECK_FAILED');
    const code = await lastCode('+85251234567');
    const wrong = code === '111111' ? '222222' : '111111';
    const bad = await b.call('POST', '/api/auth/register', form({ code: wrong, altcha: await altcha() }));
    expect(bad.status).toBe(400);
    expect(bad.json.code).toBe('OTP_INVALID');
    const [row] = await t.database.db.select().from(otpCode).where(eq(otpCode.phone, '+85251234567'));
    expect(row!.attempts).toBe(1);

    const ok = await b.call('POST', '/api/auth/register', form({ code, altcha: await altcha() }));
    expect(ok.status).toBe(200);
    expect(ok.json.user.member).toMatchObject({ fullname: '李小美', nickname: '小美', gender: 'f', birth: '1995-04-03', docIdMasked: '••••456A' });
    expect(ok.json.user.roles).toEqual(['M']);
    expect(isValidMemberCode(ok.json.user.member.code)).toBe(true);
    const cookie = ok.setCookie.find((c) => c.startsWith('aloha.sid='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect((await b.call('GET', '/api/user/me')).json.user.phone).toBe('+85251234567');

    // The code was single use.
    const reuse = await browser().call('POST', '/api/auth/register', form({ code, email: '', docId: 'K000000(0)', altcha: await altcha() }));
    expect(reuse.status).toBe(409); // and the phone is now taken anyway
    expect(reuse.json.code).toBe('PHONE_ALREADY_REGISTERED');
  });

  it('says the phone is registered when asking for a registration code', async () => {
    const res = await browser().call('POST', '/api/auth/code', { callingCode: '852', phone: '51234567', purpose: 'register', lng: 'en' });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe('error.phone.registered');
  });

  it('locks the code after 5 wrong tries', async () => {
    const b = browser();
    await b.call('POST', '/api/auth/code', { callingCode: '852', phone: '52223333', purpose: 'register', lng: 'en' });
    const code = await lastCode('+85252223333');
    const wrong = code === '999999' ? '888888' : '999999';
    const results = [];
    for (let i = 0; i < 5; i++) results.push((await b.call('POST', '/api/auth/register', form({ phone: '52223333', email: '', docId: 'K000000(0)', code: wrong, altcha: await altcha() }))).json.code);
    expect(results).toEqual(['OTP_INVALID', 'OTP_INVALID', 'OTP_INVALID', 'OTP_INVALID', 'OTP_TOO_MANY_TRIES']);
    const right = await b.call('POST', '/api/auth/register', form({ phone: '52223333', email: '', docId: 'K000000(0)', code, altcha: await altcha() }));
    expect(right.json.code).toBe('OTP_TOO_MANY_TRIES');
  });

  it('refuses an expired code', async () => {
    const b = browser();
    await b.call('POST', '/api/auth/code', { callingCode: '852', phone: '53334444', purpose: 'register', lng: 'en' });
    const code = await lastCode('+85253334444');
    await t.database.db.update(otpCode).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(otpCode.phone, '+85253334444'));
    const res = await b.call('POST', '/api/auth/register', form({ phone: '53334444', email: '', docId: 'K000000(0)', code, altcha: await altcha() }));
    expect(res.json.code).toBe('OTP_EXPIRED');
  });

  it('records the marketing channels ticked at sign-up with the wording version, and nothing for the others', async () => {
    const b = browser();
    await b.call('POST', '/api/auth/code', { callingCode: '852', phone: '57778888', purpose: 'register', lng: 'en' });
    const code = await lastCode('+85257778888');
    const ok = await b.call('POST', '/api/auth/register', form({ phone: '57778888', email: '', docId: 'K000000(0)', code, marketingSms: true, lng: 'en', altcha: await altcha() }));
    expect(ok.status, ok.text).toBe(200);
    const [m] = await t.database.db.select({ id: member.id, marketingSms: member.marketingSms, marketingEmail: member.marketingEmail }).from(member).innerJoin(userAccount, eq(userAccount.id, member.id)).where(eq(userAccount.phone, '+85257778888'));
    expect(m).toMatchObject({ marketingSms: true, marketingEmail: false });
    const rows = await t.database.db.select().from(marketingConsent).where(eq(marketingConsent.memberId, m!.id));
    expect(rows).toEqual([expect.objectContaining({ channel: 'SMS', granted: true, wordingVersion: MARKETING_WORDING.version, lng: 'en', source: 'REGISTER', actorId: null })]);
  });

  it('takes the referrer as a member code: a typo is "check the code", an unknown code "no such member"', async () => {
    const [demo] = await t.database.db.select({ id: member.id, code: member.code }).from(member).innerJoin(userAccount, eq(userAccount.id, member.id)).where(eq(userAccount.phone, '+85261234567'));
    const b = browser();
    await b.call('POST', '/api/auth/code', { callingCode: '852', phone: '54445555', purpose: 'register', lng: 'en' });
    const code = await lastCode('+85254445555');
    const body = (referrer: string) => form({ phone: '54445555', email: '', docId: 'C668668(9)', code, referrer });

    const typo = demo!.code.slice(0, 5) + (demo!.code[5] === 'A' ? 'B' : 'A') + demo!.code.slice(6);
    const checkIt = await b.call('POST', '/api/auth/register', { ...body(typo), altcha: await altcha() });
    expect(checkIt.status).toBe(400);
    expect(checkIt.json.data.fields).toContainEqual({ field: 'referrer', message: 'error.referrer.checkCode' });

    let unknown = makeMemberCode((n) => Math.floor(Math.random() * n));
    while (unknown === demo!.code) unknown = makeMemberCode((n) => Math.floor(Math.random() * n));
    const notFound = await b.call('POST', '/api/auth/register', { ...body(unknown), altcha: await altcha() });
    expect(notFound.status).toBe(400);
    expect(notFound.json).toMatchObject({ code: 'REFERRER_NOT_FOUND', message: 'error.referrer.notFound' });

    // As people type it: lower case, with the dash.
    const ok = await b.call('POST', '/api/auth/register', { ...body(formatMemberCode(demo!.code).toLowerCase()), altcha: await altcha() });
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    expect(ok.json.user.member.referrer).toBe(demo!.code);
    expect(ok.json.user.member.code).not.toBe(demo!.code);
    const [row] = await t.database.db.select().from(member).where(eq(member.id, ok.json.user.id));
    expect(row!.referrerId).toBe(demo!.id);
  });
});

describe(`sign-in, sessions and sign-out on ${TEST_DB_KIND}`, () => {
  it('gives the same answer for an unknown account and a wrong password', async () => {
    const unknown = await browser().call('POST', '/api/auth/sign-in', { identifier: '59998888', password: 'whatever1' });
    const wrong = await browser().call('POST', '/api/auth/sign-in', { identifier: '61234567', password: 'wrong-password' });
    expect(unknown.status).toBe(400);
    expect(wrong.status).toBe(400);
    expect(unknown.json).toEqual(wrong.json);
    expect(wrong.json.message).toBe('error.login.incorrect');
  });

  it('signs in by phone or e-mail, issues a new session id each time, and logout ends it on the server', async () => {
    const b = browser();
    const first = await b.call('POST', '/api/auth/sign-in', { identifier: '6123 4567', password: 'member123' });
    expect(first.status).toBe(200);
    const token1 = b.jar.get('aloha.sid');
    const second = await b.call('POST', '/api/auth/sign-in', { identifier: 'MEMBER@example.com', password: 'member123', rememberMe: true });
    expect(second.status).toBe(200);
    expect(second.setCookie.find((c) => c.startsWith('aloha.sid='))).toMatch(/Expires=/);
    const token2 = b.jar.get('aloha.sid');
    expect(token2).not.toBe(token1);
    // The replaced session is over.
    const old = browser();
    old.jar.set('aloha.sid', token1!);
    expect((await old.call('GET', '/api/user/me')).status).toBe(401);

    expect((await b.call('POST', '/api/logout')).status).toBe(200);
    const stolen = browser();
    stolen.jar.set('aloha.sid', token2!);
    expect((await stolen.call('GET', '/api/user/me')).status).toBe(401);
  });

  it('lists the member’s sessions and revokes another one', async () => {
    const phone = browser();
    const laptop = browser();
    await phone.call('POST', '/api/auth/sign-in', { identifier: '61234567', password: 'member123' });
    await laptop.call('POST', '/api/auth/sign-in', { identifier: '61234567', password: 'member123' });
    const { sessions } = (await laptop.call('GET', '/api/user/sessions')).json;
    const other = sessions.find((s: { current: boolean }) => !s.current);
    expect(sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect((await laptop.call('DELETE', `/api/user/sessions/${other.id}`)).status).toBe(200);
    expect((await phone.call('GET', '/api/user/me')).status).toBe(401);
    expect((await laptop.call('GET', '/api/user/me')).status).toBe(200);
    expect((await laptop.call('DELETE', '/api/user/sessions/0000000000000000')).status).toBe(404);
  });

  it('signs in with a one-time code', async () => {
    const b = browser();
    await b.call('POST', '/api/auth/code', { callingCode: '852', phone: '61234567', purpose: 'login', lng: 'en' });
    const res = await b.call('POST', '/api/auth/sign-in/code', { callingCode: '852', phone: '61234567', code: await lastCode('+85261234567') });
    expect(res.status).toBe(200);
    expect(res.json.user.member.nickname).toBe('大文');
  });

  it('lets staff into the back office and keeps members out', async () => {
    const staff = await browser().call('POST', '/api/auth/staff-sign-in', { account: 'admin', password: 'Aloha#Admin2026' });
    expect(staff.status).toBe(200);
    expect(staff.json.user.permissions).toContain('WEB_ADMIN');
    const member = await browser().call('POST', '/api/auth/staff-sign-in', { account: '+85261234567', password: 'member123' });
    expect(member.status).toBe(400);
  });

  it('answers 401 without a session', async () => {
    expect((await browser().call('GET', '/api/user/me')).status).toBe(401);
    expect((await browser().call('PATCH', '/api/user/profile', { nickname: 'x', marketingSms: false, marketingEmail: false })).status).toBe(401);
  });

});

describe(`password and phone changes on ${TEST_DB_KIND}`, () => {
  it('needs the right old password and a different new one, and ends other sessions', async () => {
    const b = browser();
    const other = browser();
    await b.call('POST', '/api/auth/sign-in', { identifier: 'member@example.com', password: 'member123' });
    await other.call('POST', '/api/auth/sign-in', { identifier: 'member@example.com', password: 'member123' });
    expect((await b.call('POST', '/api/user/password', { oldPassword: 'wrong123', password: 'newpass1', passwordConfirm: 'newpass1' })).json.code).toBe('PASSWORD_OLD_WRONG');
    const same = await b.call('POST', '/api/user/password', { oldPassword: 'member123', password: 'member123', passwordConfirm: 'member123' });
    expect(same.status).toBe(400);
    expect((await b.call('POST', '/api/user/password', { oldPassword: 'member123', password: 'newpass1', passwordConfirm: 'newpass1' })).status).toBe(200);
    expect((await other.call('GET', '/api/user/me')).status).toBe(401);
    expect((await b.call('GET', '/api/user/me')).status).toBe(200);
    // A notice by e-mail, in the member's language (zh-HK).
    const notice = t.mailer.sent!.at(-1)!;
    expect(notice).toMatchObject({ to: 'member@example.com', subject: '你的 Aloha 密碼已更改' });
    expect(notice.text).toContain('香港時間');
    await b.call('POST', '/api/user/password', { oldPassword: 'newpass1', password: 'member123', passwordConfirm: 'member123' });
  });

  it('holds staff to the strong password rule', async () => {
    const b = browser();
    await b.call('POST', '/api/auth/staff-sign-in', { account: 'staff', password: 'Aloha#Staff2026' });
    expect((await b.call('POST', '/api/user/password', { oldPassword: 'Aloha#Staff2026', password: 'weakpass', passwordConfirm: 'weakpass' })).json.code).toBe('PASSWORD_WEAK');
  });

  it('resets a forgotten password by phone code, and says when the phone is not registered', async () => {
    const b = browser();
    const unknown = await b.call('POST', '/api/auth/code', { callingCode: '852', phone: '97776666', purpose: 'reset', lng: 'en' });
    expect(unknown.status).toBe(412);
    expect(unknown.json.message).toBe('error.phone.notRegistered');
    await b.call('POST', '/api/auth/code', { callingCode: '852', phone: '51234567', purpose: 'reset', lng: 'en' });
    const res = await b.call('POST', '/api/auth/reset-password', { callingCode: '852', phone: '51234567', code: await lastCode('+85251234567'), password: 'brandnew1', passwordConfirm: 'brandnew1' });
    expect(res.status).toBe(200);
    expect((await browser().call('POST', '/api/auth/sign-in', { identifier: '51234567', password: 'brandnew1' })).status).toBe(200);
  });

  it('changes the phone with a code sent to the new number, refusing the same or a taken number', async () => {
    const b = browser();
    await b.call('POST', '/api/auth/sign-in', { identifier: '51234567', password: 'brandnew1' });
    expect((await b.call('POST', '/api/auth/code', { callingCode: '852', phone: '61234567', purpose: 'change_phone', lng: 'en' })).status).toBe(409);
    const same = await b.call('POST', '/api/user/phone', { callingCode: '852', phone: '51234567', code: '123456' });
    expect(same.json.code).toBe('PHONE_SAME');
    await b.call('POST', '/api/auth/code', { callingCode: '852', phone: '56667777', purpose: 'change_phone', lng: 'en' });
    const res = await b.call('POST', '/api/user/phone', { callingCode: '852', phone: '56667777', code: await lastCode('+85256667777') });
    expect(res.status).toBe(200);
    expect(res.json.updateUser.phone).toBe('+85256667777');
  });
});
