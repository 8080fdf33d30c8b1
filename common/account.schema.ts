import { z } from 'zod';
import { LANGUAGES } from './i18n-config';
import { OTP_LENGTH, OTP_PURPOSES } from './otp';
import { isAtLeastAge, MIN_AGE } from './validators/age';
import { isValidDocId, normalizeDocId } from './validators/doc-id';
import { isValidEmail } from './validators/email';
import { isStrongPassword, PASSWORD_MAX, PASSWORD_MIN } from './validators/password';
import { isValidMemberCode, normalizeMemberCode } from './validators/member-code';
import { ymdFromDashed } from './validators/patterns';
import { toE164 } from './validators/phone';

/**
 * One zod schema per input, shared by the forms, the /api handlers and the domain (style.md).
 * Messages are translation keys; "form.invalid" renders as "Please enter the correct {{field}}".
 */
const invalid = 'form.invalid';

/** A phone number as typed: country calling code + national number → E.164. */
export const phoneInput = z
  .object({ callingCode: z.string().regex(/^\+?\d{1,4}$/, invalid), phone: z.string().trim().min(4, invalid).max(20, invalid) })
  .transform((v, ctx) => {
    const e164 = toE164(v.callingCode.replace('+', ''), v.phone);
    if (!e164) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: invalid });
      return z.NEVER;
    }
    return e164;
  });

export const otpCodeField = z.string().trim().regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), invalid);
export const passwordField = z.string().min(PASSWORD_MIN, 'form.password.length').max(PASSWORD_MAX, 'form.password.length');
export const lngField = z.enum(LANGUAGES).default('zh-HK');

/** POST /api/auth/code: send a one-time code. */
export const sendCodeInput = z.object({
  callingCode: z.string(),
  phone: z.string(),
  purpose: z.enum(OTP_PURPOSES),
  lng: lngField,
});

/** Today's date in clinic time (UTC+8), for the age rule. */
export function clinicToday(now = new Date()): { y: number; m: number; d: number } {
  const t = new Date(now.getTime() + 8 * 3_600_000);
  return { y: t.getUTCFullYear(), m: t.getUTCMonth() + 1, d: t.getUTCDate() };
}

/** Registration at /sign#sign-up (issue 3 item 1). */
export const registerInput = z
  .object({
    callingCode: z.string(),
    phone: z.string(),
    code: otpCodeField,
    password: passwordField,
    passwordConfirm: z.string(),
    fullname: z.string().trim().min(1, invalid).max(100, invalid),
    nickname: z.string().trim().min(1, invalid).max(50, invalid),
    gender: z.enum(['f', 'm', 'x'], invalid),
    /** YYYY-MM-DD. */
    birth: z.string(),
    email: z.string().trim().max(254).optional().default(''),
    docType: z.enum(['cn', 'hk', 'mo', 'passport'], invalid),
    docId: z.string().trim().min(1, invalid).max(40, invalid),
    /** Passport issuing country (code2). */
    docNation: z.string().trim().length(2, invalid).optional().or(z.literal('')),
    nationality: z.string().trim().length(2, invalid),
    /** The referring member's code (their member QR code carries it), typed in any case, with or without "-". */
    referrer: z.string().trim().max(40, 'error.referrer.checkCode').optional().default(''),
    /** ALTCHA solution (base64 payload). */
    altcha: z.string().min(1, 'error.bot.missing').max(5000),
    agreePrivacy: z.literal(true, 'form.privacy.required'),
    marketingOptIn: z.boolean().default(false),
    lng: lngField,
  })
  .superRefine((v, ctx) => {
    if (!toE164(v.callingCode.replace('+', ''), v.phone)) ctx.addIssue({ code: 'custom', path: ['phone'], message: invalid });
    if (v.password !== v.passwordConfirm) ctx.addIssue({ code: 'custom', path: ['passwordConfirm'], message: 'form.password.mismatch' });
    const birth = ymdFromDashed(v.birth);
    if (birth === null) ctx.addIssue({ code: 'custom', path: ['birth'], message: invalid });
    else if (!isAtLeastAge(birth, clinicToday(), MIN_AGE)) ctx.addIssue({ code: 'custom', path: ['birth'], message: 'error.age.under18' });
    if (v.email && !isValidEmail(v.email)) ctx.addIssue({ code: 'custom', path: ['email'], message: invalid });
    if (!isValidDocId(v.docType, v.docId)) ctx.addIssue({ code: 'custom', path: ['docId'], message: 'error.doc.invalid' });
    if (v.docType === 'passport' && !v.docNation) ctx.addIssue({ code: 'custom', path: ['docNation'], message: invalid });
    if (v.referrer && !isValidMemberCode(v.referrer)) ctx.addIssue({ code: 'custom', path: ['referrer'], message: 'error.referrer.checkCode' });
  })
  .transform((v) => ({
    ...v,
    phoneE164: toE164(v.callingCode.replace('+', ''), v.phone)!,
    birthYmd: ymdFromDashed(v.birth)!,
    docId: normalizeDocId(v.docId),
    email: v.email ? v.email.toLowerCase() : null,
    docNation: v.docNation || null,
    referrer: v.referrer ? normalizeMemberCode(v.referrer) : null,
  }));
export type RegisterInput = z.infer<typeof registerInput>;

/** Sign-in with phone or e-mail and password. */
export const passwordSignInInput = z.object({
  /** A phone number with calling code (+85261234567) or an e-mail address. */
  identifier: z.string().trim().min(3, invalid).max(254, invalid),
  callingCode: z.string().optional().default('852'),
  password: z.string().min(1, invalid).max(PASSWORD_MAX, invalid),
  rememberMe: z.boolean().default(false),
});

/** Sign-in with a one-time code. */
export const codeSignInInput = z.object({ callingCode: z.string(), phone: z.string(), code: otpCodeField, rememberMe: z.boolean().default(false) });

/** Forgot password by phone code. */
export const resetPasswordInput = z
  .object({ callingCode: z.string(), phone: z.string(), code: otpCodeField, password: passwordField, passwordConfirm: z.string() })
  .refine((v) => v.password === v.passwordConfirm, { path: ['passwordConfirm'], message: 'form.password.mismatch' });

/** Password change; staff passwords must also be strong (checked by the domain, which knows the roles). */
export const changePasswordInput = z
  .object({ oldPassword: z.string().min(1, invalid).max(PASSWORD_MAX), password: passwordField, passwordConfirm: z.string() })
  .refine((v) => v.password === v.passwordConfirm, { path: ['passwordConfirm'], message: 'form.password.mismatch' })
  .refine((v) => v.password !== v.oldPassword, { path: ['password'], message: 'error.password.same' });

export const strongPasswordOk = isStrongPassword;

/** Phone change: code sent to the new phone. */
export const changePhoneInput = z.object({ callingCode: z.string(), phone: z.string(), code: otpCodeField });

/** Back-office sign-in at /login. */
export const staffSignInInput = z.object({
  account: z.string().trim().min(1, invalid).max(100, invalid),
  password: z.string().min(1, invalid).max(PASSWORD_MAX, invalid),
});

/** Profile fields a member may change themselves. */
export const profileInput = z.object({
  nickname: z.string().trim().min(1, invalid).max(50, invalid),
  email: z.string().trim().max(254).optional().default('').refine((e) => !e || isValidEmail(e), invalid),
  signature: z.string().trim().max(200, invalid).optional().default(''),
  marketingOptIn: z.boolean(),
  lng: lngField,
});
