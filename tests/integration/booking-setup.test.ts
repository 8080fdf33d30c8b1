import fs from 'node:fs';
import path from 'node:path';
import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fromClinic } from '../../common/clinic-time';
import { LANGUAGES } from '../../common/i18n-config';
import { member, operationLog, userAccount } from '../../server/db/schema/accounts';
import { booking, placeHoliday, room, scheduleEntry, servicePlan } from '../../server/db/schema/booking';
import { place, staff as staffTable } from '../../server/db/schema/content';
import { ERROR_CODES } from '../../server/domain/app-error';
import { getContentVersion } from '../../server/domain/site/content-version';
import { apiBrowser, signedIn, type ApiBrowser } from '../helpers/api-browser';
import { createTestApp } from '../helpers/test-app';
import { signedInStaff } from '../helpers/staff';
import { TEST_DB_KIND } from '../helpers/test-db';
import { L } from '../helpers/localized';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: ApiBrowser;
let staff: ApiBrowser;
let memberB: ApiBrowser;
let outsider: ApiBrowser;

const API = '/api/manage/booking-setup';
 
type Json = Record<string, any>;

/** The translation of `schedule:…` / `form.…` in every language, failing when one is missing. */
const locales = Object.fromEntries(
  LANGUAGES.map((l) => [l, Object.fromEntries(['schedule', 'common'].map((ns) => [ns, JSON.parse(fs.readFileSync(path.join('locales', l, `${ns}.json`), 'utf8'))]))]),
);
function translated(key: string): string[] {
  const [ns, rest] = key.includes(':') ? (key.split(':') as [string, string]) : ['common', key];
  return LANGUAGES.map((l) => {
    let node: unknown = locales[l]![ns];
    for (const part of rest.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
    expect(typeof node, `${l} ${key}`).toBe('string');
    return node as string;
  });
}
/** A 400 naming exactly these fields, each with a message that exists in the three languages. */
function expectFields(res: { status: number; json: Json }, expected: Record<string, string>) {
  expect(res.status, JSON.stringify(res.json)).toBe(400);
  expect(res.json.code).toBe('VALIDATION');
  const got = Object.fromEntries((res.json.data.fields as { field: string; message: string }[]).map((f) => [f.field, f.message]));
  expect(got).toEqual(expected);
  for (const key of Object.values(got)) translated(key);
}
/** A 409 with this code, its message translated in the three languages. */
function expectConflict(res: { status: number; json: Json }, code: keyof typeof ERROR_CODES) {
  expect(res.status, JSON.stringify(res.json)).toBe(409);
  expect(res.json.code).toBe(code);
  expect(res.json.message).toBe(ERROR_CODES[code].key);
  translated(res.json.message);
}

const logCount = async () => (await t.database.db.select({ n: count() }).from(operationLog))[0]!.n;
const logsOf = (resource: string, resourceId: string) =>
  t.database.db.select().from(operationLog).where(and(eq(operationLog.resource, resource), eq(operationLog.resourceId, resourceId)));

let central: Json;
let tst: Json;
let therapist: Json;
let nonTherapist: Json;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  [admin, staff, memberB] = await Promise.all([signedIn(t, 'admin'), signedIn(t, 'staff'), signedIn(t, 'member')]);
  // Staff about type lists only: none of the booking setup (its own transaction: not alongside other reads).
  outsider = await signedInStaff(t, ['TYPE_VIEW', 'TYPE_EDIT']);
  const places = (await admin.call('GET', `${API}/places`)).json.rows as Json[];
  central = places.find((p) => p.code === 'central')!;
  tst = places.find((p) => p.code === 'tst')!;
  const team = (await admin.call('GET', `${API}/staff`)).json.rows as Json[];
  therapist = team.find((s) => s.isTherapist)!;
  // One team member who is not a therapist (the demo team is all therapists: make one).
  nonTherapist = team.at(-1)!;
  await db.update(staffTable).set({ isTherapist: false, bookCfg: { isEnable: false, isRandom: true } }).where(eq(staffTable.id, nonTherapist.id));
});
afterAll(() => t?.close());

const weeklyHours = {
  mode: 'WEEKLY',
  weekly: { 1: [{ start: 1400, end: 1900 }, { start: 930, end: 1300 }], 3: [{ start: 1000, end: 2400 }], 6: [{ start: 900, end: 1230 }] },
};
const PLACE_FIELDS = ['name', 'address', 'addressDesc', 'phone', 'phone2', 'serviceHours', 'minuteGrid', 'changeWindowHours', 'isBookable'];
const placeBody = (p: Json, over: Json = {}) => ({ ...Object.fromEntries(PLACE_FIELDS.map((k) => [k, p[k]])), ...over });
const roomBody = (over: Json = {}) => ({ code: 'Z', name: L('測試室', '测试室', 'Test room'), qty: 2, isEnabled: true, sort: 9, ...over });
const planBody = (over: Json = {}) => ({
  kind: 'basic',
  name: L('深層按摩', '深层按摩', 'Deep tissue massage'),
  desc: L('放鬆肌肉', '放松肌肉', 'Loosens tight muscles'),
  durationMin: 60,
  price: 680.5,
  caseType: 'PHYSIO',
  serviceId: null,
  isEnabled: true,
  sort: 20,
  staffIds: [therapist.id],
  roomIds: [],
  ...over,
});

