/**
 * Booking reminders (issue 13; docs/front-desk.md "Reminders"): the offsets are whole hours before the
 * booking's start, kept in the site settings as text ("24,2").
 */
export const REMINDER_HOURS_MAX = 336;
export const REMINDER_OFFSETS_MAX = 4;
export const DEFAULT_REMINDER_HOURS = '24,2';

/** The offsets in "24, 2" (largest first, without repeats); null when the text is not such a list. Empty text = no reminders. */
export function parseReminderHours(text: string): number[] | null {
  const parts = text.split(',').map((s) => s.trim()).filter((s) => s !== '');
  if (!parts.every((s) => /^\d{1,3}$/.test(s))) return null;
  const hours = [...new Set(parts.map(Number))].sort((a, b) => b - a);
  if (hours.length > REMINDER_OFFSETS_MAX || hours.some((h) => h < 1 || h > REMINDER_HOURS_MAX)) return null;
  return hours;
}

/** The reminder channels a member may turn off. */
export const REMINDER_CHANNELS = ['SMS', 'EMAIL'] as const;
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number];
