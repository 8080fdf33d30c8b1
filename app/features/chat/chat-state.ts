/**
 * Spec §3 Chat store and §4 message rules as pure reducers (docs/chat.md "Exactly once, in
 * order"). The screens dispatch server answers and socket events into them; chat-store.ts holds
 * the one store of the tab. Tested beside (chat-state.test.ts).
 *
 * - Messages are kept once each, sorted by id (ids grow in the order a room stored them); a
 *   message still SENDING has no id yet and sits after them in the order it was written, until its
 *   acknowledgement or its UPDATE_MESSAGE (matched by clientId) replaces it.
 * - Direction: from the server, or derived with common/chat.ts chatDirection for local copies.
 * - Read: a message is read when its createAt ≤ the read mark of the side it was sent to.
 * - Unread: only a new message of the other side (not outgoing), unread, in a room that is not
 *   banned raises the room's and the total count; read events of one's own side zero it.
 */
import { chatDirection, TYPING_INDICATOR_MS, type ChatMessageState, type ChatSide } from '../../../common/chat';
import type { PresentedChatMessage, PresentedChatRoom } from '../../../server/presenters/chat';

export type ServerMessage = PresentedChatMessage;
export type ServerRoom = PresentedChatRoom;

/** A message on screen: the server's copy, or the screen's own SENDING copy (id null). */
export interface ChatMessage extends Omit<ServerMessage, 'id' | 'state'> {
  id: number | null;
  state: ChatMessageState;
  /** Why a SENDING copy was refused (a translation key of the common namespace and its params). */
  failure?: { key: string; params?: Record<string, unknown> } | null;
}

export interface ChatRoom extends ServerRoom {
  messages: ChatMessage[];
  /** The newest page was fetched (spec §3 isLoaded). */
  isLoaded: boolean;
  /** Nothing older is left on the server (spec §3 isEnd). */
  isEnd: boolean;
  /** The other side is typing: who (staff see the member's name) and until when (ms). */
  typing: { name: string | null; until: number } | null;
  /** The highest message id already counted in `unread` (the room's lastMessage when fetched). */
  countedUpTo: number;
  /**
   * The newest id received in sequence: from a fetched page or an UPDATE_MESSAGE, never from the
   * acknowledgement of one's own message (which can overtake messages still on their way).
   */
  syncedUpTo: number;
}

export interface ChatSender {
  id: string;
  type: ChatSide;
  name: string;
  avatar: string | null;
  isGood: boolean;
  canWrite: boolean;
}

export interface ChatState {
  sender: ChatSender | null;
  rooms: Record<number, ChatRoom>;
  /** Unread messages over all rooms of the reader's side (spec §3 unread total). */
  unread: number;
  bannedMembers: string[];
  isMute: boolean;
}

export const EMPTY_CHAT: ChatState = { sender: null, rooms: {}, unread: 0, bannedMembers: [], isMute: false };

export interface ChatInit {
  sender: ChatSender;
  rooms: ServerRoom[];
  unread: number;
  bannedMembers: string[];
}

const sideOf = (s: ChatState): ChatSide => s.sender?.type ?? 'MEMBER';
const otherSide = (side: ChatSide): ChatSide => (side === 'MEMBER' ? 'STAFF' : 'MEMBER');

/** The read mark of the side a message was sent to, as this reader's room knows it. */
function markFor(room: Pick<ServerRoom, 'lastReadAt' | 'otherLastReadAt'>, messageSide: ChatSide, reader: ChatSide): number | null {
  return otherSide(messageSide) === reader ? room.lastReadAt : room.otherLastReadAt;
}

/** Spec §4: read when createAt ≤ the receiving side's last-read time. */
export function isRead(m: Pick<ChatMessage, 'createAt' | 'side'>, room: Pick<ServerRoom, 'lastReadAt' | 'otherLastReadAt'>, reader: ChatSide): boolean {
  const mark = markFor(room, m.side, reader);
  return mark !== null && m.createAt <= mark;
}

/** The state a stored message shows: SENT/SAW for outgoing, RECEIVE/SAW for the rest. */
function withReadState(m: ChatMessage, room: Pick<ServerRoom, 'lastReadAt' | 'otherLastReadAt'>, reader: ChatSide): ChatMessage {
  if (m.id === null) return m;
  const read = isRead(m, room, reader);
  const state: ChatMessageState = read ? 'SAW' : m.direction === 'OUT' ? 'SENT' : 'RECEIVE';
  return read === m.isRead && state === m.state ? m : { ...m, isRead: read, state };
}

function compareMessages(a: ChatMessage, b: ChatMessage): number {
  if (a.id !== null && b.id !== null) return a.id - b.id;
  if (a.id !== null) return -1;
  if (b.id !== null) return 1;
  return a.createAt - b.createAt;
}

