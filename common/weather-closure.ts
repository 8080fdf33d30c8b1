import { z } from 'zod';
import { WEATHER_REASONS } from './weather-rules';
import { serialId } from './validators/input';

export { WEATHER_REASONS, type WeatherReason } from './weather-rules';

/**
 * Typhoon and black-rainstorm days (issue 13; docs/front-desk.md "Weather closures"): staff close
 * places for a time window; every live booking in it is cancelled with the weather as its reason
 * and each member is told in their language with a link to book again.
 */

/** A closure covers at most this many hours (a storm, not a season). */
export const WEATHER_WINDOW_MAX_HOURS = 72;

const instant = z.string().datetime({ offset: true, message: 'form.invalid' });

/** The window ends after it starts and lasts at most WEATHER_WINDOW_MAX_HOURS. */
function windowRule(v: { from: string; to: string }, ctx: z.RefinementCtx) {
    const ms = Date.parse(v.to) - Date.parse(v.from);
    if (!(ms > 0)) ctx.addIssue({ code: 'custom', path: ['to'], message: 'desk:weather.error.order' });
    else if (ms > WEATHER_WINDOW_MAX_HOURS * 3_600_000) ctx.addIssue({ code: 'custom', path: ['to'], message: 'desk:weather.error.tooLong' });
}

/** GET /api/manage/weather-closure (preview) and POST (apply): places and a window of instants. */
export const weatherClosureQuery = z
  .object({
    /** Place ids, comma-separated (1,2); at most 20. */
    placeIds: z.string().regex(/^[1-9]\d{0,9}(,[1-9]\d{0,9}){0,19}$/, 'types:form.required'),
    from: instant,
    to: instant,
  })
  .superRefine(windowRule);
export type WeatherClosureQuery = z.output<typeof weatherClosureQuery>;

export const weatherClosureInput = z
  .object({
    placeIds: z.array(serialId).min(1, 'types:form.required').max(20),
    from: instant,
    to: instant,
    reason: z.enum(WEATHER_REASONS, { message: 'types:form.required' }),
    /** Shown to members after the reason (e.g. "Signal No. 8 is expected to stay until 2 pm"). */
    note: z.string().trim().max(300, 'form.invalid').default(''),
    /** Also close the places for new bookings in the window (PLACE_HOLIDAY entries). */
    blockNew: z.boolean().default(true),
  })
  .superRefine(windowRule);
export type WeatherClosureInput = z.output<typeof weatherClosureInput>;
