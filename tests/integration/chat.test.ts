import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MESSAGES_PAGE_SIZE, CHAT_TEXT_MAX_LENGTH } from '../../common/chat';
import { member, operationLog, userAccount } from '../../server/db/schema/accounts';
import { booking } from '../../server/db/schema/booking';
import { chatMessage } from '../../server/db/schema/chat';
import { event } from '../../server/db/schema/content';
import type { AppEvent } from '../../server/domain/events';
import { apiBrowser, signedIn, type ApiBrowser } from '../helpers/api-browser';
import { signedInMembers } from '../helpers/members';
import { signedInStaff } from '../helpers/staff';
import { createTestApp } from '../helpers/test-app';
import { TEST_DB_KIND } from '../helpers/test-db';

let t: Awaited<ReturnType<typeof createTestApp>>;
let staff: Awaited<ReturnType<typeof signedInStaff>>;
const published: AppEvent[] = [];
beforeAll(async () => {
  t = await createTestApp();
  staff = await signedInStaff(t, ['CHAT_VIEW', 'CHAT_EDIT', 'CHAT_DELETE'], 'agent-amy');
  t.services.events.subscribe((e) => published.push(e));
});
afterAll(() => t?.close());

let seq = 0;
const cid = () => `c${Date.now().toString(36)}${(++seq).toString(36).padStart(6, '0')}`;
const openRoom = async (b: ApiBrowser, body: object = {}) => {
  const res = await b.call('POST', '/api/chat/rooms', body);
  expect(res.status, res.text).toBe(200);
  return res.json.id as number;
};
const say = async (b: ApiBrowser, roomId: number, content: string, clientId = cid()) => b.call('POST', '/api/chat/messages', { roomId, clientId, type: 'TEXT', content });
const eventsSince = (n: number) => published.slice(n);

