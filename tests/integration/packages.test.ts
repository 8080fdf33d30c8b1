import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, fromClinic, hhmmOf, minutesOf, toClinicDate } from '../../common/clinic-time';
import { DAY_MS, formatMoney } from '../../common/constants';
import { operationLog } from '../../server/db/schema/accounts';
import { booking, notification, room, servicePlan } from '../../server/db/schema/booking';
import { place, staff } from '../../server/db/schema/content';
import { deal, dealHistory, dealPayment, memberBalance, settlementClose, subscription, subscriptionUse } from '../../server/db/schema/deal';
import { apiBrowser, type ApiBrowser } from '../helpers/api-browser';
import { signedInMembers } from '../helpers/members';
import { signedInStaff } from '../helpers/staff';
import { createTestApp } from '../helpers/test-app';
import { TEST_DB_KIND } from '../helpers/test-db';

/**
 * Packages of sessions (issue 12; docs/packages.md) through the HTTP API on PGlite and PostgreSQL:
 * buying (a PACKAGE deal and a CREATED package), paying it the usual ways (receipt + approval, or at
 * reception) → PAID with an expiry, a visit marked DONE drawing one session or charging a paid
 * BOOKING deal, racing for the last session, renewal carrying sessions over, staff cancel, and who
 * may call each route.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let desk: ApiBrowser & { userId: string };
let png: Buffer;
let ids: { followUp: number; first: number; central: number; chan: number; roomA: number };
let seq = 0;

const db = () => t.database.db;
const key = () => `k-${TEST_DB_KIND}-${Math.random().toString(36).slice(2)}`;
const subOf = async (dealId: number) => (await db().select().from(subscription).where(eq(subscription.dealId, dealId)))[0]!;
const dealRow = async (id: number) => (await db().select().from(deal).where(eq(deal.id, id)))[0]!;
const bookingRow = async (id: number) => (await db().select().from(booking).where(eq(booking.id, id)))[0]!;
const usesOf = async (subId: number) => db().select().from(subscriptionUse).where(eq(subscriptionUse.subscriptionId, subId));

/**
 * A visit the member has come to (ATTEND), written straight into the database on a day of its own
 * (so no two share the therapist's time); `date` puts it on a given clinic date.
 */
async function anAttendedVisit(memberId: string, o: { planId?: number; date?: number } = {}) {
  seq += 1;
  const [plan] = await db().select().from(servicePlan).where(eq(servicePlan.id, o.planId ?? ids.followUp));
  const date = o.date ?? addDays(toClinicDate(new Date()), 40 + seq);
  const start = 1000 + (seq % 8) * 100;
  const end = hhmmOf(minutesOf(start) + plan!.durationMin);
  const [b] = await db()
    .insert(booking)
    .values({
      memberId, planId: plan!.id, placeId: ids.central, therapistId: ids.chan, preferredTherapistId: ids.chan, roomId: ids.roomA, date, start, end, durationMin: plan!.durationMin,
      startsAt: fromClinic(date, start), endsAt: fromClinic(date, end), status: 'ATTEND', totalAmtCents: plan!.priceCents, planPriceCents: plan!.priceCents, source: 'STAFF', createdBy: desk.userId,
    })
    .returning();
  return b!;
}

const done = (bookingId: number, body: Record<string, unknown> = {}) => desk.call('POST', `/api/manage/bookings/${bookingId}/status`, { status: 'DONE', ...body });

function sendReceipt(b: ApiBrowser, dealId: number) {
  return t.request(`/api/user/deals/${dealId}/receipt?method=FPS&name=receipt.png&confirmed=true`, { method: 'POST', headers: { ...b.headers(), 'content-type': 'image/png' }, body: new Uint8Array(png) });
}

/** The member buys the follow-up package; the deal id. */
async function buy(m: ApiBrowser, planId = ids.followUp) {
  const res = await m.call('POST', '/api/packages', { planId, idempotencyKey: key() });
  expect(res.status, res.text).toBe(200);
  return res.json.dealId as number;
}

/** The member pays what the deal still owes at reception (one payment for the rest). */
async function payAtDesk(dealId: number, method: string) {
  const d = (await desk.call('GET', `/api/manage/deals/${dealId}`)).json as { amountCents: number; paidCents: number };
  return desk.call('POST', `/api/manage/deals/${dealId}/payments`, { cents: d.amountCents - d.paidCents, method, idempotencyKey: randomUUID() });
}