describe(`booking setup: access on ${TEST_DB_KIND}`, () => {
  it('answers 401 to visitors, 403 to members and to staff without the permission, and changes nothing', async () => {
    const anonymous = apiBrowser(t);
    const calls: [string, string, unknown?][] = [
      ['GET', `${API}/options`],
      ['GET', `${API}/places`],
      ['PUT', `${API}/places/${central.id}`, placeBody(central, { isBookable: false })],
      ['POST', `${API}/places/${central.id}/holidays`, { date: 20301010, name: 'x' }],
      ['GET', `${API}/rooms`],
      ['POST', `${API}/rooms`, { ...roomBody(), placeId: central.id }],
      ['DELETE', `${API}/rooms/1`],
      ['GET', `${API}/staff`],
      ['PUT', `${API}/staff/${therapist.id}`, { isTherapist: false, bookCfg: { isEnable: false, isRandom: false }, placeId: null }],
      ['GET', `${API}/service-plans`],
      ['POST', `${API}/service-plans`, planBody()],
      ['GET', `${API}/schedule-entries?placeId=${central.id}&from=20300101&to=20300131`],
      ['POST', `${API}/schedule-entries`, { type: 'PLACE_HOLIDAY', placeId: central.id, date: 20300102 }],
      ['GET', `${API}/schedule-series?placeId=${central.id}`],
      ['POST', `${API}/schedule-series`, { type: 'PLACE_HOLIDAY', placeId: central.id, weekdays: [1], from: 20300102 }],
      ['DELETE', `${API}/schedule-series/1/occurrences/20300107`],
      ['GET', `${API}/public-holidays?year=2026`],
      ['POST', `${API}/public-holidays`, { date: 20300103, name: L('測試', '测试', 'Test') }],
    ];
    const logs = await logCount();
    for (const [method, p, body] of calls) {
      expect((await anonymous.call(method, p, body)).status, `anonymous ${method} ${p}`).toBe(401);
      const m = await memberB.call(method, p, body);
      expect(m.status, `member ${method} ${p}`).toBe(403);
      expect(m.json.message).toBe('error.status.403');
      expect((await outsider.call(method, p, body)).status, `types-only staff ${method} ${p}`).toBe(403);
    }
    expect(await logCount()).toBe(logs);
    expect((await admin.call('GET', `${API}/places/${central.id}`)).json.place.isBookable).toBe(true);
  });

  it('lets the staff role read places, rooms, staff and plans but not change them; it runs the schedule', async () => {
    for (const p of ['places', `places/${central.id}`, 'rooms', 'staff', 'service-plans', 'options', 'public-holidays?year=2026']) {
      expect((await staff.call('GET', `${API}/${p}`)).status, p).toBe(200);
    }
    const denied: [string, string, unknown?][] = [
      ['PUT', `${API}/places/${central.id}`, placeBody(central)],
      ['POST', `${API}/places/${central.id}/holidays`, { date: 20301010 }],
      ['POST', `${API}/rooms`, { ...roomBody(), placeId: central.id }],
      ['PUT', `${API}/staff/${therapist.id}`, { isTherapist: true, bookCfg: { isEnable: true, isRandom: true }, placeId: central.id }],
      ['POST', `${API}/service-plans`, planBody()],
      ['DELETE', `${API}/service-plans/1`],
    ];
    for (const [method, p, body] of denied) {
      const res = await staff.call(method, p, body);
      expect(res.status, `${method} ${p}`).toBe(403);
      expect(res.json.code).toBe('FORBIDDEN');
    }
    const entry = await staff.call('POST', `${API}/schedule-entries`, { type: 'STAFF_HOLIDAY', placeId: central.id, staffId: therapist.id, date: 20300201 });
    expect(entry.status).toBe(200);
    expect((await staff.call('DELETE', `${API}/schedule-entries/${entry.json.entry.id}`)).status).toBe(200);
  });

  it('declares every route for /api/openapi.json with schemas JSON Schema can describe', () => {
    const mine = t.routes.filter((r) => r.path.startsWith(`${API}/`));
    expect(mine.map((r) => `${r.method} ${r.path.slice(API.length)}`).sort()).toEqual(
      [
        'get /options',
        'get /places', 'get /places/{id}', 'put /places/{id}',
        'post /places/{id}/holidays', 'put /places/{id}/holidays/{holidayId}', 'delete /places/{id}/holidays/{holidayId}',
        'get /rooms', 'post /rooms', 'put /rooms/{id}', 'delete /rooms/{id}',
        'get /staff', 'put /staff/{id}',
        'get /service-plans', 'post /service-plans', 'put /service-plans/{id}', 'delete /service-plans/{id}',
        'get /schedule-entries', 'post /schedule-entries', 'put /schedule-entries/{id}', 'delete /schedule-entries/{id}',
        'get /schedule-series', 'get /schedule-series/{id}', 'post /schedule-series', 'put /schedule-series/{id}', 'delete /schedule-series/{id}',
        'put /schedule-series/{id}/occurrences/{date}', 'delete /schedule-series/{id}/occurrences/{date}',
        'get /public-holidays', 'post /public-holidays', 'put /public-holidays/{date}', 'delete /public-holidays/{date}', 'post /public-holidays/import',
      ].sort(),
    );
    for (const r of mine) {
      for (const schema of [r.body, r.query]) {
        if (!schema) continue;
        expect(() => z.toJSONSchema(schema), r.path).not.toThrow();
        expect(() => z.toJSONSchema(schema, { io: 'input' }), r.path).not.toThrow();
      }
    }
  });

  it('answers 404 for unknown or malformed ids and dates', async () => {
    expect((await admin.call('GET', `${API}/places/999999`)).status).toBe(404);
    expect((await admin.call('GET', `${API}/places/abc`)).status).toBe(404);
    expect((await admin.call('PUT', `${API}/places/999999`, placeBody(central))).status).toBe(404);
    expect((await admin.call('PUT', `${API}/rooms/999999`, roomBody())).status).toBe(404);
    expect((await admin.call('PUT', `${API}/staff/999999`, { isTherapist: true, bookCfg: { isEnable: false, isRandom: true }, placeId: null })).status).toBe(404);
    expect((await admin.call('DELETE', `${API}/schedule-entries/999999`)).status).toBe(404);
    expect((await admin.call('DELETE', `${API}/public-holidays/20250230`)).status).toBe(404);
    expect((await admin.call('DELETE', `${API}/public-holidays/20300909`)).status).toBe(404);
  });

  it('keeps every error message it can raise in the three languages', () => {
    for (const [code, { key }] of Object.entries(ERROR_CODES)) if (key.startsWith('schedule:')) expect(translated(key), code).toHaveLength(3);
  });
});

