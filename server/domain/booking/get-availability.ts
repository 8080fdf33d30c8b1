import { type AvailabilityQuery } from '../../../common/booking.schema';
import { AVAILABILITY_MAX_DAYS } from '../../../common/booking-rules';
import { daysBetween } from '../../../common/clinic-time';
import { MINUTE_GRIDS, type MinuteGrid } from '../../../common/minute-grid';
import type { Db } from '../../db/client';
import { AppError } from '../app-error';
import { computeAvailability, type Horizon } from './availability';
import { loadSlotContext } from './load-slot-context';

/** The place's configured grid step (half hours when the setting is unknown). */
export function stepOf(grid: string): number {
  return MINUTE_GRIDS[grid as MinuteGrid] ?? MINUTE_GRIDS.half;
}

/**
 * Free start times of a plan at a place (optionally with one therapist) for each date of
 * [from, to] inside the horizon (members: tomorrow … +34 days), on the place's minute grid.
 * At most AVAILABILITY_MAX_DAYS dates per query.
 */
export async function getAvailability(db: Db, q: AvailabilityQuery, opts: { now: Date; horizon: Horizon }) {
  if (daysBetween(q.from, q.to) >= AVAILABILITY_MAX_DAYS) {
    throw new AppError('VALIDATION', { fields: [{ field: 'to', message: 'form.invalid' }], maxDays: AVAILABILITY_MAX_DAYS });
  }
  const loaded = await loadSlotContext(db, {
    placeId: q.placeId,
    planId: q.planId,
    addonPlanIds: q.addonIds,
    therapistIds: q.therapistId ? [q.therapistId] : undefined,
    from: q.from,
    to: q.to,
    now: opts.now,
    horizon: opts.horizon,
    onlineOnly: opts.horizon === 'member',
  });
  if (!loaded || (opts.horizon === 'member' && !loaded.place.isBookable)) throw new AppError('NOT_FOUND');
  const step = stepOf(loaded.place.minuteGrid);
  const map = computeAvailability({ ...loaded.ctx, from: q.from, to: q.to, step });
  return { step, durationMin: loaded.durationMin, dates: [...map].map(([date, times]) => ({ date, times })) };
}
