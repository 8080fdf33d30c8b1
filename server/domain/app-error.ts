/** Every error code the domain raises, with its HTTP status (spec §8) and translation key. */
export const ERROR_CODES = {
  BAD_REQUEST: { status: 400, key: 'error.status.400' },
  VALIDATION: { status: 400, key: 'error.status.400' },
  UNAUTHORIZED: { status: 401, key: 'error.status.401' },
  FORBIDDEN: { status: 403, key: 'error.status.403' },
  NOT_FOUND: { status: 404, key: 'error.status.404' },
  CONFLICT: { status: 409, key: 'error.status.409' },
  XSRF_TOKEN_LOST: { status: 410, key: 'error.status.410' },
  PRECONDITION: { status: 412, key: 'error.status.412' },
  BODY_TOO_LARGE: { status: 413, key: 'error.status.413' },
  IDEMPOTENCY_KEY_REUSED: { status: 422, key: 'error.idempotencyKeyReused' },
  RATE_LIMITED: { status: 429, key: 'error.status.429' },
  SITE_NOT_CONFIGURED: { status: 500, key: 'error.status.500' },
  INTERNAL: { status: 500, key: 'error.status.500' },
  UNAVAILABLE: { status: 503, key: 'error.status.503' },
  LOCALES_DEV_ONLY: { status: 403, key: 'error.locales.devOnly' },
  LOGIN_INCORRECT: { status: 400, key: 'error.login.incorrect' },
  ACCOUNT_LOCKED: { status: 403, key: 'error.login.locked' },
  SIGN_IN_THROTTLED: { status: 429, key: 'error.login.throttled' },
  NOT_STAFF: { status: 403, key: 'error.login.notStaff' },
  PHONE_ALREADY_REGISTERED: { status: 409, key: 'error.phone.registered' },
  PHONE_NOT_REGISTERED: { status: 412, key: 'error.phone.notRegistered' },
  PHONE_SAME: { status: 400, key: 'error.phone.same' },
  PHONE_INVALID: { status: 400, key: 'error.phone.invalid' },
  EMAIL_ALREADY_REGISTERED: { status: 409, key: 'error.email.registered' },
  DOC_ALREADY_REGISTERED: { status: 409, key: 'error.doc.registered' },
  DOC_ID_INVALID: { status: 400, key: 'error.doc.invalid' },
  UNDERAGE: { status: 400, key: 'error.age.under18' },
  REFERRER_INVALID: { status: 400, key: 'error.referrer.invalid' },
  REFERRER_NOT_FOUND: { status: 400, key: 'error.referrer.notFound' },
  OTP_INVALID: { status: 400, key: 'error.otp.invalid' },
  OTP_EXPIRED: { status: 412, key: 'error.otp.expired' },
  OTP_TOO_MANY_TRIES: { status: 429, key: 'error.otp.tooManyTries' },
  OTP_RESEND_TOO_SOON: { status: 429, key: 'error.otp.resendTooSoon' },
  PASSWORD_OLD_WRONG: { status: 400, key: 'error.password.oldWrong' },
  PASSWORD_SAME: { status: 400, key: 'error.password.same' },
  PASSWORD_WEAK: { status: 400, key: 'error.password.weak' },
  BOT_CHECK_FAILED: { status: 400, key: 'error.bot.failed' },
  BOT_CHECK_EXPIRED: { status: 400, key: 'error.bot.expired' },
  BOT_CHECK_MISSING: { status: 400, key: 'error.bot.missing' },
  MEMBER_NOT_EFFECTIVE: { status: 403, key: 'member.error.notEffective' },
  DUPLICATE: { status: 409, key: 'error.duplicate' },
  ROLE_CODE_TAKEN: { status: 409, key: 'error.manage.roleCodeTaken' },
  ROLE_IN_USE: { status: 409, key: 'error.manage.roleInUse' },
  ROLE_SYSTEM: { status: 409, key: 'error.manage.roleSystem' },
  ROLE_REQUIRED: { status: 400, key: 'error.manage.roleRequired' },
  MEMBER_ROLE_FIXED: { status: 400, key: 'error.manage.memberRoleFixed' },
  PERMISSION_NOT_HELD: { status: 403, key: 'error.manage.permissionNotHeld' },
  CANNOT_TARGET_SELF: { status: 400, key: 'error.manage.self' },
  ACCOUNT_TAKEN: { status: 409, key: 'error.manage.accountTaken' },
  THIRD_PARTY_NOT_LINKED: { status: 412, key: 'error.thirdParty.notLinked' },
  THIRD_PARTY_LINKED_ELSEWHERE: { status: 409, key: 'error.thirdParty.linkedElsewhere' },
  THIRD_PARTY_LINKED_TO_YOU: { status: 409, key: 'error.thirdParty.linkedToYou' },
  THIRD_PARTY_ORIGIN: { status: 400, key: 'error.thirdParty.origin' },
  THIRD_PARTY_FAILED: { status: 400, key: 'error.thirdParty.failed' },
  PASSWORD_LOGIN_DISABLED: { status: 400, key: 'error.login.passwordDisabled' },
  PASSKEY_FAILED: { status: 400, key: 'error.passkey.failed' },
  UPLOAD_TOO_LARGE: { status: 413, key: 'error.upload.tooLarge' },
  UPLOAD_QUOTA_EXCEEDED: { status: 413, key: 'error.upload.quota' },
  UPLOAD_UNSUPPORTED: { status: 400, key: 'error.upload.unsupported' },
  TYPE_IN_USE: { status: 409, key: 'error.types.inUse' },
  MEDIA_IN_USE: { status: 409, key: 'cms:media.error.inUse' },
  TYPE_REFERENCED: { status: 409, key: 'error.types.referenced' },
  HOLIDAY_DATE_TAKEN: { status: 409, key: 'schedule:error.holidayDateTaken' },
  ROOM_CODE_TAKEN: { status: 409, key: 'schedule:error.roomCodeTaken' },
  ROOM_IN_USE: { status: 409, key: 'schedule:error.roomInUse' },
  SERVICE_PLAN_IN_USE: { status: 409, key: 'schedule:error.planInUse' },
  SCHEDULE_ENTRY_OVERLAP: { status: 409, key: 'schedule:error.entryOverlap' },
  BOOKING_SLOT_TAKEN: { status: 409, key: 'error.booking.slotTaken' },
  BOOKING_SLOT_UNAVAILABLE: { status: 409, key: 'error.booking.unavailable' },
  BOOKING_CONFLICT: { status: 409, key: 'error.booking.conflict' },
  BOOKING_OUT_OF_WINDOW: { status: 400, key: 'error.booking.outOfWindow' },
  BOOKING_CHANGE_CLOSED: { status: 409, key: 'error.booking.changeClosed' },
  BOOKING_STATUS_INVALID: { status: 409, key: 'error.booking.statusInvalid' },
  BOOKING_NOT_YET: { status: 409, key: 'error.booking.notYet' },
  BOOKING_ADDON_ALONE: { status: 400, key: 'error.booking.addonAlone' },
  BOOKING_ADDON_INVALID: { status: 400, key: 'error.booking.addonInvalid' },
  REVIEW_BOOKING_NOT_DONE: { status: 409, key: 'error.review.notDone' },
  REVIEW_EXISTS: { status: 409, key: 'error.review.exists' },
  PROMOTION_ENDED: { status: 409, key: 'error.booking.offerEnded' },
  CHAT_MESSAGE_BLANK: { status: 400, key: 'chat.error.blank' },
  CHAT_MESSAGE_TOO_LONG: { status: 400, key: 'chat.error.tooLong' },
  CHAT_USER_TYPE_NOT_ALLOWED: { status: 412, key: 'chat.error.userTypeNotAllowed' },
  CHAT_TARGET_NO_ACCOUNT: { status: 412, key: 'chat.error.targetNoAccount' },
  CHAT_BANNED: { status: 412, key: 'chat.error.banned' },
  CHAT_UPLOAD_NOT_FOUND: { status: 400, key: 'chat.error.uploadNotFound' },
  CHAT_CLIENT_ID_REUSED: { status: 409, key: 'chat.error.clientIdReused' },
  CHAT_REQUEST_ANSWERED: { status: 409, key: 'chat.error.requestAnswered' },
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

/** A failure the user can be told about: a code, its status and message key, and details. */
export class AppError extends Error {
  readonly status: number;
  readonly key: string;
  constructor(
    readonly code: ErrorCode,
    readonly details: Record<string, unknown> = {},
  ) {
    super(code);
    this.name = 'AppError';
    this.status = ERROR_CODES[code].status;
    this.key = ERROR_CODES[code].key;
  }
}

export function isAppError(err: unknown): err is AppError {
  return err instanceof AppError;
}
