import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oauthAccount, userAccount } from '../../db/schema/accounts';
import { AppError } from '../app-error';
import { loadActor, type Actor } from './get-actor';

/** Signs in with a verified third-party identity; THIRD_PARTY_NOT_LINKED when no account has it. */
export async function signInWithThirdParty(db: Db, identity: { provider: string; subject: string }): Promise<Actor> {
  const [link] = await db
    .select()
    .from(oauthAccount)
    .where(and(eq(oauthAccount.provider, identity.provider), eq(oauthAccount.subject, identity.subject)));
  if (!link) throw new AppError('THIRD_PARTY_NOT_LINKED');
  const [u] = await db.select().from(userAccount).where(eq(userAccount.id, link.userId));
  if (!u || u.deletedAt) throw new AppError('THIRD_PARTY_NOT_LINKED');
  if (u.isLocked) throw new AppError('ACCOUNT_LOCKED');
  await db.update(userAccount).set({ lastLoginAt: new Date() }).where(eq(userAccount.id, u.id));
  return (await loadActor(db, u.id))!;
}

/** Links a verified identity to the signed-in account (spec §8: already linked elsewhere / to you). */
export async function linkThirdParty(db: Db, actor: Actor, identity: { provider: string; subject: string }): Promise<void> {
  const [existing] = await db
    .select()
    .from(oauthAccount)
    .where(and(eq(oauthAccount.provider, identity.provider), eq(oauthAccount.subject, identity.subject)));
  if (existing) throw new AppError(existing.userId === actor.id ? 'THIRD_PARTY_LINKED_TO_YOU' : 'THIRD_PARTY_LINKED_ELSEWHERE');
  const [sameProvider] = await db
    .select()
    .from(oauthAccount)
    .where(and(eq(oauthAccount.userId, actor.id), eq(oauthAccount.provider, identity.provider)));
  if (sameProvider) throw new AppError('THIRD_PARTY_LINKED_TO_YOU');
  await db.insert(oauthAccount).values({ provider: identity.provider, subject: identity.subject, userId: actor.id, isOrigin: false });
}

/** Unlinks a provider; the identity the account was registered with cannot be removed. */
export async function unlinkThirdParty(db: Db, actor: Actor, provider: string): Promise<void> {
  const [link] = await db.select().from(oauthAccount).where(and(eq(oauthAccount.userId, actor.id), eq(oauthAccount.provider, provider)));
  if (!link) throw new AppError('NOT_FOUND', { resource: 'thirdParty' });
  if (link.isOrigin) throw new AppError('THIRD_PARTY_ORIGIN');
  await db.delete(oauthAccount).where(and(eq(oauthAccount.userId, actor.id), eq(oauthAccount.provider, provider)));
}

/** The providers linked to an account. */
export async function listThirdParty(db: Db, userId: string) {
  const rows = await db.select().from(oauthAccount).where(eq(oauthAccount.userId, userId));
  return rows.map((r) => ({ provider: r.provider, isOrigin: r.isOrigin, linkedAt: r.createdAt.toISOString() }));
}
