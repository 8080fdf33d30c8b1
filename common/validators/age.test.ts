import { describe, expect, it } from 'vitest';
import { daysInMonth, isAtLeastAge, isLeapYear, isRealDate, MIN_AGE } from './age';
import { expectCases } from '../../tests/helpers/expect-cases';

describe('isRealDate', () => {
  it('accepts real dates', () => {
    expectCases(isRealDate, [[20000229, true], [20240229, true], [19991231, true], [20230430, true]]);
  });
  it('rejects impossible dates', () => {
    expectCases(isRealDate, [
      [19990230, false], [19990229, false], [19000229, false], [20230431, false], [20231301, false], [20230001, false], [20230100, false],
    ]);
  });
  it('rejects non-integers and out-of-range numbers', () => {
    expectCases(isRealDate, [[20000101.5, false], [Number.NaN, false], [-20000101, false], [100000101, false], [0, false]]);
  });
});

describe('isLeapYear / daysInMonth', () => {
  it('follows the Gregorian rules', () => {
    expect([1900, 2000, 2023, 2024].map(isLeapYear)).toEqual([false, true, false, true]);
    expectCases(daysInMonth, [[2023, 2, 28], [2024, 2, 29], [2024, 9, 30], [2024, 13, 0]]);
  });
});

describe('isAtLeastAge', () => {
  it('defaults to 18', () => {
    expect(MIN_AGE).toBe(18);
    expect(isAtLeastAge(20060615, { y: 2024, m: 6, d: 15 })).toBe(true);
  });
  it('counts the 18th birthday itself as reached, the day before as not', () => {
    expectCases(isAtLeastAge, [
      [20060615, { y: 2024, m: 6, d: 14 }, false], [20060615, { y: 2024, m: 6, d: 15 }, true], [20060615, { y: 2024, m: 6, d: 16 }, true],
      [20061231, { y: 2024, m: 12, d: 30 }, false], [20070101, { y: 2024, m: 12, d: 31 }, false], [20070101, { y: 2025, m: 1, d: 1 }, true],
    ]);
  });
  it('lets a 29 Feb birth reach the age on 1 Mar in a non-leap year', () => {
    expect(isAtLeastAge(20040229, { y: 2022, m: 2, d: 28 })).toBe(false);
    expect(isAtLeastAge(20040229, { y: 2022, m: 3, d: 1 })).toBe(true);
  });
  it('lets a 29 Feb birth reach the age on 29 Feb in a leap year', () => {
    expect(isAtLeastAge(20000229, { y: 2016, m: 2, d: 28 }, 16)).toBe(false);
    expect(isAtLeastAge(20000229, { y: 2016, m: 2, d: 29 }, 16)).toBe(true);
  });
  it('honours a custom age', () => {
    expect(isAtLeastAge(20000101, { y: 2020, m: 12, d: 31 }, 21)).toBe(false);
    expect(isAtLeastAge(20000101, { y: 2021, m: 1, d: 1 }, 21)).toBe(true);
  });
  it('rejects an impossible birth date', () => {
    expect(isAtLeastAge(19990230, { y: 2030, m: 1, d: 1 })).toBe(false);
  });
});
