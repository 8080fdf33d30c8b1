/** Missing-translation keys are reported only when made of letters, digits, dots and underscores (spec §5). */
export const TRANSLATION_KEY_PATTERN = /^[A-Za-z0-9._]+$/;

export function isTranslationKey(key: string): boolean {
  return TRANSLATION_KEY_PATTERN.test(key) && !key.startsWith('.') && !key.endsWith('.') && !key.includes('..');
}
