import { z } from 'zod';

/** The back office's groups of background-job states (docs/front-desk.md): waiting or running, failed for good, finished. */
export const JOB_VIEWS = ['pending', 'failed', 'completed'] as const;
export type JobView = (typeof JOB_VIEWS)[number];

/** GET /api/manage/jobs and /manage/jobs. */
export const jobListQuery = z.object({
  view: z.enum(JOB_VIEWS).optional(),
  queue: z.string().trim().max(50).regex(/^[a-z0-9-]*$/).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type JobListQuery = z.output<typeof jobListQuery>;
