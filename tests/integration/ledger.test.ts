import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LedgerCurrency } from '../../common/deal-rules';
import { operationLog } from '../../server/db/schema/accounts';
import { booking } from '../../server/db/schema/booking';
import { event } from '../../server/db/schema/content';
import { ledgerMovement, memberBalance } from '../../server/db/schema/deal';
import { apiBrowser, signedIn, type ApiBrowser } from '../helpers/api-browser';
import { signedInMembers } from '../helpers/members';
import { signedInStaff } from '../helpers/staff';
import { createTestApp } from '../helpers/test-app';
import { TEST_DB_KIND } from '../helpers/test-db';

let t: Awaited<ReturnType<typeof createTestApp>>;
let editor: Awaited<ReturnType<typeof signedInStaff>>;
let png: Buffer;
const H = 3_600_000;
let seq = 0;

const key = () => `k-${randomBytes(9).toString('hex')}`;
const ledgerPath = (memberId: string) => `/api/manage/members/${memberId}/ledger`;
const post = (b: ApiBrowser, memberId: string, body: Record<string, unknown>) =>
  b.call('POST', ledgerPath(memberId), { note: 'Test movement', idempotencyKey: key(), ...body });

/** The movements of one balance read straight from the table, oldest first. */
const movements = (memberId: string, currency: LedgerCurrency) =>
  t.database.db.select().from(ledgerMovement).where(and(eq(ledgerMovement.memberId, memberId), eq(ledgerMovement.currency, currency))).orderBy(asc(ledgerMovement.id));
const balanceRow = async (memberId: string, currency: LedgerCurrency) =>
  (await t.database.db.select().from(memberBalance).where(and(eq(memberBalance.memberId, memberId), eq(memberBalance.currency, currency))))[0]?.balance ?? 0;

/** The balance equals the sum of its movements, and each movement's balance_after is the running sum, never below zero. */
async function expectLedgerAddsUp(memberId: string, currency: LedgerCurrency, balance: number) {
  const rows = await movements(memberId, currency);
  let running = 0;
  for (const r of rows) {
    running += r.delta;
    expect(r.balanceAfter, `movement ${r.id}`).toBe(running);
    expect(r.balanceAfter).toBeGreaterThanOrEqual(0);
  }
  expect(running).toBe(balance);
  expect(await balanceRow(memberId, currency)).toBe(balance);
}

/** A booking of this member (a canceled copy of a seeded one: it holds no therapist time). */
async function aBookingOf(memberId: string) {
  const [b] = await t.database.db.select().from(booking).limit(1);
  const { id: _id, idempotencyKey: _k, createdAt: _c, updatedAt: _u, ...copy } = b!;
  const [mine] = await t.database.db.insert(booking).values({ ...copy, memberId, status: 'CANCEL' }).returning();
  return mine!;
}

/** A paid HKD deal for the member's seat at a new paid event, approved after a receipt: what points are earned on. */
async function approvedEventDeal(m: ApiBrowser, feeCents: number) {
  const now = Date.now();
  seq += 1;
  const [e] = await t.database.db
    .insert(event)
    .values({
      slug: `ledger-test-${seq}-${TEST_DB_KIND}`, title: { 'zh-HK': `積分工作坊 ${seq}`, 'zh-CN': `积分工作坊 ${seq}`, en: `Points workshop ${seq}` }, desc: { 'zh-HK': '', 'zh-CN': '', en: '' },
      banner: '/images/events/tst-open-day-sep-2026.svg', seatMax: 0, feeCents, isShow: true,
      openAt: new Date(now - 24 * H), closeAt: new Date(now + 200 * H), startAt: new Date(now + 240 * H), endAt: new Date(now + 242 * H),
    })
    .returning();
  const reg = await m.call('POST', `/api/events/${e!.id}/registration`);
  expect(reg.status, reg.text).toBe(200);
  const dealId = reg.json.registration.dealId as number;
  const sent = await t.request(`/api/user/deals/${dealId}/receipt?method=FPS&name=r.png&confirmed=true`, { method: 'POST', headers: { ...m.headers(), 'content-type': 'image/png' }, body: new Uint8Array(png) });
  expect(sent.status).toBe(200);
  const approved = await editor.call('POST', `/api/manage/deals/${dealId}/approve`);
  expect(approved.status, approved.text).toBe(200);
  return dealId;
}

