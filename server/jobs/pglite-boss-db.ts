import type { PGlite } from '@electric-sql/pglite';

/** What pg-boss 10 asks of a custom `db` (its own pg pool has the same shape): run SQL, hand back rows. */
export interface BossDb {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/**
 * pg-boss on the embedded database (ADR 0023). pg-boss sends two kinds of SQL:
 * - single statements with $1… parameters (send, fetch, complete, fail): PGlite's `query`;
 * - parameterless scripts, some wrapping several statements in BEGIN … COMMIT with an advisory
 *   lock (schema creation and migration, maintenance): PGlite's `exec` (the simple protocol, which
 *   takes several statements), inside PGlite's own transaction so that a failing script is rolled
 *   back instead of leaving the single connection in an aborted transaction, and no other query
 *   (a drizzle transaction of the app) runs between its statements. The script's own BEGIN and
 *   COMMIT only draw warnings there.
 * PGlite is one connection in one process, so SKIP LOCKED and advisory locks never wait on
 * another session; they still hold, because every caller queues on that one connection.
 */
export function pgliteBossDb(client: PGlite): BossDb {
  return {
    async executeSql(text, values) {
      if (values && values.length) {
        const res = await client.query<Record<string, unknown>>(text, values);
        return { rows: res.rows };
      }
      const results = await client.transaction((tx) => tx.exec(text));
      return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
    },
  };
}
