import type { TFunction } from 'i18next';
import { textFromHhmm } from '../../common/clinic-time';
import { formatDate, formatDateTime } from '../../common/date-format';
import { enumLabelKey } from '../../common/enum-labels';
import type { Lng } from '../../common/i18n-config';
import type { DayPart } from '../../common/waitlist';

/** What a waiting-list entry asks for, as the member and staff read it. */
export interface WishText {
  dateFrom: number;
  dateTo: number;
  dayParts: readonly DayPart[];
  timeFrom: number | null;
  timeTo: number | null;
}

/** "Mon 30 Nov – Fri 4 Dec" (one date when the range is a single day). */
export function wishDates(w: WishText, lng: Lng): string {
  return w.dateFrom === w.dateTo ? formatDate(w.dateFrom, lng) : `${formatDate(w.dateFrom, lng)} – ${formatDate(w.dateTo, lng)}`;
}

/** "Morning, Evening" or "09:00–12:30". */
export function wishTimes(t: TFunction, w: WishText): string {
  if (w.timeFrom !== null && w.timeTo !== null) return `${textFromHhmm(w.timeFrom)}–${textFromHhmm(w.timeTo)}`;
  return w.dayParts.map((p) => t(enumLabelKey('dayPart', p))).join(t('common:waitlist.partsJoin'));
}

/** An offered slot: "Mon 30 Nov, 2:00 pm". */
export function offerWhen(o: { date: number; start: number }, lng: Lng): string {
  return formatDateTime(o.date, o.start, lng);
}
