import { z } from 'zod';
import { isValidDate, isValidTime } from './clinic-time';
import { SERIAL_ID_MAX } from './validators/input';
import { isSitePath } from './validators/site-values';

/**
 * The field rules every back-office content form shares (FAQ, reviews, events, promotions, team,
 * service pages, blog, translations…): one definition each, so a message or a bound is changed once.
 * Messages are translation keys of the `cms` namespace.
 */
export const INVALID = 'cms:form.invalid';
export const REQUIRED = 'cms:form.required';
export const SORT_MAX = 100_000;

/** Required text of at most `max` characters, trimmed. */
export const text = (max: number) => z.string(INVALID).trim().min(1, REQUIRED).max(max, INVALID);
/** Optional text ('' when left empty), trimmed. */
export const optionalText = (max: number) => z.string(INVALID).trim().max(max, INVALID).default('');
/** One text in the three languages, each required. */
export const trilingual = (max: number) => z.object({ 'zh-HK': text(max), 'zh-CN': text(max), en: text(max) });
/** One text in the three languages, each optional (the form's own rule says which must be filled). */
export const trilingualOptional = (max: number) => z.object({ 'zh-HK': optionalText(max), 'zh-CN': optionalText(max), en: optionalText(max) });
/** A list of short trilingual lines (qualifications, highlights). */
export const trilingualLines = (max: number, most: number) => z.array(trilingual(max), INVALID).max(most, INVALID);
/** A row id (PostgreSQL serial). */
export const rowId = z.number(INVALID).int(INVALID).positive(INVALID).max(SERIAL_ID_MAX, INVALID);
/** A clinic date, YYYYMMDD. */
export const clinicDate = z.number(INVALID).int(INVALID).refine(isValidDate, INVALID);
/** A clinic time, HHmm. */
export const clinicTime = z.number(INVALID).int(INVALID).refine(isValidTime, INVALID);
/** A library image or a site image; `missing` is the message when none is chosen. */
export const sitePicture = (missing: string) => z.string(INVALID).trim().min(1, missing).max(500, INVALID).refine(isSitePath, INVALID);
/** Display order, smallest first. */
export const sortOrder = z.number(INVALID).int(INVALID).min(0, INVALID).max(SORT_MAX, INVALID);
/** An address segment: /events/<slug>, /team#<slug>, /blog/<slug>. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const slug = (max: number) => z.string(INVALID).trim().toLowerCase().min(1, REQUIRED).max(max, INVALID).regex(SLUG_PATTERN, INVALID);

/**
 * A back-office list's query: search `q`, the list's own filters, then the page (spec §3
 * pagination). Filters come from the query string, so numbers are coerced.
 */
export function listQuery<F extends z.ZodRawShape>(filters: F, pageSize = 20) {
  return z.object({
    q: z.string().trim().max(100).optional(),
    ...filters,
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(pageSize),
  });
}
