import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, toClinicDate } from '../../common/clinic-time';
import { formatDateTime } from '../../common/date-format';
import { booking, room, servicePlan, servicePlanStaff } from '../../server/db/schema/booking';
import { place, staff } from '../../server/db/schema/content';
import { member as memberTable, operationLog } from '../../server/db/schema/accounts';
import { signedIn, apiBrowser, type ApiBrowser } from '../helpers/api-browser';
import { signedInMembers } from '../helpers/members';
import { createTestApp } from '../helpers/test-app';
import { TEST_DB_KIND } from '../helpers/test-db';

let t: Awaited<ReturnType<typeof createTestApp>>;
let ids: { central: number; tst: number; physio: number; pilates: number; chan: number; lee: number };
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const places = await db.select().from(place);
  const plans = await db.select().from(servicePlan);
  const therapists = await db.select().from(staff);
  const planId = (en: string) => plans.find((p) => p.name.en === en)!.id;
  ids = {
    central: places.find((p) => p.code === 'central')!.id,
    tst: places.find((p) => p.code === 'tst')!.id,
    physio: planId('Physiotherapy first assessment'),
    pilates: planId('Private Pilates session'),
    chan: therapists.find((s) => s.slug === 'dr-chan-ka-ming')!.id,
    lee: therapists.find((s) => s.slug === 'lee-chun-hei')!.id,
  };
});
afterAll(() => t?.close());

const today = () => toClinicDate(new Date());
/** The first date with free times for the query, and its times. */
async function firstFree(b: ApiBrowser, q: { planId: number; placeId: number; therapistId?: number }, skip = 0) {
  const from = addDays(today(), 1);
  const qs = new URLSearchParams({ planId: String(q.planId), placeId: String(q.placeId), from: String(from), to: String(addDays(from, 34)) });
  if (q.therapistId) qs.set('therapistId', String(q.therapistId));
  const res = await b.call('GET', `/api/booking/availability?${qs}`);
  expect(res.status).toBe(200);
  const days = (res.json.dates as { date: number; times: number[] }[]).filter((d) => d.times.length > 0);
  return days[skip]!;
}

describe(`booking: availability on ${TEST_DB_KIND}`, () => {
  it('offers times only inside the member window, on the place grid, and none on public holidays or Sundays at Central', async () => {
    const b = apiBrowser(t);
    const from = addDays(today(), -3);
    const res = await b.call('GET', `/api/booking/availability?planId=${ids.physio}&placeId=${ids.central}&from=${from}&to=${addDays(from, 40)}`);
    expect(res.status).toBe(200);
    expect(res.json.step).toBe(30);
    const dates = res.json.dates as { date: number; times: number[] }[];
    expect(dates[0]!.date).toBe(addDays(today(), 1));
    expect(dates.at(-1)!.date).toBe(addDays(today(), 35));
    for (const d of dates) {
      const wd = new Date(Date.UTC(Math.floor(d.date / 10000), (Math.floor(d.date / 100) % 100) - 1, d.date % 100)).getUTCDay();
      if (wd === 0) expect(d.times, `Sunday ${d.date}`).toEqual([]);
      for (const time of d.times) expect(time % 100 === 0 || time % 100 === 30).toBe(true);
      if (wd >= 1 && wd <= 5 && d.times.length) {
        expect(d.times[0]).toBe(900);
        expect(d.times).not.toContain(1230); // 60 minutes from 12:30 would run into the lunch break
        expect(d.times.at(-1)).toBe(1900);
      }
    }
  });

  it('refuses a bad range with 400 naming the field', async () => {
    const res = await apiBrowser(t).call('GET', `/api/booking/availability?planId=${ids.physio}&placeId=${ids.central}&from=20261301&to=20261201`);
    expect(res.status).toBe(400);
    expect(res.json.data.fields.map((f: { field: string }) => f.field)).toContain('from');
  });
});