/** Bought and paid at reception: the package in effect. */
async function paidPackage(m: ApiBrowser) {
  const dealId = await buy(m);
  const paid = await payAtDesk(dealId, 'CASH');
  expect(paid.status, paid.text).toBe(200);
  return subOf(dealId);
}

beforeAll(async () => {
  t = await createTestApp();
  png = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#ffffff' } }).png().toBuffer();
  const plans = await db().select().from(servicePlan);
  const places = await db().select().from(place);
  const chan = (await db().select().from(staff)).find((s) => s.slug === 'dr-chan-ka-ming')!;
  const central = places.find((p) => p.code === 'central')!;
  const [roomA] = await db().select().from(room).where(and(eq(room.placeId, central.id), eq(room.code, 'A')));
  ids = {
    followUp: plans.find((p) => p.name.en === 'Physiotherapy follow-up')!.id,
    first: plans.find((p) => p.name.en === 'Physiotherapy first assessment')!.id,
    central: central.id,
    chan: chan.id,
    roomA: roomA!.id,
  };
  desk = await signedInStaff(t, ['BOOKING_VIEW', 'BOOKING_EDIT', 'SETTLEMENT_VIEW', 'SETTLEMENT_EDIT'], `desk-${TEST_DB_KIND}`);
});
afterAll(() => t?.close());

