import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, fromClinic, toClinicDate, weekday } from '../../common/clinic-time';
import { SESSION_COOKIE } from '../../common/http';
import { member, userAccount } from '../../server/db/schema/accounts';
import { booking, room, servicePlan } from '../../server/db/schema/booking';
import { place, staff as staffTable } from '../../server/db/schema/content';
import { apiBrowser, signedIn, type ApiBrowser } from '../helpers/api-browser';
import { connected, nextEvent, record, socketFor, startInstance, type RunningInstance } from '../helpers/realtime-app';
import { signedInStaff } from '../helpers/staff';
import { createTestApp } from '../helpers/test-app';
import { TEST_DB_KIND } from '../helpers/test-db';

/**
 * The staff home and the menu badges (issue 13): each part only with its section's permission, the
 * numbers read from the tables, and a change through a desk route told to staff at once (DESK_UPDATE).
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let a: RunningInstance;
let admin: ApiBrowser;
const sockets: Socket[] = [];
let waitingId = 0;

beforeAll(async () => {
  t = await createTestApp();
  a = await startInstance(t.database, { services: t.services });
  admin = await signedIn(t, 'admin');
  const db = t.database.db;
  const [m] = await db.select({ id: member.id }).from(member).innerJoin(userAccount, eq(userAccount.id, member.id)).where(eq(userAccount.phone, '+85261234567'));
  const [p] = await db.select().from(place).where(eq(place.code, 'central'));
  const [r] = await db.select().from(room).where(eq(room.placeId, p!.id)).limit(1);
  const [plan] = await db.select().from(servicePlan).where(eq(servicePlan.kind, 'basic')).limit(1);
  const [therapist] = await db.select().from(staffTable).where(eq(staffTable.isTherapist, true)).limit(1);
  // A booking awaiting approval in three days, at an hour no demo booking uses.
  const date = addDays(toClinicDate(new Date()), 3);
  const [b] = await db.insert(booking).values({
    memberId: m!.id, planId: plan!.id, placeId: p!.id, therapistId: therapist!.id, roomId: r!.id, date, start: 700, end: 800, durationMin: 60,
    startsAt: fromClinic(date, 700), endsAt: fromClinic(date, 800), status: 'WAIT', totalAmtCents: 68_050, source: 'ONLINE', createdBy: m!.id,
  }).returning();
  waitingId = b!.id;
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await a?.close();
  await t?.close();
});

const waitingNow = async () => (await t.database.db.select({ id: booking.id, endsAt: booking.endsAt }).from(booking).where(eq(booking.status, 'WAIT'))).filter((b) => b.endsAt > new Date()).length;

describe(`staff home on ${TEST_DB_KIND}`, () => {
  it('anonymous 401, a member 403; staff see only the parts of the sections they may open', async () => {
    expect((await apiBrowser(t).call('GET', '/api/manage/desk')).status).toBe(401);
    expect((await (await signedIn(t, 'member')).call('GET', '/api/manage/desk')).status).toBe(403);
    const faq = await (await signedInStaff(t, ['FAQ_VIEW'])).call('GET', '/api/manage/desk');
    expect(faq.status).toBe(200);
    expect(faq.json).toEqual({ badges: {}, bookings: null, events: null, utilisation: null });
    const desk = await (await signedInStaff(t, ['BOOKING_VIEW'])).call('GET', '/api/manage/desk');
    expect(desk.json.bookings).not.toBeNull();
    expect(desk.json.utilisation).not.toBeNull();
    expect(Object.keys(desk.json.badges)).toEqual(['schedule']);
    expect(desk.json.events).toBeNull();
    const all = await admin.call('GET', '/api/manage/desk');
    expect(Object.keys(all.json.badges).sort()).toEqual(['chat', 'deals', 'schedule']);
    expect(all.json.events).not.toBeNull();
  });

  it('counts what waits from the tables and lists the booking awaiting approval', async () => {
    const res = await admin.call('GET', '/api/manage/desk');
    expect(res.json.bookings.waiting.total).toBe(await waitingNow());
    expect(res.json.badges.schedule).toBe(await waitingNow());
    expect(res.json.bookings.waiting.rows.map((r: { id: number }) => r.id)).toContain(waitingId);
    // Utilisation: the week's live booking minutes, once per therapist and once per room.
    const { from, to } = res.json.utilisation as { from: number; to: number };
    expect(weekday(from)).toBe(1);
    expect(to).toBe(addDays(from, 6));
    const week = await t.database.db.select().from(booking).where(and(gte(booking.date, from), lte(booking.date, to), inArray(booking.status, ['WAIT', 'CONFIRM', 'ACCEPT', 'ATTEND', 'DONE'])));
    const minutes = week.reduce((n, b) => n + b.durationMin, 0);
    const sum = (rows: { bookedMin: number }[]) => rows.reduce((n, r) => n + r.bookedMin, 0);
    expect(sum(res.json.utilisation.therapists)).toBe(minutes);
    expect(sum(res.json.utilisation.rooms)).toBe(minutes);
    for (const row of res.json.utilisation.therapists) expect(row.openMin, 'a therapist booked this week works at an open place').toBeGreaterThan(0);
  });

  it('tells connected staff at once when a desk route changes a booking, and the badge follows', async () => {
    const staff = await signedInStaff(t, ['BOOKING_VIEW', 'BOOKING_EDIT']);
    const s = socketFor(a.url, staff.jar.get(SESSION_COOKIE)!);
    sockets.push(s);
    await connected(s);
    const before = (await staff.call('GET', '/api/manage/desk/badges')).json.schedule as number;
    const update = nextEvent(s, 'DESK_UPDATE');
    const res = await staff.call('POST', `/api/manage/bookings/${waitingId}/status`, { status: 'ACCEPT' });
    expect(res.status, res.text).toBe(200);
    await update;
    expect((await staff.call('GET', '/api/manage/desk/badges')).json.schedule).toBe(before - 1);
    // A refused change tells nobody.
    const seen = record(s, 'DESK_UPDATE');
    expect((await staff.call('POST', `/api/manage/bookings/${waitingId}/status`, { status: 'WAIT' })).status).toBe(409);
    await new Promise((r) => setTimeout(r, 300));
    expect(seen).toHaveLength(0);
  });
});
