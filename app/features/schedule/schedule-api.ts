import type { ConflictReasonCode } from '../../../common/booking-rules';
import type { LocalizedText } from '../../../common/i18n-config';
import { serverFieldErrors } from '../../components/form/form-errors';
import { apiFetch, type ApiOptions } from '../errors/api-client';
import { HttpError } from '../errors/http-error';

/** Calls the API without the shared popup: the desk screens decide how each failure is shown. */
export function scheduleFetch<T = unknown>(path: string, opts: ApiOptions = {}): Promise<T> {
  return apiFetch<T>(path, { ...opts, silent: true });
}

export { showFailure } from '../../components/form/form-errors';

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
  const found = serverFieldErrors(err, scheduleMessageKey);
  return found && err instanceof HttpError && err.body?.code === 'VALIDATION' ? found.errors : null;
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
