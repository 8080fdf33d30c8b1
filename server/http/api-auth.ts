import type { Context } from 'hono';
import { z } from 'zod';
import {
  changePasswordInput, changePhoneInput, codeSignInInput, passwordSignInInput, phoneInput, profileInput, registerInput,
  resetPasswordInput, sendCodeInput, staffSignInInput,
} from '../../common/account.schema';
import { isLng, lngFromAcceptLanguage, type Lng } from '../../common/i18n-config';
import { XSRF_COOKIE } from '../../common/http';
import { getCookie } from 'hono/cookie';
import type { Actor } from '../domain/accounts/get-actor';
import { AVATAR_MAX_BYTES } from '../domain/accounts/set-avatar';
import { isAppError } from '../domain/app-error';
import { presentUser } from '../presenters/user';
import type { AppServices } from '../services';
import { clearSessionCookie, startSession, type AuthEnv } from './auth-session';
import { parseInput } from './parse-input';
import { byIp, route, type AnyRoute } from './route';
import { ok } from './route-kit';
import type { SignInThrottle } from './sign-in-throttle';
import { XSRF_FORM_FIELD } from './xsrf';

/**
 * Abuse limits per client address and per phone. Wrong passwords are throttled per account
 * by sign-in-throttle.ts (a browser the account has used is never locked out by others).
 */
export const AUTH_LIMITS = {
  /** Generous: many members may share one office or mobile-network address. */
  signInPerIp: { limit: 60, windowMs: 10 * 60_000 },
  codePerIp: { limit: 10, windowMs: 10 * 60_000 },
  codePerPhone: { limit: 5, windowMs: 60 * 60_000 },
  registerPerIp: { limit: 10, windowMs: 60 * 60_000 },
};

const ipLimit = (name: string, cfg: { limit: number; windowMs: number }) => ({ name, ...cfg, key: byIp });
/** A phone as E.164 whatever way it was typed (61234567, +852 6123 4567…): one allowance per phone. */
const phoneKey = (b: { callingCode: string; phone: string }) => {
  const p = phoneInput.safeParse(b);
  return p.success ? p.data : `raw:${b.callingCode}:${b.phone.replace(/\D/g, '')}`;
};

