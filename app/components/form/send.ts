import { apiFetch } from '../../features/errors/api-client';

/** JSON to the back-office API without the shared popup (the form kit shows failures itself). */
export function sendJson<T>(path: string, method: 'POST' | 'PUT' | 'DELETE', body?: unknown): Promise<T> {
  return apiFetch<T>(path, { method, body, silent: true });
}
