import { describe, expect, it } from 'vitest';
import { addDays, fromClinic, weekday } from './clinic-time';
import { BOOKING_HORIZON_DAYS } from './constants';
import { ALL_WEEKDAYS, expandSeries, openEndedLimit, seriesDates, weekdayMask, weekdaysOf, type SeriesLike } from './schedule-series';
import { scheduleSeriesInput, seriesOccurrenceInput } from './schedule-series.schema';

// 2030-01-07 is a Monday.
const MON = 20300107;
const MON_TUE_FRI = weekdayMask([1, 2, 5]);
/** 10:00 in Hong Kong on 2030-01-01. */
const NOW = fromClinic(20300101, 1000);

describe('weekday masks', () => {
  it('turns weekdays into bits and back, Sunday first', () => {
    expect(weekdayMask([1, 2, 5])).toBe(0b0100110);
    expect(weekdaysOf(0b0100110)).toEqual([1, 2, 5]);
    expect(weekdayMask([0, 1, 2, 3, 4, 5, 6])).toBe(ALL_WEEKDAYS);
    expect(weekdaysOf(ALL_WEEKDAYS)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
});

describe('seriesDates', () => {
  it('falls on the chosen weekdays only, from the first date', () => {
    const dates = seriesDates({ weekdays: MON_TUE_FRI, fromDate: MON, untilDate: 20300120 }, 20300101, 20300131, NOW);
    expect(dates).toEqual([20300107, 20300108, 20300111, 20300114, 20300115, 20300118]);
    expect(dates.map(weekday)).toEqual([1, 2, 5, 1, 2, 5]);
  });

  it('stops at the until date (inclusive) and at the end of the asked range', () => {
    expect(seriesDates({ weekdays: MON_TUE_FRI, fromDate: MON, untilDate: 20300114 }, MON, 20300131, NOW)).toEqual([20300107, 20300108, 20300111, 20300114]);
    expect(seriesDates({ weekdays: MON_TUE_FRI, fromDate: MON, untilDate: null }, 20300108, 20300111, NOW)).toEqual([20300108, 20300111]);
  });

  it('covers every day of a date range, across a month and a year end', () => {
    expect(seriesDates({ weekdays: ALL_WEEKDAYS, fromDate: 20301229, untilDate: 20310102 }, 20300101, 20311231, fromClinic(20301201, 900))).toEqual([20301229, 20301230, 20301231, 20310101, 20310102]);
  });

  it('reads an open-ended series up to the booking horizon (35 days from today in Hong Kong), never further', () => {
    expect(openEndedLimit(NOW)).toBe(addDays(20300101, BOOKING_HORIZON_DAYS));
    expect(openEndedLimit(NOW)).toBe(20300205);
    const dates = seriesDates({ weekdays: ALL_WEEKDAYS, fromDate: 20300101, untilDate: null }, 20300101, 20301231, NOW);
    expect(dates).toHaveLength(BOOKING_HORIZON_DAYS + 1);
    expect(dates.at(-1)).toBe(20300205);
    // 23:30 UTC on 2030-01-01 is already 07:30 on 2030-01-02 in Hong Kong (UTC+8, no daylight saving): the horizon moves a day.
    expect(openEndedLimit(new Date('2030-01-01T23:30:00Z'))).toBe(20300206);
    expect(openEndedLimit(new Date('2030-01-01T15:59:00Z'))).toBe(20300205);
    // A series with an end date is read to its end, whatever the horizon.
    expect(seriesDates({ weekdays: ALL_WEEKDAYS, fromDate: 20300101, untilDate: 20300601 }, 20300501, 20300531, NOW)).toHaveLength(31);
  });

  it('leaves out skipped dates (deleted or replaced occurrences)', () => {
    expect(seriesDates({ weekdays: MON_TUE_FRI, fromDate: MON, untilDate: 20300114 }, MON, 20300131, NOW, new Set([20300108, 20300114]))).toEqual([20300107, 20300111]);
  });

  it('gives nothing before the first date or when the range is empty', () => {
    expect(seriesDates({ weekdays: ALL_WEEKDAYS, fromDate: 20300301, untilDate: null }, 20300101, 20300131, NOW)).toEqual([]);
    expect(seriesDates({ weekdays: ALL_WEEKDAYS, fromDate: 20300101, untilDate: 20300110 }, 20300111, 20300120, NOW)).toEqual([]);
  });
});

describe('expandSeries', () => {
  it('copies each series payload onto its dates, by date then series, minus each series’s own skips', () => {
    const list: SeriesLike<{ type: string; start: number | null; end: number | null }>[] = [
      { id: 2, weekdays: weekdayMask([1]), fromDate: MON, untilDate: null, payload: { type: 'STAFF_OPEN', start: 900, end: 1300 } },
      { id: 1, weekdays: ALL_WEEKDAYS, fromDate: 20300108, untilDate: 20300109, payload: { type: 'STAFF_HOLIDAY', start: null, end: null } },
    ];
    const out = expandSeries(list, [{ seriesId: 2, date: 20300114 }, { seriesId: 1, date: 20300107 }], MON, 20300121, NOW);
    expect(out).toEqual([
      { type: 'STAFF_OPEN', start: 900, end: 1300, seriesId: 2, date: 20300107 },
      { type: 'STAFF_HOLIDAY', start: null, end: null, seriesId: 1, date: 20300108 },
      { type: 'STAFF_HOLIDAY', start: null, end: null, seriesId: 1, date: 20300109 },
      { type: 'STAFF_OPEN', start: 900, end: 1300, seriesId: 2, date: 20300121 },
    ]);
  });
});

describe('scheduleSeriesInput', () => {
  const base = { type: 'STAFF_OPEN', placeId: 1, staffId: 3, weekdays: [1, 3], start: 900, end: 1300, from: 20300107, until: 20300301 };
  const fields = (body: object) => {
    const r = scheduleSeriesInput.safeParse(body);
    return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
  };
  it('accepts a weekly series, an open-ended one and a whole-day range', () => {
    expect(fields(base)).toEqual({});
    expect(fields({ ...base, until: null })).toEqual({});
    expect(fields({ ...base, type: 'STAFF_HOLIDAY', weekdays: [0, 1, 2, 3, 4, 5, 6], start: null, end: null })).toEqual({});
    expect(scheduleSeriesInput.parse(base).force).toBe(false);
  });
  it('names the field of each mistake', () => {
    expect(fields({ ...base, until: 20300106 })).toEqual({ until: 'schedule:series.form.untilBeforeFrom' });
    expect(fields({ ...base, weekdays: [] })).toEqual({ weekdays: 'schedule:series.form.noWeekdays' });
    expect(fields({ ...base, weekdays: [7] })).toEqual({ 'weekdays.0': 'schedule:form.invalid' });
    expect(fields({ ...base, end: 900 })).toEqual({ end: 'schedule:form.endAfterStart' });
    expect(fields({ ...base, end: 920 })).toEqual({ end: 'schedule:form.minSpan' });
    expect(fields({ ...base, end: null })).toEqual({ end: 'schedule:form.timesBoth' });
    expect(fields({ ...base, staffId: null })).toEqual({ staffId: 'schedule:form.staffRequired' });
    expect(fields({ ...base, type: 'ROOM_RESERVED' })).toEqual({ roomId: 'schedule:form.roomRequired', staffId: 'schedule:form.notForType' });
  });
  it('checks a changed occurrence’s times like an entry’s', () => {
    expect(seriesOccurrenceInput.safeParse({ start: 1000, end: 1030 }).success).toBe(true);
    expect(seriesOccurrenceInput.safeParse({ start: 1000, end: 1020 }).success).toBe(false);
    expect(seriesOccurrenceInput.safeParse({}).success).toBe(true);
  });
});
