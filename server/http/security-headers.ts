import { createHash, randomBytes } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import type { ExtraSources } from '../../common/tracking';

export type SecurityEnv = {
  Variables: {
    nonce: string;
    requestId: string;
    /** A policy made for this response's body (a cached page allows its inline scripts by hash). */
    csp?: string;
    /** Third-party origins this page's tags need (common/tracking.ts); none by default. */
    cspExtra?: ExtraSources;
    /** A file our own pages show in a frame (a PDF receipt in the back office): framed by this origin only. */
    frameableBySelf?: boolean;
  };
};

/**
 * The Content-Security-Policy: scripts only from our origin or the given sources (this
 * response's nonce, or the hashes of a page's own inline scripts); the page cannot be framed.
 * `extra` adds the origins of configured third-party tags (none by default).
 */
export function contentSecurityPolicy(scriptSources: readonly string[], extra?: ExtraSources): string {
  const more = (list: readonly string[] | undefined) => (list?.length ? ` ${list.join(' ')}` : '');
  return [
    "default-src 'self'",
    `script-src 'self' ${[...scriptSources, ...(extra?.script ?? [])].join(' ')}`.trimEnd(),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${more(extra?.img)}`,
    "font-src 'self'",
    `connect-src 'self' ws: wss:${more(extra?.connect)}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * A page rendered once for many visitors, made the same for all of them (ADR 0017): it was rendered
 * with `renderNonce` — random, used for this one render and never sent — and its scripts carrying
 * that nonce are the app's own. Those get `'sha256-…'` sources (each once, in order); then every
 * `nonce="<renderNonce>"` attribute is removed. A script without it (markup that got into the page
 * some other way) gets no hash, so the CSP blocks it as a nonce would. The browser hashes a
 * script's text after the parser turned CR LF and lone CR into LF, so that is what is hashed. Works
 * on documents React rendered: quotes and `>` in attributes are escaped, and `</script` never
 * appears inside a script's text.
 */
export function hashInlineScripts(html: string, renderNonce: string): { html: string; scriptSources: string[] } {
  const marker = ` nonce="${renderNonce}"`;
  const hashes = new Set<string>();
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attrs = m[1]!;
    if (!attrs.includes(marker) || /\ssrc\s*=/i.test(attrs)) continue;
    const text = m[2]!.replace(/\r\n?/g, '\n');
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return { html: html.replaceAll(marker, ''), scriptSources: [...hashes] };
}

/** The policy of a stored file shown inside our own pages: nothing runs, only this origin may frame it. */
export const FRAMED_FILE_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'";

/** Marks this response as a file our own pages may frame (FRAMED_FILE_CSP, X-Frame-Options SAMEORIGIN). */
export function frameableBySelf(c: Context): void {
  const sc = c as unknown as Context<SecurityEnv>;
  sc.set('csp', FRAMED_FILE_CSP);
  sc.set('frameableBySelf', true);
}

/**
 * Security headers on every response. Scripts run only from our origin or with this request's
 * nonce — or, for a page that brings its own policy (`csp`), with the hashes it lists; the page
 * cannot be framed; HSTS only when served over https.
 */
export function securityHeaders(opts: { https: boolean }): MiddlewareHandler<SecurityEnv> {
  return async (c, next) => {
    const nonce = randomBytes(16).toString('base64');
    c.set('nonce', nonce);
    await next();
    const h = c.res.headers;
    h.set('Content-Security-Policy', c.get('csp') ?? contentSecurityPolicy([`'nonce-${nonce}'`], c.get('cspExtra')));
    h.set('X-Content-Type-Options', 'nosniff');
    h.set('X-Frame-Options', c.get('frameableBySelf') ? 'SAMEORIGIN' : 'DENY');
    h.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    h.set('Permissions-Policy', 'camera=(self), microphone=(), geolocation=()');
    h.set('Cross-Origin-Opener-Policy', 'same-origin');
    if (opts.https) h.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  };
}
