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

/** Channels the clinic may send direct marketing through, each consented to on its own. */
export const MARKETING_CHANNELS = ['SMS', 'EMAIL'] as const;
export type MarketingChannel = (typeof MARKETING_CHANNELS)[number];
/** Where a consent choice was made (`marketing_consent.source`). */
export type ConsentSource = 'REGISTER' | 'PROFILE' | 'STAFF' | 'MIGRATION';

/**
 * The consent wording members are shown (`account:marketing.wording` in every language) and its
 * version, stored with each choice. Changing the text in any language without raising the version
 * fails `tests/unit/marketing-wording.test.ts`, which holds the SHA-256 of the three texts. Version 0
 * was the single "by SMS or e-mail" box before per-channel consent.
 */
export const MARKETING_WORDING = { version: 1, sha256: 'f0f10d9466c7d3a3250dd56205e8810a3c62a0a86dff20d2c1ab0473b3f6cb54' } as const;

/** The member's marketing choices, one flag per channel (profile and registration forms). */
export const marketingFields = {
  marketingSms: z.boolean().default(false),
  marketingEmail: z.boolean().default(false),
};
export const marketingColumn = { SMS: 'marketingSms', EMAIL: 'marketingEmail' } as const satisfies Record<MarketingChannel, string>;
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
