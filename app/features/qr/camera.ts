/** The camera and scan rules of the QR scanner, without the browser (spec §5, §8, §9). */

/** Spec §9: with more than this many cameras listed, the last one is taken. */
const MANY_CAMERAS = 2;
const REAR_LABEL = /\b(back|rear|environment)\b|後|后/i;

/**
 * The camera to open (spec §9): the last one when more than two are listed, else the rear one by its
 * label; null leaves the choice to the browser (asked for the rear camera by facing mode).
 */
export function chooseCamera(cameras: readonly { deviceId: string; label: string }[]): string | null {
  if (cameras.length > MANY_CAMERAS) return cameras.at(-1)!.deviceId || null;
  return cameras.find((c) => REAR_LABEL.test(c.label))?.deviceId || null;
}

/** The track reports a torch (a flashlight) it can switch. */
export function supportsTorch(capabilities: unknown): boolean {
  return typeof capabilities === 'object' && capabilities !== null && (capabilities as { torch?: unknown }).torch === true;
}

/** Why the camera could not start, for the message shown; only `failed` is reported as a fault. */
export type CameraProblem = 'denied' | 'noCamera' | 'insecure' | 'failed';

export function cameraProblem(error: unknown, isSecureContext: boolean): CameraProblem {
  if (!isSecureContext) return 'insecure';
  const name = error instanceof Error || (typeof error === 'object' && error !== null) ? String((error as { name?: unknown }).name) : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError') return 'noCamera';
  return 'failed';
}

/** The decoder's "no QR code in this frame" (and a partly read one): scanning goes on. */
const MISSES = new Set(['NotFoundException', 'ChecksumException', 'FormatException']);

/**
 * A scan error other than "no QR found" (spec §5): scanning stops and the error is reported. The
 * decoder's exceptions name their kind with `getKind()` (class names do not survive minifying).
 */
export function isScanFault(error: unknown): boolean {
  const kind = typeof (error as { getKind?: unknown } | null)?.getKind === 'function' ? String((error as { getKind: () => unknown }).getKind()) : '';
  return !MISSES.has(kind);
}
