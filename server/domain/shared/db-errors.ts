/**
 * PostgreSQL constraint failures the use cases turn into their own errors. Drizzle wraps driver
 * errors, so the SQLSTATE is on `cause` (or on the error itself from the raw driver).
 */
export function pgErrorCode(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | null;
  return typeof e?.cause?.code === 'string' ? e.cause.code : typeof e?.code === 'string' ? e.code : undefined;
}

/** Unique violation (23505): the value is already taken. */
export const isUniqueViolation = (err: unknown): boolean => pgErrorCode(err) === '23505';
/** Foreign-key violation (23503): the row is still used, or names a row that is not there. */
export const isForeignKeyViolation = (err: unknown): boolean => pgErrorCode(err) === '23503';
/** Exclusion violation (23P01): the database refused a therapist's overlapping bookings. */
export const isExclusionViolation = (err: unknown): boolean => pgErrorCode(err) === '23P01';

/**
 * Waits for a write whose checks ran before it; when a unique index still refuses it (two saves
 * racing past the checks), the caller's own error instead.
 */
export async function refusingDuplicates<T>(write: Promise<T>, refusal: (err: unknown) => Error): Promise<T> {
  try {
    return await write;
  } catch (err) {
    if (isUniqueViolation(err)) throw refusal(err);
    throw err;
  }
}
