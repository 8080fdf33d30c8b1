import { describe, expect, it } from 'vitest';
import { ANCHOR_SCROLL_OFFSET_PX, formatMoney, HISTORY_CAP, TYPING_INDICATOR_MS, BOOKING_HORIZON_DAYS } from './constants';

describe('spec constants', () => {
  it('formats money as $ with en-US grouping and two decimals', () => {
    expect(formatMoney(123400)).toBe('$1,234.00');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(68050)).toBe('$680.50');
  });
  it('keeps the spec values', () => {
    expect([ANCHOR_SCROLL_OFFSET_PX, HISTORY_CAP, TYPING_INDICATOR_MS, BOOKING_HORIZON_DAYS]).toEqual([70, 30, 2500, 35]);
  });
});
