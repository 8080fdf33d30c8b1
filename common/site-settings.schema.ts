import { z } from 'zod';
import { EMAIL_MAX, isValidEmail } from './validators/email';
import { isDisplayPhone, isHttpsUrl, isSitePath } from './validators/site-values';

/**
 * The clinic's site settings (spec §2 "site settings"; §9 phones): the form in the back office,
 * PUT /api/manage/site-settings and the domain all check with this schema.
 */
const invalid = 'form.invalid';
const required = 'types:form.required';

const text = (max: number) => z.string().trim().min(1, required).max(max, invalid);
const localized = (max: number) => z.object({ 'zh-HK': text(max), 'zh-CN': text(max), en: text(max) });

const phone = z.string().trim().max(30, invalid).refine(isDisplayPhone, invalid);

export const siteSettingsInput = z.object({
  /** Clinic name: site title and share title. */
  name: localized(100),
  /** Default page description (meta). */
  description: localized(300),
  /** Default page keywords (meta), comma-separated. */
  keywords: localized(500),
  /** Default share image: a path on this site or an https address. */
  shareImage: z.string().trim().min(1, required).max(500, invalid).refine((s) => isSitePath(s) || isHttpsUrl(s), invalid),
  phone,
  phone2: phone,
  /** WhatsApp number: digits only, with the country code ("85261234567"). */
  whatsapp: z.string().trim().regex(/^[1-9]\d{7,14}$/, invalid),
  email: z.string().trim().toLowerCase().max(EMAIL_MAX, invalid).refine(isValidEmail, invalid),
  /** Social links: https only; empty = not shown. */
  instagramUrl: z.string().trim().max(500, invalid).refine((s) => s === '' || isHttpsUrl(s), invalid),
  facebookUrl: z.string().trim().max(500, invalid).refine((s) => s === '' || isHttpsUrl(s), invalid),
});
export type SiteSettingsInput = z.output<typeof siteSettingsInput>;

/** The form's groups, in order, and the fields each shows (`localized` ones have three inputs). */
export const SITE_SETTING_GROUPS: { group: string; fields: { field: keyof SiteSettingsInput; localized?: boolean; multiline?: boolean }[] }[] = [
  { group: 'clinic', fields: [{ field: 'name', localized: true }] },
  { group: 'contact', fields: [{ field: 'phone' }, { field: 'phone2' }, { field: 'whatsapp' }, { field: 'email' }] },
  { group: 'social', fields: [{ field: 'instagramUrl' }, { field: 'facebookUrl' }] },
  {
    group: 'meta',
    fields: [{ field: 'description', localized: true, multiline: true }, { field: 'keywords', localized: true, multiline: true }, { field: 'shareImage' }],
  },
];
