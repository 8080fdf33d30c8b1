/** Password rules of spec §5. Lengths count Unicode code points. */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 100;
export const STRONG_PASSWORD_MIN = 8;

function codePoints(s: string): number {
  let n = 0;
  for (const _ of s) n++;
  return n;
}

/** Whether `s` is an acceptable password: 6–100 characters of any kind. */
export function isValidPassword(s: string): boolean {
  if (typeof s !== 'string') return false;
  const n = codePoints(s);
  return n >= PASSWORD_MIN && n <= PASSWORD_MAX;
}

/** Whether `s` is a strong password: 8–100 characters with an upper-case letter, a lower-case letter, a digit and a symbol (non-alphanumeric). */
export function isStrongPassword(s: string): boolean {
  if (typeof s !== 'string') return false;
  const n = codePoints(s);
  return n >= STRONG_PASSWORD_MIN && n <= PASSWORD_MAX && /[A-Z]/.test(s) && /[a-z]/.test(s) && /[0-9]/.test(s) && /[^A-Za-z0-9]/.test(s);
}
