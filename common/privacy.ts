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

/** Attempts at closing one's own account per hour (each checks a password or a code). */
export const CLOSE_ACCOUNT_PER_HOUR = 5;

/**
 * POST /api/user/close-account: the member proves it is them again — their password, or (an account
 * without one, e.g. signed up through a third party) a sign-in code sent to their phone.
 */
export const closeAccountInput = z
  .object({
    password: z.string().max(200, 'form.invalid').optional(),
    code: z.string().regex(/^\d{6}$/, 'form.invalid').optional(),
  })
  .refine((v) => !!v.password || !!v.code, { message: 'types:form.required', path: ['password'] });
export type CloseAccountInput = z.infer<typeof closeAccountInput>;

/** POST /api/manage/members/{id}/erase: the request or reason (shown in the log). */
export const staffEraseInput = z.object({
  reason: z.string().trim().min(1, 'types:form.required').max(500, 'form.invalid'),
});
export type StaffEraseInput = z.infer<typeof staffEraseInput>;
