import { SESSION_COOKIE, XSRF_COOKIE, XSRF_HEADER } from '../../../common/http';

/** A request's options; the body may be a Buffer, a stream needs `duplex: 'half'`. */
export type FetchInit = Omit<RequestInit, 'headers' | 'body'> & { headers?: Record<string, string>; body?: BodyInit | Buffer | null; duplex?: 'half' };

/**
 * A minimal browser against a spawned server (startServer): keeps its cookies, echoes the
 * `xsrf-token` cookie in `x-xsrf-token` on writes as the site's scripts do, and signs in with the
 * demo accounts (DEMO=1) the way the sign-in screens do.
 */
export interface Browser {
  cookies: Map<string, string>;
  /** The session token (aloha.sid), for a Socket.IO connection. */
  session(): string | undefined;
  cookieHeader(): string;
  /** A JSON call: the body is sent as JSON, the answer parsed when it is JSON. */
  call(method: string, path: string, body?: unknown, opts?: { timeoutMs?: number; headers?: Record<string, string> }): Promise<{ status: number; json: any; text: string }>;
  /** Any request (an upload's raw bytes or stream), with the cookies and the anti-forgery header. */
  fetch(path: string, init?: FetchInit): Promise<Response>;
}

export function browser(base: string): Browser {
  const cookies = new Map<string, string>();
  const keep = (res: Response) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair!.indexOf('=');
      const name = pair!.slice(0, i);
      const value = pair!.slice(i + 1);
      if (value === '' || /max-age=0|expires=Thu, 01 Jan 1970/i.test(c)) cookies.delete(name);
      else cookies.set(name, value);
    }
  };
  const cookieHeader = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  async function send(path: string, init: FetchInit = {}): Promise<Response> {
    const method = (init.method ?? 'GET').toUpperCase();
    if (method !== 'GET' && !cookies.has(XSRF_COOKIE)) keep(await fetch(`${base}/en`, { headers: { cookie: cookieHeader() } }));
    const headers: Record<string, string> = { ...init.headers, cookie: cookieHeader() };
    if (method !== 'GET') headers[XSRF_HEADER] = cookies.get(XSRF_COOKIE) ?? '';
    const b = init.body;
    const body = Buffer.isBuffer(b) ? new Uint8Array(b.buffer, b.byteOffset, b.byteLength) : b;
    const res = await fetch(`${base}${path}`, { redirect: 'manual', ...init, body, headers } as RequestInit);
    keep(res);
    return res;
  }
  return {
    cookies,
    session: () => cookies.get(SESSION_COOKIE),
    cookieHeader,
    fetch: send,
    async call(method, path, body, opts = {}) {
      const res = await send(path, {
        method,
        headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...opts.headers },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
      });
      const text = await res.text();
      let json: any;
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
      return { status: res.status, json, text };
    },
  };
}

/** The demo member (+852 6123 4567), signed in. */
export async function demoMember(base: string): Promise<Browser> {
  const b = browser(base);
  const res = await b.call('POST', '/api/auth/sign-in', { identifier: '61234567', password: 'member123' });
  if (res.status !== 200) throw new Error(`member sign-in: ${res.status} ${res.text}`);
  return b;
}

/** The demo administrator, signed in to the back office. */
export async function demoAdmin(base: string): Promise<Browser> {
  const b = browser(base);
  const res = await b.call('POST', '/api/auth/staff-sign-in', { account: 'admin', password: 'Aloha#Admin2026' });
  if (res.status !== 200) throw new Error(`staff sign-in: ${res.status} ${res.text}`);
  return b;
}
