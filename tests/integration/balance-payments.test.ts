import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoFromYmd, toClinicDate } from '../../common/clinic-time';
import type { LedgerCurrency } from '../../common/deal-rules';
import { dealPayment, ledgerMovement, memberBalance } from '../../server/db/schema/deal';
import { eventRegistration } from '../../server/db/schema/event-registration';
import { signedIn, type ApiBrowser } from '../helpers/api-browser';
import { aPaidEvent, dealRow, key, registerForPaidEvent } from '../helpers/deals';
import { signedInMembers } from '../helpers/members';
import { signedInStaff } from '../helpers/staff';
import { createTestApp } from '../helpers/test-app';
import { TEST_DB_KIND } from '../helpers/test-db';

/** Paying deals from a member's CREDIT or POINT (docs/deals.md "Paying from a balance"). */
let t: Awaited<ReturnType<typeof createTestApp>>;
let desk: Awaited<ReturnType<typeof signedInStaff>>;

const balance = async (memberId: string, currency: LedgerCurrency) =>
  (await t.database.db.select().from(memberBalance).where(and(eq(memberBalance.memberId, memberId), eq(memberBalance.currency, currency))))[0]?.balance ?? 0;
const ledgerOf = (memberId: string, currency: LedgerCurrency) =>
  t.database.db.select().from(ledgerMovement).where(and(eq(ledgerMovement.memberId, memberId), eq(ledgerMovement.currency, currency))).orderBy(asc(ledgerMovement.id));
const paymentsOf = (dealId: number) => t.database.db.select().from(dealPayment).where(eq(dealPayment.dealId, dealId)).orderBy(asc(dealPayment.id));
/** Gives the member a balance by a staff adjustment. */
async function give(m: { memberId: string }, currency: LedgerCurrency, delta: number) {
  const res = await desk.call('POST', `/api/manage/members/${m.memberId}/ledger`, { currency, reason: 'ADJUST', delta, note: 'Opening balance', idempotencyKey: key() });
  expect(res.status, res.text).toBe(200);
}
const selfPay = (m: ApiBrowser, dealId: number, fromBalance: string, cents: number, idempotencyKey = key()) =>
  m.call('POST', `/api/user/deals/${dealId}/balance-payment`, { fromBalance, cents, idempotencyKey });
const today = () => isoFromYmd(toClinicDate(new Date()));

beforeAll(async () => {
  t = await createTestApp();
  desk = await signedInStaff(t, ['SETTLEMENT_VIEW', 'SETTLEMENT_EDIT', 'MEMBER_VIEW', 'MEMBER_EDIT'], `balance-desk-${TEST_DB_KIND}`);
  // One point is worth 10 cents; one point earned per HK$1 paid in money.
  const admin = await signedIn(t, 'admin');
  const { updatedAt: _u, ...s } = (await admin.call('GET', '/api/manage/site-settings')).json.settings;
  expect((await admin.call('PUT', '/api/manage/site-settings', { ...s, pointEarnCents: 100, pointValueCents: 10 })).status).toBe(200);
});
afterAll(() => t?.close());

