import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import type { RelyingParty } from '../domain/accounts/passkeys';
import { AppError } from '../domain/app-error';
import { presentUser } from '../presenters/user';
import type { AppServices } from '../services';
import { declareRoute, parseWith } from './api-route';
import { requireActor, setSessionCookie, type AuthEnv } from './auth-session';
import { clientIp, rateLimit } from './rate-limit';
import type { RateLimitStore } from '../integrations/rate-limit-store';
import { signValue, verifySignedValue } from './signed-cookie';

const CHALLENGE_COOKIE = 'aloha.webauthn';
const CHALLENGE_TTL_MS = 5 * 60_000;

/** A WebAuthn JSON response as the browser library sends it (checked in depth by @simplewebauthn). */
const credentialJson = z.object({ id: z.string().min(1).max(1500), rawId: z.string().max(1500), type: z.literal('public-key'), response: z.record(z.string(), z.unknown()) }).passthrough();
const registerBody = z.object({ credential: credentialJson, name: z.string().trim().max(60).default('') });
const loginBody = z.object({ credential: credentialJson, rememberMe: z.boolean().default(false) });

/** Passkeys: add one while signed in, sign in with one, list and remove them. */
export function passkeyApi(services: AppServices, store: RateLimitStore, opts: { secret: string; publicUrl: string; siteName: string; secure: boolean }) {
  const api = new Hono<AuthEnv>();
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

  declareRoute({ method: 'post', path: '/api/user/passkeys/options', summary: 'Options to create a passkey for the signed-in user' });
  api.post('/user/passkeys/options', async (c) => {
    const options = await acc.passkeyRegistrationOptions(requireActor(c), rp);
    remember(c, 'register', options.challenge);
    return c.json(options);
  });

  declareRoute({ method: 'post', path: '/api/user/passkeys', summary: 'Stores a new passkey after verifying it', body: registerBody });
  api.post('/user/passkeys', async (c) => {
    const actor = requireActor(c);
    const input = parseWith(registerBody, await c.req.json().catch(() => ({})));
    await acc.registerPasskey(actor, input.credential as never, recall(c, 'register'), rp, input.name);
    return c.json({ passkeys: await acc.listPasskeys(actor.id) });
  });

  declareRoute({ method: 'get', path: '/api/user/passkeys', summary: 'The user’s passkeys' });
  api.get('/user/passkeys', async (c) => c.json({ passkeys: await acc.listPasskeys(requireActor(c).id) }));

  declareRoute({ method: 'delete', path: '/api/user/passkeys/{id}', summary: 'Removes one of the user’s passkeys' });
  api.delete('/user/passkeys/:id', async (c) => {
    const actor = requireActor(c);
    await acc.deletePasskey(actor.id, c.req.param('id'));
    return c.json({ passkeys: await acc.listPasskeys(actor.id) });
  });

  const limit = rateLimit({ store, name: 'passkey-ip', limit: 30, windowMs: 10 * 60_000 });
  declareRoute({ method: 'post', path: '/api/auth/passkey/options', summary: 'Options to sign in with a passkey' });
  api.post('/auth/passkey/options', limit, async (c) => {
    const options = await acc.passkeyLoginOptions(rp);
    remember(c, 'login', options.challenge);
    return c.json(options);
  });

  declareRoute({ method: 'post', path: '/api/auth/passkey', summary: 'Signs in with a passkey assertion', body: loginBody });
  api.post('/auth/passkey', limit, async (c) => {
    const input = parseWith(loginBody, await c.req.json().catch(() => ({})));
    const actor = await acc.signInWithPasskey(input.credential as never, recall(c, 'login'), rp);
    const old = c.get('sessionToken');
    if (old) await acc.endSession(old);
    const s = await acc.createSession({ userId: actor.id, site: 'web', rememberMe: input.rememberMe, userAgent: c.req.header('user-agent') ?? null, ip: clientIp(c) });
    setSessionCookie(c, s.token, { persistent: s.persistent, expiresAt: s.expiresAt, secure: opts.secure });
    return c.json({ user: presentUser(actor), updateUser: presentUser(actor) });
  });
  return api;
}
