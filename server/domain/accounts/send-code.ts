import { eq } from 'drizzle-orm';
import { OTP_RESEND_SECONDS, OTP_TTL_MS, type OtpPurpose } from '../../../common/otp';
import type { Lng } from '../../../common/i18n-config';
import type { Db } from '../../db/client';
import { userAccount } from '../../db/schema/accounts';
import type { SmsSender } from '../../integrations/sms/sms-sender';
import { AppError } from '../app-error';
import { issueOtpCode } from './otp';

export type Translate = (lng: Lng) => Promise<(key: string, params?: Record<string, unknown>) => string>;

/**
 * Sends a one-time code by SMS in the reader's language. Registration and phone change need a
 * phone that is not registered; password reset needs one that is (the spec shows both messages).
 * Sign-in codes go only to registered phones, without telling the caller whether it was.
 */
export async function sendCode(
  db: Db,
  deps: { sms: SmsSender; translate: Translate },
  input: { phone: string; purpose: OtpPurpose; lng: Lng },
): Promise<{ resendAfterSec: number }> {
  const [existing] = await db.select({ id: userAccount.id, lng: userAccount.lng, deletedAt: userAccount.deletedAt }).from(userAccount).where(eq(userAccount.phone, input.phone));
  const registered = !!existing && !existing.deletedAt;
  if ((input.purpose === 'register' || input.purpose === 'change_phone') && registered) throw new AppError('PHONE_ALREADY_REGISTERED');
  if (input.purpose === 'reset' && !registered) throw new AppError('PHONE_NOT_REGISTERED');
  const code = await issueOtpCode(db, input.phone, input.purpose);
  if (input.purpose === 'login' && !registered) return { resendAfterSec: OTP_RESEND_SECONDS };
  const lng = (registered && input.purpose !== 'change_phone' ? (existing!.lng as Lng) : input.lng) ?? input.lng;
  const t = await deps.translate(lng);
  await deps.sms.send({ to: input.phone, lng, text: t('account:sms.code', { code, minutes: OTP_TTL_MS / 60_000 }) });
  return { resendAfterSec: OTP_RESEND_SECONDS };
}
