import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addDays, toClinicDate } from '../../common/clinic-time';
import { SESSION_COOKIE } from '../../common/http';
import { STAFF_CHANNEL, STAFF_CHAT_CHANNEL, userChannel } from '../../common/chat';
import { chatMessage } from '../../server/db/schema/chat';
import { userAccount } from '../../server/db/schema/accounts';
import { hashPassword } from '../../server/domain/accounts/password-hash';
import { servicePlan } from '../../server/db/schema/booking';
import { place, staff as therapist } from '../../server/db/schema/content';
import { apiBrowser, type ApiBrowser } from '../helpers/api-browser';
import { signedInMembers } from '../helpers/members';
import { connected, nextEvent, record, sendUntilAcked, socketFor, startInstance, type RunningInstance } from '../helpers/realtime-app';
import { signedInStaff } from '../helpers/staff';
import { createTestApp } from '../helpers/test-app';
import { TEST_DB_KIND } from '../helpers/test-db';

let t: Awaited<ReturnType<typeof createTestApp>>;
let a: RunningInstance;
const sockets: Socket[] = [];
const open = (s: Socket) => (sockets.push(s), s);
beforeAll(async () => {
  t = await createTestApp();
  a = await startInstance(t.database, { services: t.services });
});
afterEach(() => {
  for (const s of sockets.splice(0)) s.disconnect();
});
afterAll(async () => {
  await a?.close();
  await t?.close();
});

let seq = 0;
const cid = () => `rt${Date.now().toString(36)}${(++seq).toString(36).padStart(6, '0')}`;
const tokenOf = (b: ApiBrowser) => b.jar.get(SESSION_COOKIE)!;

async function memberAndStaff(instance: RunningInstance = a, staffInstance: RunningInstance = instance) {
  const [m] = await signedInMembers(t, 1);
  const s = await signedInStaff(t, ['CHAT_VIEW', 'CHAT_EDIT', 'CHAT_DELETE']);
  const room = (await m!.call('POST', '/api/chat/rooms', {})).json.id as number;
  const ms = open(socketFor(instance.url, tokenOf(m!)));
  const ss = open(socketFor(staffInstance.url, s.token));
  await Promise.all([connected(ms), connected(ss)]);
  return { m: m!, s, room, ms, ss };
}