describe(`chat: rooms and who may open them on ${TEST_DB_KIND}`, () => {
  it('answers 401 to a visitor on every chat call', async () => {
    const v = apiBrowser(t);
    for (const [method, path] of [['GET', '/api/chat/init'], ['GET', '/api/chat/rooms?roomId=1'], ['POST', '/api/chat/rooms'], ['GET', '/api/chat/messages?roomId=1'], ['PATCH', '/api/chat/messages'], ['GET', '/api/manage/chat/rooms']] as const) {
      const res = await v.call(method, path, method === 'GET' ? undefined : { roomId: 1 });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });

  it('gives a member one customer-service room, reused on every open, listed by init in the asked language', async () => {
    const [m] = await signedInMembers(t, 1);
    const before = published.length;
    const first = await m!.call('POST', '/api/chat/rooms', { type: 'SERVICE' });
    expect(first.json).toEqual({ id: expect.any(Number), created: true });
    const again = await m!.call('POST', '/api/chat/rooms', {});
    expect(again.json).toEqual({ id: first.json.id, created: false });
    expect(eventsSince(before).filter((e) => e.type === 'chat.room')).toHaveLength(1);

    const init = await m!.call('GET', '/api/chat/init?lng=en');
    expect(init.status).toBe(200);
    expect(init.json.sender).toMatchObject({ id: m!.memberId, type: 'MEMBER', isGood: true, canWrite: true });
    expect(init.json.rooms).toHaveLength(1);
    expect(init.json.rooms[0]).toMatchObject({ id: first.json.id, receiver: 'SERVICE', receiverName: 'Customer service', unread: 0, isBan: false, side: 'MEMBER' });
    expect(init.json.rooms[0].members[m!.memberId]).toMatchObject({ unread: 0, lastReadAt: null });
    expect(init.json).toMatchObject({ unread: 0, bannedMembers: [] });
    const zh = await m!.call('GET', `/api/chat/rooms?roomId=${first.json.id}&lng=zh-HK`);
    expect(zh.json.room.receiverName).toBe('客戶服務');
  });

  it('refuses a member whose membership is not in effect with member.error.notEffective', async () => {
    const [m] = await signedInMembers(t, 1);
    await t.database.db.update(member).set({ isGood: false }).where(eq(member.id, m!.memberId));
    const res = await m!.call('POST', '/api/chat/rooms', {});
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({ code: 'MEMBER_NOT_EFFECTIVE', message: 'member.error.notEffective' });
  });

  it('tells a member that other people cannot be messaged, and that a target without an account has none', async () => {
    const [a, b] = await signedInMembers(t, 2);
    const other = await a!.call('POST', '/api/chat/rooms', { member: b!.memberId });
    expect(other.status).toBe(412);
    expect(other.json).toMatchObject({ code: 'CHAT_USER_TYPE_NOT_ALLOWED', message: 'chat.error.userTypeNotAllowed' });
    const toStaff = await a!.call('POST', '/api/chat/rooms', { member: staff.userId });
    expect(toStaff.json.code).toBe('CHAT_USER_TYPE_NOT_ALLOWED');
    const nobody = await a!.call('POST', '/api/chat/rooms', { member: 'no-such-person' });
    expect(nobody.status).toBe(412);
    expect(nobody.json).toMatchObject({ code: 'CHAT_TARGET_NO_ACCOUNT', message: 'chat.error.targetNoAccount' });
    expect((await a!.call('POST', '/api/chat/rooms', { member: a!.memberId })).status).toBe(200);
  });

  it('lets staff open the member’s room (the same one), but not a room with a staff account or a deleted member', async () => {
    const [m, gone] = await signedInMembers(t, 2);
    const own = await openRoom(m!);
    const byStaff = await staff.call('POST', '/api/chat/rooms', { member: m!.memberId });
    expect(byStaff.json).toEqual({ id: own, created: false });
    const other = await signedInStaff(t, ['CHAT_VIEW']);
    expect((await staff.call('POST', '/api/chat/rooms', { member: other.userId })).json.code).toBe('CHAT_USER_TYPE_NOT_ALLOWED');
    await t.database.db.update(userAccount).set({ deletedAt: new Date() }).where(eq(userAccount.id, gone!.memberId));
    expect((await staff.call('POST', '/api/chat/rooms', { member: gone!.memberId })).json.code).toBe('CHAT_TARGET_NO_ACCOUNT');
    expect((await staff.call('POST', '/api/chat/rooms', {})).status).toBe(400);
    expect((await other.call('POST', '/api/chat/rooms', { member: m!.memberId })).status).toBe(403);
  });

  it('keeps members out of each other’s rooms (404) and staff without CHAT permissions out of all (403)', async () => {
    const [a, b] = await signedInMembers(t, 2);
    const room = await openRoom(a!);
    expect((await say(a!, room, 'hello')).status).toBe(200);
    for (const res of [
      await b!.call('GET', `/api/chat/rooms?roomId=${room}`),
      await b!.call('GET', `/api/chat/messages?roomId=${room}`),
      await say(b!, room, 'let me in'),
      await b!.call('PATCH', '/api/chat/messages', { roomId: room }),
      await b!.call('GET', '/api/chat/rooms?roomId=999999999'),
    ]) {
      expect(res.status).toBe(404);
    }
    expect((await b!.call('GET', '/api/manage/chat/rooms')).status).toBe(403);

    const noChat = await signedInStaff(t, ['BOOKING_VIEW']);
    expect((await noChat.call('GET', `/api/chat/messages?roomId=${room}`)).status).toBe(403);
    expect((await noChat.call('GET', '/api/manage/chat/rooms')).status).toBe(403);
    expect((await noChat.call('GET', '/api/chat/init')).status).toBe(403);

    const viewer = await signedInStaff(t, ['CHAT_VIEW']);
    const read = await viewer.call('GET', `/api/chat/messages?roomId=${room}`);
    expect(read.status).toBe(200);
    expect(read.json.messages.map((m: { content: string }) => m.content)).toEqual(['hello']);
    expect((await say(viewer, room, 'viewer reply')).status).toBe(403);
    expect((await viewer.call('POST', `/api/manage/chat/rooms/${room}/assign`, { staffId: null })).status).toBe(403);
    expect((await viewer.call('DELETE', `/api/manage/chat/rooms/${room}`)).status).toBe(403);
  });
});

describe(`chat: messages on ${TEST_DB_KIND}`, () => {
  it('refuses blank and too-long text with their own messages, and takes exactly the maximum', async () => {
    const [m] = await signedInMembers(t, 1);
    const room = await openRoom(m!);
    const before = published.length;
    const blank = await say(m!, room, '   \n\t ');
    expect(blank.status).toBe(400);
    expect(blank.json).toMatchObject({ code: 'CHAT_MESSAGE_BLANK', message: 'chat.error.blank' });
    const long = await say(m!, room, 'x'.repeat(CHAT_TEXT_MAX_LENGTH + 1));
    expect(long.status).toBe(400);
    expect(long.json).toMatchObject({ code: 'CHAT_MESSAGE_TOO_LONG', message: 'chat.error.tooLong', data: { max: CHAT_TEXT_MAX_LENGTH } });
    expect(eventsSince(before)).toEqual([]);
    const max = await say(m!, room, '字'.repeat(CHAT_TEXT_MAX_LENGTH));
    expect(max.status).toBe(200);
    expect(max.json.message.content).toHaveLength(CHAT_TEXT_MAX_LENGTH);
    const bad = await m!.call('POST', '/api/chat/messages', { roomId: room, clientId: 'short', type: 'TEXT', content: 'hi' });
    expect(bad.status).toBe(400);
    expect(bad.json.data.fields.map((f: { field: string }) => f.field)).toContain('clientId');
  });

  it('stores a retried message once: the same clientId returns the first message, even when the retries race', async () => {
    const [m] = await signedInMembers(t, 1);
    const room = await openRoom(m!);
    const clientId = cid();
    const before = published.length;
    const first = await say(m!, room, 'Is Saturday open?', clientId);
    expect(first.json).toMatchObject({ replayed: false, message: { clientId, content: 'Is Saturday open?', direction: 'OUT', state: 'SENT', senderType: 'MEMBER' } });
    const retry = await say(m!, room, 'Is Saturday open?', clientId);
    expect(retry.json).toMatchObject({ replayed: true, message: { id: first.json.message.id } });
    const racing = cid();
    const answers = await Promise.all(Array.from({ length: 5 }, () => say(m!, room, 'racing', racing)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.json.message.id)).size).toBe(1);
    const rows = await t.database.db.select().from(chatMessage).where(eq(chatMessage.roomId, room));
    expect(rows).toHaveLength(2);
    expect(eventsSince(before).filter((e) => e.type === 'chat.message')).toHaveLength(2);

    const [other] = await signedInMembers(t, 1);
    const otherRoom = await staff.call('POST', '/api/chat/rooms', { member: other!.memberId });
    const staffId = cid();
    expect((await say(staff, room, 'Yes, 9 to 5', staffId)).status).toBe(200);
    const reused = await say(staff, otherRoom.json.id, 'Yes, 9 to 5', staffId);
    expect(reused.status).toBe(409);
    expect(reused.json.code).toBe('CHAT_CLIENT_ID_REUSED');
  });

  it('derives direction and states per side: OUT/SENT for the sender until the other side reads, then SAW', async () => {
    const [m] = await signedInMembers(t, 1);
    const room = await openRoom(m!);
    await say(m!, room, 'from member');
    await say(staff, room, 'from clinic');
    const mine = (await m!.call('GET', `/api/chat/messages?roomId=${room}`)).json.messages;
    expect(mine.map((x: { direction: string; state: string; isRead: boolean }) => [x.direction, x.state, x.isRead])).toEqual([['OUT', 'SENT', false], ['IN', 'RECEIVE', false]]);
    // The member never sees which staff account answered.
    expect(mine[1]).toMatchObject({ senderType: 'STAFF', sender: null, senderName: null, clientId: null });
    const theirs = (await staff.call('GET', `/api/chat/messages?roomId=${room}`)).json.messages;
    expect(theirs.map((x: { direction: string; state: string }) => [x.direction, x.state])).toEqual([['IN', 'RECEIVE'], ['OUT', 'SENT']]);
    expect(theirs[1]).toMatchObject({ sender: staff.userId, senderName: 'agent-amy' });

    const read = await staff.call('PATCH', '/api/chat/messages', { roomId: room });
    expect(read.json).toMatchObject({ roomId: room, side: 'STAFF', unread: 0, skipped: false });
    expect(read.json.lastReadAt).toBeGreaterThanOrEqual(mine[0].createAt);
    const after = (await m!.call('GET', `/api/chat/messages?roomId=${room}`)).json.messages;
    expect(after[0]).toMatchObject({ direction: 'OUT', state: 'SAW', isRead: true });
    expect(after[1]).toMatchObject({ direction: 'IN', state: 'RECEIVE', isRead: false });
    // Message times increase strictly within a room, with milliseconds.
    expect(after[1].createAt).toBeGreaterThan(after[0].createAt);
  });

  it('pages back with lastMsgId until isEnd, and catches up with sinceMsgId, each message exactly once in order', async () => {
    const [m] = await signedInMembers(t, 1);
    const room = await openRoom(m!);
    const total = CHAT_MESSAGES_PAGE_SIZE * 2 + 10;
    for (let i = 1; i <= total; i++) expect((await say(i % 3 ? m! : staff, room, `message ${i}`)).status).toBe(200);
    const seen: string[] = [];
    let lastMsgId = 0;
    const sizes: number[] = [];
    for (;;) {
      const page = await m!.call('GET', `/api/chat/messages?roomId=${room}&lastMsgId=${lastMsgId}`);
      expect(page.status).toBe(200);
      const ids = page.json.messages.map((x: { id: number }) => x.id);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      seen.unshift(...page.json.messages.map((x: { content: string }) => x.content));
      sizes.push(ids.length);
      if (page.json.isEnd) break;
      lastMsgId = ids[0];
    }
    expect(sizes).toEqual([CHAT_MESSAGES_PAGE_SIZE, CHAT_MESSAGES_PAGE_SIZE, 10]);
    expect(seen).toEqual(Array.from({ length: total }, (_, i) => `message ${i + 1}`));

    const all = await t.database.db.select({ id: chatMessage.id }).from(chatMessage).where(eq(chatMessage.roomId, room)).orderBy(chatMessage.id);
    const since = await m!.call('GET', `/api/chat/messages?roomId=${room}&sinceMsgId=${all[total - 5]!.id}`);
    expect(since.json.messages.map((x: { content: string }) => x.content)).toEqual(['message 67', 'message 68', 'message 69', 'message 70']);
    expect(since.json.isEnd).toBe(true);
    const big = await m!.call('GET', `/api/chat/messages?roomId=${room}&sinceMsgId=0`);
    expect(big.json).toMatchObject({ isEnd: false });
    expect(big.json.messages[0].content).toBe('message 1');
    const empty = await m!.call('GET', `/api/chat/messages?roomId=${room}&lastMsgId=${all[0]!.id}`);
    expect(empty.json).toEqual({ messages: [], isEnd: true });
  });

  it('counts unread per room and in total for each side, and reading zeroes it until a new message arrives', async () => {
    const [a, b] = await signedInMembers(t, 2);
    const ra = await openRoom(a!);
    const rb = await openRoom(b!);
    await staff.call('PATCH', '/api/chat/messages', { roomId: ra });
    await staff.call('PATCH', '/api/chat/messages', { roomId: rb });
    const staffTotal0 = (await staff.call('GET', '/api/manage/chat/rooms')).json.unread;
    await say(a!, ra, 'one');
    await say(a!, ra, 'two');
    await say(b!, rb, 'three');
    await say(staff, ra, 'answer');
    const list = await staff.call('GET', '/api/manage/chat/rooms');
    expect(list.json.unread).toBe(staffTotal0 + 3);
    const rowA = list.json.rows.find((r: { id: number }) => r.id === ra);
    expect(rowA).toMatchObject({ unread: 2, receiver: a!.memberId, receiverName: expect.stringMatching(/^T\d+$/), lastMessage: { content: 'answer', direction: 'OUT' } });
    // The member's own messages never count as unread for the member.
    expect((await a!.call('GET', '/api/chat/init')).json).toMatchObject({ unread: 1, rooms: [{ id: ra, unread: 1 }] });
    const onlyUnread = await staff.call('GET', '/api/manage/chat/rooms?unread=1');
    expect(onlyUnread.json.rows.map((r: { id: number }) => r.id)).toEqual(expect.arrayContaining([ra, rb]));

    const readA = await staff.call('PATCH', '/api/chat/messages', { roomId: ra });
    expect(readA.json).toMatchObject({ unread: 0, totalUnread: staffTotal0 + 1 });
    const memberRead = await a!.call('PATCH', '/api/chat/messages', { roomId: ra });
    expect(memberRead.json).toMatchObject({ side: 'MEMBER', unread: 0, totalUnread: 0 });
    const again = await a!.call('PATCH', '/api/chat/messages', { roomId: ra });
    expect(again.json.lastReadAt).toBe(memberRead.json.lastReadAt);
    await say(a!, ra, 'four');
    const roomA = (await staff.call('GET', `/api/chat/rooms?roomId=${ra}`)).json.room;
    expect(roomA).toMatchObject({ unread: 1, side: 'STAFF' });
    expect(roomA.members.SERVICE.unread).toBe(1);
    expect(roomA.members[a!.memberId].unread).toBe(0);
  });

  it('publishes READ_MESSAGE data only when the read mark moves', async () => {
    const [m] = await signedInMembers(t, 1);
    const room = await openRoom(m!);
    await say(m!, room, 'read me');
    const before = published.length;
    await staff.call('PATCH', '/api/chat/messages', { roomId: room });
    await staff.call('PATCH', '/api/chat/messages', { roomId: room });
    const reads = eventsSince(before).filter((e) => e.type === 'chat.read');
    expect(reads).toHaveLength(1);
    expect(reads[0]).toMatchObject({ roomId: room, side: 'STAFF', readerId: staff.userId });
  });

  it('flags a banned member’s room, refuses their messages, skips reading it and leaves it out of unread totals', async () => {
    const [m] = await signedInMembers(t, 1);
    const room = await openRoom(m!);
    await staff.call('PATCH', '/api/chat/messages', { roomId: room });
    await say(m!, room, 'spam');
    const total = (await staff.call('GET', '/api/manage/chat/rooms')).json.unread;
    const ban = await staff.call('POST', `/api/manage/chat/rooms/${room}/ban`, { ban: true, reason: 'abusive' });
    expect(ban.json).toEqual({ isBan: true, changed: true });
    expect((await staff.call('GET', '/api/manage/chat/rooms')).json.unread).toBe(total - 1);
    const init = await staff.call('GET', '/api/chat/init?scope=staff');
    expect(init.json.bannedMembers).toContain(m!.memberId);
    const flagged = (await staff.call('GET', `/api/chat/rooms?roomId=${room}`)).json.room;
    expect(flagged).toMatchObject({ isBan: true, unread: 0 });
    const refused = await say(m!, room, 'more spam');
    expect(refused.status).toBe(412);
    expect(refused.json).toMatchObject({ code: 'CHAT_BANNED', message: 'chat.error.banned' });
    expect((await m!.call('GET', '/api/chat/init')).json.rooms[0]).toMatchObject({ isBan: true });
    expect((await staff.call('PATCH', '/api/chat/messages', { roomId: room })).json).toMatchObject({ skipped: true });
    // The member can still read their history.
    expect((await m!.call('GET', `/api/chat/messages?roomId=${room}`)).json.messages).toHaveLength(1);
    const log = await t.database.db.select().from(operationLog).where(and(eq(operationLog.resource, 'CHAT'), eq(operationLog.resourceId, m!.memberId)));
    expect(log.map((l) => l.action)).toEqual(['BAN']);

    expect((await staff.call('POST', `/api/manage/chat/rooms/${room}/ban`, { ban: false })).json).toEqual({ isBan: false, changed: true });
    expect((await say(m!, room, 'sorry')).status).toBe(200);
  });
});