describe(`booking setup: places on ${TEST_DB_KIND}`, () => {
  it('lists every place with its booking settings', async () => {
    expect(central).toMatchObject({ code: 'central', isBookable: true, changeWindowHours: 24, minuteGrid: 'half' });
    expect(central.serviceHours.mode).toBe('WEEKLY');
    expect(tst.serviceHours).toEqual({ mode: 'DAILY', daily: [{ start: 1000, end: 2000 }] });
  });

  it('saves weekly service hours (periods sorted, 24:00 allowed), grid, window and phones; logged; public pages refresh', async () => {
    const v0 = await getContentVersion(t.database.db);
    const res = await admin.call('PUT', `${API}/places/${tst.id}`, placeBody(tst, {
      serviceHours: weeklyHours, minuteGrid: 'quarter', changeWindowHours: 48, phone2: '+852 2388 0000', isBookable: false,
      name: { ...tst.name, en: 'TST Clinic' },
    }));
    expect(res.status, res.text).toBe(200);
    expect(res.json.place).toMatchObject({ minuteGrid: 'quarter', changeWindowHours: 48, phone2: '+852 2388 0000', isBookable: false, name: { en: 'TST Clinic' } });
    expect(res.json.place.serviceHours).toEqual({
      mode: 'WEEKLY',
      weekly: { 0: [], 1: [{ start: 930, end: 1300 }, { start: 1400, end: 1900 }], 2: [], 3: [{ start: 1000, end: 2400 }], 4: [], 5: [], 6: [{ start: 900, end: 1230 }] },
    });
    const [stored] = await t.database.db.select().from(place).where(eq(place.id, tst.id));
    expect(stored!.serviceHours).toEqual(res.json.place.serviceHours);
    const [log] = await logsOf('PLACE', String(tst.id));
    expect(log).toMatchObject({ action: 'UPDATE', before: { minuteGrid: 'quarter', changeWindowHours: 24 }, after: { minuteGrid: 'quarter', changeWindowHours: 48, isBookable: false } });
    expect(await getContentVersion(t.database.db)).toBeGreaterThan(v0);

    const daily = await admin.call('PUT', `${API}/places/${tst.id}`, placeBody(res.json.place, { serviceHours: { mode: 'FULL' }, isBookable: true }));
    expect(daily.json.place.serviceHours).toEqual({ mode: 'FULL' });
  });

  it('refuses wrong periods, grid, window and phone with a message per field, and changes nothing', async () => {
    const logs = await logCount();
    const [before] = await t.database.db.select().from(place).where(eq(place.id, central.id));
    const res = await admin.call('PUT', `${API}/places/${central.id}`, placeBody(central, {
      name: { ...central.name, en: '  ' },
      phone: 'call us',
      minuteGrid: 'seven',
      changeWindowHours: 169,
      serviceHours: {
        mode: 'WEEKLY',
        weekly: {
          1: [{ start: 900, end: 1300 }, { start: 1200, end: 1800 }],
          2: [{ start: 1300, end: 1200 }],
          3: [{ start: 1000, end: 1020 }],
          4: [{ start: 960, end: 2500 }],
        },
      },
    }));
    expectFields(res, {
      'name.en': 'schedule:form.required',
      phone: 'schedule:form.invalid',
      minuteGrid: 'schedule:form.invalid',
      changeWindowHours: 'schedule:form.invalid',
      'serviceHours.weekly.1.1.start': 'schedule:form.periodOverlap',
      'serviceHours.weekly.2.0.end': 'schedule:form.endAfterStart',
      'serviceHours.weekly.3.0.end': 'schedule:form.minSpan',
      'serviceHours.weekly.4.0.start': 'schedule:form.invalid',
      'serviceHours.weekly.4.0.end': 'schedule:form.invalid',
    });
    // Overlap is checked among the periods of a day once each is valid on its own.
    const overlap = await admin.call('PUT', `${API}/places/${central.id}`, placeBody(central, { serviceHours: { mode: 'DAILY', daily: [{ start: 900, end: 1300 }, { start: 1200, end: 1800 }] } }));
    expectFields(overlap, { 'serviceHours.daily.1.start': 'schedule:form.periodOverlap' });
    expectFields(await admin.call('PUT', `${API}/places/${central.id}`, placeBody(central, { serviceHours: { mode: 'DAILY', daily: [] } })), { 'serviceHours.daily': 'schedule:form.periodRequired' });
    expectFields(await admin.call('PUT', `${API}/places/${central.id}`, placeBody(central, { serviceHours: { mode: 'WEEKLY', weekly: {} } })), { 'serviceHours.weekly': 'schedule:form.weekClosed' });
    expectFields(await admin.call('PUT', `${API}/places/${central.id}`, placeBody(central, { serviceHours: { mode: 'SOMETIMES' } })), { 'serviceHours.mode': 'schedule:form.invalid' });
    expectFields(await admin.call('PUT', `${API}/places/${central.id}`, placeBody(central, { changeWindowHours: -1 })), { changeWindowHours: 'schedule:form.invalid' });
    const [unchanged] = await t.database.db.select().from(place).where(eq(place.id, central.id));
    expect(unchanged).toEqual(before);
    expect(await logCount()).toBe(logs);
    // Touching periods are fine; 0 hours means "any time".
    const ok = await admin.call('PUT', `${API}/places/${central.id}`, placeBody(central, { changeWindowHours: 0, serviceHours: { mode: 'DAILY', daily: [{ start: 900, end: 1300 }, { start: 1300, end: 1800 }] } }));
    expect(ok.status).toBe(200);
    expect(await logCount()).toBe(logs + 1);
    const restored = await admin.call('PUT', `${API}/places/${central.id}`, placeBody(central));
    expect(restored.json.place.serviceHours.weekly).toMatchObject(before!.serviceHours.weekly!);
  });
});

