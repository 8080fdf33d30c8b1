import type { z } from 'zod';
import { AppError } from '../app-error';

/** Parses raw input (a query string as an object) with a manage schema; failures are 400 VALIDATION naming the fields. */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw new AppError('VALIDATION', { fields: parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message })) });
  }
  return parsed.data;
}
