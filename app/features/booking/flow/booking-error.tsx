import { enumLabelKey, isEnumValue } from '../../../../common/enum-labels';
import { showHttpError } from '../../errors/api-client';
import { HttpError } from '../../errors/http-error';
import { reportError } from '../../errors/report-error';
import { alertBox } from '../../overlays/dialogs';

/**
 * A refused booking: a slot someone else just took, or one that is no longer possible, is
 * explained and the member goes back to pick another time with fresh availability; anything
 * else is the spec §8 popup.
 */
export async function showBookingError(err: unknown, t: (key: string, opts?: Record<string, unknown>) => string, onSlotLost: () => void) {
  if (!(err instanceof HttpError)) {
    void reportError('unhandled', err);
    await alertBox({ messageKey: 'error.unknown' }).catch(() => undefined);
    return;
  }
  const code = err.body?.code;
  if (code === 'BOOKING_SLOT_TAKEN' || code === 'BOOKING_SLOT_UNAVAILABLE') {
    const reasons = Array.isArray(err.body?.data?.reasons) ? (err.body!.data!.reasons as unknown[]).map(String) : [];
    await alertBox({
      message: (
        <>
          <p>{t(err.body?.message ?? 'error.status.409')}</p>
          {reasons.length > 0 && (
            <ul className="mt-2 list-disc pl-5" data-testid="conflict-reasons">
              {reasons.map((r) => <li key={r}>{isEnumValue('conflictReason', r) ? t(enumLabelKey('conflictReason', r)) : r}</li>)}
            </ul>
          )}
        </>
      ),
    }).catch(() => undefined);
    onSlotLost();
    return;
  }
  await showHttpError(err);
}
