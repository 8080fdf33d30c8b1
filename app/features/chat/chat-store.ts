/**
 * The tab's chat store and the protocol of docs/chat.md around it: the screens start it, the
 * real-time events and the server's answers go through the pure reducers of chat-state.ts.
 *
 * - Send: each message gets a clientId once and shows at once as SENDING; it is emitted as
 *   chat:send with an acknowledgement, one message at a time (so they are stored in the order
 *   written), and resent with the same clientId until an answer comes, across reconnects. The
 *   outbox is also kept in sessionStorage, so a reload resends what was not acknowledged.
 * - On every connection (the first included: the page's first fetch may be older than the
 *   socket) the store refetches init and, for each loaded room, what came after the newest id it
 *   holds (sinceMsgId) until isEnd. Everything is merged by id: each message once, in id order.
 */
import { CHAT_CLIENT_EVENTS, type ChatMessageType, type ChatSendInput } from '../../../common/chat';
import type { Lng } from '../../../common/i18n-config';
import { createStore, useStore } from '../../lib/store';
import { emitVolatile, emitWithAck, onConnect, onRealtime, whenOnline } from '../realtime/realtime-client';
import { chatApi, type SendAck, type Upload } from './chat-api';
import * as S from './chat-state';

export const chatStore = createStore<S.ChatState>(S.EMPTY_CHAT);
const apply = (f: (s: S.ChatState) => S.ChatState) => chatStore.set((s) => f(s));

export function useChat<T>(select: (s: S.ChatState) => T): T {
  return useStore(chatStore, select);
}

/** How long one chat:send waits for its acknowledgement before it is sent again (same clientId). */
export const ACK_TIMEOUT_MS = 5000;
/** At most one chat:typing per room in this time (the server passes on one a second). */
export const TYPING_SEND_MS = 1000;
/** Errors a resend can get past; any other refusal marks the message failed. */
const RETRYABLE = new Set(['RATE_LIMITED', 'INTERNAL']);
const OUTBOX_KEY = 'aloha.chat.outbox';

let scope: 'member' | 'staff' = 'member';
let lng: Lng = 'zh-HK';
let users = 0;
let offs: (() => void)[] = [];
/** The room on screen (its new messages are read at once; others may ring). */
let openRoomId: number | null = null;

// ---- start and stop ------------------------------------------------------------------------

/**
 * Starts the store for a screen: mute from localStorage, GET /api/chat/init, the event
 * subscriptions and the outbox kept from before. Returns the stop function.
 */
export function startChat(opts: { scope: 'member' | 'staff'; lng: Lng; userId: string }): () => void {
  scope = opts.scope;
  lng = opts.lng;
  users += 1;
  if (users === 1) {
    apply((s) => S.muteSet(s, S.readMute(safeStorage('local'))));
    offs = subscribe();
  }
  restoreOutbox(opts.userId);
  return () => {
    users -= 1;
    if (users === 0) {
      offs.forEach((off) => off());
      offs = [];
      openRoomId = null;
    }
  };
}

/** Loads (or reloads) the chat store: sender, rooms, unread total, banned members. */
export async function loadInit(): Promise<S.ChatInit> {
  const init = await chatApi.init(scope, lng);
  apply((s) => S.chatInitialized(s, init));
  requeueOutbox();
  return init;
}

function subscribe(): (() => void)[] {
  return [
    onRealtime('UPDATE_MESSAGE', ({ roomId, message }) => {
      const s = chatStore.get();
      const room = s.rooms[roomId];
      if (!room) {
        // A room this screen does not hold yet: count the message, then fetch the room.
        if (message.side !== s.sender?.type) chatStore.set({ unread: s.unread + 1 });
        void fetchRoom(roomId);
        return;
      }
      const isNew = !room.messages.some((m) => m.id === message.id);
      apply((x) => S.messageReceived(x, roomId, message));
      if (isNew && message.side !== s.sender?.type) ring(roomId);
    }),
    onRealtime('READ_MESSAGE', (ev) => apply((s) => S.readReceived(s, ev))),
    onRealtime('UPDATE_ROOM', ({ room }) => apply((s) => S.roomUpdated(s, room))),
    onRealtime('REMOVE_ROOM', ({ roomId }) => apply((s) => S.roomRemoved(s, roomId))),
    onRealtime('TYPING', (ev) => {
      apply((s) => S.typingReceived(s, ev, Date.now()));
      scheduleTypingEnd();
    }),
    onConnect(() => void catchUp()),
  ];
}

let typingTimer: ReturnType<typeof setTimeout> | null = null;
function scheduleTypingEnd() {
  if (typingTimer) clearTimeout(typingTimer);
  const next = S.nextTypingEnd(chatStore.get());
  if (next === null) return;
  typingTimer = setTimeout(() => {
    typingTimer = null;
    apply((s) => S.typingExpired(s, Date.now()));
    scheduleTypingEnd();
  }, Math.max(0, next - Date.now()) + 20);
}

// ---- rooms and messages --------------------------------------------------------------------

