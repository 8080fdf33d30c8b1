import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, toClinicDate } from '../../common/clinic-time';
import { operationLog, smsOutbox, userAccount } from '../../server/db/schema/accounts';
import { booking, servicePlan } from '../../server/db/schema/booking';
import { place, staff } from '../../server/db/schema/content';
import { waitlistEntry, waitlistOffer } from '../../server/db/schema/waitlist';
import { apiBrowser, signedIn, type ApiBrowser } from '../helpers/api-browser';
import { movableClock } from '../helpers/clock';
import { signedInMembers } from '../helpers/members';
import { signedInStaff } from '../helpers/staff';
import { createTestApp } from '../helpers/test-app';
import { TEST_DB_KIND } from '../helpers/test-db';

type Member = ApiBrowser & { memberId: string };
interface Slot {
  date: number;
  start: number;
}

let t: Awaited<ReturnType<typeof createTestApp>>;
const clock = movableClock();
let ids: { placeId: number; therapistId: number; planId: number };
let admin: ApiBrowser;

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  const db = t.database.db;
  const [tst] = await db.select().from(place).where(eq(place.code, 'tst'));
  const [lee] = await db.select().from(staff).where(eq(staff.slug, 'lee-chun-hei'));
  const [plan] = (await db.select().from(servicePlan)).filter((p) => p.name.en === 'Physiotherapy first assessment');
  ids = { placeId: tst!.id, therapistId: lee!.id, planId: plan!.id };
  admin = await signedIn(t, 'admin');
});
afterAll(() => t?.close());

/**
 * The next free slot of the plan with the therapist, from the day after tomorrow (inside the change
 * window), that no earlier test left offered to someone.
 */
async function nextFreeSlot(b: ApiBrowser): Promise<Slot> {
  const from = addDays(toClinicDate(clock.now()), 2);
  const qs = new URLSearchParams({ planId: String(ids.planId), placeId: String(ids.placeId), therapistId: String(ids.therapistId), from: String(from), to: String(addDays(from, 30)) });
  const res = await b.call('GET', `/api/booking/availability?${qs}`);
  const offered = new Set((await t.database.db.select().from(waitlistOffer).where(eq(waitlistOffer.state, 'OFFERED'))).map((o) => `${o.date}:${o.start}`));
  for (const d of res.json.dates as { date: number; times: number[] }[]) {
    const start = d.times.find((x) => !offered.has(`${d.date}:${x}`) && x <= 2200);
    if (start !== undefined) return { date: d.date, start };
  }
  throw new Error('no free slot');
}

/** The plan lasts 60 minutes: a from–to span of exactly the visit. */
const endOf = (start: number) => start + 100;

/**
 * A booker takes a slot, `n` members join the waiting list for exactly that slot (in order), and
 * the booker cancels: the slot is freed and offered.
 */
async function freedSlot(n: number, opts: { cancel?: boolean } = {}) {
  const [booker, ...waiters] = await signedInMembers(t, n + 1);
  const slot = await nextFreeSlot(booker!);
  const made = await booker!.call('POST', '/api/booking', { ...ids, ...slot });
  expect(made.status).toBe(200);
  const entryIds: number[] = [];
  for (const w of waiters) {
    const joined = await w.call('POST', '/api/user/waitlist', { planId: ids.planId, placeId: ids.placeId, therapistId: ids.therapistId, dateFrom: slot.date, dateTo: slot.date, timeFrom: slot.start, timeTo: endOf(slot.start) });
    expect(joined.status, JSON.stringify(joined.json)).toBe(200);
    entryIds.push(joined.json.id);
  }
  const bookingId = made.json.booking.id as number;
  if (opts.cancel !== false) expect((await booker!.call('POST', `/api/booking/${bookingId}/cancel`, { reason: '' })).status).toBe(200);
  return { booker: booker!, waiters: waiters as Member[], slot, bookingId, entryIds };
}

async function liveOffer(m: ApiBrowser) {
  const res = await m.call('GET', '/api/user/waitlist');
  expect(res.status).toBe(200);
  const offers = (res.json.entries as { offers: { id: number; state: string }[] }[]).flatMap((e) => e.offers);
  return offers.find((o) => o.state === 'OFFERED') ?? null;
}

const bookingsAt = (slot: Slot) =>
  t.database.db.select().from(booking).where(and(eq(booking.therapistId, ids.therapistId), eq(booking.date, slot.date), eq(booking.start, slot.start)));