describe(`realtime: connecting on ${TEST_DB_KIND}`, () => {
  it('authenticates from the session cookie over polling and websocket, joins the channels and sends APP_BUILD', async () => {
    const [m] = await signedInMembers(t, 1);
    const s = await signedInStaff(t, ['CHAT_VIEW']);
    const other = await signedInStaff(t, ['BOOKING_VIEW']);
    const visitor = open(socketFor(a.url, null, { transports: ['polling'] }));
    const builds = [nextEvent(visitor, 'APP_BUILD')];
    const ms = open(socketFor(a.url, tokenOf(m!), { transports: ['polling'] }));
    builds.push(nextEvent(ms, 'APP_BUILD'));
    const ss = open(socketFor(a.url, s.token));
    builds.push(nextEvent(ss, 'APP_BUILD'));
    const os = open(socketFor(a.url, other.token));
    builds.push(nextEvent(os, 'APP_BUILD'));
    expect(await Promise.all(builds)).toEqual(Array(4).fill({ version: 'test-version' }));

    const roomsOf = async (id: string) => [...(await a.realtime.io.in(id).fetchSockets())[0]!.rooms].filter((r) => r !== id).sort();
    expect(await roomsOf(visitor.id!)).toEqual(['public']);
    expect(await roomsOf(ms.id!)).toEqual(['public', userChannel(m!.memberId)].sort());
    expect(await roomsOf(ss.id!)).toEqual(['public', STAFF_CHANNEL, STAFF_CHAT_CHANNEL, userChannel(s.userId)].sort());
    expect(await roomsOf(os.id!)).toEqual(['public', STAFF_CHANNEL, userChannel(other.userId)].sort());
  });

  it('refuses a browser handshake from another site', async () => {
    const res = await fetch(`${a.url}/socket.io/?EIO=4&transport=polling`, { headers: { origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
    const ok = await fetch(`${a.url}/socket.io/?EIO=4&transport=polling`, { headers: { origin: 'http://clinic.test' } });
    expect(ok.status).toBe(200);
  });

  it('drops a connection whose session has ended at the next session check', async () => {
    const inst = await startInstance(t.database, { services: t.services, sessionRecheckMs: 100 });
    try {
      const [m] = await signedInMembers(t, 1);
      const ms = open(socketFor(inst.url, tokenOf(m!)));
      ms.io.opts.reconnection = false;
      await connected(ms);
      const gone = new Promise<string>((resolve) => ms.once('disconnect', (reason) => resolve(reason)));
      await m!.call('POST', '/api/logout');
      expect(await gone).toBe('io server disconnect');
    } finally {
      await inst.close();
    }
  });
});

describe(`realtime: an ended session stops at once on ${TEST_DB_KIND}`, () => {
  // `a` re-checks sessions only every 60 s: these must not wait for it.
  const dropped = (s: Socket) => new Promise<string>((resolve) => s.once('disconnect', (reason) => resolve(reason)));
  const within = <T,>(p: Promise<T>, ms = 2000) => Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`not within ${ms} ms`)), ms))]);

  it('closes the socket of a session that signs out, and keeps the person’s other sessions', async () => {
    const [m] = await signedInMembers(t, 1);
    const other = apiBrowser(t);
    other.jar.set(SESSION_COOKIE, (await t.services.accounts.createSession((await t.services.accounts.actor(m!.memberId))!, { site: 'web', rememberMe: false, userAgent: null, ip: null })).token);
    const ms = open(socketFor(a.url, tokenOf(m!)));
    const os = open(socketFor(a.url, tokenOf(other)));
    ms.io.opts.reconnection = false;
    os.io.opts.reconnection = false;
    await Promise.all([connected(ms), connected(os)]);
    const gone = dropped(ms);
    let otherGone = false;
    os.once('disconnect', () => (otherGone = true));
    expect((await m!.call('POST', '/api/logout')).status).toBe(200);
    expect(await within(gone)).toBe('io server disconnect');
    await new Promise((r) => setTimeout(r, 300));
    expect(otherGone).toBe(false);
  });

  it('closes every socket of an account that is locked, and of the other sessions after a password change', async () => {
    const [m, n] = await signedInMembers(t, 2);
    const admin = await signedInStaff(t, ['USER_VIEW', 'USER_EDIT']);
    const ms = open(socketFor(a.url, tokenOf(m!)));
    ms.io.opts.reconnection = false;
    await connected(ms);
    const gone = dropped(ms);
    // (Test members have short ids the HTTP route would not accept: lock through the same service.)
    await t.services.manage.setUserLock({ actor: (await t.services.accounts.actor(admin.userId))!, ip: null }, m!.memberId, true);
    expect(await within(gone)).toBe('io server disconnect');

    await t.database.db.update(userAccount).set({ passwordHash: await hashPassword('old-pass1') }).where(eq(userAccount.id, n!.memberId));
    const second = apiBrowser(t);
    second.jar.set(SESSION_COOKIE, (await t.services.accounts.createSession((await t.services.accounts.actor(n!.memberId))!, { site: 'web', rememberMe: false, userAgent: null, ip: null })).token);
    const ns = open(socketFor(a.url, tokenOf(second)));
    ns.io.opts.reconnection = false;
    await connected(ns);
    const secondGone = dropped(ns);
    expect((await n!.call('POST', '/api/user/password', { oldPassword: 'old-pass1', password: 'new-pass1', passwordConfirm: 'new-pass1' })).status).toBe(200);
    expect(await within(secondGone)).toBe('io server disconnect');
  });
});

