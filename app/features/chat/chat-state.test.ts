import { describe, expect, it } from 'vitest';
import { CHAT_CLIENT_ID_PATTERN, TYPING_INDICATOR_MS, type ChatSide } from '../../../common/chat';
import {
  CATCH_UP_OVERLAP, catchUpCursor, chatInitialized, EMPTY_CHAT, messageDiscarded, messageFailed, messageQueued, messageReceived, messageRetried, muteSet, newClientId, newerLoaded, newestId,
  nextTypingEnd, olderLoaded, oldestId, readMute, readReceived, roomRemoved, roomsByActivity, roomsListed, roomUpdated, typingExpired, typingReceived,
  unreadOfRooms, writeMute, type ChatState, type ServerMessage, type ServerRoom,
} from './chat-state';

const MEMBER = 'm1';

function room(over: Partial<ServerRoom> = {}): ServerRoom {
  return {
    id: 1,
    type: 'SERVICE',
    data: {},
    receiver: 'SERVICE',
    receiverName: 'Customer service',
    receiverAvatar: null,
    members: {
      [MEMBER]: { side: 'MEMBER', name: 'Kit', unread: 0, lastReadAt: null },
      SERVICE: { side: 'STAFF', name: 'Customer service', unread: 0, lastReadAt: null },
    },
    side: 'MEMBER',
    unread: 0,
    lastReadAt: null,
    otherLastReadAt: null,
    activeAt: 1000,
    createAt: 1000,
    lastMessage: null,
    isBan: false,
    assignee: null,
    ...over,
  };
}

/** A message as the member side is sent it. */
function msg(id: number, side: ChatSide, createAt: number, over: Partial<ServerMessage> = {}): ServerMessage {
  const out = side === 'MEMBER';
  return {
    id,
    room: 1,
    clientId: out ? `client${id}abcd` : null,
    sender: out ? MEMBER : null,
    senderType: side,
    senderName: out ? 'Kit' : null,
    side,
    type: 'TEXT',
    content: `m${id}`,
    data: {},
    needI18nParse: false,
    createAt,
    direction: out ? 'OUT' : 'IN',
    isRead: false,
    state: out ? 'SENT' : 'RECEIVE',
    ...over,
  };
}

function memberState(r: Partial<ServerRoom> = {}, unread = 0): ChatState {
  return chatInitialized(EMPTY_CHAT, {
    sender: { id: MEMBER, type: 'MEMBER', name: 'Kit', avatar: null, isGood: true, canWrite: true },
    rooms: [room(r)],
    unread,
    bannedMembers: [],
  });
}

const ids = (s: ChatState, roomId = 1) => s.rooms[roomId]!.messages.map((m) => m.id ?? m.clientId);