describe(`booking setup: place holidays on ${TEST_DB_KIND}`, () => {
  it('adds, edits and removes a closed date, each logged', async () => {
    const added = await admin.call('POST', `${API}/places/${central.id}/holidays`, { date: 20301224, name: ' Staff training ' });
    expect(added.status).toBe(200);
    expect(added.json.holiday).toMatchObject({ placeId: central.id, date: 20301224, name: 'Staff training' });
    const id = added.json.holiday.id;
    const moved = await admin.call('PUT', `${API}/places/${central.id}/holidays/${id}`, { date: 20301223, name: 'Staff training' });
    expect(moved.json.holiday.date).toBe(20301223);
    expect((await admin.call('GET', `${API}/places/${central.id}`)).json.holidays.map((h: Json) => h.date)).toContain(20301223);
    expect((await admin.call('DELETE', `${API}/places/${central.id}/holidays/${id}`)).status).toBe(200);
    expect((await admin.call('DELETE', `${API}/places/${central.id}/holidays/${id}`)).status).toBe(404);
    const log = await logsOf('PLACE', `${central.id}:holiday:${id}`);
    expect(log.map((l) => l.action).sort()).toEqual(['CREATE', 'DELETE', 'UPDATE']);
    expect(log.find((l) => l.action === 'UPDATE')).toMatchObject({ before: { date: 20301224 }, after: { date: 20301223 } });
  });

  it('refuses a duplicate holiday date with a translated 409 naming the date, on add and on edit; nothing changes', async () => {
    const first = await admin.call('POST', `${API}/places/${central.id}/holidays`, { date: 20301001, name: 'A' });
    const second = await admin.call('POST', `${API}/places/${central.id}/holidays`, { date: 20301002, name: 'B' });
    expect([first.status, second.status]).toEqual([200, 200]);
    const logs = await logCount();
    const dup = await admin.call('POST', `${API}/places/${central.id}/holidays`, { date: 20301001, name: 'again' });
    expectConflict(dup, 'HOLIDAY_DATE_TAKEN');
    expect(dup.json.data).toEqual({ field: 'date', date: 20301001 });
    expect(translated(dup.json.message).every((m) => m.includes('{{date}}'))).toBe(true);
    expectConflict(await admin.call('PUT', `${API}/places/${central.id}/holidays/${second.json.holiday.id}`, { date: 20301001, name: 'B' }), 'HOLIDAY_DATE_TAKEN');
    expect(await logCount()).toBe(logs);
    const dates = (await t.database.db.select().from(placeHoliday).where(eq(placeHoliday.placeId, central.id))).map((h) => h.date);
    expect(dates.filter((d) => d === 20301001)).toHaveLength(1);
    expect(dates).toContain(20301002);
    // The same date at another place is no duplicate.
    expect((await admin.call('POST', `${API}/places/${tst.id}/holidays`, { date: 20301001 })).status).toBe(200);
  });

  it('refuses an impossible date', async () => {
    expectFields(await admin.call('POST', `${API}/places/${central.id}/holidays`, { date: 20310229 }), { date: 'schedule:form.invalid' });
    expectFields(await admin.call('POST', `${API}/places/${central.id}/holidays`, { date: '2031-03-01' }), { date: 'schedule:form.invalid' });
    expect((await admin.call('POST', `${API}/places/999999/holidays`, { date: 20310301 })).status).toBe(404);
  });
});

