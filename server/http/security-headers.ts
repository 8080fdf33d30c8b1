import { randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';

export type SecurityEnv = { Variables: { nonce: string; requestId: string } };

/**
 * Security headers on every response. Scripts run only from our origin or with this request's
 * nonce; the page cannot be framed; HSTS only when served over https.
 */
export function securityHeaders(opts: { https: boolean }): MiddlewareHandler<SecurityEnv> {
  return async (c, next) => {
    const nonce = randomBytes(16).toString('base64');
    c.set('nonce', nonce);
    await next();
    const h = c.res.headers;
    h.set(
      'Content-Security-Policy',
      [
        "default-src 'self'",
        `script-src 'self' 'nonce-${nonce}'`,
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob:",
        "font-src 'self'",
        "connect-src 'self' ws: wss:",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join('; '),
    );
    h.set('X-Content-Type-Options', 'nosniff');
    h.set('X-Frame-Options', 'DENY');
    h.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    h.set('Permissions-Policy', 'camera=(self), microphone=(), geolocation=()');
    h.set('Cross-Origin-Opener-Policy', 'same-origin');
    if (opts.https) h.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  };
}
