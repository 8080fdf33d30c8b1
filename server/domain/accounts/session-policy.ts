const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type SessionSite = 'web' | 'cms';

/**
 * Session timeouts (ASVS 3.3): back office 30 min idle / 12 h absolute; members 2 h idle / 24 h
 * absolute, or with "remember me" 30 days idle / 90 days absolute.
 */
export function sessionPolicy(site: SessionSite, rememberMe: boolean): { idleMs: number; absoluteMs: number; persistent: boolean } {
  if (site === 'cms') return { idleMs: 30 * MINUTE, absoluteMs: 12 * HOUR, persistent: false };
  if (rememberMe) return { idleMs: 30 * DAY, absoluteMs: 90 * DAY, persistent: true };
  return { idleMs: 2 * HOUR, absoluteMs: DAY, persistent: false };
}

/** lastSeenAt is written at most this often, so reads do not turn every request into a write. */
export const SESSION_TOUCH_MS = MINUTE;

/**
 * The session a sign-in gets: staff accounts always get a back-office session (30 min idle, 12 h),
 * however they sign in (the member site, a passkey, a third party, "remember me"), because the
 * same cookie opens /api/manage.
 */
export function sessionKindFor(isStaffAccount: boolean, site: SessionSite, rememberMe: boolean): { site: SessionSite; rememberMe: boolean } {
  return isStaffAccount ? { site: 'cms', rememberMe: false } : { site, rememberMe };
}