/** Counts toward unread: the other side's, unread, in a room that is not banned. */
function raisesUnread(m: ChatMessage, room: ChatRoom, reader: ChatSide): boolean {
  return !room.isBan && m.side !== reader && !isRead(m, room, reader);
}

function newRoom(r: ServerRoom, prev?: ChatRoom): ChatRoom {
  return {
    ...r,
    messages: prev?.messages ?? [],
    isLoaded: prev?.isLoaded ?? false,
    isEnd: prev?.isEnd ?? false,
    typing: prev?.typing ?? null,
    countedUpTo: Math.max(prev?.countedUpTo ?? 0, r.lastMessage?.id ?? 0),
    syncedUpTo: prev?.syncedUpTo ?? 0,
  };
}

function recomputeStates(room: ChatRoom, reader: ChatSide): ChatRoom {
  let changed = false;
  const messages = room.messages.map((m) => {
    const n = withReadState(m, room, reader);
    if (n !== m) changed = true;
    return n;
  });
  return changed ? { ...room, messages } : room;
}

function sumUnread(rooms: Record<number, ChatRoom>): number {
  return Object.values(rooms).reduce((n, r) => n + (r.isBan ? 0 : r.unread), 0);
}

/** GET /api/chat/init: the sender, rooms (messages already loaded are kept), total and ban list. */
export function chatInitialized(s: ChatState, init: ChatInit): ChatState {
  const rooms: Record<number, ChatRoom> = { ...s.rooms };
  for (const r of init.rooms) rooms[r.id] = recomputeStates(newRoom(r, s.rooms[r.id]), init.sender.type);
  return { ...s, sender: init.sender, rooms, unread: init.unread, bannedMembers: init.bannedMembers };
}

/** A page of the back office's room list (rooms merged, total unread from the server). */
export function roomsListed(s: ChatState, rows: ServerRoom[], totalUnread: number): ChatState {
  const rooms: Record<number, ChatRoom> = { ...s.rooms };
  for (const r of rows) rooms[r.id] = recomputeStates(newRoom(r, s.rooms[r.id]), sideOf(s));
  return { ...s, rooms, unread: totalUnread };
}

/** UPDATE_ROOM or a fetched room: replaces the room's fields, keeps its messages, moves the total by the change. */
export function roomUpdated(s: ChatState, r: ServerRoom): ChatState {
  const prev = s.rooms[r.id];
  const room = recomputeStates(newRoom(r, prev), sideOf(s));
  const before = prev && !prev.isBan ? prev.unread : 0;
  const after = room.isBan ? 0 : room.unread;
  // A room met for the first time was already in the server's total (init or list), unless it is new to the server too.
  const delta = prev ? after - before : 0;
  let bannedMembers = s.bannedMembers;
  if (sideOf(s) === 'STAFF') {
    const memberId = r.receiver;
    const listed = bannedMembers.includes(memberId);
    if (r.isBan && !listed) bannedMembers = [...bannedMembers, memberId];
    if (!r.isBan && listed) bannedMembers = bannedMembers.filter((m) => m !== memberId);
  }
  return { ...s, rooms: { ...s.rooms, [r.id]: room }, unread: Math.max(0, s.unread + delta), bannedMembers };
}

/** REMOVE_ROOM. */
export function roomRemoved(s: ChatState, roomId: number): ChatState {
  const prev = s.rooms[roomId];
  if (!prev) return s;
  const rooms = { ...s.rooms };
  delete rooms[roomId];
  return { ...s, rooms, unread: Math.max(0, s.unread - (prev.isBan ? 0 : prev.unread)) };
}

/**
 * Merges messages into a room by id (a SENDING copy is matched by clientId), keeping id order.
 * New messages of the other side that are unread, in a room that is not banned and newer than
 * what the room's count already includes, raise the room's and the total unread.
 */
function mergeMessages(s: ChatState, roomId: number, incoming: ServerMessage[], page?: { older?: boolean; isEnd?: boolean; loaded?: boolean; ack?: boolean }): ChatState {
  const prev = s.rooms[roomId];
  if (!prev) return s;
  const reader = sideOf(s);
  let room: ChatRoom = { ...prev };
  const messages = [...prev.messages];
  let raised = 0;
  let lastMessage = prev.lastMessage;
  for (const raw of incoming) {
    const m: ChatMessage = withReadState({ ...raw }, room, reader);
    let at = messages.findIndex((x) => x.id === m.id);
    if (at < 0 && m.clientId) at = messages.findIndex((x) => x.id === null && x.clientId === m.clientId && x.side === m.side);
    if (at >= 0) {
      messages[at] = m;
    } else {
      messages.push(m);
      if (m.id! > room.countedUpTo && raisesUnread(m, room, reader)) raised += 1;
    }
    if (m.id! > room.countedUpTo) room.countedUpTo = m.id!;
    if (!page?.ack && m.id! > room.syncedUpTo) room.syncedUpTo = m.id!;
    if (!lastMessage || m.id! >= lastMessage.id) {
      lastMessage = raw;
      room.activeAt = Math.max(room.activeAt, raw.createAt);
    }
    // A message of the typing side ends its indicator.
    if (m.side !== reader && room.typing) room.typing = null;
  }
  messages.sort(compareMessages);
  room = { ...room, messages, lastMessage, unread: room.unread + raised };
  if (page?.loaded) room.isLoaded = true;
  if (page?.older && page.isEnd !== undefined) room.isEnd = page.isEnd;
  return { ...s, rooms: { ...s.rooms, [roomId]: room }, unread: s.unread + raised };
}