describe(`booking: a member books on ${TEST_DB_KIND}`, () => {
  it('books a free slot (WAIT), is notified, and the same Idempotency-Key never makes a second booking', async () => {
    const [m] = await signedInMembers(t, 1);
    const day = await firstFree(m!, { planId: ids.physio, placeId: ids.tst, therapistId: ids.lee });
    const input = { planId: ids.physio, placeId: ids.tst, therapistId: ids.lee, date: day.date, start: day.times[0], specialRequests: ['INVOICE', 'OTHER'], otherRequest: 'Wheelchair access, please' };
    const key = 'key-' + Math.random().toString(36).slice(2);
    const first = await m!.call('POST', '/api/booking', input, { 'idempotency-key': key });
    expect(first.status, first.text).toBe(200);
    expect(first.json.booking).toMatchObject({ status: 'WAIT', date: day.date, start: day.times[0], therapist: { id: ids.lee }, specialRequests: ['INVOICE', 'OTHER'] });
    expect(first.json.booking.remark).toBeUndefined();
    const again = await m!.call('POST', '/api/booking', input, { 'idempotency-key': key });
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({ replayed: true, booking: { id: first.json.booking.id } });
    const rows = await t.database.db.select().from(booking).where(eq(booking.memberId, m!.memberId));
    expect(rows).toHaveLength(1);

    const n = await m!.call('GET', '/api/user/notifications?lng=en');
    expect(n.status).toBe(200);
    expect(n.json.rows).toHaveLength(1);
    expect(n.json.rows[0]).toMatchObject({ title: 'Booking request received', link: `/user/bookings/${first.json.booking.id}` });
    // The appointment reads as people write it ("Mon 30 Nov, 2:00 pm"), never "2026-11-30 14:00".
    const thisYear = Math.floor(day.date / 10000) === Math.floor(today() / 10000);
    expect(n.json.rows[0].message).toContain(` on ${formatDateTime(day.date, day.times[0]!, 'en', { year: !thisYear })} (`);
    expect(n.json.rows[0].message).not.toMatch(/\d{4}-\d{2}-\d{2}|\d{2}:\d{2}(?! ?[ap]m)/);
    const zh = await m!.call('GET', '/api/user/notifications?lng=zh-HK');
    expect(zh.json.rows[0].message).toContain(`：${formatDateTime(day.date, day.times[0]!, 'zh-HK', { year: !thisYear })} 於`);
    expect(n.json.pagination).toEqual({ currPage: 1, isOutOfRange: false, page: expect.objectContaining({ hasNext: false }) });
    expect(n.json.lastSawNotifyAt).toBeNull();
    expect(n.json.lastNotifyAt).toBeGreaterThan(0);
    const seen = await m!.call('PATCH', '/api/user/notifications', { lastSawNotifyAt: n.json.lastNotifyAt });
    expect(seen.json).toMatchObject({ unread: false, lastSawNotifyAt: n.json.lastNotifyAt });
    expect((await m!.call('GET', '/api/user/notifications?page=2')).json.pagination.isOutOfRange).toBe(true);
  });

  it('answers 422 when an Idempotency-Key comes back with a different request, and books nothing more', async () => {
    const [m] = await signedInMembers(t, 1);
    const day = await firstFree(m!, { planId: ids.physio, placeId: ids.tst, therapistId: ids.lee }, 3);
    const input = { planId: ids.physio, placeId: ids.tst, therapistId: ids.lee, date: day.date, start: day.times[0] };
    const key = 'reuse-' + Math.random().toString(36).slice(2);
    expect((await m!.call('POST', '/api/booking', input, { 'idempotency-key': key })).status).toBe(200);
    const other = await m!.call('POST', '/api/booking', { ...input, start: day.times[1] }, { 'idempotency-key': key });
    expect(other.status).toBe(422);
    expect(other.json).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', message: 'error.idempotencyKeyReused' });
    // The same request again is still a retry.
    expect((await m!.call('POST', '/api/booking', input, { 'idempotency-key': key })).json.replayed).toBe(true);
    expect(await t.database.db.select().from(booking).where(eq(booking.memberId, m!.memberId))).toHaveLength(1);
  });

  it('gives the second member 409 "slot just taken" for the same therapist and time', async () => {
    const [a, b] = await signedInMembers(t, 2);
    const day = await firstFree(a!, { planId: ids.physio, placeId: ids.tst, therapistId: ids.lee }, 1);
    const input = { planId: ids.physio, placeId: ids.tst, therapistId: ids.lee, date: day.date, start: day.times[0] };
    expect((await a!.call('POST', '/api/booking', input)).status).toBe(200);
    const lost = await b!.call('POST', '/api/booking', input);
    expect(lost.status).toBe(409);
    expect(lost.json).toMatchObject({ code: 'BOOKING_SLOT_TAKEN', message: 'error.booking.slotTaken' });
    // A member is never shown whose booking it is.
    expect(lost.json.data.clashes).toBeUndefined();
    const after = await firstFree(b!, { planId: ids.physio, placeId: ids.tst, therapistId: ids.lee }, 1);
    if (after.date === day.date) expect(after.times).not.toContain(day.times[0]);
  });

  it('a room of quantity 3 takes exactly 3 pilates bookings at one time, the 4th is "fully taken"', async () => {
    const db = t.database.db;
    // Pilates at Central runs in room C (qty 3) only; let five therapists teach it there.
    const therapists = await db.select().from(staff).where(eq(staff.isTherapist, true));
    await db.update(staff).set({ placeId: null }).where(inArray(staff.slug, ['lee-chun-hei', 'wong-wing-yan']));
    for (const th of therapists) await db.insert(servicePlanStaff).values({ planId: ids.pilates, staffId: th.id }).onConflictDoNothing();
    const members = await signedInMembers(t, 4);
    const day = await firstFree(members[0]!, { planId: ids.pilates, placeId: ids.central }, 2);
    const input = { planId: ids.pilates, placeId: ids.central, date: day.date, start: day.times[0] };
    const results = [];
    for (const m of members) results.push(await m.call('POST', '/api/booking', input));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 409]);
    expect(results.slice(0, 3).map((r) => r.json.booking.room.code)).toEqual(['C', 'C', 'C']);
    expect(new Set(results.slice(0, 3).map((r) => r.json.booking.therapist.id)).size).toBe(3);
    expect(results[3]!.json).toMatchObject({ code: 'BOOKING_SLOT_TAKEN', data: { reasons: ['FULLY_TAKEN'] } });
    // Staff trying the same are shown the full room and the bookings filling it.
    const desk = await signedIn(t, 'staff');
    const staffTry = await desk.call('POST', '/api/manage/bookings', { memberId: members[3]!.memberId, ...input });
    expect(staffTry.json).toMatchObject({ code: 'BOOKING_SLOT_TAKEN', data: { blocking: ['FULLY_TAKEN'] } });
    expect(staffTry.json.data.clashes).toEqual([
      { kind: 'room', room: 'C', bookingIds: results.slice(0, 3).map((r) => r.json.booking.id), start: day.times[0], end: results[0]!.json.booking.end },
    ]);
    const roomC = (await db.select().from(room).where(and(eq(room.placeId, ids.central), eq(room.code, 'C'))))[0]!;
    expect(roomC.qty).toBe(3);
    await db.update(staff).set({ placeId: ids.tst }).where(inArray(staff.slug, ['lee-chun-hei', 'wong-wing-yan']));
  });

  it('refuses times that are not offered: outside hours, past, beyond the horizon, with reasons', async () => {
    const [m] = await signedInMembers(t, 1);
    const day = await firstFree(m!, { planId: ids.physio, placeId: ids.tst });
    const late = await m!.call('POST', '/api/booking', { planId: ids.physio, placeId: ids.tst, date: day.date, start: 1930 });
    expect(late.status).toBe(409);
    expect(late.json.data.reasons).toContain('NOT_IN_SERVICE_HOURS');
    const far = await m!.call('POST', '/api/booking', { planId: ids.physio, placeId: ids.tst, date: addDays(today(), 40), start: 1100 });
    expect(far.json.data.reasons).toContain('NOT_AVAILABLE');
    const bad = await m!.call('POST', '/api/booking', { planId: ids.physio, placeId: ids.tst, date: day.date, start: 1100, specialRequests: ['OTHER'] });
    expect(bad.status).toBe(400);
    expect(bad.json.data.fields).toEqual([expect.objectContaining({ field: 'otherRequest', message: 'booking:form.otherRequired' })]);
    expect(await t.database.db.select().from(booking).where(eq(booking.memberId, m!.memberId))).toHaveLength(0);
    expect((await apiBrowser(t).call('POST', '/api/booking', { planId: ids.physio, placeId: ids.tst, date: day.date, start: 1100 })).status).toBe(401);
  });

  it('lists my bookings, cancels inside the window, and hides other members’ bookings', async () => {
    const [m, other] = await signedInMembers(t, 2);
    const day = await firstFree(m!, { planId: ids.physio, placeId: ids.central }, 3);
    const made = await m!.call('POST', '/api/booking', { planId: ids.physio, placeId: ids.central, date: day.date, start: day.times.at(-1) });
    expect(made.status).toBe(200);
    const id = made.json.booking.id;
    const list = await m!.call('GET', '/api/booking/mine?scope=upcoming&lng=zh-HK');
    expect(list.json.rows.map((r: { id: number }) => r.id)).toEqual([id]);
    expect(list.json.rows[0].plan.name).toBe('物理治療首次評估');
    expect((await other!.call('GET', `/api/booking/${id}`)).status).toBe(404);
    expect((await other!.call('POST', `/api/booking/${id}/cancel`, { reason: '' })).status).toBe(404);
    const cancelled = await m!.call('POST', `/api/booking/${id}/cancel`, { reason: 'Travelling' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.json.booking).toMatchObject({ status: 'CANCEL', reason: 'Travelling', canChange: false });
    expect((await m!.call('POST', `/api/booking/${id}/cancel`, { reason: '' })).status).toBe(409);
  });

  it('lists only bookings still going ahead under Upcoming; cancelled, declined and started ones under Past, newest first', async () => {
    const staffB = await signedIn(t, 'staff');
    const [m] = await signedInMembers(t, 1);
    const book = async (skip: number) => {
      const day = await firstFree(m!, { planId: ids.physio, placeId: ids.tst }, skip);
      const res = await m!.call('POST', '/api/booking', { planId: ids.physio, placeId: ids.tst, date: day.date, start: day.times[0] });
      expect(res.status, res.text).toBe(200);
      return res.json.booking as { id: number; date: number };
    };
    const kept = await book(8);
    const cancelled = await book(9);
    const declined = await book(10);
    const started = await book(11);
    expect((await m!.call('POST', `/api/booking/${cancelled.id}/cancel`, { reason: '' })).status).toBe(200);
    expect((await staffB.call('POST', `/api/manage/bookings/${declined.id}/status`, { status: 'REJECT', reason: 'Therapist away' })).status).toBe(200);
    // A confirmed booking whose time has come is no longer "upcoming" (moved to a year ago, clear of every demo booking).
    expect((await staffB.call('POST', `/api/manage/bookings/${started.id}/status`, { status: 'ACCEPT' })).status).toBe(200);
    const yearAgo = Date.now() - 400 * 86_400_000;
    await t.database.db.update(booking).set({ startsAt: new Date(yearAgo), endsAt: new Date(yearAgo + 3_600_000) }).where(eq(booking.id, started.id));

    const listed = async (scope: string) => ((await m!.call('GET', `/api/booking/mine?scope=${scope}&lng=en`)).json.rows as { id: number; status: string }[]).map((r) => [r.id, r.status]);
    expect(await listed('upcoming')).toEqual([[kept.id, 'WAIT']]);
    // Newest first: the later appointments come first; the started one began before all of them.
    expect(await listed('past')).toEqual([[declined.id, 'REJECT'], [cancelled.id, 'CANCEL'], [started.id, 'ACCEPT']]);
  });

  it('refuses to cancel or reschedule inside the change window', async () => {
    const [m] = await signedInMembers(t, 1);
    const day = await firstFree(m!, { planId: ids.physio, placeId: ids.tst }, 4);
    const made = await m!.call('POST', '/api/booking', { planId: ids.physio, placeId: ids.tst, date: day.date, start: day.times[0] });
    // A window longer than the time left closes changes.
    await t.database.db.update(place).set({ changeWindowHours: 24 * 40 }).where(eq(place.id, ids.tst));
    try {
      const res = await m!.call('POST', `/api/booking/${made.json.booking.id}/cancel`, { reason: '' });
      expect(res.status).toBe(409);
      expect(res.json.code).toBe('BOOKING_CHANGE_CLOSED');
      expect((await m!.call('PATCH', `/api/booking/${made.json.booking.id}`, { date: day.date, start: day.times[1] })).json.code).toBe('BOOKING_CHANGE_CLOSED');
    } finally {
      await t.database.db.update(place).set({ changeWindowHours: 24 }).where(eq(place.id, ids.tst));
    }
    const moved = await m!.call('PATCH', `/api/booking/${made.json.booking.id}`, { date: day.date, start: day.times.at(-1) });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.json.booking).toMatchObject({ start: day.times.at(-1), status: 'WAIT' });
  });
});

