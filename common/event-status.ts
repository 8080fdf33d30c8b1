/** Registration status of an event at `now` (spec §3 Event: openAt, closeAt). */
export type EventStatus = 'UPCOMING' | 'OPEN' | 'CLOSE' | 'END';
export function eventStatusOf(e: { openAt: Date; closeAt: Date; endAt: Date }, now: Date): EventStatus {
  if (e.endAt <= now) return 'END';
  if (now < e.openAt) return 'UPCOMING';
  if (now < e.closeAt) return 'OPEN';
  return 'CLOSE';
}
