// npm run bench:slots — the booking engine under a realistic load: 2 places, 20 therapists,
// 10 rooms and 5,000 existing bookings over the next 35 days. Measures, on PGlite and on
// PostgreSQL (BENCH_DATABASE_URL, default the local postgres://postgres@127.0.0.1:5432/test
// server; skipped when unreachable):
//  - a 35-day availability query for one service ("any" therapist, and one therapist): p50/p95
//  - booking commit without contention (sequential, distinct free slots): p50/p95
//  - the 200-request storm for one slot: wall time, successes, 409s
// Times come from the domain functions in-process (no HTTP). The last line is one JSON object.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import path from 'node:path';
import { addDays, fromClinic, toClinicDate } from '../common/clinic-time';
import { LANGUAGES } from '../common/i18n-config';
import { openDatabase, type Database } from '../server/db/client';
import { member, role, userAccount, userRole } from '../server/db/schema/accounts';
import { booking, room, servicePlan, servicePlanRoom, servicePlanStaff } from '../server/db/schema/booking';
import { place, staff } from '../server/db/schema/content';
import { demoContent } from '../server/db/seed/demo-content';
import { seedAccountBasics } from '../server/db/seed/seed-accounts';
import { ensurePublicHolidays } from '../server/db/seed/seed-booking';
import { seedDemo } from '../server/db/seed/seed-demo';
import { loadActor, type Actor } from '../server/domain/accounts/get-actor';
import { newMemberCode } from '../server/domain/accounts/member-code';
import { isAppError } from '../server/domain/app-error';
import { createBooking, type BookingDeps } from '../server/domain/booking/create-booking';
import { getAvailability } from '../server/domain/booking/get-availability';
import { benchDatabase } from './bench-db';
import { createLocaleStore } from '../server/domain/i18n/locale-store';

const MIGRATIONS = path.resolve('server/db/migrations');
const THERAPISTS = 20;
const ROOMS_PER_PLACE = 5;
const EXISTING_BOOKINGS = 5000;
const QUERY_RUNS = Number(process.env.BENCH_QUERY_RUNS ?? 100);
const COMMIT_RUNS = Number(process.env.BENCH_COMMIT_RUNS ?? 100);
const STORM = 200;

const L = (s: string) => Object.fromEntries(LANGUAGES.map((l) => [l, s])) as Record<(typeof LANGUAGES)[number], string>;
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]! * 100) / 100;
};

