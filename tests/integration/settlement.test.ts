import { and, eq, gte, lt, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, fromClinic, isoFromYmd, toClinicDate } from '../../common/clinic-time';
import { event, place } from '../../server/db/schema/content';
import { deal } from '../../server/db/schema/deal';
import { apiBrowser, type ApiBrowser } from '../helpers/api-browser';
import { signedInMembers } from '../helpers/members';
import { signedInStaff } from '../helpers/staff';
import { createTestApp } from '../helpers/test-app';
import { TEST_DB_KIND } from '../helpers/test-db';

let t: Awaited<ReturnType<typeof createTestApp>>;
const H = 3_600_000;
let seq = 0;
let png: Buffer;

/** An open paid event written straight into the database, at a place or nowhere. */
async function aPaidEvent(feeCents: number, placeId: number | null) {
  const now = Date.now();
  seq += 1;
  const [e] = await t.database.db
    .insert(event)
    .values({
      slug: `settle-test-${seq}-${TEST_DB_KIND}`, title: { 'zh-HK': `結算 ${seq}`, 'zh-CN': `结算 ${seq}`, en: `Settle ${seq}` }, desc: { 'zh-HK': '', 'zh-CN': '', en: '' },
      banner: '/images/events/tst-open-day-sep-2026.svg', seatMax: 0, feeCents, isShow: true, placeId,
      openAt: new Date(now - 24 * H), closeAt: new Date(now + 200 * H), startAt: new Date(now + 240 * H), endAt: new Date(now + 242 * H),
    })
    .returning();
  return e!;
}

async function register(m: ApiBrowser, eventId: number): Promise<number> {
  const res = await m.call('POST', `/api/events/${eventId}/registration`);
  expect(res.status, res.text).toBe(200);
  return res.json.registration.dealId as number;
}

async function sendReceipt(m: ApiBrowser, dealId: number, method: string) {
  const res = await t.request(`/api/user/deals/${dealId}/receipt?method=${method}&name=r.png&confirmed=true`, { method: 'POST', headers: { ...m.headers(), 'content-type': 'image/png' }, body: new Uint8Array(png) });
  expect(res.status).toBe(200);
}

type Sum = { count: number; cents: number };
const total = (xs: Sum[]) => xs.reduce((a, x) => ({ count: a.count + x.count, cents: a.cents + x.cents }), { count: 0, cents: 0 });

beforeAll(async () => {
  t = await createTestApp();
  png = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#ffffff' } }).png().toBuffer();
});
afterAll(() => t?.close());

