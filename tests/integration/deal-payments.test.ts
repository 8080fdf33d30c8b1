import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationLog } from '../../server/db/schema/accounts';
import { notification } from '../../server/db/schema/booking';
import { place } from '../../server/db/schema/content';
import { dealHistory, dealPayment, ledgerMovement, memberBalance } from '../../server/db/schema/deal';
import { eventRegistration } from '../../server/db/schema/event-registration';
import { apiBrowser } from '../helpers/api-browser';
import { aBookingDeal, aPaidEvent, dealRow, key, registerForPaidEvent } from '../helpers/deals';
import { signedInMembers } from '../helpers/members';
import { signedInStaff } from '../helpers/staff';
import { createTestApp } from '../helpers/test-app';
import { TEST_DB_KIND } from '../helpers/test-db';

let t: Awaited<ReturnType<typeof createTestApp>>;
let desk: Awaited<ReturnType<typeof signedInStaff>>;

const movements = (dealId: number) => t.database.db.select().from(dealPayment).where(eq(dealPayment.dealId, dealId)).orderBy(asc(dealPayment.id));
const logOf = (dealId: number | string) => t.database.db.select().from(operationLog).where(and(eq(operationLog.resource, 'SETTLEMENT'), eq(operationLog.resourceId, String(dealId)))).orderBy(asc(operationLog.id));
const balance = async (memberId: string, currency: 'CREDIT' | 'POINT') =>
  (await t.database.db.select().from(memberBalance).where(and(eq(memberBalance.memberId, memberId), eq(memberBalance.currency, currency))))[0]?.balance ?? 0;
const pay = (dealId: number, cents: number, idempotencyKey = key(), method = 'CASH', who = desk) => who.call('POST', `/api/manage/deals/${dealId}/payments`, { cents, method, idempotencyKey });
const refund = (dealId: number, cents: number, reason = 'Could not attend', idempotencyKey = key(), who = desk) => who.call('POST', `/api/manage/deals/${dealId}/refunds`, { cents, method: 'CASH', reason, idempotencyKey });
const title = { 'zh-HK': '運動貼布', 'zh-CN': '', en: '' };

beforeAll(async () => {
  t = await createTestApp();
  desk = await signedInStaff(t, ['SETTLEMENT_VIEW', 'SETTLEMENT_EDIT'], `desk-${TEST_DB_KIND}`);
});
afterAll(() => t?.close());

