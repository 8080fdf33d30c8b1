/** Identity-document rules of spec §5 (Hong Kong, Mainland China, Macau, passport). */
import { isRealDate } from './age';

export type DocIdType = 'cn' | 'hk' | 'mo' | 'passport';

/** Normalizes a document number: NFKC (full-width → ASCII), drop every non-alphanumeric character, upper-case. */
export function normalizeDocId(raw: string): string {
  return String(raw).normalize('NFKC').replace(/[^A-Za-z0-9]/g, '').toUpperCase();
}

const HKID = /^([A-Z]{1,2})(\d{6})([0-9A])$/;

/** Whether `raw` is a Hong Kong identity card number (1–2 letters, 6 digits, mod-11 check digit 0-9/A), e.g. "A123456(3)". */
export function isValidHkid(raw: string): boolean {
  const m = HKID.exec(normalizeDocId(raw));
  if (!m) return false;
  const [, letters = '', digits = '', check = ''] = m;
  const l = letters.length === 1 ? [36, letters.charCodeAt(0) - 55] : [letters.charCodeAt(0) - 55, letters.charCodeAt(1) - 55];
  let sum = (l[0] ?? 0) * 9 + (l[1] ?? 0) * 8;
  for (let i = 0; i < 6; i++) sum += Number(digits[i]) * (7 - i);
  const c = 11 - (sum % 11);
  const expected = c === 10 ? 'A' : c === 11 ? '0' : String(c);
  return check === expected;
}

const CN_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const CN_CHECK = '10X98765432';

/** Whether `raw` is a Mainland China resident identity card number (18 chars, real birth date 1800–2099, ISO 7064 check char). */
export function isValidCnId(raw: string): boolean {
  const id = normalizeDocId(raw);
  if (!/^\d{17}[\dX]$/.test(id)) return false;
  const y = Number(id.slice(6, 10));
  if (y < 1800 || y > 2099 || !isRealDate(Number(id.slice(6, 14)))) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(id[i]) * CN_WEIGHTS[i]!;
  return id[17] === CN_CHECK[sum % 11];
}

/** Birth date (YYYYMMDD) of a valid Mainland China ID number, or null when the number is invalid. */
export function birthFromCnId(id: string): number | null {
  return isValidCnId(id) ? Number(normalizeDocId(id).slice(6, 14)) : null;
}

/** Whether `raw` is a Macau identity card number (8 digits starting with 1, 5 or 7). */
export function isValidMoId(raw: string): boolean {
  return /^[157]\d{7}$/.test(normalizeDocId(raw));
}

/** Whether `raw` is a plausible passport number (5–20 alphanumerics after normalizing). */
export function isValidPassportNo(raw: string): boolean {
  return /^[A-Z0-9]{5,20}$/.test(normalizeDocId(raw));
}

/** Validates `raw` as a document number of the given type; unknown types are invalid. */
export function isValidDocId(type: DocIdType, raw: string): boolean {
  switch (type) {
    case 'cn':
      return isValidCnId(raw);
    case 'hk':
      return isValidHkid(raw);
    case 'mo':
      return isValidMoId(raw);
    case 'passport':
      return isValidPassportNo(raw);
    default:
      return false;
  }
}

/** A document number as lists and logs show it: all but the last 4 characters hidden. */
export function maskDocId(docId: string): string {
  return docId.replace(/.(?=.{4})/g, '•');
}