describe(`members paying from their balances on ${TEST_DB_KIND}`, () => {
  it('credit pays part of a deal (a SPEND tied to it, not money in the settlement); the rest in cash earns points on the cash only', async () => {
    const [m] = await signedInMembers(t, 1);
    await give(m!, 'CREDIT', 10_000);
    const dealId = await registerForPaidEvent(m!, (await aPaidEvent(t, { feeCents: 30_000 })).id);
    const before = (await desk.call('GET', `/api/manage/settlement?from=${today()}&to=${today()}`)).json;

    const shown = (await m!.call('GET', `/api/user/deals/${dealId}`)).json;
    expect(shown.funds).toEqual({ credit: 10_000, points: 0, pointValueCents: 10 });
    const paid = await selfPay(m!, dealId, 'CREDIT', 10_000);
    expect(paid.status, paid.text).toBe(200);
    expect(paid.json.deal).toMatchObject({ state: 'CREATED', paidCents: 10_000, holdUntil: null, funds: { credit: 0 } });
    expect(paid.json.deal.history.at(-1)).toMatchObject({ action: 'PAYMENT', by: 'member', method: null, fromBalance: 'CREDIT' });
    expect(await balance(m!.memberId, 'CREDIT')).toBe(0);
    expect((await ledgerOf(m!.memberId, 'CREDIT')).map((r) => [r.reason, r.delta, r.dealId])).toEqual([['ADJUST', 10_000, null], ['SPEND', -10_000, dealId]]);
    expect((await paymentsOf(dealId)).map((p) => [p.cents, p.method, p.fromBalance])).toEqual([[10_000, null, 'CREDIT']]);

    const rest = await desk.call('POST', `/api/manage/deals/${dealId}/payments`, { cents: 20_000, method: 'CASH', idempotencyKey: key() });
    expect(rest.status, rest.text).toBe(200);
    expect(rest.json).toMatchObject({ state: 'ACCEPT', paidCents: 30_000, method: 'CASH' });
    expect(rest.json.movements.map((p: { cents: number; method: string | null; fromBalance: string | null }) => [p.cents, p.method, p.fromBalance])).toEqual([[10_000, null, 'CREDIT'], [20_000, 'CASH', null]]);
    const [reg] = await t.database.db.select().from(eventRegistration).where(eq(eventRegistration.memberId, m!.memberId));
    expect(reg!.state).toBe('CONFIRMED');
    // Points on the HK$200 received in money, not on the credit spent.
    expect(await balance(m!.memberId, 'POINT')).toBe(200);

    // The settlement counts the money once: the cash, not the credit (its money was counted when topped up).
    const after = (await desk.call('GET', `/api/manage/settlement?from=${today()}&to=${today()}`)).json;
    expect(after.total.cents - before.total.cents).toBe(20_000);
    expect(after.rows.filter((r: { dealId: number }) => r.dealId === dealId).map((r: { cents: number }) => r.cents)).toEqual([20_000]);
    const spend = (r: { ledger: { currency: string; reason: string; delta: number }[] }) => r.ledger.find((l) => l.currency === 'CREDIT' && l.reason === 'SPEND')?.delta ?? 0;
    expect(spend(after) - spend(before)).toBe(-10_000);
  });

  it('points pay a whole deal at their value, rounded up to whole points; no points are earned on it', async () => {
    const [m] = await signedInMembers(t, 1);
    await give(m!, 'POINT', 500);
    const dealId = await registerForPaidEvent(m!, (await aPaidEvent(t, { feeCents: 3_005 })).id);
    const res = await selfPay(m!, dealId, 'POINT', 3_005);
    expect(res.status, res.text).toBe(200);
    expect(res.json.deal).toMatchObject({ state: 'ACCEPT', paidCents: 3_005 });
    expect(res.json.deal.funds).toBeNull();
    // 3,005 cents at 10 cents a point: 301 points (never less than the amount); nothing earned back.
    expect((await ledgerOf(m!.memberId, 'POINT')).map((r) => [r.reason, r.delta])).toEqual([['ADJUST', 500], ['REDEEM', -301]]);
    expect(await balance(m!.memberId, 'POINT')).toBe(199);
    const [reg] = await t.database.db.select().from(eventRegistration).where(eq(eventRegistration.memberId, m!.memberId));
    expect(reg!.state).toBe('CONFIRMED');
  });

  it('refuses what it cannot do and changes nothing: more than held, another member’s deal, a credit top-up, under review, bad input', async () => {
    const [m, other] = await signedInMembers(t, 2);
    await give(m!, 'CREDIT', 1_000);
    const dealId = await registerForPaidEvent(m!, (await aPaidEvent(t, { feeCents: 5_000 })).id);
    const row = await dealRow(t, dealId);

    const over = await selfPay(m!, dealId, 'CREDIT', 1_001);
    expect([over.status, over.json.code, over.json.data.field, over.json.data.balance]).toEqual([409, 'BALANCE_INSUFFICIENT', 'cents', 'HK$10']);
    const noPoints = await selfPay(m!, dealId, 'POINT', 100);
    expect([noPoints.status, noPoints.json.code]).toEqual([409, 'BALANCE_INSUFFICIENT']);
    expect((await selfPay(other!, dealId, 'CREDIT', 100)).status).toBe(404);
    for (const body of [{ fromBalance: 'HKD', cents: 100, idempotencyKey: key() }, { fromBalance: 'CREDIT', cents: 0.5, idempotencyKey: key() }, { fromBalance: 'CREDIT', cents: 100 }]) {
      expect((await m!.call('POST', `/api/user/deals/${dealId}/balance-payment`, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(await dealRow(t, dealId)).toEqual(row);
    expect(await balance(m!.memberId, 'CREDIT')).toBe(1_000);

    // A credit top-up is paid in money.
    const topUp = await desk.call('POST', '/api/manage/deals', { memberId: m!.memberId, kind: 'CREDIT', title: { 'zh-HK': '增值', 'zh-CN': '', en: '' }, amountCents: 5_000, idempotencyKey: key() });
    expect(topUp.status, topUp.text).toBe(200);
    const refused = await selfPay(m!, topUp.json.deal.id, 'CREDIT', 500);
    expect([refused.status, refused.json.code]).toEqual([400, 'DEAL_BALANCE_NOT_ACCEPTED']);
    expect((await m!.call('GET', `/api/user/deals/${topUp.json.deal.id}`)).json.funds).toBeNull();

    // While a receipt is under review the member waits for the answer.
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#ffffff' } }).png().toBuffer();
    const sent = await t.request(`/api/user/deals/${dealId}/receipt?method=FPS&name=r.png&confirmed=true`, { method: 'POST', headers: { ...m!.headers(), 'content-type': 'image/png' }, body: new Uint8Array(png) });
    expect(sent.status).toBe(200);
    const waiting = await selfPay(m!, dealId, 'CREDIT', 500);
    expect([waiting.status, waiting.json.code]).toEqual([409, 'DEAL_STATE_CHANGED']);

    // Anonymous: sign in first.
    const anon = await t.request(`/api/user/deals/${dealId}/balance-payment`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ fromBalance: 'CREDIT', cents: 100, idempotencyKey: key() }) });
    expect([401, 410]).toContain(anon.status);
    expect(await balance(m!.memberId, 'CREDIT')).toBe(1_000);
  });

  it('STORM: twenty payments from one credit at once never take it below zero; the same key twice pays once', { timeout: 60_000 }, async () => {
    const [m] = await signedInMembers(t, 1);
    await give(m!, 'CREDIT', 5_000);
    const dealId = await registerForPaidEvent(m!, (await aPaidEvent(t, { feeCents: 40_000 })).id);
    const k = key();
    const first = await selfPay(m!, dealId, 'CREDIT', 1_000, k);
    const again = await selfPay(m!, dealId, 'CREDIT', 1_000, k);
    expect([first.status, again.status, again.json.replayed]).toEqual([200, 200, true]);
    const storm = await Promise.all(Array.from({ length: 20 }, () => selfPay(m!, dealId, 'CREDIT', 1_000)));
    expect(storm.filter((r) => r.status === 200)).toHaveLength(4);
    expect(storm.filter((r) => r.status === 409).every((r) => r.json.code === 'BALANCE_INSUFFICIENT')).toBe(true);
    expect(await balance(m!.memberId, 'CREDIT')).toBe(0);
    expect((await dealRow(t, dealId)).paidCents).toBe(5_000);
    expect((await paymentsOf(dealId)).map((p) => p.cents)).toEqual([1_000, 1_000, 1_000, 1_000, 1_000]);
  });
});

describe(`the desk and balances on ${TEST_DB_KIND}`, () => {
  it('staff take a payment from the member’s credit, refund to credit, and never to points; one source per movement', async () => {
    const [m] = await signedInMembers(t, 1);
    await give(m!, 'CREDIT', 8_000);
    const dealId = await registerForPaidEvent(m!, (await aPaidEvent(t, { feeCents: 8_000 })).id);
    const staffView = (await desk.call('GET', `/api/manage/deals/${dealId}`)).json;
    expect(staffView.funds).toMatchObject({ credit: 8_000 });

    for (const body of [{ cents: 100, idempotencyKey: key() }, { cents: 100, method: 'CASH', fromBalance: 'CREDIT', idempotencyKey: key() }]) {
      const r = await desk.call('POST', `/api/manage/deals/${dealId}/payments`, body);
      expect([r.status, r.json.data?.fields?.[0]?.field], JSON.stringify(body)).toEqual([400, 'method']);
    }
    const paid = await desk.call('POST', `/api/manage/deals/${dealId}/payments`, { cents: 8_000, fromBalance: 'CREDIT', idempotencyKey: key() });
    expect(paid.status, paid.text).toBe(200);
    expect(paid.json).toMatchObject({ state: 'ACCEPT', method: null });
    expect(paid.json.history.at(-1)).toMatchObject({ action: 'PAYMENT', by: 'staff', fromBalance: 'CREDIT' });
    expect(await balance(m!.memberId, 'CREDIT')).toBe(0);
    expect(await balance(m!.memberId, 'POINT')).toBe(0);

    const toPoints = await desk.call('POST', `/api/manage/deals/${dealId}/refunds`, { cents: 1_000, fromBalance: 'POINT', reason: 'Goodwill', idempotencyKey: key() });
    expect([toPoints.status, toPoints.json.code]).toEqual([400, 'DEAL_BALANCE_NOT_ACCEPTED']);
    const back = await desk.call('POST', `/api/manage/deals/${dealId}/refunds`, { cents: 3_000, fromBalance: 'CREDIT', reason: 'Left early', idempotencyKey: key() });
    expect(back.status, back.text).toBe(200);
    expect(back.json).toMatchObject({ state: 'ACCEPT', refundedCents: 3_000 });
    expect(await balance(m!.memberId, 'CREDIT')).toBe(3_000);
    expect((await ledgerOf(m!.memberId, 'CREDIT')).map((r) => [r.reason, r.delta, r.note])).toEqual([['ADJUST', 8_000, 'Opening balance'], ['SPEND', -8_000, ''], ['REFUND', 3_000, 'Left early']]);
    expect((await paymentsOf(dealId)).map((p) => [p.cents, p.fromBalance])).toEqual([[8_000, 'CREDIT'], [-3_000, 'CREDIT']]);
  });
});
