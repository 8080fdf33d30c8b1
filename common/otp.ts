/** One-time codes (spec §5, issue 3): 6 digits, valid 10 minutes, at most 5 tries, single use. */
export const OTP_LENGTH = 6;
export const OTP_TTL_MS = 10 * 60_000;
export const OTP_MAX_TRIES = 5;
/** The resend countdown shown beside the "send code" button. */
export const OTP_RESEND_SECONDS = 60;
export const OTP_PURPOSES = ['register', 'login', 'reset', 'change_phone'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];
