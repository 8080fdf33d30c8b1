import { toClinicDate } from '../../../common/clinic-time';
import { formatDateTime } from '../../../common/date-format';
import { LANGUAGES, type LocalizedText } from '../../../common/i18n-config';
import type { Tx } from '../shared/manage-context';
import { notifyUser, type Translators } from '../notifications/notify';

/** What a member is told about: a state the booking entered (DONE_PACKAGE: done, drawing a package session), or a new time. */
export type BookingNoticeKind = 'WAIT' | 'WAIT_NO_SHOWS' | 'CONFIRM' | 'ACCEPT' | 'REJECT' | 'ATTEND' | 'MISS' | 'DONE' | 'DONE_PACKAGE' | 'CANCEL' | 'RESCHEDULE';

/**
 * The appointment's date and time as each language writes it ("Mon 30 Nov, 2:00 pm",
 * "11月30日（星期一）下午2:00"); the year only when it is not this year's.
 */
export function bookingWhen(date: number, start: number, now: Date): LocalizedText {
  const year = Math.floor(date / 10000) !== Math.floor(toClinicDate(now) / 10000);
  return Object.fromEntries(LANGUAGES.map((lng) => [lng, formatDateTime(date, start, lng, { year })])) as LocalizedText;
}

/**
 * Notifies the booking's member, in the same transaction as the change (keys common:notify.booking.<kind>.*);
 * the notification opens the booking (`/user/bookings/<id>`, in the reader's language on the site).
 */
export async function noticeToMember(
  tx: Tx,
  tr: Translators,
  kind: BookingNoticeKind,
  b: { id: number; memberId: string; date: number; start: number; reason?: string; planName: LocalizedText; placeName: LocalizedText; left?: number; total?: number; noShows?: number },
  now = new Date(),
) {
  return notifyUser(tx, tr, b.memberId, {
    titleKey: `notify.booking.${kind}.title`,
    messageKey: `notify.booking.${kind}.message`,
    params: { id: b.id, plan: b.planName, place: b.placeName, when: bookingWhen(b.date, b.start, now), reason: b.reason ?? '', left: b.left ?? 0, total: b.total ?? 0, noShows: b.noShows ?? 0 },
    link: `/user/bookings/${b.id}`,
  });
}
