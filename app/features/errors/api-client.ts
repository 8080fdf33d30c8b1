import { VERSION_HEADER, XSRF_COOKIE, XSRF_HEADER } from '../../../common/http';
import { readCookie } from '../../lib/cookies';
import { alertBox } from '../overlays/dialogs';
import { noteServerVersion } from '../shell/site-store';
import { HttpError } from './http-error';
import { reportError } from './report-error';
import { ruleFor } from './status-message';

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  /** Do not show the error popup (the caller handles failures). */
  silent?: boolean;
  /** Send these bytes as the body instead of JSON (uploads). */
  rawBody?: Uint8Array;
  contentType?: string;
  /** Extra request headers (e.g. Idempotency-Key). */
  headers?: Record<string, string>;
  /** Answer the body as a Blob (a file download) instead of JSON. */
  asBlob?: boolean;
}

/** Called with `updateUser` from any response (spec §7); the accounts feature subscribes. */
export const responseHooks: { onUpdateUser?: (user: unknown) => void; on401?: () => void; on403?: () => void } = {};

let showing401 = false;

/**
 * Every call sends credentials and the anti-forgery token (spec §7); failures are shown with the
 * spec §8 popup and unexpected ones reported.
 */
export async function apiFetch<T = unknown>(path: string, opts: ApiOptions = {}): Promise<T> {
  const url = new URL(path, location.origin);
  for (const [k, v] of Object.entries(opts.query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
  const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
  const xsrf = readCookie(XSRF_COOKIE);
  if (xsrf) headers[XSRF_HEADER] = xsrf;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  if (opts.rawBody) headers['content-type'] = opts.contentType ?? 'application/octet-stream';

  let res: Response;
  try {
    res = await fetch(url, {
      method: opts.method ?? 'GET',
      headers,
      credentials: 'include',
      body: opts.rawBody ? (opts.rawBody as BodyInit) : opts.body === undefined ? undefined : JSON.stringify(opts.body),
    });
  } catch (cause) {
    const err = new HttpError(undefined, null, true);
    if (!opts.silent) void showHttpError(err);
    throw Object.assign(err, { cause });
  }
  noteServerVersion(res.headers.get(VERSION_HEADER));
  const body = res.headers.get('content-type')?.includes('json') ? await res.json().catch(() => null) : null;
  if (body && typeof body === 'object' && 'updateUser' in body) responseHooks.onUpdateUser?.(body.updateUser);
  if (!res.ok) {
    const err = new HttpError(res.status, body);
    if (!opts.silent) void showHttpError(err);
    throw err;
  }
  if (opts.asBlob) return (await res.blob()) as T;
  return body as T;
}

/** Shows one failure as spec §8 says; 401 once at a time, then the accounts hook signs out. */
export async function showHttpError(err: HttpError): Promise<void> {
  const rule = ruleFor(err.status, !err.isNetwork);
  if (rule.report) void reportError('http', err, { status: err.status });
  if (err.status === 401) {
    if (showing401) return;
    showing401 = true;
    await alertBox({ messageKey: rule.key }).catch(() => undefined);
    showing401 = false;
    responseHooks.on401?.();
    return;
  }
  // Codes with their own message (e.g. error.login.incorrect) are shown as such; others by status.
  const serverKey = rule.serverMessage || (err.body?.message && err.body.message !== rule.key) ? err.body?.message : undefined;
  await alertBox({ messageKey: serverKey ?? rule.key, messageParams: err.body?.data }).catch(() => undefined);
  if (err.status === 403 && err.body?.code === 'FORBIDDEN') responseHooks.on403?.();
}