beforeAll(async () => {
  t = await createTestApp();
  editor = await signedInStaff(t, ['SETTLEMENT_VIEW', 'SETTLEMENT_EDIT'], `ledger-editor-${TEST_DB_KIND}`);
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#ffffff' } }).png().toBuffer();
});
afterAll(() => t?.close());

describe(`ledger storm on ${TEST_DB_KIND}`, () => {
  for (const [currency, reason] of [['CREDIT', 'SPEND'], ['POINT', 'REDEEM']] as const) {
    it(`50 concurrent staff ${reason}s of 1,000 from a ${currency} balance of 20,000: exactly 20 succeed, 30 get 409 BALANCE_INSUFFICIENT, never below zero`, { timeout: 120_000 }, async () => {
      const [m] = await signedInMembers(t, 1);
      const id = m!.memberId;
      const topUp = await post(editor, id, { currency, delta: 20_000, reason: 'ADJUST', note: 'Opening balance for the storm' });
      expect(topUp.status, topUp.text).toBe(200);
      expect(topUp.json.balances[currency]).toBe(20_000);

      const results = await Promise.all(Array.from({ length: 50 }, (_, i) => post(editor, id, { currency, delta: -1_000, reason, note: `Storm ${i}` })));
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s >= 500)).toEqual([]);
      expect(statuses.filter((s) => s === 200)).toHaveLength(20);
      expect(statuses.filter((s) => s === 409)).toHaveLength(30);
      for (const r of results.filter((x) => x.status === 409)) expect([r.json.code, r.json.message, r.json.data.field]).toEqual(['BALANCE_INSUFFICIENT', 'error.ledger.insufficient', 'delta']);
      // Every success saw a different balance after it: the spends were serialized, none lost.
      const afters = results.filter((x) => x.status === 200).map((r) => r.json.movement.balanceAfter).sort((a, b) => a - b);
      expect(afters).toEqual(Array.from({ length: 20 }, (_, i) => i * 1_000));

      await expectLedgerAddsUp(id, currency, 0);
      expect(await movements(id, currency)).toHaveLength(21);
      const mine = await m!.call('GET', `/api/user/balances?currency=${currency}&pageSize=100`);
      expect(mine.json.balances[currency]).toBe(0);
      expect(mine.json.movements.items).toHaveLength(21);
      expect(mine.json.movements.items.reduce((s: number, x: { delta: number }) => s + x.delta, 0)).toBe(0);
      // Each movement is in the operation log, with the member as the resource.
      const logged = await t.database.db.select().from(operationLog).where(and(eq(operationLog.resource, 'SETTLEMENT'), eq(operationLog.resourceId, id)));
      expect(logged.map((l) => l.action).sort()).toEqual(['ADJUST', ...Array(20).fill(reason)].sort());
    });
  }
});

