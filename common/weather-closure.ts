import { z } from 'zod';
import { WEATHER_REASONS } from './weather-rules';
import { daysBetween, toClinicDate } from './clinic-time';
import { clinicDate } from './cms-fields';
import { serialId } from './validators/input';

export { WEATHER_REASONS, type WeatherReason } from './weather-rules';

/** What a closure does with the bookings in its window: cancel them, or move them to the same time on later days. */
export const WEATHER_ACTIONS = ['CANCEL', 'MOVE'] as const;
export type WeatherAction = (typeof WEATHER_ACTIONS)[number];

/**
 * Typhoon and black-rainstorm days (issue 13; docs/front-desk.md "Weather closures"): staff close
 * places for a time window; every live booking in it is cancelled with the weather as its reason
 * and each member is told in their language with a link to book again — or moved to the same time
 * on later days (`moveTo`: where the window's first day goes, the next day follows it), those that
 * cannot move cancelled as above.
 */

/** A closure covers at most this many hours (a storm, not a season). */
export const WEATHER_WINDOW_MAX_HOURS = 72;

const instant = z.string().datetime({ offset: true, message: 'form.invalid' });

/** The clinic dates a window touches (its end is exclusive). */
export function windowDates(from: Date, to: Date): { first: number; last: number } {
  return { first: toClinicDate(from), last: toClinicDate(new Date(to.getTime() - 1)) };
}

/** How many days a move shifts each booking: the window's first day goes to `moveTo`. */
export function moveOffsetDays(from: Date, moveTo: number): number {
  return daysBetween(toClinicDate(from), moveTo);
}

/** The window ends after it starts and lasts at most WEATHER_WINDOW_MAX_HOURS; a move goes to a day after it. */
function windowRule(v: { from: string; to: string; moveTo?: number | null }, ctx: z.RefinementCtx) {
  const ms = Date.parse(v.to) - Date.parse(v.from);
  if (!(ms > 0)) ctx.addIssue({ code: 'custom', path: ['to'], message: 'desk:weather.error.order' });
  else if (ms > WEATHER_WINDOW_MAX_HOURS * 3_600_000) ctx.addIssue({ code: 'custom', path: ['to'], message: 'desk:weather.error.tooLong' });
  else if (v.moveTo != null && v.moveTo <= windowDates(new Date(v.from), new Date(v.to)).last) {
    ctx.addIssue({ code: 'custom', path: ['moveTo'], message: 'desk:weather.error.moveTo' });
  }
}

/** The day the window's first day moves to (yyyymmdd), after the window's last day. */
const moveTo = clinicDate.nullable().default(null);

/** GET /api/manage/weather-closure (preview) and POST (apply): places and a window of instants. */
export const weatherClosureQuery = z
  .object({
    /** Place ids, comma-separated (1,2); at most 20. */
    placeIds: z.string().regex(/^[1-9]\d{0,9}(,[1-9]\d{0,9}){0,19}$/, 'types:form.required'),
    from: instant,
    to: instant,
    /** With a day: the preview also says where each booking would move (or that it cannot). */
    moveTo: z.coerce.number().pipe(clinicDate).optional(),
  })
  .superRefine(windowRule);
export type WeatherClosureQuery = z.output<typeof weatherClosureQuery>;

export const weatherClosureInput = z
  .object({
    placeIds: z.array(serialId).min(1, 'types:form.required').max(20),
    from: instant,
    to: instant,
    reason: z.enum(WEATHER_REASONS, { message: 'types:form.required' }),
    action: z.enum(WEATHER_ACTIONS, { message: 'types:form.required' }).default('CANCEL'),
    moveTo,
    /** Shown to members after the reason (e.g. "Signal No. 8 is expected to stay until 2 pm"). */
    note: z.string().trim().max(300, 'form.invalid').default(''),
    /** Also close the places for new bookings in the window (PLACE_HOLIDAY entries). */
    blockNew: z.boolean().default(true),
  })
  .superRefine((v, ctx) => {
    if (v.action === 'MOVE' && v.moveTo === null) ctx.addIssue({ code: 'custom', path: ['moveTo'], message: 'types:form.required' });
    windowRule(v, ctx);
  });
export type WeatherClosureInput = z.output<typeof weatherClosureInput>;