describe(`payments and refunds at reception on ${TEST_DB_KIND}`, () => {
  it('a part payment keeps the deal open; the rest makes it paid and confirms the seat; too much is refused and changes nothing', async () => {
    const [m] = await signedInMembers(t, 1);
    const e = await aPaidEvent(t, { feeCents: 30_000 });
    const dealId = await registerForPaidEvent(m!, e.id);

    const part = await pay(dealId, 10_050);
    expect(part.status, part.text).toBe(200);
    expect(part.json).toMatchObject({ state: 'CREATED', paidCents: 10_050, holdUntil: null, canRecordPayment: true, canRefund: true });
    expect(part.json.movements).toEqual([expect.objectContaining({ cents: 10_050, method: 'CASH', staffName: `desk-${TEST_DB_KIND}` })]);
    // The member sees what is paid so far.
    expect((await m!.call('GET', `/api/user/deals/${dealId}`)).json).toMatchObject({ state: 'CREATED', paidCents: 10_050, refundedCents: 0 });

    const before = await dealRow(t, dealId);
    const tooMuch = await pay(dealId, 19_951);
    expect([tooMuch.status, tooMuch.json.code, tooMuch.json.data.owed]).toEqual([400, 'DEAL_PAYMENT_TOO_MUCH', 'HK$199.50']);
    for (const bad of [0, -5, 1.5]) expect((await pay(dealId, bad)).status, String(bad)).toBe(400);
    expect((await desk.call('POST', `/api/manage/deals/${dealId}/payments`, { cents: 100, method: 'BITCOIN', idempotencyKey: key() })).status).toBe(400);
    expect((await desk.call('POST', `/api/manage/deals/${dealId}/payments`, { cents: 100, method: 'CASH' })).status).toBe(400);
    expect(await dealRow(t, dealId)).toEqual(before);
    expect(await movements(dealId)).toHaveLength(1);

    const rest = await pay(dealId, 19_950, key(), 'UNIONPAY');
    expect(rest.status, rest.text).toBe(200);
    expect(rest.json).toMatchObject({ state: 'ACCEPT', paidCents: 30_000, method: 'UNIONPAY', canRecordPayment: false, approver: `desk-${TEST_DB_KIND}` });
    const [reg] = await t.database.db.select().from(eventRegistration).where(eq(eventRegistration.memberId, m!.memberId));
    expect(reg!.state).toBe('CONFIRMED');
    expect((await movements(dealId)).map((p) => p.cents)).toEqual([10_050, 19_950]);
    expect((await t.database.db.select().from(dealHistory).where(eq(dealHistory.dealId, dealId)).orderBy(asc(dealHistory.id))).map((h) => h.action)).toEqual(['CREATE', 'PAYMENT', 'PAYMENT']);
    expect((await logOf(dealId)).map((l) => [l.action, (l.after as { cents: number }).cents])).toEqual([['PAYMENT', 10_050], ['PAYMENT', 19_950]]);
    // Told once, when paid in full.
    const notices = await t.database.db.select().from(notification).where(eq(notification.userId, m!.memberId));
    expect(notices.map((n) => n.title.en)).toEqual(['Payment received']);
    // Paid: nothing more is taken.
    expect((await pay(dealId, 1)).json.code).toBe('DEAL_STATE_CHANGED');
  });

  it('the same idempotency key pays once (in a row and at once); the key with another request is refused', async () => {
    const [m] = await signedInMembers(t, 1);
    const dealId = await registerForPaidEvent(m!, (await aPaidEvent(t, { feeCents: 50_000 })).id);
    const k = key();
    const first = await pay(dealId, 5_000, k);
    const again = await pay(dealId, 5_000, k);
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.json.paidCents).toBe(5_000);
    const storm = await Promise.all(Array.from({ length: 5 }, () => pay(dealId, 7_000, 'same-key-storm')));
    expect(storm.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect((await movements(dealId)).map((p) => p.cents)).toEqual([5_000, 7_000]);
    expect((await dealRow(t, dealId)).paidCents).toBe(12_000);
    expect([(await pay(dealId, 6_000, k)).status, (await pay(dealId, 6_000, k)).json.code]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED']);
    // A key is the staff member's own: another desk's same key is a new payment.
    const other = await signedInStaff(t, ['SETTLEMENT_VIEW', 'SETTLEMENT_EDIT']);
    expect((await pay(dealId, 5_000, k, 'CASH', other)).status).toBe(200);
    expect((await movements(dealId)).map((p) => p.cents)).toEqual([5_000, 7_000, 5_000]);
  });

  it('STORM: ten staff take the rest at once: one payment, nine DEAL_STATE_CHANGED, one log entry', { timeout: 60_000 }, async () => {
    const [m] = await signedInMembers(t, 1);
    const dealId = await registerForPaidEvent(m!, (await aPaidEvent(t, { feeCents: 40_000 })).id);
    expect((await pay(dealId, 15_000)).status).toBe(200);
    const staff = await Promise.all(Array.from({ length: 10 }, () => signedInStaff(t, ['SETTLEMENT_VIEW', 'SETTLEMENT_EDIT'])));
    const results = await Promise.all(staff.map((s) => pay(dealId, 25_000, key(), 'CASH', s)));
    expect(results.map((r) => r.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(results.filter((r) => r.status === 409).every((r) => r.json.code === 'DEAL_STATE_CHANGED')).toBe(true);
    expect((await movements(dealId)).map((p) => p.cents)).toEqual([15_000, 25_000]);
    expect(await dealRow(t, dealId)).toMatchObject({ state: 'ACCEPT', paidCents: 40_000 });
    expect((await logOf(dealId)).filter((l) => l.action === 'PAYMENT')).toHaveLength(2);
  });

  it('refunds: a negative movement with its reason, the deal unchanged; never more than paid; a reason is required; the member is told', async () => {
    const [m] = await signedInMembers(t, 1);
    const dealId = await registerForPaidEvent(m!, (await aPaidEvent(t, { feeCents: 20_000 })).id);
    expect((await refund(dealId, 100)).json.code).toBe('DEAL_NOT_REFUNDABLE');
    expect((await pay(dealId, 20_000)).status).toBe(200);
    const before = await dealRow(t, dealId);
    expect((await refund(dealId, 100, '   ')).status).toBe(400);
    const tooMuch = await refund(dealId, 20_001);
    expect([tooMuch.status, tooMuch.json.code]).toEqual([400, 'DEAL_REFUND_TOO_MUCH']);
    expect(await dealRow(t, dealId)).toEqual(before);

    const k = key();
    const given = await refund(dealId, 5_025, 'Left early', k);
    expect(given.status, given.text).toBe(200);
    expect(given.json).toMatchObject({ state: 'ACCEPT', paidCents: 20_000, refundedCents: 5_025, canRefund: true });
    expect(given.json.movements.at(-1)).toMatchObject({ cents: -5_025, note: 'Left early' });
    expect((await refund(dealId, 5_025, 'Left early', k)).json.refundedCents).toBe(5_025);
    expect((await refund(dealId, 14_976)).json.code).toBe('DEAL_REFUND_TOO_MUCH');
    const rest = await refund(dealId, 14_975, 'Event moved');
    expect(rest.json).toMatchObject({ refundedCents: 20_000, canRefund: false });
    expect((await refund(dealId, 1)).json.code).toBe('DEAL_NOT_REFUNDABLE');
    expect((await movements(dealId)).map((p) => [p.cents, p.note])).toEqual([[20_000, ''], [-5_025, 'Left early'], [-14_975, 'Event moved']]);
    expect((await logOf(dealId)).map((l) => l.action)).toEqual(['PAYMENT', 'REFUND', 'REFUND']);
    expect((await m!.call('GET', `/api/user/deals/${dealId}`)).json).toMatchObject({ state: 'ACCEPT', refundedCents: 20_000 });
    const notices = await t.database.db.select().from(notification).where(eq(notification.userId, m!.memberId)).orderBy(asc(notification.id));
    expect(notices.map((n) => n.message.en)).toEqual([expect.stringContaining('HK$200'), expect.stringContaining('HK$50.25'), expect.stringContaining('HK$149.75')]);
  });
});

describe(`deals made at reception on ${TEST_DB_KIND}`, () => {
  it('a sale for a member: created by the desk, titled in three languages, optionally paid at once; once per key', async () => {
    const [m] = await signedInMembers(t, 1);
    const k = key();
    const body = { memberId: m!.memberId, kind: 'OTHER', title, amountCents: 12_000, idempotencyKey: k };
    const made = await desk.call('POST', '/api/manage/deals', body);
    expect(made.status, made.text).toBe(200);
    expect(made.json.replayed).toBe(false);
    const d = made.json.deal;
    expect(d).toMatchObject({ state: 'CREATED', amountCents: 12_000, paidCents: 0, holdUntil: null, createdBy: `desk-${TEST_DB_KIND}`, subject: { kind: 'OTHER', title: { 'zh-HK': '運動貼布', 'zh-CN': '運動貼布', en: '運動貼布' }, link: null } });
    expect(d.history).toEqual([expect.objectContaining({ action: 'CREATE', by: 'staff' })]);
    expect((await logOf(d.id)).map((l) => l.action)).toEqual(['CREATE']);
    // Sent again: the same deal. The key with another amount: refused.
    const again = await desk.call('POST', '/api/manage/deals', body);
    expect([again.json.replayed, again.json.deal.id]).toEqual([true, d.id]);
    expect((await desk.call('POST', '/api/manage/deals', { ...body, amountCents: 12_001 })).json.code).toBe('IDEMPOTENCY_KEY_REUSED');
    // It is the member's: in their list.
    expect((await m!.call('GET', '/api/user/deals')).json.items.map((x: { id: number }) => x.id)).toContain(d.id);

    const paidNow = await desk.call('POST', '/api/manage/deals', { ...body, kind: 'OTHER', title: { 'zh-HK': '護膝', 'zh-CN': '护膝', en: 'Knee brace' }, amountCents: 45_000, payNow: { method: 'TAPNGO', cents: 45_000 }, idempotencyKey: key() });
    expect(paidNow.json.deal).toMatchObject({ state: 'ACCEPT', paidCents: 45_000, method: 'TAPNGO', subject: { title: { en: 'Knee brace' } } });
    const partNow = await desk.call('POST', '/api/manage/deals', { ...body, amountCents: 45_000, payNow: { method: 'CASH', cents: 5_000 }, idempotencyKey: key() });
    expect(partNow.json.deal).toMatchObject({ state: 'CREATED', paidCents: 5_000 });
  });

  it('refuses what does not fit and creates nothing', async () => {
    const [m] = await signedInMembers(t, 1);
    const count = async () => (await m!.call('GET', '/api/user/deals')).json.items.length;
    const base = { memberId: m!.memberId, kind: 'OTHER', title, amountCents: 1_000 };
    for (const [why, body] of [
      ['no Traditional Chinese title', { ...base, title: { 'zh-HK': ' ', 'zh-CN': 'x', en: 'x' } }],
      ['an event is not sold at the desk', { ...base, kind: 'EVENT' }],
      ['no amount', { ...base, amountCents: 0 }],
      ['cents only', { ...base, amountCents: 10.5 }],
      ['paying more than the amount', { ...base, payNow: { method: 'CASH', cents: 1_001 } }],
      ['no key', { ...base, idempotencyKey: undefined }],
    ] as const) {
      const res = await desk.call('POST', '/api/manage/deals', { idempotencyKey: key(), ...body });
      expect(res.status, why).toBe(400);
    }
    const unknown = await desk.call('POST', '/api/manage/deals', { ...base, memberId: 'nobody-here', idempotencyKey: key() });
    expect([unknown.status, unknown.json.data.fields[0].field]).toEqual([400, 'memberId']);
    expect(await count()).toBe(0);
  });

  it('CREDIT bought at reception adds the credit when paid; refunding it takes the credit back', async () => {
    const [m] = await signedInMembers(t, 1);
    const made = await desk.call('POST', '/api/manage/deals', { memberId: m!.memberId, kind: 'CREDIT', title: { 'zh-HK': '儲值 $500', 'zh-CN': '', en: 'Credit $500' }, amountCents: 50_000, payNow: { method: 'CASH', cents: 50_000 }, idempotencyKey: key() });
    expect(made.status, made.text).toBe(200);
    const dealId = made.json.deal.id as number;
    expect(await balance(m!.memberId, 'CREDIT')).toBe(50_000);
    expect((await refund(dealId, 20_000, 'Changed their mind')).status).toBe(200);
    expect(await balance(m!.memberId, 'CREDIT')).toBe(30_000);
    const credit = await t.database.db.select().from(ledgerMovement).where(and(eq(ledgerMovement.dealId, dealId), eq(ledgerMovement.currency, 'CREDIT'))).orderBy(asc(ledgerMovement.id));
    expect(credit.map((x) => [x.reason, x.delta, x.balanceAfter])).toEqual([['TOPUP', 50_000, 50_000], ['REFUND', -20_000, 30_000]]);
  });

  it('the deals list filters by kind and by place (the event\'s or the booking\'s)', async () => {
    const [m] = await signedInMembers(t, 1);
    const [somewhere] = await t.database.db.select({ id: place.id }).from(place).limit(1);
    const eventDeal = await registerForPaidEvent(m!, (await aPaidEvent(t, { placeId: somewhere!.id })).id);
    const { deal: bookingDeal, booking } = await aBookingDeal(t, 60_000);
    const ids = async (q: string) => (await desk.call('GET', `/api/manage/deals?pageSize=100&${q}`)).json.items.map((x: { id: number }) => x.id) as number[];
    expect(await ids('kind=BOOKING')).toEqual([bookingDeal.id]);
    expect(await ids(`kind=EVENT&q=${encodeURIComponent((await desk.call('GET', `/api/manage/deals/${eventDeal}`)).json.member.code)}`)).toEqual([eventDeal]);
    const atPlace = await ids(`placeId=${somewhere!.id}`);
    expect(atPlace).toContain(eventDeal);
    expect(atPlace.includes(bookingDeal.id)).toBe(booking.placeId === somewhere!.id);
    expect(await ids(`placeId=${booking.placeId}&kind=BOOKING`)).toEqual([bookingDeal.id]);
    expect((await desk.call('GET', '/api/manage/deals?kind=NOPE')).status).toBe(400);
  });
});

describe(`who may take money and make deals on ${TEST_DB_KIND}`, () => {
  it('visitors sign in; members and staff without SETTLEMENT_EDIT are refused; SETTLEMENT_EDIT may', async () => {
    const [m] = await signedInMembers(t, 1);
    const dealId = await registerForPaidEvent(m!, (await aPaidEvent(t)).id);
    const viewer = await signedInStaff(t, ['SETTLEMENT_VIEW']);
    const none = await signedInStaff(t, ['EVENT_EDIT']);
    const routes = [
      ['POST', `/api/manage/deals/${dealId}/payments`, { cents: 100, method: 'CASH', idempotencyKey: key() }],
      ['POST', `/api/manage/deals/${dealId}/refunds`, { cents: 100, method: 'CASH', reason: 'x', idempotencyKey: key() }],
      ['POST', '/api/manage/deals', { memberId: m!.memberId, kind: 'OTHER', title, amountCents: 100, idempotencyKey: key() }],
    ] as const;
    for (const [method, path, body] of routes) {
      expect((await apiBrowser(t).call(method, path, body)).status, `anonymous ${path}`).toBe(401);
      expect((await m!.call(method, path, body)).status, `member ${path}`).toBe(403);
      expect((await none.call(method, path, body)).status, `no settlement ${path}`).toBe(403);
      expect((await viewer.call(method, path, body)).status, `viewer ${path}`).toBe(403);
    }
    expect((await viewer.call('GET', `/api/manage/deals/${dealId}`)).json).toMatchObject({ canRecordPayment: false, canRefund: false });
    expect(await movements(dealId)).toEqual([]);
    const editor = await signedInStaff(t, ['SETTLEMENT_VIEW', 'SETTLEMENT_EDIT']);
    expect((await editor.call('POST', routes[0][1], routes[0][2])).status).toBe(200);
    expect((await editor.call('POST', routes[1][1], routes[1][2])).status).toBe(200);
    expect((await editor.call('POST', routes[2][1], routes[2][2])).status).toBe(200);
    expect((await editor.call('POST', '/api/manage/deals/99999999/payments', { cents: 100, method: 'CASH', idempotencyKey: key() })).status).toBe(404);

    // The screens: the new-deal page needs SETTLEMENT_EDIT; its member search opens to it too.
    const page = async (who: typeof viewer, path: string) => (await t.request(path, { headers: who.headers() })).status;
    expect(await page(viewer, '/manage/deals/new')).toBe(403);
    expect(await page(editor, '/manage/deals/new')).toBe(200);
    expect(await page(viewer, '/manage/schedule/members.data?q=ab')).toBe(403);
    expect(await page(editor, '/manage/schedule/members.data?q=ab')).toBe(200);
    expect(await page(viewer, '/manage/deals')).toBe(200);
  });
});