describe(`ledger rules on ${TEST_DB_KIND}`, () => {
  it('the same idempotency key gives back the first movement — in turn or at once — and another request under it is 422', { timeout: 60_000 }, async () => {
    const [m] = await signedInMembers(t, 1);
    const id = m!.memberId;
    const body = { currency: 'CREDIT', delta: 5_050, reason: 'ADJUST', note: 'Goodwill for the late start', idempotencyKey: key() };
    const first = await editor.call('POST', ledgerPath(id), body);
    const again = await editor.call('POST', ledgerPath(id), body);
    expect([first.status, again.status]).toEqual([200, 200]);
    expect([first.json.replayed, again.json.replayed]).toEqual([false, true]);
    expect(again.json.movement).toEqual(first.json.movement);
    expect(again.json.balances.CREDIT).toBe(5_050);

    const storm = { ...body, idempotencyKey: key() };
    const racing = await Promise.all(Array.from({ length: 10 }, () => editor.call('POST', ledgerPath(id), storm)));
    expect(racing.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(new Set(racing.map((r) => r.json.movement.id)).size).toBe(1);
    expect(racing.filter((r) => !r.json.replayed)).toHaveLength(1);
    await expectLedgerAddsUp(id, 'CREDIT', 10_100);
    expect(await movements(id, 'CREDIT')).toHaveLength(2);

    const reused = await editor.call('POST', ledgerPath(id), { ...body, delta: 9_999 });
    expect([reused.status, reused.json.code]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED']);
    // Another staff member's retry is not theirs to replay either.
    const other = await signedInStaff(t, ['SETTLEMENT_EDIT']);
    expect((await other.call('POST', ledgerPath(id), body)).status).toBe(422);
    await expectLedgerAddsUp(id, 'CREDIT', 10_100);
    const logged = await t.database.db.select().from(operationLog).where(and(eq(operationLog.resource, 'SETTLEMENT'), eq(operationLog.resourceId, id)));
    expect(logged).toHaveLength(2);
  });

  it('the database refuses editing or deleting a movement and any balance below zero, whatever the code does', async () => {
    const [m] = await signedInMembers(t, 1);
    const id = m!.memberId;
    expect((await post(editor, id, { currency: 'CREDIT', delta: 1_000, reason: 'ADJUST' })).status).toBe(200);
    const db = t.database.db;
    const [row] = await movements(id, 'CREDIT');
    const failure = (p: Promise<unknown>) => p.then(() => null, (e: { code?: string; cause?: { code?: string; message?: string } }) => e.cause?.code ?? e.code);
    // Append-only (trigger): no update, no delete — a correction is a new movement.
    expect(await failure(db.update(ledgerMovement).set({ delta: 1 }).where(eq(ledgerMovement.id, row!.id)))).toBe('P0001');
    expect(await failure(db.update(ledgerMovement).set({ note: 'rewritten' }).where(eq(ledgerMovement.id, row!.id)))).toBe('P0001');
    expect(await failure(db.delete(ledgerMovement).where(eq(ledgerMovement.id, row!.id)))).toBe('P0001');
    // Never below zero (checks), nor a movement tied to nothing, nor a zero one.
    expect(await failure(db.update(memberBalance).set({ balance: -1 }).where(and(eq(memberBalance.memberId, id), eq(memberBalance.currency, 'CREDIT'))))).toBe('23514');
    const base = { memberId: id, currency: 'CREDIT' as const, reason: 'ADJUST' as const, actorId: editor.userId, note: 'direct', at: new Date() };
    expect(await failure(db.insert(ledgerMovement).values({ ...base, delta: -2_000, balanceAfter: -1_000 }))).toBe('23514');
    expect(await failure(db.insert(ledgerMovement).values({ ...base, delta: 0, balanceAfter: 1_000 }))).toBe('23514');
    expect(await failure(db.insert(ledgerMovement).values({ ...base, actorId: null, delta: 5, balanceAfter: 1_005 }))).toBe('23514');
    expect(await failure(db.insert(ledgerMovement).values({ ...base, note: '  ', delta: 5, balanceAfter: 1_005 }))).toBe('23514');
    await expectLedgerAddsUp(id, 'CREDIT', 1_000);
    expect((await movements(id, 'CREDIT'))[0]).toEqual(row);
  });

  it('refuses bad movements with a named field and changes nothing: no note, zero, fractions, a spend that gives, points spent, another member’s booking', async () => {
    const [m, other] = await signedInMembers(t, 2);
    const id = m!.memberId;
    expect((await post(editor, id, { currency: 'POINT', delta: 50, reason: 'ADJUST' })).status).toBe(200);
    const before = await movements(id, 'POINT');
    const theirs = await aBookingOf(other!.memberId);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ currency: 'POINT', delta: 5, reason: 'ADJUST', note: '   ' }, 'note', 'types:form.required'],
      [{ currency: 'POINT', delta: 0, reason: 'ADJUST' }, 'delta', 'pay:ledger.error.zero'],
      [{ currency: 'CREDIT', delta: 10.5, reason: 'ADJUST' }, 'delta', 'form.invalid'],
      [{ currency: 'CREDIT', delta: 100_000_001, reason: 'ADJUST' }, 'delta', 'pay:ledger.error.tooLarge'],
      [{ currency: 'CREDIT', delta: 500, reason: 'SPEND' }, 'delta', 'pay:ledger.error.takesOnly'],
      [{ currency: 'POINT', delta: -5, reason: 'SPEND' }, 'currency', 'pay:ledger.error.spendIsCredit'],
      [{ currency: 'CREDIT', delta: -5, reason: 'REDEEM' }, 'currency', 'pay:ledger.error.redeemIsPoints'],
      [{ currency: 'POINT', delta: -5, reason: 'ACCRUE' }, 'reason', 'types:form.required'],
      [{ currency: 'POINT', delta: -5, reason: 'REDEEM', bookingId: theirs.id }, 'bookingId', 'pay:ledger.error.bookingNotMember'],
      [{ currency: 'POINT', delta: -5, reason: 'REDEEM', idempotencyKey: 'short' }, 'idempotencyKey', 'form.invalid'],
    ];
    for (const [body, field, message] of cases) {
      const res = await post(editor, id, body);
      expect([res.status, res.json.code], JSON.stringify(body)).toEqual([400, 'VALIDATION']);
      expect(res.json.data.fields, JSON.stringify(body)).toContainEqual({ field, message });
    }
    // More than the balance holds: 409, said on the amount field, with what is available.
    const over = await post(editor, id, { currency: 'POINT', delta: -51, reason: 'REDEEM' });
    expect([over.status, over.json.code, over.json.data]).toEqual([409, 'BALANCE_INSUFFICIENT', { balance: '50', field: 'delta' }]);
    const overCredit = await post(editor, id, { currency: 'CREDIT', delta: -1, reason: 'SPEND' });
    expect([overCredit.status, overCredit.json.data.balance]).toEqual([409, 'HK$0']);
    expect(await movements(id, 'POINT')).toEqual(before);
    expect(await movements(id, 'CREDIT')).toEqual([]);
    // An unknown member is 404.
    expect((await post(editor, 'nosuchmember1', { currency: 'POINT', delta: 5, reason: 'ADJUST' })).status).toBe(404);
    expect((await editor.call('GET', ledgerPath('nosuchmember1'))).status).toBe(404);
  });

  it('a spend at reception tied to the member’s booking shows what it was for, to the member and to staff with who did it', async () => {
    const [m] = await signedInMembers(t, 1);
    const id = m!.memberId;
    const mine = await aBookingOf(id);
    expect((await post(editor, id, { currency: 'CREDIT', delta: 100_000, reason: 'ADJUST', note: 'Prepaid at the desk' })).status).toBe(200);
    const spent = await post(editor, id, { currency: 'CREDIT', delta: -68_050, reason: 'SPEND', note: 'Paid for the session', bookingId: mine.id });
    expect(spent.status, spent.text).toBe(200);
    expect(spent.json.movement).toMatchObject({ reason: 'SPEND', delta: -68_050, balanceAfter: 31_950, booking: { id: mine.id, startsAt: mine.startsAt.toISOString() }, by: `ledger-editor-${TEST_DB_KIND}` });
    const seen = (await m!.call('GET', '/api/user/balances')).json;
    expect(seen.balances).toEqual({ CREDIT: 31_950, POINT: 0 });
    expect(seen.movements.items[0]).toMatchObject({ reason: 'SPEND', note: 'Paid for the session', booking: { id: mine.id } });
    // Members are not told which staff account did it.
    expect(seen.movements.items[0]).not.toHaveProperty('by');
    const staffView = (await editor.call('GET', `${ledgerPath(id)}?currency=CREDIT`)).json;
    expect(staffView.member.id).toBe(id);
    expect(staffView.bookings.map((b: { id: number }) => b.id)).toContain(mine.id);
    expect(staffView.movements.items.map((x: { delta: number }) => x.delta)).toEqual([-68_050, 100_000]);
    expect((await editor.call('GET', `${ledgerPath(id)}?currency=POINT`)).json.movements.items).toEqual([]);
    // Pages: newest first, one at a time.
    const page2 = (await m!.call('GET', '/api/user/balances?pageSize=1&page=2')).json.movements;
    expect([page2.items[0].delta, page2.pagination.page]).toEqual([100_000, { hasNext: false, total: 2 }]);
  });

  it('points accrue when a paid HKD deal is approved, by the site settings rule, and the member sees what they are worth', { timeout: 60_000 }, async () => {
    const admin = await signedIn(t, 'admin');
    const settings = async () => {
      const { updatedAt: _u, ...s } = (await admin.call('GET', '/api/manage/site-settings')).json.settings;
      return s as Record<string, unknown>;
    };
    const s0 = await settings();
    // Refused rules change nothing.
    const bad = await admin.call('PUT', '/api/manage/site-settings', { ...s0, pointEarnCents: -1, pointValueCents: 2.5 });
    expect(bad.status).toBe(400);
    expect(bad.json.data.fields.map((f: { field: string }) => f.field).sort()).toEqual(['pointEarnCents', 'pointValueCents']);
    expect(await settings()).toEqual(s0);
    const saved = await admin.call('PUT', '/api/manage/site-settings', { ...s0, pointEarnCents: 500, pointValueCents: 25 });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.settings).toMatchObject({ pointEarnCents: 500, pointValueCents: 25 });

    const [m] = await signedInMembers(t, 1);
    const dealId = await approvedEventDeal(m!, 28_050);
    const seen = (await m!.call('GET', '/api/user/balances')).json;
    // HK$280.50 at one point per HK$5.00: 56 points, worth 56 × 25 cents.
    expect(seen.balances).toEqual({ CREDIT: 0, POINT: 56 });
    expect(seen.points).toEqual({ valueCents: 25, earnCents: 500 });
    expect(seen.movements.items).toEqual([expect.objectContaining({ currency: 'POINT', delta: 56, balanceAfter: 56, reason: 'ACCRUE', deal: expect.objectContaining({ id: dealId, kind: 'EVENT' }) })]);
    await expectLedgerAddsUp(m!.memberId, 'POINT', 56);

    // With the rule off, a payment earns nothing.
    expect((await admin.call('PUT', '/api/manage/site-settings', { ...s0, pointEarnCents: 0, pointValueCents: 25 })).status).toBe(200);
    await approvedEventDeal(m!, 10_000);
    expect((await m!.call('GET', '/api/user/balances')).json.balances.POINT).toBe(56);
    expect((await admin.call('PUT', '/api/manage/site-settings', s0)).status).toBe(200);
  });
});

