import { AsyncLocalStorage } from 'node:async_hooks';
import type { LocalizedText } from '../../common/i18n-config';
import type { ChatSide } from '../../common/chat';
import type { ChatMessageRecord, ChatRoomRow } from '../presenters/chat';

/**
 * What happened, told to whoever listens (the Socket.IO layer in server/realtime/) only after the
 * transaction that made it has committed. The domain knows nothing of sockets: the service layer
 * (server/services.ts, server/domain/chat/chat-services.ts) publishes once a domain call has
 * returned, and server/realtime/fan-out.ts turns each event into the spec §4 real-time events.
 */
export type AppEvent =
  /** A new or changed chat message (UPDATE_MESSAGE to both sides). `room` carries the read marks after the change. */
  | { type: 'chat.message'; room: ChatRoomRow; message: ChatMessageRecord }
  /** A side read up to `lastReadAt` (READ_MESSAGE to both sides). */
  | { type: 'chat.read'; roomId: number; memberId: string; side: ChatSide; readerId: string; lastReadAt: Date }
  /** Someone is typing (TYPING to the other side); nothing is stored. */
  | { type: 'chat.typing'; roomId: number; memberId: string; side: ChatSide; userId: string; name: string | null }
  /** A room was created or its assignment, ban or context changed (UPDATE_ROOM to both sides). */
  | { type: 'chat.room'; roomId: number; memberId: string }
  /** A room was deleted (REMOVE_ROOM to both sides). */
  | { type: 'chat.roomRemoved'; roomId: number; memberId: string }
  /** A new in-app notification (NEW_NOTIFY to the person). */
  | { type: 'notification.new'; userId: string; notification: { id: number; title: LocalizedText; message: LocalizedText; link: string; createAt: number } }
  /** The person opened their notification list (SAW_NOTIFY to the person's other tabs and devices). */
  | { type: 'notification.saw'; userId: string; lastSawNotifyAt: number | null; lastNotifyAt: number | null; unread: boolean }
  /** Translations changed (SYS_I18N_UPDATE to everyone). */
  | { type: 'i18n.updated' }
  /**
   * Sessions of the account ended (sign-out, password change or reset, lock, delete) or its rights
   * changed: its open real-time connections must stop acting as before, at once.
   */
  | { type: 'account.changed'; userId: string }
  /** Bookings, payments or event registrations changed: staff dashboards and menu badges ask again (DESK_UPDATE). */
  | { type: 'desk.changed' };

export type AppEventListener = (event: AppEvent) => void;

export interface EventBus {
  /** Hands the event to every listener; call it only after the change is committed. */
  publish(event: AppEvent): void;
  /** Returns the unsubscribe function. */
  subscribe(listener: AppEventListener): () => void;
}

/** An in-process bus; listeners run synchronously and a failing listener never affects the publisher. */
export function createEventBus(onListenerError: (err: unknown, event: AppEvent) => void = () => undefined): EventBus {
  const listeners = new Set<AppEventListener>();
  return {
    publish(event) {
      for (const l of listeners) {
        try {
          l(event);
        } catch (err) {
          onListenerError(err, event);
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** A row written inside a transaction whose outcome the writer cannot see (see collectWrites). */
export type PendingWrite = { kind: 'notification'; id: number };

const pending = new AsyncLocalStorage<PendingWrite[]>();

/**
 * Notes a row written inside a transaction, for code that cannot publish itself (notifyUser runs
 * deep inside booking transactions, which may roll back and retry). Does nothing outside
 * collectWrites.
 */
export function noteWrite(write: PendingWrite): void {
  pending.getStore()?.push(write);
}

/**
 * Runs `fn`, pushing what it notes with noteWrite into `writes` (filled even when `fn` throws).
 * Only announce the rows after re-reading them: a row noted in a transaction that rolled back no
 * longer exists.
 */
export function collectWrites<T>(writes: PendingWrite[], fn: () => Promise<T>): Promise<T> {
  return pending.run(writes, fn);
}
