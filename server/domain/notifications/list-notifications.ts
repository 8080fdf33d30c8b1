import { and, desc, eq, sql } from 'drizzle-orm';
import { pickText, type Lng } from '../../../common/i18n-config';
import type { Db } from '../../db/client';
import { userAccount } from '../../db/schema/accounts';
import { notification } from '../../db/schema/booking';

export const NOTIFICATIONS_PAGE_SIZE = 20;

/** Newest notification time in whole milliseconds (the unit the client compares in). */
const LAST_MS = sql<number | null>`floor(extract(epoch from max(${notification.createdAt})) * 1000)::float8`;

/**
 * One page of a person's notifications, newest first, in their language (spec §3/§7): rows,
 * pagination {currPage, isOutOfRange, page.hasNext}, lastNotifyAt and lastSawNotifyAt (ms).
 */
export async function listNotifications(db: Db, userId: string, input: { page: number; lng: Lng }) {
  const page = Math.max(1, Math.floor(input.page) || 1);
  const [{ total, last } = { total: 0, last: null }] = await db
    .select({ total: sql<number>`count(*)::int`, last: LAST_MS })
    .from(notification)
    .where(eq(notification.userId, userId));
  const rows = await db
    .select()
    .from(notification)
    .where(and(eq(notification.userId, userId)))
    .orderBy(desc(notification.id))
    .limit(NOTIFICATIONS_PAGE_SIZE)
    .offset((page - 1) * NOTIFICATIONS_PAGE_SIZE);
  const [u] = await db.select({ saw: userAccount.lastSawNotifyAt }).from(userAccount).where(eq(userAccount.id, userId));
  const pages = Math.ceil(total / NOTIFICATIONS_PAGE_SIZE);
  return {
    rows: rows.map((r) => ({ id: r.id, title: pickText(r.title, input.lng), message: pickText(r.message, input.lng), link: r.link, createAt: r.createdAt.getTime() })),
    pagination: { currPage: page, isOutOfRange: page > Math.max(pages, 1), page: { hasNext: page < pages, total, size: NOTIFICATIONS_PAGE_SIZE } },
    lastNotifyAt: last === null ? null : Number(last),
    lastSawNotifyAt: u?.saw ? u.saw.getTime() : null,
  };
}

/**
 * Records when the person last opened the list (never moves backwards, never into the future)
 * and returns it with the recomputed unread flag (unread = lastNotifyAt > lastSawNotifyAt).
 */
export async function markNotificationsSeen(db: Db, userId: string, at: number, now = Date.now()) {
  const when = new Date(Math.min(at, now));
  await db
    .update(userAccount)
    .set({ lastSawNotifyAt: sql`greatest(coalesce(${userAccount.lastSawNotifyAt}, to_timestamp(0)), ${when.toISOString()}::timestamptz)` })
    .where(eq(userAccount.id, userId));
  const [u] = await db.select({ saw: userAccount.lastSawNotifyAt }).from(userAccount).where(eq(userAccount.id, userId));
  const [{ last } = { last: null }] = await db.select({ last: LAST_MS }).from(notification).where(eq(notification.userId, userId));
  const lastSawNotifyAt = u?.saw ? u.saw.getTime() : null;
  const lastNotifyAt = last === null ? null : Number(last);
  return { lastSawNotifyAt, lastNotifyAt, unread: lastNotifyAt !== null && (lastSawNotifyAt === null || lastNotifyAt > lastSawNotifyAt) };
}
