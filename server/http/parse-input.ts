import type { z } from 'zod';
import { findUnsafeText } from '../../common/validators/input';
import { AppError } from '../domain/app-error';

/**
 * What every edge (HTTP routes in route.ts, socket handlers in server/realtime) does with input
 * before anything reads it: text the database cannot store (NUL, unpaired surrogates) anywhere in
 * it is a 400, then the schema decides (400 naming each failing field).
 */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown, where = 'body'): z.output<T> {
  refuseUnsafeText(value, where);
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

/** 400 when a string or key anywhere in `value` holds NUL or an unpaired surrogate. */
export function refuseUnsafeText(value: unknown, where: string): void {
  const path = findUnsafeText(value);
  if (path !== null) throw new AppError('VALIDATION', { fields: [{ field: path ? `${where}.${path}` : where, message: 'form.invalid' }] });
}

/** The issues of a failed parse as the 400 the client maps onto form fields. */
export function validationError(error: z.ZodError): AppError {
  return new AppError('VALIDATION', { fields: error.issues.map((i) => ({ field: i.path.join('.'), message: i.message })) });
}
