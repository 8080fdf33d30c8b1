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