describe(`booking: staff on ${TEST_DB_KIND}`, () => {
  it('lists soft conflicts with reasons, saves only when forced, never double-books, and logs it', async () => {
    const staffB = await signedIn(t, 'staff');
    const [m] = await signedInMembers(t, 1);
    const sunday = (() => {
      let d = addDays(today(), 2);
      while (new Date(Date.UTC(Math.floor(d / 10000), (Math.floor(d / 100) % 100) - 1, d % 100)).getUTCDay() !== 0) d = addDays(d, 1);
      return d;
    })();
    const input = { memberId: m!.memberId, planId: ids.physio, placeId: ids.central, therapistId: ids.chan, date: sunday, start: 1000 };
    const refused = await staffB.call('POST', '/api/manage/bookings', input);
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ code: 'BOOKING_CONFLICT', data: { canForce: true } });
    expect(refused.json.data.reasons).toContain('NOT_IN_SERVICE_HOURS');
    const forced = await staffB.call('POST', '/api/manage/bookings', { ...input, force: true, remark: 'Sunday special' });
    expect(forced.status, forced.text).toBe(200);
    expect(forced.json.booking).toMatchObject({ status: 'ACCEPT', isForced: true, remark: 'Sunday special', therapist: { id: ids.chan } });
    const twice = await staffB.call('POST', '/api/manage/bookings', { ...input, force: true });
    expect(twice.status).toBe(409);
    expect(twice.json.code).toBe('BOOKING_SLOT_TAKEN');
    expect(twice.json.data.blocking).toContain('ALREADY_BOOKED');
    // Staff are told which booking is in the way, not that someone just took the slot.
    const [chan] = await t.database.db.select().from(staff).where(eq(staff.id, ids.chan));
    expect(twice.json.data.clashes).toEqual([
      { kind: 'therapist', therapist: chan!.name, bookingId: forced.json.booking.id, date: sunday, start: 1000, end: forced.json.booking.end },
    ]);
    const [log] = await t.database.db.select().from(operationLog).where(and(eq(operationLog.resource, 'BOOKING'), eq(operationLog.resourceId, String(forced.json.booking.id))));
    expect(log).toMatchObject({ action: 'CREATE' });
    // The member is told.
    expect((await m!.call('GET', '/api/user/notifications?lng=en')).json.rows[0].title).toBe('Booking confirmed');
  });

  it('walks the state machine: reject needs a reason; accept → cancel; bad transitions are 409', async () => {
    const staffB = await signedIn(t, 'staff');
    const [m] = await signedInMembers(t, 1);
    const day = await firstFree(m!, { planId: ids.physio, placeId: ids.tst }, 5);
    const made = await m!.call('POST', '/api/booking', { planId: ids.physio, placeId: ids.tst, date: day.date, start: day.times[0] });
    const id = made.json.booking.id;
    const noReason = await staffB.call('POST', `/api/manage/bookings/${id}/status`, { status: 'REJECT' });
    expect(noReason.status).toBe(400);
    expect(noReason.json.data.fields[0]).toMatchObject({ field: 'reason', message: 'booking:form.reasonRequired' });
    expect((await staffB.call('POST', `/api/manage/bookings/${id}/status`, { status: 'DONE' })).json.code).toBe('BOOKING_STATUS_INVALID');
    expect((await staffB.call('POST', `/api/manage/bookings/${id}/status`, { status: 'ACCEPT' })).json.booking.status).toBe('ACCEPT');
    expect((await staffB.call('POST', `/api/manage/bookings/${id}/status`, { status: 'MISS' })).json.code).toBe('BOOKING_NOT_YET');
    const cancelled = await staffB.call('POST', `/api/manage/bookings/${id}/status`, { status: 'CANCEL', reason: 'Therapist ill' });
    expect(cancelled.json.booking).toMatchObject({ status: 'CANCEL', reason: 'Therapist ill' });
    const titles = (await m!.call('GET', '/api/user/notifications?lng=en')).json.rows.map((r: { title: string }) => r.title);
    expect(titles).toEqual(['Booking cancelled', 'Booking confirmed', 'Booking request received']);
    // The freed slot can be booked again.
    const [m2] = await signedInMembers(t, 1);
    expect((await m2!.call('POST', '/api/booking', { planId: ids.physio, placeId: ids.tst, therapistId: made.json.booking.therapist.id, date: day.date, start: day.times[0] })).status).toBe(200);
  });

  it('a booking staff make with "ask the member" waits in CONFIRM until the member confirms it', async () => {
    const staffB = await signedIn(t, 'staff');
    const [m, other] = await signedInMembers(t, 2);
    const day = await firstFree(m!, { planId: ids.physio, placeId: ids.tst }, 7);
    const made = await staffB.call('POST', '/api/manage/bookings', { memberId: m!.memberId, planId: ids.physio, placeId: ids.tst, date: day.date, start: day.times[0], askMember: true });
    expect(made.status, made.text).toBe(200);
    expect(made.json.booking.status).toBe('CONFIRM');
    expect((await m!.call('GET', '/api/user/notifications?lng=en')).json.rows[0].title).toBe('Please confirm your booking');
    expect((await other!.call('POST', `/api/booking/${made.json.booking.id}/confirm`)).status).toBe(404);
    const confirmed = await m!.call('POST', `/api/booking/${made.json.booking.id}/confirm`);
    expect(confirmed.json.booking.status).toBe('ACCEPT');
    expect((await m!.call('POST', `/api/booking/${made.json.booking.id}/confirm`)).json.code).toBe('BOOKING_STATUS_INVALID');
  });

  it('members and anonymous visitors cannot use the staff calls', async () => {
    const [m] = await signedInMembers(t, 1);
    expect((await m!.call('GET', `/api/manage/schedule?placeId=${ids.central}&from=${today()}&to=${today()}`)).status).toBe(403);
    expect((await apiBrowser(t).call('POST', '/api/manage/bookings', {})).status).toBe(401);
  });

  it('the combined schedule shows rooms, therapists and bookings of the week', async () => {
    const staffB = await signedIn(t, 'staff');
    const from = addDays(today(), 1);
    const res = await staffB.call('GET', `/api/manage/schedule?placeId=${ids.tst}&from=${from}&to=${addDays(from, 6)}&lng=en`);
    expect(res.status).toBe(200);
    expect(res.json.rooms.map((r: { code: string }) => r.code)).toEqual(['1', '2', 'P']);
    expect(res.json.therapists.length).toBeGreaterThan(0);
    expect(res.json.bookings.length).toBeGreaterThan(0);
    expect((await staffB.call('GET', `/api/manage/schedule?placeId=${ids.tst}&from=${from}&to=${addDays(from, 9)}`)).status).toBe(400);
  });
});

