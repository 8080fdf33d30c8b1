import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, fromClinic, toClinicDate, toClinicTime } from '../../common/clinic-time';
import { operationLog } from '../../server/db/schema/accounts';
import { booking, notification, room, scheduleEntry, servicePlan } from '../../server/db/schema/booking';
import { place, staff as staffTable } from '../../server/db/schema/content';
import { closureDays } from '../../server/domain/booking/weather-closure';
import { apiBrowser, signedIn, type ApiBrowser } from '../helpers/api-browser';
import { signedInMembers } from '../helpers/members';
import { signedInStaff } from '../helpers/staff';
import { createTestApp } from '../helpers/test-app';
import { TEST_DB_KIND } from '../helpers/test-db';

/**
 * Typhoon and black-rainstorm closures (issue 13): who may close, what a window covers, and a closure
 * over 200 bookings that cancels every one, tells each member once in their language with a link to
 * book again, logs each, closes the hours to new bookings and leaves no live booking behind.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: ApiBrowser;
let central: { id: number };
let other: { id: number };
// A window 10 days ahead, 08:00 on day 1 until 10:00 on day 3 (50 hours), in clinic time.
const DAY = addDays(toClinicDate(new Date()), 10);
const FROM = fromClinic(DAY, 800);
const TO = fromClinic(addDays(DAY, 2), 1000);
const STORM = 200;
let memberIds: string[] = [];
const outside: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, 'admin');
  const db = t.database.db;
  const places = await db.select().from(place).orderBy(place.id);
  central = places.find((p) => p.code === 'central')!;
  other = places.find((p) => p.code !== 'central')!;
  const [plan] = await db.select().from(servicePlan).where(eq(servicePlan.kind, 'basic')).limit(1);
  const [therapist, second] = await db.select().from(staffTable).where(eq(staffTable.isTherapist, true)).orderBy(staffTable.id).limit(2);
  const roomAt = async (placeId: number) => (await db.select().from(room).where(eq(room.placeId, placeId)).limit(1))[0]!;
  const [centralRoom, otherRoom] = [await roomAt(central.id), await roomAt(other.id)];
  const members = await signedInMembers(t, STORM + 1);
  memberIds = members.slice(0, STORM).map((m) => m.memberId);
  // 200 bookings of 15 minutes one after another inside the window (one therapist, no overlap).
  const row = (memberId: string, startsAt: Date, minutes: number, placeId: number, roomId: number, status: 'ACCEPT' | 'WAIT' | 'CONFIRM' | 'CANCEL' = 'ACCEPT', therapistId = therapist!.id) => {
    const endsAt = new Date(startsAt.getTime() + minutes * 60_000);
    return {
      memberId, planId: plan!.id, placeId, therapistId, roomId, date: toClinicDate(startsAt), start: toClinicTime(startsAt), end: toClinicTime(endsAt),
      durationMin: minutes, startsAt, endsAt, status, totalAmtCents: 68_050, source: 'ONLINE', createdBy: memberId,
    };
  };
  const statuses = ['ACCEPT', 'WAIT', 'CONFIRM'] as const;
  await db.insert(booking).values(memberIds.map((id, i) => row(id, new Date(FROM.getTime() + i * 15 * 60_000), 15, central.id, centralRoom.id, statuses[i % 3])));
  const last = members[STORM]!.memberId;
  // Left alone: just after the window at the same place, and inside the window at another place.
  const kept = await db.insert(booking).values([row(last, TO, 60, central.id, centralRoom.id), row(last, new Date(FROM.getTime() + 60 * 60_000), 60, other.id, otherRoom.id, 'ACCEPT', second!.id)]).returning();
  outside.push(...kept.map((b) => b.id));
});
afterAll(() => t?.close());

const window = { placeIds: [0], from: FROM.toISOString(), to: TO.toISOString() };
const previewPath = (placeIds: number[], from = FROM, to = TO) => `/api/manage/weather-closure?placeIds=${placeIds.join(',')}&from=${encodeURIComponent(from.toISOString())}&to=${encodeURIComponent(to.toISOString())}`;

describe(`weather closure on ${TEST_DB_KIND}`, () => {
  it('anonymous 401, a member 403, staff without BOOKING_* 403; BOOKING_VIEW previews but cannot close; a window backwards or over 72 hours is refused', async () => {
    const viewer = await signedInStaff(t, ['BOOKING_VIEW']);
    const outsider = await signedInStaff(t, ['FAQ_VIEW', 'FAQ_EDIT']);
    expect((await viewer.call('GET', previewPath([central.id]))).status).toBe(200);
    expect((await viewer.call('POST', '/api/manage/weather-closure', { ...window, placeIds: [central.id], reason: 'TYPHOON' })).status).toBe(403);
    const body = { ...window, placeIds: [central.id], reason: 'TYPHOON' };
    for (const [method, path, b] of [['GET', previewPath([central.id])], ['POST', '/api/manage/weather-closure', body]] as const) {
      expect((await apiBrowser(t).call(method, path, b)).status).toBe(401);
      expect((await (await signedIn(t, 'member')).call(method, path, b)).status).toBe(403);
      expect((await outsider.call(method, path, b)).status).toBe(403);
    }
    expect((await admin.call('GET', previewPath([central.id], TO, FROM))).status).toBe(400);
    expect((await admin.call('GET', previewPath([central.id], FROM, new Date(FROM.getTime() + 73 * 3_600_000)))).status).toBe(400);
    expect((await admin.call('POST', '/api/manage/weather-closure', { ...body, reason: 'SNOW' })).status).toBe(400);
    expect((await admin.call('POST', '/api/manage/weather-closure', { ...body, placeIds: [] })).status).toBe(400);
  });

  it('splits a window into clinic days: whole days without times, partial days with them', () => {
    expect(closureDays(FROM, TO)).toEqual([
      { date: DAY, start: 800, end: 2400 },
      { date: addDays(DAY, 1), start: null, end: null },
      { date: addDays(DAY, 2), start: 0, end: 1000 },
    ]);
  });

  it(`cancels all ${STORM} bookings in one closure, tells each member once, logs each and leaves none behind`, async () => {
    const preview = await admin.call('GET', `${previewPath([central.id])}&lng=en`);
    expect(preview.status, preview.text).toBe(200);
    expect(preview.json.total).toBe(STORM);

    const res = await admin.call('POST', '/api/manage/weather-closure', { ...window, placeIds: [central.id], reason: 'TYPHOON', note: 'Signal No. 8' });
    expect(res.status, res.text).toBe(200);
    expect(res.json.canceled).toBe(STORM);
    const db = t.database.db;
    const mine = await db.select().from(booking).where(inArray(booking.memberId, memberIds));
    expect(mine.every((b) => b.status === 'CANCEL' && b.reason === 'Typhoon: Signal No. 8')).toBe(true);
    expect((await admin.call('GET', previewPath([central.id]))).json.total).toBe(0);
    // Each member exactly one notice, in English (their language), linking to book the same plan again.
    const notes = await db.select().from(notification).where(inArray(notification.userId, memberIds));
    expect(notes).toHaveLength(STORM);
    expect(new Set(notes.map((n) => n.userId)).size).toBe(STORM);
    expect(notes[0]!.title.en).toBe('Booking cancelled: Typhoon');
    expect(notes[0]!.title['zh-HK']).toBe('預約已取消：颱風');
    expect(notes[0]!.link).toMatch(new RegExp(`^/booking\\?plan=\\d+&place=${central.id}$`));
    // The neighbours are untouched.
    const kept = await db.select().from(booking).where(inArray(booking.id, outside));
    expect(kept.map((b) => b.status)).toEqual(['ACCEPT', 'ACCEPT']);
    // Logged: one cancellation per booking and the closure itself.
    const [cancels] = await db.select({ n: sql<number>`count(*)::int` }).from(operationLog).where(and(eq(operationLog.action, 'STATUS_CANCEL'), inArray(operationLog.resourceId, mine.map((b) => String(b.id)))));
    expect(Number(cancels!.n)).toBe(STORM);
    const [closure] = await db.select().from(operationLog).where(eq(operationLog.action, 'WEATHER_CLOSE'));
    expect(closure!.after).toMatchObject({ canceled: STORM, reason: 'TYPHOON', placeIds: [central.id] });
    // The hours are closed to new bookings.
    const entries = await db.select().from(scheduleEntry).where(and(eq(scheduleEntry.placeId, central.id), eq(scheduleEntry.type, 'PLACE_HOLIDAY')));
    expect(entries.map((e) => [e.date, e.start, e.end])).toEqual(expect.arrayContaining([[DAY, 800, 2400], [addDays(DAY, 1), null, null], [addDays(DAY, 2), 0, 1000]]));
  });
});
