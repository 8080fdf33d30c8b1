import { describe, expect, it } from 'vitest';
import { daysInMonth, isAtLeastAge, isLeapYear, isRealDate, MIN_AGE } from './age';

describe('isRealDate', () => {
  it('accepts real dates', () => {
    expect(isRealDate(20000229)).toBe(true);
    expect(isRealDate(20240229)).toBe(true);
    expect(isRealDate(19991231)).toBe(true);
    expect(isRealDate(20230430)).toBe(true);
  });
  it('rejects impossible dates', () => {
    expect(isRealDate(19990230)).toBe(false);
    expect(isRealDate(19990229)).toBe(false);
    expect(isRealDate(19000229)).toBe(false);
    expect(isRealDate(20230431)).toBe(false);
    expect(isRealDate(20231301)).toBe(false);
    expect(isRealDate(20230001)).toBe(false);
    expect(isRealDate(20230100)).toBe(false);
  });
  it('rejects non-integers and out-of-range numbers', () => {
    expect(isRealDate(20000101.5)).toBe(false);
    expect(isRealDate(Number.NaN)).toBe(false);
    expect(isRealDate(-20000101)).toBe(false);
    expect(isRealDate(100000101)).toBe(false);
    expect(isRealDate(0)).toBe(false);
  });
});

describe('isLeapYear / daysInMonth', () => {
  it('follows the Gregorian rules', () => {
    expect([1900, 2000, 2023, 2024].map(isLeapYear)).toEqual([false, true, false, true]);
    expect(daysInMonth(2023, 2)).toBe(28);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2024, 9)).toBe(30);
    expect(daysInMonth(2024, 13)).toBe(0);
  });
});

describe('isAtLeastAge', () => {
  it('defaults to 18', () => {
    expect(MIN_AGE).toBe(18);
    expect(isAtLeastAge(20060615, { y: 2024, m: 6, d: 15 })).toBe(true);
  });
  it('counts the 18th birthday itself as reached, the day before as not', () => {
    expect(isAtLeastAge(20060615, { y: 2024, m: 6, d: 14 })).toBe(false);
    expect(isAtLeastAge(20060615, { y: 2024, m: 6, d: 15 })).toBe(true);
    expect(isAtLeastAge(20060615, { y: 2024, m: 6, d: 16 })).toBe(true);
    expect(isAtLeastAge(20061231, { y: 2024, m: 12, d: 30 })).toBe(false);
    expect(isAtLeastAge(20070101, { y: 2024, m: 12, d: 31 })).toBe(false);
    expect(isAtLeastAge(20070101, { y: 2025, m: 1, d: 1 })).toBe(true);
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
