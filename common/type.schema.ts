import { z } from 'zod';
import { listQuery } from './cms-fields';
import { serialId } from './validators/input';

/**
 * The back office's type lists (spec §2 "type management"): what each list holds, which fields the
 * edit form shows, and the zod schema of its input, shared by the screen, the API and the domain.
 */
export const TYPE_NAMES = [
  'areas',
  'blog-categories',
  'countries',
  'hashtags',
  'industries',
  'body-parts',
  'symptoms',
  'member-tags',
  'treatment-methods',
] as const;
export type TypeName = (typeof TYPE_NAMES)[number];

export function isTypeName(value: unknown): value is TypeName {
  return typeof value === 'string' && (TYPE_NAMES as readonly string[]).includes(value);
}

/** Lower-case letters, digits and single dashes between them ("central-and-western"). */
export const TYPE_KEY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const TYPE_KEY_MAX = 50;
export const TYPE_NAME_MAX = 100;
export const TYPE_SORT_MIN = -9999;
export const TYPE_SORT_MAX = 99999;

const invalid = 'form.invalid';
const required = 'types:form.required';

/** A key: trimmed and lower-cased, then a–z, 0–9 and dashes. */
export const typeKey = z.string().trim().toLowerCase().min(1, required).max(TYPE_KEY_MAX, invalid).regex(TYPE_KEY_PATTERN, invalid);

const nameText = z.string().trim().min(1, required).max(TYPE_NAME_MAX, invalid);
/** A name in all three languages (each required). */
export const typeNameInput = z.object({ 'zh-HK': nameText, 'zh-CN': nameText, en: nameText });

const sort = z.number(invalid).int(invalid).min(TYPE_SORT_MIN, invalid).max(TYPE_SORT_MAX, invalid).default(0);
const flag = (initial: boolean) => z.boolean(invalid).default(initial);

const basicInput = z.object({ key: typeKey, name: typeNameInput, sort, isEnabled: flag(true) });

/** Each list's input (POST and PUT take the same body). */
export const TYPE_INPUTS = {
  areas: basicInput,
  industries: basicInput,
  'body-parts': basicInput,
  'member-tags': basicInput,
  'treatment-methods': basicInput,
  symptoms: basicInput.extend({
    /** Body part the symptom belongs to; null = none. */
    bodyPartId: z.number(invalid).int(invalid).positive(invalid).nullable().default(null),
  }),
  'blog-categories': z.object({ key: typeKey, name: typeNameInput, sort }),
  hashtags: z.object({ key: typeKey, name: typeNameInput }),
  countries: z.object({
    /** ISO 3166-1 alpha-2, upper-cased ("HK"). */
    code2: z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/, invalid),
    /** ISO 3166-1 alpha-3, upper-cased ("HKG"). */
    code3: z.string().trim().toUpperCase().regex(/^[A-Z]{3}$/, invalid),
    /** Calling prefix without "+" ("852"). */
    callingCode: z.string().trim().transform((s) => s.replace(/^\+/, '')).pipe(z.string().regex(/^[1-9]\d{0,3}$/, invalid)),
    name: typeNameInput,
    sort,
    enableCountry: flag(true),
    enablePhone: flag(true),
    enableSpeech: flag(false),
  }),
} satisfies Record<TypeName, z.ZodType>;

export type TypeInput<T extends TypeName = TypeName> = z.output<(typeof TYPE_INPUTS)[T]>;

/** How the edit form shows a field; `name` is three inputs (zh-HK, zh-CN, en). */
export type TypeFieldKind = 'key' | 'code' | 'name' | 'sort' | 'flag' | 'ref';

export interface TypeFieldDef {
  field: string;
  kind: TypeFieldKind;
  /** Shown as a table column. */
  column: boolean;
  /** The column can be sorted. */
  sortable: boolean;
  /** For `ref`: the list it points to. */
  ref?: TypeName;
  /** For `code`: input length. */
  maxLength?: number;
}

export interface TypeDef {
  /** The field that identifies a row in URLs: `id` (serial), or `code2` for countries. */
  idField: 'id' | 'code2';
  fields: TypeFieldDef[];
  /** The default sort column (ascending). */
  defaultSort: string;
}

const f = (field: string, kind: TypeFieldKind, opts: Partial<Omit<TypeFieldDef, 'field' | 'kind'>> = {}): TypeFieldDef => ({
  field,
  kind,
  column: true,
  sortable: true,
  ...opts,
});

const basicFields = [f('key', 'key'), f('name', 'name'), f('sort', 'sort'), f('isEnabled', 'flag')];
const basicDef: TypeDef = { idField: 'id', fields: basicFields, defaultSort: 'sort' };

export const TYPE_DEFS: Record<TypeName, TypeDef> = {
  areas: basicDef,
  industries: basicDef,
  'body-parts': basicDef,
  'member-tags': basicDef,
  'treatment-methods': basicDef,
  symptoms: {
    idField: 'id',
    fields: [f('key', 'key'), f('name', 'name'), f('bodyPartId', 'ref', { ref: 'body-parts', sortable: false }), f('sort', 'sort'), f('isEnabled', 'flag')],
    defaultSort: 'sort',
  },
  'blog-categories': { idField: 'id', fields: [f('key', 'key'), f('name', 'name'), f('sort', 'sort')], defaultSort: 'sort' },
  hashtags: { idField: 'id', fields: [f('key', 'key'), f('name', 'name')], defaultSort: 'key' },
  countries: {
    idField: 'code2',
    fields: [
      f('code2', 'code', { maxLength: 2 }),
      f('code3', 'code', { maxLength: 3 }),
      f('callingCode', 'code', { maxLength: 5 }),
      f('name', 'name'),
      f('sort', 'sort'),
      f('enableCountry', 'flag'),
      f('enablePhone', 'flag'),
      f('enableSpeech', 'flag'),
    ],
    defaultSort: 'sort',
  },
};

/** The columns a list can be sorted by. */
export const sortableFields = (type: TypeName): string[] => TYPE_DEFS[type].fields.filter((x) => x.sortable).map((x) => x.field);

/** GET /api/manage/types/:type: search (key, codes or a name in any language), sort, pagination. */
export function typeListQuery(type: TypeName) {
  const sorts = sortableFields(type) as [string, ...string[]];
  return listQuery({
    sort: z.enum(sorts).default(TYPE_DEFS[type].defaultSort),
    order: z.enum(['asc', 'desc']).default('asc'),
    /** The language names are sorted in. */
    lng: z.enum(['zh-HK', 'zh-CN', 'en']).default('zh-HK'),
    /** Symptoms only: those of one body part. */
    bodyPartId: serialId.optional(),
  });
}
export type TypeListQuery = z.output<ReturnType<typeof typeListQuery>>;
