/**
 * Minute grids for booking start times (spec §9 "minute choices"): a start lies on the grid when
 * its minutes since midnight are a multiple of the step, so grids align with the clock (a half
 * grid offers :00 and :30 whatever the opening time).
 */

/**
 * Step in minutes of each configurable grid: the spec's "full" (any minute 0-59), half, quarter,
 * 10- and 5-minute steps, plus whole hours (a common clinic setting beyond the spec's list).
 */
export const MINUTE_GRIDS = { full: 1, half: 30, quarter: 15, ten: 10, five: 5, hour: 60 } as const;

/** Name of a configurable minute grid. */
export type MinuteGrid = keyof typeof MINUTE_GRIDS;

const STEPS: ReadonlySet<number> = new Set(Object.values(MINUTE_GRIDS));

/** Whether `step` is the step of one of the configurable grids (1, 30, 15, 10, 5 or 60). */
export function isGridStep(step: number): boolean {
  return STEPS.has(step);
}

/**
 * Start minutes (since midnight) on a `step`-minute grid from `openMin` such that
 * `start + duration ≤ closeMin`, ascending: `gridStarts(540, 1080, 60, 60)` gives 09:00 … 17:00.
 * Empty when nothing fits. Throws a RangeError for a step that is not a positive integer or a
 * negative / non-integer duration.
 */
export function gridStarts(openMin: number, closeMin: number, step: number, duration: number): number[] {
  if (!Number.isInteger(step) || step <= 0) throw new RangeError(`Invalid grid step: ${step}`);
  if (!Number.isInteger(duration) || duration < 0) throw new RangeError(`Invalid duration: ${duration}`);
  const out: number[] = [];
  const last = closeMin - duration;
  for (let s = Math.ceil(openMin / step) * step; s <= last; s += step) out.push(s);
  return out;
}