describe(`chat: cards, uploads and the back office on ${TEST_DB_KIND}`, () => {
  let demo: ApiBrowser;
  let demoId: string;
  beforeAll(async () => {
    demo = await signedIn(t, 'member');
    demoId = (await demo.call('GET', '/api/chat/init')).json.sender.id;
  });

  it('opens the room about a booking with a booking card, once per change of context, and keeps the context', async () => {
    const [mine] = await t.database.db.select().from(booking).where(eq(booking.memberId, demoId)).limit(1);
    const room = await openRoom(demo, { data: { bookingId: mine!.id, from: 'booking-detail' } });
    await openRoom(demo, { data: { bookingId: mine!.id, from: 'booking-detail' } });
    const msgs = (await demo.call('GET', `/api/chat/messages?roomId=${room}`)).json.messages.filter((x: { type: string }) => x.type === 'VISIT');
    expect(msgs).toHaveLength(1);
    expect(msgs[0]).toMatchObject({ senderType: 'SYSTEM', direction: 'SYSTEM', data: { bookingId: mine!.id, plan: { en: 'Physiotherapy first assessment' }, link: `/user/bookings/${mine!.id}` } });
    expect((await demo.call('GET', `/api/chat/rooms?roomId=${room}`)).json.room.data).toEqual({ bookingId: mine!.id, from: 'booking-detail' });
  });

  it('sends booking, event, profile, case and request cards with snapshots, and refuses other people’s bookings and profiles', async () => {
    const room = await openRoom(demo);
    const [mine] = await t.database.db.select().from(booking).where(eq(booking.memberId, demoId)).limit(1);
    const [ev] = await t.database.db.select().from(event).limit(1);
    const [other] = await signedInMembers(t, 1);
    const send = (type: string, data: object) => demo.call('POST', '/api/chat/messages', { roomId: room, clientId: cid(), type, data });
    expect((await send('VISIT', { bookingId: mine!.id })).json.message.data).toMatchObject({ bookingId: mine!.id, date: mine!.date, status: mine!.status });
    expect((await send('EVENT', { slug: ev!.slug })).json.message.data).toMatchObject({ slug: ev!.slug, title: ev!.title });
    expect((await send('PROFILE', { memberId: demoId })).json.message.data).toMatchObject({ kind: 'member', memberId: demoId });
    expect((await send('CASE', { caseType: 'PILATES' })).json.message.data).toEqual({ caseType: 'PILATES', note: '' });
    expect((await send('PROFILE', { memberId: other!.memberId })).status).toBe(400);
    expect((await send('EVENT', { slug: 'no-such-event' })).status).toBe(400);
    const [someone] = await t.database.db.select().from(booking).limit(50).then((rows) => rows.filter((r) => r.memberId !== demoId));
    if (someone) expect((await send('VISIT', { bookingId: someone.id })).status).toBe(400);
    expect((await send('VISIT', { bookingId: 987654321 })).status).toBe(400);

    const request = await send('REQUEST', { kind: 'INVOICE', bookingId: mine!.id, note: 'For my insurer' });
    expect(request.json.message.data).toMatchObject({ kind: 'INVOICE', state: 'WAIT', booking: { bookingId: mine!.id } });
    const id = request.json.message.id;
    expect((await demo.call('POST', `/api/chat/messages/${id}/answer`, { answer: 'YES' })).status).toBe(404);
    const before = published.length;
    const yes = await staff.call('POST', `/api/chat/messages/${id}/answer`, { answer: 'YES' });
    expect(yes.json.message).toMatchObject({ id, data: { state: 'YES' }, direction: 'IN' });
    expect(eventsSince(before).filter((e) => e.type === 'chat.message')).toHaveLength(1);
    expect((await staff.call('POST', `/api/chat/messages/${id}/answer`, { answer: 'NO' })).json.code).toBe('CHAT_REQUEST_ANSWERED');
  });

  it('uploads an image (re-encoded, metadata gone) and a PDF by content, and only the uploader may send them', async () => {
    const [m, other] = await signedInMembers(t, 2);
    const room = await openRoom(m!);
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#2a7' } }).withMetadata({ exif: { IFD0: { Copyright: 'secret-camera' } } }).jpeg().toBuffer();
    const upload = (b: ApiBrowser, bytes: Buffer, name: string) =>
      t.request(`/api/chat/upload?name=${encodeURIComponent(name)}`, {
        method: 'POST',
        headers: { ...b.headers(), 'content-type': 'application/octet-stream' },
        body: new Uint8Array(bytes),
      });
    const img = await upload(m!, png, 'holiday.png');
    expect(img.status).toBe(200);
    const image = await img.json();
    expect(image).toMatchObject({ kind: 'IMAGE', mime: 'image/jpeg', width: 40, height: 30, name: 'holiday.png', url: expect.stringMatching(/^\/uploads\/chat\/[A-Za-z0-9_-]+\.jpg$/) });
    const served = await t.request(image.url, { headers: m!.headers() });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toContain('image/jpeg');
    expect(Buffer.from(await served.arrayBuffer()).includes('secret-camera')).toBe(false);

    const sent = await m!.call('POST', '/api/chat/messages', { roomId: room, clientId: cid(), type: 'IMAGE', data: { url: image.url } });
    expect(sent.json.message).toMatchObject({ type: 'IMAGE', data: { url: image.url, width: 40, height: 30, mime: 'image/jpeg' } });
    const stolen = await staff.call('POST', '/api/chat/messages', { roomId: room, clientId: cid(), type: 'IMAGE', data: { url: image.url } });
    expect(stolen.status).toBe(400);
    expect(stolen.json.code).toBe('CHAT_UPLOAD_NOT_FOUND');
    expect((await other!.call('POST', '/api/chat/messages', { roomId: room, clientId: cid(), type: 'FILE', data: { url: image.url } })).status).toBe(404);

    const pdf = await upload(m!, Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'), '../../etc/report.pdf');
    const doc = await pdf.json();
    expect(doc).toMatchObject({ kind: 'FILE', mime: 'application/pdf', name: 'report.pdf' });
    expect((await m!.call('POST', '/api/chat/messages', { roomId: room, clientId: cid(), type: 'IMAGE', data: { url: doc.url } })).json.code).toBe('CHAT_UPLOAD_NOT_FOUND');
    expect((await m!.call('POST', '/api/chat/messages', { roomId: room, clientId: cid(), type: 'FILE', data: { url: doc.url } })).status).toBe(200);

    const html = await upload(m!, Buffer.from('<html><script>alert(1)</script></html>'), 'page.html');
    expect(html.status).toBe(400);
    expect((await html.json()).code).toBe('UPLOAD_UNSUPPORTED');
    const svg = await upload(m!, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'x.txt');
    expect(svg.status).toBe(200); // plain text: stored and served as text/plain with nosniff, never as SVG
    const txt = await svg.json();
    expect(txt.mime).toBe('text/plain');
    const big = await upload(m!, Buffer.concat([png, Buffer.alloc(11 * 1024 * 1024)]), 'huge.jpg');
    expect(big.status).toBe(413);
    expect((await big.json()).code).toBe('UPLOAD_TOO_LARGE');
  });

  it('serves a chat file only to its sender, its room\'s member and staff who may read chat — never to shared caches', async () => {
    const [m, other] = await signedInMembers(t, 2);
    const room = await openRoom(m!);
    const bytes = Buffer.from('%PDF-1.4\n% x-ray report of the left knee\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const up = await t.request('/api/chat/upload?name=knee.pdf', { method: 'POST', headers: { ...m!.headers(), 'content-type': 'application/octet-stream' }, body: new Uint8Array(bytes) });
    const { url } = (await up.json()) as { url: string };
    const get = (b: ApiBrowser | null, headers: Record<string, string> = {}) => t.request(url, { headers: { ...(b ? b.headers() : {}), ...headers } });
    // Before it is sent: the uploader only.
    expect((await get(m!)).status).toBe(200);
    expect((await get(staff)).status).toBe(200);
    expect((await get(other!)).status).toBe(404);
    expect((await m!.call('POST', '/api/chat/messages', { roomId: room, clientId: cid(), type: 'FILE', data: { url } })).status).toBe(200);

    const own = await get(m!);
    expect(own.status).toBe(200);
    expect(Buffer.from(await own.arrayBuffer()).equals(bytes)).toBe(true);
    expect(own.headers.get('cache-control')).toMatch(/^private\b/);
    expect(own.headers.get('vary')).toMatch(/cookie/i);
    expect(own.headers.get('x-content-type-options')).toBe('nosniff');
    expect(own.headers.get('content-disposition')).toBe("inline; filename*=UTF-8''knee.pdf");
    // Seeking (video and audio players): one range, and past the end.
    const part = await get(m!, { range: 'bytes=9-20' });
    expect([part.status, part.headers.get('content-range')]).toEqual([206, `bytes 9-20/${bytes.length}`]);
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(9, 21))).toBe(true);
    expect((await get(m!, { range: `bytes=${bytes.length}-` })).status).toBe(416);

    expect((await get(await signedInStaff(t, ['CHAT_VIEW']))).status).toBe(200);
    for (const outsider of [null, other!, await signedInStaff(t, ['BOOKING_VIEW'])]) {
      const res = await get(outsider);
      expect(res.status).toBe(404);
      expect(Buffer.from(await res.arrayBuffer()).includes('x-ray')).toBe(false);
    }
    expect((await t.request('/uploads/chat/no-such-file.pdf', { headers: m!.headers() })).status).toBe(404);
  });

  it('lists, filters and assigns rooms, tells the member in their language, and deletes a room with CHAT_DELETE only', async () => {
    const [m] = await signedInMembers(t, 1);
    const room = await openRoom(m!);
    await say(m!, room, 'Need help');
    const second = await signedInStaff(t, ['CHAT_VIEW', 'CHAT_EDIT'], 'agent-ben');
    const staffList = await staff.call('GET', '/api/manage/chat/staff');
    expect(staffList.json.staff.map((s: { name: string }) => s.name)).toEqual(expect.arrayContaining(['agent-amy', 'agent-ben', 'staff']));
    expect((await staff.call('POST', `/api/manage/chat/rooms/${room}/assign`, { staffId: m!.memberId })).status).toBe(400);
    const assigned = await staff.call('POST', `/api/manage/chat/rooms/${room}/assign`, { staffId: second.userId });
    expect(assigned.json).toEqual({ changed: true });
    const mine = await second.call('GET', '/api/manage/chat/rooms?assigned=me');
    expect(mine.json.rows.map((r: { id: number }) => r.id)).toEqual([room]);
    expect(mine.json.rows[0].assignee).toEqual({ id: second.userId, name: 'agent-ben' });
    const [{ phone } = { phone: '' }] = await t.database.db.select({ phone: userAccount.phone }).from(userAccount).where(eq(userAccount.id, m!.memberId));
    const found = await staff.call('GET', `/api/manage/chat/rooms?q=${encodeURIComponent(phone!)}`);
    expect(found.json.rows.map((r: { id: number }) => r.id)).toEqual([room]);
    expect(found.json.pagination).toMatchObject({ currPage: 1, isOutOfRange: false, page: { hasNext: false, total: 1 } });
    const note = (await m!.call('GET', `/api/chat/messages?roomId=${room}`)).json.messages.at(-1);
    expect(note).toMatchObject({ senderType: 'SYSTEM', direction: 'SYSTEM', needI18nParse: true, content: 'chat.system.assigned', sender: null, senderName: null });
    expect((await m!.call('GET', '/api/chat/init')).json.rooms[0].assignee).toBeNull();

    const side = await staff.call('GET', `/api/manage/chat/rooms/${room}/member?lng=en`);
    expect(side.json.member).toMatchObject({ id: m!.memberId, isGood: true, isBan: false });
    expect(side.json.bookings).toEqual([]);

    expect((await second.call('DELETE', `/api/manage/chat/rooms/${room}`)).status).toBe(403);
    const before = published.length;
    expect((await staff.call('DELETE', `/api/manage/chat/rooms/${room}`)).json).toEqual({ removed: true });
    expect(eventsSince(before)).toEqual([{ type: 'chat.roomRemoved', roomId: room, memberId: m!.memberId }]);
    expect((await m!.call('GET', `/api/chat/rooms?roomId=${room}`)).status).toBe(404);
    const fresh = await m!.call('POST', '/api/chat/rooms', {});
    expect(fresh.json.created).toBe(true);
    expect(fresh.json.id).not.toBe(room);
  });
});
