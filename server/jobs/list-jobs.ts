import { sql, type SQL } from 'drizzle-orm';
import { JOB_VIEWS, type JobListQuery, type JobView } from '../../common/jobs';
import type { Db } from '../db/client';
import { paginate } from '../domain/shared/paginate';
import { JOB_SCHEMA } from './job-queue';

const STATES: Record<JobView, string[]> = { pending: ['created', 'retry', 'active'], failed: ['failed'], completed: ['completed', 'cancelled'] };

export interface JobRow {
  id: string;
  queue: string;
  state: string;
  data: unknown;
  retryCount: number;
  retryLimit: number;
  startAfter: string;
  startedOn: string | null;
  completedOn: string | null;
  createdOn: string;
  /** The last error of a failed attempt (pg-boss keeps it as the job's output). */
  error: string | null;
}

type Raw = Record<string, unknown>;
const iso = (v: unknown) => (v == null ? null : new Date(v as string | Date).toISOString());

function errorOf(output: unknown): string | null {
  if (!output || typeof output !== 'object') return null;
  const o = output as { message?: unknown; value?: unknown };
  if (typeof o.message === 'string') return o.message;
  return typeof o.value === 'string' ? o.value : null;
}

/** Jobs in pg-boss's table (not yet archived), newest first, by view and queue, paginated; with counts per view. */
export async function listJobs(db: Db, q: JobListQuery) {
  const table = sql.raw(`${JOB_SCHEMA}.job`);
  const where: SQL[] = [sql`name not like '\\_\\_%'`];
  if (q.queue) where.push(sql`name = ${q.queue}`);
  const scope = sql.join(where, sql` and `);
  const run = async (query: SQL) => ((await (db as { execute: (s: SQL) => Promise<{ rows: Raw[] }> }).execute(query)).rows);
  const countRows = await run(sql`select state, count(*)::int as n from ${table} where ${scope} group by state`);
  const counts: Record<JobView, number> = { pending: 0, failed: 0, completed: 0 };
  for (const r of countRows) for (const v of JOB_VIEWS) if (STATES[v].includes(String(r.state))) counts[v] += Number(r.n);
  const view = q.view ?? 'pending';
  const states = sql.join(STATES[view].map((s) => sql`${s}`), sql`, `);
  const rows = await run(sql`
    select id, name, state, data, retry_count, retry_limit, start_after, started_on, completed_on, created_on, output
    from ${table} where ${scope} and state::text in (${states})
    order by ${view === 'pending' ? sql`start_after asc` : sql`coalesce(completed_on, created_on) desc`}, id
    limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`);
  return {
    view,
    counts,
    rows: rows.map(
      (r): JobRow => ({
        id: String(r.id),
        queue: String(r.name),
        state: String(r.state),
        data: r.data,
        retryCount: Number(r.retry_count),
        retryLimit: Number(r.retry_limit),
        startAfter: iso(r.start_after)!,
        startedOn: iso(r.started_on),
        completedOn: iso(r.completed_on),
        createdOn: iso(r.created_on)!,
        error: r.state === 'failed' || r.state === 'retry' ? errorOf(r.output) : null,
      }),
    ),
    pagination: paginate(q.page, q.pageSize, counts[view]),
  };
}
