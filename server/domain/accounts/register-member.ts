import { and, eq } from 'drizzle-orm';
import { ROLE_CODES } from '../../../common/permissions';
import type { RegisterInput } from '../../../common/account.schema';
import type { Db } from '../../db/client';
import { member, role, userAccount, userRole } from '../../db/schema/accounts';
import { AppError } from '../app-error';
import { checkReferrer } from './check-referrer';
import { newId } from './ids';
import { insertMember } from './member-code';
import { consumeOtpCode, otpError } from './otp';
import { recordMarketingChoice } from '../privacy/marketing-consent';
import { hashPassword } from './password-hash';

/**
 * Registers a member (spec §5 rules already checked by `registerInput`): the phone's one-time code,
 * unique phone, e-mail and document, a valid referrer (by member code); creates the account, the
 * member with a fresh member code, and role M. Returns the new user id.
 */
export async function registerMember(db: Db, input: RegisterInput): Promise<string> {
  const phoneTaken = await db.select({ id: userAccount.id }).from(userAccount).where(eq(userAccount.phone, input.phoneE164));
  if (phoneTaken.length) throw new AppError('PHONE_ALREADY_REGISTERED');
  if (input.email) {
    const emailTaken = await db.select({ id: userAccount.id }).from(userAccount).where(eq(userAccount.email, input.email));
    if (emailTaken.length) throw new AppError('EMAIL_ALREADY_REGISTERED');
  }
  const docTaken = await db.select({ id: member.id }).from(member).where(and(eq(member.docType, input.docType), eq(member.docId, input.docId)));
  if (docTaken.length) throw new AppError('DOC_ALREADY_REGISTERED');
  const referrerId = input.referrer ? await checkReferrer(db, null, input.referrer) : null;

  const passwordHash = await hashPassword(input.password);
  const id = newId();
  const outcome = await db.transaction(async (tx) => {
    const otp = await consumeOtpCode(tx, input.phoneE164, 'register', input.code);
    if (otp !== 'ok') return otp;
    const [memberRole] = await tx.select().from(role).where(eq(role.code, ROLE_CODES.MEMBER));
    if (!memberRole) throw new AppError('INTERNAL', { reason: 'member role missing' });
    try {
      await tx.insert(userAccount).values({ id, phone: input.phoneE164, email: input.email, passwordHash, lng: input.lng });
      await insertMember(tx, {
        id,
        fullname: input.fullname,
        nickname: input.nickname,
        gender: input.gender,
        birth: input.birthYmd,
        docType: input.docType,
        docId: input.docId,
        docNation: input.docNation,
        nationality: input.nationality.toUpperCase(),
        referrerId,
        privacyConsentAt: new Date(),
      });
      await recordMarketingChoice(tx, id, { marketingSms: false, marketingEmail: false }, input, { source: 'REGISTER', lng: input.lng });
      await tx.insert(userRole).values({ userId: id, roleId: memberRole.id });
    } catch (err) {
      throw uniqueViolation(err) ?? err;
    }
    return 'ok' as const;
  });
  if (outcome !== 'ok') throw otpError(outcome);
  return id;
}

/** Maps a unique-constraint race (two registrations at once) to the user-facing error. */
export function uniqueViolation(err: unknown): AppError | undefined {
  const cause = (err as { cause?: { code?: string; constraint?: string } }).cause ?? (err as { code?: string; constraint?: string });
  if (cause?.code !== '23505') return undefined;
  const c = cause.constraint ?? '';
  if (c.includes('phone')) return new AppError('PHONE_ALREADY_REGISTERED');
  if (c.includes('email')) return new AppError('EMAIL_ALREADY_REGISTERED');
  if (c.includes('doc')) return new AppError('DOC_ALREADY_REGISTERED');
  return new AppError('DUPLICATE');
}