describe(`packages: buying and paying on ${TEST_DB_KIND}`, () => {
  it('the demo clinic sells the follow-up as 10 sessions: on the service page, in booking options and in the plans list, with the same name and price', async () => {
    const page = await (await t.request('/en/services/physiotherapy')).text();
    expect(page).toContain('Physiotherapy follow-up · 10 sessions');
    expect(page).toContain(`data-testid="package-price">${formatMoney(620_000)}<`);
    const options = (await apiBrowser(t).call('GET', '/api/booking/options?lng=en')).json;
    expect(options.plans.find((p: { id: number }) => p.id === ids.followUp).package).toEqual({ sessions: 10, priceCents: 620_000, validDays: 365, renews: false });
    expect(options.plans.find((p: { id: number }) => p.id === ids.first).package).toBeNull();
  });

  it('a member buys a 10-session package and pays it by receipt; staff approve: PAID from now for 365 days; a visit marked DONE draws one session, 9 left', async () => {
    const [m] = await signedInMembers(t, 1);
    const k = key();
    const bought = await m!.call('POST', '/api/packages', { planId: ids.followUp, idempotencyKey: k });
    expect(bought.status, bought.text).toBe(200);
    const dealId = bought.json.dealId as number;
    expect(bought.json.replayed).toBe(false);
    // The deal: what a package costs, nothing held, named after the plan and the sessions in each language.
    const d = await dealRow(dealId);
    expect(d).toMatchObject({ kind: 'PACKAGE', currency: 'HKD', amountCents: 620_000, paidCents: 0, state: 'CREATED', holdUntil: null, bookingId: null });
    expect(d.itemTitle).toEqual({ 'zh-HK': '物理治療跟進 · 10 次', 'zh-CN': '物理治疗跟进 · 10 次', en: 'Physiotherapy follow-up · 10 sessions' });
    expect((await db().select().from(dealHistory).where(eq(dealHistory.dealId, dealId))).map((h) => h.action)).toEqual(['CREATE']);
    expect(await subOf(dealId)).toMatchObject({ state: 'CREATED', sessions: 10, carried: 0, used: 0, priceCents: 620_000, validDays: 365, startsAt: null, expiresAt: null });
    // The same key gives back the same deal; while it is unpaid another click leads to it too; the key with another plan is refused.
    expect((await m!.call('POST', '/api/packages', { planId: ids.followUp, idempotencyKey: k })).json).toEqual({ dealId, replayed: true });
    expect((await m!.call('POST', '/api/packages', { planId: ids.followUp, idempotencyKey: key() })).json).toEqual({ dealId, replayed: true });
    expect((await m!.call('POST', '/api/packages', { planId: ids.first, idempotencyKey: k })).status).toBe(422);
    expect((await db().select({ n: count() }).from(deal).where(eq(deal.memberId, m!.memberId)))[0]!.n).toBe(1);

    // The payment page reads as a package: no event dates; it links to My packages.
    const page = (await m!.call('GET', `/api/user/deals/${dealId}`)).json;
    expect(page).toMatchObject({ state: 'CREATED', canSendReceipt: true, holdUntil: null, subject: { kind: 'PACKAGE', link: '/user/packages', startAt: null, endAt: null, title: d.itemTitle } });
    expect((await m!.call('GET', '/api/user/packages')).json.items).toEqual([expect.objectContaining({ state: 'CREATED', left: 10, sessions: 10, deal: { id: dealId, state: 'CREATED' }, uses: [] })]);

    expect((await sendReceipt(m!, dealId)).status).toBe(200);
    const before = Date.now();
    const approved = await desk.call('POST', `/api/manage/deals/${dealId}/approve`);
    expect(approved.status, approved.text).toBe(200);
    const sub = await subOf(dealId);
    expect(sub.state).toBe('PAID');
    expect(sub.startsAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(sub.expiresAt!.getTime() - sub.startsAt!.getTime()).toBe(365 * DAY_MS);

    const visit = await anAttendedVisit(m!.memberId);
    const res = await done(visit.id);
    expect(res.status, res.text).toBe(200);
    expect(res.json.booking).toMatchObject({ status: 'DONE', actualAmtCents: 0, packageUse: { subscriptionId: sub.id, left: 9, total: 10 }, dealId: null });
    expect((await subOf(dealId)).used).toBe(1);
    expect((await db().select().from(deal).where(eq(deal.bookingId, visit.id)))).toEqual([]);
    const mine = (await m!.call('GET', '/api/user/packages')).json.items;
    expect(mine).toEqual([expect.objectContaining({ state: 'PAID', left: 9, used: 1, sessions: 10, expiresAt: sub.expiresAt!.toISOString(), uses: [expect.objectContaining({ bookingId: visit.id, date: visit.date, start: visit.start })] })]);
    expect((await m!.call('GET', `/api/booking/${visit.id}?lng=en`)).json.booking.packageUse).toEqual({ subscriptionId: sub.id, left: 9, total: 10 });
    // The member is told a session was used and how many remain; the log says the same.
    const [told] = await db().select().from(notification).where(eq(notification.userId, m!.memberId)).orderBy(notification.id).then((r) => r.slice(-1));
    expect(told!.message.en).toContain('one session of your package was used: 9 of 10 left');
    expect(told!.message['zh-HK']).toContain('尚餘 9 次');
    const [log] = await db().select().from(operationLog).where(and(eq(operationLog.resource, 'BOOKING'), eq(operationLog.resourceId, String(visit.id))));
    expect(log!.after).toMatchObject({ status: 'DONE', actualAmtCents: 0, packageUse: { left: 9, total: 10 }, dealId: null });
  });

  it('a plan not sold as a package, or no such plan, is 409 PACKAGE_NOT_SOLD and makes nothing', async () => {
    const [m] = await signedInMembers(t, 1);
    for (const planId of [ids.first, 2_000_000]) {
      const res = await m!.call('POST', '/api/packages', { planId, idempotencyKey: key() });
      expect([res.status, res.json.code]).toEqual([409, 'PACKAGE_NOT_SOLD']);
    }
    expect((await m!.call('POST', '/api/packages', { planId: ids.followUp, idempotencyKey: 'short' })).status).toBe(400);
    expect((await db().select({ n: count() }).from(deal).where(eq(deal.memberId, m!.memberId)))[0]!.n).toBe(0);
  });
});

describe(`packages: a visit marked DONE on ${TEST_DB_KIND}`, () => {
  it('without a package the amount is charged: the method is required, and a BOOKING deal is paid by it (payments list, points)', async () => {
    const [m] = await signedInMembers(t, 1);
    const visit = await anAttendedVisit(m!.memberId);
    const noMethod = await done(visit.id);
    expect([noMethod.status, noMethod.json.code, noMethod.json.data.fields]).toEqual([400, 'VALIDATION', [{ field: 'method', message: 'booking:form.methodRequired' }]]);
    expect((await bookingRow(visit.id)).status).toBe('ATTEND');

    const res = await done(visit.id, { method: 'CASH' });
    expect(res.status, res.text).toBe(200);
    const charged = await db().select().from(deal).where(eq(deal.bookingId, visit.id));
    expect(charged).toEqual([expect.objectContaining({ kind: 'BOOKING', memberId: m!.memberId, amountCents: 68_000, paidCents: 68_000, state: 'ACCEPT', method: 'CASH', createdBy: desk.userId })]);
    expect(res.json.booking).toMatchObject({ status: 'DONE', actualAmtCents: 68_000, packageUse: null, dealId: charged[0]!.id });
    expect(await db().select({ cents: dealPayment.cents, method: dealPayment.method }).from(dealPayment).where(eq(dealPayment.dealId, charged[0]!.id))).toEqual([{ cents: 68_000, method: 'CASH' }]);
    // HK$680 earns 68 points under the default rule (one per HK$10).
    expect((await db().select().from(memberBalance).where(and(eq(memberBalance.memberId, m!.memberId), eq(memberBalance.currency, 'POINT'))))[0]!.balance).toBe(68);
    const listed = (await desk.call('GET', '/api/manage/deals?state=ACCEPT&pageSize=100')).json.items.find((x: { id: number }) => x.id === charged[0]!.id);
    expect(listed).toMatchObject({ subject: { kind: 'BOOKING', link: `/user/bookings/${visit.id}` }, paidCents: 68_000 });
  });

  it('an amount of 0 needs no method and makes no deal; "charge instead" charges a member who has a package and leaves it untouched', async () => {
    const [m] = await signedInMembers(t, 1);
    const free = await anAttendedVisit(m!.memberId);
    expect((await done(free.id, { actualAmtCents: 0 })).json.booking).toMatchObject({ status: 'DONE', actualAmtCents: 0, dealId: null, packageUse: null });
    const sub = await paidPackage(m!);
    const visit = await anAttendedVisit(m!.memberId);
    const res = await done(visit.id, { chargeInstead: true, actualAmtCents: 50_000, method: 'FPS' });
    expect(res.json.booking).toMatchObject({ status: 'DONE', actualAmtCents: 50_000, packageUse: null });
    expect(await dealRow(res.json.booking.dealId)).toMatchObject({ kind: 'BOOKING', paidCents: 50_000, method: 'FPS' });
    expect((await subOf(sub.dealId)).used).toBe(0);
  });

  it('a booking of another plan, an expired package or a canceled one draws nothing: the visit is charged', async () => {
    const [m] = await signedInMembers(t, 1);
    const sub = await paidPackage(m!);
    const other = await anAttendedVisit(m!.memberId, { planId: ids.first });
    expect((await done(other.id, { method: 'CASH' })).json.booking).toMatchObject({ actualAmtCents: 88_000, packageUse: null });
    await db().update(subscription).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(subscription.id, sub.id));
    const late = await anAttendedVisit(m!.memberId);
    expect((await done(late.id)).json.code).toBe('VALIDATION');
    expect((await done(late.id, { method: 'CASH' })).json.booking).toMatchObject({ actualAmtCents: 68_000, packageUse: null });
    expect((await subOf(sub.dealId)).used).toBe(0);
  });

  it('a visit dated in a closed settlement period cannot be marked DONE (409 SETTLEMENT_PERIOD_CLOSED): nothing drawn, nothing charged', async () => {
    const [m] = await signedInMembers(t, 1);
    const sub = await paidPackage(m!);
    const [closed] = await db().insert(settlementClose).values({ throughDate: 20200131, closedAt: new Date(), closedBy: desk.userId, totals: { count: 0, cents: 0 } }).returning();
    try {
      const visit = await anAttendedVisit(m!.memberId, { date: 20200115 });
      const res = await done(visit.id, { method: 'CASH' });
      expect([res.status, res.json.code]).toEqual([409, 'SETTLEMENT_PERIOD_CLOSED']);
      expect((await bookingRow(visit.id)).status).toBe('ATTEND');
      expect((await subOf(sub.dealId)).used).toBe(0);
      expect(await db().select().from(deal).where(eq(deal.bookingId, visit.id))).toEqual([]);
    } finally {
      await db().delete(settlementClose).where(eq(settlementClose.id, closed!.id));
    }
  });

  it('two visits marked DONE at once against the last session: one draws it, the other is charged; used never passes the package', async () => {
    const [m] = await signedInMembers(t, 1);
    for (let round = 0; round < 4; round++) {
      const sub = await paidPackage(m!);
      await db().update(subscription).set({ used: 9 }).where(eq(subscription.id, sub.id));
      const [a, b] = [await anAttendedVisit(m!.memberId), await anAttendedVisit(m!.memberId)];
      const answers = await Promise.all([done(a.id, { method: 'CASH' }), done(b.id, { method: 'CASH' })]);
      expect(answers.map((r) => r.status)).toEqual([200, 200]);
      const drew = answers.filter((r) => r.json.booking.packageUse);
      const charged = answers.filter((r) => r.json.booking.dealId);
      expect([drew.length, charged.length]).toEqual([1, 1]);
      expect(drew[0]!.json.booking.packageUse).toMatchObject({ left: 0, total: 10 });
      expect((await subOf(sub.dealId)).used).toBe(10);
      expect(await usesOf(sub.id)).toHaveLength(1);
      // Used up: the next package bought is a fresh one, not a renewal (nothing left to carry).
      await db().update(subscription).set({ state: 'CANCELED', endedAt: new Date(), endReason: 'test' }).where(eq(subscription.id, sub.id));
    }
    // Whatever the code does, the database refuses to draw past what a package holds.
    const sub = await paidPackage(m!);
    await expect(db().update(subscription).set({ used: 11 }).where(eq(subscription.id, sub.id))).rejects.toThrow();
  });

  it('renewal: paying another package of the same plan while one has sessions left replaces it and carries them over', async () => {
    const [m] = await signedInMembers(t, 1);
    const old = await paidPackage(m!);
    for (let i = 0; i < 3; i++) expect((await done((await anAttendedVisit(m!.memberId)).id)).json.booking.packageUse.left).toBe(9 - i);
    const newDealId = await buy(m!);
    // Until it is paid the old one stays in effect.
    expect((await subOf(old.dealId)).state).toBe('PAID');
    expect((await subOf(newDealId)).state).toBe('CREATED');
    expect((await payAtDesk(newDealId, 'FPS')).status).toBe(200);
    const renewed = await subOf(newDealId);
    expect(renewed).toMatchObject({ state: 'PAID', sessions: 10, carried: 7, used: 0 });
    expect(await subOf(old.dealId)).toMatchObject({ state: 'REPLACED', replacedBy: renewed.id, endReason: 'RENEWED', used: 3 });
    const drew = await done((await anAttendedVisit(m!.memberId)).id);
    expect(drew.json.booking.packageUse).toEqual({ subscriptionId: renewed.id, left: 16, total: 17 });
    const mine = (await m!.call('GET', '/api/user/packages')).json.items;
    // The old one draws nothing more: its unused sessions live on in the new one.
    expect(mine.map((p: { state: string; left: number; carried: number; used: number }) => [p.state, p.left, p.carried, p.used])).toEqual([['PAID', 16, 7, 1], ['REPLACED', 0, 0, 3]]);
  });
});