describe(`booking setup: rooms on ${TEST_DB_KIND}`, () => {
  it('adds a room (code upper-cased), edits it, lists it per place, deletes it; each logged', async () => {
    const created = await admin.call('POST', `${API}/rooms`, { ...roomBody({ code: 'x' }), placeId: central.id });
    expect(created.status, created.text).toBe(200);
    expect(created.json.room).toMatchObject({ placeId: central.id, code: 'X', qty: 2, isEnabled: true, sort: 9 });
    const id = created.json.room.id;
    const edited = await admin.call('PUT', `${API}/rooms/${id}`, roomBody({ code: 'Y', qty: 1, isEnabled: false }));
    expect(edited.json.room).toMatchObject({ placeId: central.id, code: 'Y', qty: 1, isEnabled: false });
    const list = (await admin.call('GET', `${API}/rooms?placeId=${central.id}`)).json.rows as Json[];
    expect(list.map((r) => r.code)).toContain('Y');
    expect(list.every((r) => r.placeId === central.id)).toBe(true);
    expect((await admin.call('DELETE', `${API}/rooms/${id}`)).status).toBe(200);
    const log = await logsOf('ROOM', String(id));
    expect(log.map((l) => l.action).sort()).toEqual(['CREATE', 'DELETE', 'UPDATE']);
    expect(log.find((l) => l.action === 'UPDATE')).toMatchObject({ before: { code: 'X', qty: 2 }, after: { code: 'Y', qty: 1 } });
  });

  it('keeps codes unique within a place (409), one character, and the quantity at least 1', async () => {
    const a = await admin.call('POST', `${API}/rooms`, { ...roomBody({ code: 'Q' }), placeId: central.id });
    expect(a.status).toBe(200);
    const logs = await logCount();
    const dup = await admin.call('POST', `${API}/rooms`, { ...roomBody({ code: 'q' }), placeId: central.id });
    expectConflict(dup, 'ROOM_CODE_TAKEN');
    expect(dup.json.data).toEqual({ field: 'code', code: 'Q' });
    expect(await logCount()).toBe(logs);
    // The same code at another place is fine.
    expect((await admin.call('POST', `${API}/rooms`, { ...roomBody({ code: 'Q' }), placeId: tst.id })).status).toBe(200);
    expectFields(await admin.call('POST', `${API}/rooms`, { ...roomBody({ code: 'AB', qty: 0 }), placeId: central.id }), { code: 'schedule:form.roomCode', qty: 'schedule:form.invalid' });
    expectFields(await admin.call('POST', `${API}/rooms`, { ...roomBody({ code: '#', name: L('', '房', 'Room') }), placeId: central.id }), { code: 'schedule:form.roomCode', 'name.zh-HK': 'schedule:form.required' });
    expectFields(await admin.call('POST', `${API}/rooms`, roomBody({ code: 'W' })), { placeId: 'schedule:form.invalid' });
    expectFields(await admin.call('POST', `${API}/rooms`, { ...roomBody({ code: 'W' }), placeId: 999999 }), { placeId: 'schedule:form.invalid' });
    expectFields(await admin.call('POST', `${API}/rooms`, { ...roomBody({ code: 'W', qty: 51 }), placeId: central.id }), { qty: 'schedule:form.invalid' });
  });

  it('refuses to delete a room that has bookings (409 with the count) and leaves it in place', async () => {
    const [used] = await t.database.db.select({ roomId: booking.roomId, n: count() }).from(booking).groupBy(booking.roomId).limit(1);
    expect(used, 'the demo bookings use a room').toBeTruthy();
    const res = await admin.call('DELETE', `${API}/rooms/${used!.roomId}`);
    expectConflict(res, 'ROOM_IN_USE');
    expect(res.json.data.count).toBe(used!.n);
    expect(await t.database.db.select().from(room).where(eq(room.id, used!.roomId))).toHaveLength(1);
  });
});

describe(`booking setup: staff booking settings on ${TEST_DB_KIND}`, () => {
  it('lists the team with qualifications and saves therapist, online booking, room assignment and place; logged', async () => {
    const rows = (await admin.call('GET', `${API}/staff`)).json.rows as Json[];
    expect(rows.find((s) => s.id === therapist.id)!.qualifications.length).toBeGreaterThan(0);
    const v0 = await getContentVersion(t.database.db);
    const res = await admin.call('PUT', `${API}/staff/${therapist.id}`, { isTherapist: true, bookCfg: { isEnable: true, isRandom: false }, placeId: tst.id });
    expect(res.status, res.text).toBe(200);
    expect(res.json.staff).toMatchObject({ isTherapist: true, bookCfg: { isEnable: true, isRandom: false }, placeId: tst.id });
    const [log] = await logsOf('STAFF', String(therapist.id));
    expect(log).toMatchObject({ action: 'UPDATE', before: { placeId: therapist.placeId }, after: { placeId: tst.id, bookCfg: { isRandom: false } } });
    expect(await getContentVersion(t.database.db)).toBeGreaterThan(v0);
    await admin.call('PUT', `${API}/staff/${therapist.id}`, { isTherapist: true, bookCfg: therapist.bookCfg, placeId: therapist.placeId });
  });

  it('online booking needs a therapist with a place; an unknown place is refused', async () => {
    const logs = await logCount();
    expectFields(await admin.call('PUT', `${API}/staff/${nonTherapist.id}`, { isTherapist: false, bookCfg: { isEnable: true, isRandom: true }, placeId: null }), {
      'bookCfg.isEnable': 'schedule:form.bookableNeedsTherapist',
      placeId: 'schedule:form.bookableNeedsPlace',
    });
    expectFields(await admin.call('PUT', `${API}/staff/${nonTherapist.id}`, { isTherapist: true, bookCfg: { isEnable: false, isRandom: true }, placeId: 999999 }), { placeId: 'schedule:form.invalid' });
    expectFields(await admin.call('PUT', `${API}/staff/${nonTherapist.id}`, { isTherapist: 'yes', bookCfg: {}, placeId: null }), {
      isTherapist: 'schedule:form.invalid',
      'bookCfg.isEnable': 'schedule:form.invalid',
      'bookCfg.isRandom': 'schedule:form.invalid',
    });
    expect(await logCount()).toBe(logs);
  });
});

