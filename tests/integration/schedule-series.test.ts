import fs from 'node:fs';
import path from 'node:path';
import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, fromClinic, toClinicDate, weekday } from '../../common/clinic-time';
import { BOOKING_HORIZON_DAYS } from '../../common/constants';
import { LANGUAGES } from '../../common/i18n-config';
import { member, operationLog, userAccount } from '../../server/db/schema/accounts';
import { booking, room, scheduleEntry, scheduleSeries, scheduleSeriesSkip, servicePlan } from '../../server/db/schema/booking';
import { place, staff } from '../../server/db/schema/content';
import { apiBrowser, signedIn, type ApiBrowser } from '../helpers/api-browser';
import { signedInStaff } from '../helpers/staff';
import { createTestApp } from '../helpers/test-app';
import { TEST_DB_KIND } from '../helpers/test-db';

/**
 * Recurring schedule entries and date ranges (issue 13): the API, its checks and permissions, and
 * availability reading the occurrences. Dates are relative to today (availability only offers the
 * booking horizon); Lee Chun Hei's home is TST, so at Central he works only inside STAFF_OPEN.
 */
const API = '/api/manage/booking-setup';
type Json = Record<string, any>;

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: ApiBrowser;
let staffRole: ApiBrowser;
let viewer: ApiBrowser;
let outsider: ApiBrowser;
let memberB: ApiBrowser;
let ids: { central: number; tst: number; physio: number; lee: number; chan: number; roomA: number; memberId: string };

const today = () => toClinicDate(new Date());
/** The first date on or after `from` that falls on weekday `wd`. */
const nextWeekday = (from: number, wd: number) => {
  let d = from;
  while (weekday(d) !== wd) d = addDays(d, 1);
  return d;
};
const logCount = async () => (await t.database.db.select({ n: count() }).from(operationLog))[0]!.n;
const seriesLogs = (id: number) => t.database.db.select().from(operationLog).where(and(eq(operationLog.resource, 'SCHEDULE'), like(operationLog.resourceId, `series:${id}%`)));

