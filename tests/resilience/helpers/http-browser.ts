/**
 * A browser against a real server process: keeps its cookies and echoes the `xsrf-token` cookie in
 * `x-xsrf-token` on writes, as the site's own scripts do. `ip` is sent as X-Forwarded-For when the
 * server trusts the proxy (TRUST_PROXY=1), so per-address limits see distinct visitors.
 */
export function httpBrowser(base: string, ip?: string) {
  const jar = new Map<string, string>();
  const keep = (res: Response) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const eq = pair!.indexOf('=');
      const k = pair!.slice(0, eq);
      const v = pair!.slice(eq + 1);
      if (v && !/max-age=0/i.test(c)) jar.set(k, v);
      else jar.delete(k);
    }
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  async function call(method: string, path: string, body?: unknown, opts: { timeoutMs?: number; headers?: Record<string, string> } = {}) {
    if (method !== 'GET' && !jar.has('xsrf-token')) keep(await fetch(base + '/api/booking/options', { headers: { cookie: cookie() } }));
    const res = await fetch(base + path, {
      method,
      headers: {
        cookie: cookie(),
        'x-xsrf-token': jar.get('xsrf-token') ?? '',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(ip ? { 'x-forwarded-for': ip } : {}),
        ...opts.headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(opts.timeoutMs ?? 30_000),
    });
    keep(res);
    const text = await res.text();
    const json = res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : null;
    return { status: res.status, json: json as any, text };
  }
  return { jar, call, cookie };
}
export type HttpBrowser = ReturnType<typeof httpBrowser>;

/** The demo administrator (README), signed in. */
export async function adminBrowser(base: string): Promise<HttpBrowser> {
  const b = httpBrowser(base);
  const res = await b.call('POST', '/api/auth/staff-sign-in', { account: 'admin', password: 'Aloha#Admin2026' });
  if (res.status !== 200) throw new Error(`admin sign-in failed: ${res.status} ${res.text}`);
  return b;
}
