import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { serialize } from 'hono/utils/cookie';
import { XSRF_COOKIE, XSRF_HEADER } from '../../common/http';
import { AppError } from '../domain/app-error';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

function same(a: string, b: string) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Anti-forgery (spec §7): every visitor gets an `xsrf-token` cookie readable by our scripts; every
 * state-changing /api call must echo it in `x-xsrf-token`, else 410 (token lost, refresh and retry).
 */
export function xsrf(opts: { secure: boolean }): MiddlewareHandler {
  return async (c, next) => {
    const cookie = getCookie(c, XSRF_COOKIE);
    if (!SAFE.has(c.req.method) && c.req.path.startsWith('/api/')) {
      const header = c.req.header(XSRF_HEADER);
      if (!cookie || !header || !same(cookie, header)) throw new AppError('XSRF_TOKEN_LOST');
    }
    await next();
    // Set on the final response: page handlers return their own Response objects.
    if (!cookie && !c.res.headers.get('set-cookie')?.includes(`${XSRF_COOKIE}=`)) {
      const value = serialize(XSRF_COOKIE, randomBytes(24).toString('base64url'), {
        path: '/',
        sameSite: 'Lax',
        secure: opts.secure,
        httpOnly: false,
      });
      c.res.headers.append('Set-Cookie', value);
    }
  };
}
