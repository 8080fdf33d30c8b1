import fs from 'node:fs';
import path from 'node:path';
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, fromClinic, isoFromYmd, toClinicDate } from '../../common/clinic-time';
import { operationLog } from '../../server/db/schema/accounts';
import { pgErrorCode } from '../../server/domain/shared/db-errors';
import { servicePlan } from '../../server/db/schema/booking';
import { place } from '../../server/db/schema/content';
import { deal, dealPayment, ledgerMovement, settlementClose } from '../../server/db/schema/deal';
import { apiBrowser, type ApiBrowser } from '../helpers/api-browser';
import { aBookingDeal, aPackageDeal, aPaidEvent, key, registerForPaidEvent } from '../helpers/deals';
import { signedInMembers } from '../helpers/members';
import { signedInStaff } from '../helpers/staff';
import { createTestApp } from '../helpers/test-app';
import { TEST_DB_KIND } from '../helpers/test-db';

let t: Awaited<ReturnType<typeof createTestApp>>;
let png: Buffer;
let staff: Awaited<ReturnType<typeof signedInStaff>>;
const DAY = 86_400_000;

async function sendReceipt(m: ApiBrowser, dealId: number, method: string) {
  const res = await t.request(`/api/user/deals/${dealId}/receipt?method=${method}&name=r.png&confirmed=true`, { method: 'POST', headers: { ...m.headers(), 'content-type': 'image/png' }, body: new Uint8Array(png) });
  expect(res.status).toBe(200);
}
const pay = async (dealId: number, cents: number, method = 'CASH') => {
  const res = await staff.call('POST', `/api/manage/deals/${dealId}/payments`, { cents, method, idempotencyKey: key() });
  expect(res.status, res.text).toBe(200);
  return res.json;
};
const refund = async (dealId: number, cents: number, reason = 'Refund') => {
  const res = await staff.call('POST', `/api/manage/deals/${dealId}/refunds`, { cents, method: 'CASH', reason, idempotencyKey: key() });
  expect(res.status, res.text).toBe(200);
  return res.json;
};
const report = async (from: string, to: string) => {
  const res = await staff.call('GET', `/api/manage/settlement?from=${from}&to=${to}`);
  expect(res.status, res.text).toBe(200);
  return res.json;
};

type Sum = { count: number; cents: number };
const total = (xs: Sum[]) => xs.reduce((a, x) => ({ count: a.count + x.count, cents: a.cents + x.cents }), { count: 0, cents: 0 });

/** The movements of [start, end) and the ledger grouped, read straight from the tables. */
async function fromTables(start: Date, end: Date) {
  const [money] = await t.database.db
    .select({ count: sql<number>`count(*)::int`, cents: sql<number>`coalesce(sum(${dealPayment.cents}), 0)::int` })
    .from(dealPayment)
    .where(and(gte(dealPayment.at, start), lt(dealPayment.at, end)));
  const ledger = await t.database.db
    .select({ currency: ledgerMovement.currency, reason: ledgerMovement.reason, count: sql<number>`count(*)::int`, delta: sql<number>`sum(${ledgerMovement.delta})::int` })
    .from(ledgerMovement)
    .where(and(gte(ledgerMovement.at, start), lt(ledgerMovement.at, end)))
    .groupBy(ledgerMovement.currency, ledgerMovement.reason)
    .orderBy(asc(ledgerMovement.currency), asc(ledgerMovement.reason));
  return { money: { count: Number(money!.count), cents: Number(money!.cents) }, ledger: ledger.map((l) => ({ ...l, count: Number(l.count), delta: Number(l.delta) })) };
}

beforeAll(async () => {
  t = await createTestApp();
  png = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#ffffff' } }).png().toBuffer();
  staff = await signedInStaff(t, ['SETTLEMENT_VIEW', 'SETTLEMENT_EDIT'], 'settler-a');
});
afterAll(() => t?.close());