describe(`packages: staff on ${TEST_DB_KIND}`, () => {
  it('lists packages with filters (state, plan, search) and the plans to filter by', async () => {
    const [m] = await signedInMembers(t, 1);
    const dealId = await buy(m!);
    const sub = await subOf(dealId);
    const code = (await desk.call('GET', `/api/manage/deals/${dealId}`)).json.member.code;
    const found = await desk.call('GET', `/api/manage/packages?q=${encodeURIComponent(code)}`);
    expect(found.status, found.text).toBe(200);
    expect(found.json.items).toEqual([expect.objectContaining({ id: sub.id, state: 'CREATED', left: 10, member: expect.objectContaining({ id: m!.memberId, code }), deal: { id: dealId, state: 'CREATED' } })]);
    expect(found.json.plans.map((p: { id: number }) => p.id)).toContain(ids.followUp);
    expect((await desk.call('GET', `/api/manage/packages?q=${encodeURIComponent(code)}&state=PAID`)).json.items).toEqual([]);
    expect((await desk.call('GET', `/api/manage/packages?q=${encodeURIComponent(code)}&planId=${ids.first}`)).json.items).toEqual([]);
    expect((await desk.call('GET', `/api/manage/packages?q=${encodeURIComponent(code)}&planId=${ids.followUp}&state=CREATED`)).json.pagination.page.total).toBe(1);
    expect((await desk.call('GET', '/api/manage/packages?state=NOPE')).status).toBe(400);
  });

  it('cancel: unpaid → CANCELED with its deal; under review → 409 DEAL_UNDER_REVIEW; paid → CANCELED and no more draws; a second cancel → 409 PACKAGE_STATE_CHANGED; logged, the member told', async () => {
    const [m] = await signedInMembers(t, 1);
    const unpaid = await buy(m!);
    const sub = await subOf(unpaid);
    expect((await desk.call('POST', `/api/manage/packages/${sub.id}/cancel`, { reason: '   ' })).status).toBe(400);
    expect((await desk.call('POST', '/api/manage/packages/99999999/cancel', { reason: 'x' })).status).toBe(404);
    const res = await desk.call('POST', `/api/manage/packages/${sub.id}/cancel`, { reason: 'Member changed their mind' });
    expect(res.status, res.text).toBe(200);
    expect(res.json.package).toMatchObject({ id: sub.id, state: 'CANCELED', endReason: 'Member changed their mind', deal: { id: unpaid, state: 'CANCELED' } });
    expect((await db().select().from(dealHistory).where(eq(dealHistory.dealId, unpaid))).map((h) => [h.action, h.note])).toEqual([['CREATE', null], ['CANCEL', 'Member changed their mind']]);
    const again = await desk.call('POST', `/api/manage/packages/${sub.id}/cancel`, { reason: 'Again' });
    expect([again.status, again.json.code]).toEqual([409, 'PACKAGE_STATE_CHANGED']);
    // Its deal can no longer be paid.
    expect((await (await sendReceipt(m!, unpaid)).json()).code).toBe('DEAL_NO_RECEIPT_NOW');
    expect((await payAtDesk(unpaid, 'CASH')).json.code).toBe('DEAL_STATE_CHANGED');
    const log = await db().select().from(operationLog).where(and(eq(operationLog.action, 'CANCEL_PACKAGE'), eq(operationLog.resourceId, String(sub.id))));
    expect(log).toEqual([expect.objectContaining({ resource: 'SETTLEMENT', actorId: desk.userId, after: expect.objectContaining({ state: 'CANCELED', reason: 'Member changed their mind', dealState: 'CANCELED' }) })]);
    const told = await db().select().from(notification).where(eq(notification.userId, m!.memberId));
    expect(told.map((n) => [n.title.en, n.link])).toContainEqual(['Package canceled', '/user/packages']);

    // A receipt under review is decided first.
    const reviewed = await buy(m!);
    expect((await sendReceipt(m!, reviewed)).status).toBe(200);
    const underReview = await desk.call('POST', `/api/manage/packages/${(await subOf(reviewed)).id}/cancel`, { reason: 'x' });
    expect([underReview.status, underReview.json.code]).toEqual([409, 'DEAL_UNDER_REVIEW']);
    expect((await subOf(reviewed)).state).toBe('CREATED');

    // In effect: canceled, the deal stays paid (a refund is made on the deal), and visits are charged from now on.
    expect((await desk.call('POST', `/api/manage/deals/${reviewed}/approve`)).status).toBe(200);
    const paid = await subOf(reviewed);
    const racing = await Promise.all([1, 2].map(() => desk.call('POST', `/api/manage/packages/${paid.id}/cancel`, { reason: 'Moved abroad' })));
    expect(racing.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await subOf(reviewed)).toMatchObject({ state: 'CANCELED', endReason: 'Moved abroad' });
    expect((await dealRow(reviewed)).state).toBe('ACCEPT');
    const visit = await anAttendedVisit(m!.memberId);
    expect((await done(visit.id, { method: 'CASH' })).json.booking).toMatchObject({ packageUse: null, actualAmtCents: 68_000 });
  });
});

