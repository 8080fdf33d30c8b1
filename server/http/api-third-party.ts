import { Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import { isAppError } from '../domain/app-error';
import type { OidcClient } from '../integrations/oidc/oidc-providers';
import { presentUser } from '../presenters/user';
import type { AppServices } from '../services';
import { declareRoute, parseWith } from './api-route';
import { requireActor, setSessionCookie, type AuthEnv } from './auth-session';
import { clientIp } from './rate-limit';
import { signValue, verifySignedValue } from './signed-cookie';

const FLOW_COOKIE = 'aloha.oidc';
const FLOW_TTL_MS = 10 * 60_000;

interface Flow {
  provider: string;
  state: string;
  nonce: string;
  codeVerifier: string;
  intent: 'signin' | 'link';
  redirect: string;
  exp: number;
}

const startQuery = z.object({
  intent: z.enum(['signin', 'link']).default('signin'),
  /** Where to go afterwards: a same-site path. */
  redirect: z.string().regex(/^\/(?!\/)[^\s]*$/).max(500).default('/user'),
});

/** Third-party sign-in and account linking through OpenID Connect (authorization code + PKCE). */
export function thirdPartyApi(services: AppServices, oidc: OidcClient, opts: { secret: string; publicUrl: string; secure: boolean }) {
  const api = new Hono<AuthEnv>();
  const acc = services.accounts;
  const callbackUrl = (provider: string) => `${opts.publicUrl}/api/auth/oidc/${provider}/callback`;
  const known = (p: string) => oidc.providers.some((x) => x.name === p);

  declareRoute({ method: 'get', path: '/api/auth/oidc/providers', summary: 'Configured third-party sign-in providers' });
  api.get('/auth/oidc/providers', (c) => c.json({ providers: oidc.providers }));

  declareRoute({ method: 'get', path: '/api/auth/oidc/{provider}/start', summary: 'Redirects to the provider (sign in or link)', query: startQuery });
  api.get('/auth/oidc/:provider/start', async (c) => {
    const provider = c.req.param('provider');
    if (!known(provider)) return c.json({ code: 'NOT_FOUND', message: 'error.status.404' }, 404);
    const q = parseWith(startQuery, c.req.query());
    if (q.intent === 'link') requireActor(c);
    const start = await oidc.start(provider, callbackUrl(provider));
    const flow: Flow = { provider, state: start.state, nonce: start.nonce, codeVerifier: start.codeVerifier, intent: q.intent, redirect: q.redirect, exp: Date.now() + FLOW_TTL_MS };
    // SameSite=Lax: the provider's top-level redirect back still carries it.
    setCookie(c, FLOW_COOKIE, signValue(opts.secret, flow), { path: '/api/auth/oidc', httpOnly: true, sameSite: 'Lax', secure: opts.secure, maxAge: FLOW_TTL_MS / 1000 });
    return c.redirect(start.url, 302);
  });

  api.get('/auth/oidc/:provider/callback', async (c) => {
    const provider = c.req.param('provider');
    const flow = verifySignedValue<Flow>(opts.secret, getCookie(c, FLOW_COOKIE));
    deleteCookie(c, FLOW_COOKIE, { path: '/api/auth/oidc' });
    const back = (target: string, params: Record<string, string>) => {
      const url = new URL(target, opts.publicUrl);
      for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
      return c.redirect(url.pathname + url.search, 302);
    };
    // Spec §8 "code session lost (tab, browser or network switch)".
    if (!flow || flow.provider !== provider || flow.exp < Date.now()) return back('/sign', { oauthError: 'error.otp.sessionLost' });
    try {
      const identity = await oidc.finish(provider, new URL(c.req.url.replace(/^https?:\/\/[^/]+/, opts.publicUrl)), flow);
      if (flow.intent === 'link') {
        const actor = requireActor(c);
        await acc.linkThirdParty(actor, { provider, subject: identity.subject });
        return back(flow.redirect, { oauth: 'linked' });
      }
      const actor = await acc.signInWithThirdParty({ provider, subject: identity.subject });
      const old = c.get('sessionToken');
      if (old) await acc.endSession(old);
      const s = await acc.createSession({ userId: actor.id, site: 'web', rememberMe: false, userAgent: c.req.header('user-agent') ?? null, ip: clientIp(c) });
      setSessionCookie(c, s.token, { persistent: s.persistent, expiresAt: s.expiresAt, secure: opts.secure });
      return back(flow.redirect, { oauth: 'signedIn' });
    } catch (err) {
      const key = isAppError(err) ? err.key : 'error.thirdParty.failed';
      return back(flow.intent === 'link' ? flow.redirect : '/sign', { oauthError: key });
    }
  });

  declareRoute({ method: 'get', path: '/api/user/third-party', summary: 'Third-party identities linked to the account' });
  api.get('/user/third-party', async (c) => c.json({ links: await acc.listThirdParty(requireActor(c).id), providers: oidc.providers }));

  declareRoute({ method: 'delete', path: '/api/user/third-party/{provider}', summary: 'Unlinks a provider (not the one registered with)' });
  api.delete('/user/third-party/:provider', async (c) => {
    const actor = requireActor(c);
    await acc.unlinkThirdParty(actor, c.req.param('provider'));
    return c.json({ updateUser: presentUser((await acc.actor(actor.id))!) });
  });
  return api;
}
