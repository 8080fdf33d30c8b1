import type { z } from 'zod';
import { AppError } from '../domain/app-error';

/** Every /api route is declared with its zod schemas and listed in /api/openapi.json. */
export interface ApiRouteDoc {
  method: 'get' | 'post' | 'patch' | 'put' | 'delete';
  path: string;
  summary: string;
  query?: z.ZodType;
  body?: z.ZodType;
}

export const apiRegistry: ApiRouteDoc[] = [];

export function declareRoute(doc: ApiRouteDoc): ApiRouteDoc {
  apiRegistry.push(doc);
  return doc;
}

/** Parses with the route's schema; a failure becomes a 400 naming the failing fields. */
export function parseWith<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw new AppError('VALIDATION', {
      fields: parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message })),
    });
  }
  return parsed.data;
}