describe(`packages: the plan editor on ${TEST_DB_KIND}`, () => {
  it('saves a plan’s package all or none, and shows it in the plans list', async () => {
    const admin = await signedInStaff(t, ['SERVICE_PLAN_VIEW', 'SERVICE_PLAN_EDIT']);
    const list = (await admin.call('GET', '/api/manage/booking-setup/service-plans')).json.rows as { id: number; packageSessions: number | null }[];
    const first = list.find((p) => p.id === ids.first)!;
    expect(list.find((p) => p.id === ids.followUp)).toMatchObject({ packageSessions: 10, packagePriceCents: 620_000, packageValidDays: 365 });
    const { id: _id, priceCents, staffIds, roomIds, packageSessions: _s, packagePriceCents: _p, packageValidDays: _v, ...rest } = first as unknown as Record<string, unknown> & { priceCents: number };
    const body = { ...rest, price: priceCents / 100, staffIds, roomIds };
    const partial = await admin.call('PUT', `/api/manage/booking-setup/service-plans/${ids.first}`, { ...body, packageSessions: 5 });
    expect(partial.status).toBe(400);
    expect(partial.json.data.fields.map((f: { field: string }) => f.field).sort()).toEqual(['packagePrice', 'packageValidDays']);
    const saved = await admin.call('PUT', `/api/manage/booking-setup/service-plans/${ids.first}`, { ...body, packageSessions: 5, packagePrice: 4000.5, packageValidDays: 180 });
    expect(saved.status, saved.text).toBe(200);
    expect(JSON.stringify(saved.json)).toContain('"packagePriceCents":400050');
    const [m] = await signedInMembers(t, 1);
    const dealId = await buy(m!, ids.first);
    expect(await dealRow(dealId)).toMatchObject({ amountCents: 400_050, itemTitle: expect.objectContaining({ en: 'Physiotherapy first assessment · 5 sessions' }) });
    expect(await subOf(dealId)).toMatchObject({ sessions: 5, validDays: 180, priceCents: 400_050 });
    // No longer sold: the package already bought keeps what it was sold with.
    expect((await admin.call('PUT', `/api/manage/booking-setup/service-plans/${ids.first}`, body)).status).toBe(200);
    expect((await m!.call('POST', '/api/packages', { planId: ids.first, idempotencyKey: key() })).json.code).toBe('PACKAGE_NOT_SOLD');
    expect(await subOf(dealId)).toMatchObject({ sessions: 5, state: 'CREATED' });
  });
});

