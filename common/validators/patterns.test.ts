import { describe, expect, it } from 'vitest';
import { BASE58_ID, dashedFromYmd, DIGITS_ONLY, YMD_DASHED, ymdFromDashed } from './patterns';

describe('patterns', () => {
  it('DIGITS_ONLY', () => {
    expect(DIGITS_ONLY.test('0123')).toBe(true);
    expect(DIGITS_ONLY.test('')).toBe(false);
    expect(DIGITS_ONLY.test('12a')).toBe(false);
    expect(DIGITS_ONLY.test(' 12')).toBe(false);
  });
  it('BASE58_ID: 22 chars without 0, O, I, l', () => {
    expect(BASE58_ID.test('123456789ABCDEFGHJKLMN')).toBe(true);
    expect(BASE58_ID.test('abcdefghijkmnopqrstuvw')).toBe(true);
    expect(BASE58_ID.test('023456789ABCDEFGHJKLMN')).toBe(false); // 0
    expect(BASE58_ID.test('O23456789ABCDEFGHJKLMN')).toBe(false); // O
    expect(BASE58_ID.test('I23456789ABCDEFGHJKLMN')).toBe(false); // I
    expect(BASE58_ID.test('l23456789ABCDEFGHJKLMN')).toBe(false); // l
    expect(BASE58_ID.test('123456789ABCDEFGHJKLM')).toBe(false); // 21
    expect(BASE58_ID.test('123456789ABCDEFGHJKLMNP')).toBe(false); // 23
  });
  it('YMD_DASHED', () => {
    expect(YMD_DASHED.test('2000-02-29')).toBe(true);
    expect(YMD_DASHED.test('2000-2-29')).toBe(false);
    expect(YMD_DASHED.test('20000229')).toBe(false);
  });
});

describe('ymdFromDashed', () => {
  it('parses real dates', () => {
    expect(ymdFromDashed('2000-02-29')).toBe(20000229);
    expect(ymdFromDashed('1999-12-31')).toBe(19991231);
  });
  it('rejects impossible dates and bad formats', () => {
    expect(ymdFromDashed('1999-02-29')).toBeNull();
    expect(ymdFromDashed('1999-02-30')).toBeNull();
    expect(ymdFromDashed('2023-13-01')).toBeNull();
    expect(ymdFromDashed('2023-04-31')).toBeNull();
    expect(ymdFromDashed('2023-4-1')).toBeNull();
    expect(ymdFromDashed(' 2023-04-01')).toBeNull();
    expect(ymdFromDashed('')).toBeNull();
  });
});

describe('dashedFromYmd', () => {
  it('formats with zero padding and round-trips', () => {
    expect(dashedFromYmd(20000229)).toBe('2000-02-29');
    expect(dashedFromYmd(10101)).toBe('0001-01-01');
    expect(ymdFromDashed(dashedFromYmd(19491231))).toBe(19491231);
  });
  it('throws on non-integers and out-of-range numbers', () => {
    expect(() => dashedFromYmd(2000.5)).toThrow(RangeError);
    expect(() => dashedFromYmd(-1)).toThrow(RangeError);
    expect(() => dashedFromYmd(100000000)).toThrow(RangeError);
  });
});
