import { SESSION_COOKIE, XSRF_COOKIE, XSRF_HEADER } from '../../../common/http';

/**
 * A minimal browser against a spawned server: keeps its cookies, sends the anti-forgery header on
 * writes, and signs in with the demo accounts (DEMO=1) the way the sign-in screens do.
 */
export interface Browser {
  cookies: Map<string, string>;
  /** The session token (aloha.sid), for a Socket.IO connection. */
  session(): string | undefined;
  call(method: string, path: string, body?: unknown, opts?: { timeoutMs?: number }): Promise<{ status: number; json: any; text: string }>;
}

export function browser(base: string): Browser {
  const cookies = new Map<string, string>();
  const keep = (res: Response) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair!.indexOf('=');
      const name = pair!.slice(0, i);
      const value = pair!.slice(i + 1);
      if (value === '' || /max-age=0/i.test(c)) cookies.delete(name);
      else cookies.set(name, value);
    }
  };
  const cookieHeader = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  return {
    cookies,
    session: () => cookies.get(SESSION_COOKIE),
    async call(method, path, body, opts = {}) {
      if (method !== 'GET' && !cookies.has(XSRF_COOKIE)) keep(await fetch(`${base}/en`, { headers: { cookie: cookieHeader() } }));
      const headers: Record<string, string> = { cookie: cookieHeader() };
      if (method !== 'GET') headers[XSRF_HEADER] = cookies.get(XSRF_COOKIE) ?? '';
      if (body !== undefined) headers['content-type'] = 'application/json';
      const res = await fetch(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000) });
      keep(res);
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
