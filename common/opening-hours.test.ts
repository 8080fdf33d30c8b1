import { describe, expect, it } from 'vitest';
import { fromClinic } from './clinic-time';
import {
  groupWeek,
  HOURS_NOTICE_DAYS,
  mapSearchUrl,
  placeStateAt,
  relativeDay,
  upcomingExceptions,
  type HoursException,
  type HoursPeriod,
  type OpeningHours,
} from './opening-hours';

const P = (start: number, end: number): HoursPeriod => ({ start, end });
const SPLIT = [P(900, 1300), P(1400, 2000)];
/** Mon–Fri 09:00–13:00 + 14:00–20:00, Sat 09:00–18:00, Sun closed (the demo Central office). */
const CENTRAL_WEEK = [[], SPLIT, SPLIT, SPLIT, SPLIT, SPLIT, [P(900, 1800)]];
const ALL_DAY = [P(0, 2400)];
const FULL_WEEK = Array.from({ length: 7 }, () => ALL_DAY);

function hours(week: HoursPeriod[][], exceptions: HoursException[] = [], from = 20261201): OpeningHours {
  return { week, exceptions, from, through: 20270330 };
}
/** The instant of a clinic date and time (UTC+8). */
const at = (date: number, time: number) => fromClinic(date, time);

// 2026-12-07 is a Monday; 2026-12-13 a Sunday; 2026-12-25 a Friday.
describe('groupWeek', () => {
  it('groups consecutive days with equal hours, Monday first: Mon–Fri · Sat · Sun closed', () => {
    expect(groupWeek(CENTRAL_WEEK)).toEqual([
      { days: [1, 2, 3, 4, 5], periods: SPLIT },
      { days: [6], periods: [P(900, 1800)] },
      { days: [0], periods: [] },
    ]);
  });

  it('shows one row for a place with the same hours every day, and for a 24-hour place', () => {
    expect(groupWeek(Array.from({ length: 7 }, () => [P(1000, 2000)]))).toEqual([{ days: [1, 2, 3, 4, 5, 6, 0], periods: [P(1000, 2000)] }]);
    expect(groupWeek(FULL_WEEK)).toEqual([{ days: [1, 2, 3, 4, 5, 6, 0], periods: ALL_DAY }]);
  });

  it('shows a place closed all week as one closed row', () => {
    expect(groupWeek(Array.from({ length: 7 }, () => []))).toEqual([{ days: [1, 2, 3, 4, 5, 6, 0], periods: [] }]);
  });

  it('never groups days that are not next to each other', () => {
    const week = [[P(900, 1200)], [P(900, 1200)], [P(900, 1900)], [P(900, 1200)], [P(900, 1200)], [P(900, 1200)], [P(900, 1200)]];
    expect(groupWeek(week).map((g) => g.days)).toEqual([[1], [2], [3, 4, 5, 6, 0]]);
  });
});