describe('chat messages: exactly once, in order (docs/chat.md)', () => {
  it('shows a sent message at once as SENDING, then replaces it by clientId with the acknowledged one, never twice', () => {
    let s = memberState();
    s = messageQueued(s, { roomId: 1, clientId: 'abcdefgh12', type: 'TEXT', content: 'Hello', data: {}, createAt: 5000 });
    const pending = s.rooms[1]!.messages[0]!;
    expect(pending).toMatchObject({ id: null, state: 'SENDING', direction: 'OUT', side: 'MEMBER', content: 'Hello' });
    // The same clientId queued twice (a double click) is one message.
    s = messageQueued(s, { roomId: 1, clientId: 'abcdefgh12', type: 'TEXT', content: 'Hello', data: {}, createAt: 5001 });
    expect(s.rooms[1]!.messages).toHaveLength(1);

    const stored = msg(7, 'MEMBER', 5002, { clientId: 'abcdefgh12', content: 'Hello' });
    s = messageReceived(s, 1, stored); // the UPDATE_MESSAGE may come before the ack
    s = messageReceived(s, 1, { ...stored }); // the ack (replayed or not)
    s = messageReceived(s, 1, { ...stored }); // a retry's ack after a lost one
    expect(ids(s)).toEqual([7]);
    expect(s.rooms[1]!.messages[0]).toMatchObject({ id: 7, state: 'SENT' });
    expect(s.unread).toBe(0); // one's own message never raises unread
  });

  it('keeps id order whatever the arrival order, and catching up after a reconnect adds only what was missed', () => {
    let s = memberState();
    s = olderLoaded(s, 1, [msg(1, 'MEMBER', 100), msg(2, 'STAFF', 200)], true);
    s = messageReceived(s, 1, msg(5, 'STAFF', 500));
    s = messageReceived(s, 1, msg(4, 'STAFF', 400));
    s = messageQueued(s, { roomId: 1, clientId: 'offline-one', type: 'TEXT', content: 'typed offline', data: {}, createAt: 450 });
    expect(ids(s)).toEqual([1, 2, 4, 5, 'offline-one']);
    // The catch-up page repeats 4 and 5 and brings 3 and 6; the resent message is stored as 7.
    s = newerLoaded(s, 1, [msg(3, 'STAFF', 300), msg(4, 'STAFF', 400), msg(5, 'STAFF', 500), msg(6, 'STAFF', 600)]);
    s = messageReceived(s, 1, msg(7, 'MEMBER', 700, { clientId: 'offline-one', content: 'typed offline' }));
    expect(ids(s)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(newestId(s.rooms[1]!)).toBe(7);
  });

  it('catches up from a few messages before the newest one received in sequence, never from an acknowledgement that overtook missed ones', () => {
    let s = memberState();
    expect(catchUpCursor(s.rooms[1]!)).toBe(0); // nothing held: fetch the newest page
    s = olderLoaded(s, 1, [msg(3, 'MEMBER', 300), msg(4, 'STAFF', 400)], true);
    expect(catchUpCursor(s.rooms[1]!)).toBe(2); // fewer than the overlap: from before the oldest held
    const many = Array.from({ length: 20 }, (_, i) => msg(10 + i, 'STAFF', 1000 + i));
    s = newerLoaded(s, 1, many);
    expect(catchUpCursor(s.rooms[1]!)).toBe(29 - CATCH_UP_OVERLAP);
    // Offline, 30–32 were stored by staff; the member's resent message is acknowledged as 33 first.
    s = messageReceived(s, 1, msg(33, 'MEMBER', 3300, { clientId: 'resent-1' }), 'ack');
    expect(s.rooms[1]!.syncedUpTo).toBe(29);
    expect(catchUpCursor(s.rooms[1]!)).toBeLessThan(30);
    s = messageReceived(s, 1, msg(33, 'MEMBER', 3300, { clientId: 'resent-1' })); // its UPDATE_MESSAGE
    expect(s.rooms[1]!.syncedUpTo).toBe(33);
  });

  it('prepends older pages when scrolling up; lastMsgId is the oldest loaded id', () => {
    let s = memberState();
    s = olderLoaded(s, 1, [msg(31, 'STAFF', 3100), msg(32, 'MEMBER', 3200)], false);
    expect(s.rooms[1]).toMatchObject({ isLoaded: true, isEnd: false });
    expect(oldestId(s.rooms[1]!)).toBe(31);
    s = olderLoaded(s, 1, [msg(29, 'MEMBER', 2900), msg(30, 'STAFF', 3000)], true);
    expect(ids(s)).toEqual([29, 30, 31, 32]);
    expect(s.rooms[1]!.isEnd).toBe(true);
    expect(oldestId(s.rooms[1]!)).toBe(29);
  });

  it('marks a refused message failed, lets it be retried or dropped', () => {
    let s = memberState();
    s = messageQueued(s, { roomId: 1, clientId: 'refused-1', type: 'TEXT', content: 'x', data: {}, createAt: 1 });
    s = messageFailed(s, 1, 'refused-1', { key: 'chat.error.banned' });
    expect(s.rooms[1]!.messages[0]!.failure).toEqual({ key: 'chat.error.banned' });
    s = messageRetried(s, 1, 'refused-1');
    expect(s.rooms[1]!.messages[0]!.failure).toBeNull();
    s = messageDiscarded(s, 1, 'refused-1');
    expect(s.rooms[1]!.messages).toEqual([]);
  });

  it('makes client ids the server accepts, different each time', () => {
    const a = newClientId();
    expect(a).toMatch(CHAT_CLIENT_ID_PATTERN);
    expect(newClientId()).not.toBe(a);
  });
});

describe('read state and unread counts (spec §4)', () => {
  it('reads a message as read when its createAt is no later than the receiving side’s lastReadAt', () => {
    const s = memberState({ lastReadAt: 200, otherLastReadAt: 150 });
    const next = olderLoaded(s, 1, [msg(1, 'MEMBER', 150), msg(2, 'MEMBER', 151), msg(3, 'STAFF', 200), msg(4, 'STAFF', 201)], true);
    expect(next.rooms[1]!.messages.map((m) => [m.id, m.isRead, m.state])).toEqual([
      [1, true, 'SAW'],
      [2, false, 'SENT'],
      [3, true, 'SAW'],
      [4, false, 'RECEIVE'],
    ]);
  });

  it('raises room and total unread only for new incoming unread messages in rooms that are not banned', () => {
    let s = memberState({ lastReadAt: 300, lastMessage: msg(3, 'STAFF', 300), unread: 0 }, 0);
    s = messageReceived(s, 1, msg(4, 'MEMBER', 400)); // outgoing
    s = messageReceived(s, 1, msg(3, 'STAFF', 300)); // already counted (the room's last message)
    s = messageReceived(s, 1, msg(2, 'STAFF', 200)); // older than the read mark
    expect([s.rooms[1]!.unread, s.unread]).toEqual([0, 0]);
    s = messageReceived(s, 1, msg(5, 'STAFF', 500));
    s = messageReceived(s, 1, msg(5, 'STAFF', 500)); // the same event twice
    expect([s.rooms[1]!.unread, s.unread]).toEqual([1, 1]);
    // A system message of the clinic's side counts as the clinic's; one of the member's side does not.
    s = messageReceived(s, 1, msg(6, 'STAFF', 600, { senderType: 'SYSTEM', direction: 'SYSTEM', needI18nParse: true, content: 'chat.system.assigned' }));
    s = messageReceived(s, 1, msg(7, 'MEMBER', 700, { senderType: 'SYSTEM', direction: 'SYSTEM', type: 'VISIT', clientId: null }));
    expect([s.rooms[1]!.unread, s.unread]).toEqual([2, 2]);

    let banned = memberState({ isBan: true });
    banned = messageReceived(banned, 1, msg(9, 'STAFF', 900));
    expect([banned.rooms[1]!.unread, banned.unread]).toEqual([0, 0]);
  });

  it('a read by one’s own side zeroes the count; a read by the other side turns one’s messages SAW', () => {
    let s = memberState({ unread: 2, lastReadAt: 100 }, 2);
    s = olderLoaded(s, 1, [msg(1, 'MEMBER', 100), msg(2, 'STAFF', 200), msg(3, 'STAFF', 300), msg(4, 'MEMBER', 400)], true);
    s = readReceived(s, { roomId: 1, side: 'MEMBER', lastReadAt: 300 });
    expect([s.rooms[1]!.unread, s.unread]).toEqual([0, 0]);
    expect(s.rooms[1]!.messages.filter((m) => m.side === 'STAFF').every((m) => m.state === 'SAW')).toBe(true);
    expect(s.rooms[1]!.messages.find((m) => m.id === 4)!.state).toBe('SENT');
    s = readReceived(s, { roomId: 1, side: 'STAFF', lastReadAt: 400 });
    expect(s.rooms[1]!.messages.find((m) => m.id === 4)).toMatchObject({ state: 'SAW', isRead: true });
    expect(s.rooms[1]!.otherLastReadAt).toBe(400);
    // A late, older read event never moves a mark back.
    s = readReceived(s, { roomId: 1, side: 'STAFF', lastReadAt: 150 });
    expect(s.rooms[1]!.otherLastReadAt).toBe(400);
  });

  it('takes the server’s total with a mark-read answer', () => {
    const s = readReceived(memberState({ unread: 1 }, 5), { roomId: 1, side: 'MEMBER', lastReadAt: 10 }, 4);
    expect(s.unread).toBe(4);
  });
});

describe('rooms (staff side)', () => {
  function staffState(rooms: ServerRoom[], unread: number): ChatState {
    return chatInitialized(EMPTY_CHAT, { sender: { id: 's1', type: 'STAFF', name: 'staff', avatar: null, isGood: true, canWrite: true }, rooms, unread, bannedMembers: [] });
  }
  const staffRoom = (id: number, over: Partial<ServerRoom> = {}) => room({ id, side: 'STAFF', receiver: `member${id}`, receiverName: `Member ${id}`, ...over });

  it('flags banned rooms isBan, keeps the ban list, and moves the total by each room’s change', () => {
    let s = staffState([staffRoom(1, { unread: 2 }), staffRoom(2, { unread: 1, activeAt: 5000 })], 3);
    expect(roomsByActivity(s).map((r) => r.id)).toEqual([2, 1]);
    s = roomUpdated(s, staffRoom(1, { unread: 0, isBan: true }));
    expect(s.rooms[1]!.isBan).toBe(true);
    expect(s.bannedMembers).toEqual(['member1']);
    expect(s.unread).toBe(1);
    s = roomUpdated(s, staffRoom(1, { unread: 0, isBan: false }));
    expect(s.bannedMembers).toEqual([]);
    s = roomRemoved(s, 2);
    expect(s.rooms[2]).toBeUndefined();
    expect(s.unread).toBe(0);
    expect(unreadOfRooms(s)).toBe(0);
  });

  it('keeps a room’s loaded messages when the room itself changes, and takes the list’s total', () => {
    let s = staffState([staffRoom(1)], 0);
    s = olderLoaded(s, 1, [msg(1, 'MEMBER', 100, { direction: 'IN', state: 'RECEIVE' })], true);
    s = roomUpdated(s, staffRoom(1, { assignee: { id: 's1', name: 'staff' } }));
    expect(s.rooms[1]!.messages).toHaveLength(1);
    expect(s.rooms[1]!.assignee).toEqual({ id: 's1', name: 'staff' });
    s = roomsListed(s, [staffRoom(3, { unread: 4 })], 9);
    expect(s.unread).toBe(9);
    expect(Object.keys(s.rooms)).toEqual(['1', '3']);
  });
});

describe('typing and mute', () => {
  it('shows the other side typing and clears it 2.5 s after the last TYPING', () => {
    let s = memberState();
    s = typingReceived(s, { roomId: 1, side: 'MEMBER', name: 'Kit' }, 0); // one's own side: ignored
    expect(s.rooms[1]!.typing).toBeNull();
    s = typingReceived(s, { roomId: 1, side: 'STAFF', name: null }, 1000);
    s = typingReceived(s, { roomId: 1, side: 'STAFF', name: null }, 2000);
    expect(nextTypingEnd(s)).toBe(2000 + TYPING_INDICATOR_MS);
    expect(typingExpired(s, 1000 + TYPING_INDICATOR_MS).rooms[1]!.typing).not.toBeNull();
    expect(typingExpired(s, 2000 + TYPING_INDICATOR_MS).rooms[1]!.typing).toBeNull();
    // A message from the typing side ends it at once.
    expect(messageReceived(s, 1, msg(1, 'STAFF', 2100)).rooms[1]!.typing).toBeNull();
  });

  it('keeps mute in storage as 1 or 0', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    expect(readMute(storage)).toBe(false);
    writeMute(storage, true);
    expect([...store.values()]).toEqual(['1']);
    expect(readMute(storage)).toBe(true);
    writeMute(storage, false);
    expect([...store.values()]).toEqual(['0']);
    expect(muteSet(EMPTY_CHAT, true).isMute).toBe(true);
  });
});