/** Sign-in, registration, one-time codes, sign-out and the member's own account. */
export function authRoutes(services: AppServices, deps: { throttle: SignInThrottle; secure: boolean }): AnyRoute[] {
  const acc = services.accounts;
  const session = { services, ...deps };
  const signedIn = (c: Context, actor: Actor) => c.json({ user: presentUser(actor), updateUser: presentUser(actor) });

  /** Checks a password under the per-account throttle: only wrong passwords count. */
  async function withThrottle(c: Context<AuthEnv>, accountKey: string, check: () => Promise<Actor>): Promise<Actor> {
    const attempt = await deps.throttle.check(c, accountKey);
    try {
      return await check();
    } catch (err) {
      if (isAppError(err) && err.code === 'LOGIN_INCORRECT') await deps.throttle.failed(attempt);
      throw err;
    }
  }

  return [
    route({
      method: 'get', path: '/api/countries', access: 'public', query: z.object({ scope: z.enum(['phone', 'all']).default('phone') }),
      summary: 'Countries: ?scope=phone (default) those whose phone numbers are accepted, ?scope=all every enabled one (nationality)',
      handler: async (c, { query }) => c.json({ countries: await acc.countries(query.scope) }),
    }),
    route({
      method: 'get', path: '/api/auth/challenge', access: 'public', summary: 'A bot-check (ALTCHA) challenge for registration',
      handler: async (c) => c.json(await acc.botChallenge()),
    }),
    route({
      method: 'post', path: '/api/auth/code', access: 'public', body: sendCodeInput, summary: 'Sends a 6-digit one-time code by SMS',
      limits: [ipLimit('code-ip', AUTH_LIMITS.codePerIp), { name: 'code-phone', ...AUTH_LIMITS.codePerPhone, key: (_c, { body }) => phoneKey(body) }],
      handler: async (c, { body }) => c.json(await acc.sendCode({ phone: parseInput(phoneInput, body), purpose: body.purpose, lng: body.lng })),
    }),
    route({
      method: 'post', path: '/api/auth/register', access: 'public', body: registerInput, summary: 'Registers a member and signs them in',
      limits: [ipLimit('register-ip', AUTH_LIMITS.registerPerIp)],
      handler: async (c, { body }) => {
        await acc.verifyBot(body.altcha);
        const actor = (await acc.actor(await acc.register(body)))!;
        await startSession(c, session, actor, { site: 'web', rememberMe: false });
        return signedIn(c, actor);
      },
    }),
    route({
      method: 'post', path: '/api/auth/sign-in', access: 'public', body: passwordSignInInput, summary: 'Member sign-in with phone or e-mail and password',
      limits: [ipLimit('signin-ip', AUTH_LIMITS.signInPerIp)],
      handler: async (c, { body }) => {
        const id = await acc.signInAccountId({ identifier: body.identifier, callingCode: body.callingCode });
        const actor = await withThrottle(c, id ?? `name:${body.identifier.toLowerCase()}`, () => acc.signInWithPassword(body));
        await startSession(c, session, actor, { site: 'web', rememberMe: body.rememberMe });
        return signedIn(c, actor);
      },
    }),
    route({
      method: 'post', path: '/api/auth/sign-in/code', access: 'public', body: codeSignInInput,
      summary: 'Member sign-in with a one-time code (not subject to the password throttle; a code allows 5 tries)',
      limits: [ipLimit('signin-ip', AUTH_LIMITS.signInPerIp)],
      handler: async (c, { body }) => {
        const actor = await acc.signInWithCode({ phone: parseInput(phoneInput, body), code: body.code });
        await startSession(c, session, actor, { site: 'web', rememberMe: body.rememberMe });
        return signedIn(c, actor);
      },
    }),
    route({
      method: 'post', path: '/api/auth/staff-sign-in', access: 'public', body: staffSignInInput, summary: 'Back-office sign-in (account + password)',
      limits: [ipLimit('signin-ip', AUTH_LIMITS.signInPerIp)],
      handler: async (c, { body }) => {
        const id = await acc.signInAccountId({ account: body.account });
        const actor = await withThrottle(c, id ?? `name:${body.account.trim().toLowerCase()}`, () => acc.signInStaff(body));
        await startSession(c, session, actor, { site: 'cms', rememberMe: false });
        return signedIn(c, actor);
      },
    }),
    route({
      method: 'post', path: '/api/auth/reset-password', access: 'public', body: resetPasswordInput,
      summary: 'Forgot password: new password with a code sent to the phone (the same answer whether or not the phone is registered)',
      limits: [ipLimit('signin-ip', AUTH_LIMITS.signInPerIp)],
      handler: async (c, { body }) => ok(c, acc.resetPassword({ phone: parseInput(phoneInput, body), code: body.code, password: body.password })),
    }),
    route({
      method: 'post', path: '/api/logout', access: 'public', summary: 'Ends the session on the server (spec §7 logout; needs the anti-forgery token)',
      handler: async (c) => {
        const token = c.get('sessionToken');
        if (token) await acc.endSession(token);
        clearSessionCookie(c, deps.secure);
        // The no-script confirmation page posts a form: send it home.
        if (c.req.header('content-type')?.startsWith('application/x-www-form-urlencoded')) return c.redirect('/', 303);
        return c.json({ ok: true });
      },
    }),
    route({
      method: 'get', path: '/api/logout', access: 'public', query: z.object({ lng: z.string().optional() }),
      summary: 'A page asking to confirm signing out (signing out itself is POST, so no other site can do it)',
      handler: async (c, { query }) => {
        const lng: Lng = isLng(query.lng) ? query.lng : lngFromAcceptLanguage(c.req.header('accept-language'));
        const t = await services.i18n.fixedT(lng);
        const token = getCookie(c, XSRF_COOKIE) ?? '';
        const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
        const html = `<!doctype html><html lang="${lng}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${esc(t('account:logout.confirmTitle'))}</title></head>`
          + `<body style="font-family:system-ui,sans-serif;max-width:28rem;margin:4rem auto;padding:0 1rem;text-align:center">`
          + `<h1 style="font-size:1.25rem">${esc(t('account:logout.confirmTitle'))}</h1>`
          + `<form method="post" action="/api/logout"><input type="hidden" name="${XSRF_FORM_FIELD}" value="${esc(token)}">`
          + `<button type="submit" style="font-size:1rem;padding:.6rem 1.5rem">${esc(t('account:logout.confirmButton'))}</button></form>`
          + `<p><a href="/">${esc(t('account:logout.cancel'))}</a></p></body></html>`;
        return c.html(html);
      },
    }),
    route({
      method: 'get', path: '/api/user/me', access: 'signedIn', summary: 'The signed-in user',
      handler: (c, { actor }) => c.json({ user: presentUser(actor) }),
    }),
    route({
      method: 'patch', path: '/api/user/profile', access: 'signedIn', body: profileInput, summary: 'Updates the member’s own profile',
      handler: async (c, { actor, body }) => {
        await acc.updateProfile(actor, body);
        return c.json({ updateUser: presentUser((await acc.actor(actor.id))!) });
      },
    }),
    route({
      method: 'post', path: '/api/user/password', access: 'signedIn', body: changePasswordInput,
      summary: 'Changes the password (old must be right); other sessions end', limits: [ipLimit('signin-ip', AUTH_LIMITS.signInPerIp)],
      handler: async (c, { actor, body }) => ok(c, acc.changePassword(actor, body, c.get('sessionToken')!)),
    }),
    route({
      method: 'post', path: '/api/user/phone', access: 'signedIn', body: changePhoneInput,
      summary: 'Changes the phone with a code sent to the new number', limits: [ipLimit('signin-ip', AUTH_LIMITS.signInPerIp)],
      handler: async (c, { actor, body }) => {
        await acc.changePhone(actor, { phone: parseInput(phoneInput, body), code: body.code });
        return c.json({ updateUser: presentUser((await acc.actor(actor.id))!) });
      },
    }),
    route({
      method: 'post', path: '/api/user/avatar', access: 'signedIn', upload: { maxBytes: AVATAR_MAX_BYTES, contentType: 'image/*' },
      summary: 'Sets the avatar from an image body (checked by content, re-encoded, metadata stripped)',
      handler: async (c, { actor, bytes }) => {
        await acc.setAvatar(actor, bytes);
        return c.json({ updateUser: presentUser((await acc.actor(actor.id))!) });
      },
    }),
    route({
      method: 'get', path: '/api/user/sessions', access: 'signedIn', summary: 'The user’s own live sessions',
      handler: async (c, { actor }) => c.json({ sessions: await acc.listSessions(actor.id, c.get('sessionToken')) }),
    }),
    route({
      method: 'delete', path: '/api/user/sessions/{id}', access: 'signedIn', params: z.object({ id: z.string().regex(/^[0-9a-f]{16}$/) }),
      summary: 'Revokes one of the user’s own sessions',
      handler: async (c, { actor, params }) => ok(c, acc.revokeSession(actor.id, params.id)),
    }),
  ];
}
