import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { smsOutbox } from '../../db/schema/accounts';
import type { SmsSender } from './sms-sender';

export type OutboxRow = typeof smsOutbox.$inferSelect;

/** Development adapter: stores each message in sms_outbox and sends nothing. */
export function outboxSms(db: Db): SmsSender {
  return {
    provider: 'outbox',
    async send({ to, text, lng }) {
      await db.insert(smsOutbox).values({ to, text, lng, provider: 'outbox', status: 'stored' });
    },
  };
}

/** Stored messages, newest first, optionally for one recipient (demo-mode admins and tests). */
export function listOutbox(db: Db, opts: { to?: string; limit?: number } = {}): Promise<OutboxRow[]> {
  const limit = Math.min(Math.max(opts.limit ?? 50, 1), 500);
  return db
    .select()
    .from(smsOutbox)
    // Only the development adapter's messages: never what went out through a real gateway.
    .where(and(eq(smsOutbox.provider, 'outbox'), opts.to === undefined ? undefined : eq(smsOutbox.to, opts.to)))
    .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
    .limit(limit);
}