/** Every language has the key (namespace `schedule`). */
function translated(key: string) {
  const [ns, rest] = key.split(':') as [string, string];
  for (const l of LANGUAGES) {
    let node: unknown = JSON.parse(fs.readFileSync(path.join('locales', l, `${ns}.json`), 'utf8'));
    for (const part of rest.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
    expect(typeof node, `${l} ${key}`).toBe('string');
  }
}
function expectFields(res: { status: number; json: Json }, expected: Record<string, string>) {
  expect(res.status, JSON.stringify(res.json)).toBe(400);
  const got = Object.fromEntries((res.json.data.fields as { field: string; message: string }[]).map((f) => [f.field, f.message]));
  expect(got).toEqual(expected);
  for (const key of Object.values(got)) translated(key);
}

/** Lee's free start times at Central for the first physiotherapy plan, by date, over the member's window. */
async function leeAtCentral(): Promise<Map<number, number[]>> {
  const from = addDays(today(), 1);
  const qs = new URLSearchParams({ planId: String(ids.physio), placeId: String(ids.central), therapistId: String(ids.lee), from: String(from), to: String(addDays(from, BOOKING_HORIZON_DAYS - 1)) });
  const res = await apiBrowser(t).call('GET', `/api/booking/availability?${qs}`);
  expect(res.status, res.text).toBe(200);
  return new Map((res.json.dates as { date: number; times: number[] }[]).map((d) => [d.date, d.times]));
}

const rota = (over: Json = {}) => ({
  type: 'STAFF_OPEN', placeId: ids.central, roomId: null, staffId: ids.lee, weekdays: [2, 4], start: 1400, end: 1800, from: addDays(today(), 1), until: null, remark: 'Central rota', ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  [admin, staffRole, memberB] = await Promise.all([signedIn(t, 'admin'), signedIn(t, 'staff'), signedIn(t, 'member')]);
  viewer = await signedInStaff(t, ['SCHEDULE_VIEW']);
  outsider = await signedInStaff(t, ['TYPE_VIEW', 'TYPE_EDIT']);
  const places = await db.select().from(place);
  const team = await db.select().from(staff);
  const plans = await db.select().from(servicePlan);
  const central = places.find((p) => p.code === 'central')!.id;
  const [m] = await db.select({ id: member.id }).from(member).innerJoin(userAccount, eq(userAccount.id, member.id)).limit(1);
  ids = {
    central,
    tst: places.find((p) => p.code === 'tst')!.id,
    physio: plans.find((p) => p.name.en === 'Physiotherapy first assessment')!.id,
    lee: team.find((s) => s.slug === 'lee-chun-hei')!.id,
    chan: team.find((s) => s.slug === 'dr-chan-ka-ming')!.id,
    roomA: (await db.select().from(room).where(and(eq(room.placeId, central), eq(room.code, 'A'))))[0]!.id,
    memberId: m!.id,
  };
});
afterAll(() => t?.close());

describe(`schedule series: permissions on ${TEST_DB_KIND}`, () => {
  it('answers 401 to visitors and 403 to members and staff without SCHEDULE rights; VIEW reads only; nothing changes', async () => {
    const made = await admin.call('POST', `${API}/schedule-series`, rota({ weekdays: [6], from: addDays(today(), 200), until: addDays(today(), 220) }));
    expect(made.status, made.text).toBe(200);
    const id = made.json.series.id as number;
    const date = nextWeekday(addDays(today(), 200), 6);
    const reads: [string, string, unknown?][] = [
      ['GET', `${API}/schedule-series?placeId=${ids.central}`],
      ['GET', `${API}/schedule-series/${id}`],
    ];
    const writes: [string, string, unknown?][] = [
      ['POST', `${API}/schedule-series`, rota({ weekdays: [0] })],
      ['PUT', `${API}/schedule-series/${id}`, rota({ weekdays: [5] })],
      ['DELETE', `${API}/schedule-series/${id}`],
      ['PUT', `${API}/schedule-series/${id}/occurrences/${date}`, { start: 1000, end: 1100 }],
      ['DELETE', `${API}/schedule-series/${id}/occurrences/${date}`],
    ];
    const logs = await logCount();
    const anonymous = apiBrowser(t);
    for (const [method, p, body] of [...reads, ...writes]) {
      expect((await anonymous.call(method, p, body)).status, `anonymous ${method} ${p}`).toBe(401);
      expect((await memberB.call(method, p, body)).status, `member ${method} ${p}`).toBe(403);
      expect((await outsider.call(method, p, body)).status, `types-only staff ${method} ${p}`).toBe(403);
    }
    for (const [method, p] of reads) expect((await viewer.call(method, p)).status, `viewer ${method} ${p}`).toBe(200);
    for (const [method, p, body] of writes) expect((await viewer.call(method, p, body)).status, `viewer ${method} ${p}`).toBe(403);
    expect(await logCount()).toBe(logs);
    // The staff role runs the schedule: series like single entries.
    expect((await staffRole.call('DELETE', `${API}/schedule-series/${id}/occurrences/${date}`)).status).toBe(200);
    expect((await staffRole.call('DELETE', `${API}/schedule-series/${id}`)).status).toBe(200);
    expect((await admin.call('GET', `${API}/schedule-series/${id}`)).status).toBe(404);
  });
});

describe(`schedule series: checks on ${TEST_DB_KIND}`, () => {
  it('refuses bad input with a translated message per field, and changes nothing', async () => {
    const logs = await logCount();
    const from = addDays(today(), 300);
    expectFields(await admin.call('POST', `${API}/schedule-series`, rota({ from, until: addDays(from, -1) })), { until: 'schedule:series.form.untilBeforeFrom' });
    expectFields(await admin.call('POST', `${API}/schedule-series`, rota({ from, weekdays: [] })), { weekdays: 'schedule:series.form.noWeekdays' });
    expectFields(await admin.call('POST', `${API}/schedule-series`, rota({ from, end: 1400 })), { end: 'schedule:form.endAfterStart' });
    expectFields(await admin.call('POST', `${API}/schedule-series`, rota({ from, end: 1300 })), { end: 'schedule:form.endAfterStart' });
    expectFields(await admin.call('POST', `${API}/schedule-series`, rota({ from, end: 1429 })), { end: 'schedule:form.minSpan' });
    expectFields(await admin.call('POST', `${API}/schedule-series`, rota({ from, end: null })), { end: 'schedule:form.timesBoth' });
    expectFields(await admin.call('POST', `${API}/schedule-series`, rota({ from, staffId: null })), { staffId: 'schedule:form.staffRequired' });
    expectFields(await admin.call('POST', `${API}/schedule-series`, rota({ from, type: 'ROOM_RESERVED', staffId: null, roomId: 999999 })), { roomId: 'schedule:form.roomNotAtPlace' });
    expectFields(await admin.call('PUT', `${API}/schedule-series/999999/occurrences/${from}`, { start: 1000, end: 1015 }), { end: 'schedule:form.minSpan' });
    expect(await logCount()).toBe(logs);
    expect((await t.database.db.select({ n: count() }).from(scheduleSeries).where(eq(scheduleSeries.fromDate, from)))[0]!.n).toBe(0);
  });

  it('answers 404 for an unknown series, a date the series does not fall on, and a day already removed', async () => {
    const from = nextWeekday(addDays(today(), 3), 2);
    const made = await admin.call('POST', `${API}/schedule-series`, rota({ weekdays: [2], start: 900, end: 930, from, until: addDays(from, 7) }));
    expect(made.status, made.text).toBe(200);
    const id = made.json.series.id as number;
    expect((await admin.call('PUT', `${API}/schedule-series/999999`, rota())).status).toBe(404);
    expect((await admin.call('DELETE', `${API}/schedule-series/999999`)).status).toBe(404);
    expect((await admin.call('DELETE', `${API}/schedule-series/${id}/occurrences/${addDays(from, 1)}`)).status).toBe(404);
    expect((await admin.call('DELETE', `${API}/schedule-series/${id}/occurrences/${addDays(from, 14)}`)).status).toBe(404);
    expect((await admin.call('DELETE', `${API}/schedule-series/${id}/occurrences/${from}`)).status).toBe(200);
    expect((await admin.call('DELETE', `${API}/schedule-series/${id}/occurrences/${from}`)).status).toBe(404);
    expect((await admin.call('DELETE', `${API}/schedule-series/${id}`)).status).toBe(200);
  });

  it('refuses a series whose days overlap an entry or series of the same type and target (409), and a single entry on a series day', async () => {
    const tue = nextWeekday(addDays(today(), 2), 2);
    const made = await admin.call('POST', `${API}/schedule-series`, rota({ weekdays: [2], start: 900, end: 1000, from: tue, until: addDays(tue, 21) }));
    expect(made.status, made.text).toBe(200);
    const logs = await logCount();
    const again = await admin.call('POST', `${API}/schedule-series`, rota({ weekdays: [2, 3], start: 930, end: 1100, from: addDays(tue, -1), until: addDays(tue, 30) }));
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ code: 'SCHEDULE_ENTRY_OVERLAP', data: { field: 'start', seriesId: made.json.series.id, date: tue } });
    // A whole-day series names its first date for the form.
    const wholeDay = await admin.call('POST', `${API}/schedule-series`, rota({ weekdays: [2], start: null, end: null, from: tue, until: tue }));
    expect(wholeDay.json).toMatchObject({ code: 'SCHEDULE_ENTRY_OVERLAP', data: { field: 'from', date: tue } });
    const single = await admin.call('POST', `${API}/schedule-entries`, { type: 'STAFF_OPEN', placeId: ids.central, staffId: ids.lee, date: addDays(tue, 7), start: 930, end: 1030 });
    expect(single.status).toBe(409);
    expect(single.json.code).toBe('SCHEDULE_ENTRY_OVERLAP');
    expect(await logCount()).toBe(logs);
    // Another type, or the hour after, is fine.
    const after = await admin.call('POST', `${API}/schedule-entries`, { type: 'STAFF_OPEN', placeId: ids.central, staffId: ids.lee, date: addDays(tue, 7), start: 1000, end: 1030 });
    expect(after.status).toBe(200);
    expect((await admin.call('DELETE', `${API}/schedule-entries/${after.json.entry.id}`)).status).toBe(200);
    expect((await admin.call('DELETE', `${API}/schedule-series/${made.json.series.id}`)).status).toBe(200);
  });

  it('lists the live bookings in the way before saving (409 SCHEDULE_BOOKING_CONFLICT) and saves with force; each logged', async () => {
    const db = t.database.db;
    const day = nextWeekday(addDays(today(), 5), 3);
    const [b] = await db.insert(booking).values({
      memberId: ids.memberId, planId: ids.physio, placeId: ids.central, therapistId: ids.chan, roomId: ids.roomA,
      date: day, start: 1500, end: 1600, durationMin: 60, startsAt: fromClinic(day, 1500), endsAt: fromClinic(day, 1600),
      status: 'ACCEPT', totalAmtCents: 88000, source: 'STAFF', createdBy: ids.memberId,
    }).returning();
    try {
      const leave = { type: 'STAFF_HOLIDAY', placeId: ids.central, roomId: null, staffId: ids.chan, weekdays: [0, 1, 2, 3, 4, 5, 6], start: null, end: null, from: addDays(day, -1), until: addDays(day, 1), remark: 'Leave' };
      const logs = await logCount();
      const refused = await admin.call('POST', `${API}/schedule-series`, leave);
      expect(refused.status).toBe(409);
      expect(refused.json.code).toBe('SCHEDULE_BOOKING_CONFLICT');
      translated(refused.json.message);
      expect(refused.json.data.bookings).toEqual([{ id: b!.id, status: 'ACCEPT', date: day, start: 1500, end: 1600, therapistId: ids.chan, roomId: ids.roomA }]);
      expect(await logCount()).toBe(logs);
      // A room closure of room A and a place reservation see it too; another room or a morning does not.
      expect((await admin.call('POST', `${API}/schedule-series`, { ...leave, type: 'ROOM_RESERVED', staffId: null, roomId: ids.roomA })).json.data.bookings).toHaveLength(1);
      expect((await admin.call('POST', `${API}/schedule-series`, { ...leave, type: 'PLACE_RESERVED', staffId: null, start: 1530, end: 1700 })).json.data.bookings).toHaveLength(1);
      const morning = await admin.call('POST', `${API}/schedule-series`, { ...leave, type: 'PLACE_RESERVED', staffId: null, start: 800, end: 900 });
      expect(morning.status, morning.text).toBe(200);
      // A working-hours series that leaves the booking outside its hours is in the way as well.
      const hours = await admin.call('POST', `${API}/schedule-series`, { ...leave, type: 'STAFF_OPEN', start: 900, end: 1300 });
      expect(hours.json.code).toBe('SCHEDULE_BOOKING_CONFLICT');

      const forced = await admin.call('POST', `${API}/schedule-series`, { ...leave, force: true });
      expect(forced.status, forced.text).toBe(200);
      const log = await seriesLogs(forced.json.series.id);
      expect(log.map((l) => l.action)).toEqual(['CREATE']);
      expect(log[0]!.after).toMatchObject({ type: 'STAFF_HOLIDAY', forced: true, from: addDays(day, -1), until: addDays(day, 1) });
      // Changing one day of it: the booking is listed again.
      const dayEdit = await admin.call('PUT', `${API}/schedule-series/${forced.json.series.id}/occurrences/${day}`, { start: 1400, end: 1700 });
      expect(dayEdit.json.code).toBe('SCHEDULE_BOOKING_CONFLICT');
      for (const id of [forced.json.series.id, morning.json.series.id]) expect((await admin.call('DELETE', `${API}/schedule-series/${id}`)).status).toBe(200);
    } finally {
      await db.delete(booking).where(eq(booking.id, b!.id));
    }
  });
});

