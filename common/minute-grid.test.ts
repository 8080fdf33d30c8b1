import { describe, expect, it } from 'vitest';
import { GRID_STARTS_9_TO_18 } from '../tests/helpers/grid-cases';
import { gridStarts, isGridStep, MINUTE_GRIDS } from './minute-grid';

const NINE = 9 * 60;
const SIX_PM = 18 * 60;

describe('minute grids', () => {
  it('offers full (every minute), half, quarter, 10- and 5-minute steps and whole hours', () => {
    expect(MINUTE_GRIDS).toEqual({ full: 1, half: 30, quarter: 15, ten: 10, five: 5, hour: 60 });
    expect(Object.values(MINUTE_GRIDS).every(isGridStep)).toBe(true);
    expect([0, 2, 7, 20, 45, 120].some(isGridStep)).toBe(false);
  });

  it('a 60-minute service in a 09:00–18:00 day starts first at 09:00 and last at 17:00', () => {
    const starts = gridStarts(NINE, SIX_PM, MINUTE_GRIDS.hour, 60);
    expect(starts[0]).toBe(NINE);
    expect(starts.at(-1)).toBe(17 * 60);
    expect(starts).toHaveLength(9);
  });

  it.each(GRID_STARTS_9_TO_18)('the %s grid gives %i starts for a 60-minute service in 09:00–18:00', (grid, count) => {
    const starts = gridStarts(NINE, SIX_PM, MINUTE_GRIDS[grid], 60);
    expect(starts).toHaveLength(count);
    expect(starts.every((s) => s % MINUTE_GRIDS[grid] === 0)).toBe(true);
  });

  it('aligns starts with the clock, not with the opening time', () => {
    expect(gridStarts(9 * 60 + 10, 11 * 60, MINUTE_GRIDS.half, 30)).toEqual([570, 600, 630]); // 09:30, 10:00, 10:30
    expect(gridStarts(9 * 60 + 10, 10 * 60, MINUTE_GRIDS.quarter, 30)).toEqual([555, 570]); // 09:15, 09:30
  });

  it('offers nothing when the service does not fit', () => {
    expect(gridStarts(NINE, NINE + 45, MINUTE_GRIDS.five, 60)).toEqual([]);
    expect(gridStarts(NINE + 5, NINE + 65, MINUTE_GRIDS.hour, 60)).toEqual([]);
  });

  it('lets the last start end exactly at closing time', () => {
    expect(gridStarts(0, 1440, MINUTE_GRIDS.hour, 60).at(-1)).toBe(23 * 60);
  });

  it('refuses a step or duration that makes no sense', () => {
    expect(() => gridStarts(NINE, SIX_PM, 0, 60)).toThrow(RangeError);
    expect(() => gridStarts(NINE, SIX_PM, 2.5, 60)).toThrow(RangeError);
    expect(() => gridStarts(NINE, SIX_PM, 30, -1)).toThrow(RangeError);
  });
});
