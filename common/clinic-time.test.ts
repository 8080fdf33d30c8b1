import { afterEach, describe, expect, it } from 'vitest';
import { addDays, daysBetween, fromClinic, hhmmOf, isValidDate, isValidTime, memberWindow, minutesOf, staffWindow, toClinicDate, toClinicTime, weekday } from './clinic-time';

const at = (iso: string) => new Date(iso);

describe('clinic date and time of an instant (UTC+8)', () => {
  it('a moment before 16:00 UTC is still the same clinic day, from 16:00 UTC it is the next day', () => {
    expect(toClinicDate(at('2025-01-01T15:59:59.999Z'))).toBe(20250101);
    expect(toClinicDate(at('2025-01-01T16:00:00Z'))).toBe(20250102);
    expect(toClinicDate(at('2024-12-31T16:00:00Z'))).toBe(20250101);
  });
  it('shows the clinic wall clock as HHmm, seconds dropped', () => {
    expect(toClinicTime(at('2025-01-01T01:30:59Z'))).toBe(930);
    expect(toClinicTime(at('2025-01-01T16:00:00Z'))).toBe(0);
    expect(toClinicTime(at('2025-01-01T15:59:00Z'))).toBe(2359);
  });
  it('turns a clinic date and time back into the instant', () => {
    expect(fromClinic(20250102, 0).toISOString()).toBe('2025-01-01T16:00:00.000Z');
    expect(fromClinic(20250102, 930).toISOString()).toBe('2025-01-02T01:30:00.000Z');
    expect(fromClinic(20250102, 2400).toISOString()).toBe('2025-01-02T16:00:00.000Z');
  });
  it('round-trips every quarter hour of a leap day', () => {
    for (let m = 0; m < 1440; m += 15) {
      const instant = fromClinic(20240229, hhmmOf(m));
      expect([toClinicDate(instant), toClinicTime(instant)]).toEqual([20240229, hhmmOf(m)]);
    }
  });
  it('refuses impossible dates, times and instants', () => {
    expect(() => fromClinic(20250229, 900)).toThrow(RangeError);
    expect(() => fromClinic(20250228, 960)).toThrow(RangeError);
    expect(() => toClinicDate(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('calendar arithmetic on YYYYMMDD', () => {
  it('adds and subtracts days across months, years and leap days', () => {
    expect(addDays(20240228, 1)).toBe(20240229);
    expect(addDays(20240228, 2)).toBe(20240301);
    expect(addDays(20250228, 1)).toBe(20250301);
    expect(addDays(20241231, 1)).toBe(20250101);
    expect(addDays(20250101, -1)).toBe(20241231);
    expect(addDays(20250101, 0)).toBe(20250101);
    expect(addDays(20250101, 365)).toBe(20260101);
  });
  it('counts days between two dates', () => {
    expect(daysBetween(20240228, 20240301)).toBe(2);
    expect(daysBetween(20250301, 20250228)).toBe(-1);
    expect(daysBetween(20250101, 20260101)).toBe(365);
  });
  it('knows the weekday, 0 = Sunday', () => {
    expect(weekday(20250101)).toBe(3);
    expect(weekday(20240229)).toBe(4);
    expect(weekday(20250309)).toBe(0);
    expect(weekday(20250308)).toBe(6);
  });
});

describe('HHmm and minutes', () => {
  it('converts both ways, 2400 meaning the end of the day', () => {
    expect(minutesOf(0)).toBe(0);
    expect(minutesOf(930)).toBe(570);
    expect(minutesOf(2359)).toBe(1439);
    expect(minutesOf(2400)).toBe(1440);
    expect(hhmmOf(570)).toBe(930);
    expect(hhmmOf(1440)).toBe(2400);
  });
  it('refuses values that are not times', () => {
    expect(() => minutesOf(960)).toThrow(RangeError);
    expect(() => minutesOf(2401)).toThrow(RangeError);
    expect(() => hhmmOf(1441)).toThrow(RangeError);
    expect(() => hhmmOf(-1)).toThrow(RangeError);
    expect(() => hhmmOf(1.5)).toThrow(RangeError);
  });
  it('validates times of day', () => {
    expect([0, 930, 1230, 2359].every(isValidTime)).toBe(true);
    expect([-1, 960, 2400, 2360, 9.5].some(isValidTime)).toBe(false);
  });
  it('validates dates', () => {
    expect([20240229, 20250101, 20251231].every(isValidDate)).toBe(true);
    expect([20250229, 20251301, 20250100, 20250431, 2025011, 99990, 20250101.5].some(isValidDate)).toBe(false);
  });
});

describe('booking windows', () => {
  it('lets a member book from tomorrow for 35 days (tomorrow + 34)', () => {
    const w = memberWindow(at('2025-01-01T15:59:00Z')); // 23:59 on 1 Jan in the clinic
    expect(w).toEqual({ from: 20250102, to: 20250205 });
    expect(daysBetween(w.from, w.to) + 1).toBe(35);
  });
  it('moves the member window at clinic midnight, not UTC midnight', () => {
    expect(memberWindow(at('2025-01-01T16:00:00Z'))).toEqual({ from: 20250103, to: 20250206 });
    expect(memberWindow(at('2025-01-01T23:59:00Z'))).toEqual({ from: 20250103, to: 20250206 });
  });
  it('lets staff work from 7 days back to 35 days ahead', () => {
    expect(staffWindow(at('2025-03-03T02:00:00Z'))).toEqual({ from: 20250224, to: 20250407 });
  });
});

describe('independence from the server time zone', () => {
  const original = process.env.TZ;
  afterEach(() => {
    if (original === undefined) delete process.env.TZ;
    else process.env.TZ = original;
  });
  it.each(['America/New_York', 'Pacific/Kiritimati', 'Europe/London', 'UTC'])('gives the same clinic answers with TZ=%s', (tz) => {
    process.env.TZ = tz;
    expect(toClinicDate(at('2025-03-09T06:30:00Z'))).toBe(20250309); // a US DST switch day
    expect(toClinicTime(at('2025-03-09T06:30:00Z'))).toBe(1430);
    expect(fromClinic(20250309, 230).toISOString()).toBe('2025-03-08T18:30:00.000Z');
    expect(addDays(20250308, 1)).toBe(20250309);
    expect(weekday(20250309)).toBe(0);
    expect(memberWindow(at('2025-03-08T16:00:00Z'))).toEqual({ from: 20250310, to: 20250413 });
  });
});
