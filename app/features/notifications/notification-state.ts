/**
 * Spec §4 Notifications: not loaded, loading, loaded. Unread is true when lastNotifyAt is later
 * than lastSawNotifyAt; updateSaw sets the seen time and recomputes it; an added item goes on top
 * and updates it; items can be replaced or removed by id; reset clears everything. Fetching
 * further pages stops when out of range or there is no next page. Pure reducers, tested beside.
 * Shared by the header bell and the member area's list (notifications.ts holds the one store).
 */

/** One notification as GET /api/user/notifications sends it (title and message in the page language). */
export interface NotificationRow {
  id: number;
  title: string;
  message: string;
  link: string;
  createAt: number;
}
/** Spec §3 Notification list response. */
export interface NotificationPage {
  rows: NotificationRow[];
  pagination: { currPage: number; isOutOfRange: boolean; page: { hasNext: boolean } };
  lastNotifyAt: number | null;
  lastSawNotifyAt: number | null;
}

export interface NotificationState {
  status: 'idle' | 'loading' | 'loaded';
  rows: NotificationRow[];
  /** The last page fetched (0 = none). */
  page: number;
  hasMore: boolean;
  lastNotifyAt: number | null;
  lastSawNotifyAt: number | null;
  unread: boolean;
}

export const EMPTY_NOTIFICATIONS: NotificationState = { status: 'idle', rows: [], page: 0, hasMore: false, lastNotifyAt: null, lastSawNotifyAt: null, unread: false };

export function isUnread(lastNotifyAt: number | null, lastSawNotifyAt: number | null): boolean {
  return lastNotifyAt !== null && (lastSawNotifyAt === null || lastNotifyAt > lastSawNotifyAt);
}

/** A fetched page: its rows are appended (page 1 replaces), duplicates by id dropped. */
export function pageLoaded(s: NotificationState, page: number, res: NotificationPage): NotificationState {
  const base = page <= 1 ? [] : s.rows;
  const seen = new Set(base.map((r) => r.id));
  const rows = [...base, ...res.rows.filter((r) => !seen.has(r.id))];
  return {
    status: 'loaded',
    rows,
    page,
    hasMore: !res.pagination.isOutOfRange && res.pagination.page.hasNext,
    lastNotifyAt: res.lastNotifyAt,
    lastSawNotifyAt: res.lastSawNotifyAt,
    unread: isUnread(res.lastNotifyAt, res.lastSawNotifyAt),
  };
}

export function updateSaw(s: NotificationState, lastSawNotifyAt: number): NotificationState {
  return { ...s, lastSawNotifyAt, unread: isUnread(s.lastNotifyAt, lastSawNotifyAt) };
}

export function addNotification(s: NotificationState, row: NotificationRow): NotificationState {
  const lastNotifyAt = Math.max(s.lastNotifyAt ?? 0, row.createAt);
  return { ...s, rows: [row, ...s.rows.filter((r) => r.id !== row.id)], lastNotifyAt, unread: isUnread(lastNotifyAt, s.lastSawNotifyAt) };
}

export function replaceNotification(s: NotificationState, row: NotificationRow): NotificationState {
  return { ...s, rows: s.rows.map((r) => (r.id === row.id ? row : r)) };
}

export function removeNotification(s: NotificationState, id: number): NotificationState {
  return { ...s, rows: s.rows.filter((r) => r.id !== id) };
}

export function resetNotifications(): NotificationState {
  return EMPTY_NOTIFICATIONS;
}