describe(`waiting lists on ${TEST_DB_KIND}`, () => {
  it('a cancelled slot is offered to the member who joined first only, by notification and SMS', async () => {
    const { waiters } = await freedSlot(2);
    const [first, second] = waiters;
    const offer = await liveOffer(first!);
    expect(offer).toMatchObject({ state: 'OFFERED' });
    expect(await liveOffer(second!)).toBeNull();
    const notes = await first!.call('GET', '/api/user/notifications?lng=en');
    expect(notes.json.rows[0]).toMatchObject({ title: 'A slot is free for you', link: '/user/waitlist' });
    const [acc] = await t.database.db.select({ phone: userAccount.phone }).from(userAccount).where(eq(userAccount.id, first!.memberId));
    const sms = await t.database.db.select().from(smsOutbox).where(eq(smsOutbox.to, acc!.phone!));
    expect(sms).toHaveLength(1);
    expect(sms[0]!.text).toMatch(/held for you for 15 min/);
  });

  it('20 concurrent accepts of one offer make exactly one booking, confirmed, and every 200 names it', { timeout: 60_000 }, async () => {
    const { waiters, slot } = await freedSlot(1);
    const w = waiters[0]!;
    const offer = (await liveOffer(w))!;
    const results = await Promise.all(Array.from({ length: 20 }, () => w.call('POST', `/api/user/waitlist/offers/${offer.id}/accept`)));
    expect(results.map((r) => r.status).filter((s) => s !== 200 && s !== 409)).toEqual([]);
    const rows = (await bookingsAt(slot)).filter((b) => b.status !== 'CANCEL');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ memberId: w.memberId, status: 'ACCEPT' });
    for (const r of results.filter((x) => x.status === 200)) expect(r.json.bookingId).toBe(rows[0]!.id);
  });

  it('the database holds at most one open offer per slot and per entry', async () => {
    const { waiters } = await freedSlot(2);
    const [o] = await t.database.db.select().from(waitlistOffer).where(and(eq(waitlistOffer.memberId, waiters[0]!.memberId), eq(waitlistOffer.state, 'OFFERED')));
    const [other] = await t.database.db.select().from(waitlistEntry).where(eq(waitlistEntry.memberId, waiters[1]!.memberId));
    const { id: _id, ...copy } = o!;
    const code = (e: unknown) => (e as { cause?: { code?: string }; code?: string }).cause?.code ?? (e as { code?: string }).code;
    // A second open offer of the same slot (to the next member) is refused…
    expect(code(await t.database.db.insert(waitlistOffer).values({ ...copy, entryId: other!.id, memberId: other!.memberId }).then(() => null, (e: unknown) => e))).toBe('23505');
    // …and so is a second open offer to the same entry (another slot).
    expect(code(await t.database.db.insert(waitlistOffer).values({ ...copy, startsAt: new Date(copy.startsAt.getTime() + 86_400_000) }).then(() => null, (e: unknown) => e))).toBe('23505');
  });

  it('while held, the slot is not offered to anyone else: hidden from availability, 20 direct bookings refused, 20 accepts book it once', { timeout: 60_000 }, async () => {
    const { waiters, slot } = await freedSlot(1);
    const w = waiters[0]!;
    const offer = (await liveOffer(w))!;
    const others = await signedInMembers(t, 20);
    const qs = new URLSearchParams({ planId: String(ids.planId), placeId: String(ids.placeId), therapistId: String(ids.therapistId), from: String(slot.date), to: String(slot.date) });
    const times = ((await others[0]!.call('GET', `/api/booking/availability?${qs}`)).json.dates as { times: number[] }[])[0]!.times;
    expect(times).not.toContain(slot.start);
    const results = await Promise.all([
      ...Array.from({ length: 20 }, () => w.call('POST', `/api/user/waitlist/offers/${offer.id}/accept`)),
      ...others.map((o) => o.call('POST', '/api/booking', { ...ids, ...slot })),
    ]);
    expect(results.map((r) => r.status).filter((s) => s >= 500)).toEqual([]);
    for (const r of results.slice(20)) expect(r.json.code).toBe('BOOKING_SLOT_TAKEN');
    const live = (await bookingsAt(slot)).filter((b) => b.status !== 'CANCEL');
    expect(live).toHaveLength(1);
    expect(live[0]).toMatchObject({ memberId: w.memberId, status: 'ACCEPT' });
    for (const r of results.slice(0, 20).filter((x) => x.status === 200)) expect(r.json.bookingId).toBe(live[0]!.id);
    const [o] = await t.database.db.select().from(waitlistOffer).where(eq(waitlistOffer.id, offer.id));
    expect(o).toMatchObject({ state: 'ACCEPTED', bookingId: live[0]!.id });
  });

  it('an accepted offer books the slot confirmed, the entry BOOKED, and the booking appears in My bookings', async () => {
    const { waiters, slot } = await freedSlot(1);
    const w = waiters[0]!;
    const offer = (await liveOffer(w))!;
    const res = await w.call('POST', `/api/user/waitlist/offers/${offer.id}/accept`);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ needsApproval: false });
    const mine = await w.call('GET', '/api/booking/mine?scope=upcoming');
    expect(mine.json.rows.map((b: { id: number; status: string }) => [b.id, b.status])).toEqual([[res.json.bookingId, 'ACCEPT']]);
    expect((await bookingsAt(slot)).filter((b) => b.status === 'ACCEPT')).toHaveLength(1);
    const entries = (await w.call('GET', '/api/user/waitlist')).json.entries;
    expect(entries[0]).toMatchObject({ state: 'BOOKED' });
    // Accepting again answers with the same booking; declining it now is closed.
    expect((await w.call('POST', `/api/user/waitlist/offers/${offer.id}/accept`)).json.bookingId).toBe(res.json.bookingId);
    expect((await w.call('POST', `/api/user/waitlist/offers/${offer.id}/decline`)).json.code).toBe('WAITLIST_OFFER_CLOSED');
  });

  it('a declined offer goes to the next matching member', async () => {
    const { waiters } = await freedSlot(2);
    const [first, second] = waiters;
    const offer = (await liveOffer(first!))!;
    expect((await first!.call('POST', `/api/user/waitlist/offers/${offer.id}/decline`)).status).toBe(200);
    expect(await liveOffer(first!)).toBeNull();
    expect(await liveOffer(second!)).toMatchObject({ state: 'OFFERED' });
    // The first member still waits (for other slots) but is not offered this one again.
    expect((await first!.call('GET', '/api/user/waitlist')).json.entries[0]).toMatchObject({ state: 'WAITING' });
  });

  it("a member can neither see nor answer another member's offer, nor leave another's entry (404)", async () => {
    const { waiters, entryIds } = await freedSlot(1);
    const [stranger] = await signedInMembers(t, 1);
    const offer = (await liveOffer(waiters[0]!))!;
    expect((await stranger!.call('GET', '/api/user/waitlist')).json.entries).toEqual([]);
    for (const path of [`/api/user/waitlist/offers/${offer.id}/accept`, `/api/user/waitlist/offers/${offer.id}/decline`]) {
      const res = await stranger!.call('POST', path);
      expect(res.status, path).toBe(404);
    }
    expect((await stranger!.call('DELETE', `/api/user/waitlist/${entryIds[0]}`)).status).toBe(404);
    expect(await liveOffer(waiters[0]!)).toMatchObject({ id: offer.id, state: 'OFFERED' });
  });

  it('leaving the list with an open offer passes the slot to the next member', async () => {
    const { waiters, entryIds } = await freedSlot(2);
    expect((await waiters[0]!.call('DELETE', `/api/user/waitlist/${entryIds[0]}`)).status).toBe(200);
    expect(await liveOffer(waiters[1]!)).toMatchObject({ state: 'OFFERED' });
    expect((await waiters[0]!.call('DELETE', `/api/user/waitlist/${entryIds[0]}`)).json.code).toBe('WAITLIST_ENTRY_CLOSED');
  });

  it('a slot a member moves away from is offered too', async () => {
    const { booker, waiters, bookingId } = await freedSlot(1, { cancel: false });
    expect(await liveOffer(waiters[0]!)).toBeNull();
    const other = await nextFreeSlot(booker);
    expect((await booker.call('PATCH', `/api/booking/${bookingId}`, other)).status).toBe(200);
    expect(await liveOffer(waiters[0]!)).toMatchObject({ state: 'OFFERED' });
  });

  it('refuses bad entries with field errors and stores nothing', async () => {
    const [m] = await signedInMembers(t, 1);
    const tomorrow = addDays(toClinicDate(clock.now()), 1);
    const base = { planId: ids.planId, placeId: ids.placeId, dateFrom: tomorrow, dateTo: tomorrow, dayParts: ['MORNING'] };
    const cases: [Record<string, unknown>, string][] = [
      [{ dayParts: [] }, 'dayParts'],
      [{ dateFrom: addDays(tomorrow, -1) }, 'dateFrom'],
      [{ dateTo: addDays(tomorrow, 40) }, 'dateTo'],
      [{ planId: 99999 }, 'planId'],
      [{ therapistId: 99999 }, 'therapistId'],
      [{ dayParts: [], timeFrom: 1200, timeTo: 1100 }, 'timeTo'],
    ];
    for (const [patch, field] of cases) {
      const res = await m!.call('POST', '/api/user/waitlist', { ...base, ...patch });
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect(res.json.data.fields.map((f: { field: string }) => f.field), JSON.stringify(patch)).toContain(field);
    }
    expect(await t.database.db.select().from(waitlistEntry).where(eq(waitlistEntry.memberId, m!.memberId))).toEqual([]);
  });

  it('permissions: members own /api/user/waitlist, BOOKING_VIEW lists, BOOKING_EDIT removes (logged, the offer passes on)', async () => {
    const { waiters, entryIds } = await freedSlot(2);
    const calls = {
      mine: (x: ApiBrowser) => x.call('GET', '/api/user/waitlist'),
      join: (x: ApiBrowser) => x.call('POST', '/api/user/waitlist', { planId: ids.planId, placeId: ids.placeId, dateFrom: 20990101, dateTo: 20990101, dayParts: ['MORNING'] }),
      list: (x: ApiBrowser) => x.call('GET', `/api/manage/waitlist?planId=${ids.planId}`),
      remove: (x: ApiBrowser) => x.call('POST', `/api/manage/waitlist/${entryIds[0]}/remove`, { reason: 'matrix' }),
    };
    const status = async (x: ApiBrowser) => Object.fromEntries(await Promise.all(Object.entries(calls).map(async ([k, f]) => [k, (await f(x)).status] as const)));
    const none = await signedInStaff(t, ['MEMBER_VIEW']);
    const viewer = await signedInStaff(t, ['BOOKING_VIEW']);
    const editor = await signedInStaff(t, ['BOOKING_EDIT']);
    const [member] = await signedInMembers(t, 1);
    expect(await status(apiBrowser(t))).toEqual({ mine: 401, join: 401, list: 401, remove: 401 });
    expect(await status(none)).toEqual({ mine: 403, join: 403, list: 403, remove: 403 });
    expect(await status(viewer)).toEqual({ mine: 403, join: 403, list: 200, remove: 403 });
    // A member: their own list; joining with a date outside the window is a 400, not a 403.
    expect(await status(member!)).toEqual({ mine: 200, join: 400, list: 403, remove: 403 });
    const listed = (await calls.list(viewer)).json.entries as { id: number; member: { name: string }; offers: { state: string }[] }[];
    expect(listed.find((e) => e.id === entryIds[0])?.offers.map((o) => o.state)).toEqual(['OFFERED']);
    expect(await status(editor)).toEqual({ mine: 403, join: 403, list: 200, remove: 200 });
    expect(await liveOffer(waiters[1]!)).toMatchObject({ state: 'OFFERED' });
    const [log] = await t.database.db.select().from(operationLog).where(and(eq(operationLog.action, 'WAITLIST_REMOVE'), eq(operationLog.resourceId, String(entryIds[0]))));
    expect(log).toMatchObject({ resource: 'BOOKING', actorId: editor.userId });
    expect((await calls.remove(editor)).json.code).toBe('WAITLIST_ENTRY_CLOSED');
    const removed = (await viewer.call('GET', `/api/manage/waitlist?state=REMOVED&placeId=${ids.placeId}`)).json.entries as { id: number; reason: string }[];
    expect(removed.find((e) => e.id === entryIds[0])).toMatchObject({ reason: 'matrix' });
  });

  it('the no-show rule: past the set number of MISS, an accepted offer waits for approval, and the member is told why', async () => {
    const { waiters } = await freedSlot(1, { cancel: false });
    const w = waiters[0]!;
    // One earlier booking of the member ended as a no-show.
    const missed = await nextFreeSlot(w);
    const made = await w.call('POST', '/api/booking', { ...ids, ...missed });
    await t.database.db.update(booking).set({ status: 'MISS' }).where(eq(booking.id, made.json.booking.id));
    const card = await admin.call('GET', `/api/manage/members/${w.memberId}`);
    expect(card.json.bookings.noShows).toBe(1);

    const { updatedAt: _u, ...settings } = (await admin.call('GET', '/api/manage/site-settings')).json.settings;
    expect(settings).toMatchObject({ waitlistHoldMinutes: 15, noShowApprovalAfter: 0 });
    expect((await admin.call('PUT', '/api/manage/site-settings', { ...settings, noShowApprovalAfter: -1 })).status).toBe(400);
    expect((await admin.call('PUT', '/api/manage/site-settings', { ...settings, noShowApprovalAfter: 1 })).status).toBe(200);
    expect((await w.call('GET', '/api/user/waitlist')).json).toMatchObject({ needsApproval: true, noShows: 1 });

    // Now free the slot the member waits for.
    const entry = (await w.call('GET', '/api/user/waitlist')).json.entries[0];
    const holder = (await t.database.db.select().from(booking).where(and(eq(booking.therapistId, ids.therapistId), eq(booking.date, entry.dateFrom), eq(booking.start, entry.timeFrom))))[0]!;
    expect((await admin.call('POST', `/api/manage/bookings/${holder.id}/status`, { status: 'REJECT', reason: 'double entry' })).status).toBe(200);
    const offer = (await liveOffer(w))!;
    const res = await w.call('POST', `/api/user/waitlist/offers/${offer.id}/accept`);
    expect(res.json).toMatchObject({ needsApproval: true });
    const [b] = await t.database.db.select().from(booking).where(eq(booking.id, res.json.bookingId));
    expect(b!.status).toBe('WAIT');
    const notes = await w.call('GET', '/api/user/notifications?lng=en');
    expect(notes.json.rows[0].message).toMatch(/needs staff approval because 1 earlier appointments were missed/);
    await admin.call('PUT', '/api/manage/site-settings', { ...settings, noShowApprovalAfter: 0 });
  });

  it('an offer not answered in time expires and goes to the next member (the sweep), and can no longer be accepted', async () => {
    const { waiters } = await freedSlot(2);
    const [first, second] = waiters;
    const offer = (await liveOffer(first!))!;
    expect(await t.services.waitlist.expireOffers()).toBe(0);
    clock.advance(16 * 60_000);
    expect(await t.services.waitlist.expireOffers()).toBeGreaterThanOrEqual(1);
    expect((await t.database.db.select().from(waitlistOffer).where(eq(waitlistOffer.id, offer.id)))[0]!.state).toBe('EXPIRED');
    expect(await liveOffer(second!)).toMatchObject({ state: 'OFFERED' });
    const late = await first!.call('POST', `/api/user/waitlist/offers/${offer.id}/accept`);
    expect(late.status).toBe(409);
    expect(late.json.code).toBe('WAITLIST_OFFER_CLOSED');
  });
  it('offers time staff open in the schedule (a therapist\'s day off taken back) to the waiting member, after the change', async () => {
    const [m] = await signedInMembers(t, 1);
    // A day well after the slots the other tests use, on which the therapist has free times.
    const from = addDays(toClinicDate(clock.now()), 15);
    const qs = new URLSearchParams({ planId: String(ids.planId), placeId: String(ids.placeId), therapistId: String(ids.therapistId), from: String(from), to: String(addDays(from, 15)) });
    const free = async (day?: number) => ((await m!.call('GET', `/api/booking/availability?${qs}`)).json.dates as { date: number; times: number[] }[]).filter((d) => day === undefined || d.date === day);
    const day = (await free()).find((d) => d.times.length > 0)!.date;
    const API = '/api/manage/booking-setup/schedule-entries';
    const off = await admin.call('POST', API, { type: 'STAFF_HOLIDAY', placeId: ids.placeId, staffId: ids.therapistId, date: day });
    expect(off.status, off.text).toBe(200);
    await t.services.waitlist.sweepIdle();
    expect((await free(day)).flatMap((d) => d.times)).toEqual([]);
    const joined = await m!.call('POST', '/api/user/waitlist', { planId: ids.planId, placeId: ids.placeId, therapistId: ids.therapistId, dateFrom: day, dateTo: day, dayParts: ['MORNING', 'AFTERNOON', 'EVENING'] });
    expect(joined.status, joined.text).toBe(200);
    expect(await liveOffer(m!)).toBeNull();

    // Staff take the day off back: the member is offered a time that day, held for them.
    expect((await admin.call('DELETE', `${API}/${off.json.entry.id}`)).status).toBe(200);
    await t.services.waitlist.sweepIdle();
    const offer = await liveOffer(m!);
    expect(offer).toMatchObject({ state: 'OFFERED', date: day });
    const notes = await m!.call('GET', '/api/user/notifications?lng=en');
    expect(notes.json.rows[0].link).toBe('/user/waitlist');
    // Another sweep offers nothing more (one open offer per entry).
    expect(await t.services.waitlist.sweepIdle()).toBeUndefined();
    expect((await t.database.db.select().from(waitlistOffer).where(eq(waitlistOffer.entryId, joined.json.id)))).toHaveLength(1);
  });
});
