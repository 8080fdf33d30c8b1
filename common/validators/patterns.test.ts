import { describe, expect, it } from 'vitest';
import { BASE58_ID, dashedFromYmd, DIGITS_ONLY, YMD_DASHED, ymdFromDashed } from './patterns';
import { expectCases } from '../../tests/helpers/expect-cases';

describe('patterns', () => {
  it('DIGITS_ONLY', () => {
    expectCases((s: string) => DIGITS_ONLY.test(s), [['0123', true], ['', false], ['12a', false], [' 12', false]]);
  });
  it('BASE58_ID: 22 chars without 0, O, I, l', () => {
    expectCases((s: string) => BASE58_ID.test(s), [
      ['123456789ABCDEFGHJKLMN', true], ['abcdefghijkmnopqrstuvw', true], ['023456789ABCDEFGHJKLMN', false] /* 0 */,
      ['O23456789ABCDEFGHJKLMN', false] /* O */, ['I23456789ABCDEFGHJKLMN', false] /* I */, ['l23456789ABCDEFGHJKLMN', false] /* l */,
      ['123456789ABCDEFGHJKLM', false] /* 21 */, ['123456789ABCDEFGHJKLMNP', false] /* 23 */,
    ]);
  });
  it('YMD_DASHED', () => {
    expectCases((s: string) => YMD_DASHED.test(s), [['2000-02-29', true], ['2000-2-29', false], ['20000229', false]]);
  });
});

describe('ymdFromDashed', () => {
  it('parses real dates', () => {
    expect(ymdFromDashed('2000-02-29')).toBe(20000229);
    expect(ymdFromDashed('1999-12-31')).toBe(19991231);
  });
  it('rejects impossible dates and bad formats', () => {
    expectCases(ymdFromDashed, [
      ['1999-02-29', null], ['1999-02-30', null], ['2023-13-01', null], ['2023-04-31', null], ['2023-4-1', null], [' 2023-04-01', null], ['', null],
    ]);
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
