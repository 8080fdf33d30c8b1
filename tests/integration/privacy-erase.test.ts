import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, toClinicDate } from '../../common/clinic-time';
import { member, operationLog, smsOutbox, userAccount } from '../../server/db/schema/accounts';
import { notification, servicePlan } from '../../server/db/schema/booking';
import { errorReport, place, review, staff } from '../../server/db/schema/content';
import { deal, dealHistory, dealPayment, ledgerMovement, memberBalance } from '../../server/db/schema/deal';
import { apiBrowser, type ApiBrowser } from '../helpers/api-browser';
import { aPackageDeal } from '../helpers/deals';
import { signedInMembers } from '../helpers/members';
import { signedInStaff } from '../helpers/staff';
import { altchaSolution, lastCode as codeFor } from '../helpers/registration';
import { createTestApp } from '../helpers/test-app';
import { TEST_DB_KIND } from '../helpers/test-db';

/**
 * Erasure (issue 14): a member who closes their account leaves no trace — every table of the
 * database (dumped row by row as JSON text) and every stored file are scanned for their phone, names,
 * e-mail and document number — while the money records stay and still add up; staff erase on request
 * with MEMBER_DELETE and a reason; the phone can register again.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let me: ApiBrowser;
let meId: string;
let receiptUrl: string;

const PHONE = '+85259871234';
const LOCAL = '59871234';
const NAME = '區卓思敏';
const NICK = 'Zephyrine';
const EMAIL = 'zephyrine.erase@example.com';
const DOC = 'ZQ7781234';
const PASSWORD = 'secret-erase1';
const traces = [PHONE, LOCAL, NAME, NICK, EMAIL, DOC];

const lastCode = (phone: string) => codeFor(t, phone);
const altcha = () => altchaSolution(t);

async function register(b: ApiBrowser) {
  expect((await b.call('POST', '/api/auth/code', { callingCode: '852', phone: LOCAL, purpose: 'register', lng: 'en' })).status).toBe(200);
  const res = await b.call('POST', '/api/auth/register', {
    callingCode: '852', phone: LOCAL, password: PASSWORD, passwordConfirm: PASSWORD, fullname: NAME, nickname: NICK, gender: 'f', birth: '1991-02-03',
    email: EMAIL, docType: 'passport', docId: DOC, docNation: 'NZ', nationality: 'NZ', agreePrivacy: true, marketingSms: true, marketingEmail: true, lng: 'en', code: await lastCode(PHONE), altcha: await altcha(),
  });
  expect(res.status, res.text).toBe(200);
  return res.json.user.id as string;
}

/** Every row of every table (all schemas but the system's), as JSON text, by table. */
async function dumpDatabase(): Promise<Map<string, string>> {
  const run = t.database.db as unknown as { execute: (q: unknown) => Promise<{ rows: Record<string, unknown>[] }> };
  const names = (await run.execute(sql`select table_schema as s, table_name as n from information_schema.tables where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`)).rows;
  const out = new Map<string, string>();
  for (const { s, n } of names) {
    const rows = (await run.execute(sql`select row_to_json(x)::text as j from ${sql.identifier(String(s))}.${sql.identifier(String(n))} x`)).rows;
    out.set(`${String(s)}.${String(n)}`, rows.map((r) => String(r.j)).join('\n'));
  }
  return out;
}

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

