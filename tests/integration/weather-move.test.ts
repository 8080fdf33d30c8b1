import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, fromClinic, hhmmOf, minutesOf, toClinicDate } from '../../common/clinic-time';
import { BOOKING_HORIZON_DAYS } from '../../common/constants';
import { operationLog, userAccount } from '../../server/db/schema/accounts';
import { booking, notification, servicePlan } from '../../server/db/schema/booking';
import { place, staff } from '../../server/db/schema/content';
import { signedIn, type ApiBrowser } from '../helpers/api-browser';
import { signedInMembers } from '../helpers/members';
import { createTestApp } from '../helpers/test-app';
import { TEST_DB_KIND } from '../helpers/test-db';

/**
 * Typhoon days, moving instead of cancelling (issue 13): the window's bookings go to the same time on
 * the chosen day with their therapist; one whose therapist is taken there is cancelled instead. The
 * preview shows exactly what the closure then does, and changes nothing itself.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: ApiBrowser;
let ids: { placeId: number; therapistId: number; planId: number };
/** The storm day, the day its bookings move to, and three times free on both. */
let day: number;
let target: number;
let times: number[];

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, 'admin');
  const db = t.database.db;
  const [tst] = await db.select().from(place).where(eq(place.code, 'tst'));
  const [lee] = await db.select().from(staff).where(eq(staff.slug, 'lee-chun-hei'));
  const [plan] = (await db.select().from(servicePlan)).filter((p) => p.name.en === 'Physiotherapy first assessment');
  ids = { placeId: tst!.id, therapistId: lee!.id, planId: plan!.id };
  // A day with three of the therapist's hourly slots free that are free a week later too.
  const from = addDays(toClinicDate(new Date()), 2);
  const qs = new URLSearchParams({ ...Object.fromEntries(Object.entries(ids).map(([k, v]) => [k, String(v)])), from: String(from), to: String(addDays(from, 20)) });
  const res = await admin.call('GET', `/api/booking/availability?${qs}`);
  expect(res.status, res.text).toBe(200);
  const free = new Map((res.json.dates as { date: number; times: number[] }[]).map((d) => [d.date, new Set(d.times)]));
  for (const [date, slots] of free) {
    const later = free.get(addDays(date, 7));
    const hourly = [...slots].filter((s) => s % 100 === 0 && later?.has(s));
    // Three slots an hour or more apart (the visit lasts an hour).
    const picked = hourly.filter((s, i) => i === 0 || minutesOf(s) - minutesOf(hourly[i - 1]!) >= 60).slice(0, 3);
    if (picked.length === 3) {
      [day, target, times] = [date, addDays(date, 7), picked];
      break;
    }
  }
  expect(times, 'a day with three free slots free a week later too').toHaveLength(3);
});
afterAll(() => t?.close());

const windowOf = () => ({ from: fromClinic(day, times[0]!).toISOString(), to: fromClinic(day, hhmmOf(minutesOf(times[2]!) + 60)).toISOString() });
const previewPath = (moveTo?: number) => {
  const w = windowOf();
  return `/api/manage/weather-closure?placeIds=${ids.placeId}&from=${encodeURIComponent(w.from)}&to=${encodeURIComponent(w.to)}${moveTo ? `&moveTo=${moveTo}` : ''}&lng=en`;
};

