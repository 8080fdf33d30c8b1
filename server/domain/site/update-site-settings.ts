import { eq } from 'drizzle-orm';
import type { SiteSettingsInput } from '../../../common/site-settings.schema';
import { parseReminderHours } from '../../../common/reminders';
import type { Db } from '../../db/client';
import { siteSetting } from '../../db/schema/content';
import { AppError } from '../app-error';
import type { SiteSettings } from '../content/get-site-settings';
import type { ManageCtx } from '../shared/manage-context';
import { recordOperation } from '../operation-log/record-operation';
import { bumpContentVersion } from './content-version';

/** The editable part of the site settings (what the back-office form shows), with when it last changed. */
export function editableSiteSettings(s: SiteSettings): SiteSettingsInput & { updatedAt: string } {
  return {
    name: s.name,
    description: s.description,
    keywords: s.keywords,
    shareImage: s.shareImage,
    phone: s.phone,
    phone2: s.phone2,
    whatsapp: s.whatsapp,
    email: s.email,
    instagramUrl: s.instagramUrl,
    facebookUrl: s.facebookUrl,
    hoursNote: s.hoursNote,
    analyticsId: s.analyticsId,
    adPixelId: s.adPixelId,
    payFpsId: s.payFpsId,
    payPaymeLink: s.payPaymeLink,
    payBankAccount: s.payBankAccount,
    pointEarnCents: s.pointEarnCents,
    pointValueCents: s.pointValueCents,
    waitlistHoldMinutes: s.waitlistHoldMinutes,
    noShowApprovalAfter: s.noShowApprovalAfter,
    reminderHours: s.reminderHours,
    retainChatMonths: s.retainChatMonths,
    retainSmsDays: s.retainSmsDays,
    retainErrorReportDays: s.retainErrorReportDays,
    retainLogIpDays: s.retainLogIpDays,
    eraseClosedAfterDays: s.eraseClosedAfterDays,
    updatedAt: s.updatedAt.toISOString(),
  };
}
export type EditableSiteSettings = ReturnType<typeof editableSiteSettings>;

/**
 * Replaces the site settings (the single site_setting row) with fields the edge has checked with
 * siteSettingsInput (phones, WhatsApp digits, e-mail, https links, texts in three languages);
 * logged, and the content version bumped so cached public pages show the change within seconds.
 * Returns the saved settings.
 */
export async function updateSiteSettings(db: Db, ctx: ManageCtx, input: SiteSettingsInput): Promise<EditableSiteSettings> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(siteSetting).where(eq(siteSetting.id, 1));
    if (!before) throw new AppError('SITE_NOT_CONFIGURED');
    // Reminder offsets as the queue reads them: "48,3" for " 3, 48 " (the edge checked the list).
    const reminderHours = (parseReminderHours(input.reminderHours) ?? []).join(',');
    const [row] = await tx.update(siteSetting).set({ ...input, reminderHours, updatedAt: new Date() }).where(eq(siteSetting.id, 1)).returning();
    const after = editableSiteSettings(row!);
    const { updatedAt: _b, ...beforeFields } = editableSiteSettings(before);
    const { updatedAt: _a, ...afterFields } = after;
    await recordOperation(tx, ctx, { action: 'UPDATE', resource: 'SITE_SETTING', resourceId: 1, before: beforeFields, after: afterFields });
    await bumpContentVersion(tx, ['site']);
    return after;
  });
}
