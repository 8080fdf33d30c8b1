import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie } from 'hono/cookie';
import { serialize } from 'hono/utils/cookie';
import { SESSION_COOKIE, XSRF_COOKIE, XSRF_HEADER } from '../../common/http';
import { AppError } from '../domain/app-error';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
/** A form post (the no-script sign-out page) carries the token in this field instead of the header. */
export const XSRF_FORM_FIELD = 'xsrf';
const FORM_BODY_MAX = 2048;

/**
 * Anti-forgery (spec §7, ADR 0008): every visitor gets an `xsrf-token` cookie readable by our
 * scripts; every state-changing /api call must echo it in `x-xsrf-token`, else 410 (token lost,
 * refresh and retry). The token is bound to the session: `<nonce>.<HMAC(secret, binding.nonce)>`
 * where the binding is a hash of the session cookie (or "anon" without one). A cookie and header
 * pair planted by someone else (a sibling subdomain can set cookies) was made for another
 * binding and fails; a response that starts or ends a session carries a new token for it.
 */
export function xsrf(opts: { secure: boolean; secret: string; sessionLive: (sessionCookie: string) => Promise<boolean> }): MiddlewareHandler {
  const mac = (binding: string, nonce: string) => createHmac('sha256', opts.secret).update(`${binding}.${nonce}`).digest('base64url');
  const issue = (binding: string) => {
    const nonce = randomBytes(16).toString('base64url');
    return `${nonce}.${mac(binding, nonce)}`;
  };
  const validFor = (token: string | undefined, binding: string) => {
    if (!token || token.length > 200) return false;
    const [nonce, given] = token.split('.');
    if (!nonce || !given) return false;
    return same(given, mac(binding, nonce));
  };

  return async (c, next) => {
    const cookie = getCookie(c, XSRF_COOKIE);
    const requestBinding = bindingOf(getCookie(c, SESSION_COOKIE));
    if (!SAFE.has(c.req.method) && c.req.path.startsWith('/api/')) {
      const sent = c.req.header(XSRF_HEADER) ?? (await formToken(c));
      if (!cookie || !sent || !same(cookie, sent)) throw new AppError('XSRF_TOKEN_LOST');
      if (!validFor(cookie, requestBinding)) {
        // The page's own token, made for a session that has since ended elsewhere (expired,
        // revoked, signed out in another tab): refused all the same, but said as what it is —
        // signed out (401) — with the dead cookie cleared and a token for the signed-out browser.
        const session = getCookie(c, SESSION_COOKIE);
        if (session && !(await opts.sessionLive(session))) {
          deleteCookie(c, SESSION_COOKIE, { path: '/', secure: opts.secure });
          c.header('Set-Cookie', serialize(XSRF_COOKIE, issue('anon'), { path: '/', sameSite: 'Lax', secure: opts.secure, httpOnly: false }), { append: true });
          throw new AppError('UNAUTHORIZED');
        }
        throw new AppError('XSRF_TOKEN_LOST');
      }
    }
    await next();
    // Set on the final response (page handlers return their own Response objects), bound to the
    // session the browser holds after it.
    const binding = responseBinding(c.res.headers.getSetCookie()) ?? requestBinding;
    if (!validFor(cookie, binding) && !c.res.headers.getSetCookie().some((h) => h.startsWith(`${XSRF_COOKIE}=`))) {
      c.res.headers.append('Set-Cookie', serialize(XSRF_COOKIE, issue(binding), { path: '/', sameSite: 'Lax', secure: opts.secure, httpOnly: false }));
    }
  };
}

/** What a token is bound to: the session cookie's hash, or "anon". */
function bindingOf(sessionCookie: string | undefined): string {
  return sessionCookie ? createHash('sha256').update(sessionCookie).digest('base64url') : 'anon';
}

/** The binding after a response that sets or clears the session cookie; undefined when it does neither. */
function responseBinding(setCookies: string[]): string | undefined {
  const header = setCookies.find((h) => h.startsWith(`${SESSION_COOKIE}=`));
  if (!header) return undefined;
  const value = decodeURIComponent(header.slice(SESSION_COOKIE.length + 1).split(';')[0] ?? '');
  const cleared = !value || /;\s*max-age=0/i.test(header) || /;\s*expires=Thu, 01 Jan 1970/i.test(header);
  return cleared ? 'anon' : bindingOf(value);
}

/** The token of an urlencoded form post (the first FORM_BODY_MAX bytes of a copy of the body), or undefined. */
async function formToken(c: Context): Promise<string | undefined> {
  if (!c.req.header('content-type')?.startsWith('application/x-www-form-urlencoded')) return undefined;
  const reader = c.req.raw.clone().body?.getReader();
  if (!reader) return undefined;
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > FORM_BODY_MAX) return undefined;
      chunks.push(value);
    }
  } catch {
    return undefined;
  } finally {
    void reader.cancel().catch(() => undefined);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8')).get(XSRF_FORM_FIELD) ?? undefined;
}

function same(a: string, b: string) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** A token valid for requests carrying this session cookie (or none): for tests and scripts. */
export function xsrfTokenFor(secret: string, sessionCookie?: string): string {
  const nonce = randomBytes(16).toString('base64url');
  return `${nonce}.${createHmac('sha256', secret).update(`${bindingOf(sessionCookie)}.${nonce}`).digest('base64url')}`;
}
