import { CLINIC_TIME_ZONE } from '../../../common/constants';

/** The clinic's fixed time zone (spec §1: UTC+8), so server and browser render the same text. */
const TIME_ZONE = CLINIC_TIME_ZONE;

/** "2026-11-22 10:31" in clinic time, identical on server and client (no hydration mismatch). */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}`;
}

/** A timestamp cell: the clinic date, and the time below it in small print. */
export function splitDateTime(iso: string | null | undefined): { date: string; time: string } | null {
  const full = formatDateTime(iso);
  if (!full) return null;
  const [date, time] = full.split(' ');
  return { date: date!, time: time! };
}