describe(`moving a typhoon day's bookings on ${TEST_DB_KIND}`, () => {
  it('refuses a move without a day, to a day inside the window, or beyond the booking calendar', async () => {
    const body = { ...windowOf(), placeIds: [ids.placeId], reason: 'TYPHOON', action: 'MOVE' };
    const field = async (b: object) => {
      const res = await admin.call('POST', '/api/manage/weather-closure', b);
      expect(res.status, res.text).toBe(400);
      return (res.json.data.fields as { field: string; message: string }[]).find((f) => f.field === 'moveTo')?.message;
    };
    expect(await field(body)).toBe('types:form.required');
    expect(await field({ ...body, moveTo: day })).toBe('desk:weather.error.moveTo');
    expect(await field({ ...body, moveTo: addDays(toClinicDate(new Date()), BOOKING_HORIZON_DAYS + 1) })).toBe('desk:weather.error.moveTooFar');
    expect(await field({ ...body, moveTo: 20261332 })).toBe('cms:form.invalid');
    expect((await admin.call('GET', previewPath(day))).status).toBe(400);
  });

  it('moves each booking to the same time on the chosen day, cancels the one that cannot move, as the preview said', async () => {
    const db = t.database.db;
    const [a, b, c, blocker] = await signedInMembers(t, 4);
    await db.update(userAccount).set({ lng: 'zh-HK' }).where(eq(userAccount.id, b!.memberId));
    const made: number[] = [];
    for (const [m, start] of [[a, times[0]], [b, times[1]], [c, times[2]]] as const) {
      const res = await m!.call('POST', '/api/booking', { ...ids, date: day, start });
      expect(res.status, res.text).toBe(200);
      made.push(res.json.booking.id);
    }
    // The therapist is taken at the third time on the target day: that booking cannot follow.
    expect((await blocker!.call('POST', '/api/booking', { ...ids, date: target, start: times[2] })).status).toBe(200);
    const before = await db.select().from(booking).where(inArray(booking.id, made)).orderBy(booking.id);

    const [therapist] = await db.select({ name: staff.name }).from(staff).where(eq(staff.id, ids.therapistId));
    const lee = therapist!.name.en;
    const preview = await admin.call('GET', previewPath(target));
    expect(preview.status, preview.text).toBe(200);
    const rows = preview.json.bookings as { id: number; moveTo: { startsAt: string; therapist: string } | { refused: string } }[];
    const mine = made.map((id) => rows.find((r) => r.id === id)!);
    expect(mine[0]!.moveTo).toEqual({ startsAt: fromClinic(target, times[0]!).toISOString(), therapist: lee });
    expect(mine[1]!.moveTo).toEqual({ startsAt: fromClinic(target, times[1]!).toISOString(), therapist: lee });
    expect(mine[2]!.moveTo).toEqual({ refused: expect.stringMatching(/booked/i) });
    // The rehearsal changed nothing.
    expect(await db.select().from(booking).where(inArray(booking.id, made)).orderBy(booking.id)).toEqual(before);

    const res = await admin.call('POST', '/api/manage/weather-closure', { ...windowOf(), placeIds: [ids.placeId], reason: 'TYPHOON', note: 'Signal No. 8', action: 'MOVE', moveTo: target });
    expect(res.status, res.text).toBe(200);
    const moved = rows.filter((r) => 'startsAt' in r.moveTo).length;
    expect(res.json).toEqual({ moved, canceled: rows.length - moved, blocked: 1 });

    // Every row went where the preview said.
    const after = await db.select().from(booking).where(inArray(booking.id, rows.map((r) => r.id)));
    for (const r of rows) {
      const row = after.find((x) => x.id === r.id)!;
      if ('startsAt' in r.moveTo) expect([row.startsAt.toISOString(), row.status]).toEqual([r.moveTo.startsAt, before.find((x) => x.id === r.id)?.status ?? row.status]);
      else expect(row.status).toBe('CANCEL');
    }
    const [movedA, movedB, stayed] = made.map((id) => after.find((x) => x.id === id)!);
    expect([movedA!.date, movedA!.start, movedA!.therapistId, movedA!.status]).toEqual([target, times[0], ids.therapistId, before[0]!.status]);
    expect([movedB!.date, movedB!.start]).toEqual([target, times[1]]);
    expect([stayed!.status, stayed!.reason]).toEqual(['CANCEL', 'Typhoon: Signal No. 8']);

    // Each member is told once, in their language: the new time with a link to the booking, or the cancellation.
    const notes = await db.select().from(notification).where(inArray(notification.userId, [a!.memberId, b!.memberId, c!.memberId]));
    const noteOf = (m: { memberId: string }) => notes.filter((n) => n.userId === m.memberId).filter((n) => /Typhoon|颱風/.test(n.title.en + n.title['zh-HK']));
    expect(noteOf(a!)).toHaveLength(1);
    expect(noteOf(a!)[0]!.title.en).toBe('Booking moved: Typhoon');
    expect(noteOf(a!)[0]!.message.en).toContain('Signal No. 8');
    expect(noteOf(a!)[0]!.link).toBe(`/user/bookings/${made[0]}`);
    expect(noteOf(b!)[0]!.title['zh-HK']).toBe('預約已改期：颱風');
    expect(noteOf(c!).map((n) => n.title.en)).toEqual(['Booking cancelled: Typhoon']);

    // Logged: a move per moved booking, a cancellation naming why it could not move, and the closure.
    const log = await db.select().from(operationLog).where(inArray(operationLog.resourceId, made.map(String)));
    expect(log.filter((l) => l.action === 'WEATHER_MOVE').map((l) => l.resourceId).sort()).toEqual([String(made[0]), String(made[1])].sort());
    expect(log.find((l) => l.action === 'STATUS_CANCEL')?.after).toMatchObject({ reason: 'TYPHOON', couldNotMove: ['common:enum.conflictReason.ALREADY_BOOKED'] });
    const [closure] = await db.select().from(operationLog).where(and(eq(operationLog.action, 'WEATHER_CLOSE')));
    expect(closure!.after).toMatchObject({ action: 'MOVE', moveTo: target, moved, canceled: rows.length - moved });
    // Nothing is left in the window.
    expect((await admin.call('GET', previewPath())).json.total).toBe(0);
  });
});
