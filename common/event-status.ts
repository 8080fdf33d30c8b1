/** Registration status of an event at `now` (spec §3 Event: openAt, closeAt). */
export const EVENT_STATUSES = ['UPCOMING', 'OPEN', 'CLOSE', 'END'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];
export function eventStatusOf(e: { openAt: Date; closeAt: Date; endAt: Date }, now: Date): EventStatus {
  if (e.endAt <= now) return 'END';
  if (now < e.openAt) return 'UPCOMING';
  if (now < e.closeAt) return 'OPEN';
  return 'CLOSE';
}