describe(`booking setup: service plans on ${TEST_DB_KIND}`, () => {
  it('adds a plan with its therapists and rooms (price in dollars, stored as cents), edits and deletes it; logged', async () => {
    const [roomA] = (await admin.call('GET', `${API}/rooms?placeId=${central.id}`)).json.rows as Json[];
    const created = await admin.call('POST', `${API}/service-plans`, planBody({ roomIds: [roomA!.id, roomA!.id] }));
    expect(created.status, created.text).toBe(200);
    expect(created.json.plan).toMatchObject({ priceCents: 68050, durationMin: 60, staffIds: [therapist.id], roomIds: [roomA!.id], isEnabled: true });
    const id = created.json.plan.id;
    const [stored] = await t.database.db.select().from(servicePlan).where(eq(servicePlan.id, id));
    expect(stored!.priceCents).toBe(68050);

    const services = (await admin.call('GET', `${API}/options`)).json.services as Json[];
    const edited = await admin.call('PUT', `${API}/service-plans/${id}`, planBody({ kind: 'addon', price: 99, caseType: 'PILATES', serviceId: services[0]!.id, roomIds: [roomA!.id], staffIds: [therapist.id] }));
    expect(edited.json.plan).toMatchObject({ kind: 'addon', priceCents: 9900, caseType: 'PILATES', serviceId: services[0]!.id });
    expect((await admin.call('GET', `${API}/service-plans`)).json.rows.find((p: Json) => p.id === id)).toMatchObject({ roomIds: [roomA!.id], staffIds: [therapist.id] });
    // Switched off, it may be left without therapists and rooms.
    const off = await admin.call('PUT', `${API}/service-plans/${id}`, planBody({ isEnabled: false, staffIds: [], roomIds: [] }));
    expect(off.json.plan).toMatchObject({ isEnabled: false, staffIds: [], roomIds: [] });

    expect((await admin.call('DELETE', `${API}/service-plans/${id}`)).status).toBe(200);
    const log = await logsOf('SERVICE_PLAN', String(id));
    expect(log.map((l) => l.action).sort()).toEqual(['CREATE', 'DELETE', 'UPDATE', 'UPDATE']);
  });

  it('names each wrong field: duration, price, names, therapists and rooms of an enabled plan; nothing is written', async () => {
    const plans = await t.database.db.select({ n: count() }).from(servicePlan);
    const logs = await logCount();
    expectFields(await admin.call('POST', `${API}/service-plans`, planBody({ staffIds: [], roomIds: [], durationMin: 20, price: 1.005, name: L('按摩', '按摩', '') })), {
      staffIds: 'schedule:form.pickTherapist',
      roomIds: 'schedule:form.pickRoom',
      durationMin: 'schedule:form.invalid',
      price: 'schedule:form.invalid',
      'name.en': 'schedule:form.required',
    });
    expectFields(await admin.call('POST', `${API}/service-plans`, planBody({ durationMin: 721, kind: 'premium', caseType: 'YOGA', price: -1 })), {
      durationMin: 'schedule:form.invalid',
      kind: 'schedule:form.invalid',
      caseType: 'schedule:form.invalid',
      price: 'schedule:form.invalid',
      roomIds: 'schedule:form.pickRoom',
    });
    const [roomA] = (await admin.call('GET', `${API}/rooms?placeId=${central.id}`)).json.rows as Json[];
    expectFields(await admin.call('POST', `${API}/service-plans`, planBody({ staffIds: [nonTherapist.id], roomIds: [roomA!.id] })), { staffIds: 'schedule:form.notTherapist' });
    expectFields(await admin.call('POST', `${API}/service-plans`, planBody({ staffIds: [999999], roomIds: [999998], serviceId: 999997 })), {
      staffIds: 'schedule:form.invalid',
      roomIds: 'schedule:form.invalid',
      serviceId: 'schedule:form.invalid',
    });
    expect(await t.database.db.select({ n: count() }).from(servicePlan)).toEqual(plans);
    expect(await logCount()).toBe(logs);
  });

  it('refuses to delete a plan members have booked (409 with the count)', async () => {
    const [used] = await t.database.db.select({ planId: booking.planId, n: count() }).from(booking).groupBy(booking.planId).limit(1);
    expect(used, 'the demo bookings use a plan').toBeTruthy();
    const res = await admin.call('DELETE', `${API}/service-plans/${used!.planId}`);
    expectConflict(res, 'SERVICE_PLAN_IN_USE');
    expect(res.json.data.count).toBe(used!.n);
  });

  it('refuses to delete a room or plan that a new booking uses', async () => {
    const db = t.database.db;
    const r = await admin.call('POST', `${API}/rooms`, { ...roomBody({ code: 'K' }), placeId: central.id });
    const p = await admin.call('POST', `${API}/service-plans`, planBody({ roomIds: [r.json.room.id] }));
    const [m] = await db.select({ id: member.id }).from(member).innerJoin(userAccount, eq(userAccount.id, member.id)).limit(1);
    await db.insert(booking).values({
      memberId: m!.id, planId: p.json.plan.id, placeId: central.id, therapistId: therapist.id, roomId: r.json.room.id,
      date: 20300301, start: 1000, end: 1100, durationMin: 60, startsAt: fromClinic(20300301, 1000), endsAt: fromClinic(20300301, 1100),
      status: 'ACCEPT', totalAmtCents: 68050, source: 'STAFF', createdBy: m!.id,
    });
    expectConflict(await admin.call('DELETE', `${API}/rooms/${r.json.room.id}`), 'ROOM_IN_USE');
    expectConflict(await admin.call('DELETE', `${API}/service-plans/${p.json.plan.id}`), 'SERVICE_PLAN_IN_USE');
  });
});

