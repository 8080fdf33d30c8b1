import { describe, expect, it } from 'vitest';
import { fromClinic } from './clinic-time';
import { formatClinicSpan, formatClock12, formatDate, formatDateTime, formatInstant, formatInstantRange } from './date-format';

describe('dates as people read them (clinic time)', () => {
  it('writes a date with its weekday in each language, with or without the year', () => {
    expect(formatDate(20261130, 'en')).toBe('Mon 30 Nov 2026');
    expect(formatDate(20261130, 'en', { year: false })).toBe('Mon 30 Nov');
    expect(formatDate(20261130, 'zh-HK', { year: false })).toBe('11月30日（星期一）');
    expect(formatDate(20261205, 'zh-CN')).toBe('2026年12月5日（星期六）');
  });

  it('writes 12-hour times with am/pm in English and 上午/下午 in Chinese, noon and midnight included', () => {
    expect(formatClock12(1400, 'en')).toBe('2:00 pm');
    expect(formatClock12(1400, 'zh-HK')).toBe('下午2:00');
    expect(formatClock12(1200, 'en')).toBe('12:00 pm');
    expect(formatClock12(30, 'en')).toBe('12:30 am');
    expect(formatClock12(930, 'zh-CN')).toBe('上午9:30');
  });

  it('joins a date and a time as in a notification', () => {
    expect(formatDateTime(20261130, 1400, 'en', { year: false })).toBe('Mon 30 Nov, 2:00 pm');
    expect(formatDateTime(20261130, 1400, 'zh-HK', { year: false })).toBe('11月30日（星期一）下午2:00');
  });

  it('reads an instant in clinic time whatever the process time zone', () => {
    // 2026-11-30 22:30 UTC is already 1 December 06:30 in Hong Kong.
    expect(formatInstant('2026-11-30T22:30:00Z', 'en')).toBe('Tue 1 Dec 2026, 6:30 am');
  });

  it('writes a booking’s span on one day with its date once', () => {
    expect(formatClinicSpan(20261205, 1000, 1200, 'en')).toBe('Sat 5 Dec 2026, 10:00–12:00');
    expect(formatClinicSpan(20261205, 930, 1030, 'zh-CN')).toBe('2026年12月5日（星期六）09:30–10:30');
  });

  it('writes the date once for a same-day range and both dates across days', () => {
    const start = fromClinic(20261205, 1000);
    expect(formatInstantRange(start, fromClinic(20261205, 1200), 'en')).toBe('Sat 5 Dec 2026, 10:00–12:00');
    expect(formatInstantRange(start, fromClinic(20261205, 1200), 'zh-HK')).toBe('2026年12月5日（星期六）10:00–12:00');
    expect(formatInstantRange(start.toISOString(), fromClinic(20261206, 1200).getTime(), 'en')).toBe('Sat 5 Dec 2026, 10:00 – Sun 6 Dec 2026, 12:00');
    expect(formatInstantRange(start, fromClinic(20261206, 1200), 'zh-CN')).toBe('2026年12月5日（星期六）10:00 – 2026年12月6日（星期日）12:00');
  });
});
