import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { OTP_LENGTH, OTP_MAX_TRIES, OTP_RESEND_SECONDS, OTP_TTL_MS, type OtpPurpose } from '../../../common/otp';
import type { Db } from '../../db/client';
import { otpCode } from '../../db/schema/accounts';
import { AppError } from '../app-error';
import type { Tx } from '../shared/manage-context';

export type OtpOutcome = 'ok' | 'invalid' | 'expired' | 'too_many';

const digest = (phone: string, purpose: string, code: string) => createHash('sha256').update(`${phone}|${purpose}|${code}`).digest();

/**
 * Makes a new code for the phone and purpose (older unused ones stop working) and returns it for
 * sending. Refuses with OTP_RESEND_TOO_SOON inside the resend countdown.
 */
export async function issueOtpCode(db: Db | Tx, phone: string, purpose: OtpPurpose, now = new Date()): Promise<string> {
  const [last] = await db
    .select()
    .from(otpCode)
    .where(and(eq(otpCode.phone, phone), eq(otpCode.purpose, purpose)))
    .orderBy(desc(otpCode.createdAt))
    .limit(1);
  if (last && now.getTime() - last.createdAt.getTime() < OTP_RESEND_SECONDS * 1000) {
    const resendAfterSec = Math.ceil((OTP_RESEND_SECONDS * 1000 - (now.getTime() - last.createdAt.getTime())) / 1000);
    throw new AppError('OTP_RESEND_TOO_SOON', { resendAfterSec });
  }
  await db
    .update(otpCode)
    .set({ consumedAt: now })
    .where(and(eq(otpCode.phone, phone), eq(otpCode.purpose, purpose), isNull(otpCode.consumedAt)));
  const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
  await db.insert(otpCode).values({
    phone,
    purpose,
    codeHash: digest(phone, purpose, code).toString('hex'),
    expiresAt: new Date(now.getTime() + OTP_TTL_MS),
    createdAt: now,
  });
  return code;
}

/**
 * Checks a code inside the caller's transaction. A right code is used up; a wrong one counts a try
 * (the caller must commit before raising, so the count sticks). Row-locked against a racing check.
 */
export async function consumeOtpCode(tx: Tx, phone: string, purpose: OtpPurpose, code: string, now = new Date()): Promise<OtpOutcome> {
  const [row] = await tx
    .select()
    .from(otpCode)
    .where(and(eq(otpCode.phone, phone), eq(otpCode.purpose, purpose), isNull(otpCode.consumedAt)))
    .orderBy(desc(otpCode.createdAt))
    .limit(1)
    .for('update');
  if (!row || row.expiresAt <= now) return 'expired';
  if (row.attempts >= OTP_MAX_TRIES) return 'too_many';
  const given = digest(phone, purpose, code);
  const expected = Buffer.from(row.codeHash, 'hex');
  if (!/^\d+$/.test(code) || given.length !== expected.length || !timingSafeEqual(given, expected)) {
    await tx.update(otpCode).set({ attempts: row.attempts + 1 }).where(eq(otpCode.id, row.id));
    return row.attempts + 1 >= OTP_MAX_TRIES ? 'too_many' : 'invalid';
  }
  await tx.update(otpCode).set({ consumedAt: now }).where(eq(otpCode.id, row.id));
  return 'ok';
}

/** The error a failed check raises (after its transaction committed). */
export function otpError(outcome: Exclude<OtpOutcome, 'ok'>): AppError {
  if (outcome === 'expired') return new AppError('OTP_EXPIRED');
  if (outcome === 'too_many') return new AppError('OTP_TOO_MANY_TRIES');
  return new AppError('OTP_INVALID');
}
