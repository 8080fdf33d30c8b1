import { z } from 'zod';
import { isValidDate, isValidTime } from './clinic-time';
import { clinicDate as date, clinicTime as time, INVALID as invalid, listQuery, rowId as id, SLUG_PATTERN, slug, trilingual } from './cms-fields';
import { whenParsed } from './validators/input';
import { isSitePath } from './validators/site-values';

/**
 * Events in the back office (issue 11; spec §3 Event, §5 16:9 banner, §9 seat max 0 = unlimited,
 * fee 0 = free): one schema for the editor's form, the API (/api/manage/events) and the domain.
 * Times are clinic dates (YYYYMMDD) and times (HHmm) in pairs; messages are `cms` keys.
 */
export const EVENT_SLUG_PATTERN = SLUG_PATTERN;
export const EVENT_SEAT_MAX = 10_000;
/** HKD cents. */
export const EVENT_FEE_MAX_CENTS = 10_000_000;
export const EVENT_TITLE_MAX = 120;
export const EVENT_DESC_MAX = 8000;

/** The four moments of an event, each a clinic date and time. */
export const EVENT_MOMENTS = ['start', 'end', 'open', 'close'] as const;
export type EventMoment = (typeof EVENT_MOMENTS)[number];
const at = (d: number, t: number) => d * 10_000 + t;

/** POST /api/manage/events, PUT /api/manage/events/{id}. */
export const eventInput = z
  .object({
    /** The page's address: /events/<slug>. */
    slug: slug(80),
    title: trilingual(EVENT_TITLE_MAX),
    /** Paragraphs separated by blank lines. */
    desc: trilingual(EVENT_DESC_MAX),
    /** A library image (shown cropped to 16:9 around its focal point) or a site image. */
    banner: z.string(invalid).trim().min(1, 'cms:event.bannerRequired').max(500, invalid).refine(isSitePath, invalid),
    /** 0 = unlimited (spec §9). */
    seatMax: z.number(invalid).int(invalid).min(0, invalid).max(EVENT_SEAT_MAX, invalid),
    /** HKD cents; 0 = free (spec §9). */
    feeCents: z.number(invalid).int(invalid).min(0, invalid).max(EVENT_FEE_MAX_CENTS, invalid),
    placeId: id.nullable().default(null),
    serviceId: id.nullable().default(null),
    startDate: date,
    startTime: time,
    endDate: date,
    endTime: time,
    openDate: date,
    openTime: time,
    closeDate: date,
    closeTime: time,
    isShow: z.boolean(invalid).default(true),
  })
  .superRefine((v, ctx) => {
    const ok = (m: EventMoment) => isValidDate(v[`${m}Date`]) && isValidTime(v[`${m}Time`]);
    if (ok('start') && ok('end') && at(v.endDate, v.endTime) <= at(v.startDate, v.startTime)) ctx.addIssue({ code: 'custom', path: ['endTime'], message: 'cms:event.endAfterStart' });
    if (ok('open') && ok('close') && at(v.closeDate, v.closeTime) <= at(v.openDate, v.openTime)) ctx.addIssue({ code: 'custom', path: ['closeTime'], message: 'cms:event.closeAfterOpen' });
    if (ok('close') && ok('end') && at(v.closeDate, v.closeTime) > at(v.endDate, v.endTime)) ctx.addIssue({ code: 'custom', path: ['closeTime'], message: 'cms:event.closeBeforeEnd' });
  }, whenParsed(...EVENT_MOMENTS.flatMap((m) => [`${m}Date`, `${m}Time`])));
export type EventInput = z.output<typeof eventInput>;

export const EVENT_LIST_STATES = ['current', 'upcoming', 'past', 'hidden', 'deleted'] as const;

/** GET /api/manage/events: search (slug or title in any language), state, pagination. */
export const eventListQuery = listQuery({ state: z.enum(EVENT_LIST_STATES).default('current') });
export type EventListQuery = z.output<typeof eventListQuery>;
