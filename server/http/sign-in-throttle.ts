import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { AppError } from '../domain/app-error';
import type { RateLimitStore } from '../integrations/rate-limit-store';
import { clientIp } from './rate-limit';
import { signValue, verifySignedValue } from './signed-cookie';

/**
 * Password guessing is slowed per account without handing an attacker a way to lock the owner
 * out (OWASP "device cookies"): a browser that has signed in to an account before carries a
 * signed device cookie naming it, and only its own wrong passwords count against it. Everyone
 * else shares the "unknown devices" allowance of the account, so an attacker can at most close
 * the account to unknown devices for a while — never to the owner's own browser, and never to a
 * one-time code or a passkey, which do not take a password. Counts are per account id, so the
 * phone number and the e-mail address of one account share them.
 */
export const SIGN_IN_THROTTLE = {
  /** Wrong passwords for one account from one browser (device cookie) or one address. */
  perClient: { limit: 5, windowMs: 15 * 60_000 },
  /** Wrong passwords for one account from all browsers it has never signed in on, together. */
  untrusted: { limit: 10, windowMs: 15 * 60_000 },
};

export const DEVICE_COOKIE = 'aloha.device';
const DEVICE_COOKIE_DAYS = 365;
/** A shared computer keeps at most this many accounts in its device cookie. */
const DEVICE_ACCOUNTS_MAX = 10;

interface Device {
  /** Random id of the browser. */
  d: string;
  /** Accounts that signed in on it. */
  u: string[];
}

export interface SignInAttempt {
  account: string;
  client: string;
  trusted: boolean;
}

export type SignInThrottle = ReturnType<typeof signInThrottle>;

export function signInThrottle(opts: { store: RateLimitStore; secret: string; secure: boolean }) {
  const { store } = opts;
  const device = (c: Context) => verifySignedValue<Device>(opts.secret, getCookie(c, DEVICE_COOKIE));
  const refuse = (c: Context, resetMs: number) => {
    const retryAfterSec = Math.max(1, Math.ceil(resetMs / 1000));
    c.header('Retry-After', String(retryAfterSec));
    return new AppError('SIGN_IN_THROTTLED', { retryAfterSec, minutes: Math.ceil(retryAfterSec / 60) });
  };

  return {
    /**
     * Before checking a password for `accountKey` (the account id, or the name typed when no
     * account has it): 429 SIGN_IN_THROTTLED when this client has used its allowance.
     */
    async check(c: Context, accountKey: string): Promise<SignInAttempt> {
      const dev = device(c);
      const trusted = !!dev && dev.u.includes(accountKey);
      const attempt = { account: accountKey, client: trusted ? `dev:${dev!.d}` : `ip:${clientIp(c) ?? 'unknown'}`, trusted };
      const own = await store.peek(`signin-fail:${attempt.client}:${accountKey}`);
      if (own.count >= SIGN_IN_THROTTLE.perClient.limit) throw refuse(c, own.resetMs);
      if (!trusted) {
        const all = await store.peek(`signin-fail-untrusted:${accountKey}`);
        if (all.count >= SIGN_IN_THROTTLE.untrusted.limit) throw refuse(c, all.resetMs);
      }
      return attempt;
    },
    /** Counts a wrong password. */
    async failed(attempt: SignInAttempt): Promise<void> {
      await store.hit(`signin-fail:${attempt.client}:${attempt.account}`, SIGN_IN_THROTTLE.perClient.windowMs);
      if (!attempt.trusted) await store.hit(`signin-fail-untrusted:${attempt.account}`, SIGN_IN_THROTTLE.untrusted.windowMs);
    },
    /** After any successful sign-in: this browser is now known to the account. */
    trustDevice(c: Context, userId: string): void {
      const dev = device(c) ?? { d: randomBytes(16).toString('base64url'), u: [] };
      const u = [userId, ...dev.u.filter((x) => x !== userId)].slice(0, DEVICE_ACCOUNTS_MAX);
      setCookie(c, DEVICE_COOKIE, signValue(opts.secret, { d: dev.d, u }), {
        path: '/api/auth',
        httpOnly: true,
        sameSite: 'Lax',
        secure: opts.secure,
        maxAge: DEVICE_COOKIE_DAYS * 86_400,
      });
    },
  };
}