describe(`realtime: chat on ${TEST_DB_KIND}`, () => {
  it('member and staff exchange messages with acks; each side gets the other’s as IN, nobody else gets anything', async () => {
    const { m, s, room, ms, ss } = await memberAndStaff();
    const [bystander] = await signedInMembers(t, 1);
    const bs = open(socketFor(a.url, tokenOf(bystander!)));
    await connected(bs);
    const leaked = record(bs, 'UPDATE_MESSAGE');

    const atStaff = nextEvent(ss, 'UPDATE_MESSAGE', (p) => p.roomId === room);
    const ack = await ms.emitWithAck('chat:send', { roomId: room, clientId: cid(), type: 'TEXT', content: 'My knee hurts' });
    expect(ack).toMatchObject({ replayed: false, message: { room, content: 'My knee hurts', direction: 'OUT', state: 'SENT' } });
    expect((await atStaff).message).toMatchObject({ id: ack.message.id, direction: 'IN', state: 'RECEIVE', sender: m.memberId });

    const atMember = nextEvent(ms, 'UPDATE_MESSAGE', (p) => p.roomId === room && p.message.direction === 'IN');
    const reply = await ss.emitWithAck('chat:send', { roomId: room, clientId: cid(), type: 'TEXT', content: 'Sorry to hear that' });
    expect(reply.message).toMatchObject({ direction: 'OUT', senderType: 'STAFF', sender: s.userId });
    expect((await atMember).message).toMatchObject({ id: reply.message.id, content: 'Sorry to hear that', sender: null, senderName: null });

    // A message sent over HTTP is announced the same way.
    const viaHttp = nextEvent(ss, 'UPDATE_MESSAGE', (p) => p.message.content === 'sent by http');
    await m.call('POST', '/api/chat/messages', { roomId: room, clientId: cid(), type: 'TEXT', content: 'sent by http' });
    await viaHttp;
    await new Promise((r) => setTimeout(r, 100));
    expect(leaked).toEqual([]);
  });

  it('answers errors through the ack, like the HTTP error body', async () => {
    const { room, ms } = await memberAndStaff();
    expect(await ms.emitWithAck('chat:send', { roomId: room, clientId: cid(), type: 'TEXT', content: '  ' })).toEqual({ error: { code: 'CHAT_MESSAGE_BLANK', message: 'chat.error.blank', data: {} } });
    const invalid = await ms.emitWithAck('chat:send', { roomId: room, type: 'TEXT', content: 'no client id' });
    expect(invalid.error).toMatchObject({ code: 'VALIDATION', data: { fields: [{ field: 'clientId' }] } });
    const [other] = await signedInMembers(t, 1);
    const os = open(socketFor(a.url, tokenOf(other!)));
    expect((await os.emitWithAck('chat:send', { roomId: room, clientId: cid(), type: 'TEXT', content: 'hi' })).error.code).toBe('NOT_FOUND');
    const visitor = open(socketFor(a.url, null));
    expect((await visitor.emitWithAck('chat:send', { roomId: room, clientId: cid(), type: 'TEXT', content: 'hi' })).error).toEqual({ code: 'UNAUTHORIZED', message: 'error.status.401', data: {} });
  });

  it('sends TYPING to the other side only (throttled), and READ_MESSAGE to both when a side reads', async () => {
    const { m, room, ms, ss } = await memberAndStaff();
    const staffTyping = record(ss, 'TYPING');
    const memberTyping = record(ms, 'TYPING');
    const first = nextEvent(ss, 'TYPING', (p) => p.roomId === room);
    // A burst of keystrokes: one TYPING goes out.
    for (let i = 0; i < 4; i++) ms.emit('chat:typing', { roomId: room });
    await ms.emitWithAck('chat:typing', { roomId: room });
    expect(await first).toEqual({ roomId: room, side: 'MEMBER', userId: m.memberId, name: expect.stringMatching(/^T\d+$/) });
    const toMember = nextEvent(ms, 'TYPING', (p) => p.roomId === room);
    await ss.emitWithAck('chat:typing', { roomId: room });
    expect(await toMember).toEqual({ roomId: room, side: 'STAFF', userId: null, name: null });
    await new Promise((r) => setTimeout(r, 100));
    expect(staffTyping.filter((p) => p.roomId === room)).toHaveLength(1);
    expect(memberTyping.filter((p) => p.roomId === room)).toHaveLength(1);

    const sent = await ms.emitWithAck('chat:send', { roomId: room, clientId: cid(), type: 'TEXT', content: 'please read' });
    const memberSees = nextEvent(ms, 'READ_MESSAGE', (p) => p.roomId === room);
    const staffSees = nextEvent(ss, 'READ_MESSAGE', (p) => p.roomId === room);
    const read = await ss.emitWithAck('chat:read', { roomId: room });
    expect(read).toMatchObject({ roomId: room, side: 'STAFF', unread: 0 });
    const seen = await memberSees;
    expect(seen).toMatchObject({ roomId: room, side: 'STAFF', readerId: null });
    expect(seen.lastReadAt).toBeGreaterThanOrEqual(sent.message.createAt);
    expect((await staffSees).readerId).toBeTruthy();
    const [after] = (await m.call('GET', `/api/chat/messages?roomId=${room}`)).json.messages.slice(-1);
    expect(after).toMatchObject({ id: sent.message.id, state: 'SAW' });
  });

  it('sends UPDATE_ROOM when a room is assigned or banned and REMOVE_ROOM when it is deleted', async () => {
    const { s, room, ms, ss } = await memberAndStaff();
    const staffApi = apiBrowser(t);
    staffApi.jar.set(SESSION_COOKIE, s.token);
    const memberRoom = nextEvent(ms, 'UPDATE_ROOM', (p) => p.room.id === room);
    const staffRoom = nextEvent(ss, 'UPDATE_ROOM', (p) => p.room.id === room && p.room.assignee);
    const note = nextEvent(ms, 'UPDATE_MESSAGE', (p) => p.roomId === room);
    await staffApi.call('POST', `/api/manage/chat/rooms/${room}/assign`, { staffId: s.userId });
    expect((await memberRoom).room).toMatchObject({ id: room, receiver: 'SERVICE', assignee: null });
    expect((await staffRoom).room.assignee).toMatchObject({ id: s.userId });
    expect((await note).message).toMatchObject({ senderType: 'SYSTEM', needI18nParse: true, content: 'chat.system.assigned' });

    const banned = nextEvent(ms, 'UPDATE_ROOM', (p) => p.room.id === room && p.room.isBan);
    await staffApi.call('POST', `/api/manage/chat/rooms/${room}/ban`, { ban: true });
    await banned;

    const removedM = nextEvent(ms, 'REMOVE_ROOM');
    const removedS = nextEvent(ss, 'REMOVE_ROOM', (p) => p.roomId === room);
    await staffApi.call('DELETE', `/api/manage/chat/rooms/${room}`);
    expect(await removedM).toEqual({ roomId: room });
    await removedS;
  });

  it('loses and doubles nothing when the member’s connection drops mid-conversation', async () => {
    const { m, room, ms, ss } = await memberAndStaff();
    const seen = new Map<number, string>();
    ms.on('UPDATE_MESSAGE', (p) => p.roomId === room && seen.set(p.message.id, p.message.content));
    for (const text of ['one', 'two']) {
      const ack = await sendUntilAcked(ms, { roomId: room, clientId: cid(), type: 'TEXT', content: text });
      seen.set(ack.message.id, ack.message.content);
    }
    await sendUntilAcked(ss, { roomId: room, clientId: cid(), type: 'TEXT', content: 'three (staff)' });
    await new Promise((r) => setTimeout(r, 100));
    const newestKnown = Math.max(...seen.keys());

    // The member's message is stored, but the connection drops before the screen sees the ack.
    const lostAckId = cid();
    const stored4 = nextEvent(ss, 'UPDATE_MESSAGE', (p) => p.message.content === 'four (ack lost)');
    ms.emit('chat:send', { roomId: room, clientId: lostAckId, type: 'TEXT', content: 'four (ack lost)' }, () => undefined);
    await stored4;
    ms.io.engine.close();
    // Meanwhile the clinic keeps writing.
    for (const text of ['five (staff)', 'six (staff)', 'seven (staff)']) await sendUntilAcked(ss, { roomId: room, clientId: cid(), type: 'TEXT', content: text });
    // The screen resends the unacknowledged message with the same clientId, and sends one typed
    // while offline; both wait in the client's buffer until it reconnects.
    const resent = sendUntilAcked(ms, { roomId: room, clientId: lostAckId, type: 'TEXT', content: 'four (ack lost)' });
    const offline = sendUntilAcked(ms, { roomId: room, clientId: cid(), type: 'TEXT', content: 'eight (typed offline)' });
    await connected(ms);
    const [again, eight] = await Promise.all([resent, offline]);
    expect(again).toMatchObject({ replayed: true, message: { content: 'four (ack lost)', clientId: lostAckId } });
    expect(eight.replayed).toBe(false);
    for (const ack of [again, eight]) seen.set(ack.message.id, ack.message.content);
    // After reconnecting the screen fetches what it missed, from the newest message it held.
    let since = newestKnown;
    for (;;) {
      const page = await m.call('GET', `/api/chat/messages?roomId=${room}&sinceMsgId=${since}`);
      for (const msg of page.json.messages) seen.set(msg.id, msg.content);
      if (page.json.isEnd || page.json.messages.length === 0) break;
      since = page.json.messages.at(-1).id;
    }
    const stored = await t.database.db.select().from(chatMessage).where(eq(chatMessage.roomId, room)).orderBy(chatMessage.id);
    expect(stored.map((x) => x.content)).toEqual(['one', 'two', 'three (staff)', 'four (ack lost)', 'five (staff)', 'six (staff)', 'seven (staff)', 'eight (typed offline)']);
    expect([...seen.entries()].sort((x, y) => x[0] - y[0])).toEqual(stored.map((x) => [x.id, x.content]));
  });
});

