import { apiFetch, showHttpError, type ApiOptions } from '../errors/api-client';
import { HttpError } from '../errors/http-error';
import { alertBox } from '../overlays/dialogs';

/**
 * apiFetch for back-office screens. Failures get the spec §8 popups, except that a 403 stays in
 * the back office (the shared handler sends members to /user/profile after a 403).
 */
export async function manageFetch<T = unknown>(path: string, opts: ApiOptions = {}): Promise<T> {
  try {
    return await apiFetch<T>(path, { ...opts, silent: true });
  } catch (err) {
    if (!opts.silent && err instanceof HttpError) {
      if (err.status === 403) {
        const key = err.body?.message && err.body.message !== 'error.status.403' ? err.body.message : 'error.status.403';
        void alertBox({ messageKey: key, messageParams: err.body?.data }).catch(() => undefined);
      } else {
        void showHttpError(err);
      }
    }
    throw err;
  }
}

/** The fields a 400 names, each with spec §5's generic message ("Please enter the correct {{field}}"). */
export function fieldErrors(err: unknown): Record<string, string> {
  if (!(err instanceof HttpError) || err.status !== 400) return {};
  const fields = (err.body?.data?.fields ?? []) as { field: string }[];
  return Object.fromEntries(fields.map((f) => [f.field, 'manage:form.invalid']));
}
