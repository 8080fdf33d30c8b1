import { z } from 'zod';
import { EMAIL_MAX, isValidEmail } from './validators/email';
import { isDisplayPhone, isHttpsUrl, isSitePath } from './validators/site-values';
import { parseReminderHours } from './reminders';

/**
 * The clinic's site settings (spec §2 "site settings"; §9 phones): the form in the back office,
 * PUT /api/manage/site-settings and the domain all check with this schema.
 */
const invalid = 'form.invalid';
const required = 'types:form.required';

const text = (max: number) => z.string().trim().min(1, required).max(max, invalid);
const localized = (max: number) => z.object({ 'zh-HK': text(max), 'zh-CN': text(max), en: text(max) });

const optionalText = (max: number) => z.string().trim().max(max, invalid).default('');

/** Google tag (GA4) measurement id: "G-" and 4–16 capitals or digits. */
export const ANALYTICS_ID_PATTERN = /^G-[A-Z0-9]{4,16}$/;
/** Meta (Facebook) pixel id: 5–20 digits. */
export const AD_PIXEL_ID_PATTERN = /^\d{5,20}$/;
export const HOURS_NOTE_MAX = 200;

/** The largest point rule amount: HK$100,000 in cents. */
export const POINT_RULE_MAX_CENTS = 10_000_000;
export const WAITLIST_HOLD_MINUTES_MIN = 1;
export const WAITLIST_HOLD_MINUTES_MAX = 1440;
export const NO_SHOW_APPROVAL_MAX = 100;
/** Retention bounds (issue 14; docs/privacy.md): months for chat, days for the rest. */
export const RETENTION_BOUNDS = {
  retainChatMonths: { min: 1, max: 120, default: 24 },
  retainSmsDays: { min: 1, max: 3650, default: 90 },
  retainErrorReportDays: { min: 1, max: 3650, default: 90 },
  retainLogIpDays: { min: 1, max: 3650, default: 180 },
  eraseClosedAfterDays: { min: 0, max: 3650, default: 30 },
} as const;
const retention = (k: keyof typeof RETENTION_BOUNDS) => z.number(invalid).int(invalid).min(RETENTION_BOUNDS[k].min, invalid).max(RETENTION_BOUNDS[k].max, invalid).default(RETENTION_BOUNDS[k].default);
const ruleCents = z.number(invalid).int(invalid).min(0, invalid).max(POINT_RULE_MAX_CENTS, invalid);

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
  /** A line under the opening hours on the public site ("Closed on public holidays"); empty = none. */
  hoursNote: z.object({ 'zh-HK': optionalText(HOURS_NOTE_MAX), 'zh-CN': optionalText(HOURS_NOTE_MAX), en: optionalText(HOURS_NOTE_MAX) }).default({ 'zh-HK': '', 'zh-CN': '', en: '' }),
  /** Spec §9: the Google tag and the Meta pixel load only when set (and never in debug mode). */
  analyticsId: z.string().trim().toUpperCase().max(20, invalid).refine((s) => s === '' || ANALYTICS_ID_PATTERN.test(s), invalid).default(''),
  adPixelId: z.string().trim().max(20, invalid).refine((s) => s === '' || AD_PIXEL_ID_PATTERN.test(s), invalid).default(''),
  /** Paying offline (docs/deals.md): each method is offered to members only when its detail is set. */
  payFpsId: optionalText(100),
  payPaymeLink: z.string().trim().max(500, invalid).refine((s) => s === '' || isHttpsUrl(s), invalid).default(''),
  payBankAccount: optionalText(300),
  /** POINT (docs/ledger.md): one point per this many HKD cents paid; 0 = no points are earned. */
  pointEarnCents: ruleCents,
  /** What one point is worth when redeemed, in HKD cents. */
  pointValueCents: ruleCents,
  /** Waiting lists (docs/booking.md): minutes a freed slot is held for the member it is offered to. */
  waitlistHoldMinutes: z.number(invalid).int(invalid).min(WAITLIST_HOLD_MINUTES_MIN, invalid).max(WAITLIST_HOLD_MINUTES_MAX, invalid),
  /** Members with at least this many no-shows have online bookings wait for staff approval; 0 = off. */
  noShowApprovalAfter: z.number(invalid).int(invalid).min(0, invalid).max(NO_SHOW_APPROVAL_MAX, invalid),
  /** Booking reminders (docs/front-desk.md): hours before the start, e.g. "24, 2"; empty = none. Stored normalized ("24,2": update-site-settings.ts). */
  reminderHours: z
    .string()
    .max(40, invalid)
    .refine((s) => parseReminderHours(s) !== null, invalid)
    .default('24,2'),
  /** Retention (docs/privacy.md): what the retention job clears, and when. */
  retainChatMonths: retention('retainChatMonths'),
  retainSmsDays: retention('retainSmsDays'),
  retainErrorReportDays: retention('retainErrorReportDays'),
  retainLogIpDays: retention('retainLogIpDays'),
  eraseClosedAfterDays: retention('eraseClosedAfterDays'),
});
export type SiteSettingsInput = z.output<typeof siteSettingsInput>;

/** The form's groups, in order, and the fields each shows (`localized` ones have three inputs; `money` ones are integer cents typed in HK$; `count` ones whole numbers). */
export const SITE_SETTING_GROUPS: { group: string; fields: { field: keyof SiteSettingsInput; localized?: boolean; multiline?: boolean; money?: boolean; count?: boolean }[] }[] = [
  { group: 'clinic', fields: [{ field: 'name', localized: true }] },
  { group: 'contact', fields: [{ field: 'phone' }, { field: 'phone2' }, { field: 'whatsapp' }, { field: 'email' }] },
  { group: 'hours', fields: [{ field: 'hoursNote', localized: true }] },
  { group: 'social', fields: [{ field: 'instagramUrl' }, { field: 'facebookUrl' }] },
  { group: 'tracking', fields: [{ field: 'analyticsId' }, { field: 'adPixelId' }] },
  {
    group: 'payment',
    fields: [{ field: 'payFpsId' }, { field: 'payPaymeLink' }, { field: 'payBankAccount', multiline: true }, { field: 'pointEarnCents', money: true }, { field: 'pointValueCents', money: true }],
  },
  { group: 'booking', fields: [{ field: 'waitlistHoldMinutes', count: true }, { field: 'noShowApprovalAfter', count: true }] },
  { group: 'reminders', fields: [{ field: 'reminderHours' }] },
  {
    group: 'retention',
    fields: [
      { field: 'retainChatMonths', count: true }, { field: 'retainSmsDays', count: true }, { field: 'retainErrorReportDays', count: true },
      { field: 'retainLogIpDays', count: true }, { field: 'eraseClosedAfterDays', count: true },
    ],
  },
  {
    group: 'meta',
    fields: [{ field: 'description', localized: true, multiline: true }, { field: 'keywords', localized: true, multiline: true }, { field: 'shareImage' }],
  },
];
