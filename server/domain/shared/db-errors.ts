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

/** Socket errors of a connection that could not be made or was cut (the database is away). */
const CONNECTION_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'ECONNABORTED']);
/** node-postgres's own words for a connection that failed or ended under a query ("timeout expired": a new connection's own connect timeout). */
const CONNECTION_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|^timeout expired$|Client has encountered a connection error|the database system is (shutting down|starting up|in recovery mode)|terminating connection due to administrator command/i;

/**
 * The database cannot be reached right now (PostgreSQL restarting, the network between us cut):
 * SQLSTATE class 08 (connection exception), 57P01–57P03 (shutdown, crash, not accepting yet),
 * a refused or reset socket, or node-postgres's connect timeout and "Connection terminated". Such
 * a request is answered 503 (`UNAVAILABLE`): it may work again in a moment, and it is not a bug.
 * Drizzle wraps driver errors, so the whole `cause` chain (and an AggregateError's errors) is read.
 */
export function isDatabaseUnreachable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 5) return false;
  const e = err as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof e.code === 'string' && (e.code.startsWith('08') || e.code === '57P01' || e.code === '57P02' || e.code === '57P03' || CONNECTION_ERRNOS.has(e.code))) return true;
  if (typeof e.message === 'string' && CONNECTION_MESSAGES.test(e.message)) return true;
  if (Array.isArray(e.errors) && e.errors.some((x) => isDatabaseUnreachable(x, depth + 1))) return true;
  return isDatabaseUnreachable(e.cause, depth + 1);
}
