import { apiFetch } from '../../features/errors/api-client';

/** JSON to the back-office API without the shared popup (the form kit shows failures itself). */
export function sendJson<T>(path: string, method: 'POST' | 'PUT' | 'DELETE', body?: unknown): Promise<T> {
  return apiFetch<T>(path, { method, body, silent: true });
}

/** A form's `send` that adds a row (POST `base`) or, given the row's id, replaces it (PUT `base/{id}`). */
export function saveRow(base: string, id: number | string | null | undefined) {
  return async (data: unknown): Promise<void> => {
    await sendJson(id === null || id === undefined ? base : `${base}/${id}`, id === null || id === undefined ? 'POST' : 'PUT', data);
  };
}
