import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, toClinicDate } from '../../common/clinic-time';
import { booking, servicePlan, servicePlanStaff } from '../../server/db/schema/booking';
import { place, staff } from '../../server/db/schema/content';
import { signedInMembers } from '../helpers/members';
import { createTestApp } from '../helpers/test-app';
import { TEST_DB_KIND } from '../helpers/test-db';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

async function firstFreeSlot(b: Awaited<ReturnType<typeof signedInMembers>>[number], q: Record<string, number>) {
  const from = addDays(toClinicDate(new Date()), 1);
  const qs = new URLSearchParams({ ...Object.fromEntries(Object.entries(q).map(([k, v]) => [k, String(v)])), from: String(from), to: String(addDays(from, 34)) });
  const res = await b.call('GET', `/api/booking/availability?${qs}`);
  const day = (res.json.dates as { date: number; times: number[] }[]).find((d) => d.times.length > 0)!;
  return { date: day.date, start: day.times[0]! };
}

describe(`booking storm on ${TEST_DB_KIND}`, () => {
  it('200 concurrent requests for one therapist slot: exactly 1 booking, 199 × 409 "slot just taken", no 5xx', { timeout: 120_000 }, async () => {
    const db = t.database.db;
    const [tst] = await db.select().from(place).where(eq(place.code, 'tst'));
    const [lee] = await db.select().from(staff).where(eq(staff.slug, 'lee-chun-hei'));
    const [plan] = (await db.select().from(servicePlan)).filter((p) => p.name.en === 'Physiotherapy first assessment');
    const members = await signedInMembers(t, 200);
    const slot = await firstFreeSlot(members[0]!, { planId: plan!.id, placeId: tst!.id, therapistId: lee!.id });
    const input = { planId: plan!.id, placeId: tst!.id, therapistId: lee!.id, ...slot };
    const started = performance.now();
    const results = await Promise.all(members.map((m) => m.call('POST', '/api/booking', input)));
    const ms = performance.now() - started;
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(199);
    for (const r of results.filter((x) => x.status === 409)) expect(r.json.code).toBe('BOOKING_SLOT_TAKEN');
    const rows = await db.select().from(booking).where(and(eq(booking.therapistId, lee!.id), eq(booking.date, slot.date), eq(booking.start, slot.start)));
    expect(rows).toHaveLength(1);
    console.log(`storm (${TEST_DB_KIND}): 200 requests in ${Math.round(ms)} ms`);
  });

  it('50 concurrent pilates requests for a room of quantity 3 with five free therapists: exactly 3 bookings', { timeout: 60_000 }, async () => {
    const db = t.database.db;
    const [central] = await db.select().from(place).where(eq(place.code, 'central'));
    const [plan] = (await db.select().from(servicePlan)).filter((p) => p.name.en === 'Private Pilates session');
    await db.update(staff).set({ placeId: null }).where(inArray(staff.slug, ['lee-chun-hei', 'wong-wing-yan']));
    for (const th of await db.select().from(staff).where(eq(staff.isTherapist, true))) {
      await db.insert(servicePlanStaff).values({ planId: plan!.id, staffId: th.id }).onConflictDoNothing();
    }
    const members = await signedInMembers(t, 50);
    const slot = await firstFreeSlot(members[0]!, { planId: plan!.id, placeId: central!.id });
    const results = await Promise.all(members.map((m) => m.call('POST', '/api/booking', { planId: plan!.id, placeId: central!.id, ...slot })));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(47);
    const rows = await db.select().from(booking).where(and(eq(booking.placeId, central!.id), eq(booking.date, slot.date), eq(booking.start, slot.start), eq(booking.planId, plan!.id)));
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((r) => r.therapistId)).size).toBe(3);
  });

  it('the database itself refuses a second live booking of one therapist at an overlapping time (exclusion constraint)', async () => {
    const db = t.database.db;
    const [b] = await db.select().from(booking).limit(1);
    const { id: _id, idempotencyKey: _k, createdAt: _c, updatedAt: _u, ...copy } = b!;
    const shifted = { ...copy, status: 'ACCEPT' as const, startsAt: new Date(b!.startsAt.getTime() + 15 * 60_000), endsAt: new Date(b!.endsAt.getTime() + 15 * 60_000) };
    const err = await db.insert(booking).values(shifted).then(() => null, (e: unknown) => e as { code?: string; cause?: { code?: string } });
    expect(err?.cause?.code ?? err?.code).toBe('23P01');
    // A cancelled copy holds nothing, so it is accepted.
    await expect(db.insert(booking).values({ ...shifted, status: 'CANCEL' })).resolves.toBeDefined();
  });
});