describe(`settlement report on ${TEST_DB_KIND}`, () => {
  it('sums the payments received in the period: the total equals every grouping, the rows and the table; the workbook says the same', async () => {
    const [a, b, c, d, e] = await signedInMembers(t, 5);
    const staff = await signedInStaff(t, ['SETTLEMENT_VIEW', 'SETTLEMENT_EDIT'], 'settler-a');
    const [somewhere] = await t.database.db.select({ id: place.id }).from(place).limit(1);
    const one = await aPaidEvent(28_050, somewhere?.id ?? null);
    const two = await aPaidEvent(10_001, null);

    // FPS receipt approved; PayMe receipt approved; cash at reception; a rejected receipt; an unpaid deal.
    const fps = await register(a!, one.id);
    await sendReceipt(a!, fps, 'FPS');
    expect((await staff.call('POST', `/api/manage/deals/${fps}/approve`)).status).toBe(200);
    const payme = await register(b!, two.id);
    await sendReceipt(b!, payme, 'PAYME');
    expect((await staff.call('POST', `/api/manage/deals/${payme}/approve`)).status).toBe(200);
    const cash = await register(c!, one.id);
    const paid = await staff.call('POST', `/api/manage/deals/${cash}/pay`, { method: 'CASH' });
    expect(paid.status, paid.text).toBe(200);
    const rejected = await register(d!, two.id);
    await sendReceipt(d!, rejected, 'TRANSFER');
    expect((await staff.call('POST', `/api/manage/deals/${rejected}/reject`, { reason: 'Cut off' })).status).toBe(200);
    const unpaid = await register(e!, one.id);

    const today = toClinicDate(new Date());
    const from = isoFromYmd(addDays(today, -1));
    const to = isoFromYmd(today);
    const res = await staff.call('GET', `/api/manage/settlement?from=${from}&to=${to}`);
    expect(res.status, res.text).toBe(200);
    const r = res.json;

    // What the table says, read directly.
    const [fromTable] = await t.database.db
      .select({ count: sql<number>`count(*)::int`, cents: sql<number>`coalesce(sum(${deal.paidCents}), 0)::int` })
      .from(deal)
      .where(and(eq(deal.state, 'ACCEPT'), gte(deal.paidAt, fromClinic(addDays(today, -1), 0)), lt(deal.paidAt, fromClinic(addDays(today, 1), 0))));
    expect(r.total).toEqual({ count: Number(fromTable!.count), cents: Number(fromTable!.cents) });
    expect(r.total).toEqual({ count: 3, cents: 28_050 + 10_001 + 28_050 });
    expect(total(r.byMethod)).toEqual(r.total);
    expect(total(r.byPlace)).toEqual(r.total);
    expect(total(r.byItem)).toEqual(r.total);
    expect(total(r.byDay)).toEqual(r.total);
    expect(total(r.rows.map((x: { cents: number }) => ({ count: 1, cents: x.cents })))).toEqual(r.total);
    expect(r.byMethod).toEqual(expect.arrayContaining([{ method: 'CASH', count: 1, cents: 28_050 }, { method: 'FPS', count: 1, cents: 28_050 }, { method: 'PAYME', count: 1, cents: 10_001 }]));
    expect(r.byItem).toEqual([
      { kind: 'EVENT', id: one.id, title: one.title, count: 2, cents: 56_100 },
      { kind: 'EVENT', id: two.id, title: two.title, count: 1, cents: 10_001 },
    ]);
    expect(r.byPlace.find((p: { placeId: number | null }) => p.placeId === null)).toMatchObject({ name: null, count: 1, cents: 10_001 });
    expect(r.byDay.map((x: { date: string }) => x.date)).toEqual([to]);
    const ids = r.rows.map((x: { dealId: number }) => x.dealId);
    expect(ids.sort()).toEqual([fps, payme, cash].sort());
    expect(ids).not.toContain(rejected);
    expect(ids).not.toContain(unpaid);
    expect(r.rows.find((x: { dealId: number }) => x.dealId === cash)).toMatchObject({ method: 'CASH', cents: 28_050, approver: 'settler-a', member: { name: expect.any(String), code: expect.any(String) } });

    // A period without that day has nothing.
    const before = (await staff.call('GET', `/api/manage/settlement?from=${isoFromYmd(addDays(today, -30))}&to=${from}`)).json;
    expect(before).toMatchObject({ total: { count: 0, cents: 0 }, byDay: [], byMethod: [], byPlace: [], byItem: [], rows: [] });

    // The workbook: attachment, private, money in dollars with two decimals, totals equal to the JSON.
    const x = await t.request(`/api/manage/settlement.xlsx?from=${from}&to=${to}&lng=en`, { headers: staff.headers() });
    expect(x.status).toBe(200);
    expect(x.headers.get('content-type')).toContain('spreadsheetml');
    expect(x.headers.get('content-disposition')).toBe(`attachment; filename="settlement-${from}-${to}.xlsx"`);
    expect(x.headers.get('cache-control')).toBe('private, no-store');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await x.arrayBuffer());
    const summary = wb.worksheets[0]!;
    const payments = wb.worksheets[1]!;
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Summary', 'Payments']);
    const totals: number[] = [];
    summary.eachRow((row) => { if (row.getCell(1).value === 'Total') totals.push(row.getCell(3).value as number, row.getCell(2).value as number); });
    expect(totals).toEqual([r.total.cents / 100, r.total.count, r.total.cents / 100, r.total.count, r.total.cents / 100, r.total.count]);
    let sumRows = 0;
    let n = 0;
    payments.eachRow((row, i) => {
      if (i === 1 || row.getCell(2).value === 'Total') return;
      n += 1;
      sumRows += Math.round((row.getCell(8).value as number) * 100);
      expect(row.getCell(8).numFmt).toBe('#,##0.00');
    });
    expect([n, sumRows]).toEqual([r.total.count, r.total.cents]);
    expect(payments.getRow(1).getCell(7).value).toBe('Method');
    // Headers follow the language asked for.
    const hk = new ExcelJS.Workbook();
    await hk.xlsx.load(await (await t.request(`/api/manage/settlement.xlsx?from=${from}&to=${to}&lng=zh-HK`, { headers: staff.headers() })).arrayBuffer());
    expect(hk.worksheets[1]!.getRow(1).getCell(7).value).toBe('付款方式');
  });

  it('who may read it, and which periods are refused', async () => {
    const [m] = await signedInMembers(t, 1);
    const none = await signedInStaff(t, ['EVENT_EDIT']);
    const viewer = await signedInStaff(t, ['SETTLEMENT_VIEW']);
    const q = '?from=2026-01-01&to=2026-01-31';
    for (const path of ['/api/manage/settlement', '/api/manage/settlement.xlsx']) {
      expect((await apiBrowser(t).call('GET', path + q)).status, path).toBe(401);
      expect((await m!.call('GET', path + q)).status, path).toBe(403);
      expect((await none.call('GET', path + q)).status, path).toBe(403);
      expect((await viewer.call('GET', path + q)).status, path).toBe(200);
    }
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
});