/** GET /api/chat/rooms: a room this screen did not hold (or held stale). Missing rooms are skipped. */
export async function fetchRoom(roomId: number): Promise<S.ChatRoom | null> {
  try {
    const { room } = await chatApi.room(roomId, lng);
    apply((s) => S.roomUpdated(s, room));
    return chatStore.get().rooms[roomId] ?? null;
  } catch {
    return null;
  }
}

const loading = new Set<number>();

/** The newest page of a room (once), or the page before the oldest loaded message. */
export async function loadOlder(roomId: number): Promise<void> {
  const room = chatStore.get().rooms[roomId];
  if (!room || loading.has(roomId) || (room.isLoaded && room.isEnd)) return;
  loading.add(roomId);
  try {
    const page = await chatApi.older(roomId, room.isLoaded ? S.oldestId(room) : 0);
    apply((s) => S.olderLoaded(s, roomId, page.messages, page.isEnd));
  } finally {
    loading.delete(roomId);
  }
}

/** What came after `since` (sinceMsgId), page by page until the server says nothing newer is left. */
async function catchUpRoom(roomId: number, since: number): Promise<void> {
  if (since === 0) {
    const page = await chatApi.older(roomId, 0);
    apply((s) => S.olderLoaded(s, roomId, page.messages, page.isEnd));
    return;
  }
  let cursor = since;
  for (let guard = 0; guard < 100; guard++) {
    const page = await chatApi.since(roomId, cursor);
    apply((s) => S.newerLoaded(s, roomId, page.messages));
    const last = page.messages.at(-1);
    if (page.isEnd || !last) return;
    cursor = last.id;
  }
}

let catching: Promise<void> | null = null;
let catchUpAgain = false;
/**
 * After every (re)connection: init again, then each loaded room from its catch-up cursor. The
 * cursors are taken at once, before events of the new connection or acknowledgements of resent
 * messages can move the newest id past what was missed.
 */
export function catchUp(): Promise<void> {
  if (users === 0) return Promise.resolve();
  const cursors = Object.values(chatStore.get().rooms).flatMap((r) => (r.isLoaded ? [[r.id, S.catchUpCursor(r)] as const] : []));
  if (catching) {
    catchUpAgain = true;
    return catching;
  }
  catching = (async () => {
    try {
      await loadInit();
      for (const [id, since] of cursors) await catchUpRoom(id, since);
      for (const [id] of cursors) await fetchRoom(id); // read marks and unread as the server has them now
    } catch {
      // the next connection tries again; the screen shows the connection state
    } finally {
      catching = null;
      if (catchUpAgain) {
        catchUpAgain = false;
        void catchUp();
      }
    }
  })();
  return catching;
}

/** The room on screen: its incoming messages do not ring. */
export function setOpenRoom(roomId: number | null): void {
  openRoomId = roomId;
}

const reading = new Set<number>();
const readAgain = new Set<number>();
/** PATCH /api/chat/messages for the room on screen: the side's mark moves to the newest message. */
export async function markRoomRead(roomId: number): Promise<void> {
  if (reading.has(roomId)) {
    readAgain.add(roomId);
    return;
  }
  reading.add(roomId);
  try {
    const r = await chatApi.markRead(roomId);
    if (!r.skipped) apply((s) => S.readReceived(s, { roomId, side: r.side, lastReadAt: r.lastReadAt }, r.totalUnread));
  } catch {
    // shown nowhere: the next arrival or reconnection reads again
  } finally {
    reading.delete(roomId);
    if (readAgain.delete(roomId)) void markRoomRead(roomId);
  }
}

/** Whether the room holds something of the other side that is not read yet. */
export function hasUnreadIncoming(room: S.ChatRoom, reader: 'MEMBER' | 'STAFF'): boolean {
  return !room.isBan && (room.unread > 0 || room.messages.some((m) => m.id !== null && m.side !== reader && !m.isRead));
}

const typingSentAt = new Map<number, number>();
/** chat:typing, at most once a second per room; dropped while offline. */
export function sendTyping(roomId: number): void {
  const now = Date.now();
  if (now - (typingSentAt.get(roomId) ?? 0) < TYPING_SEND_MS) return;
  typingSentAt.set(roomId, now);
  emitVolatile(CHAT_CLIENT_EVENTS.TYPING, { roomId });
}

/** A REQUEST card answered on this screen (its UPDATE_MESSAGE replaces it again, by id). */
export function answerApplied(roomId: number, message: S.ServerMessage): void {
  apply((s) => S.messageReceived(s, roomId, message, 'ack'));
}

export function setMute(isMute: boolean): void {
  S.writeMute(safeStorage('local'), isMute);
  apply((s) => S.muteSet(s, isMute));
}

// ---- sending -------------------------------------------------------------------------------

interface OutboxEntry {
  userId: string;
  payload: ChatSendInput;
  createAt: number;
}
let outbox: OutboxEntry[] = [];
let outboxUser: string | null = null;
const failed = new Map<string, OutboxEntry>();
let running = false;