async function seed(database: Database, now: Date) {
  const db = database.db;
  await seedAccountBasics(db);
  await seedDemo(db, demoContent);
  await ensurePublicHolidays(db);
  const places = await db.select().from(place);
  for (const p of places) await db.update(place).set({ serviceHours: { mode: 'DAILY', daily: [{ start: 900, end: 2000 }] }, minuteGrid: 'quarter' }).where(eq(place.id, p.id));
  // 20 therapists, 10 per place.
  await db.update(staff).set({ isTherapist: true, bookCfg: { isEnable: true, isRandom: true } });
  const existing = await db.select().from(staff);
  const extra = Array.from({ length: THERAPISTS - existing.length }, (_, i) => ({
    slug: `bench-therapist-${i}`, name: L(`Therapist ${i}`), title: L('Physiotherapist'), bio: L('Bench'), photo: '/x.svg',
    isTherapist: true, bookCfg: { isEnable: true, isRandom: true },
  }));
  if (extra.length) await db.insert(staff).values(extra);
  for (const [i, t] of (await db.select().from(staff)).entries()) await db.update(staff).set({ placeId: places[i % 2]!.id }).where(eq(staff.id, t.id));
  const therapists = await db.select().from(staff);
  const rooms = await db
    .insert(room)
    .values(places.flatMap((p) => Array.from({ length: ROOMS_PER_PLACE }, (_, i) => ({ placeId: p.id, code: String(i + 1), name: L(`Room ${i + 1}`), qty: 2, sort: i }))))
    .returning();
  const [plan] = await db.insert(servicePlan).values({ name: L('Physiotherapy'), desc: L('Bench'), durationMin: 60, priceCents: 80000, caseType: 'PHYSIO' }).returning();
  await db.insert(servicePlanStaff).values(therapists.map((t) => ({ planId: plan!.id, staffId: t.id })));
  await db.insert(servicePlanRoom).values(rooms.map((r) => ({ planId: plan!.id, roomId: r.id })));

  // Members: a few hundred, straight into the tables.
  const [mRole] = await db.select().from(role).where(eq(role.code, 'M'));
  const memberIds: string[] = [];
  for (let i = 0; i < STORM + COMMIT_RUNS + 10; i++) memberIds.push(`bm${randomBytes(8).toString('hex')}`);
  for (let i = 0; i < memberIds.length; i += 100) {
    const chunk = memberIds.slice(i, i + 100);
    await db.insert(userAccount).values(chunk.map((id, j) => ({ id, phone: `+8529${String(i + j).padStart(7, '0')}` })));
    await db.insert(member).values(chunk.map((id, j) => ({ id, code: newMemberCode(), fullname: `Bench ${i + j}`, nickname: 'B', gender: 'x' as const, birth: 19900101, docType: 'passport' as const, docId: id.toUpperCase(), docNation: 'GB', nationality: 'GB', privacyConsentAt: now })));
    await db.insert(userRole).values(chunk.map((id) => ({ userId: id, roleId: mRole!.id })));
  }

  // 5,000 bookings: every therapist hourly 10:00–18:00 on the coming days (room = therapist's pair slot).
  const today = toClinicDate(now);
  const rows: (typeof booking.$inferInsert)[] = [];
  outer: for (let d = 1; d <= 35; d++) {
    const date = addDays(today, d);
    for (let h = 10; h < 18; h++) {
      for (const [i, t] of therapists.entries()) {
        if (rows.length >= EXISTING_BOOKINGS) break outer;
        const p = places[i % 2]!;
        const placeRooms = rooms.filter((r) => r.placeId === p.id);
        const r = placeRooms[Math.floor(i / 2) % placeRooms.length]!;
        const start = h * 100;
        const end = (h + 1) * 100;
        rows.push({
          memberId: memberIds[rows.length % memberIds.length]!, planId: plan!.id, placeId: p.id, therapistId: t.id, roomId: r.id, date, start, end, durationMin: 60,
          startsAt: fromClinic(date, start), endsAt: fromClinic(date, end), status: 'ACCEPT', totalAmtCents: 80000, source: 'STAFF', createdBy: memberIds[0]!,
        });
      }
    }
  }
  for (let i = 0; i < rows.length; i += 500) await db.insert(booking).values(rows.slice(i, i + 500));
  return { places, therapists, plan: plan!, memberIds, today };
}