describe('placeStateAt (clinic time, UTC+8)', () => {
  const central = hours(CENTRAL_WEEK);

  it('is open inside a period, until its end', () => {
    expect(placeStateAt(central, at(20261207, 1000))).toEqual({ kind: 'open', until: { date: 20261207, time: 1300 } });
    expect(placeStateAt(central, at(20261207, 900))).toEqual({ kind: 'open', until: { date: 20261207, time: 1300 } });
    expect(placeStateAt(central, at(20261207, 1959))).toEqual({ kind: 'open', until: { date: 20261207, time: 2000 } });
  });

  it('is closed at the end minute of a period and over lunch, opening again the same day', () => {
    expect(placeStateAt(central, at(20261207, 1300))).toEqual({ kind: 'closed', closedToday: null, opens: { date: 20261207, time: 1400 } });
    expect(placeStateAt(central, at(20261207, 830))).toEqual({ kind: 'closed', closedToday: null, opens: { date: 20261207, time: 900 } });
  });

  it('after closing opens tomorrow; after Saturday closing it skips the closed Sunday to Monday', () => {
    expect(placeStateAt(central, at(20261211, 2000))).toEqual({ kind: 'closed', closedToday: null, opens: { date: 20261212, time: 900 } });
    expect(placeStateAt(central, at(20261212, 1900))).toEqual({ kind: 'closed', closedToday: null, opens: { date: 20261214, time: 900 } });
    expect(placeStateAt(central, at(20261213, 1200))).toEqual({ kind: 'closed', closedToday: null, opens: { date: 20261214, time: 900 } });
  });

  it('turns the clinic day at 00:00 UTC+8 (16:00 UTC), not at the reader’s midnight', () => {
    // 2026-12-11T15:59Z is Fri 23:59 in Hong Kong; 16:00Z is already Saturday 00:00.
    expect(placeStateAt(central, new Date('2026-12-11T15:59:00Z'))).toEqual({ kind: 'closed', closedToday: null, opens: { date: 20261212, time: 900 } });
    expect(placeStateAt(central, new Date('2026-12-12T01:00:00Z'))).toEqual({ kind: 'open', until: { date: 20261212, time: 1800 } });
  });

  it('keeps an opening that runs through midnight into the next day’s 00:00 period', () => {
    const late = hours(Array.from({ length: 7 }, () => [P(0, 200), P(2200, 2400)]));
    expect(placeStateAt(late, at(20261207, 2330))).toEqual({ kind: 'open', until: { date: 20261208, time: 200 } });
    expect(placeStateAt(late, new Date('2026-12-07T16:00:00Z'))).toEqual({ kind: 'open', until: { date: 20261208, time: 200 } });
    expect(placeStateAt(late, at(20261208, 200))).toEqual({ kind: 'closed', closedToday: null, opens: { date: 20261208, time: 2200 } });
    // A period ending at 24:00 with nothing at 00:00 the next day closes at 24:00.
    const evening = hours(Array.from({ length: 7 }, () => [P(1800, 2400)]));
    expect(placeStateAt(evening, at(20261207, 2359))).toEqual({ kind: 'open', until: { date: 20261207, time: 2400 } });
  });

  it('says a 24-hour place is open 24 hours, or until the day before its next closure', () => {
    expect(placeStateAt(hours(FULL_WEEK), at(20261207, 300))).toEqual({ kind: 'alwaysOpen' });
    const christmas = hours(FULL_WEEK, [{ date: 20261225, periods: [], names: ['Christmas Day'] }]);
    expect(placeStateAt(christmas, at(20261223, 1000))).toEqual({ kind: 'open', until: { date: 20261224, time: 2400 } });
    expect(placeStateAt(christmas, at(20261225, 1000))).toEqual({
      kind: 'closed',
      closedToday: { date: 20261225, periods: [], names: ['Christmas Day'] },
      opens: { date: 20261226, time: 0 },
    });
  });

  it('says a place closed all week is closed, with no opening to promise', () => {
    expect(placeStateAt(hours(Array.from({ length: 7 }, () => [])), at(20261207, 1000))).toEqual({ kind: 'closed', closedToday: null, opens: null });
  });

  it('on a holiday today: closed today with its name, opening on the next regular day', () => {
    const h = hours(CENTRAL_WEEK, [
      { date: 20261225, periods: [], names: ['Christmas Day'] },
      { date: 20261226, periods: [], names: ['The first weekday after Christmas Day'] },
    ]);
    // Fri 25 Dec, Sat 26 Dec holidays, Sun closed: Central opens Mon 28 Dec.
    expect(placeStateAt(h, at(20261225, 800))).toEqual({ kind: 'closed', closedToday: h.exceptions[0], opens: { date: 20261228, time: 900 } });
    // The evening before, the holiday is skipped too.
    expect(placeStateAt(h, at(20261224, 2100))).toEqual({ kind: 'closed', closedToday: null, opens: { date: 20261228, time: 900 } });
  });

  it('on a holiday opened for special hours: open within them, not "closed today"', () => {
    const h = hours(CENTRAL_WEEK, [{ date: 20261225, periods: [P(1200, 1600)], names: ['Christmas Day'] }]);
    expect(placeStateAt(h, at(20261225, 1300))).toEqual({ kind: 'open', until: { date: 20261225, time: 1600 } });
    expect(placeStateAt(h, at(20261225, 1000))).toEqual({ kind: 'closed', closedToday: null, opens: { date: 20261225, time: 1200 } });
  });

  it('does not depend on the reader’s time zone or its daylight saving', () => {
    const tz = process.env.TZ;
    try {
      // The instant New York springs forward (2026-03-08 07:00Z) is Sunday 15:00 in Hong Kong.
      process.env.TZ = 'America/New_York';
      expect(placeStateAt(central, new Date('2026-03-08T07:00:00Z'))).toEqual({ kind: 'closed', closedToday: null, opens: { date: 20260309, time: 900 } });
      process.env.TZ = 'Pacific/Kiritimati';
      expect(placeStateAt(central, new Date('2026-03-09T05:30:00Z'))).toEqual({ kind: 'closed', closedToday: null, opens: { date: 20260309, time: 1400 } });
    } finally {
      process.env.TZ = tz;
    }
  });
});

describe('upcomingExceptions', () => {
  const list: HoursException[] = [
    { date: 20261201, periods: [], names: ['Past'] },
    { date: 20261225, periods: [], names: ['Christmas Day'] },
    { date: 20270128, periods: [], names: ['Last day of the window'] },
    { date: 20270129, periods: [], names: ['Beyond the window'] },
  ];

  it('lists today and the next days of the notice window, dropping the past and what lies beyond', () => {
    expect(HOURS_NOTICE_DAYS).toBe(60);
    // 2026-11-30 + 59 days = 2027-01-28.
    expect(upcomingExceptions(hours([], list), 20261130).map((e) => e.names[0])).toEqual(['Past', 'Christmas Day', 'Last day of the window']);
    expect(upcomingExceptions(hours([], list), 20261225).map((e) => e.names[0])).toEqual(['Christmas Day', 'Last day of the window', 'Beyond the window']);
    expect(upcomingExceptions(hours([], list), 20261226).map((e) => e.names[0])).toEqual(['Last day of the window', 'Beyond the window']);
  });
});

describe('relativeDay and mapSearchUrl', () => {
  it('reads a date as today, tomorrow, a weekday of the coming week, or a date', () => {
    expect(relativeDay(20261230, 20261230)).toBe('today');
    expect(relativeDay(20261231, 20270101)).toBe('tomorrow');
    expect(relativeDay(20261231, 20270106)).toBe('weekday');
    expect(relativeDay(20261231, 20270107)).toBe('date');
  });

  it('searches the map for the address', () => {
    expect(mapSearchUrl('28 Hankow Road, Tsim Sha Tsui')).toBe('https://www.google.com/maps/search/?api=1&query=28%20Hankow%20Road%2C%20Tsim%20Sha%20Tsui');
  });
});