/** GET /api/chat/messages?lastMsgId=…: the newest page (lastMsgId 0) or an older one, prepended. */
export function olderLoaded(s: ChatState, roomId: number, messages: ServerMessage[], isEnd: boolean): ChatState {
  return mergeMessages(s, roomId, messages, { older: true, isEnd, loaded: true });
}

/** GET /api/chat/messages?sinceMsgId=…: what came after the newest held message (catching up). */
export function newerLoaded(s: ChatState, roomId: number, messages: ServerMessage[]): ChatState {
  return mergeMessages(s, roomId, messages);
}

/** UPDATE_MESSAGE (`via` event) or a chat:send / answer acknowledgement (`via` ack): inserted by id, or replacing its copy. */
export function messageReceived(s: ChatState, roomId: number, message: ServerMessage, via: 'event' | 'ack' = 'event'): ChatState {
  return mergeMessages(s, roomId, [message], { ack: via === 'ack' });
}

/** How many messages before the newest one received in sequence a catch-up starts (re-fetching a few is harmless). */
export const CATCH_UP_OVERLAP = 10;

/**
 * The sinceMsgId to catch up from after a reconnect: a few messages before the newest one
 * received in sequence, because one's own acknowledged messages and events relayed through
 * another server process may have arrived ahead of earlier ones. 0 = fetch the newest page.
 */
export function catchUpCursor(room: ChatRoom): number {
  const ids = room.messages.flatMap((m) => (m.id !== null && m.id <= room.syncedUpTo ? [m.id] : []));
  if (ids.length === 0) return 0;
  const at = ids.length - 1 - CATCH_UP_OVERLAP;
  return at >= 0 ? ids[at]! : ids[0]! - 1;
}

/** The oldest loaded id (the next lastMsgId when scrolling up), 0 when none is loaded. */
export function oldestId(room: ChatRoom): number {
  return room.messages.find((m) => m.id !== null)?.id ?? 0;
}

/** The newest stored id held (the sinceMsgId after a reconnect), 0 when none. */
export function newestId(room: ChatRoom): number {
  let max = 0;
  for (const m of room.messages) if (m.id !== null && m.id > max) max = m.id;
  return max;
}

export interface OutgoingDraft {
  roomId: number;
  clientId: string;
  type: ChatMessage['type'];
  content: string;
  data: Record<string, unknown>;
  createAt: number;
}

/** The screen's own copy of a message it is sending (SENDING until acknowledged). */
export function messageQueued(s: ChatState, d: OutgoingDraft): ChatState {
  const room = s.rooms[d.roomId];
  if (!room || !s.sender) return s;
  if (room.messages.some((m) => m.clientId === d.clientId && m.side === s.sender!.type)) return s;
  const side = s.sender.type;
  const m: ChatMessage = {
    id: null,
    room: d.roomId,
    clientId: d.clientId,
    sender: s.sender.id,
    senderType: side,
    senderName: s.sender.name,
    side,
    type: d.type,
    content: d.content,
    data: d.data,
    needI18nParse: false,
    createAt: d.createAt,
    direction: chatDirection({ senderType: side, side }, side),
    isRead: false,
    state: 'SENDING',
    failure: null,
  };
  return { ...s, rooms: { ...s.rooms, [d.roomId]: { ...room, messages: [...room.messages, m].sort(compareMessages) } } };
}

function patchPending(s: ChatState, roomId: number, clientId: string, patch: (m: ChatMessage) => ChatMessage | null): ChatState {
  const room = s.rooms[roomId];
  if (!room) return s;
  const messages = room.messages.flatMap((m) => (m.id === null && m.clientId === clientId ? [patch(m)].filter((x): x is ChatMessage => x !== null) : [m]));
  return { ...s, rooms: { ...s.rooms, [roomId]: { ...room, messages } } };
}

/** The server refused a message (an error that a retry would not fix): it stays, marked failed. */
export function messageFailed(s: ChatState, roomId: number, clientId: string, failure: { key: string; params?: Record<string, unknown> }): ChatState {
  return patchPending(s, roomId, clientId, (m) => ({ ...m, failure }));
}

