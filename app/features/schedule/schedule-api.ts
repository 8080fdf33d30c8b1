import type { ConflictReasonCode } from '../../../common/booking-rules';
import type { LocalizedText } from '../../../common/i18n-config';
import { apiFetch, showHttpError, type ApiOptions } from '../errors/api-client';
import { HttpError } from '../errors/http-error';
import { reportError } from '../errors/report-error';
import { alertBox } from '../overlays/dialogs';

/** Calls the API without the shared popup: the desk screens decide how each failure is shown. */
export function scheduleFetch<T = unknown>(path: string, opts: ApiOptions = {}): Promise<T> {
  return apiFetch<T>(path, { ...opts, silent: true });
}

/**
 * A failure that is not about one field, as spec §8 shows it; a 403 stays inside the back office
 * (the shared handler would send the user to the member profile).
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

/**
 * A message key from a shared schema or the server, as the back office can show it: the member
 * site's `booking:` messages have their own copies in `desk:` (the back office does not load
 * the member site's namespace).
 */
export function scheduleMessageKey(key: string): string {
  return key.startsWith('booking:') ? `desk:${key.slice('booking:'.length)}` : key;
}

/** The fields a 400 VALIDATION names, with their message keys; null for any other failure. */
export function validationErrors(err: unknown): Record<string, string> | null {
  if (!(err instanceof HttpError) || err.body?.code !== 'VALIDATION') return null;
  const fields = (err.body.data?.fields ?? []) as { field: string; message: string }[];
  if (!Array.isArray(fields) || fields.length === 0) return null;
  const out: Record<string, string> = {};
  for (const f of fields) out[f.field] ??= scheduleMessageKey(f.message);
  return out;
}

/** A booking in the way of a save, as the server names it to staff (server/domain/booking/place-booking.ts). */
export type Clash =
  | { kind: 'therapist'; therapist: Partial<LocalizedText>; bookingId: number | null; date: number; start: number; end: number }
  | { kind: 'room'; room: string; bookingIds: number[]; start: number; end: number };

/**
 * A refused booking save: the reasons, which of them cannot be overridden, the bookings that stand
 * in the way, and whether a forced save is offered.
 */
export interface Refusal {
  code: 'BOOKING_CONFLICT' | 'BOOKING_SLOT_TAKEN';
  reasons: ConflictReasonCode[];
  blocking: ConflictReasonCode[];
  clashes: Clash[];
  canForce: boolean;
}

/** BOOKING_CONFLICT (soft: may be forced) or BOOKING_SLOT_TAKEN (never) from a 409; null otherwise. */
export function refusalOf(err: unknown): Refusal | null {
  if (!(err instanceof HttpError) || err.status !== 409) return null;
  const code = err.body?.code;
  if (code !== 'BOOKING_CONFLICT' && code !== 'BOOKING_SLOT_TAKEN') return null;
  const data = (err.body?.data ?? {}) as { reasons?: ConflictReasonCode[]; blocking?: ConflictReasonCode[]; clashes?: Clash[]; canForce?: boolean };
  return {
    code,
    reasons: Array.isArray(data.reasons) ? data.reasons : [],
    blocking: Array.isArray(data.blocking) ? data.blocking : [],
    clashes: Array.isArray(data.clashes) ? data.clashes : [],
    canForce: code === 'BOOKING_CONFLICT' && data.canForce === true,
  };
}
