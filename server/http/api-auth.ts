import { Hono, type Context } from 'hono';
import { z } from 'zod';
import {
  changePasswordInput, changePhoneInput, codeSignInInput, passwordSignInInput, phoneInput, profileInput, registerInput,
  resetPasswordInput, sendCodeInput, staffSignInInput,
} from '../../common/account.schema';
import { bodyLimit } from 'hono/body-limit';
import type { Actor } from '../domain/accounts/get-actor';
import { AVATAR_MAX_BYTES } from '../domain/accounts/set-avatar';
import { AppError } from '../domain/app-error';
import type { SessionSite } from '../domain/accounts/session-policy';
import type { RateLimitStore } from '../integrations/rate-limit-store';
import { presentUser } from '../presenters/user';
import { toE164 } from '../../common/validators/phone';
import type { AppServices } from '../services';
import { declareRoute, parseWith } from './api-route';
import { clearSessionCookie, requireActor, setSessionCookie, type AuthEnv } from './auth-session';
import { clientIp, rateLimit } from './rate-limit';

/** Abuse limits (issue 3 item 8): per client IP and per account/phone. */
export const AUTH_LIMITS = {
  /** Generous: many members may share one office or mobile-network address. */
  signInPerIp: { limit: 60, windowMs: 10 * 60_000 },
  signInPerAccount: { limit: 10, windowMs: 15 * 60_000 },
  codePerIp: { limit: 10, windowMs: 10 * 60_000 },
  codePerPhone: { limit: 5, windowMs: 60 * 60_000 },
  registerPerIp: { limit: 10, windowMs: 60 * 60_000 },
};

const body = async (c: Context) => c.req.json().catch(() => ({}));
/**
 * The rate-limit key of a request's account: e-mail lower-cased, phone numbers as E.164 whatever
 * way they were typed (61234567, +852 6123 4567…), so one account cannot get several allowances.
 * Read from a clone, leaving the body for the handler.
 */
const keyFrom = (field: string) => async (c: Context) => {
  const b = (await c.req.raw.clone().json().catch(() => ({}))) as Record<string, unknown>;
  const raw = String(b[field] ?? '').trim().toLowerCase().slice(0, 254);
  if (!raw) return 'none';
  if (raw.includes('@') || field === 'account') return raw;
  const digits = raw.replace(/[^\d]/g, '');
  const calling = String(b.callingCode ?? '852').replace(/\D/g, '') || '852';
  if (raw.startsWith('+')) return `+${digits}`;
  return toE164(calling, digits) ?? `+${calling}${digits}`;
};

