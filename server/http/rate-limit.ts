import type { Context, MiddlewareHandler } from 'hono';
import { AppError } from '../domain/app-error';
import type { RateLimitStore } from '../integrations/rate-limit-store';

/** 429 once `limit` hits within `windowMs` are exceeded for the key (default: client IP). */
export function rateLimit(opts: {
  store: RateLimitStore;
  name: string;
  limit: number;
  windowMs: number;
  key?: (c: Context) => string | Promise<string>;
}): MiddlewareHandler {
  return async (c, next) => {
    const who = opts.key ? await opts.key(c) : (clientIp(c) ?? 'unknown');
    const { count, resetMs } = await opts.store.hit(`${opts.name}:${who}`, opts.windowMs);
    if (count > opts.limit) {
      c.header('Retry-After', String(Math.ceil(resetMs / 1000)));
      throw new AppError('RATE_LIMITED', { retryAfterMs: resetMs });
    }
    await next();
  };
}

/**
 * The client's address: the connection's peer, or with TRUST_PROXY=1 (behind a load balancer) the
 * first address of X-Forwarded-For. Computed once per request by server/http/app.ts.
 */
export function clientIp(c: Context): string | null {
  const known = c.get('clientIp' as never) as string | null | undefined;
  if (known !== undefined) return known;
  return peerAddress(c);
}

export function peerAddress(c: Context): string | null {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? null;
}

export function resolveClientIp(c: Context, trustProxy: boolean): string | null {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded.slice(0, 64);
  }
  return peerAddress(c);
}
