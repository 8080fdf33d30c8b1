import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import { isAppError } from '../domain/app-error';
import type { OidcClient } from '../integrations/oidc/oidc-providers';
import { presentUser } from '../presenters/user';
import type { AppServices } from '../services';
import { requireActor, startSession } from './auth-session';
import { route, type AnyRoute } from './route';
import type { SignInThrottle } from './sign-in-throttle';
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
export function thirdPartyRoutes(services: AppServices, oidc: OidcClient, opts: { secret: string; publicUrl: string; secure: boolean; throttle: SignInThrottle }): AnyRoute[] {
  const acc = services.accounts;
  const callbackUrl = (provider: string) => `${opts.publicUrl}/api/auth/oidc/${provider}/callback`;
  const providerParam = z.object({ provider: z.string().min(1).max(40).refine((p) => oidc.providers.some((x) => x.name === p)) });

  return [
    route({
      method: 'get', path: '/api/auth/oidc/providers', access: 'public', summary: 'Configured third-party sign-in providers',
      handler: (c) => c.json({ providers: oidc.providers }),
    }),
    route({
      method: 'get', path: '/api/auth/oidc/{provider}/start', access: 'public', params: providerParam, query: startQuery,
      summary: 'Redirects to the provider (sign in or link)',
      handler: async (c, { params, query }) => {
        const { provider } = params;
        if (query.intent === 'link') requireActor(c);
        const start = await oidc.start(provider, callbackUrl(provider));
        const flow: Flow = { provider, state: start.state, nonce: start.nonce, codeVerifier: start.codeVerifier, intent: query.intent, redirect: query.redirect, exp: Date.now() + FLOW_TTL_MS };
        // SameSite=Lax: the provider's top-level redirect back still carries it.
        setCookie(c, FLOW_COOKIE, signValue(opts.secret, flow), { path: '/api/auth/oidc', httpOnly: true, sameSite: 'Lax', secure: opts.secure, maxAge: FLOW_TTL_MS / 1000 });
        return c.redirect(start.url, 302);
      },
    }),
    route({
      method: 'get', path: '/api/auth/oidc/{provider}/callback', access: 'public', hidden: true, params: z.object({ provider: z.string().max(40) }),
      summary: 'The provider sends the browser back here',
      handler: async (c, { params }) => {
        const { provider } = params;
        const flow = verifySignedValue<Flow>(opts.secret, getCookie(c, FLOW_COOKIE));
        deleteCookie(c, FLOW_COOKIE, { path: '/api/auth/oidc' });
        const back = (target: string, q: Record<string, string>) => {
          const url = new URL(target, opts.publicUrl);
          for (const [k, v] of Object.entries(q)) url.searchParams.set(k, v);
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
          await startSession(c, { services, throttle: opts.throttle, secure: opts.secure }, actor, { site: 'web', rememberMe: false });
          return back(flow.redirect, { oauth: 'signedIn' });
        } catch (err) {
          const key = isAppError(err) ? err.key : 'error.thirdParty.failed';
          return back(flow.intent === 'link' ? flow.redirect : '/sign', { oauthError: key });
        }
      },
    }),
    route({
      method: 'get', path: '/api/user/third-party', access: 'signedIn', summary: 'Third-party identities linked to the account',
      handler: async (c, { actor }) => c.json({ links: await acc.listThirdParty(actor.id), providers: oidc.providers }),
    }),
    route({
      method: 'delete', path: '/api/user/third-party/{provider}', access: 'signedIn', params: z.object({ provider: z.string().min(1).max(40) }),
      summary: 'Unlinks a provider (not the one registered with)',
      handler: async (c, { actor, params }) => {
        await acc.unlinkThirdParty(actor, params.provider);
        return c.json({ updateUser: presentUser((await acc.actor(actor.id))!) });
      },
    }),
  ];
}
