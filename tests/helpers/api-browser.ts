import { SESSION_COOKIE } from '../../common/http';
import { xsrfTokenFor } from '../../server/http/xsrf';
import { TEST_APP_SECRET, type createTestApp } from './test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let ipSeq = 0;

/** A browser against the test app: keeps cookies, sends the anti-forgery header, has its own client address. */
export function apiBrowser(t: TestApp) {
  const jar = new Map<string, string>();
  ipSeq += 1;
  const ip = `10.9.${Math.floor(ipSeq / 250)}.${ipSeq % 250}`;
  /** Cookie and anti-forgery headers as the browser would send them (a token bound to its session). */
  const headers = (): Record<string, string> => {
    const token = xsrfTokenFor(TEST_APP_SECRET, jar.get(SESSION_COOKIE));
    jar.set('xsrf-token', token);
    return { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '), 'x-xsrf-token': token, 'x-forwarded-for': ip };
  };
  return {
    jar,
    ip,
    headers,
     
    async call(method: string, path: string, body?: unknown, extraHeaders: Record<string, string> = {}): Promise<{ status: number; json: any; text: string; setCookie: string[] }> {
      const res = await t.request(path, {
        method,
        headers: {
          ...headers(),
          'content-type': 'application/json',
          ...extraHeaders,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      for (const c of res.headers.getSetCookie()) {
        const [pair] = c.split(';');
        const [k, v] = pair!.split('=');
        if (v) jar.set(k!, v);
        else jar.delete(k!);
      }
      const text = await res.text();
      const json = res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : null;
      return { status: res.status, json, text, setCookie: res.headers.getSetCookie() };
    },
  };
}
export type ApiBrowser = ReturnType<typeof apiBrowser>;

/** The demo accounts (README): admin, staff (role U) and the member. */
export async function signedIn(t: TestApp, who: 'admin' | 'staff' | 'member' | { account: string; password: string }): Promise<ApiBrowser> {
  const b = apiBrowser(t);
  const res =
    who === 'member'
      ? await b.call('POST', '/api/auth/sign-in', { identifier: '61234567', password: 'member123' })
      : await b.call('POST', '/api/auth/staff-sign-in', typeof who === 'object' ? who : who === 'admin' ? { account: 'admin', password: 'Aloha#Admin2026' } : { account: 'staff', password: 'Aloha#Staff2026' });
  if (res.status !== 200) throw new Error(`sign-in as ${JSON.stringify(who)} failed: ${res.status} ${res.text}`);
  return b;
}

/** Polls `fn` until it returns true (another process re-reads the content version every second). */
export async function eventually(fn: () => Promise<boolean>, timeoutMs = 6000): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await fn()) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return fn();
}
