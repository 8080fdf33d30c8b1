import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { member, operationLog } from '../../server/db/schema/accounts';
import { event } from '../../server/db/schema/content';
import { eventRegistration } from '../../server/db/schema/event-registration';
import { apiBrowser, signedIn, type ApiBrowser } from '../helpers/api-browser';
import { signedInMembers } from '../helpers/members';
import { signedInStaff } from '../helpers/staff';
import { createTestApp } from '../helpers/test-app';
import { TEST_DB_KIND } from '../helpers/test-db';

let t: Awaited<ReturnType<typeof createTestApp>>;
const H = 3_600_000;
let seq = 0;

/** An event written straight into the database, its moments relative to now (hours). */
async function anEvent(o: { seatMax?: number; feeCents?: number; openIn?: number; closeIn?: number; startIn?: number; isShow?: boolean } = {}) {
  const now = Date.now();
  const at = (h: number) => new Date(now + h * H);
  const startIn = o.startIn ?? 240;
  seq += 1;
  const [e] = await t.database.db
    .insert(event)
    .values({
      slug: `reg-test-${seq}-${TEST_DB_KIND}`, title: { 'zh-HK': `講座 ${seq}`, 'zh-CN': `讲座 ${seq}`, en: `Talk ${seq}` }, desc: { 'zh-HK': '', 'zh-CN': '', en: '' },
      banner: '/images/events/tst-open-day-sep-2026.svg', seatMax: o.seatMax ?? 0, feeCents: o.feeCents ?? 0, isShow: o.isShow ?? true,
      openAt: at(o.openIn ?? -24), closeAt: at(o.closeIn ?? startIn - 1), startAt: at(startIn), endAt: at(startIn + 2),
    })
    .returning();
  return e!;
}
const rows = (eventId: number) => t.database.db.select().from(eventRegistration).where(eq(eventRegistration.eventId, eventId)).orderBy(eventRegistration.id);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe(`event registration on ${TEST_DB_KIND}`, () => {
  it('a member registers for a free open event (CONFIRMED), sees it on the page and in My events, then cancels', async () => {
    const e = await anEvent({ seatMax: 5 });
    const [m] = await signedInMembers(t, 1);
    const anon = apiBrowser(t);
    expect((await anon.call('GET', `/api/events/${e.id}/registration`)).json).toMatchObject({ status: 'OPEN', isFree: true, seatMax: 5, seatsLeft: 5, registration: null });

    const res = await m!.call('POST', `/api/events/${e.id}/registration`);
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ seatsLeft: 4, registration: { state: 'CONFIRMED', canCancel: true, waitingPosition: null } });
    const mine = (await m!.call('GET', '/api/user/events?lng=en')).json.rows;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ state: 'CONFIRMED', event: { id: e.id, title: `Talk ${seq}`, isPublic: true } });
    // Another member (or a visitor) sees the seat taken, not the registration.
    expect((await anon.call('GET', `/api/events/${e.id}/registration`)).json).toMatchObject({ seatsLeft: 4, registration: null });

    // The page itself (cached for visitors) says nothing personal: the browser asks the API, never stored.
    const html = await (await t.request(`/en/events/${e.slug}`)).text();
    expect(html).toContain('data-testid="event-reg-panel"');
    expect(html).not.toContain('data-testid="event-my-state"');
    expect(html).not.toContain('data-testid="event-seats-left"');
    expect((await t.request(`/api/events/${e.id}/registration`)).headers.get('cache-control')).toBe('no-store');

    const again = await m!.call('POST', `/api/events/${e.id}/registration`);
    expect(again.status).toBe(409);
    expect(again.json.code).toBe('EVENT_ALREADY_REGISTERED');
    expect(await rows(e.id)).toHaveLength(1);

    const cancel = await m!.call('DELETE', `/api/events/registrations/${res.json.registration.id}`);
    expect(cancel.status, cancel.text).toBe(200);
    expect(cancel.json).toMatchObject({ seatsLeft: 5, registration: null });
    expect((await m!.call('GET', '/api/user/events')).json.rows[0]).toMatchObject({ state: 'CANCELED', canCancel: false });
    expect((await m!.call('DELETE', `/api/events/registrations/${res.json.registration.id}`)).json.code).toBe('EVENT_REGISTRATION_CANCELED');
    // Canceled, the member may register again.
    expect((await m!.call('POST', `/api/events/${e.id}/registration`)).json.registration.state).toBe('CONFIRMED');
  });

  it('refuses, changing nothing: not open yet, closed, a hidden one, and a member staff marked not good', async () => {
    const [m] = await signedInMembers(t, 1);
    const cases: [Awaited<ReturnType<typeof anEvent>>, number, string][] = [
      [await anEvent({ openIn: 2 }), 409, 'EVENT_NOT_OPEN'],
      [await anEvent({ openIn: -48, closeIn: -1 }), 409, 'EVENT_NOT_OPEN'],
      [await anEvent({ isShow: false }), 404, 'NOT_FOUND'],
    ];
    for (const [e, status, code] of cases) {
      const res = await m!.call('POST', `/api/events/${e.id}/registration`);
      expect([res.status, res.json.code]).toEqual([status, code]);
      expect(res.json.message).toMatch(/^error\./);
      expect(await rows(e.id)).toEqual([]);
    }
    expect((await m!.call('POST', '/api/events/999999/registration')).status).toBe(404);
    const e = await anEvent();
    await t.database.db.update(member).set({ isGood: false }).where(eq(member.id, m!.memberId));
    expect((await m!.call('POST', `/api/events/${e.id}/registration`)).json.code).toBe('MEMBER_NOT_EFFECTIVE');
    expect(await rows(e.id)).toEqual([]);
  });

  it('full: the next member joins the waiting list in order; a canceled seat goes to the oldest waiting one', async () => {
    const e = await anEvent({ seatMax: 2 });
    const ms = await signedInMembers(t, 5);
    const states: string[] = [];
    for (const m of ms) states.push((await m.call('POST', `/api/events/${e.id}/registration`)).json.registration.state);
    expect(states).toEqual(['CONFIRMED', 'CONFIRMED', 'WAITING', 'WAITING', 'WAITING']);
    const status4 = (await ms[4]!.call('GET', `/api/events/${e.id}/registration`)).json;
    expect(status4).toMatchObject({ seatsLeft: 0, registration: { state: 'WAITING', waitingPosition: 3 } });

    // A waiting member leaving promotes no one.
    const third = (await ms[3]!.call('GET', `/api/events/${e.id}/registration`)).json.registration;
    expect(third).toMatchObject({ state: 'WAITING', waitingPosition: 2 });
    await ms[3]!.call('DELETE', `/api/events/registrations/${third.id}`);
    expect((await rows(e.id)).map((r) => r.state)).toEqual(['CONFIRMED', 'CONFIRMED', 'WAITING', 'CANCELED', 'WAITING']);
    // A confirmed one leaving gives the seat to the oldest waiting registration at once.
    const first = (await ms[0]!.call('GET', `/api/events/${e.id}/registration`)).json.registration.id;
    const res = await ms[0]!.call('DELETE', `/api/events/registrations/${first}`);
    expect(res.json).toMatchObject({ seatsLeft: 0, registration: null });
    expect((await rows(e.id)).map((r) => r.state)).toEqual(['CANCELED', 'CONFIRMED', 'CONFIRMED', 'CANCELED', 'WAITING']);
    expect((await ms[4]!.call('GET', `/api/events/${e.id}/registration`)).json.registration.waitingPosition).toBe(1);
    // The promoted member is told, in their language, with a link to the event.
    const note = (await ms[2]!.call('GET', '/api/user/notifications?lng=en')).json.rows[0];
    expect(note).toMatchObject({ title: 'A place for you', link: `/events/${e.slug}` });
    expect(note.message).toContain(e.title.en);
    expect((await ms[4]!.call('GET', '/api/user/notifications?lng=en')).json.rows).toEqual([]);
  });

  it("cancels only one's own registration, and only until 24 hours before the start", async () => {
    const soon = await anEvent({ startIn: 20, seatMax: 1 });
    const [a, b] = await signedInMembers(t, 2);
    const reg = (await a!.call('POST', `/api/events/${soon.id}/registration`)).json.registration;
    expect(reg).toMatchObject({ state: 'CONFIRMED', canCancel: false });
    const late = await a!.call('DELETE', `/api/events/registrations/${reg.id}`);
    expect([late.status, late.json.code]).toEqual([409, 'EVENT_CANCEL_CLOSED']);
    const other = await b!.call('DELETE', `/api/events/registrations/${reg.id}`);
    expect(other.status).toBe(404);
    expect((await rows(soon.id)).map((r) => r.state)).toEqual(['CONFIRMED']);
  });

  it('who may call: visitors are sent to sign in; staff accounts are not members; attendees need EVENT_VIEW, check-in EVENT_EDIT', async () => {
    const e = await anEvent({ seatMax: 3 });
    const anon = apiBrowser(t);
    expect((await anon.call('POST', `/api/events/${e.id}/registration`)).status).toBe(401);
    expect((await anon.call('GET', '/api/user/events')).status).toBe(401);
    expect((await anon.call('GET', `/api/manage/events/${e.id}/attendees`)).status).toBe(401);
    const [m] = await signedInMembers(t, 1);
    expect((await m!.call('GET', `/api/manage/events/${e.id}/attendees`)).status).toBe(403);
    const regId = (await m!.call('POST', `/api/events/${e.id}/registration`)).json.registration.id;
    const none = await signedInStaff(t, ['BLOG_VIEW']);
    const viewer = await signedInStaff(t, ['EVENT_VIEW']);
    const editor = await signedInStaff(t, ['EVENT_EDIT']);
    expect((await none.call('POST', `/api/events/${e.id}/registration`)).status).toBe(403);
    expect((await none.call('GET', `/api/manage/events/${e.id}/attendees`)).status).toBe(403);
    const list = await viewer.call('GET', `/api/manage/events/${e.id}/attendees`);
    expect(list.status).toBe(200);
    expect(list.json.rows).toEqual([expect.objectContaining({ id: regId, state: 'CONFIRMED', attendance: null, fullname: expect.stringMatching(/^Test Member/), phone: expect.stringMatching(/^\+8529/) })]);
    expect((await viewer.call('PUT', `/api/manage/events/${e.id}/attendees/${regId}`, { attendance: 'ATTEND' })).status).toBe(403);
    // Before the start, check-in is refused; nothing is logged.
    const early = await editor.call('PUT', `/api/manage/events/${e.id}/attendees/${regId}`, { attendance: 'ATTEND' });
    expect([early.status, early.json.code]).toEqual([409, 'EVENT_ATTENDANCE_NOT_YET']);
    expect((await editor.call('PUT', `/api/manage/events/${e.id}/attendees/${regId}`, { attendance: 'MAYBE' })).status).toBe(400);
    expect((await rows(e.id))[0]!.attendance).toBeNull();
  });

  it('staff mark attendance of CONFIRMED registrations once the event has started; each mark is logged', async () => {
    const e = await anEvent({ seatMax: 1 });
    const [a, b] = await signedInMembers(t, 2);
    const ra = (await a!.call('POST', `/api/events/${e.id}/registration`)).json.registration.id;
    const rb = (await b!.call('POST', `/api/events/${e.id}/registration`)).json.registration.id;
    // The event starts (moved into the past in the table: the rules read its times).
    await t.database.db.update(event).set({ openAt: new Date(Date.now() - 72 * H), closeAt: new Date(Date.now() - 48 * H), startAt: new Date(Date.now() - H), endAt: new Date(Date.now() + H) }).where(eq(event.id, e.id));
    const admin: ApiBrowser = await signedIn(t, 'admin');
    const res = await admin.call('PUT', `/api/manage/events/${e.id}/attendees/${ra}`, { attendance: 'ATTEND' });
    expect(res.status, res.text).toBe(200);
    expect(res.json.canMark).toBe(true);
    expect(res.json.rows.map((r: { id: number; state: string; attendance: string | null }) => [r.id, r.state, r.attendance])).toEqual([[ra, 'CONFIRMED', 'ATTEND'], [rb, 'WAITING', null]]);
    const waiting = await admin.call('PUT', `/api/manage/events/${e.id}/attendees/${rb}`, { attendance: 'MISS' });
    expect([waiting.status, waiting.json.code]).toEqual([409, 'EVENT_ATTENDANCE_NOT_CONFIRMED']);
    expect((await admin.call('PUT', `/api/manage/events/${e.id}/attendees/${ra}`, { attendance: 'MISS' })).json.rows[0].attendance).toBe('MISS');
    // A registration of another event is not found under this one.
    expect((await admin.call('PUT', `/api/manage/events/${e.id + 1}/attendees/${ra}`, { attendance: 'MISS' })).status).toBe(404);
    const log = await t.database.db.select().from(operationLog).where(and(eq(operationLog.resource, 'EVENT'), eq(operationLog.resourceId, String(e.id))));
    expect(log.map((l) => [l.action, (l.before as { attendance: unknown }).attendance, (l.after as { attendance: unknown }).attendance])).toEqual([['UPDATE', null, 'ATTEND'], ['UPDATE', 'ATTEND', 'MISS']]);
  });

  it('STORM: 100 distinct members register at once for 10 seats: exactly 10 CONFIRMED, 90 WAITING, no 5xx', { timeout: 120_000 }, async () => {
    const e = await anEvent({ seatMax: 10 });
    const members = await signedInMembers(t, 100);
    const results = await Promise.all(members.map((m) => m.call('POST', `/api/events/${e.id}/registration`)));
    expect(results.filter((r) => r.status !== 200).map((r) => `${r.status} ${r.text}`)).toEqual([]);
    const all = await rows(e.id);
    expect(all.filter((r) => r.state === 'CONFIRMED')).toHaveLength(10);
    expect(all.filter((r) => r.state === 'WAITING')).toHaveLength(90);
    expect(new Set(all.map((r) => r.memberId)).size).toBe(100);
    // The same member racing themselves: one registration.
    const [solo] = await signedInMembers(t, 1);
    const twice = await Promise.all(Array.from({ length: 10 }, () => solo!.call('POST', `/api/events/${e.id}/registration`)));
    expect(twice.map((r) => r.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect((await rows(e.id)).filter((r) => r.memberId === solo!.memberId)).toHaveLength(1);
  });
});