describe(`schedule series: availability reads series, ranges and changed days on ${TEST_DB_KIND}`, () => {
  it('offers a visiting therapist on the rota days only, within its hours; a leave range and skipped days take them away', async () => {
    const before = await leeAtCentral();
    expect([...before.values()].every((times) => times.length === 0), 'Lee works at TST: nothing at Central without a rota').toBe(true);

    const made = await admin.call('POST', `${API}/schedule-series`, rota());
    expect(made.status, made.text).toBe(200);
    expect(made.json.series).toMatchObject({ type: 'STAFF_OPEN', weekdays: [2, 4], start: 1400, end: 1800, until: null, remark: 'Central rota' });
    const seriesId = made.json.series.id as number;
    const withRota = await leeAtCentral();
    const offered = [...withRota.entries()].filter(([, times]) => times.length > 0);
    expect(offered.length).toBeGreaterThan(3);
    for (const [date, times] of offered) {
      expect([2, 4], String(date)).toContain(weekday(date));
      expect(Math.min(...times)).toBeGreaterThanOrEqual(1400);
      expect(Math.max(...times)).toBeLessThanOrEqual(1700);
    }

    // A week of leave: every day of it is closed; rota days outside it stay.
    const leaveFrom = nextWeekday(addDays(today(), 8), 1);
    const leave = await admin.call('POST', `${API}/schedule-series`, { type: 'STAFF_HOLIDAY', placeId: ids.tst, staffId: ids.lee, weekdays: [0, 1, 2, 3, 4, 5, 6], from: leaveFrom, until: addDays(leaveFrom, 6), remark: 'Annual leave' });
    expect(leave.status, leave.text).toBe(200);
    const withLeave = await leeAtCentral();
    for (let d = leaveFrom; d <= addDays(leaveFrom, 6); d = addDays(d, 1)) expect(withLeave.get(d), String(d)).toEqual([]);
    const outside = offered.filter(([d]) => d < leaveFrom || d > addDays(leaveFrom, 6));
    for (const [d, times] of outside) expect(withLeave.get(d)).toEqual(times);

    // One day deleted, one day changed.
    const [skipDay, changeDay] = outside.map(([d]) => d) as [number, number];
    expect((await admin.call('DELETE', `${API}/schedule-series/${seriesId}/occurrences/${skipDay}`)).status).toBe(200);
    const changed = await admin.call('PUT', `${API}/schedule-series/${seriesId}/occurrences/${changeDay}`, { start: 1000, end: 1200, remark: 'Morning this week' });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.json.entry).toMatchObject({ seriesId, date: changeDay, start: 1000, end: 1200, type: 'STAFF_OPEN', staffId: ids.lee });
    const withChanges = await leeAtCentral();
    expect(withChanges.get(skipDay)).toEqual([]);
    expect(withChanges.get(changeDay)).toEqual([1000, 1030, 1100]);

    // The entries list shows occurrences (id null) and the changed day (its own id, linked); an open-ended series stops at the horizon.
    const list = await admin.call('GET', `${API}/schedule-entries?placeId=${ids.central}&from=${today()}&to=${addDays(today(), 80)}&type=STAFF_OPEN`);
    const mine = (list.json.rows as Json[]).filter((r) => r.seriesId === seriesId);
    expect(mine.find((r) => r.date === changeDay)).toMatchObject({ id: changed.json.entry.id, start: 1000 });
    expect(mine.some((r) => r.date === skipDay)).toBe(false);
    expect(mine.filter((r) => r.id === null).every((r) => [2, 4].includes(weekday(r.date)) && r.start === 1400)).toBe(true);
    expect(Math.max(...mine.map((r) => r.date))).toBeLessThanOrEqual(addDays(today(), BOOKING_HORIZON_DAYS));
    expect(Math.max(...mine.map((r) => r.date))).toBeGreaterThan(addDays(today(), BOOKING_HORIZON_DAYS - 7));

    // The combined schedule of the rota week shows the occurrences under Lee.
    const week = await admin.call('GET', `/api/manage/schedule?placeId=${ids.central}&from=${changeDay}&to=${addDays(changeDay, 6)}`);
    expect(week.status, week.text).toBe(200);
    expect(week.json.therapists.map((x: Json) => x.id)).toContain(ids.lee);
    const shown = (week.json.entries as Json[]).filter((e) => e.staffId === ids.lee && e.type === 'STAFF_OPEN');
    expect(shown.find((e) => e.date === changeDay)).toMatchObject({ start: 1000, seriesId });
    expect(shown.filter((e) => e.id === null).length).toBeGreaterThan(0);

    // Changing the whole series keeps its changed and deleted days.
    const moved = await admin.call('PUT', `${API}/schedule-series/${seriesId}`, rota({ weekdays: [2, 4], start: 1500, end: 1800 }));
    expect(moved.status, moved.text).toBe(200);
    const afterMove = await leeAtCentral();
    expect(afterMove.get(changeDay)).toEqual([1000, 1030, 1100]);
    expect(afterMove.get(skipDay)).toEqual([]);
    const other = outside.map(([d]) => d).find((d) => d !== skipDay && d !== changeDay)!;
    expect(Math.min(...afterMove.get(other)!)).toBe(1500);

    // Deleting the series takes its days, skips and changed days with it; the leave goes too.
    expect((await admin.call('DELETE', `${API}/schedule-series/${seriesId}`)).status).toBe(200);
    expect((await admin.call('DELETE', `${API}/schedule-series/${leave.json.series.id}`)).status).toBe(200);
    const db = t.database.db;
    expect(await db.select().from(scheduleEntry).where(eq(scheduleEntry.seriesId, seriesId))).toEqual([]);
    expect(await db.select().from(scheduleSeriesSkip).where(eq(scheduleSeriesSkip.seriesId, seriesId))).toEqual([]);
    expect([...(await leeAtCentral()).values()].every((times) => times.length === 0)).toBe(true);
    const log = await seriesLogs(seriesId);
    expect(log.map((l) => `${l.action} ${l.resourceId}`).sort()).toEqual(
      [`CREATE series:${seriesId}`, `DELETE series:${seriesId}:${skipDay}`, `UPDATE series:${seriesId}:${changeDay}`, `UPDATE series:${seriesId}`, `DELETE series:${seriesId}`].sort(),
    );
  });

  it('closes a place to booking for a range of days (maintenance)', async () => {
    const from = nextWeekday(addDays(today(), 10), 1);
    const closure = await admin.call('POST', `${API}/schedule-series`, { type: 'PLACE_HOLIDAY', placeId: ids.central, weekdays: [0, 1, 2, 3, 4, 5, 6], from, until: addDays(from, 2), remark: 'Maintenance' });
    expect(closure.status, closure.text).toBe(200);
    const qs = new URLSearchParams({ planId: String(ids.physio), placeId: String(ids.central), from: String(from), to: String(addDays(from, 3)) });
    const res = await apiBrowser(t).call('GET', `/api/booking/availability?${qs}`);
    const byDate = new Map((res.json.dates as { date: number; times: number[] }[]).map((d) => [d.date, d.times]));
    for (const d of [from, addDays(from, 1), addDays(from, 2)]) expect(byDate.get(d), String(d)).toEqual([]);
    expect(byDate.get(addDays(from, 3))!.length).toBeGreaterThan(0);
    expect((await admin.call('DELETE', `${API}/schedule-series/${closure.json.series.id}`)).status).toBe(200);
  });
});