describe(`packages: who may call on ${TEST_DB_KIND}`, () => {
  it('covers every package route: anonymous 401; staff without a member record may not buy; members only their own; SETTLEMENT_VIEW lists, SETTLEMENT_EDIT cancels', async () => {
    const declared = t.routes.filter((r) => /\/packages\b/.test(r.path)).map((r) => `${r.method} ${r.path}`).sort();
    expect(declared).toEqual(['get /api/manage/packages', 'get /api/user/packages', 'post /api/manage/packages/{id}/cancel', 'post /api/packages', 'post /api/user/packages/{id}/renewal'].sort());
    const [a, b] = await signedInMembers(t, 2);
    const dealId = await buy(a!);
    const sub = await subOf(dealId);
    const calls = {
      buy: (x: ApiBrowser) => x.call('POST', '/api/packages', { planId: ids.followUp, idempotencyKey: key() }),
      mine: (x: ApiBrowser) => x.call('GET', '/api/user/packages'),
      list: (x: ApiBrowser) => x.call('GET', '/api/manage/packages'),
      // Another member's package is not found; the owner's own is covered in package-renewal.test.ts.
      renewal: (x: ApiBrowser) => x.call('POST', `/api/user/packages/${sub.id}/renewal`, { renews: false }),
      cancel: (x: ApiBrowser) => x.call('POST', `/api/manage/packages/${sub.id}/cancel`, { reason: 'matrix' }),
    };
    const none = await signedInStaff(t, ['BOOKING_EDIT']);
    const viewer = await signedInStaff(t, ['SETTLEMENT_VIEW']);
    const editor = await signedInStaff(t, ['SETTLEMENT_EDIT']);
    const status = async (x: ApiBrowser) => Object.fromEntries(await Promise.all(Object.entries(calls).map(async ([k, f]) => [k, (await f(x)).status] as const)));
    expect(await status(apiBrowser(t))).toEqual({ buy: 401, mine: 401, renewal: 401, list: 401, cancel: 401 });
    expect(await status(none)).toEqual({ buy: 403, mine: 403, renewal: 403, list: 403, cancel: 403 });
    expect(await status(viewer)).toEqual({ buy: 403, mine: 403, renewal: 403, list: 200, cancel: 403 });
    expect(await status(b!)).toEqual({ buy: 200, mine: 200, renewal: 404, list: 403, cancel: 403 });
    expect((await subOf(dealId)).state).toBe('CREATED');
    // Members see only their own packages.
    expect((await calls.mine(b!)).json.items.map((p: { id: number }) => p.id)).not.toContain(sub.id);
    expect((await calls.mine(a!)).json.items.map((p: { id: number }) => p.id)).toEqual([sub.id]);
    expect(await status(editor)).toEqual({ buy: 403, mine: 403, renewal: 403, list: 200, cancel: 200 });
    expect((await subOf(dealId)).state).toBe('CANCELED');
  });
});
