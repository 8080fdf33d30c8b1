import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import type { RelyingParty } from '../domain/accounts/passkeys';
import { AppError } from '../domain/app-error';
import { presentUser } from '../presenters/user';
import type { AppServices } from '../services';
import { startSession } from './auth-session';
import { byIp, route, type AnyRoute } from './route';
import type { SignInThrottle } from './sign-in-throttle';
import { signValue, verifySignedValue } from './signed-cookie';

const CHALLENGE_COOKIE = 'aloha.webauthn';
const CHALLENGE_TTL_MS = 5 * 60_000;

/** A WebAuthn JSON response as the browser library sends it (checked in depth by @simplewebauthn). */
const credentialJson = z.object({ id: z.string().min(1).max(1500), rawId: z.string().max(1500), type: z.literal('public-key'), response: z.record(z.string(), z.unknown()) }).passthrough();
const registerBody = z.object({ credential: credentialJson, name: z.string().trim().max(60).default('') });
const loginBody = z.object({ credential: credentialJson, rememberMe: z.boolean().default(false) });
const PASSKEY_LIMIT = { name: 'passkey-ip', limit: 30, windowMs: 10 * 60_000, key: byIp };

/** Passkeys: add one while signed in, sign in with one, list and remove them. */
export function passkeyRoutes(services: AppServices, opts: { secret: string; publicUrl: string; siteName: string; secure: boolean; throttle: SignInThrottle }): AnyRoute[] {
  const acc = services.accounts;
  const url = new URL(opts.publicUrl);
  const rp: RelyingParty = { id: url.hostname, name: opts.siteName, origin: url.origin };

  const remember = (c: Context, kind: 'register' | 'login', challenge: string) =>
    setCookie(c, CHALLENGE_COOKIE, signValue(opts.secret, { kind, challenge, exp: Date.now() + CHALLENGE_TTL_MS }), {
      path: '/api', httpOnly: true, sameSite: 'Strict', secure: opts.secure, maxAge: CHALLENGE_TTL_MS / 1000,
    });
  const recall = (c: Context, kind: 'register' | 'login') => {
    const v = verifySignedValue<{ kind: string; challenge: string; exp: number }>(opts.secret, getCookie(c, CHALLENGE_COOKIE));
    deleteCookie(c, CHALLENGE_COOKIE, { path: '/api' });
    if (!v || v.kind !== kind || v.exp < Date.now()) throw new AppError('PASSKEY_FAILED', { reason: 'challenge' });
    return v.challenge;
  };

  return [
    route({
      method: 'post', path: '/api/user/passkeys/options', access: 'signedIn', summary: 'Options to create a passkey for the signed-in user',
      handler: async (c, { actor }) => {
        const options = await acc.passkeyRegistrationOptions(actor, rp);
        remember(c, 'register', options.challenge);
        return c.json(options);
      },
    }),
    route({
      method: 'post', path: '/api/user/passkeys', access: 'signedIn', body: registerBody, summary: 'Stores a new passkey after verifying it',
      handler: async (c, { actor, body }) => {
        await acc.registerPasskey(actor, body.credential as never, recall(c, 'register'), rp, body.name);
        return c.json({ passkeys: await acc.listPasskeys(actor.id) });
      },
    }),
    route({
      method: 'get', path: '/api/user/passkeys', access: 'signedIn', summary: 'The user’s passkeys',
      handler: async (c, { actor }) => c.json({ passkeys: await acc.listPasskeys(actor.id) }),
    }),
    route({
      method: 'delete', path: '/api/user/passkeys/{id}', access: 'signedIn', params: z.object({ id: z.string().min(1).max(1500) }),
      summary: 'Removes one of the user’s passkeys',
      handler: async (c, { actor, params }) => {
        await acc.deletePasskey(actor.id, params.id);
        return c.json({ passkeys: await acc.listPasskeys(actor.id) });
      },
    }),
    route({
      method: 'post', path: '/api/auth/passkey/options', access: 'public', summary: 'Options to sign in with a passkey', limits: [PASSKEY_LIMIT],
      handler: async (c) => {
        const options = await acc.passkeyLoginOptions(rp);
        remember(c, 'login', options.challenge);
        return c.json(options);
      },
    }),
    route({
      method: 'post', path: '/api/auth/passkey', access: 'public', body: loginBody, summary: 'Signs in with a passkey assertion', limits: [PASSKEY_LIMIT],
      handler: async (c, { body }) => {
        const actor = await acc.signInWithPasskey(body.credential as never, recall(c, 'login'), rp);
        await startSession(c, { services, throttle: opts.throttle, secure: opts.secure }, actor, { site: 'web', rememberMe: body.rememberMe });
        return c.json({ user: presentUser(actor), updateUser: presentUser(actor) });
      },
    }),
  ];
}