/** Queues one message: shown as SENDING at once, then delivered in order (see the file comment). */
export function sendMessage(roomId: number, message: { type: 'TEXT'; content: string } | { type: Exclude<ChatMessageType, 'TEXT'>; data: Record<string, unknown> }): string {
  const clientId = S.newClientId();
  const payload = { roomId, clientId, ...message } as ChatSendInput;
  const entry: OutboxEntry = { userId: outboxUser ?? '', payload, createAt: Date.now() };
  showPending(entry);
  outbox.push(entry);
  saveOutbox();
  void runOutbox();
  return clientId;
}

/** Sends an uploaded file as its own kind of message (an image, video or recording, else a file). */
export function sendUpload(roomId: number, up: Upload): string {
  return sendMessage(roomId, { type: up.kind === 'IMAGE' || up.kind === 'VIDEO' || up.kind === 'AUDIO' ? up.kind : 'FILE', data: { url: up.url } });
}

function showPending(e: OutboxEntry) {
  const p = e.payload;
  apply((s) => S.messageQueued(s, { roomId: p.roomId, clientId: p.clientId, type: p.type, content: 'content' in p ? p.content : '', data: 'data' in p ? (p.data as Record<string, unknown>) : {}, createAt: e.createAt }));
}

/** Sends a failed message again (the same clientId: it cannot be stored twice). */
export function retryMessage(roomId: number, clientId: string): void {
  const entry = failed.get(clientId);
  if (!entry) return;
  failed.delete(clientId);
  apply((s) => S.messageRetried(s, roomId, clientId));
  outbox.push(entry);
  saveOutbox();
  void runOutbox();
}

export function discardMessage(roomId: number, clientId: string): void {
  failed.delete(clientId);
  apply((s) => S.messageDiscarded(s, roomId, clientId));
}

async function runOutbox(): Promise<void> {
  if (running) return;
  running = true;
  try {
    while (outbox.length > 0) {
      const entry = outbox[0]!;
      await deliver(entry);
      outbox = outbox.filter((e) => e !== entry);
      saveOutbox();
    }
  } finally {
    running = false;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function deliver(e: OutboxEntry): Promise<void> {
  const { roomId, clientId } = e.payload;
  for (let attempt = 0; ; attempt++) {
    await whenOnline();
    let ack: SendAck;
    try {
      ack = await emitWithAck<SendAck>(CHAT_CLIENT_EVENTS.SEND, e.payload, ACK_TIMEOUT_MS);
    } catch {
      // No answer in time or the connection dropped: it may or may not be stored; resending is safe.
      await sleep(Math.min(250 * 2 ** attempt, 3000));
      continue;
    }
    if ('error' in ack) {
      if (RETRYABLE.has(ack.error.code)) {
        await sleep(Math.min(1000 * 2 ** attempt, 10_000));
        continue;
      }
      failed.set(clientId, e);
      apply((s) => S.messageFailed(s, roomId, clientId, { key: ack.error.message, params: ack.error.data }));
      return;
    }
    apply((s) => S.messageReceived(s, roomId, ack.message, 'ack'));
    return;
  }
}

function safeStorage(kind: 'local' | 'session'): Storage | undefined {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

function saveOutbox() {
  const store = safeStorage('session');
  if (!store) return;
  try {
    if (outbox.length === 0) store.removeItem(OUTBOX_KEY);
    else store.setItem(OUTBOX_KEY, JSON.stringify(outbox));
  } catch {
    // storage full or blocked: the in-memory outbox still delivers
  }
}

/** Takes over what a previous page of this tab had not got acknowledged (same person only). */
function restoreOutbox(userId: string) {
  if (outboxUser === userId) return;
  outboxUser = userId;
  let saved: OutboxEntry[] = [];
  try {
    saved = JSON.parse(safeStorage('session')?.getItem(OUTBOX_KEY) ?? '[]') as OutboxEntry[];
  } catch {
    saved = [];
  }
  const known = new Set(outbox.map((e) => e.payload.clientId));
  for (const e of saved) if (e.userId === userId && e.payload?.clientId && !known.has(e.payload.clientId)) outbox.push(e);
  outbox = outbox.filter((e) => e.userId === userId || e.userId === '');
  for (const e of outbox) e.userId = userId;
  saveOutbox();
}

/** After init: the waiting messages show in their rooms again, and delivery resumes. */
function requeueOutbox() {
  for (const e of outbox) showPending(e);
  if (outbox.length > 0) void runOutbox();
}

// ---- sound ---------------------------------------------------------------------------------

let audio: AudioContext | null = null;
/** A short tone for a new incoming message in another room or a hidden tab, unless muted. */
function ring(roomId: number) {
  if (chatStore.get().isMute) return;
  if (roomId === openRoomId && document.visibilityState === 'visible') return;
  try {
    audio ??= new AudioContext();
    const osc = audio.createOscillator();
    const gain = audio.createGain();
    osc.frequency.value = 880;
    gain.gain.setValueAtTime(0.05, audio.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.0001, audio.currentTime + 0.25);
    osc.connect(gain).connect(audio.destination);
    osc.start();
    osc.stop(audio.currentTime + 0.25);
  } catch {
    // no audio (blocked before any interaction, or unsupported)
  }
}

