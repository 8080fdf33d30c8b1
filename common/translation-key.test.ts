import { describe, expect, it } from 'vitest';
import { isTranslationKey } from './translation-key';

describe('missing-translation keys (spec §5)', () => {
  it('accepts letters, digits, dots and underscores', () => {
    expect(isTranslationKey('error.status.404')).toBe(true);
    expect(isTranslationKey('home_section.v2')).toBe(true);
  });
  it('refuses anything else', () => {
    for (const k of ['a b', 'a-b', 'a/b', '<script>', 'x..y', '.x', 'x.', '']) expect(isTranslationKey(k)).toBe(false);
  });
});