/** Books the last free time of the 35-day window with one therapist at TST for the browser's member. */
async function bookLastFreeSlot(b: ApiBrowser, therapistSlug: string): Promise<{ id: number }> {
  const db = t.database.db;
  const [tst] = await db.select().from(place).where(eq(place.code, 'tst'));
  const plan = (await db.select().from(servicePlan)).find((p) => p.name.en === 'Physiotherapy first assessment')!;
  const [th] = await db.select().from(therapist).where(eq(therapist.slug, therapistSlug));
  const from = addDays(toClinicDate(new Date()), 1);
  const avail = await b.call('GET', `/api/booking/availability?planId=${plan.id}&placeId=${tst!.id}&therapistId=${th!.id}&from=${from}&to=${addDays(from, 34)}`);
  expect(avail.status, avail.text).toBe(200);
  const day = (avail.json.dates as { date: number; times: number[] }[]).filter((d) => d.times.length > 0).at(-1)!;
  const res = await b.call('POST', '/api/booking', { planId: plan.id, placeId: tst!.id, therapistId: th!.id, date: day.date, start: day.times.at(-1) }, { 'idempotency-key': `rt-${randomBytes(6).toString('hex')}` });
  expect(res.status, res.text).toBe(200);
  return res.json.booking;
}

describe(`realtime: notifications on ${TEST_DB_KIND}`, () => {
  it('sends NEW_NOTIFY to the member as soon as their booking is committed, and SAW_NOTIFY to their other tabs', async () => {
    const [m] = await signedInMembers(t, 1);
    const tab1 = open(socketFor(a.url, tokenOf(m!)));
    const tab2 = open(socketFor(a.url, tokenOf(m!)));
    await Promise.all([connected(tab1), connected(tab2)]);
    const notified = nextEvent(tab1, 'NEW_NOTIFY');
    const booked = await bookLastFreeSlot(m!, 'lee-chun-hei');
    const n = await notified;
    expect(n.notification).toMatchObject({ title: { en: 'Booking request received' }, link: `/user/bookings/${booked.id}` });
    expect(n.lastNotifyAt).toBe(n.notification.createAt);
    const list = await m!.call('GET', '/api/user/notifications?lng=en');
    expect(list.json.rows[0].id).toBe(n.notification.id);

    const cancelled = nextEvent(tab2, 'NEW_NOTIFY', (p) => p.notification.id !== n.notification.id);
    await m!.call('POST', `/api/booking/${booked.id}/cancel`, { reason: 'Cannot make it' });
    expect((await cancelled).notification.title.en).toMatch(/cancel/i);

    const saw = nextEvent(tab2, 'SAW_NOTIFY');
    await m!.call('PATCH', '/api/user/notifications', { lastSawNotifyAt: Date.now() });
    expect(await saw).toMatchObject({ unread: false, lastSawNotifyAt: expect.any(Number) });
  });

  it('sends NEW_NOTIFY for nothing when the booking fails (the transaction rolled back)', async () => {
    const [m] = await signedInMembers(t, 1);
    const tab = open(socketFor(a.url, tokenOf(m!)));
    await connected(tab);
    const got = record(tab, 'NEW_NOTIFY');
    const bad = await m!.call('POST', '/api/booking', { planId: 999999, placeId: 999999, date: addDays(toClinicDate(new Date()), 2), start: 1000 });
    expect(bad.status).toBeGreaterThanOrEqual(400);
    await new Promise((r) => setTimeout(r, 200));
    expect(got).toEqual([]);
  });
});

