import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationLog, userAccount } from '../../server/db/schema/accounts';
import { notification } from '../../server/db/schema/booking';
import { event, siteSetting } from '../../server/db/schema/content';
import { deal, dealHistory } from '../../server/db/schema/deal';
import { eventRegistration } from '../../server/db/schema/event-registration';
import { apiBrowser, type ApiBrowser } from '../helpers/api-browser';
import { signedInMembers } from '../helpers/members';
import { signedInStaff } from '../helpers/staff';
import { createTestApp } from '../helpers/test-app';
import { TEST_DB_KIND } from '../helpers/test-db';

let t: Awaited<ReturnType<typeof createTestApp>>;
const H = 3_600_000;
let seq = 0;
let png: Buffer;

/** An open paid event written straight into the database. */
async function aPaidEvent(o: { seatMax?: number; feeCents?: number } = {}) {
  const now = Date.now();
  seq += 1;
  const [e] = await t.database.db
    .insert(event)
    .values({
      slug: `deal-test-${seq}-${TEST_DB_KIND}`, title: { 'zh-HK': `工作坊 ${seq}`, 'zh-CN': `工作坊 ${seq}`, en: `Workshop ${seq}` }, desc: { 'zh-HK': '', 'zh-CN': '', en: '' },
      banner: '/images/events/tst-open-day-sep-2026.svg', seatMax: o.seatMax ?? 0, feeCents: o.feeCents ?? 28_050, isShow: true,
      openAt: new Date(now - 24 * H), closeAt: new Date(now + 200 * H), startAt: new Date(now + 240 * H), endAt: new Date(now + 242 * H),
    })
    .returning();
  return e!;
}
const dealRow = async (id: number) => (await t.database.db.select().from(deal).where(eq(deal.id, id)))[0]!;
const history = (id: number) => t.database.db.select().from(dealHistory).where(eq(dealHistory.dealId, id)).orderBy(dealHistory.id);
const regState = async (id: number) => (await t.database.db.select().from(eventRegistration).where(eq(eventRegistration.id, id)))[0]!.state;
const notices = (userId: string) => t.database.db.select().from(notification).where(eq(notification.userId, userId)).orderBy(notification.id);

function sendReceipt(b: ApiBrowser, dealId: number, body: Buffer, q = 'method=FPS&name=receipt.png&confirmed=true', type = 'image/png') {
  return t.request(`/api/user/deals/${dealId}/receipt?${q}`, { method: 'POST', headers: { ...b.headers(), 'content-type': type }, body: new Uint8Array(body) });
}

/** A member registered for a new paid event: its deal id and registration id. */
async function pendingDeal(m: ApiBrowser, o: { seatMax?: number } = {}) {
  const e = await aPaidEvent(o);
  const res = await m.call('POST', `/api/events/${e.id}/registration`);
  expect(res.status, res.text).toBe(200);
  return { e, dealId: res.json.registration.dealId as number, registrationId: res.json.registration.id as number };
}

beforeAll(async () => {
  t = await createTestApp();
  png = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#ffffff' } }).png().toBuffer();
});
afterAll(() => t?.close());