describe(`ledger permissions on ${TEST_DB_KIND}`, () => {
  it('anonymous 401; a member sees only their own; staff without SETTLEMENT_VIEW 403; VIEW reads only; EDIT posts', async () => {
    const [m, other] = await signedInMembers(t, 2);
    const id = m!.memberId;
    expect((await post(editor, id, { currency: 'CREDIT', delta: 1_000, reason: 'ADJUST' })).status).toBe(200);
    const body = { currency: 'CREDIT', delta: 100, reason: 'ADJUST', note: 'x', idempotencyKey: key() };

    const anon = apiBrowser(t);
    expect((await anon.call('GET', '/api/user/balances')).status).toBe(401);
    expect((await anon.call('GET', ledgerPath(id))).status).toBe(401);
    expect((await anon.call('POST', ledgerPath(id), body)).status).toBe(401);

    expect((await m!.call('GET', '/api/user/balances')).json.balances.CREDIT).toBe(1_000);
    const theirs = (await other!.call('GET', '/api/user/balances')).json;
    expect([theirs.balances, theirs.movements.items]).toEqual([{ CREDIT: 0, POINT: 0 }, []]);
    expect((await other!.call('GET', ledgerPath(id))).status).toBe(403);
    expect((await m!.call('POST', ledgerPath(id), body)).status).toBe(403);

    const none = await signedInStaff(t, ['MEMBER_EDIT', 'EVENT_EDIT']);
    const viewer = await signedInStaff(t, ['SETTLEMENT_VIEW']);
    const poster = await signedInStaff(t, ['SETTLEMENT_EDIT']);
    expect((await none.call('GET', ledgerPath(id))).status).toBe(403);
    expect((await none.call('POST', ledgerPath(id), body)).status).toBe(403);
    const read = await viewer.call('GET', ledgerPath(id));
    expect([read.status, read.json.balances.CREDIT]).toEqual([200, 1_000]);
    expect((await viewer.call('POST', ledgerPath(id), body)).status).toBe(403);
    expect((await poster.call('GET', ledgerPath(id))).status).toBe(200);
    // A POST without the anti-forgery header is refused before anything happens.
    const forged = await t.request(ledgerPath(id), { method: 'POST', headers: { cookie: poster.headers().cookie!, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect(forged.status).toBe(410);
    expect((await poster.call('POST', ledgerPath(id), body)).status).toBe(200);
    await expectLedgerAddsUp(id, 'CREDIT', 1_100);
    // Members have no staff route to their own ledger either, and the back-office screen is staff-only.
    expect((await m!.call('GET', `/manage/members/${id}/ledger`)).status).toBe(403);
  });
});
