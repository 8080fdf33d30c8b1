import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS, MINUTE_MS, SECOND_MS } from './constants';
import { agoOf, formatAgo } from './relative-time';

const now = Date.UTC(2026, 10, 30, 6, 0, 0);
describe('relative time (spec §9)', () => {
  it('says "just now" under 20 seconds, and for a time a little in the future', () => {
    expect(agoOf(now - 19_999, now)).toEqual({ unit: 'now' });
    expect(agoOf(now + 5 * SECOND_MS, now)).toEqual({ unit: 'now' });
    expect(agoOf(now - 20 * SECOND_MS, now)).toEqual({ unit: 'second', value: 20 });
  });

  it('counts minutes, hours and days, then months of 30 days, then years', () => {
    expect(agoOf(now - 5 * MINUTE_MS, now)).toEqual({ unit: 'minute', value: 5 });
    expect(agoOf(now - 59 * MINUTE_MS, now)).toEqual({ unit: 'minute', value: 59 });
    expect(agoOf(now - 3 * HOUR_MS, now)).toEqual({ unit: 'hour', value: 3 });
    expect(agoOf(now - 29 * DAY_MS, now)).toEqual({ unit: 'day', value: 29 });
    expect(agoOf(now - 30 * DAY_MS, now)).toEqual({ unit: 'month', value: 1 });
    expect(agoOf(now - 59 * DAY_MS, now)).toEqual({ unit: 'month', value: 1 });
    expect(agoOf(now - 60 * DAY_MS, now)).toEqual({ unit: 'month', value: 2 });
    expect(agoOf(now - 400 * DAY_MS, now)).toEqual({ unit: 'year', value: 1 });
  });

  it('words it in the reader’s language', () => {
    expect(formatAgo(now - 1000, now, 'en', 'just now')).toBe('just now');
    expect(formatAgo(now - 5 * MINUTE_MS, now, 'en', 'just now')).toBe('5 minutes ago');
    expect(formatAgo(now - 2 * HOUR_MS, now, 'zh-HK', '剛剛')).toMatch(/^2\s?小時前$/);
    expect(formatAgo(now - 90 * DAY_MS, now, 'zh-CN', '刚刚')).toMatch(/^3\s?个月前$/);
  });
});
