import * as client from 'openid-client';

/** One configured OpenID Connect provider (from the environment). */
export interface OidcProviderConfig {
  name: string;
  label: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/**
 * Providers from the environment: OIDC_PROVIDERS=google,line and for each NAME
 * OIDC_<NAME>_ISSUER, OIDC_<NAME>_CLIENT_ID, OIDC_<NAME>_CLIENT_SECRET, optional OIDC_<NAME>_LABEL.
 */
export function oidcProvidersFromEnv(env: NodeJS.ProcessEnv): OidcProviderConfig[] {
  return (env.OIDC_PROVIDERS ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter((s) => /^[a-z0-9_-]{1,30}$/.test(s))
    .flatMap((name) => {
      const key = name.toUpperCase().replace(/-/g, '_');
      const issuer = env[`OIDC_${key}_ISSUER`];
      const clientId = env[`OIDC_${key}_CLIENT_ID`];
      const clientSecret = env[`OIDC_${key}_CLIENT_SECRET`] ?? '';
      if (!issuer || !clientId) return [];
      return [{ name, label: env[`OIDC_${key}_LABEL`] ?? name, issuer, clientId, clientSecret }];
    });
}

export interface OidcStart {
  url: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** Authorization-code flow with PKCE, state and nonce (openid-client). */
export interface OidcClient {
  providers: { name: string; label: string }[];
  start(provider: string, redirectUri: string): Promise<OidcStart>;
  /** Exchanges the callback for the verified identity (`sub` of the ID token). */
  finish(provider: string, callbackUrl: URL, checks: { state: string; nonce: string; codeVerifier: string }): Promise<{ subject: string; email?: string; name?: string }>;
}

export function createOidcClient(configs: OidcProviderConfig[]): OidcClient {
  const discovered = new Map<string, Promise<client.Configuration>>();
  const config = (name: string) => {
    const c = configs.find((p) => p.name === name);
    if (!c) throw new Error(`Unknown OIDC provider ${name}`);
    let p = discovered.get(name);
    if (!p) {
      const url = new URL(c.issuer);
      // Plain http only for a provider on this machine (development and tests).
      const local = url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
      p = client
        .discovery(url, c.clientId, c.clientSecret, client.ClientSecretPost(c.clientSecret), local ? { execute: [client.allowInsecureRequests] } : undefined)
        .catch((err) => {
          discovered.delete(name);
          throw err;
        });
      discovered.set(name, p);
    }
    return p;
  };
  return {
    providers: configs.map((c) => ({ name: c.name, label: c.label })),
    async start(provider, redirectUri) {
      const cfg = await config(provider);
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const url = client.buildAuthorizationUrl(cfg, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { url: url.href, state, nonce, codeVerifier };
    },
    async finish(provider, callbackUrl, checks) {
      const cfg = await config(provider);
      const tokens = await client.authorizationCodeGrant(cfg, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims?.sub) throw new Error('ID token without subject');
      return { subject: claims.sub, email: typeof claims.email === 'string' ? claims.email : undefined, name: typeof claims.name === 'string' ? claims.name : undefined };
    },
  };
}
