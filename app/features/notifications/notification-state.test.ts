import { describe, expect, it } from 'vitest';
import { addNotification, EMPTY_NOTIFICATIONS, isUnread, pageLoaded, removeNotification, replaceNotification, resetNotifications, updateSaw, type NotificationPage } from './notification-state';

const row = (id: number, createAt: number) => ({ id, title: `T${id}`, message: `M${id}`, link: '', createAt });
const page = (rows: ReturnType<typeof row>[], hasNext: boolean, extra: Partial<NotificationPage> = {}): NotificationPage => ({
  rows,
  pagination: { currPage: 1, isOutOfRange: false, page: { hasNext } },
  lastNotifyAt: 5000,
  lastSawNotifyAt: 1000,
  ...extra,
});

describe('notifications (spec §4)', () => {
  it('is unread only when the last notification is later than the last seen time', () => {
    expect(isUnread(null, null)).toBe(false);
    expect(isUnread(10, null)).toBe(true);
    expect(isUnread(10, 10)).toBe(false);
    expect(isUnread(10, 9)).toBe(true);
    expect(isUnread(9, 10)).toBe(false);
  });

  it('appends further pages, drops repeated ids, and stops when there is no next page or the page is out of range', () => {
    let s = pageLoaded(EMPTY_NOTIFICATIONS, 1, page([row(3, 3000), row(2, 2000)], true));
    expect(s).toMatchObject({ status: 'loaded', page: 1, hasMore: true, unread: true });
    s = pageLoaded(s, 2, page([row(2, 2000), row(1, 1000)], false));
    expect(s.rows.map((r) => r.id)).toEqual([3, 2, 1]);
    expect(s.hasMore).toBe(false);
    const out = pageLoaded(s, 3, page([], true, { pagination: { currPage: 3, isOutOfRange: true, page: { hasNext: true } } }));
    expect(out.hasMore).toBe(false);
  });

  it('updateSaw sets the seen time and clears unread', () => {
    const s = updateSaw(pageLoaded(EMPTY_NOTIFICATIONS, 1, page([row(1, 5000)], false)), 5000);
    expect(s).toMatchObject({ lastSawNotifyAt: 5000, unread: false });
  });

  it('an added item goes on top and makes the list unread; items are replaced and removed by id; reset empties', () => {
    let s = updateSaw(pageLoaded(EMPTY_NOTIFICATIONS, 1, page([row(1, 5000)], false)), 5000);
    s = addNotification(s, row(2, 6000));
    expect(s.rows.map((r) => r.id)).toEqual([2, 1]);
    expect(s).toMatchObject({ lastNotifyAt: 6000, unread: true });
    s = replaceNotification(s, { ...row(1, 5000), title: 'changed' });
    expect(s.rows[1]!.title).toBe('changed');
    s = removeNotification(s, 2);
    expect(s.rows.map((r) => r.id)).toEqual([1]);
    expect(resetNotifications()).toEqual(EMPTY_NOTIFICATIONS);
  });
});
