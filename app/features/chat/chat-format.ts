import { CLINIC_TIME_ZONE } from '../../../common/constants';
import type { TFunction } from 'i18next';
import { fromClinic, toClinicDate } from '../../../common/clinic-time';
import { pickText, type Lng, type LocalizedText } from '../../../common/i18n-config';
import type { ChatMessage } from './chat-state';

const LOCALE: Record<Lng, string> = { 'zh-HK': 'zh-HK', 'zh-CN': 'zh-CN', en: 'en-GB' };
const TZ = CLINIC_TIME_ZONE;

/** 24-hour clock time of an instant in clinic time: "09:30". */
export function clockOf(ms: number, lng: Lng): string {
  return new Intl.DateTimeFormat(LOCALE[lng], { timeZone: TZ, hour: '2-digit', minute: '2-digit', hour12: false }).format(new Date(ms));
}

/** A clinic day (YYYYMMDD) with weekday: "Tue 6 Jan 2026". */
export function dayOf(date: number, lng: Lng): string {
  return new Intl.DateTimeFormat(LOCALE[lng], { timeZone: TZ, weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }).format(fromClinic(date, 1200));
}

/** When a room was last active, short: the time today, else the day ("22 Nov"). */
export function whenOf(ms: number, lng: Lng, now = Date.now()): string {
  if (clinicDayOf(ms) === clinicDayOf(now)) return clockOf(ms, lng);
  return new Intl.DateTimeFormat(LOCALE[lng], { timeZone: TZ, day: 'numeric', month: 'short' }).format(new Date(ms));
}

/** The clinic day of an instant (for day separators). */
export const clinicDayOf = (ms: number) => toClinicDate(new Date(ms));

/** A date and time of an instant: "6 Jan 2026, 09:30". */
export function instantOf(ms: number, lng: Lng): string {
  return new Intl.DateTimeFormat(LOCALE[lng], { timeZone: TZ, day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false }).format(new Date(ms));
}

/** A byte count for people: "820 KB", "3.4 MB". */
export function sizeOf(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** A card text stored in three languages (or already one string). */
export function textOf(v: unknown, lng: Lng): string {
  if (typeof v === 'string') return v;
  if (v && typeof v === 'object') return pickText(v as Partial<LocalizedText>, lng);
  return '';
}

/** A system message's text in the reader's language (needI18nParse: a common-namespace key and its params). */
export function systemText(m: Pick<ChatMessage, 'content' | 'data' | 'needI18nParse'>, t: TFunction): string {
  if (!m.needI18nParse) return m.content;
  const params = (m.data as { params?: Record<string, unknown> }).params ?? {};
  return t(m.content, { ...params, ns: 'common' });
}

/** One line about a message for room lists and screen readers. */
export function previewOf(m: ChatMessage | null, t: TFunction, lng: Lng): string {
  if (!m) return '';
  if (m.needI18nParse) return systemText(m, t);
  switch (m.type) {
    case 'TEXT':
      return m.content;
    case 'VISIT':
      return t('chat:preview.VISIT', { id: (m.data as { bookingId?: number }).bookingId ?? '' });
    case 'EVENT':
    case 'POST':
      return `${t(`chat:preview.${m.type}`)} ${textOf((m.data as { title?: unknown }).title, lng)}`.trim();
    case 'FILE':
      return `${t('chat:preview.FILE')} ${(m.data as { name?: string }).name ?? ''}`.trim();
    default:
      return t(`chat:preview.${m.type}`);
  }
}
