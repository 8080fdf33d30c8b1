import { eq } from 'drizzle-orm';
import { isStaff } from '../../../common/permissions';
import { isValidEmail } from '../../../common/validators/email';
import { toE164 } from '../../../common/validators/phone';
import type { Db } from '../../db/client';
import { oauthAccount, userAccount } from '../../db/schema/accounts';
import { AppError } from '../app-error';
import { loadActor, type Actor } from './get-actor';
import { consumeOtpCode, otpError } from './otp';
import { dummyHash, verifyPassword } from './password-hash';

type UserRow = typeof userAccount.$inferSelect;

async function findBy(db: Db, column: 'phone' | 'email' | 'account', value: string): Promise<UserRow | undefined> {
  const [u] = await db.select().from(userAccount).where(eq(userAccount[column], value));
  return u && !u.deletedAt ? u : undefined;
}

/** Same answer and similar time whether the account is missing or the password is wrong. */
async function checkPassword(db: Db, u: UserRow | undefined, password: string): Promise<Actor> {
  const ok = await verifyPassword(u?.passwordHash ?? (await dummyHash()), password);
  if (u && !u.passwordHash) {
    // Registered through a third party and never set a password (spec §8: use the third party).
    const links = await db.select({ p: oauthAccount.provider }).from(oauthAccount).where(eq(oauthAccount.userId, u.id));
    if (links.length) throw new AppError('PASSWORD_LOGIN_DISABLED', { providers: links.map((l) => l.p) });
  }
  if (!u || !u.passwordHash || !ok) throw new AppError('LOGIN_INCORRECT');
  if (u.isLocked) throw new AppError('ACCOUNT_LOCKED');
  await db.update(userAccount).set({ lastLoginAt: new Date() }).where(eq(userAccount.id, u.id));
  return (await loadActor(db, u.id))!;
}

/** The account a member signs in as: a phone number (with calling code) or an e-mail address. */
async function findMemberLogin(db: Db, input: { identifier: string; callingCode: string }): Promise<UserRow | undefined> {
  const id = input.identifier.trim();
  if (id.includes('@')) return isValidEmail(id) ? findBy(db, 'email', id.toLowerCase()) : undefined;
  const phone = id.startsWith('+') ? toE164(id.slice(1, -8) || input.callingCode, id.slice(-8)) ?? id.replace(/[^\d+]/g, '') : toE164(input.callingCode, id);
  return phone ? findBy(db, 'phone', phone) : undefined;
}

/**
 * The id of the account a sign-in names (member: phone or e-mail; staff: account name), or null.
 * Sign-in throttling counts per account, so the phone and the e-mail of one account share a count.
 */
export async function signInAccountId(db: Db, input: { identifier: string; callingCode: string } | { account: string }): Promise<string | null> {
  const u = 'account' in input ? await findBy(db, 'account', input.account.trim()) : await findMemberLogin(db, input);
  return u?.id ?? null;
}

/** Member sign-in with a phone number (with calling code) or an e-mail address, and a password. */
export async function signInWithPassword(db: Db, input: { identifier: string; callingCode: string; password: string }): Promise<Actor> {
  return checkPassword(db, await findMemberLogin(db, input), input.password);
}

/** Sign-in with a one-time code sent to a registered phone. */
export async function signInWithCode(db: Db, input: { phone: string; code: string }): Promise<Actor> {
  const u = await findBy(db, 'phone', input.phone);
  const outcome = await db.transaction((tx) => consumeOtpCode(tx, input.phone, 'login', input.code));
  if (outcome !== 'ok') throw otpError(outcome);
  if (!u) throw new AppError('LOGIN_INCORRECT');
  if (u.isLocked) throw new AppError('ACCOUNT_LOCKED');
  await db.update(userAccount).set({ lastLoginAt: new Date() }).where(eq(userAccount.id, u.id));
  return (await loadActor(db, u.id))!;
}

/** Back-office sign-in at /login with the account name and password; members are refused. */
export async function signInStaff(db: Db, input: { account: string; password: string }): Promise<Actor> {
  const actor = await checkPassword(db, await findBy(db, 'account', input.account.trim()), input.password);
  if (!isStaff(actor)) throw new AppError('LOGIN_INCORRECT');
  return actor;
}
