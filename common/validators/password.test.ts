import { describe, expect, it } from 'vitest';
import { isStrongPassword, isValidPassword, PASSWORD_MAX, PASSWORD_MIN, STRONG_PASSWORD_MIN } from './password';

describe('constants', () => {
  it('match the spec', () => {
    expect([PASSWORD_MIN, PASSWORD_MAX, STRONG_PASSWORD_MIN]).toEqual([6, 100, 8]);
  });
});

describe('isValidPassword', () => {
  it('accepts 6–100 characters of any kind', () => {
    expect(isValidPassword('abcdef')).toBe(true);
    expect(isValidPassword('      ')).toBe(true);
    expect(isValidPassword('密碼密碼密碼')).toBe(true);
    expect(isValidPassword('x'.repeat(100))).toBe(true);
  });
  it('rejects too short or too long', () => {
    expect(isValidPassword('')).toBe(false);
    expect(isValidPassword('abcde')).toBe(false);
    expect(isValidPassword('x'.repeat(101))).toBe(false);
  });
  it('counts code points, not UTF-16 units', () => {
    expect(isValidPassword('😀😀😀')).toBe(false);
    expect(isValidPassword('😀😀😀😀😀😀')).toBe(true);
  });
});

describe('isStrongPassword', () => {
  it('accepts 8+ characters with all four classes', () => {
    expect(isStrongPassword('Abcdef1!')).toBe(true);
    expect(isStrongPassword('pass Word 9')).toBe(true); // space is a symbol
    expect(isStrongPassword('Aa1!' + 'x'.repeat(96))).toBe(true);
  });
  it('rejects each missing class', () => {
    expect(isStrongPassword('abcdef1!')).toBe(false); // no upper
    expect(isStrongPassword('ABCDEF1!')).toBe(false); // no lower
    expect(isStrongPassword('Abcdefg!')).toBe(false); // no digit
    expect(isStrongPassword('Abcdefg1')).toBe(false); // no symbol
  });
  it('rejects too short or too long', () => {
    expect(isStrongPassword('Abcde1!')).toBe(false); // 7
    expect(isStrongPassword('Aa1!' + 'x'.repeat(97))).toBe(false); // 101
  });
});
