import { showHttpError } from '../../features/errors/api-client';
import { HttpError } from '../../features/errors/http-error';
import { reportError } from '../../features/errors/report-error';
import { alertBox } from '../../features/overlays/dialogs';

/** Field path ("name.en", "serviceHours.daily.0.end") → message key (keys without a namespace are in `common`). */
export type FieldErrors = Record<string, string>;

/** Zod issues (client) or the server's `data.fields` → the first message of each field path. */
export function toFieldErrors(
  issues: readonly { path?: readonly PropertyKey[]; field?: string; message: string }[],
  messageKey: (key: string) => string = (k) => k,
): FieldErrors {
  const out: FieldErrors = {};
  for (const i of issues) {
    const path = i.field ?? (i.path ?? []).map(String).join('.');
    if (path && !out[path]) out[path] = messageKey(i.message);
  }
  return out;
}

/**
 * A failed save → the errors to show beside the fields: a 400 VALIDATION with its fields, or a 409
 * that names a field (a taken holiday date, room code or type code; an overlapping entry), with the
 * 409's data as message parameters. Null when the failure belongs in the spec §8 popup.
 * The one mapping of server field errors for every back-office form.
 */
export function serverFieldErrors(err: unknown, messageKey: (key: string) => string = (k) => k): { errors: FieldErrors; params: Record<string, unknown> } | null {
  if (!(err instanceof HttpError) || !err.body) return null;
  const data = (err.body.data ?? {}) as { fields?: { field: string; message: string }[]; field?: string } & Record<string, unknown>;
  if (err.body.code === 'VALIDATION' && Array.isArray(data.fields) && data.fields.length) return { errors: toFieldErrors(data.fields, messageKey), params: {} };
  if (err.status === 409 && typeof data.field === 'string') return { errors: { [data.field]: messageKey(err.body.message ?? 'error.duplicate') }, params: data };
  return null;
}

/**
 * A failure that is not about one field, as spec §8 shows it: the error popup (unexpected ones are
 * reported). A 403 stays inside the back office with its own message (the shared handler would send
 * the user to the member profile). The one `showFailure` of every back-office screen.
 */
export function showFailure(err: unknown): void {
  if (err instanceof HttpError) {
    if (err.status === 403) {
      const key = err.body?.message && err.body.message !== 'error.status.403' ? err.body.message : 'error.status.403';
      void alertBox({ messageKey: key, messageParams: err.body?.data }).catch(() => undefined);
      return;
    }
    void showHttpError(err);
    return;
  }
  void reportError('unhandled', err);
  void alertBox({ messageKey: 'error.unknown' }).catch(() => undefined);
}