describe(`deals and offline payments on ${TEST_DB_KIND}`, () => {
  it('a paid registration holds the seat with a deal; a receipt goes to review; staff reject, the member resubmits, staff approve: PAID and CONFIRMED', async () => {
    const [m] = await signedInMembers(t, 1);
    const { e, dealId, registrationId } = await pendingDeal(m!, { seatMax: 3 });
    expect((await m!.call('GET', `/api/events/${e.id}/registration`)).json).toMatchObject({ isFree: false, feeCents: 28_050, seatsLeft: 2, registration: { state: 'PENDING', dealId } });

    const list = (await m!.call('GET', '/api/user/deals')).json.items;
    expect(list).toEqual([expect.objectContaining({ id: dealId, state: 'CREATED', amountCents: 28_050, paidCents: 0, currency: 'HKD', subject: expect.objectContaining({ kind: 'EVENT', link: `/events/${e.slug}`, title: e.title }) })]);
    const detail = (await m!.call('GET', `/api/user/deals/${dealId}`)).json;
    expect(detail.canSendReceipt).toBe(true);
    expect(detail.instructions.map((i: { method: string }) => i.method)).toEqual(['FPS', 'PAYME', 'TRANSFER']);
    expect(new Date(detail.holdUntil).getTime() - Date.now()).toBeGreaterThan(23 * H);
    expect(detail.history.map((h: { action: string }) => h.action)).toEqual(['CREATE']);

    // Refusals change nothing: no confirmation that amount and date are visible, a web page named .png, a method not offered.
    const unconfirmed = await sendReceipt(m!, dealId, png, 'method=FPS&name=r.png');
    expect(unconfirmed.status).toBe(400);
    const html = await sendReceipt(m!, dealId, Buffer.from('<html><script>alert(1)</script></html>'), 'method=FPS&name=r.png&confirmed=true');
    expect([html.status, (await html.json()).code]).toEqual([400, 'RECEIPT_UNSUPPORTED']);
    const cash = await sendReceipt(m!, dealId, png, 'method=CASH&name=r.png&confirmed=true');
    expect(cash.status).toBe(400);
    expect((await dealRow(dealId)).state).toBe('CREATED');
    expect(await history(dealId)).toHaveLength(1);

    const sent = await sendReceipt(m!, dealId, png);
    const sentJson = await sent.json();
    expect(sent.status, JSON.stringify(sentJson)).toBe(200);
    expect(sentJson).toMatchObject({ state: 'WAIT', method: 'FPS', canSendReceipt: false, holdUntil: null, instructions: [] });
    const first = sentJson.history.at(-1).receipt;
    expect(first).toMatchObject({ mime: 'image/png', name: 'receipt.png', url: expect.stringMatching(/^\/api\/deals\/\d+\/receipts\/\d+$/) });
    // The file is private: not under /uploads, only through the authorized route, never cached.
    const stored = (await dealRow(dealId)).receiptUrl!;
    expect(stored).toMatch(/^\/uploads\/receipts\//);
    expect((await t.request(stored)).status).toBe(404);
    const own = await t.request(first.url, { headers: m!.headers() });
    expect([own.status, own.headers.get('content-type'), own.headers.get('cache-control')]).toEqual([200, 'image/png', 'private, no-store']);
    // Sending again while under review is refused.
    expect((await (await sendReceipt(m!, dealId, png)).json()).code).toBe('DEAL_NO_RECEIPT_NOW');

    const reviewer = await signedInStaff(t, ['SETTLEMENT_VIEW', 'SETTLEMENT_EDIT'], 'reviewer-a');
    const queue = await reviewer.call('GET', '/api/manage/deals?state=WAIT');
    expect(queue.json.items.map((d: { id: number }) => d.id)).toContain(dealId);
    expect((await t.request(first.url, { headers: reviewer.headers() })).status).toBe(200);
    const rejected = await reviewer.call('POST', `/api/manage/deals/${dealId}/reject`, { reason: 'The amount is cut off' });
    expect(rejected.status, rejected.text).toBe(200);
    expect(rejected.json).toMatchObject({ state: 'REJECT', rejectReason: 'The amount is cut off', canReview: false });
    expect(await regState(registrationId)).toBe('PENDING');
    expect((await m!.call('GET', `/api/user/deals/${dealId}`)).json).toMatchObject({ state: 'REJECT', canSendReceipt: true, rejectReason: 'The amount is cut off' });

    const again = await sendReceipt(m!, dealId, png, 'method=TRANSFER&name=second.png&confirmed=true');
    expect(again.status).toBe(200);
    const approved = await reviewer.call('POST', `/api/manage/deals/${dealId}/approve`);
    expect(approved.status, approved.text).toBe(200);
    expect(approved.json).toMatchObject({ state: 'ACCEPT', paidCents: 28_050, method: 'TRANSFER', approver: 'reviewer-a', canReview: false });
    expect(approved.json.history.map((h: { action: string; by: string }) => `${h.action}:${h.by}`)).toEqual(['CREATE:member', 'RECEIPT:member', 'REJECT:staff', 'RECEIPT:member', 'ACCEPT:staff']);
    // Both receipts stay readable; the member sees PAID and the seat confirmed.
    expect(approved.json.history.filter((h: { receipt: unknown }) => h.receipt)).toHaveLength(2);
    expect(await regState(registrationId)).toBe('CONFIRMED');
    expect((await m!.call('GET', `/api/events/${e.id}/registration`)).json.registration).toMatchObject({ state: 'CONFIRMED', dealId });
    expect((await m!.call('GET', '/api/user/deals')).json.items[0]).toMatchObject({ state: 'ACCEPT', paidCents: 28_050 });
    // Told at each step, in their language; each decision logged.
    expect((await notices(m!.memberId)).map((n) => n.title.en)).toEqual(['Receipt not accepted', 'Payment received']);
    expect((await notices(m!.memberId))[1]!.message['zh-HK']).toContain('HK$280.50');
    const log = await t.database.db.select().from(operationLog).where(and(eq(operationLog.resource, 'SETTLEMENT'), eq(operationLog.resourceId, String(dealId))));
    expect(log.map((l) => l.action)).toEqual(['REJECT', 'APPROVE']);
    // The printable receipt is written in the member's language, for the member and for the desk alike.
    await t.database.db.update(userAccount).set({ lng: 'en' }).where(eq(userAccount.id, m!.memberId));
    const printed = await m!.call('GET', `/api/user/deals/${dealId}/receipt-document`);
    expect(printed.status, printed.text).toBe(200);
    expect(printed.json).toMatchObject({ lng: 'en', title: 'Receipt', number: `R${String(dealId).padStart(6, '0')}`, total: { label: 'Amount received', value: 'HK$280.50' } });
    expect(printed.json.lines).toContainEqual({ label: 'Paid by', value: 'Bank transfer' });
    expect((await reviewer.call('GET', `/api/manage/deals/${dealId}/receipt-document`)).json).toEqual(printed.json);
    await t.database.db.update(userAccount).set({ lng: 'zh-HK' }).where(eq(userAccount.id, m!.memberId));
    expect((await reviewer.call('GET', `/api/manage/deals/${dealId}/receipt-document`)).json).toMatchObject({ lng: 'zh-HK', title: '收據', total: { label: '已收金額', value: 'HK$280.50' } });
    // A paid registration is canceled at the clinic (a refund), not online.
    expect((await m!.call('DELETE', `/api/events/registrations/${registrationId}`)).json.code).toBe('EVENT_PAID_CANCEL_AT_CLINIC');
  });

  it('who may see and decide: visitors sign in; another member and staff without SETTLEMENT_VIEW see nothing; SETTLEMENT_VIEW reads, SETTLEMENT_EDIT decides', async () => {
    const [m, other] = await signedInMembers(t, 2);
    const { dealId } = await pendingDeal(m!);
    expect((await sendReceipt(m!, dealId, png)).status).toBe(200);
    const receiptUrl = (await m!.call('GET', `/api/user/deals/${dealId}`)).json.history.at(-1).receipt.url;
    const anon = apiBrowser(t);
    for (const [method, path] of [['GET', '/api/user/deals'], ['GET', `/api/user/deals/${dealId}`], ['GET', receiptUrl], ['GET', `/api/user/deals/${dealId}/receipt-document`], ['GET', '/api/manage/deals'], ['GET', `/api/manage/deals/${dealId}`], ['GET', `/api/manage/deals/${dealId}/receipt-document`], ['POST', `/api/manage/deals/${dealId}/approve`]] as const) {
      expect((await anon.call(method, path)).status, path).toBe(401);
    }
    expect((await other!.call('GET', `/api/user/deals/${dealId}`)).status).toBe(404);
    expect((await other!.call('GET', `/api/user/deals/${dealId}/receipt-document`)).status).toBe(404);
    // Not paid yet: no receipt to print.
    expect((await m!.call('GET', `/api/user/deals/${dealId}/receipt-document`)).json.code).toBe('DEAL_NOT_PAID');
    expect((await t.request(receiptUrl, { headers: other!.headers() })).status).toBe(404);
    expect((await (await sendReceipt(other!, dealId, png)).json()).code).toBe('NOT_FOUND');
    expect((await other!.call('GET', '/api/manage/deals')).status).toBe(403);
    const none = await signedInStaff(t, ['EVENT_EDIT']);
    const viewer = await signedInStaff(t, ['SETTLEMENT_VIEW']);
    expect((await none.call('GET', '/api/manage/deals')).status).toBe(403);
    expect((await none.call('GET', `/api/manage/deals/${dealId}/receipt-document`)).status).toBe(403);
    expect((await t.request(receiptUrl, { headers: none.headers() })).status).toBe(404);
    expect((await viewer.call('GET', `/api/manage/deals/${dealId}`)).json).toMatchObject({ state: 'WAIT', canReview: false });
    expect((await t.request(receiptUrl, { headers: viewer.headers() })).status).toBe(200);
    expect((await viewer.call('POST', `/api/manage/deals/${dealId}/approve`)).status).toBe(403);
    expect((await viewer.call('POST', `/api/manage/deals/${dealId}/reject`, { reason: 'x' })).status).toBe(403);
    const editor = await signedInStaff(t, ['SETTLEMENT_VIEW', 'SETTLEMENT_EDIT']);
    expect((await editor.call('POST', `/api/manage/deals/${dealId}/reject`, { reason: '   ' })).status).toBe(400);
    expect((await editor.call('POST', '/api/manage/deals/99999999/approve')).status).toBe(404);
    expect((await dealRow(dealId)).state).toBe('WAIT');
    // Filters: by member code search and method.
    const code = (await editor.call('GET', `/api/manage/deals/${dealId}`)).json.member.code;
    const found = await editor.call('GET', `/api/manage/deals?q=${encodeURIComponent(code)}&method=FPS`);
    expect(found.json.items.map((d: { id: number }) => d.id)).toEqual([dealId]);
    expect(found.json.pagination.page.total).toBe(1);
    expect((await editor.call('GET', `/api/manage/deals?q=${encodeURIComponent(code)}&method=PAYME`)).json.items).toEqual([]);
  });

  it('canceling before paying releases the seat to the waiting list (a new deal for the next member); under review it is refused', async () => {
    const [a, b, c] = await signedInMembers(t, 3);
    const { e, dealId, registrationId } = await pendingDeal(a!, { seatMax: 1 });
    const waiting = await b!.call('POST', `/api/events/${e.id}/registration`);
    expect(waiting.json.registration).toMatchObject({ state: 'WAITING', dealId: null });
    const cancel = await a!.call('DELETE', `/api/events/registrations/${registrationId}`);
    expect(cancel.status, cancel.text).toBe(200);
    expect((await dealRow(dealId)).state).toBe('CANCELED');
    const promoted = (await b!.call('GET', `/api/events/${e.id}/registration`)).json.registration;
    expect(promoted).toMatchObject({ state: 'PENDING', dealId: expect.any(Number) });
    expect((await notices(b!.memberId)).map((n) => [n.title.en, n.link])).toEqual([[`Please pay for Workshop ${seq}`, `/user/deals/${promoted.dealId}`]]);
    // b sends a receipt: now under review, b cannot cancel online; c waits.
    expect((await sendReceipt(b!, promoted.dealId, png)).status).toBe(200);
    expect((await b!.call('DELETE', `/api/events/registrations/${promoted.id}`)).json.code).toBe('DEAL_UNDER_REVIEW');
    expect((await c!.call('POST', `/api/events/${e.id}/registration`)).json.registration.state).toBe('WAITING');
  });

  it('a hold past its time is released by the sweep and offered to the next member; a receipt sent in time is kept', async () => {
    const [a, b, d] = await signedInMembers(t, 3);
    const { e, dealId, registrationId } = await pendingDeal(a!, { seatMax: 2 });
    const { dealId: keptId } = { dealId: (await d!.call('POST', `/api/events/${e.id}/registration`)).json.registration.dealId as number };
    expect((await sendReceipt(d!, keptId, png)).status).toBe(200);
    await b!.call('POST', `/api/events/${e.id}/registration`);
    await t.database.db.update(deal).set({ holdUntil: new Date(Date.now() - 1000) }).where(eq(deal.id, dealId));
    expect(await t.services.deals.expireHolds()).toBeGreaterThanOrEqual(1);
    expect((await dealRow(dealId)).state).toBe('CANCELED');
    expect((await history(dealId)).map((h) => h.action)).toEqual(['CREATE', 'EXPIRE']);
    expect(await regState(registrationId)).toBe('CANCELED');
    expect((await notices(a!.memberId)).map((n) => n.title.en)).toEqual(['Place released']);
    expect((await b!.call('GET', `/api/events/${e.id}/registration`)).json.registration.state).toBe('PENDING');
    expect((await dealRow(keptId)).state).toBe('WAIT');
  });

  it('STORM: ten staff approve one receipt at once: one approval, nine DEAL_STATE_CHANGED, one log entry, one notice', { timeout: 60_000 }, async () => {
    const [m] = await signedInMembers(t, 1);
    const { dealId, registrationId } = await pendingDeal(m!);
    expect((await sendReceipt(m!, dealId, png)).status).toBe(200);
    const staff = await Promise.all(Array.from({ length: 10 }, (_, i) => signedInStaff(t, ['SETTLEMENT_VIEW', 'SETTLEMENT_EDIT'], `storm-${TEST_DB_KIND}-${i}`)));
    const results = await Promise.all(staff.map((s, i) => (i % 2 ? s.call('POST', `/api/manage/deals/${dealId}/reject`, { reason: 'blurred' }) : s.call('POST', `/api/manage/deals/${dealId}/approve`))));
    expect(results.map((r) => r.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(results.filter((r) => r.status === 409).every((r) => r.json.code === 'DEAL_STATE_CHANGED')).toBe(true);
    const decided = (await history(dealId)).filter((h) => h.action === 'ACCEPT' || h.action === 'REJECT');
    expect(decided).toHaveLength(1);
    expect(await t.database.db.select().from(operationLog).where(and(eq(operationLog.resource, 'SETTLEMENT'), eq(operationLog.resourceId, String(dealId))))).toHaveLength(1);
    expect(await notices(m!.memberId)).toHaveLength(1);
    expect(await regState(registrationId)).toBe(decided[0]!.action === 'ACCEPT' ? 'CONFIRMED' : 'PENDING');
  });

  it('STORM: 30 members register at once for 5 paid seats: 5 PENDING with one deal each, 25 WAITING without', { timeout: 120_000 }, async () => {
    const e = await aPaidEvent({ seatMax: 5 });
    const members = await signedInMembers(t, 30);
    const results = await Promise.all(members.map((m) => m.call('POST', `/api/events/${e.id}/registration`)));
    expect(results.filter((r) => r.status !== 200).map((r) => `${r.status} ${r.text}`)).toEqual([]);
    const regs = await t.database.db.select().from(eventRegistration).where(eq(eventRegistration.eventId, e.id));
    expect(regs.filter((r) => r.state === 'PENDING')).toHaveLength(5);
    expect(regs.filter((r) => r.state === 'WAITING')).toHaveLength(25);
    const deals = await t.database.db.select().from(deal).innerJoin(eventRegistration, eq(eventRegistration.id, deal.eventRegistrationId)).where(eq(eventRegistration.eventId, e.id));
    expect(deals.map((d) => d.event_registration.state).sort()).toEqual(Array(5).fill('PENDING'));
  });

  it('staff take the whole amount at reception for an unpaid deal: paid by that method, the seat confirmed; once only', async () => {
    const [m] = await signedInMembers(t, 1);
    const { dealId, registrationId } = await pendingDeal(m!);
    const pay = (who: ApiBrowser, method: string) => who.call('POST', `/api/manage/deals/${dealId}/payments`, { cents: 28_050, method, idempotencyKey: `desk-${method}-${Date.now()}` });
    const viewer = await signedInStaff(t, ['SETTLEMENT_VIEW']);
    expect((await viewer.call('GET', `/api/manage/deals/${dealId}`)).json).toMatchObject({ state: 'CREATED', canRecordPayment: false, canReview: false });
    expect((await pay(viewer, 'CASH')).status).toBe(403);
    const desk = await signedInStaff(t, ['SETTLEMENT_VIEW', 'SETTLEMENT_EDIT'], `desk-${TEST_DB_KIND}`);
    expect((await desk.call('GET', `/api/manage/deals/${dealId}`)).json.canRecordPayment).toBe(true);
    expect((await pay(desk, 'BITCOIN')).status).toBe(400);
    // Approving needs a receipt under review; a CREATED deal is not one.
    expect((await desk.call('POST', `/api/manage/deals/${dealId}/approve`)).json.code).toBe('DEAL_STATE_CHANGED');
    const paid = await pay(desk, 'CASH');
    expect(paid.status, paid.text).toBe(200);
    expect(paid.json).toMatchObject({ state: 'ACCEPT', method: 'CASH', paidCents: 28_050, holdUntil: null, canRecordPayment: false, approver: `desk-${TEST_DB_KIND}` });
    expect(await regState(registrationId)).toBe('CONFIRMED');
    expect((await pay(desk, 'CARD_AGAIN')).status).toBe(400);
    expect((await pay(desk, 'FPS')).json.code).toBe('DEAL_STATE_CHANGED');
    expect((await history(dealId)).map((h) => [h.action, h.method])).toEqual([['CREATE', null], ['PAYMENT', 'CASH']]);
    expect((await (await sendReceipt(m!, dealId, png)).json()).code).toBe('DEAL_NO_RECEIPT_NOW');
  });

  it('with no payment details set, no method is offered and a receipt is refused', async () => {
    const [m] = await signedInMembers(t, 1);
    const { dealId } = await pendingDeal(m!);
    const [before] = await t.database.db.select().from(siteSetting);
    await t.database.db.update(siteSetting).set({ payFpsId: '', payPaymeLink: '', payBankAccount: '' });
    try {
      expect((await m!.call('GET', `/api/user/deals/${dealId}`)).json).toMatchObject({ canSendReceipt: true, instructions: [] });
      expect((await (await sendReceipt(m!, dealId, png)).json()).code).toBe('DEAL_METHOD_NOT_OFFERED');
    } finally {
      await t.database.db.update(siteSetting).set({ payFpsId: before!.payFpsId, payPaymeLink: before!.payPaymeLink, payBankAccount: before!.payBankAccount });
    }
  });
});
