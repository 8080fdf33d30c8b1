import { z } from 'zod';
import { INVALID as invalid, listQuery, REQUIRED as required } from './cms-fields';
import { LANGUAGES, NAMESPACES } from './i18n-config';
import { isTranslationKey } from './translation-key';

/**
 * The back office's translation screen (issue 11; spec §4 SYS_I18N_UPDATE, §5 key rule): the
 * list's query, one override, and the translators' JSON file, shared by the screen, the API
 * (/api/manage/translations) and the domain. Messages are translation keys of the `cms` namespace.
 */

/** The longest override a person may save (a paragraph of help text fits). */
export const TRANSLATION_VALUE_MAX = 2000;
/** The import file's ceiling: all namespaces of three languages with room to spare. */
export const TRANSLATION_IMPORT_MAX_BYTES = 2 * 1024 * 1024;

/** `reported`: keys browsers reported missing (spec §5), most recently reported first. */
export const TRANSLATION_FILTERS = ['all', 'missing', 'overridden', 'reported'] as const;
export type TranslationFilter = (typeof TRANSLATION_FILTERS)[number];


/** GET /api/manage/translations: search (key or any value), namespace, all / missing / overridden, one language, pages. */
export const translationListQuery = listQuery({
  ns: z.enum(NAMESPACES).optional(),
  filter: z.enum(TRANSLATION_FILTERS).default('all'),
  /** Narrows "missing" and "overridden" to one language. */
  lng: z.enum(LANGUAGES).optional(),
});
export type TranslationListQuery = z.output<typeof translationListQuery>;

/**
 * Which text: a namespace, a key and a language. The domain takes a key the repo files hold (a few
 * have hyphens) or a new one made of letters, digits, dots and underscores (spec §5, isTranslationKey).
 */
export const translationRef = z.object({
  ns: z.enum(NAMESPACES, invalid),
  key: z.string(invalid).min(1, required).max(200, invalid).regex(/^[A-Za-z0-9._-]+$/, invalid),
  lng: z.enum(LANGUAGES, invalid),
});
export type TranslationRef = z.output<typeof translationRef>;

/** PUT /api/manage/translations: one language's text of a key (plain text; an override of the repo file). */
export const translationInput = translationRef.extend({
  value: z
    .string(invalid)
    .max(TRANSLATION_VALUE_MAX, invalid)
    .refine((v) => v.trim() !== '', required),
});
export type TranslationInput = z.output<typeof translationInput>;

/**
 * PATCH /api/locales: a key a page asked for and did not find. Only keys of letters, digits, dots
 * and underscores (spec §5), in a namespace the site has.
 */
export const missingKeyReport = z.object({
  lng: z.enum(LANGUAGES),
  ns: z.enum(NAMESPACES),
  key: z.string().min(1).max(200).refine(isTranslationKey, 'key'),
});
export type MissingKeyReportInput = z.output<typeof missingKeyReport>;

/** DELETE /api/manage/translations/reports: the reports of one key (every language). */
export const translationReportRef = z.object({
  ns: z.enum(NAMESPACES, invalid),
  key: z.string(invalid).min(1, required).max(200, invalid),
});
export type TranslationReportRef = z.output<typeof translationReportRef>;

/** GET /api/manage/translations/export: one language, or all three. */
export const translationExportQuery = z.object({ lng: z.enum(LANGUAGES).optional() });

/** Nested keys as in `locales/<lng>/<ns>.json`. */
export type TranslationTree = { [key: string]: string | TranslationTree };
const tree: z.ZodType<TranslationTree> = z.lazy(() => z.record(z.string(), z.union([z.string().max(TRANSLATION_VALUE_MAX, invalid), tree])));

/**
 * The translators' file, exported and imported alike: language → namespace → nested keys, e.g.
 * `{ "en": { "common": { "nav": { "team": "Our Team" } } } }`. Any subset of the languages.
 */
export const translationFile = z.partialRecord(z.enum(LANGUAGES), z.record(z.string(), tree));
export type TranslationFile = z.output<typeof translationFile>;
