import type { LocalizedText } from '../../../common/i18n-config';
import type { Tx } from '../manage/manage-context';
import { notifyUser, type Translators } from '../notifications/notify';

/** What a member is told about: a state the booking entered, or a new time. */
export type BookingNoticeKind = 'WAIT' | 'CONFIRM' | 'ACCEPT' | 'REJECT' | 'ATTEND' | 'MISS' | 'DONE' | 'CANCEL' | 'RESCHEDULE';

const pad = (n: number, w: number) => String(n).padStart(w, '0');
/** 20261130 → "2026-11-30". */
export const isoDate = (d: number) => `${Math.floor(d / 10000)}-${pad(Math.floor(d / 100) % 100, 2)}-${pad(d % 100, 2)}`;
/** 930 → "09:30". */
export const clock = (t: number) => `${pad(Math.floor(t / 100), 2)}:${pad(t % 100, 2)}`;

/** Notifies the booking's member, in the same transaction as the change (keys common:notify.booking.<kind>.*). */
export async function noticeToMember(
  tx: Tx,
  tr: Translators,
  kind: BookingNoticeKind,
  b: { id: number; memberId: string; date: number; start: number; reason?: string; planName: LocalizedText; placeName: LocalizedText },
) {
  return notifyUser(tx, tr, b.memberId, {
    titleKey: `notify.booking.${kind}.title`,
    messageKey: `notify.booking.${kind}.message`,
    params: { id: b.id, plan: b.planName, place: b.placeName, date: isoDate(b.date), time: clock(b.start), reason: b.reason ?? '' },
    link: `/user/bookings/${b.id}`,
  });
}