async function benchOne(kind: 'pglite' | 'postgres', url?: string) {
  const database = await openDatabase({ url, migrationsFolder: MIGRATIONS, onConnectionError: () => {} });
  const now = new Date();
  const s = await seed(database, now);
  const db = database.db;
  const locales = createLocaleStore({ db, dir: path.resolve('locales'), buildVersion: 'bench', allowAddMissing: false });
  const deps: BookingDeps = { translate: (lng) => locales.fixedT(lng), now: () => now };
  const from = addDays(s.today, 1);
  const to = addDays(s.today, 35);
  const q = { planId: s.plan.id, addonIds: [], placeId: s.places[0]!.id, from, to };

  const timeIt = async (fn: () => Promise<unknown>) => {
    const t0 = performance.now();
    await fn();
    return performance.now() - t0;
  };
  for (let i = 0; i < 5; i++) await getAvailability(db, q, { now, horizon: 'member' }); // warm-up
  const anyTimes: number[] = [];
  for (let i = 0; i < QUERY_RUNS; i++) anyTimes.push(await timeIt(() => getAvailability(db, q, { now, horizon: 'member' })));
  const oneTimes: number[] = [];
  const therapistId = s.therapists.find((t) => t.placeId === s.places[0]!.id)!.id;
  for (let i = 0; i < QUERY_RUNS; i++) oneTimes.push(await timeIt(() => getAvailability(db, { ...q, therapistId }, { now, horizon: 'member' })));
  const sample = await getAvailability(db, q, { now, horizon: 'member' });
  const offered = sample.dates.reduce((n, d) => n + d.times.length, 0);

  // Commits without contention: distinct members, the 19:00 slot of distinct days and therapists.
  const actors: Actor[] = [];
  for (const id of s.memberIds.slice(0, COMMIT_RUNS + STORM)) actors.push((await loadActor(db, id))!);
  const commitTimes: number[] = [];
  const placeTherapists = s.therapists.filter((t) => t.placeId === s.places[0]!.id);
  let made = 0;
  for (let i = 0; i < COMMIT_RUNS; i++) {
    const input = { planId: s.plan.id, addonIds: [], placeId: s.places[0]!.id, therapistId: placeTherapists[i % placeTherapists.length]!.id, date: addDays(s.today, 2 + Math.floor(i / placeTherapists.length)), start: 1900, parts: [], symptoms: [], specialRequests: [], otherRequest: '' };
    commitTimes.push(await timeIt(async () => {
      await createBooking(db, deps, { who: 'member', actor: actors[i]!, input });
      made++;
    }));
  }

  // The storm: 200 members at once for one therapist's free slot (the place's other half).
  const stormTherapist = s.therapists.find((t) => t.placeId === s.places[1]!.id)!;
  const stormInput = { planId: s.plan.id, addonIds: [], placeId: s.places[1]!.id, therapistId: stormTherapist.id, date: addDays(s.today, 3), start: 1830, parts: [], symptoms: [], specialRequests: [], otherRequest: '' };
  const t0 = performance.now();
  const outcomes = await Promise.all(
    actors.slice(COMMIT_RUNS, COMMIT_RUNS + STORM).map((actor) =>
      createBooking(db, deps, { who: 'member', actor, input: stormInput }).then(
        () => 'ok',
        (e) => (isAppError(e) && e.status === 409 ? '409' : `error: ${String(e)}`),
      ),
    ),
  );
  const stormMs = performance.now() - t0;
  await database.close();
  const result = {
    db: kind,
    existingBookings: EXISTING_BOOKINGS,
    therapists: s.therapists.length,
    rooms: ROOMS_PER_PLACE * 2,
    availability35dAny: { p50ms: pct(anyTimes, 50), p95ms: pct(anyTimes, 95), runs: QUERY_RUNS, startsOffered: offered },
    availability35dOneTherapist: { p50ms: pct(oneTimes, 50), p95ms: pct(oneTimes, 95), runs: QUERY_RUNS },
    commit: { p50ms: pct(commitTimes, 50), p95ms: pct(commitTimes, 95), runs: COMMIT_RUNS, made },
    storm: { requests: STORM, ms: Math.round(stormMs), ok: outcomes.filter((o) => o === 'ok').length, conflicts: outcomes.filter((o) => o === '409').length, errors: outcomes.filter((o) => o.startsWith('error')).length },
  };
  console.log(`${kind}: availability (any) p50 ${result.availability35dAny.p50ms} ms p95 ${result.availability35dAny.p95ms} ms; one therapist p95 ${result.availability35dOneTherapist.p95ms} ms; commit p95 ${result.commit.p95ms} ms; storm ${result.storm.ms} ms (${result.storm.ok} ok, ${result.storm.conflicts} × 409, ${result.storm.errors} errors)`);
  return result;
}


const results: Record<string, unknown> = { pglite: await benchOne('pglite') };
const pgDb = await benchDatabase('aloha_bench');
if (pgDb) {
  try {
    results.postgres = await benchOne('postgres', pgDb.url);
  } finally {
    await pgDb.drop();
  }
}
console.log(JSON.stringify(results));
process.exit(0);