async function money() {
  const db = t.database.db;
  const [p] = await db.select({ n: sql<string>`coalesce(sum(${dealPayment.cents}), 0)::text` }).from(dealPayment);
  const [l] = await db.select({ n: sql<string>`coalesce(sum(${ledgerMovement.delta}), 0)::text` }).from(ledgerMovement);
  const [b] = await db.select({ n: sql<string>`coalesce(sum(${memberBalance.balance}), 0)::text` }).from(memberBalance);
  const [d] = await db.select({ n: sql<string>`coalesce(sum(${deal.paidCents}), 0)::text`, c: sql<string>`count(*)::text` }).from(deal);
  return { payments: p!.n, ledger: l!.n, balances: b!.n, paid: d!.n, deals: d!.c };
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  me = apiBrowser(t);
  meId = await register(me);

  // A booking (still to come), a waiting-list entry and a chat with a text and a file naming them.
  const [tst] = await db.select().from(place).where(eq(place.code, 'tst'));
  const [lee] = await db.select().from(staff).where(eq(staff.slug, 'lee-chun-hei'));
  const [plan] = (await db.select().from(servicePlan)).filter((p) => p.name.en === 'Physiotherapy first assessment');
  const from = addDays(toClinicDate(new Date()), 3);
  const avail = await me.call('GET', `/api/booking/availability?planId=${plan!.id}&placeId=${tst!.id}&therapistId=${lee!.id}&from=${from}&to=${addDays(from, 20)}`);
  const day = (avail.json.dates as { date: number; times: number[] }[]).find((d) => d.times.length > 0)!;
  const booked = await me.call('POST', '/api/booking', { planId: plan!.id, placeId: tst!.id, therapistId: lee!.id, date: day.date, start: day.times.at(-1), specialRequests: ['OTHER'], otherRequest: `Call ${PHONE}` });
  expect(booked.status, booked.text).toBe(200);
  const joined = await me.call('POST', '/api/user/waitlist', { planId: plan!.id, placeId: tst!.id, therapistId: null, dateFrom: day.date, dateTo: day.date, dayParts: ['MORNING'] });
  expect(joined.status, joined.text).toBe(200);
  const room = (await me.call('POST', '/api/chat/rooms', {})).json.id as number;
  expect((await me.call('POST', '/api/chat/messages', { roomId: room, clientId: 'erase-text-0001', type: 'TEXT', content: `I am ${NAME} (${NICK}), ${PHONE}, passport ${DOC}` })).status).toBe(200);
  const bytes = Buffer.from(`%PDF-1.4\n% MRI report for ${NAME} ${DOC} ${PHONE}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`);
  const up = await t.request('/api/chat/upload?name=mri.pdf', { method: 'POST', headers: { ...me.headers(), 'content-type': 'application/octet-stream' }, body: new Uint8Array(bytes) });
  expect(up.status).toBe(200);
  const fileUrl = ((await up.json()) as { url: string }).url;
  expect((await me.call('POST', '/api/chat/messages', { roomId: room, clientId: 'erase-file-0001', type: 'FILE', data: { url: fileUrl } })).status).toBe(200);

  // A review, an error report, a text message, a notification and a staff note naming them.
  await db.insert(review).values({ author: { 'zh-HK': NAME, 'zh-CN': NAME, en: NICK }, content: { 'zh-HK': `${NICK} says thanks`, 'zh-CN': 'x', en: EMAIL }, rating: 5, memberId: meId });
  await db.insert(errorReport).values({ type: 'js', memberId: meId, location: `/user?phone=${PHONE}`, errorAt: new Date(), ip: '203.0.113.9' });
  await db.insert(smsOutbox).values({ to: PHONE, text: `Hello ${NICK}`, lng: 'en', provider: 'test', status: 'sent' });
  await db.insert(notification).values({ userId: meId, title: { 'zh-HK': NAME, 'zh-CN': NAME, en: NICK }, message: { 'zh-HK': '', 'zh-CN': '', en: '' } });
  const desk = await signedInStaff(t, ['MEMBER_EDIT']);
  await db.update(member).set({ staffNote: `${NICK} prefers mornings` }).where(eq(member.id, meId));
  await db.insert(operationLog).values({ actorId: desk.userId, action: 'UPDATE', resource: 'MEMBER', resourceId: meId, before: { fullname: 'x' }, after: { fullname: NAME, phone: PHONE }, ip: '198.51.100.7' });

  // A paid order with a receipt, its payment and the credit it bought.
  receiptUrl = await t.files.put('receipts', 'jpg', Buffer.from('receipt of payment: HK$500, FPS ref 1234'));
  const at = new Date();
  const [d] = await db
    .insert(deal)
    .values({ memberId: meId, kind: 'CREDIT', itemTitle: { 'zh-HK': '儲值', 'zh-CN': '储值', en: 'Credit' }, amountCents: 50_000, paidCents: 50_000, state: 'ACCEPT', method: 'FPS', dealAt: at, paidAt: at, approver: desk.userId, receiptUrl, receiptAt: at })
    .returning();
  const [h] = await db.insert(dealHistory).values({ dealId: d!.id, action: 'RECEIPT', at, method: 'FPS', note: `from ${NICK}`, receiptUrl, receiptMime: 'image/jpeg', receiptName: `${NICK}-receipt.jpg` }).returning();
  await db.insert(dealPayment).values({ dealId: d!.id, cents: 50_000, method: 'FPS', at, actorId: desk.userId, historyId: h!.id });
  await db.insert(ledgerMovement).values({ memberId: meId, currency: 'CREDIT', delta: 50_000, balanceAfter: 50_000, reason: 'TOPUP', dealId: d!.id, at });
  await db.insert(memberBalance).values({ memberId: meId, currency: 'CREDIT', balance: 50_000 });
});
afterAll(async () => {
  await t?.services.waitlist.sweepIdle();
  await t?.close();
});

