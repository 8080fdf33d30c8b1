import type { Socket } from 'socket.io-client';
import { createStore } from '../../lib/store';
import type { RealtimePayloads } from './realtime-events';

/**
 * One Socket.IO connection per tab (issue 5; docs/chat.md). It is opened after hydration for a
 * signed-in person only (the session cookie authenticates it, same origin), and socket.io-client
 * is loaded then, with a dynamic import, so anonymous visitors never download it. socket.io
 * reconnects by itself; `connects` counts every (re)connection so screens can fetch what they
 * missed. Handlers subscribe per event name and survive reconnections and restarts.
 */
export type RealtimeStatus = 'off' | 'connecting' | 'online' | 'offline';

export const realtimeStore = createStore<{ status: RealtimeStatus; connects: number }>({ status: 'off', connects: 0 });

/** Reconnection pacing: quick first retry, then at most every few seconds (with socket.io's jitter). */
export const RECONNECT_DELAY_MS = 500;
export const RECONNECT_DELAY_MAX_MS = 4000;

/**
 * socket.io reconnects by itself after a dropped connection, but not when the server ended it
 * ('io server disconnect' — also what a server shutting down for a new release sends) or refused
 * it (a `connect_error` from its middleware, e.g. while the database is away: `socket.active` is
 * then false). Either way, try again after `delayMs` while `current()` (a session that has ended
 * connects as a visitor). The chat storm test's clients use this too.
 */
export function reconnectWhenEnded(s: Socket, delayMs: number, current: () => boolean = () => true): void {
  const again = () =>
    setTimeout(() => {
      if (current() && !s.connected && !s.active) s.connect();
    }, delayMs);
  s.on('disconnect', (reason) => {
    if (reason === 'io server disconnect') again();
  });
  s.on('connect_error', () => {
    if (!s.active) again();
  });
}

type Handler = (payload: never) => void;
const handlers = new Map<string, Set<Handler>>();
const connectListeners = new Set<(first: boolean) => void>();
let socket: Socket | null = null;
let userId: string | null = null;
let generation = 0;

function dispatch(event: string, payload: unknown) {
  for (const h of handlers.get(event) ?? []) {
    try {
      (h as (p: unknown) => void)(payload);
    } catch (err) {
      console.error(err);
    }
  }
}

/** Listens to one server event (spec §4); returns the unsubscribe function. */
export function onRealtime<E extends keyof RealtimePayloads>(event: E, handler: (payload: RealtimePayloads[E]) => void): () => void {
  let set = handlers.get(event);
  if (!set) handlers.set(event, (set = new Set()));
  set.add(handler as Handler);
  return () => void set.delete(handler as Handler);
}

/** Called on every connection (`first` = the first since start): the place to fetch what was missed. */
export function onConnect(listener: (first: boolean) => void): () => void {
  connectListeners.add(listener);
  return () => void connectListeners.delete(listener);
}

/** Opens the connection for this person (again for another person); a no-op when already open. */
export async function startRealtime(forUser: string): Promise<void> {
  if (socket && userId === forUser) return;
  stopRealtime();
  userId = forUser;
  const mine = ++generation;
  realtimeStore.set({ status: 'connecting' });
  // Loaded here, not at the top: common/chat builds zod schemas, which anonymous pages do not need either.
  const [{ io }, { REALTIME_EVENTS }] = await Promise.all([import('socket.io-client'), import('../../../common/chat')]);
  if (mine !== generation) return; // stopped or restarted while loading
  const s = io({ withCredentials: true, reconnectionDelay: RECONNECT_DELAY_MS, reconnectionDelayMax: RECONNECT_DELAY_MAX_MS });
  socket = s;
  let connects = 0;
  s.on('connect', () => {
    connects += 1;
    realtimeStore.set((x) => ({ status: 'online', connects: x.connects + 1 }));
    for (const l of [...connectListeners]) l(connects === 1);
    flushWaiters();
  });
  s.on('disconnect', () => realtimeStore.set({ status: 'offline' }));
  s.on('connect_error', () => realtimeStore.set({ status: 'offline' }));
  reconnectWhenEnded(s, RECONNECT_DELAY_MAX_MS, () => socket === s);
  for (const name of Object.values(REALTIME_EVENTS)) s.on(name, (payload: unknown) => dispatch(name, payload));
}

/** Closes the connection (sign-out); subscriptions stay for the next start. */
export function stopRealtime(): void {
  generation += 1;
  userId = null;
  if (socket) {
    socket.removeAllListeners();
    socket.disconnect();
    socket = null;
  }
  realtimeStore.set({ status: 'off' });
}

export function isOnline(): boolean {
  return !!socket?.connected;
}

let waiters: (() => void)[] = [];
function flushWaiters() {
  const w = waiters;
  waiters = [];
  for (const f of w) f();
}

/** Resolves once the socket is connected (at once when it is). */
export function whenOnline(): Promise<void> {
  if (socket?.connected) return Promise.resolve();
  return new Promise((resolve) => waiters.push(resolve));
}

/** Emits with an acknowledgement; rejects when not connected or when no answer comes in time. */
export function emitWithAck<T>(event: string, payload: unknown, timeoutMs: number): Promise<T> {
  if (!socket?.connected) return Promise.reject(new Error('offline'));
  return socket.timeout(timeoutMs).emitWithAck(event, payload) as Promise<T>;
}

/** Emits what may be dropped when offline (typing). */
export function emitVolatile(event: string, payload: unknown): void {
  if (socket?.connected) socket.volatile.emit(event, payload);
}
