import { describe, expect, it } from 'vitest';
import { ANCHOR_SCROLL_OFFSET_PX, formatMoney, formatPoints, HISTORY_CAP, TYPING_INDICATOR_MS, BOOKING_HORIZON_DAYS } from './constants';

describe('spec constants', () => {
  it('formats money as HK$ with en-US grouping, two decimals only where cents exist', () => {
    expect(formatMoney(123400)).toBe('HK$1,234');
    expect(formatMoney(0)).toBe('HK$0');
    expect(formatMoney(68050)).toBe('HK$680.50');
    expect(formatMoney(68005)).toBe('HK$680.05');
    expect(formatMoney(-2500)).toBe('-HK$25');
  });
  it('formats money sums of many cents without floating-point artefacts, and points as whole numbers', () => {
    // 0.1 + 0.2 in dollars is 0.30000000000000004; in cents it is exact.
    expect(formatMoney(10 + 20)).toBe('HK$0.30');
    expect(formatMoney(Array.from({ length: 1000 }, () => 1).reduce((a, b) => a + b, 0))).toBe('HK$10');
    expect(formatMoney(199_999_999)).toBe('HK$1,999,999.99');
    expect(formatPoints(12500)).toBe('12,500');
    expect(formatPoints(-5)).toBe('-5');
  });
  it('keeps the spec values', () => {
    expect([ANCHOR_SCROLL_OFFSET_PX, HISTORY_CAP, TYPING_INDICATOR_MS, BOOKING_HORIZON_DAYS]).toEqual([70, 30, 2500, 35]);
  });
});
