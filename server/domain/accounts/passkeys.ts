import {
  generateAuthenticationOptions, generateRegistrationOptions, verifyAuthenticationResponse, verifyRegistrationResponse,
  type AuthenticationResponseJSON, type AuthenticatorTransport, type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passkey, userAccount } from '../../db/schema/accounts';
import { AppError } from '../app-error';
import { loadActor, type Actor } from './get-actor';

/** The relying party: our site (rpID = host of PUBLIC_URL, origin = its origin). */
export interface RelyingParty {
  id: string;
  name: string;
  origin: string;
}

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');

/** Options for the browser to create a passkey for the signed-in user (existing ones excluded). */
export async function passkeyRegistrationOptions(db: Db, actor: Actor, rp: RelyingParty) {
  const existing = await db.select().from(passkey).where(eq(passkey.userId, actor.id));
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: actor.phone ?? actor.email ?? actor.account ?? actor.id,
    userDisplayName: actor.member?.nickname ?? actor.account ?? '',
    userID: new TextEncoder().encode(actor.id),
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.id, transports: p.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
}

/** Checks the browser's new credential against the issued challenge and stores it. */
export async function registerPasskey(db: Db, actor: Actor, response: RegistrationResponseJSON, expectedChallenge: string, rp: RelyingParty, name: string) {
  const result = await verifyRegistrationResponse({ response, expectedChallenge, expectedOrigin: rp.origin, expectedRPID: rp.id, requireUserVerification: false }).catch(() => null);
  if (!result?.verified) throw new AppError('PASSKEY_FAILED');
  const cred = result.registrationInfo.credential;
  const [taken] = await db.select({ id: passkey.id }).from(passkey).where(eq(passkey.id, cred.id));
  if (taken) throw new AppError('PASSKEY_FAILED');
  await db.insert(passkey).values({
    id: cred.id,
    userId: actor.id,
    publicKey: b64url(cred.publicKey),
    counter: cred.counter,
    transports: (cred.transports ?? []) as string[],
    name: name.slice(0, 60) || 'Passkey',
  });
}

/** Options for signing in with any passkey of this site (discoverable credentials). */
export function passkeyLoginOptions(rp: RelyingParty) {
  return generateAuthenticationOptions({ rpID: rp.id, userVerification: 'preferred', allowCredentials: [] });
}

/** Verifies a passkey assertion and returns who signed in; the signature counter must move forward. */
export async function signInWithPasskey(db: Db, response: AuthenticationResponseJSON, expectedChallenge: string, rp: RelyingParty): Promise<Actor> {
  const [row] = await db.select().from(passkey).where(eq(passkey.id, response.id));
  if (!row) throw new AppError('PASSKEY_FAILED');
  const result = await verifyAuthenticationResponse({
    response,
    expectedChallenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: false,
    credential: { id: row.id, publicKey: new Uint8Array(Buffer.from(row.publicKey, 'base64url')), counter: row.counter, transports: row.transports as AuthenticatorTransport[] },
  }).catch(() => null);
  if (!result?.verified) throw new AppError('PASSKEY_FAILED');
  const [u] = await db.select().from(userAccount).where(eq(userAccount.id, row.userId));
  if (!u || u.deletedAt) throw new AppError('PASSKEY_FAILED');
  if (u.isLocked) throw new AppError('ACCOUNT_LOCKED');
  await db.update(passkey).set({ counter: result.authenticationInfo.newCounter, lastUsedAt: new Date() }).where(eq(passkey.id, row.id));
  await db.update(userAccount).set({ lastLoginAt: new Date() }).where(eq(userAccount.id, u.id));
  return (await loadActor(db, u.id))!;
}

/** The user's passkeys (no key material). */
export async function listPasskeys(db: Db, userId: string) {
  const rows = await db.select().from(passkey).where(eq(passkey.userId, userId));
  return rows.map((r) => ({ id: r.id, name: r.name, createdAt: r.createdAt.toISOString(), lastUsedAt: r.lastUsedAt?.toISOString() ?? null }));
}

/** Removes one of the user's own passkeys; NOT_FOUND for anyone else's. */
export async function deletePasskey(db: Db, userId: string, id: string): Promise<void> {
  const gone = await db.delete(passkey).where(and(eq(passkey.id, id), eq(passkey.userId, userId))).returning();
  if (gone.length === 0) throw new AppError('NOT_FOUND', { resource: 'passkey' });
}