describe(`settlement report on ${TEST_DB_KIND}`, () => {
  it('sums the money movements of the period: the total equals every grouping, the rows and the table; the ledger equals its table; the workbook says the same', async () => {
    const [a, b, c, d, e, f] = await signedInMembers(t, 6);
    const [somewhere] = await t.database.db.select({ id: place.id }).from(place).limit(1);
    const one = await aPaidEvent(t, { feeCents: 28_050, placeId: somewhere!.id });
    const two = await aPaidEvent(t, { feeCents: 10_001, placeId: null });

    // FPS receipt approved; PayMe receipt approved then partly refunded; cash at reception in two parts;
    // a rejected receipt; an unpaid deal; a booking paid by card; a package; credit bought and partly refunded.
    const fps = await registerForPaidEvent(a!, one.id);
    await sendReceipt(a!, fps, 'FPS');
    expect((await staff.call('POST', `/api/manage/deals/${fps}/approve`)).status).toBe(200);
    const payme = await registerForPaidEvent(b!, two.id);
    await sendReceipt(b!, payme, 'PAYME');
    expect((await staff.call('POST', `/api/manage/deals/${payme}/approve`)).status).toBe(200);
    await refund(payme, 2_001, 'Partly refunded');
    const cash = await registerForPaidEvent(c!, one.id);
    await pay(cash, 8_050);
    await pay(cash, 20_000);
    const rejected = await registerForPaidEvent(d!, two.id);
    await sendReceipt(d!, rejected, 'TRANSFER');
    expect((await staff.call('POST', `/api/manage/deals/${rejected}/reject`, { reason: 'Cut off' })).status).toBe(200);
    const unpaid = await registerForPaidEvent(e!, one.id);
    const { deal: visit, booking } = await aBookingDeal(t, 68_000);
    await pay(visit.id, 68_000, 'UNIONPAY');
    const [plan] = await t.database.db.select().from(servicePlan).limit(1);
    const pkg = await aPackageDeal(t, f!.memberId, plan!.id, 150_000);
    await pay(pkg.id, 150_000, 'TRANSFER');
    const credit = (await staff.call('POST', '/api/manage/deals', { memberId: f!.memberId, kind: 'CREDIT', title: { 'zh-HK': '儲值', 'zh-CN': '', en: 'Credit' }, amountCents: 30_000, payNow: { method: 'CASH', cents: 30_000 }, idempotencyKey: key() })).json.deal.id as number;
    await refund(credit, 10_000, 'Moved away');

    const today = toClinicDate(new Date());
    const from = isoFromYmd(addDays(today, -1));
    const to = isoFromYmd(today);
    const r = await report(from, to);

    // What the tables say, read directly: every payment and refund of the period, and the ledger.
    const tables = await fromTables(fromClinic(addDays(today, -1), 0), fromClinic(addDays(today, 1), 0));
    expect(r.total).toEqual(tables.money);
    expect(r.ledger).toEqual(tables.ledger);
    const expected = 28_050 + (10_001 - 2_001) + 8_050 + 20_000 + 68_000 + 150_000 + (30_000 - 10_000);
    expect(r.total).toEqual({ count: 9, cents: expected });
    expect(r.received).toEqual({ count: 7, cents: expected + 12_001 });
    expect(r.refunded).toEqual({ count: 2, cents: -12_001 });
    for (const group of ['byDay', 'byMethod', 'byPlace', 'byTherapist', 'byService', 'byKind', 'rows'] as const) {
      expect(total(group === 'rows' ? r.rows.map((x: { cents: number }) => ({ count: 1, cents: x.cents })) : r[group]), group).toEqual(r.total);
    }
    // In the order of the kinds (common/deal-rules DEAL_KINDS).
    expect(r.byKind).toEqual([
      { kind: 'EVENT', count: 5, cents: 28_050 + 8_000 + 28_050 },
      { kind: 'PACKAGE', count: 1, cents: 150_000 },
      { kind: 'CREDIT', count: 2, cents: 20_000 },
      { kind: 'BOOKING', count: 1, cents: 68_000 },
    ]);
    expect(r.byMethod).toEqual(expect.arrayContaining([{ method: 'CASH', count: 5, cents: 8_050 + 20_000 + 30_000 - 10_000 - 2_001 }, { method: 'PAYME', count: 1, cents: 10_001 }, { method: 'UNIONPAY', count: 1, cents: 68_000 }]));
    expect(r.byService).toEqual(expect.arrayContaining([
      { kind: 'EVENT', id: one.id, title: one.title, count: 3, cents: 56_100 },
      { kind: 'EVENT', id: two.id, title: two.title, count: 2, cents: 8_000 },
      expect.objectContaining({ kind: 'BOOKING', id: booking.planId, count: 1, cents: 68_000 }),
      { kind: 'PACKAGE', id: plan!.id, title: plan!.name, count: 1, cents: 150_000 },
      { kind: 'CREDIT', id: null, title: null, count: 2, cents: 20_000 },
    ]));
    expect(r.byTherapist).toEqual(expect.arrayContaining([
      expect.objectContaining({ therapistId: booking.therapistId, count: 1, cents: 68_000 }),
      { therapistId: null, name: null, count: 8, cents: expected - 68_000 },
    ]));
    expect(r.byPlace).toEqual(expect.arrayContaining([expect.objectContaining({ placeId: null, name: null })]));
    expect(r.byPlace.find((p: { placeId: number | null }) => p.placeId === somewhere!.id).cents).toBe(56_100 + (booking.placeId === somewhere!.id ? 68_000 : 0));
    expect(r.byDay.map((x: { date: string }) => x.date)).toEqual([to]);
    // Every movement is a line; a refund a negative one with its reason, linking to its deal.
    expect(r.rows.filter((x: { dealId: number }) => x.dealId === payme).map((x: { cents: number; note: string }) => [x.cents, x.note])).toEqual([[10_001, ''], [-2_001, 'Partly refunded']]);
    expect(r.rows.filter((x: { dealId: number }) => x.dealId === cash).map((x: { cents: number }) => x.cents)).toEqual([8_050, 20_000]);
    expect(r.rows.find((x: { dealId: number }) => x.dealId === visit.id)).toMatchObject({ therapist: { id: booking.therapistId }, place: { id: booking.placeId }, item: { kind: 'BOOKING', id: booking.planId }, staff: 'settler-a' });
    const ids = r.rows.map((x: { dealId: number }) => x.dealId);
    expect(ids).not.toContain(rejected);
    expect(ids).not.toContain(unpaid);
    // The ledger: the credit bought and given back, and points earned and taken back.
    expect(r.ledger).toEqual(expect.arrayContaining([
      { currency: 'CREDIT', reason: 'TOPUP', count: 1, delta: 30_000 },
      { currency: 'CREDIT', reason: 'REFUND', count: 1, delta: -10_000 },
    ]));

    // A period without that day has nothing.
    const before = await report(isoFromYmd(addDays(today, -30)), from);
    expect(before).toMatchObject({ total: { count: 0, cents: 0 }, byDay: [], byMethod: [], byPlace: [], byTherapist: [], byService: [], byKind: [], rows: [], ledger: [] });

    // The workbook: attachment, private, money in dollars with two decimals, totals equal to the JSON.
    const x = await t.request(`/api/manage/settlement.xlsx?from=${from}&to=${to}&lng=en`, { headers: staff.headers() });
    expect(x.status).toBe(200);
    expect(x.headers.get('content-type')).toContain('spreadsheetml');
    expect(x.headers.get('content-disposition')).toBe(`attachment; filename="settlement-${from}-${to}.xlsx"`);
    expect(x.headers.get('cache-control')).toBe('private, no-store');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await x.arrayBuffer());
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Summary', 'Payments', 'Ledger']);
    const [summary, payments, ledger] = wb.worksheets as [ExcelJS.Worksheet, ExcelJS.Worksheet, ExcelJS.Worksheet];
    // Six groups (method, place, therapist, service, kind, day), each ending on the period's total;
    // each group's lines add up to it.
    const groups: { lines: number[]; total: number; count: number }[] = [];
    let lines: number[] | null = null;
    summary.eachRow((row) => {
      if (row.getCell(2).value === 'Count') lines = [];
      else if (lines && row.getCell(1).value === 'Total') {
        groups.push({ lines, total: row.getCell(3).value as number, count: row.getCell(2).value as number });
        lines = null;
      } else if (lines) lines.push(Math.round((row.getCell(3).value as number) * 100));
    });
    expect(groups).toHaveLength(6);
    for (const g of groups) {
      expect([Math.round(g.total * 100), g.count]).toEqual([r.total.cents, r.total.count]);
      expect(g.lines.reduce((s, c) => s + c, 0)).toBe(r.total.cents);
    }
    let sumRows = 0;
    let n = 0;
    payments.eachRow((row, i) => {
      if (i === 1 || row.getCell(2).value === 'Total') return;
      n += 1;
      sumRows += Math.round((row.getCell(8).value as number) * 100);
      expect(row.getCell(8).numFmt).toBe('#,##0.00');
    });
    expect([n, sumRows]).toEqual([r.total.count, r.total.cents]);
    expect(Math.round((payments.getRow(payments.rowCount).getCell(8).value as number) * 100)).toBe(r.total.cents);
    expect(payments.getRow(1).getCell(7).value).toBe('Method');
    const ledgerRows: { currency: string; reason: string; count: number; delta: number }[] = [];
    ledger.eachRow((row, i) => {
      if (i > 1) ledgerRows.push({ currency: String(row.getCell(1).value), reason: String(row.getCell(2).value), count: row.getCell(3).value as number, delta: row.getCell(4).value as number });
    });
    expect(ledgerRows).toHaveLength(r.ledger.length);
    expect(ledgerRows.find((l) => l.currency === 'Credit' && l.reason === 'Top-up')).toEqual({ currency: 'Credit', reason: 'Top-up', count: 1, delta: 300 });
    // Headers follow the language asked for.
    const hk = new ExcelJS.Workbook();
    await hk.xlsx.load(await (await t.request(`/api/manage/settlement.xlsx?from=${from}&to=${to}&lng=zh-HK`, { headers: staff.headers() })).arrayBuffer());
    expect(hk.worksheets[1]!.getRow(1).getCell(7).value).toBe('付款方式');
  });

  it('who may read it and close periods, and which periods are refused', async () => {
    const [m] = await signedInMembers(t, 1);
    const none = await signedInStaff(t, ['EVENT_EDIT']);
    const viewer = await signedInStaff(t, ['SETTLEMENT_VIEW']);
    const q = '?from=2026-01-01&to=2026-01-31';
    for (const p of ['/api/manage/settlement' + q, '/api/manage/settlement.xlsx' + q, '/api/manage/settlement/closes']) {
      expect((await apiBrowser(t).call('GET', p)).status, p).toBe(401);
      expect((await m!.call('GET', p)).status, p).toBe(403);
      expect((await none.call('GET', p)).status, p).toBe(403);
      expect((await viewer.call('GET', p)).status, p).toBe(200);
    }
    const close = { through: '2020-01-01', note: 'x' };
    expect((await apiBrowser(t).call('POST', '/api/manage/settlement/close', close)).status).toBe(401);
    expect((await m!.call('POST', '/api/manage/settlement/close', close)).status).toBe(403);
    expect((await none.call('POST', '/api/manage/settlement/close', close)).status).toBe(403);
    expect((await viewer.call('POST', '/api/manage/settlement/close', close)).status).toBe(403);
    expect(await t.database.db.select().from(settlementClose)).toEqual([]);
    const refused = async (query: string) => {
      const res = await viewer.call('GET', `/api/manage/settlement${query}`);
      return [res.status, res.json?.code];
    };
    expect(await refused('?from=2026-02-01&to=2026-01-31')).toEqual([400, 'SETTLEMENT_PERIOD_INVALID']);
    expect(await refused('?from=2025-01-01&to=2026-01-02')).toEqual([400, 'SETTLEMENT_PERIOD_TOO_LONG']);
    expect(await refused('?from=2024-01-01&to=2024-12-31')).toEqual([200, undefined]);
    expect(await refused('?from=2026-02-30&to=2026-03-01')).toEqual([400, 'SETTLEMENT_PERIOD_INVALID']);
    expect((await refused('?from=yesterday&to=2026-03-01'))[0]).toBe(400);
    expect((await refused('?to=2026-03-01'))[0]).toBe(400);
    // The screen shows the error by its translation key (locales/*/common.json).
    const tooLong = await viewer.call('GET', '/api/manage/settlement?from=2025-01-01&to=2026-01-02');
    expect(tooLong.json).toMatchObject({ message: 'error.settlement.periodTooLong', data: { max: 366 } });
  });

  it('the chart library is loaded only by the settlement screen, never by the public pages', async () => {
    const assets = path.resolve('build/client/assets');
    const js = fs.readdirSync(assets).filter((f) => f.endsWith('.js'));
    const chart = js.filter((f) => fs.readFileSync(path.join(assets, f), 'utf8').includes('BarController'));
    const chunk = chart.find((f) => !f.startsWith('settlement-'));
    expect(chunk, 'a chunk of its own').toBeTruthy();
    // Only the settlement screen refers to it, and only with a dynamic import.
    const referrers = js.filter((f) => f !== chunk && fs.readFileSync(path.join(assets, f), 'utf8').includes(chunk!));
    expect(referrers.map((f) => f.replace(/-[\w-]{8}\.js$/, ''))).toEqual(['settlement']);
    expect(fs.readFileSync(path.join(assets, referrers[0]!), 'utf8')).toContain(`import(\`./${chunk}\`)`);
    for (const page of ['/', '/en/events', '/en/user/deals']) expect(await (await t.request(page)).text(), page).not.toContain(chunk!);
  });

  it('closing a period: stores its totals, refuses anything dated inside, and a later refund lands in the open period', async () => {
    const [m] = await signedInMembers(t, 1);
    const today = toClinicDate(new Date());
    const closeAt = async (through: string, note = '') => staff.call('POST', '/api/manage/settlement/close', { through, note });
    for (const through of [isoFromYmd(today), isoFromYmd(addDays(today, 3)), '2026-02-30', 'soon']) {
      const res = await closeAt(through);
      expect(res.status, through).toBe(400);
    }
    expect((await closeAt(isoFromYmd(today))).json.code).toBe('SETTLEMENT_CLOSE_INVALID');

    // A sale paid ten days ago (written as it would have been then).
    const tenDaysAgo = new Date(Date.now() - 10 * DAY);
    const [old] = await t.database.db
      .insert(deal)
      .values({ memberId: m!.memberId, kind: 'OTHER', itemTitle: { 'zh-HK': '護腰', 'zh-CN': '护腰', en: 'Back support' }, amountCents: 40_000, paidCents: 40_000, state: 'ACCEPT', method: 'CASH', dealAt: tenDaysAgo, paidAt: tenDaysAgo, approver: staff.userId, approveAt: tenDaysAgo, reviewAt: tenDaysAgo, reviewBy: staff.userId })
      .returning();
    await t.database.db.insert(dealPayment).values({ dealId: old!.id, cents: 40_000, method: 'CASH', at: tenDaysAgo, actorId: staff.userId });
    const period = { from: isoFromYmd(addDays(today, -12)), to: isoFromYmd(addDays(today, -1)) };
    const beforeClose = await report(period.from, period.to);
    expect(beforeClose.rows.map((x: { dealId: number }) => x.dealId)).toContain(old!.id);

    // Close an earlier stretch, then through yesterday: each stores the totals from the day after the one before.
    const first = await closeAt(isoFromYmd(addDays(today, -20)), 'Month end');
    expect(first.status, first.text).toBe(200);
    const through = isoFromYmd(addDays(today, -1));
    const closed = await closeAt(through, 'Daily close');
    expect(closed.status, closed.text).toBe(200);
    const tables = await fromTables(fromClinic(addDays(today, -19), 0), fromClinic(today, 0));
    expect(closed.json).toMatchObject({ from: isoFromYmd(addDays(today, -19)), through, note: 'Daily close', closedBy: 'settler-a', totals: tables.money });
    expect(tables.money).toEqual({ count: 1, cents: 40_000 });
    // Not again, nor earlier.
    expect((await closeAt(through)).json.code).toBe('SETTLEMENT_CLOSE_INVALID');
    expect((await closeAt(isoFromYmd(addDays(today, -5)))).json.code).toBe('SETTLEMENT_CLOSE_INVALID');
    const closes = (await staff.call('GET', '/api/manage/settlement/closes')).json.items;
    expect(closes.map((c: { through: string; from: string | null }) => [c.through, c.from])).toEqual([[through, isoFromYmd(addDays(today, -19))], [isoFromYmd(addDays(today, -20)), null]]);
    expect((await t.database.db.select().from(operationLog).where(and(eq(operationLog.resource, 'SETTLEMENT'), eq(operationLog.action, 'CLOSE')))).map((l) => l.resourceId)).toEqual([isoFromYmd(addDays(today, -20)), through]);

    // The database refuses anything dated inside the closed period, whoever writes it (P0002 from
    // refuse_closed_period); a movement is never edited (P0001 from refuse_money_edit).
    const refusal = (write: PromiseLike<unknown>) => Promise.resolve(write).then(() => 'written', pgErrorCode);
    expect(await refusal(t.database.db.insert(dealPayment).values({ dealId: old!.id, cents: -100, method: 'CASH', at: new Date(Date.now() - 2 * DAY), actorId: staff.userId, note: 'backdated' }))).toBe('P0002');
    expect(await refusal(t.database.db.insert(ledgerMovement).values({ memberId: m!.memberId, currency: 'POINT', delta: 1, balanceAfter: 1, reason: 'ADJUST', actorId: staff.userId, note: 'backdated', at: new Date(Date.now() - 2 * DAY) }))).toBe('P0002');
    expect(await refusal(t.database.db.update(dealPayment).set({ cents: 1 }).where(eq(dealPayment.dealId, old!.id)))).toBe('P0001');

    // A refund today of what was paid in the closed period: a negative line today; the closed report is unchanged.
    await refund(old!.id, 15_000, 'Returned unused');
    const afterClose = await report(period.from, period.to);
    expect({ ...afterClose, closedThrough: null }).toEqual({ ...beforeClose, closedThrough: null });
    expect(afterClose.closedThrough).toBe(through);
    const todays = await report(isoFromYmd(today), isoFromYmd(today));
    expect(todays.rows.filter((x: { dealId: number }) => x.dealId === old!.id).map((x: { cents: number; note: string }) => [x.cents, x.note])).toEqual([[-15_000, 'Returned unused']]);
    expect(todays.closedThrough).toBe(through);
  });
});
