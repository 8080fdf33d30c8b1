import { z } from 'zod';

/**
 * Personal-data rights (issue 14; docs/privacy.md): a member downloads everything held about them;
 * staff produce the same for a written request, naming it.
 */

/** Downloads of one's own data per hour (each builds a ZIP of every table). */
export const DATA_EXPORT_PER_HOUR = 5;

/** POST /api/manage/members/{id}/data-export: the written request it answers (shown in the log). */
export const staffDataExportInput = z.object({
  reason: z.string().trim().min(1, 'types:form.required').max(500, 'form.invalid'),
});
export type StaffDataExportInput = z.infer<typeof staffDataExportInput>;