describe(`booking setup: schedule entries on ${TEST_DB_KIND}`, () => {
  const entry = (over: Json = {}) => ({ type: 'STAFF_HOLIDAY', placeId: central.id, roomId: null, staffId: therapist.id, date: 20300401, start: null, end: null, remark: '', ...over });

  it('adds, lists, edits and deletes entries of each kind of target; each logged', async () => {
    const [roomA] = (await admin.call('GET', `${API}/rooms?placeId=${central.id}`)).json.rows as Json[];
    const made: Json[] = [];
    for (const body of [
      entry({ remark: ' annual leave ' }),
      entry({ type: 'ROOM_RESERVED', staffId: null, roomId: roomA!.id, start: 1400, end: 1530 }),
      entry({ type: 'PLACE_OPEN', staffId: null, date: 20300402, start: 900, end: 2400 }),
    ]) {
      const res = await admin.call('POST', `${API}/schedule-entries`, body);
      expect(res.status, res.text).toBe(200);
      made.push(res.json.entry);
    }
    expect(made[0]).toMatchObject({ type: 'STAFF_HOLIDAY', staffId: therapist.id, roomId: null, start: null, end: null, remark: 'annual leave' });
    const list = await admin.call('GET', `${API}/schedule-entries?placeId=${central.id}&from=20300401&to=20300402`);
    expect(list.json.rows.map((e: Json) => e.id)).toEqual(made.map((e) => e.id));
    const onlyRooms = await admin.call('GET', `${API}/schedule-entries?placeId=${central.id}&from=20300401&to=20300402&type=ROOM_RESERVED`);
    expect(onlyRooms.json.rows.map((e: Json) => e.type)).toEqual(['ROOM_RESERVED']);
    expect((await admin.call('GET', `${API}/schedule-entries?placeId=${tst.id}&from=20300401&to=20300402`)).json.rows).toEqual([]);

    const edited = await admin.call('PUT', `${API}/schedule-entries/${made[1]!.id}`, entry({ type: 'ROOM_RESERVED', staffId: null, roomId: roomA!.id, start: 1500, end: 1600 }));
    expect(edited.json.entry).toMatchObject({ start: 1500, end: 1600 });
    for (const e of made) expect((await admin.call('DELETE', `${API}/schedule-entries/${e.id}`)).status).toBe(200);
    const log = await logsOf('SCHEDULE', `entry:${made[1]!.id}`);
    expect(log.map((l) => l.action).sort()).toEqual(['CREATE', 'DELETE', 'UPDATE']);
    expect(log.find((l) => l.action === 'UPDATE')).toMatchObject({ before: { start: 1400 }, after: { start: 1500 } });
  });

  it('refuses an entry that overlaps one of the same type and target on that date (409); others are fine', async () => {
    const whole = await admin.call('POST', `${API}/schedule-entries`, entry({ date: 20300410 }));
    expect(whole.status).toBe(200);
    const logs = await logCount();
    const overlap = await admin.call('POST', `${API}/schedule-entries`, entry({ date: 20300410, start: 1000, end: 1100 }));
    expectConflict(overlap, 'SCHEDULE_ENTRY_OVERLAP');
    expect(overlap.json.data).toMatchObject({ field: 'start', id: whole.json.entry.id, date: 20300410 });
    // The same staff member filed under another place is the same person.
    expectConflict(await admin.call('POST', `${API}/schedule-entries`, entry({ date: 20300410, placeId: tst.id })), 'SCHEDULE_ENTRY_OVERLAP');
    expect(await logCount()).toBe(logs);
    // Another type, another staff member or another date do not clash.
    expect((await admin.call('POST', `${API}/schedule-entries`, entry({ date: 20300410, type: 'STAFF_RESERVED', start: 1000, end: 1100 }))).status).toBe(200);
    expect((await admin.call('POST', `${API}/schedule-entries`, entry({ date: 20300410, staffId: nonTherapist.id }))).status).toBe(200);
    expect((await admin.call('POST', `${API}/schedule-entries`, entry({ date: 20300411, start: 900, end: 1000 }))).status).toBe(200);
    // Touching periods do not overlap; a period inside another does.
    expect((await admin.call('POST', `${API}/schedule-entries`, entry({ date: 20300411, start: 1000, end: 1030 }))).status).toBe(200);
    expectConflict(await admin.call('POST', `${API}/schedule-entries`, entry({ date: 20300411, start: 930, end: 1015 })), 'SCHEDULE_ENTRY_OVERLAP');
    // Editing an entry does not clash with itself.
    const timed = await admin.call('POST', `${API}/schedule-entries`, entry({ date: 20300412, type: 'PLACE_RESERVED', staffId: null, start: 1200, end: 1300 }));
    expect((await admin.call('PUT', `${API}/schedule-entries/${timed.json.entry.id}`, entry({ date: 20300412, type: 'PLACE_RESERVED', staffId: null, start: 1230, end: 1330 }))).status).toBe(200);
    expectConflict(await admin.call('POST', `${API}/schedule-entries`, entry({ date: 20300412, type: 'PLACE_RESERVED', staffId: null })), 'SCHEDULE_ENTRY_OVERLAP');
  });

  it('needs the target exactly when the type does, times both or neither, 30 minutes at least', async () => {
    const before = await t.database.db.select({ n: count() }).from(scheduleEntry);
    const [tstRoom] = (await admin.call('GET', `${API}/rooms?placeId=${tst.id}`)).json.rows as Json[];
    expectFields(await admin.call('POST', `${API}/schedule-entries`, entry({ type: 'ROOM_RESERVED', staffId: null })), { roomId: 'schedule:form.roomRequired' });
    expectFields(await admin.call('POST', `${API}/schedule-entries`, entry({ staffId: null })), { staffId: 'schedule:form.staffRequired' });
    expectFields(await admin.call('POST', `${API}/schedule-entries`, entry({ type: 'PLACE_HOLIDAY', roomId: tstRoom!.id })), {
      roomId: 'schedule:form.notForType',
      staffId: 'schedule:form.notForType',
    });
    expectFields(await admin.call('POST', `${API}/schedule-entries`, entry({ type: 'ROOM_RESERVED', staffId: null, roomId: tstRoom!.id })), { roomId: 'schedule:form.roomNotAtPlace' });
    expectFields(await admin.call('POST', `${API}/schedule-entries`, entry({ start: 900 })), { end: 'schedule:form.timesBoth' });
    expectFields(await admin.call('POST', `${API}/schedule-entries`, entry({ end: 900 })), { start: 'schedule:form.timesBoth' });
    expectFields(await admin.call('POST', `${API}/schedule-entries`, entry({ start: 1000, end: 1000 })), { end: 'schedule:form.endAfterStart' });
    expectFields(await admin.call('POST', `${API}/schedule-entries`, entry({ start: 1045, end: 1110 })), { end: 'schedule:form.minSpan' });
    expectFields(await admin.call('POST', `${API}/schedule-entries`, entry({ start: 2400, end: 2400, date: 20300231, type: 'HOLIDAY' })), {
      type: 'schedule:form.invalid',
      date: 'schedule:form.invalid',
      start: 'schedule:form.invalid',
    });
    expectFields(await admin.call('POST', `${API}/schedule-entries`, entry({ staffId: 999999 })), { staffId: 'schedule:form.invalid' });
    expectFields(await admin.call('POST', `${API}/schedule-entries`, entry({ placeId: 999999 })), { placeId: 'schedule:form.invalid' });
    expect(await t.database.db.select({ n: count() }).from(scheduleEntry)).toEqual(before);
  });

  it('checks the list query: a place, a range in order and at most a year', async () => {
    expectFields(await admin.call('GET', `${API}/schedule-entries?placeId=${central.id}&from=20300410&to=20300401`), { to: 'schedule:form.toBeforeFrom' });
    expectFields(await admin.call('GET', `${API}/schedule-entries?placeId=${central.id}&from=20300101&to=20310301`), { to: 'schedule:form.rangeTooLong' });
    expectFields(await admin.call('GET', `${API}/schedule-entries?from=20300101&to=20300102&type=NOPE`), { placeId: 'schedule:form.invalid', type: 'schedule:form.invalid' });
  });
});

