import { showFailure } from '../../components/form/form-errors';
import { apiFetch, type ApiOptions } from '../errors/api-client';
import { HttpError } from '../errors/http-error';

/**
 * apiFetch for back-office screens: failures get the spec §8 popups through the one `showFailure`
 * (a 403 stays in the back office; the shared handler sends members to /user/profile).
 */
export async function manageFetch<T = unknown>(path: string, opts: ApiOptions = {}): Promise<T> {
  try {
    return await apiFetch<T>(path, { ...opts, silent: true });
  } catch (err) {
    if (!opts.silent && err instanceof HttpError) showFailure(err);
    throw err;
  }
}
