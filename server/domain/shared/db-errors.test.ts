import { describe, expect, it } from 'vitest';
import { isDatabaseUnreachable } from './db-errors';

/** As node-postgres and Drizzle raise them (Drizzle puts the driver's error on `cause`). */
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });
const sqlstate = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnreachable', () => {
  it('knows a database that is away: refused, reset, timed out, terminated, shutting down', () => {
    expect(isDatabaseUnreachable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(true);
    // Node's happy-eyeballs connect to localhost: an AggregateError of one refusal per address.
    expect(isDatabaseUnreachable(Object.assign(new AggregateError([Object.assign(new Error('refused'), { code: 'ECONNREFUSED' })]), {}))).toBe(true);
    expect(isDatabaseUnreachable(wrapped(new Error('Connection terminated unexpectedly')))).toBe(true);
    expect(isDatabaseUnreachable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    // A new connection's own connect timeout (pg.Client's connectionTimeoutMillis).
    expect(isDatabaseUnreachable(wrapped(new Error('timeout expired')))).toBe(true);
    expect(isDatabaseUnreachable(wrapped(sqlstate('57P01', 'terminating connection due to administrator command')))).toBe(true);
    expect(isDatabaseUnreachable(sqlstate('57P03', 'the database system is starting up'))).toBe(true);
    expect(isDatabaseUnreachable(sqlstate('08006'))).toBe(true);
  });

  it('leaves every other error alone', () => {
    expect(isDatabaseUnreachable(wrapped(sqlstate('23505', 'duplicate key value')))).toBe(false);
    expect(isDatabaseUnreachable(wrapped(sqlstate('22P02')))).toBe(false);
    expect(isDatabaseUnreachable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnreachable(new Error('session timeout expired, sign in again'))).toBe(false);
    expect(isDatabaseUnreachable(null)).toBe(false);
    expect(isDatabaseUnreachable('ECONNREFUSED')).toBe(false);
  });
});