describe(`booking setup: Hong Kong public holidays on ${TEST_DB_KIND}`, () => {
  it('lists a year, adds, renames, moves and removes a holiday; each logged', async () => {
    const year = await admin.call('GET', `${API}/public-holidays?year=2026`);
    expect(year.json.rows.length).toBeGreaterThan(10);
    expect(year.json.rows.every((h: Json) => h.date >= 20260101 && h.date <= 20261231)).toBe(true);
    expect(year.json.rows[0]).toMatchObject({ date: 20260101 });

    const added = await admin.call('POST', `${API}/public-holidays`, { date: 20300905, name: L('颱風日', '台风日', 'Typhoon day') });
    expect(added.status, added.text).toBe(200);
    const moved = await admin.call('PUT', `${API}/public-holidays/20300905`, { date: 20300906, name: L('颱風日', '台风日', 'Typhoon day off') });
    expect(moved.json.holiday).toEqual({ date: 20300906, name: L('颱風日', '台风日', 'Typhoon day off') });
    expect((await admin.call('GET', `${API}/public-holidays?year=2030`)).json.rows.map((h: Json) => h.date)).toEqual([20300906]);
    expect((await admin.call('DELETE', `${API}/public-holidays/20300906`)).status).toBe(200);
    expect((await logsOf('SCHEDULE', 'public-holiday:20300906')).map((l) => l.action).sort()).toEqual(['DELETE', 'UPDATE']);
    expect((await logsOf('SCHEDULE', 'public-holiday:20300905')).map((l) => l.action)).toEqual(['CREATE']);
  });

  it('refuses a date that is already a public holiday (409), names in every language, and a bad year', async () => {
    const logs = await logCount();
    const dup = await admin.call('POST', `${API}/public-holidays`, { date: 20261225, name: L('聖誕', '圣诞', 'Christmas') });
    expectConflict(dup, 'HOLIDAY_DATE_TAKEN');
    expect(dup.json.data).toEqual({ field: 'date', date: 20261225 });
    expectConflict(await admin.call('PUT', `${API}/public-holidays/20261226`, { date: 20261225, name: L('節禮日', '节礼日', 'Boxing Day') }), 'HOLIDAY_DATE_TAKEN');
    expectFields(await admin.call('POST', `${API}/public-holidays`, { date: 20300907, name: { 'zh-HK': '假', en: 'Day off' } }), { 'name.zh-CN': 'schedule:form.invalid' });
    expectFields(await admin.call('GET', `${API}/public-holidays?year=1999`), { year: 'schedule:form.invalid' });
    expect(await logCount()).toBe(logs);
    const names = (await t.database.db.select().from(operationLog).where(like(operationLog.resourceId, 'public-holiday:2026%'))).length;
    expect(names).toBe(0);
  });
});
