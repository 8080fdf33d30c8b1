import { CLINIC_TIME_ZONE } from '../../../common/constants';
import type { Lng } from '../../../common/i18n-config';

const LOCALE: Record<Lng, string> = { 'zh-HK': 'zh-HK', 'zh-CN': 'zh-CN', en: 'en-GB' };

/** A date (and optionally time) in clinic time (UTC+8), formatted for the reader's language. */
export function formatClinicDate(value: Date | string, lng: Lng, withTime = false): string {
  return new Intl.DateTimeFormat(LOCALE[lng], {
    timeZone: CLINIC_TIME_ZONE,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    ...(withTime ? { hour: '2-digit', minute: '2-digit', hour12: false } : {}),
  }).format(new Date(value));
}
