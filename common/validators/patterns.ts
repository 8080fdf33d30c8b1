/** Shared input patterns of spec §5. */
import { isRealDate } from './age';

export const DIGITS_ONLY = /^\d+$/;
export const BASE58_ID = /^[1-9A-HJ-NP-Za-km-z]{22}$/;
export const YMD_DASHED = /^\d{4}-\d{2}-\d{2}$/;

/** Parses "YYYY-MM-DD" into a YYYYMMDD integer, or null when malformed or not a real date. */
export function ymdFromDashed(s: string): number | null {
  if (!YMD_DASHED.test(s)) return null;
  const ymd = Number(s.slice(0, 4) + s.slice(5, 7) + s.slice(8, 10));
  return isRealDate(ymd) ? ymd : null;
}

/** Formats a YYYYMMDD integer as "YYYY-MM-DD" (no calendar check; throws RangeError outside 0–99991231 or for non-integers). */
export function dashedFromYmd(ymd: number): string {
  if (!Number.isSafeInteger(ymd) || ymd < 0 || ymd > 99991231) throw new RangeError(`not a YYYYMMDD integer: ${ymd}`);
  const s = String(ymd).padStart(8, '0');
  return `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}`;
}
