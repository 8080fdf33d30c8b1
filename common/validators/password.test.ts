import { describe, expect, it } from 'vitest';
import { isStrongPassword, isValidPassword, PASSWORD_MAX, PASSWORD_MIN, STRONG_PASSWORD_MIN } from './password';
import { expectCases } from '../../tests/helpers/expect-cases';

describe('constants', () => {
  it('match the spec', () => {
    expect([PASSWORD_MIN, PASSWORD_MAX, STRONG_PASSWORD_MIN]).toEqual([6, 100, 8]);
  });
});

describe('isValidPassword', () => {
  it('accepts 6–100 characters of any kind', () => {
    expectCases(isValidPassword, [['abcdef', true], ['      ', true], ['密碼密碼密碼', true], ['x'.repeat(100), true]]);
  });
  it('rejects too short or too long', () => {
    expectCases(isValidPassword, [['', false], ['abcde', false], ['x'.repeat(101), false]]);
  });
  it('counts code points, not UTF-16 units', () => {
    expect(isValidPassword('😀😀😀')).toBe(false);
    expect(isValidPassword('😀😀😀😀😀😀')).toBe(true);
  });
});

describe('isStrongPassword', () => {
  it('accepts 8+ characters with all four classes', () => {
    expectCases(isStrongPassword, [['Abcdef1!', true], ['pass Word 9', true] /* space is a symbol */, ['Aa1!' + 'x'.repeat(96), true]]);
  });
  it('rejects each missing class', () => {
    expectCases(isStrongPassword, [
      ['abcdef1!', false] /* no upper */, ['ABCDEF1!', false] /* no lower */, ['Abcdefg!', false] /* no digit */,
      ['Abcdefg1', false] /* no symbol */,
    ]);
  });
  it('rejects too short or too long', () => {
    expect(isStrongPassword('Abcde1!')).toBe(false); // 7
    expect(isStrongPassword('Aa1!' + 'x'.repeat(97))).toBe(false); // 101
  });
});
