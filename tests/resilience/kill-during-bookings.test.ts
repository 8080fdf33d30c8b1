import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import pg from 'pg';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { demoAdmin, type Browser } from './helpers/browser';
import { DB_KIND, freshPostgres, killAll, startServer, tempDir } from './helpers/server';

/**
 * Issue 15: `kill -9` of the server during a stream of booking writes (20 per second), three
 * times. Every booking the client saw acknowledged must be there after the restart, the database
 * must hold no two overlapping bookings of one therapist, and the server must start cleanly on
 * what the killed one left. Requests cut off by the kill are retried after the restart with their
 * idempotency key, as the desk's screen does: each ends as exactly one booking.
 */
const RATE_PER_SECOND = 20;
const KILLS = 3;

afterEach(killAll);

interface Slot {
  key: string;
  date: number;
  start: number;
  /** Two desks book each slot at the same moment; at most one may win. */
  idempotencyKeys: [string, string];
}

/** YYYYMMDD, the API's date form. */
function ymdAhead(days: number): number {
  return Number(new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10).replaceAll('-', ''));
}

describe(`kill -9 during booking writes (${DB_KIND})`, () => {
  const dataDir = tempDir('kill');
  let postgres: Awaited<ReturnType<typeof freshPostgres>> | undefined;
  afterAll(async () => {
    await killAll();
    await postgres?.drop();
  });

  it('keeps every acknowledged booking, never double-books, and starts cleanly three times', async () => {
    if (DB_KIND === 'postgres') postgres = await freshPostgres();
    let server = startServer({ dataDir, databaseUrl: postgres?.url });
    await server.ready();

    let desks: [Browser, Browser] = [await demoAdmin(server.base), await demoAdmin(server.base)];
    const members = (await desks[0].call('GET', '/api/manage/members?q=61234567')).json.rows as { id: string }[];
    const memberId = members[0]!.id;
    const options = (await desks[0].call('GET', '/api/booking/options?lng=en')).json;
    const plan = options.plans.find((p: { kind: string; durationMin: number }) => p.kind === 'basic' && p.durationMin <= 60);
    const therapistId = plan.therapistIds[0] as number;
    const placeId = plan.placeIds[0] as number;

    const acknowledged = new Map<string, string>(); // slot key → booking id
    const cutOff: { slot: Slot; desk: 0 | 1 }[] = [];
    let slotSeq = 0;
    const nextSlot = (): Slot => {
      const n = slotSeq++;
      // One therapist, hour after hour from 07:00 to 21:00, day after day from two days ahead (inside the 35-day horizon).
      return { key: `s${n}`, date: ymdAhead(2 + Math.floor(n / 15)), start: (7 + (n % 15)) * 100, idempotencyKeys: [randomUUID(), randomUUID()] };
    };
    const book = (desk: Browser, slot: Slot, which: 0 | 1) =>
      desk.call('POST', '/api/manage/bookings', { memberId, planId: plan.id, placeId, therapistId, date: slot.date, start: slot.start, force: true, remark: 'resilience' }, { headers: { 'idempotency-key': slot.idempotencyKeys[which] } });
    const record = (slot: Slot, res: { status: number; json: { booking?: { id: string } } }) => {
      if (res.status !== 200) {
        expect([409], JSON.stringify(res.json)).toContain(res.status);
        return;
      }
      const id = res.json.booking!.id;
      const had = acknowledged.get(slot.key);
      // A second success for one slot is a double booking, unless it is the same booking replayed.
      if (had && had !== id) throw new Error(`slot ${slot.key} booked twice: ${had} and ${id}`);
      acknowledged.set(slot.key, id);
    };

    const rounds: { acknowledged: number; cutOff: number; restartMs: number }[] = [];
    for (let round = 0; round < KILLS; round++) {
      // A steady stream: every 100 ms both desks try the same new slot (20 writes a second).
      const inFlight: Promise<void>[] = [];
      let killed = false;
      const killAt = 1_500 + Math.random() * 2_000;
      const started = Date.now();
      while (!killed) {
        const slot = nextSlot();
        for (const which of [0, 1] as const) {
          inFlight.push(
            book(desks[which], slot, which).then(
              (res) => record(slot, res),
              () => void cutOff.push({ slot, desk: which }),
            ),
          );
        }
        // The kill lands while this pair is on its way.
        if (Date.now() - started >= killAt) {
          await new Promise((r) => setTimeout(r, Math.random() * 5));
          server.child.kill('SIGKILL');
          killed = true;
        } else await new Promise((r) => setTimeout(r, (2 * 1000) / RATE_PER_SECOND));
      }
      await server.exited;
      await Promise.all(inFlight);
      expect(acknowledged.size, 'some writes were acknowledged before the kill').toBeGreaterThan(5);

      const restarting = Date.now();
      server = startServer({ dataDir, databaseUrl: postgres?.url });
      await server.ready();
      rounds.push({ acknowledged: acknowledged.size, cutOff: cutOff.length, restartMs: Date.now() - restarting });
      expect(server.output()).not.toMatch(/"level":(50|60)/);
      desks = [await demoAdmin(server.base), await demoAdmin(server.base)];

      // Everything acknowledged before the kill is there.
      for (const [key, id] of acknowledged) {
        const res = await desks[0].call('GET', `/api/manage/bookings/${id}`);
        expect(res.status, `booking ${id} of ${key} after restart ${round + 1}`).toBe(200);
      }
      // Requests the kill cut off, retried with their idempotency key: a replay or one new booking.
      for (const { slot, desk } of cutOff.splice(0)) record(slot, await book(desks[desk], slot, desk));
    }

    // The database agrees: no overlapping bookings of one therapist, one booking per acknowledged slot.
    await server.kill('SIGTERM');
    const overlapSql = `select count(*)::int as n from booking a join booking b on a.therapist_id = b.therapist_id and a.id < b.id
      and tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at)
      where a.status not in ('REJECT', 'CANCEL') and b.status not in ('REJECT', 'CANCEL')`;
    const countSql = `select count(*)::int as n from booking where remark = 'resilience' and status not in ('REJECT', 'CANCEL')`;
    let overlaps: number;
    let stored: number;
    if (postgres) {
      const client = new pg.Client({ connectionString: postgres.url });
      await client.connect();
      overlaps = (await client.query(overlapSql)).rows[0].n;
      stored = (await client.query(countSql)).rows[0].n;
      await client.end();
    } else {
      const db = new PGlite({ dataDir: path.join(dataDir, 'pglite'), extensions: { btree_gist } });
      overlaps = (await db.query<{ n: number }>(overlapSql)).rows[0]!.n;
      stored = (await db.query<{ n: number }>(countSql)).rows[0]!.n;
      await db.close();
    }
    console.log(JSON.stringify({ kind: DB_KIND, rounds, stored, overlaps }));
    expect(overlaps).toBe(0);
    expect(stored).toBe(acknowledged.size);
  });
});
