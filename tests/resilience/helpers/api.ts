/** A request's options; the body may be a Buffer, a stream needs `duplex: 'half'`. */
export type FetchInit = Omit<RequestInit, 'headers' | 'body'> & { headers?: Record<string, string>; body?: BodyInit | Buffer | null; duplex?: 'half' };

/**
 * A browser-like client of a started server (startServer): keeps its cookies and echoes the
 * anti-forgery token on every call that changes something.
 */
export class ApiClient {
  private cookies = new Map<string, string>();

  constructor(readonly base: string) {}

  private keep(res: Response): void {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq);
      const value = pair!.slice(eq + 1);
      if (/max-age=0|expires=Thu, 01 Jan 1970/i.test(c)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async fetch(path: string, init: FetchInit = {}): Promise<Response> {
    const method = (init.method ?? 'GET').toUpperCase();
    if (method !== 'GET' && !this.cookies.has('xsrf-token')) this.keep(await fetch(`${this.base}/en`));
    const headers: Record<string, string> = { ...init.headers, cookie: this.cookieHeader() };
    if (method !== 'GET') headers['x-xsrf-token'] = this.cookies.get('xsrf-token') ?? '';
    const b = init.body;
    const body = Buffer.isBuffer(b) ? new Uint8Array(b.buffer, b.byteOffset, b.byteLength) : b;
    const res = await fetch(`${this.base}${path}`, { ...init, body, headers, redirect: 'manual' } as RequestInit);
    this.keep(res);
    return res;
  }

  async json(path: string, method: string, body?: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
    const res = await this.fetch(path, {
      method,
      ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
    });
    return { status: res.status, body: (await res.json().catch(() => ({}))) as Record<string, unknown> };
  }

  async staffSignIn(account = 'admin', password = 'Aloha#Admin2026'): Promise<void> {
    const r = await this.json('/api/auth/staff-sign-in', 'POST', { account, password });
    if (r.status !== 200) throw new Error(`staff sign-in: ${r.status} ${JSON.stringify(r.body)}`);
    await this.fetch('/en'); // a fresh anti-forgery token bound to the new session
  }

  async memberSignIn(identifier = '+85261234567', password = 'member123'): Promise<void> {
    const r = await this.json('/api/auth/sign-in', 'POST', { identifier, password });
    if (r.status !== 200) throw new Error(`member sign-in: ${r.status} ${JSON.stringify(r.body)}`);
    await this.fetch('/en');
  }
}
