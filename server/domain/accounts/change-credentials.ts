import { CLINIC_TIME_ZONE } from '../../../common/constants';
import { and, eq, ne } from 'drizzle-orm';
import { DEFAULT_LNG, isLng, type Lng } from '../../../common/i18n-config';
import { isStrongPassword } from '../../../common/validators/password';
import type { Mailer } from '../../integrations/mail/mailer';
import type { Translate } from './send-code';
import type { Db } from '../../db/client';
import { userAccount } from '../../db/schema/accounts';
import { AppError } from '../app-error';
import { consumeOtpCode, otpError } from './otp';
import { hashPassword, verifyPassword } from './password-hash';
import { revokeAllSessions } from './sessions';
import type { Actor } from './get-actor';
import { isStaff } from '../../../common/permissions';

export interface Notifier {
  mailer: Mailer;
  translate: Translate;
}

/** Tells the account holder by e-mail (in their language) that their password changed, when they gave one. */
async function noticePasswordChanged(notify: Notifier | undefined, u: { email: string | null; lng: string }): Promise<void> {
  if (!notify || !u.email) return;
  const lng = (isLng(u.lng) ? u.lng : DEFAULT_LNG) as Lng;
  const t = await notify.translate(lng);
  const when = new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeStyle: 'short', timeZone: CLINIC_TIME_ZONE }).format(new Date());
  await notify.mailer.send({ to: u.email, subject: t('account:mail.passwordChanged.subject'), text: t('account:mail.passwordChanged.text', { when }) }).catch(() => undefined);
}

/**
 * Forgot password: a code sent to the registered phone sets a new password and ends all sessions.
 * Returns the account's id. A phone nobody registered answers exactly like a registered one
 * without a valid code (OTP_EXPIRED / OTP_INVALID, after the same password hashing), so this call
 * does not tell who is registered.
 */
export async function resetPassword(db: Db, input: { phone: string; code: string; password: string }, notify?: Notifier): Promise<string> {
  const [found] = await db.select().from(userAccount).where(eq(userAccount.phone, input.phone));
  const u = found && !found.deletedAt ? found : undefined;
  const passwordHash = await hashPassword(input.password);
  const outcome = await db.transaction(async (tx) => {
    const r = await consumeOtpCode(tx, input.phone, 'reset', input.code);
    if (r === 'ok' && u) await tx.update(userAccount).set({ passwordHash, updatedAt: new Date() }).where(eq(userAccount.id, u.id));
    return r;
  });
  if (outcome !== 'ok') throw otpError(outcome);
  // Only reachable with a code sent for this phone's reset, which send-code issues to registered phones only.
  if (!u) throw otpError('expired');
  await revokeAllSessions(db, u.id);
  await noticePasswordChanged(notify, u);
  return u.id;
}

/** Password change: the old one must be right and the new one differ; staff need a strong one. Other sessions end. */
export async function changePassword(db: Db, actor: Actor, input: { oldPassword: string; password: string }, currentToken: string, notify?: Notifier): Promise<void> {
  const [u] = await db.select().from(userAccount).where(eq(userAccount.id, actor.id));
  if (!u?.passwordHash || !(await verifyPassword(u.passwordHash, input.oldPassword))) throw new AppError('PASSWORD_OLD_WRONG');
  if (input.password === input.oldPassword) throw new AppError('PASSWORD_SAME');
  if (isStaff(actor) && !isStrongPassword(input.password)) throw new AppError('PASSWORD_WEAK');
  await db.update(userAccount).set({ passwordHash: await hashPassword(input.password), updatedAt: new Date() }).where(eq(userAccount.id, u.id));
  await revokeAllSessions(db, u.id, currentToken);
  await noticePasswordChanged(notify, u);
}

/** Phone change: not the same number, not registered to anyone, confirmed by a code sent to the new phone. */
export async function changePhone(db: Db, actor: Actor, input: { phone: string; code: string }): Promise<void> {
  if (actor.phone === input.phone) throw new AppError('PHONE_SAME');
  const taken = await db.select({ id: userAccount.id }).from(userAccount).where(and(eq(userAccount.phone, input.phone), ne(userAccount.id, actor.id)));
  if (taken.length) throw new AppError('PHONE_ALREADY_REGISTERED');
  const outcome = await db.transaction(async (tx) => {
    const r = await consumeOtpCode(tx, input.phone, 'change_phone', input.code);
    if (r === 'ok') await tx.update(userAccount).set({ phone: input.phone, updatedAt: new Date() }).where(eq(userAccount.id, actor.id));
    return r;
  });
  if (outcome !== 'ok') throw otpError(outcome);
}
