import type { LocalizedText } from '../../common/i18n-config';
import { weekdaysOf } from '../../common/schedule-series';
import type { placeHoliday, publicHoliday, room, scheduleEntry, scheduleSeries, servicePlan } from '../db/schema/booking';
import type { place, staff } from '../db/schema/content';
import { pick } from './pick';

/** What the booking-setup screens and API show of each row (also the operation-log snapshots). */

export function presentPlace(p: typeof place.$inferSelect) {
  const fields = pick(p, ['id', 'code', 'name', 'address', 'addressDesc', 'phone', 'phone2', 'serviceHours', 'minuteGrid', 'changeWindowHours', 'isBookable', 'sort', 'isShow']);
  return { ...fields, updatedAt: p.updatedAt.toISOString() };
}
export type SetupPlace = ReturnType<typeof presentPlace>;

export function presentPlaceHoliday(h: typeof placeHoliday.$inferSelect) {
  return { id: h.id, placeId: h.placeId, date: h.date, name: h.name };
}
export type SetupPlaceHoliday = ReturnType<typeof presentPlaceHoliday>;

export function presentRoom(r: typeof room.$inferSelect) {
  return { id: r.id, placeId: r.placeId, code: r.code, name: r.name, qty: r.qty, isEnabled: r.isEnabled, sort: r.sort };
}
export type SetupRoom = ReturnType<typeof presentRoom>;

export function presentStaff(s: typeof staff.$inferSelect) {
  const fields = pick(s, ['id', 'slug', 'name', 'title', 'qualifications', 'isTherapist']);
  return { ...fields, bookCfg: { isEnable: s.bookCfg.isEnable, isRandom: s.bookCfg.isRandom }, placeId: s.placeId, isShow: s.isShow };
}
export type SetupStaff = ReturnType<typeof presentStaff>;

export function presentServicePlan(p: typeof servicePlan.$inferSelect, staffIds: number[], roomIds: number[]) {
  const fields = pick(p, ['id', 'kind', 'name', 'desc', 'durationMin', 'priceCents', 'caseType', 'serviceId', 'isEnabled', 'sort', 'packageSessions', 'packagePriceCents', 'packageValidDays', 'packageRenews']);
  return { ...fields, staffIds: [...staffIds].sort((a, b) => a - b), roomIds: [...roomIds].sort((a, b) => a - b) };
}
export type SetupServicePlan = ReturnType<typeof presentServicePlan>;

export function presentScheduleEntry(e: typeof scheduleEntry.$inferSelect) {
  const fields = pick(e, ['id', 'type', 'placeId', 'roomId', 'staffId', 'date', 'start', 'end', 'remark', 'seriesId']);
  return { ...fields, updatedAt: e.updatedAt.toISOString() };
}
export type SetupScheduleEntry = ReturnType<typeof presentScheduleEntry>;

export function presentPublicHoliday(h: typeof publicHoliday.$inferSelect): { date: number; name: LocalizedText } {
  return { date: h.date, name: h.name };
}
export type SetupPublicHoliday = ReturnType<typeof presentPublicHoliday>;

export function presentScheduleSeries(s: typeof scheduleSeries.$inferSelect) {
  const fields = pick(s, ['id', 'type', 'placeId', 'roomId', 'staffId', 'start', 'end', 'remark']);
  return { ...fields, weekdays: weekdaysOf(s.weekdays) as number[], from: s.fromDate, until: s.untilDate, updatedAt: s.updatedAt.toISOString() };
}
export type SetupScheduleSeries = ReturnType<typeof presentScheduleSeries>;
