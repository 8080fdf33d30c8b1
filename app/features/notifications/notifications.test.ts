import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NotificationPage } from './notification-state';

// The store's fetch goes through the api client; here it answers from a queue the test controls.
const answers: ((page: NotificationPage) => void)[] = [];
vi.mock('../errors/api-client', () => ({
  apiFetch: vi.fn(() => new Promise<NotificationPage>((resolve) => answers.push(resolve))),
  showHttpError: vi.fn(),
}));

const { loadNotifications, notifyStore, resetNotificationStore } = await import('./notifications');
const { apiFetch } = await import('../errors/api-client');

const answer = (lastNotifyAt: number, lastSawNotifyAt: number): NotificationPage => ({
  rows: [{ id: 1, title: 'T', message: 'M', link: '/user/bookings/1', createAt: lastNotifyAt }],
  pagination: { currPage: 1, isOutOfRange: false, page: { hasNext: false } },
  lastNotifyAt,
  lastSawNotifyAt,
});
const settle = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => {
  resetNotificationStore();
  answers.length = 0;
  vi.mocked(apiFetch).mockClear();
});

describe('the notifications store', () => {
  it('fetches the first page again when it is asked for during a fetch (the answer in flight may be stale)', async () => {
    const first = loadNotifications(1, 'en', { quiet: true });
    // E.g. the real-time connection joins while the first answer is on its way.
    void loadNotifications(1, 'en', { quiet: true });
    void loadNotifications(1, 'en', { quiet: true });
    expect(apiFetch).toHaveBeenCalledTimes(1);

    answers.shift()!(answer(5000, 1000)); // unread when the server read it…
    await settle();
    expect(apiFetch).toHaveBeenCalledTimes(2); // …asked once more, however many asked meanwhile
    answers.shift()!(answer(5000, 5000)); // …seen in another tab meanwhile
    await first;
    expect(notifyStore.get()).toMatchObject({ status: 'loaded', unread: false, lastSawNotifyAt: 5000 });
    expect(apiFetch).toHaveBeenCalledTimes(2);
  });

  it('fetches once when nothing else asks', async () => {
    const done = loadNotifications(1, 'en');
    answers.shift()!(answer(5000, 1000));
    await done;
    expect(apiFetch).toHaveBeenCalledTimes(1);
    expect(notifyStore.get()).toMatchObject({ status: 'loaded', unread: true });
  });

  it('forgets a pending fetch on sign-out', async () => {
    const done = loadNotifications(1, 'en');
    void loadNotifications(1, 'en');
    resetNotificationStore();
    answers.shift()!(answer(5000, 1000));
    await done;
    expect(apiFetch).toHaveBeenCalledTimes(1);
  });
});
