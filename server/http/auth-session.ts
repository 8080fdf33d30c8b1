import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { SESSION_COOKIE } from '../../common/http';
import type { Actor } from '../domain/accounts/get-actor';
import { AppError } from '../domain/app-error';
import type { AppServices } from '../services';
import type { SessionSite } from '../domain/accounts/session-policy';
import { clientIp } from './rate-limit';
import type { SignInThrottle } from './sign-in-throttle';

export type AuthEnv = { Variables: { actor: Actor | null; sessionToken: string | null; nonce: string; requestId: string } };

/** Resolves the session cookie to the acting user (or null) for every later handler. */
export function authSession(services: AppServices): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    const token = getCookie(c, SESSION_COOKIE) ?? null;
    const actor = token ? await services.accounts.resolve(token) : null;
    c.set('sessionToken', actor ? token : null);
    c.set('actor', actor);
    await next();
  };
}

/** The signed-in actor, or 401 (spec §8: logged out / login expired). */
export function requireActor(c: Context<AuthEnv>): Actor {
  const actor = c.get('actor');
  if (!actor) throw new AppError('UNAUTHORIZED');
  return actor;
}

export function setSessionCookie(c: Context, token: string, opts: { persistent: boolean; expiresAt: Date; secure: boolean }) {
  setCookie(c, SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: opts.secure,
    ...(opts.persistent ? { expires: opts.expiresAt } : {}),
  });
}

export function clearSessionCookie(c: Context, secure: boolean) {
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure });
}

/**
 * Signs `actor` in on this browser: ends the request's old session (a new id at every sign-in, no
 * fixation), starts a new one (staff always get a back-office session), sets the cookie and marks
 * the browser as known to the account (sign-in-throttle.ts). The anti-forgery token is re-bound to
 * the new session by the xsrf middleware.
 */
export async function startSession(
  c: Context<AuthEnv>,
  deps: { services: AppServices; throttle: SignInThrottle; secure: boolean },
  actor: Actor,
  opts: { site: SessionSite; rememberMe: boolean },
): Promise<void> {
  const old = c.get('sessionToken');
  if (old) await deps.services.accounts.endSession(old);
  const s = await deps.services.accounts.createSession(actor, { ...opts, userAgent: c.req.header('user-agent') ?? null, ip: clientIp(c) });
  setSessionCookie(c, s.token, { persistent: s.persistent, expiresAt: s.expiresAt, secure: deps.secure });
  deps.throttle.trustDevice(c, actor.id);
}
