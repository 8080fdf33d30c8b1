import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { session } from '../../db/schema/accounts';
import { AppError } from '../app-error';
import { isStaff } from '../../../common/permissions';
import { loadActor, type Actor } from './get-actor';
import { SESSION_TOUCH_MS, sessionPolicy, type SessionSite } from './session-policy';

export type SessionRow = typeof session.$inferSelect;

const idOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Starts a session (always a new id: no fixation); returns the cookie token and its lifetime. */
export async function createSession(
  db: Db,
  input: { userId: string; site: SessionSite; rememberMe: boolean; userAgent: string | null; ip: string | null },
): Promise<{ token: string; expiresAt: Date; persistent: boolean }> {
  const token = randomBytes(32).toString('base64url');
  const policy = sessionPolicy(input.site, input.rememberMe);
  const now = new Date();
  const expiresAt = new Date(now.getTime() + policy.absoluteMs);
  await db.insert(session).values({
    id: idOf(token),
    userId: input.userId,
    site: input.site,
    rememberMe: input.rememberMe,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    idleSeconds: Math.round(policy.idleMs / 1000),
    userAgent: input.userAgent?.slice(0, 300) ?? null,
    ip: input.ip,
  });
  return { token, expiresAt, persistent: policy.persistent };
}

/** The live session for a cookie token, or null when unknown, revoked, idle too long or expired. */
export async function resolveSession(db: Db, token: string, now = new Date()): Promise<SessionRow | null> {
  if (!token || token.length > 100) return null;
  const [row] = await db.select().from(session).where(eq(session.id, idOf(token)));
  if (!row || row.revokedAt) return null;
  if (row.expiresAt <= now || now.getTime() - row.lastSeenAt.getTime() > row.idleSeconds * 1000) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > SESSION_TOUCH_MS) {
    await db.update(session).set({ lastSeenAt: now }).where(eq(session.id, row.id));
  }
  return row;
}

/**
 * The acting user of a cookie token, or null. A staff account is held to the back-office policy
 * whatever session it has (one made before the account became staff, say): past 30 min idle or
 * 12 h since sign-in, the session is ended.
 */
export async function resolveSessionActor(db: Db, token: string, now = new Date()): Promise<Actor | null> {
  const row = await resolveSession(db, token, now);
  if (!row) return null;
  const actor = await loadActor(db, row.userId);
  if (!actor) return null;
  if (isStaff(actor) && row.site !== 'cms') {
    const cms = sessionPolicy('cms', false);
    if (now.getTime() - row.createdAt.getTime() > cms.absoluteMs || now.getTime() - row.lastSeenAt.getTime() > cms.idleMs) {
      await db.update(session).set({ revokedAt: now }).where(eq(session.id, row.id));
      return null;
    }
  }
  return actor;
}

/** Ends one session by its cookie token (sign-out); returns whose it was, or null when it was not live. */
export async function endSession(db: Db, token: string): Promise<string | null> {
  const [row] = await db
    .update(session)
    .set({ revokedAt: new Date() })
    .where(and(eq(session.id, idOf(token)), isNull(session.revokedAt)))
    .returning();
  return row?.userId ?? null;
}

/** A member's or staff user's own live sessions, newest first; `current` marks this one. */
export async function listSessions(db: Db, userId: string, currentToken: string | null, now = new Date()) {
  const rows = await db.select().from(session).where(and(eq(session.userId, userId), isNull(session.revokedAt))).orderBy(desc(session.lastSeenAt));
  const current = currentToken ? idOf(currentToken) : null;
  return rows
    .filter((r) => r.expiresAt > now && now.getTime() - r.lastSeenAt.getTime() <= r.idleSeconds * 1000)
    .map((r) => ({
      id: r.id.slice(0, 16),
      site: r.site,
      createdAt: r.createdAt.toISOString(),
      lastSeenAt: r.lastSeenAt.toISOString(),
      userAgent: r.userAgent,
      ip: r.ip,
      current: r.id === current,
    }));
}

/** Revokes one of the user's own sessions by its public id (first 16 hex chars); NOT_FOUND otherwise. */
export async function revokeSession(db: Db, userId: string, publicId: string): Promise<void> {
  const rows = await db.select({ id: session.id }).from(session).where(and(eq(session.userId, userId), isNull(session.revokedAt)));
  const target = rows.find((r) => r.id.slice(0, 16) === publicId);
  if (!target) throw new AppError('NOT_FOUND', { resource: 'session' });
  await db.update(session).set({ revokedAt: new Date() }).where(eq(session.id, target.id));
}

/** Ends every session of a user except, optionally, one (after a password change or lock). */
export async function revokeAllSessions(db: Db, userId: string, exceptToken?: string): Promise<void> {
  const keep = exceptToken ? idOf(exceptToken) : null;
  const rows = await db.select({ id: session.id }).from(session).where(and(eq(session.userId, userId), isNull(session.revokedAt)));
  for (const r of rows) if (r.id !== keep) await db.update(session).set({ revokedAt: new Date() }).where(eq(session.id, r.id));
}
