import { CLINIC_TIME_ZONE } from '../../../common/constants';
import { localizePath, type Lng } from '../../../common/i18n-config';

/** Booking reminders (issue 13; docs/front-desk.md "Reminders"): when they go, and what they say. */

/** The queue the reminder jobs wait in (server/jobs). */
export const REMINDER_QUEUE = 'booking-reminder';

/** One reminder job: the booking, how long before its start, and the start it was scheduled for. */
export interface ReminderJob {
  bookingId: number;
  hoursBefore: number;
  /** ISO instant; the job sends nothing when the booking has moved since. */
  startsAt: string;
}

const HOUR_MS = 3_600_000;

/** The reminders of a booking starting at `startsAt` (offsets in hours before it) that are still ahead of `now`, earliest first. */
export function reminderSchedule(startsAt: Date, hours: readonly number[], now: Date): { hoursBefore: number; at: Date }[] {
  return hours
    .map((hoursBefore) => ({ hoursBefore, at: new Date(startsAt.getTime() - hoursBefore * HOUR_MS) }))
    .filter((r) => r.at.getTime() > now.getTime())
    .sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** One reminder in the queue: per booking, offset and start, so asking twice queues it once and a reschedule makes a new one. */
export const reminderKey = (bookingId: number, hoursBefore: number, startsAt: Date) => `${bookingId}:${hoursBefore}:${startsAt.toISOString()}`;

/** What a reminder tells the member (names already in their language). */
export interface ReminderFacts {
  bookingId: number;
  lng: Lng;
  clinic: string;
  plan: string;
  therapist: string;
  place: string;
  address: string;
  startsAt: Date;
}

type T = (key: string, params?: Record<string, unknown>) => string;

/** The booking's page on the member site, in the member's language. */
export const bookingUrl = (publicUrl: string, f: { bookingId: number; lng: Lng }) => `${publicUrl}${localizePath(`/user/bookings/${f.bookingId}`, f.lng)}`;
/** The booking as a calendar entry (.ics) for the signed-in member. */
export const bookingCalendarUrl = (publicUrl: string, bookingId: number) => `${publicUrl}/api/user/bookings/${bookingId}/calendar.ics`;

/** The start as the member reads it, in clinic time and on the 24-hour clock: "Tuesday, 1 December 2026 at 15:00" (English as written in Hong Kong). */
export function reminderWhen(startsAt: Date, lng: Lng): string {
  return new Intl.DateTimeFormat(lng === 'en' ? 'en-HK' : lng, { dateStyle: 'full', timeStyle: 'short', hourCycle: 'h23', timeZone: CLINIC_TIME_ZONE }).format(startsAt);
}

/** The SMS text, the e-mail (subject and body) of a reminder, in the language `t` translates to (keys booking:reminder.*). */
export function reminderMessages(t: T, f: ReminderFacts, publicUrl: string): { sms: string; subject: string; text: string } {
  const params = {
    clinic: f.clinic,
    plan: f.plan,
    therapist: f.therapist,
    place: f.place,
    address: f.address,
    when: reminderWhen(f.startsAt, f.lng),
    url: bookingUrl(publicUrl, f),
    calendarUrl: bookingCalendarUrl(publicUrl, f.bookingId),
  };
  return { sms: t('booking:reminder.sms', params), subject: t('booking:reminder.subject', params), text: t('booking:reminder.text', params) };
}

/** WhatsApp click-to-chat (https://wa.me/<digits>?text=…) with the reminder text prefilled; null without a usable number. */
export function whatsappReminderLink(phone: string | null | undefined, text: string): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (digits.length < 8 || digits.length > 15) return null;
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}
