import type { Db } from '../../db/client';
import { listOutbox } from '../../integrations/sms/outbox-sms';

/** Normalizes a recipient as typed or as a query string decodes it ("+852…" may arrive as " 852…"). */
function normalizeTo(to: string | undefined): string | undefined {
  const v = to?.replace(/\s/g, '');
  if (!v) return undefined;
  return /^\d+$/.test(v) ? `+${v}` : v;
}

/** The demo SMS outbox, newest first, optionally for one recipient (demo-mode admins read one-time codes here). */
export async function listSmsOutbox(db: Db, input: { to?: string; limit?: number }) {
  const rows = await listOutbox(db, { to: normalizeTo(input.to), limit: input.limit ?? 50 });
  return { messages: rows.map((r) => ({ to: r.to, text: r.text, createdAt: r.createdAt.toISOString() })) };
}
