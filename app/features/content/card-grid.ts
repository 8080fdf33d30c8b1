/**
 * Columns of a grid of cards (the home page's promotions) per breakpoint, chosen so that no card is
 * ever left alone on the last row while others share rows above it. At each breakpoint the widest
 * count up to the breakpoint's maximum wins among those that leave the fewest empty places on the
 * last row and never exactly one card on it: 4 cards are 2 + 2 rather than 3 + 1, 5 are 3 + 2,
 * 6 are 3 + 3. When no count fits, the cards stack in one column.
 */

/** Breakpoints (spec §9 names) at which the column count may change. */
export const CARD_GRID_BREAKPOINTS = ['xs', 'sm', 'lg', 'xl'] as const;
export type CardGridBreakpoint = (typeof CARD_GRID_BREAKPOINTS)[number];
/** The most cards side by side at each breakpoint (xs 0, sm 576, lg 992, xl 1200 px). */
export const CARD_GRID_MAX_COLUMNS: Record<CardGridBreakpoint, number> = { xs: 1, sm: 2, lg: 3, xl: 4 };

/** The column count for `count` cards when at most `max` fit side by side. */
export function columnsFor(count: number, max: number): number {
  let best = 1;
  let bestEmpty = 0;
  for (let c = 2; c <= Math.min(max, count); c++) {
    const last = count % c;
    if (last === 1) continue; // one card alone on the last row
    const empty = last === 0 ? 0 : c - last;
    if (best === 1 || empty < bestEmpty || (empty === bestEmpty && c > best)) {
      best = c;
      bestEmpty = empty;
    }
  }
  return best;
}

/** The column count at every breakpoint. */
export function cardColumns(count: number): Record<CardGridBreakpoint, number> {
  return Object.fromEntries(CARD_GRID_BREAKPOINTS.map((bp) => [bp, columnsFor(count, CARD_GRID_MAX_COLUMNS[bp])])) as Record<CardGridBreakpoint, number>;
}

// Whole class names, so Tailwind finds every one of them in this file.
const COLS: Record<CardGridBreakpoint, Record<number, string>> = {
  xs: { 1: 'grid-cols-1' },
  sm: { 1: 'sm:grid-cols-1', 2: 'sm:grid-cols-2' },
  lg: { 1: 'lg:grid-cols-1', 2: 'lg:grid-cols-2', 3: 'lg:grid-cols-3' },
  xl: { 1: 'xl:grid-cols-1', 2: 'xl:grid-cols-2', 3: 'xl:grid-cols-3', 4: 'xl:grid-cols-4' },
};
/** A single column of cards is held to a readable width instead of stretching across the page. */
const WIDTH: Record<CardGridBreakpoint, [one: string, more: string]> = {
  xs: ['max-w-xl', 'max-w-none'],
  sm: ['sm:max-w-xl', 'sm:max-w-none'],
  lg: ['lg:max-w-xl', 'lg:max-w-none'],
  xl: ['xl:max-w-xl', 'xl:max-w-none'],
};

/** Tailwind classes of the grid for `count` cards. */
export function cardGridClass(count: number): string {
  const cols = cardColumns(count);
  return CARD_GRID_BREAKPOINTS.map((bp) => `${COLS[bp][cols[bp]]} ${WIDTH[bp][cols[bp] === 1 ? 0 : 1]}`).join(' ');
}
