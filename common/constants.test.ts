import { describe, expect, it } from 'vitest';
import { ANCHOR_SCROLL_OFFSET_PX, formatMoney, HISTORY_CAP, TYPING_INDICATOR_MS, BOOKING_HORIZON_DAYS } from './constants';

describe('spec constants', () => {
  it('formats money as HK$ with en-US grouping, two decimals only where cents exist', () => {
    expect(formatMoney(123400)).toBe('HK$1,234');
    expect(formatMoney(0)).toBe('HK$0');
    expect(formatMoney(68050)).toBe('HK$680.50');
    expect(formatMoney(68005)).toBe('HK$680.05');
    expect(formatMoney(-2500)).toBe('-HK$25');
  });
  it('keeps the spec values', () => {
    expect([ANCHOR_SCROLL_OFFSET_PX, HISTORY_CAP, TYPING_INDICATOR_MS, BOOKING_HORIZON_DAYS]).toEqual([70, 30, 2500, 35]);
  });
});
