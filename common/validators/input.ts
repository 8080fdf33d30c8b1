import { z } from 'zod';

/**
 * Bounds every input shares, whatever the screen: PostgreSQL `text` cannot hold NUL, UTF-8 cannot
 * hold an unpaired UTF-16 surrogate, `integer` ids stop at 2³¹ − 1 and a JavaScript Date at
 * ±8.64e15 ms. The server checks every request against these at its edge (server/http/route.ts),
 * so no input reaches the database unparsed.
 */

/** Largest value of a PostgreSQL `integer` (serial ids, YYYYMMDD dates, cents). */
export const SERIAL_ID_MAX = 2_147_483_647;
/** Latest instant a JavaScript Date can hold, in ms. */
export const TIMESTAMP_MS_MAX = 8_640_000_000_000_000;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** False for text the database cannot store: a NUL character or an unpaired surrogate. */
export function isSafeText(s: string): boolean {
  return !s.includes('\u0000') && !LONE_SURROGATE.test(s);
}

/**
 * The path (e.g. `items.2.name`) of the first string or object key in `value` that is not safe
 * text, or null when everything is. Walks without recursion, so a deeply nested body cannot
 * overflow the stack.
 */
export function findUnsafeText(value: unknown): string | null {
  const stack: Array<[unknown, string]> = [[value, '']];
  while (stack.length) {
    const [v, path] = stack.pop()!;
    if (typeof v === 'string') {
      if (!isSafeText(v)) return path;
    } else if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) stack.push([v[i], path ? `${path}.${i}` : String(i)]);
    } else if (v && typeof v === 'object') {
      for (const [k, child] of Object.entries(v)) {
        const p = path ? `${path}.${k}` : k;
        if (!isSafeText(k)) return p;
        stack.push([child, p]);
      }
    }
  }
  return null;
}

/** A string the database can store (spec §5 generic message 'Please enter the correct {{field}}'). */
export const safeText = z.string().refine(isSafeText, 'form.invalid');

/** A serial id (PostgreSQL `integer`), from JSON or a query string. */
export const serialId = z.coerce.number().int('form.invalid').min(1, 'form.invalid').max(SERIAL_ID_MAX, 'form.invalid');

/** A bigserial id (chat messages and rooms): any positive safe integer. */
export const bigId = z.coerce.number().int('form.invalid').min(1, 'form.invalid').max(Number.MAX_SAFE_INTEGER, 'form.invalid');

/** An instant in ms since 1970 that a Date can hold. */
export const timestampMs = z.coerce.number().int('form.invalid').min(0, 'form.invalid').max(TIMESTAMP_MS_MAX, 'form.invalid');

/**
 * Runs a cross-field rule even when other fields failed, as long as the fields it reads parsed:
 * a form then shows every error at once.
 */
export const whenParsed = (...fields: string[]) => ({
  when: (payload: { value: unknown; issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    // Never when the input is not an object at all (a root issue): there are no fields to read.
    typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value) &&
    !payload.issues.some((i) => !i.path?.length || fields.includes(String(i.path[0]))),
});
