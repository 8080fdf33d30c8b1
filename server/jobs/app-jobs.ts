import type { Db } from '../db/client';
import { bookingsMissingReminders, runBookingReminder, scheduleBookingReminders, type ReminderDeps } from '../domain/booking/booking-reminders';
import { REMINDER_QUEUE, type ReminderJob } from '../domain/booking/reminder-text';
import { AppError } from '../domain/app-error';
import { recordOperation } from '../domain/operation-log/record-operation';
import type { ManageCtx } from '../domain/shared/manage-context';
import { paginate } from '../domain/shared/paginate';
import type { JobQueue } from './job-queue';
import { listJobs } from './list-jobs';
import type { JobListQuery } from '../../common/jobs';

/** The app's queues and what runs them (docs/front-desk.md "Reminders and the job queue"). */
export const QUEUES = [REMINDER_QUEUE] as const;

export interface AppJobsDeps {
  db: Db;
  /** Absent: nothing is queued (tests of other features). */
  queue?: JobQueue;
  reminders: Omit<ReminderDeps, 'claimStaleMs'>;
  expireInSeconds: number;
  retryLimit: number;
  retryDelaySeconds: number;
  /** A reminder could not be queued after its booking committed (logged; the booking stands). */
  onError: (err: unknown, what: string) => void;
}

/**
 * The job queue bound to the app: queues declared, workers started and stopped with the process,
 * reminders queued after booking changes, and the back office's listing and retry.
 */
export function bindAppJobs(deps: AppJobsDeps) {
  const { db, queue } = deps;
  const reminderDeps: ReminderDeps = { ...deps.reminders, claimStaleMs: deps.expireInSeconds * 1000 };
  queue?.define(REMINDER_QUEUE, { retryLimit: deps.retryLimit, retryDelay: deps.retryDelaySeconds, retryBackoff: true, expireInSeconds: deps.expireInSeconds });
  const jobs = {
    enabled: !!queue,
    /** Starts the queue; with `work`, this process also runs the jobs (every app process does). */
    async start(opts: { work?: boolean } = {}) {
      if (!queue) return;
      await queue.start();
      if (opts.work === false) return;
      await queue.work<ReminderJob>(REMINDER_QUEUE, async (data) => void (await runBookingReminder(db, reminderDeps, data)));
    },
    stop: async () => queue?.stop(),
    /** After a booking change has committed: queues its reminders when it is confirmed (never throws). */
    async bookingChanged(bookingId: number) {
      if (!queue) return;
      try {
        await scheduleBookingReminders(db, (name, data, o) => queue.send(name, data, o), bookingId, deps.reminders.now());
      } catch (err) {
        deps.onError(err, `queue reminders of booking ${bookingId}`);
      }
    },
    /** Queues the reminders of confirmed bookings that never had them queued for their start (main.ts: at start and every few minutes). */
    async catchUpReminders(now: Date): Promise<number> {
      if (!queue) return 0;
      const ids = await bookingsMissingReminders(db, now);
      for (const id of ids) await jobs.bookingChanged(id);
      return ids.length;
    },
    /** Without a queue (tests of other features) there is no pgboss schema: nothing is listed. */
    list: (query: JobListQuery) => (queue ? listJobs(db, query) : Promise.resolve(emptyJobList(query))),
    /** Staff put a failed job back in its queue (logged). */
    async retry(ctx: ManageCtx, name: string, id: string) {
      if (!queue || !(QUEUES as readonly string[]).includes(name)) throw new AppError('NOT_FOUND');
      if (!(await queue.retry(name, id))) throw new AppError('JOB_NOT_FAILED');
      await db.transaction((tx) => recordOperation(tx, ctx, { action: 'RETRY_JOB', resource: 'ADMIN', resourceId: id, before: { queue: name, state: 'failed' }, after: { queue: name, state: 'retry' } }));
    },
  };
  return jobs;
}
export type AppJobs = ReturnType<typeof bindAppJobs>;

function emptyJobList(q: JobListQuery): Awaited<ReturnType<typeof listJobs>> {
  return { view: q.view ?? 'pending', counts: { pending: 0, failed: 0, completed: 0 }, rows: [], pagination: paginate(q.page, q.pageSize, 0) };
}
