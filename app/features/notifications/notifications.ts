import { useEffect } from 'react';
import { pickText, type Lng, type LocalizedText } from '../../../common/i18n-config';
import { createStore, useStore } from '../../lib/store';
import { apiFetch, showHttpError } from '../errors/api-client';
import { HttpError } from '../errors/http-error';
import { addNotification, EMPTY_NOTIFICATIONS, isUnread, pageLoaded, updateSaw, type NotificationPage, type NotificationState } from './notification-state';

/**
 * The member's notifications, one store per tab: the header bell and the member area's list read
 * the same state, so opening either clears both dots. The real-time channel adds NEW_NOTIFY items
 * and applies SAW_NOTIFY from the person's other tabs (features/realtime).
 */
export interface NotifyStoreState extends NotificationState {
  /** The language the rows were fetched in (another language refetches). */
  lng: Lng | null;
  failed: boolean;
}

const INITIAL: NotifyStoreState = { ...EMPTY_NOTIFICATIONS, lng: null, failed: false };
export const notifyStore = createStore<NotifyStoreState>(INITIAL);

let busy = false;
/** A first page asked for while a fetch was in flight: fetched once more when it ends. */
let again: { lng: Lng; quiet: boolean } | null = null;

/**
 * Fetches one page (1 replaces the list); a failure leaves the rows as they were and is shown,
 * unless `quiet` (a background refresh, e.g. after a reconnection, never pops up). A first page
 * asked for during a fetch is fetched again after it: the answer in flight may predate an event
 * the real-time connection, joining meanwhile, will never replay (e.g. the list seen in another tab).
 */
export async function loadNotifications(page: number, lng: Lng, opts: { quiet?: boolean } = {}): Promise<void> {
  if (busy) {
    if (page === 1) again = { lng, quiet: (again?.quiet ?? true) && !!opts.quiet };
    return;
  }
  busy = true;
  notifyStore.set((s) => ({ failed: false, status: s.status === 'loaded' && s.lng === lng ? 'loaded' : 'loading' }));
  try {
    const res = await apiFetch<NotificationPage>('/api/user/notifications', { query: { page, lng }, silent: true });
    notifyStore.set((s) => ({ ...pageLoaded(s.lng === lng ? s : { ...s, rows: [] }, page, res), lng }));
  } catch (err) {
    notifyStore.set((s) => ({ failed: true, status: s.page ? 'loaded' : 'idle' }));
    if (err instanceof HttpError && !opts.quiet) void showHttpError(err);
  } finally {
    busy = false;
  }
  const next = again;
  again = null;
  if (next) await loadNotifications(1, next.lng, { quiet: next.quiet });
}

/** Opening the list records the seen time (PATCH lastSawNotifyAt) and recomputes unread (spec §4 updateSaw). */
export async function markNotificationsSeen(): Promise<void> {
  const s = notifyStore.get();
  if (!s.unread || s.lastNotifyAt === null) return;
  const at = s.lastNotifyAt;
  notifyStore.set((x) => updateSaw(x, at));
  try {
    const r = await apiFetch<{ lastSawNotifyAt: number; unread: boolean }>('/api/user/notifications', { method: 'PATCH', body: { lastSawNotifyAt: at }, silent: true });
    notifyStore.set((x) => updateSaw(x, r.lastSawNotifyAt));
  } catch (err) {
    if (err instanceof HttpError) void showHttpError(err);
  }
}

/** NEW_NOTIFY payload: the texts in three languages; the reader's one is shown. */
export interface NewNotifyPayload {
  notification: { id: number; title: LocalizedText; message: LocalizedText; link: string; createAt: number };
  lastNotifyAt: number;
}

/** A notification that arrived live goes on top and raises the dot (spec §4 add). */
export function notificationArrived(p: NewNotifyPayload, lng: Lng): void {
  const n = p.notification;
  const row = { id: n.id, title: pickText(n.title, lng), message: pickText(n.message, lng), link: n.link, createAt: n.createAt };
  notifyStore.set((s) => {
    const next = addNotification(s, row);
    const lastNotifyAt = Math.max(next.lastNotifyAt ?? 0, p.lastNotifyAt);
    return { ...next, lastNotifyAt, unread: isUnread(lastNotifyAt, next.lastSawNotifyAt) };
  });
}

/** SAW_NOTIFY: the list was opened in another tab or device. */
export function notificationsSeenElsewhere(p: { lastSawNotifyAt: number | null; lastNotifyAt: number | null }): void {
  notifyStore.set((s) => {
    const lastNotifyAt = p.lastNotifyAt === null ? s.lastNotifyAt : Math.max(s.lastNotifyAt ?? 0, p.lastNotifyAt);
    const lastSawNotifyAt = p.lastSawNotifyAt === null ? s.lastSawNotifyAt : Math.max(s.lastSawNotifyAt ?? 0, p.lastSawNotifyAt);
    return { lastNotifyAt, lastSawNotifyAt, unread: isUnread(lastNotifyAt, lastSawNotifyAt) };
  });
}

/** Sign-out (spec §4 reset). */
export function resetNotificationStore(): void {
  again = null;
  notifyStore.set(INITIAL);
}

/**
 * The shared state; the first page is fetched once per tab and language while `enabled`, quietly
 * (the header asks on every page: a failure shows as "could not be loaded" in the list, no popup).
 */
export function useNotifications(lng: Lng, enabled = true): NotifyStoreState {
  const s = useStore(notifyStore, (x) => x);
  useEffect(() => {
    if (!enabled) return;
    const cur = notifyStore.get();
    if (cur.lng !== lng || (cur.status === 'idle' && !cur.failed)) void loadNotifications(1, lng, { quiet: true });
  }, [lng, enabled]);
  return s;
}
