import { z } from 'zod';
import { ENTRY_TYPES, REMARK_MAX } from './booking-setup-rules';
import { checkEntryTarget, checkEntryTimes, endTimeInput, timeInput, ymdInput } from './booking-setup.schema';
import { whenParsed } from './validators/input';

/**
 * The back office's recurring schedule entries (issue 13; common/schedule-series.ts): one zod
 * schema per form, shared by the screen, the API (/api/manage/booking-setup/schedule-series) and
 * the domain. Messages are translation keys.
 */

const invalid = 'schedule:form.invalid';
const id = z.number(invalid).int(invalid).positive(invalid).max(2_147_483_647, invalid);

/**
 * POST/PUT …/schedule-series[/{id}]: a series (weekdays, 0 = Sunday) or a date range (every
 * weekday, an end date). `until` null = open-ended. `force` saves although live bookings stand in
 * the way (the 409 SCHEDULE_BOOKING_CONFLICT lists them first).
 */
export const scheduleSeriesInput = z
  .object({
    type: z.enum(ENTRY_TYPES, invalid),
    placeId: id,
    roomId: id.nullable().default(null),
    staffId: id.nullable().default(null),
    weekdays: z.array(z.number(invalid).int(invalid).min(0, invalid).max(6, invalid), invalid).max(7, invalid)
      .refine((d) => d.length > 0, 'schedule:series.form.noWeekdays')
      .refine((d) => new Set(d).size === d.length, invalid),
    start: timeInput.nullable().default(null),
    end: endTimeInput.nullable().default(null),
    from: ymdInput,
    until: ymdInput.nullable().default(null),
    remark: z.string(invalid).trim().max(REMARK_MAX, invalid).default(''),
    force: z.boolean(invalid).default(false),
  })
  .superRefine(checkEntryTarget, whenParsed('type', 'roomId', 'staffId'))
  .superRefine(checkEntryTimes, whenParsed('start', 'end'))
  .superRefine((v, ctx) => {
    if (v.until !== null && v.until < v.from) ctx.addIssue({ code: 'custom', path: ['until'], message: 'schedule:series.form.untilBeforeFrom' });
  }, whenParsed('from', 'until'));
export type ScheduleSeriesInput = z.output<typeof scheduleSeriesInput>;

/**
 * PUT …/schedule-series/{id}/occurrences/{date}: one occurrence changed (its times and remark; the
 * type and target stay the series's). Stored as a schedule entry linked to the series.
 */
export const seriesOccurrenceInput = z
  .object({
    start: timeInput.nullable().default(null),
    end: endTimeInput.nullable().default(null),
    remark: z.string(invalid).trim().max(REMARK_MAX, invalid).default(''),
    force: z.boolean(invalid).default(false),
  })
  .superRefine(checkEntryTimes, whenParsed('start', 'end'));
export type SeriesOccurrenceInput = z.output<typeof seriesOccurrenceInput>;