/** The writer tries a failed message again (a new attempt, same clientId). */
export function messageRetried(s: ChatState, roomId: number, clientId: string): ChatState {
  return patchPending(s, roomId, clientId, (m) => ({ ...m, failure: null }));
}

/** The writer drops a failed message. */
export function messageDiscarded(s: ChatState, roomId: number, clientId: string): ChatState {
  return patchPending(s, roomId, clientId, () => null);
}

/**
 * READ_MESSAGE (or the answer of marking read). Its own side read: the room's mark moves and its
 * unread count is zeroed (messages newer than the mark that already arrived stay counted). The
 * other side read: the reader's messages up to the mark turn SAW.
 */
export function readReceived(s: ChatState, ev: { roomId: number; side: ChatSide; lastReadAt: number | null }, totalUnread?: number): ChatState {
  const prev = s.rooms[ev.roomId];
  if (!prev) return totalUnread === undefined ? s : { ...s, unread: totalUnread };
  const reader = sideOf(s);
  let room: ChatRoom;
  let unread = s.unread;
  if (ev.side === reader) {
    const lastReadAt = Math.max(prev.lastReadAt ?? 0, ev.lastReadAt ?? 0) || prev.lastReadAt;
    room = { ...prev, lastReadAt };
    const stillUnread = room.isBan ? 0 : room.messages.filter((m) => m.id !== null && raisesUnread(m, room, reader)).length;
    unread = Math.max(0, unread - (prev.isBan ? 0 : prev.unread) + stillUnread);
    room = { ...room, unread: stillUnread };
    const me = Object.keys(room.members).find((k) => room.members[k]!.side === reader);
    if (me) room = { ...room, members: { ...room.members, [me]: { ...room.members[me]!, unread: stillUnread, lastReadAt } } };
  } else {
    const otherLastReadAt = Math.max(prev.otherLastReadAt ?? 0, ev.lastReadAt ?? 0) || prev.otherLastReadAt;
    room = { ...prev, otherLastReadAt };
  }
  room = recomputeStates(room, reader);
  return { ...s, rooms: { ...s.rooms, [ev.roomId]: room }, unread: totalUnread ?? unread };
}

/** TYPING from the other side: shown until TYPING_INDICATOR_MS after the last one. */
export function typingReceived(s: ChatState, ev: { roomId: number; side: ChatSide; name: string | null }, now: number): ChatState {
  const room = s.rooms[ev.roomId];
  if (!room || ev.side === sideOf(s)) return s;
  return { ...s, rooms: { ...s.rooms, [ev.roomId]: { ...room, typing: { name: ev.name, until: now + TYPING_INDICATOR_MS } } } };
}

/** Clears the indicators whose time has passed. */
export function typingExpired(s: ChatState, now: number): ChatState {
  let changed = false;
  const rooms: Record<number, ChatRoom> = {};
  for (const [id, r] of Object.entries(s.rooms)) {
    if (r.typing && r.typing.until <= now) {
      rooms[Number(id)] = { ...r, typing: null };
      changed = true;
    } else rooms[Number(id)] = r;
  }
  return changed ? { ...s, rooms } : s;
}

/** The next time an indicator ends (for one timer), or null. */
export function nextTypingEnd(s: ChatState): number | null {
  let next: number | null = null;
  for (const r of Object.values(s.rooms)) if (r.typing && (next === null || r.typing.until < next)) next = r.typing.until;
  return next;
}

export function muteSet(s: ChatState, isMute: boolean): ChatState {
  return { ...s, isMute };
}

/** Rooms newest activity first (the room list). */
export function roomsByActivity(s: ChatState): ChatRoom[] {
  return Object.values(s.rooms).sort((a, b) => b.activeAt - a.activeAt || b.id - a.id);
}

/** The total as spec §3 defines it, summed over the rooms held (members hold all of theirs). */
export function unreadOfRooms(s: ChatState): number {
  return sumUnread(s.rooms);
}

/** Mute is kept in localStorage as '1' or '0' (spec §4). */
export const MUTE_STORAGE_KEY = 'aloha.chat.mute';
export function readMute(storage: Pick<Storage, 'getItem'> | undefined): boolean {
  return storage?.getItem(MUTE_STORAGE_KEY) === '1';
}
export function writeMute(storage: Pick<Storage, 'setItem'> | undefined, isMute: boolean): void {
  storage?.setItem(MUTE_STORAGE_KEY, isMute ? '1' : '0');
}

/** A client id for a new message: 22 random base64url characters (common/chat CHAT_CLIENT_ID_PATTERN). */
export function newClientId(random: (n: number) => Uint8Array = (n) => crypto.getRandomValues(new Uint8Array(n))): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  let out = '';
  for (const b of random(22)) out += alphabet[b & 63]!;
  return out;
}
