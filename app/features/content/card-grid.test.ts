import { describe, expect, it } from 'vitest';
import { CARD_GRID_BREAKPOINTS, CARD_GRID_MAX_COLUMNS, cardColumns, cardGridClass, columnsFor } from './card-grid';

describe('card grid columns', () => {
  it('never leaves one card alone on the last row, at any breakpoint, for 1 to 6 cards', () => {
    for (let n = 1; n <= 6; n++) {
      const cols = cardColumns(n);
      for (const bp of CARD_GRID_BREAKPOINTS) {
        const c = cols[bp];
        expect(c, `${n} cards at ${bp}`).toBeLessThanOrEqual(CARD_GRID_MAX_COLUMNS[bp]);
        if (c > 1) expect(n % c, `${n} cards in ${c} columns at ${bp}`).not.toBe(1);
      }
    }
  });

  it('lays the usual counts out in balanced rows', () => {
    expect(cardColumns(1)).toEqual({ xs: 1, sm: 1, lg: 1, xl: 1 });
    expect(cardColumns(2)).toEqual({ xs: 1, sm: 2, lg: 2, xl: 2 });
    expect(cardColumns(3)).toEqual({ xs: 1, sm: 1, lg: 3, xl: 3 });
    expect(cardColumns(4)).toEqual({ xs: 1, sm: 2, lg: 2, xl: 4 });
    expect(cardColumns(5)).toEqual({ xs: 1, sm: 1, lg: 3, xl: 3 });
    expect(cardColumns(6)).toEqual({ xs: 1, sm: 2, lg: 3, xl: 3 });
  });

  it('prefers full rows, then the most columns', () => {
    expect(columnsFor(8, 4)).toBe(4);
    expect(columnsFor(7, 4)).toBe(4); // 4 + 3
    expect(columnsFor(9, 4)).toBe(3);
    expect(columnsFor(0, 3)).toBe(1);
  });

  it('gives whole Tailwind class names, a single column held to a readable width', () => {
    expect(cardGridClass(4)).toBe('grid-cols-1 max-w-xl sm:grid-cols-2 sm:max-w-none lg:grid-cols-2 lg:max-w-none xl:grid-cols-4 xl:max-w-none');
    expect(cardGridClass(1)).toContain('xl:max-w-xl');
  });
});
