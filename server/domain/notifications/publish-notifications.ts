import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notification } from '../../db/schema/booking';
import { collectWrites, type EventBus, type PendingWrite } from '../events';

/**
 * Runs a domain call that may write notifications (notifyUser) and then publishes NEW_NOTIFY for
 * each one that exists: once the call has returned or failed, its transactions are over, and a
 * row from a rolled-back attempt is simply not found.
 */
export async function withNotifications<T>(db: Db, bus: EventBus, fn: () => Promise<T>): Promise<T> {
  const writes: PendingWrite[] = [];
  try {
    return await collectWrites(writes, fn);
  } finally {
    const ids = writes.filter((w) => w.kind === 'notification').map((w) => w.id);
    if (ids.length) {
      const rows = await db.select().from(notification).where(inArray(notification.id, ids));
      for (const r of rows.sort((a, b) => a.id - b.id)) {
        bus.publish({
          type: 'notification.new',
          userId: r.userId,
          notification: { id: r.id, title: r.title, message: r.message, link: r.link, createAt: r.createdAt.getTime() },
        });
      }
    }
  }
}
