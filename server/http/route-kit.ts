import type { Context } from 'hono';
import { z } from 'zod';
import { DEFAULT_LNG, isLng, type Lng } from '../../common/i18n-config';
import { bigId, serialId } from '../../common/validators/input';

/**
 * The small pieces every route file shares (one copy here, not one per file): the `{id}` path
 * schemas, the `?lng=` of a localized answer and the `{ ok: true }` answer of a write.
 */

/** `{id}` of a serial (int4) row: out of range or not a number is 404 (route.ts). */
export const idParams = z.object({ id: serialId });
/** `{id}` of a bigserial row (bookings, chat rooms and messages). */
export const bigIdParams = z.object({ id: bigId });

/** The answer's language: `?lng=` when it names one, else the default. */
export function lngOf(c: Context): Lng {
  const l = c.req.query('lng');
  return isLng(l) ? l : DEFAULT_LNG;
}

/** Waits for a write and answers `{ ok: true }`. */
export async function ok(c: Context, work: Promise<unknown>): Promise<Response> {
  await work;
  return c.json({ ok: true } as const);
}