describe(`booking: calendar feeds on ${TEST_DB_KIND}`, () => {
  it('a member’s private iCal URL lists their bookings and stops working when revoked', async () => {
    const [m] = await signedInMembers(t, 1);
    const day = await firstFree(m!, { planId: ids.physio, placeId: ids.tst }, 6);
    await m!.call('POST', '/api/booking', { planId: ids.physio, placeId: ids.tst, date: day.date, start: day.times[0] });
    const made = await m!.call('POST', '/api/user/calendar-feed');
    expect(made.status).toBe(200);
    const path = new URL(made.json.url).pathname;
    const ics = await t.request(path);
    expect(ics.status).toBe(200);
    expect(ics.headers.get('content-type')).toContain('text/calendar');
    const text = await ics.text();
    expect(text).toContain('BEGIN:VCALENDAR');
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(text).toContain('Physiotherapy first assessment');
    expect((await m!.call('GET', '/api/user/calendar-feed')).json.active).toBe(true);
    await m!.call('DELETE', '/api/user/calendar-feed');
    expect((await t.request(path)).status).toBe(404);
  });

  it('escapes every text value of a therapist’s feed (a line break in a member’s name cannot start a line) and folds long lines', async () => {
    const [m] = await signedInMembers(t, 1);
    await t.database.db.update(memberTable).set({ fullname: 'Eve\rATTENDEE:mailto:x@evil.example\nX-INJECTED:1, the; \\' }).where(eq(memberTable.id, m!.memberId));
    const day = await firstFree(m!, { planId: ids.physio, placeId: ids.tst, therapistId: ids.lee }, 8);
    expect((await m!.call('POST', '/api/booking', { planId: ids.physio, placeId: ids.tst, therapistId: ids.lee, date: day.date, start: day.times[0] })).status).toBe(200);
    const admin = await signedIn(t, 'admin');
    const feed = await admin.call('POST', `/api/manage/staff/${ids.lee}/calendar-feed`);
    const text = await (await t.request(new URL(feed.json.url).pathname)).text();
    const lines = text.split('\r\n');
    expect(lines.filter((l) => l.startsWith('ATTENDEE') || l.startsWith('X-INJECTED'))).toEqual([]);
    expect(text).not.toMatch(/\r(?!\n)|(?<!\r)\n/); // only CRLF line ends
    expect(text.replace(/\r\n /g, '')).toContain('Eve\\nATTENDEE:mailto:x@evil.example\\nX-INJECTED:1\\, the\\; \\\\');
    for (const l of lines) expect(Buffer.byteLength(l)).toBeLessThanOrEqual(75);
  });

  it('answers 404 for the calendar link of a team member who does not exist', async () => {
    const admin = await signedIn(t, 'admin');
    expect((await admin.call('POST', '/api/manage/staff/999999/calendar-feed')).status).toBe(404);
  });
});
