import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userAccount } from '../../db/schema/accounts';
import type { FileStore } from '../../integrations/storage/file-store';
import type { CloseAccountInput } from '../../../common/privacy';
import type { Actor } from '../accounts/get-actor';
import { consumeOtpCode, otpError } from '../accounts/otp';
import { verifyPassword } from '../accounts/password-hash';
import { AppError } from '../app-error';
import type { Translate } from '../notifications/notify';
import { eraseMember } from './erase-member';

/**
 * A member closes their own account (issue 14): they prove it is them again — their password, or a
 * sign-in code sent to their phone when the account has no password — and everything about them is
 * erased at once (eraseMember), logged as theirs.
 */
export async function closeOwnAccount(db: Db, files: FileStore, translate: Translate, actor: Actor, input: CloseAccountInput, now = new Date()) {
  const [u] = await db.select().from(userAccount).where(eq(userAccount.id, actor.id));
  if (!u || u.deletedAt) throw new AppError('NOT_FOUND', { resource: 'member', id: actor.id });
  if (input.password !== undefined && input.password !== '') {
    if (!u.passwordHash || !(await verifyPassword(u.passwordHash, input.password))) throw new AppError('PASSWORD_OLD_WRONG');
  } else {
    if (!u.phone || !input.code) throw new AppError('PASSWORD_OLD_WRONG');
    const outcome = await db.transaction((tx) => consumeOtpCode(tx, u.phone!, 'login', input.code!, now));
    if (outcome !== 'ok') throw otpError(outcome);
  }
  return eraseMember(db, files, translate, actor.id, { by: { actor, ip: null }, reason: 'CLOSED_BY_MEMBER', self: true }, now);
}