describe(`realtime: translations on ${TEST_DB_KIND}`, () => {
  it('tells every connected client SYS_I18N_UPDATE with the new version when translations change', async () => {
    const { translation } = await import('../../server/db/schema/content');
    const visitor = open(socketFor(a.url, null));
    await connected(visitor);
    const update = nextEvent(visitor, 'SYS_I18N_UPDATE');
    await t.database.db.insert(translation).values({ lng: 'en', ns: 'common', key: 'chat.serviceName', value: 'Clinic helpdesk', updatedAt: new Date(Date.now() + 5000) });
    // A translation write publishes i18n.updated after its commit; other processes notice on their own within I18N_CHECK_MS.
    await new Promise((r) => setTimeout(r, 1100)); // the locale store re-reads the version at most once a second
    t.services.translationsChanged();
    const { serverVersion } = await update;
    expect(serverVersion).toBe((await t.services.i18n.load()).version);
    expect(serverVersion).not.toBe('test-version.0');
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
describe.skipIf(!redisUrl)(`realtime: two processes through Redis on ${TEST_DB_KIND}`, () => {
  let r1: RunningInstance;
  let r2: RunningInstance;
  beforeAll(async () => {
    const key = `aloha-test:${randomBytes(6).toString('hex')}`;
    // Two app instances, each with its own services and event bus, on one database and one Redis.
    r1 = await startInstance(t.database, { services: t.services, redisUrl, redisKey: key });
    r2 = await startInstance(t.database, { redisUrl, redisKey: key });
  });
  afterAll(async () => {
    await r1?.close();
    await r2?.close();
  });

  it('a member on process A and staff on process B chat live: messages, typing, read receipts and notifications cross over', async () => {
    const { m, room, ms, ss } = await memberAndStaff(r1, r2);
    const staffOnB = apiBrowser(r2 as never);
    const b = await signedInStaff(t, ['CHAT_VIEW', 'CHAT_EDIT']);
    staffOnB.jar.set(SESSION_COOKIE, b.token);

    const atStaff = nextEvent(ss, 'UPDATE_MESSAGE', (p) => p.roomId === room);
    const sent = await sendUntilAcked(ms, { roomId: room, clientId: cid(), type: 'TEXT', content: 'hello from A' });
    expect((await atStaff).message).toMatchObject({ id: sent.message.id, direction: 'IN' });

    const atMember = nextEvent(ms, 'UPDATE_MESSAGE', (p) => p.roomId === room && p.message.direction === 'IN');
    const reply = await sendUntilAcked(ss, { roomId: room, clientId: cid(), type: 'TEXT', content: 'hello from B' });
    expect((await atMember).message).toMatchObject({ id: reply.message.id, content: 'hello from B' });

    const typing = nextEvent(ms, 'TYPING', (p) => p.roomId === room);
    await ss.emitWithAck('chat:typing', { roomId: room });
    await typing;
    const read = nextEvent(ms, 'READ_MESSAGE', (p) => p.roomId === room);
    await staffOnB.call('PATCH', '/api/chat/messages', { roomId: room });
    expect((await read).side).toBe('STAFF');

    // Each emit reaches each socket exactly once, whichever process published it. Arrival order
    // may differ between a local emit and one relayed through Redis: screens place messages by id.
    const onA = record(ms, 'UPDATE_MESSAGE');
    const onB = record(ss, 'UPDATE_MESSAGE');
    for (let i = 0; i < 6; i++) await sendUntilAcked(i % 2 ? ss : ms, { roomId: room, clientId: cid(), type: 'TEXT', content: `burst ${i}` });
    await new Promise((r) => setTimeout(r, 300));
    const byId = (list: { message: { id: number; content: string } }[]) => [...list].sort((x, y) => x.message.id - y.message.id).map((p) => p.message.content);
    const burst = Array.from({ length: 6 }, (_, i) => `burst ${i}`);
    expect(byId(onA)).toEqual(burst);
    expect(byId(onB)).toEqual(burst);

    // A booking made through process B notifies the member connected to A; B's "seen" reaches A too.
    const memberOnB = apiBrowser(r2 as never);
    memberOnB.jar.set(SESSION_COOKIE, tokenOf(m));
    const notified = nextEvent(ms, 'NEW_NOTIFY');
    const booked = await bookLastFreeSlot(memberOnB, 'wong-wing-yan');
    expect((await notified).notification).toMatchObject({ link: `/user/bookings/${booked.id}`, title: { en: 'Booking request received' } });
    const saw = nextEvent(ms, 'SAW_NOTIFY');
    await memberOnB.call('PATCH', '/api/user/notifications', { lastSawNotifyAt: Date.now() });
    expect(await saw).toMatchObject({ unread: false });
  });
});
