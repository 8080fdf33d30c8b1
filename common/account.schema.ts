import { z } from 'zod';
import { LANGUAGES } from './i18n-config';
import { backgroundField, favIndustriesField, socialField } from './member-manage.schema';
import { OTP_LENGTH, OTP_PURPOSES } from './otp';
import { marketingFields } from './privacy';
import { isAtLeastAge, MIN_AGE } from './validators/age';
import { isValidDocId, normalizeDocId, type DocIdType } from './validators/doc-id';
import { isValidEmail } from './validators/email';
import { fieldMessage, FORM_INVALID, FORM_REQUIRED_CHOICE, isBlank, requiredChoice, requiredText } from './validators/field-message';
import { isValidMemberCode, normalizeMemberCode } from './validators/member-code';
import { isStrongPassword, PASSWORD_MAX, PASSWORD_MIN } from './validators/password';
import { ymdFromDashed } from './validators/patterns';
import { toE164 } from './validators/phone';

/**
 * One zod schema per input, shared by the forms, the /api handlers and the domain (style.md).
 * Messages are translation keys chosen by `fieldMessage` (validators/field-message.ts): an empty
 * field gets "Please enter / choose your {{field}}", a wrong one "Please enter the correct
 * {{field}}" (spec §5) or the field's own message.
 */
const invalid = FORM_INVALID;

/** The calling code as chosen in the select (with or without "+"). */
export const callingCodeField = z.string({ error: fieldMessage({ kind: 'choice' }) }).regex(/^\+?\d{1,4}$/);
/** The national number as typed; whether it is a real number depends on the calling code (`checkPhone`). */
export const phoneNumberField = requiredText(20);

/** Adds "invalid phone" under `phone` when both parts are there but make no E.164 number. */
function checkPhone(v: Record<string, unknown>, ctx: z.RefinementCtx) {
  const { callingCode, phone } = v;
  if (typeof callingCode !== 'string' || typeof phone !== 'string' || isBlank(phone) || isBlank(callingCode)) return;
  if (!toE164(callingCode.replace('+', ''), phone)) ctx.addIssue({ code: 'custom', path: ['phone'], message: invalid, input: phone });
}

/** Adds "the passwords differ" under `passwordConfirm` once it is filled in. */
function checkPasswordsMatch(v: Record<string, unknown>, ctx: z.RefinementCtx) {
  if (typeof v.passwordConfirm !== 'string' || v.passwordConfirm === '') return;
  if (v.password !== v.passwordConfirm) ctx.addIssue({ code: 'custom', path: ['passwordConfirm'], message: 'form.password.mismatch', input: v.passwordConfirm });
}

/**
 * Cross-field rules run even when some field failed (zod skips refinements after a failure by
 * default): the form then lists every problem at once, and the value may be partly wrong.
 */
export const ALWAYS = { when: () => true } as const;
export const fields = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {});

/** A phone number as typed: country calling code + national number → E.164. */
export const phoneInput = z
  .object({ callingCode: callingCodeField, phone: phoneNumberField })
  .superRefine((v, ctx) => checkPhone(fields(v), ctx), ALWAYS)
  .transform((v) => toE164(v.callingCode.replace('+', ''), v.phone)!);

export const otpCodeField = z.string({ error: fieldMessage() }).trim().regex(new RegExp(`^\\d{${OTP_LENGTH}}$`));
/** A new password: 6–100 characters of any kind (spec §5). */
export const passwordField = z.string({ error: fieldMessage({ invalid: 'form.password.length' }) }).min(PASSWORD_MIN).max(PASSWORD_MAX);
/** The new password typed again. */
export const passwordConfirmField = z.string({ error: fieldMessage({ required: 'form.password.confirm' }) }).min(1).max(PASSWORD_MAX);
/** A password being checked (sign-in, the current password): only required. */
export const currentPasswordField = z.string({ error: fieldMessage() }).min(1).max(PASSWORD_MAX);
export const lngField = z.enum(LANGUAGES).default('zh-HK');
/** An optional e-mail address: empty is fine, anything else must be one. */
export const optionalEmailField = z
  .string({ error: fieldMessage() })
  .trim()
  .max(254, invalid)
  .optional()
  .default('')
  .refine((e) => !e || isValidEmail(e), invalid);

/** A required e-mail address (e-mail sign-in). */
export const emailField = requiredText(254).refine((e) => !e || isValidEmail(e), invalid);
/** The e-mail tab of password sign-in: the identifier checked as an e-mail address. */
export const emailIdentifierInput = z.object({ email: emailField });

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

/** A birth date typed YYYY-MM-DD, at least MIN_AGE years ago in clinic time (registration, staff correction). */
export const birthField = z
  .string({ error: fieldMessage() })
  .trim()
  .min(1)
  .superRefine((s, ctx) => {
    if (!s) return;
    const birth = ymdFromDashed(s);
    if (birth === null) ctx.addIssue({ code: 'custom', message: invalid, input: s });
    else if (!isAtLeastAge(birth, clinicToday(), MIN_AGE)) ctx.addIssue({ code: 'custom', message: 'error.age.under18', input: s });
  });