/** Sign-in, registration, one-time codes, sign-out and the member's own account. */
export function authApi(services: AppServices, store: RateLimitStore, secure: boolean) {
  const api = new Hono<AuthEnv>();
  const acc = services.accounts;
  const limit = (name: string, cfg: { limit: number; windowMs: number }, key?: (c: Context) => Promise<string>) =>
    rateLimit({ store, name, ...cfg, key });

  async function startSession(c: Context<AuthEnv>, actor: Actor, site: SessionSite, rememberMe: boolean) {
    const old = c.get('sessionToken');
    if (old) await acc.endSession(old); // a new id at sign-in
    const s = await acc.createSession({ userId: actor.id, site, rememberMe, userAgent: c.req.header('user-agent') ?? null, ip: clientIp(c) });
    setSessionCookie(c, s.token, { persistent: s.persistent, expiresAt: s.expiresAt, secure });
    return c.json({ user: presentUser(actor), updateUser: presentUser(actor) });
  }

  declareRoute({ method: 'get', path: '/api/countries', summary: 'Countries: ?scope=phone (default) those whose phone numbers are accepted, ?scope=all every enabled one (nationality)' });
  api.get('/countries', async (c) => c.json({ countries: await acc.countries(c.req.query('scope') === 'all' ? 'all' : 'phone') }));

  declareRoute({ method: 'get', path: '/api/auth/challenge', summary: 'A bot-check (ALTCHA) challenge for registration' });
  api.get('/auth/challenge', async (c) => c.json(await acc.botChallenge()));

  declareRoute({ method: 'post', path: '/api/auth/code', summary: 'Sends a 6-digit one-time code by SMS', body: sendCodeInput });
  api.post('/auth/code', limit('code-ip', AUTH_LIMITS.codePerIp), limit('code-phone', AUTH_LIMITS.codePerPhone, keyFrom('phone')), async (c) => {
    const input = parseWith(sendCodeInput, await body(c));
    const phone = parseWith(phoneInput, input);
    return c.json(await acc.sendCode({ phone, purpose: input.purpose, lng: input.lng }));
  });

  declareRoute({ method: 'post', path: '/api/auth/register', summary: 'Registers a member and signs them in', body: registerInput });
  api.post('/auth/register', limit('register-ip', AUTH_LIMITS.registerPerIp), async (c) => {
    const input = parseWith(registerInput, await body(c));
    await acc.verifyBot(input.altcha);
    const id = await acc.register(input);
    return startSession(c, (await acc.actor(id))!, 'web', false);
  });

  declareRoute({ method: 'post', path: '/api/auth/sign-in', summary: 'Member sign-in with phone or e-mail and password', body: passwordSignInInput });
  api.post('/auth/sign-in', limit('signin-ip', AUTH_LIMITS.signInPerIp), limit('signin-account', AUTH_LIMITS.signInPerAccount, keyFrom('identifier')), async (c) => {
    const input = parseWith(passwordSignInInput, await body(c));
    return startSession(c, await acc.signInWithPassword(input), 'web', input.rememberMe);
  });

  declareRoute({ method: 'post', path: '/api/auth/sign-in/code', summary: 'Member sign-in with a one-time code', body: codeSignInInput });
  api.post('/auth/sign-in/code', limit('signin-ip', AUTH_LIMITS.signInPerIp), limit('signin-code-account', AUTH_LIMITS.signInPerAccount, keyFrom('phone')), async (c) => {
    const input = parseWith(codeSignInInput, await body(c));
    const phone = parseWith(phoneInput, input);
    return startSession(c, await acc.signInWithCode({ phone, code: input.code }), 'web', input.rememberMe);
  });

  declareRoute({ method: 'post', path: '/api/auth/staff-sign-in', summary: 'Back-office sign-in (account + password)', body: staffSignInInput });
  api.post('/auth/staff-sign-in', limit('signin-ip', AUTH_LIMITS.signInPerIp), limit('signin-account', AUTH_LIMITS.signInPerAccount, keyFrom('account')), async (c) => {
    const input = parseWith(staffSignInInput, await body(c));
    return startSession(c, await acc.signInStaff(input), 'cms', false);
  });

  declareRoute({ method: 'post', path: '/api/auth/reset-password', summary: 'Forgot password: new password with a code sent to the phone', body: resetPasswordInput });
  api.post('/auth/reset-password', limit('signin-ip', AUTH_LIMITS.signInPerIp), async (c) => {
    const input = parseWith(resetPasswordInput, await body(c));
    const phone = parseWith(phoneInput, input);
    await acc.resetPassword({ phone, code: input.code, password: input.password });
    return c.json({ ok: true });
  });

  declareRoute({ method: 'get', path: '/api/logout', summary: 'Ends the session on the server (spec §7)' });
  api.get('/logout', async (c) => {
    const token = c.get('sessionToken');
    if (token) await acc.endSession(token);
    clearSessionCookie(c, secure);
    return c.json({ ok: true });
  });

  declareRoute({ method: 'get', path: '/api/user/me', summary: 'The signed-in user' });
  api.get('/user/me', (c) => c.json({ user: presentUser(requireActor(c)) }));

  declareRoute({ method: 'patch', path: '/api/user/profile', summary: 'Updates the member’s own profile', body: profileInput });
  api.patch('/user/profile', async (c) => {
    const actor = requireActor(c);
    await acc.updateProfile(actor, parseWith(profileInput, await body(c)));
    return c.json({ updateUser: presentUser((await acc.actor(actor.id))!) });
  });

  declareRoute({ method: 'post', path: '/api/user/password', summary: 'Changes the password (old must be right); other sessions end', body: changePasswordInput });
  api.post('/user/password', limit('signin-ip', AUTH_LIMITS.signInPerIp), async (c) => {
    const actor = requireActor(c);
    await acc.changePassword(actor, parseWith(changePasswordInput, await body(c)), c.get('sessionToken')!);
    return c.json({ ok: true });
  });

  declareRoute({ method: 'post', path: '/api/user/phone', summary: 'Changes the phone with a code sent to the new number', body: changePhoneInput });
  api.post('/user/phone', limit('signin-ip', AUTH_LIMITS.signInPerIp), async (c) => {
    const actor = requireActor(c);
    const input = parseWith(changePhoneInput, await body(c));
    await acc.changePhone(actor, { phone: parseWith(phoneInput, input), code: input.code });
    return c.json({ updateUser: presentUser((await acc.actor(actor.id))!) });
  });

  declareRoute({ method: 'post', path: '/api/user/avatar', summary: 'Sets the avatar from an image body (checked by content, re-encoded, metadata stripped)' });
  api.post('/user/avatar', bodyLimit({ maxSize: AVATAR_MAX_BYTES, onError: () => { throw new AppError('UPLOAD_TOO_LARGE', { maxBytes: AVATAR_MAX_BYTES }); } }), async (c) => {
    const actor = requireActor(c);
    const bytes = Buffer.from(await c.req.arrayBuffer());
    await acc.setAvatar(actor, bytes);
    return c.json({ updateUser: presentUser((await acc.actor(actor.id))!) });
  });

  declareRoute({ method: 'get', path: '/api/user/sessions', summary: 'The user’s own live sessions' });
  api.get('/user/sessions', async (c) => c.json({ sessions: await acc.listSessions(requireActor(c).id, c.get('sessionToken')) }));

  declareRoute({ method: 'delete', path: '/api/user/sessions/{id}', summary: 'Revokes one of the user’s own sessions' });
  api.delete('/user/sessions/:id', async (c) => {
    const id = parseWith(z.string().regex(/^[0-9a-f]{16}$/), c.req.param('id'));
    await acc.revokeSession(requireActor(c).id, id);
    return c.json({ ok: true });
  });
  return api;
}