describe(`erasure on ${TEST_DB_KIND}`, () => {
  it('finds the member everywhere before (the scan sees what it looks for)', async () => {
    const all = [...(await dumpDatabase()).values()].join('\n');
    for (const s of traces) expect(all, s).toContain(s);
  });

  it('asks for the password again; a wrong one changes nothing', async () => {
    const wrong = await me.call('POST', '/api/user/close-account', { password: 'not-it' });
    expect(wrong.status).toBe(400);
    expect(wrong.json.code).toBe('PASSWORD_OLD_WRONG');
    expect((await me.call('POST', '/api/user/close-account', {})).status).toBe(400);
    expect((await me.call('GET', '/api/user/me')).status).toBe(200);
  });

  it('closes the account: no trace of the phone, names, e-mail or document in any table or file; money records add up', async () => {
    const before = await money();
    const res = await me.call('POST', '/api/user/close-account', { password: PASSWORD });
    expect(res.status, res.text).toBe(200);
    expect(res.setCookie.some((c) => c.startsWith('aloha.sid=;') || /aloha\.sid=;|aloha\.sid=""|Max-Age=0/.test(c))).toBe(true);

    const dump = await dumpDatabase();
    const found = [...dump].flatMap(([table, text]) => traces.filter((s) => text.toLowerCase().includes(s.toLowerCase())).map((s) => `${table}: ${s}`));
    expect(found).toEqual([]);
    const root = t.files.root!;
    const files = filesUnder(root);
    const inFiles = files.flatMap((f) => {
      const text = fs.readFileSync(f).toString('latin1') + fs.readFileSync(f).toString('utf8');
      return traces.filter((s) => text.includes(s)).map((s) => `${path.relative(root, f)}: ${s}`);
    });
    expect(inFiles).toEqual([]);
    // The receipt of payment is kept with the order.
    expect(await t.files.read(receiptUrl)).not.toBeNull();

    expect(await money()).toEqual(before);
    const db = t.database.db;
    const [u] = await db.select().from(userAccount).where(eq(userAccount.id, meId));
    expect(u).toMatchObject({ phone: `erased:${meId}`, email: null, passwordHash: null });
    expect(u!.deletedAt).not.toBeNull();
    expect(u!.erasedAt).not.toBeNull();
    const [m] = await db.select().from(member).where(eq(member.id, meId));
    expect(m!.fullname).toBe('已刪除會員');
    const [d] = await db.select().from(deal).where(eq(deal.memberId, meId));
    expect(d).toMatchObject({ state: 'ACCEPT', paidCents: 50_000, receiptUrl });
    const [log] = await db.select().from(operationLog).where(eq(operationLog.action, 'ERASE'));
    expect(log).toMatchObject({ resource: 'MEMBER', resourceId: meId, actorId: meId, ip: null });
    const bookings = (await db.execute(sql`select status from booking where member_id = ${meId}`)) as unknown as { rows: { status: string }[] };
    expect(bookings.rows.map((r) => r.status)).toEqual(['CANCEL']);
  });

  it('signs them out; signing in again fails; the phone can register again', async () => {
    expect((await me.call('GET', '/api/user/me')).status).toBe(401);
    const again = await apiBrowser(t).call('POST', '/api/auth/sign-in', { identifier: LOCAL, password: PASSWORD });
    expect(again.status).toBe(400);
    const anew = await register(apiBrowser(t));
    expect(anew).not.toBe(meId);
  });

  it('an account without a password closes with a sign-in code texted to its phone', async () => {
    const [m] = await signedInMembers(t, 1);
    const [u] = await t.database.db.select().from(userAccount).where(eq(userAccount.id, m!.memberId));
    expect((await m!.call('POST', '/api/user/close-account', { password: 'anything' })).json.code).toBe('PASSWORD_OLD_WRONG');
    expect((await apiBrowser(t).call('POST', '/api/auth/code', { callingCode: '852', phone: u!.phone!.slice(4), purpose: 'login', lng: 'en' })).status).toBe(200);
    const code = await lastCode(u!.phone!);
    expect((await m!.call('POST', '/api/user/close-account', { code: code === '000000' ? '111111' : '000000' })).json.code).toBe('OTP_INVALID');
    const res = await m!.call('POST', '/api/user/close-account', { code });
    expect(res.status, res.text).toBe(200);
    const [after] = await t.database.db.select().from(userAccount).where(eq(userAccount.id, m!.memberId));
    expect(after!.phone).toBe(`erased:${m!.memberId}`);
    expect(await t.database.db.select().from(smsOutbox).where(eq(smsOutbox.to, u!.phone!))).toEqual([]);
  });

  it('lets staff erase with MEMBER_DELETE and a reason, refuses while money is open, and only once', async () => {
    const [other, owing] = await signedInMembers(t, 2);
    const path = (id: string) => `/api/manage/members/${id}/erase`;
    expect((await apiBrowser(t).call('POST', path(other!.memberId), { reason: 'x' })).status).toBe(401);
    expect((await other!.call('POST', path(other!.memberId), { reason: 'x' })).status).toBe(403);
    expect((await (await signedInStaff(t, ['MEMBER_VIEW', 'MEMBER_EDIT'])).call('POST', path(other!.memberId), { reason: 'Letter of 2 Dec' })).status).toBe(403);
    const dpo = await signedInStaff(t, ['MEMBER_VIEW', 'MEMBER_DELETE']);
    expect((await dpo.call('POST', path(other!.memberId), { reason: ' ' })).status).toBe(400);
    const ok = await dpo.call('POST', path(other!.memberId), { reason: 'Letter of 2 Dec, ref. ER-1' });
    expect(ok.status, ok.text).toBe(200);
    const again = await dpo.call('POST', path(other!.memberId), { reason: 'again' });
    expect(again.status).toBe(409);
    expect(again.json.code).toBe('ERASE_ALREADY');
    expect((await other!.call('GET', '/api/user/me')).status).toBe(401);
    const [log] = await t.database.db.select().from(operationLog).where(eq(operationLog.resourceId, other!.memberId));
    expect(log).toMatchObject({ action: 'ERASE', actorId: dpo.userId, after: { reason: 'Letter of 2 Dec, ref. ER-1', self: false } });

    // An order waiting for payment: settle or cancel it first.
    const [plan] = await t.database.db.select().from(servicePlan).limit(1);
    await aPackageDeal(t, owing!.memberId, plan!.id, 80_000);
    const refused = await dpo.call('POST', path(owing!.memberId), { reason: 'Letter' });
    expect(refused.status).toBe(409);
    expect(refused.json.code).toBe('ERASE_MONEY_OPEN');
    expect((await owing!.call('GET', '/api/user/me')).status).toBe(200);
  });
});