/** The document number checked against its type (HKID check digit…), and a passport's issuing country required. */
export function checkDocument(v: Record<string, unknown>, ctx: z.RefinementCtx): void {
  const docId = typeof v.docId === 'string' ? v.docId : '';
  if (!isBlank(docId) && typeof v.docType === 'string' && !isValidDocId(v.docType as DocIdType, docId)) {
    ctx.addIssue({ code: 'custom', path: ['docId'], message: 'error.doc.invalid', input: docId });
  }
  if (v.docType === 'passport' && isBlank(v.docNation)) ctx.addIssue({ code: 'custom', path: ['docNation'], message: FORM_REQUIRED_CHOICE, input: v.docNation });
}

/** Registration at /sign#sign-up (issue 3 item 1). */
export const registerInput = z
  .object({
    callingCode: callingCodeField,
    phone: phoneNumberField,
    code: otpCodeField,
    password: passwordField,
    passwordConfirm: passwordConfirmField,
    fullname: requiredText(100),
    nickname: requiredText(50),
    gender: requiredChoice(['f', 'm', 'x']),
    birth: birthField,
    email: optionalEmailField,
    docType: requiredChoice(['cn', 'hk', 'mo', 'passport']),
    docId: requiredText(40),
    /** Passport issuing country (code2). */
    docNation: z.string({ error: fieldMessage({ kind: 'choice' }) }).trim().length(2).optional().or(z.literal('')),
    nationality: z.string({ error: fieldMessage({ kind: 'choice' }) }).trim().length(2),
    /** The referring member's code (their member QR code carries it), typed in any case, with or without "-". */
    referrer: z
      .string()
      .trim()
      .max(40, 'error.referrer.checkCode')
      .optional()
      .default('')
      .refine((r) => !r || isValidMemberCode(r), 'error.referrer.checkCode'),
    /** ALTCHA solution (base64 payload). */
    altcha: z.string().min(1, 'error.bot.missing').max(5000),
    agreePrivacy: z.literal(true, 'form.privacy.required'),
    ...marketingFields,
    lng: lngField,
  })
  .superRefine((raw, ctx) => {
    const v = fields(raw);
    checkPhone(v, ctx);
    checkPasswordsMatch(v, ctx);
    checkDocument(v, ctx);
  }, ALWAYS)
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
  identifier: z.string({ error: fieldMessage() }).trim().min(3).max(254),
  callingCode: z.string().optional().default('852'),
  password: currentPasswordField,
  rememberMe: z.boolean().default(false),
});

/** Sign-in with a one-time code. */
export const codeSignInInput = z
  .object({ callingCode: callingCodeField, phone: phoneNumberField, code: otpCodeField, rememberMe: z.boolean().default(false) })
  .superRefine((v, ctx) => checkPhone(fields(v), ctx), ALWAYS);

/** Forgot password by phone code. */
export const resetPasswordInput = z
  .object({ callingCode: callingCodeField, phone: phoneNumberField, code: otpCodeField, password: passwordField, passwordConfirm: passwordConfirmField })
  .superRefine((raw, ctx) => {
    checkPhone(fields(raw), ctx);
    checkPasswordsMatch(fields(raw), ctx);
  }, ALWAYS);

/** Password change; staff passwords must also be strong (checked by the domain, which knows the roles). */
export const changePasswordInput = z
  .object({ oldPassword: currentPasswordField, password: passwordField, passwordConfirm: passwordConfirmField })
  .superRefine((raw, ctx) => {
    const v = fields(raw);
    checkPasswordsMatch(v, ctx);
    if (typeof v.password === 'string' && v.password !== '' && v.password === v.oldPassword) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: 'error.password.same', input: v.password });
    }
  }, ALWAYS);

export const strongPasswordOk = isStrongPassword;

/** Phone change: code sent to the new phone. */
export const changePhoneInput = z
  .object({ callingCode: callingCodeField, phone: phoneNumberField, code: otpCodeField })
  .superRefine((v, ctx) => checkPhone(fields(v), ctx), ALWAYS);

/** Back-office sign-in at /login. */
export const staffSignInInput = z.object({
  account: requiredText(100),
  password: currentPasswordField,
});

/** Profile fields a member may change themselves. */
export const profileInput = z.object({
  nickname: requiredText(50),
  email: optionalEmailField,
  signature: z.string().trim().max(200, invalid).optional().default(''),
  /** Direct marketing per channel (issue 14; docs/privacy.md); left out = unchanged; a change is recorded with the wording's version. */
  marketingSms: z.boolean().optional(),
  marketingEmail: z.boolean().optional(),
  /** Booking reminders by SMS and by e-mail (docs/front-desk.md); left out = unchanged. */
  remindSms: z.boolean().optional(),
  remindEmail: z.boolean().optional(),
  lng: lngField,
  /** Spec §3: kept by the member, seen by staff; the same rules as the back office's member form. */
  social: socialField(),
  favIndustries: favIndustriesField(),
  background: backgroundField(),
});
export type ProfileInput = z.output<typeof profileInput>;
