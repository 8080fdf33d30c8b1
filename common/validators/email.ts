/** E-mail rule of spec §5. */
export const EMAIL_MAX = 254;

// Letter first; local and domain of letters, digits, dots, dashes, underscores; letters-only TLD of 2+.
const EMAIL_PATTERN = /^[A-Za-z][A-Za-z0-9._-]*@[A-Za-z0-9._-]+\.[A-Za-z]{2,}$/;

/** Whether `s` is an acceptable e-mail address (letter first, [\w.-] parts, letters-only TLD ≥ 2, no "..", ≤ 254 chars). */
export function isValidEmail(s: string): boolean {
  return typeof s === 'string' && s.length <= EMAIL_MAX && !s.includes('..') && EMAIL_PATTERN.test(s);
}
