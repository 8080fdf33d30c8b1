import type { LocalizedText } from '../../common/i18n-config';
import type { placeHoliday, publicHoliday, room, scheduleEntry, servicePlan } from '../db/schema/booking';
import type { place, staff } from '../db/schema/content';

/** What the booking-setup screens and API show of each row (also the operation-log snapshots). */

export function presentPlace(p: typeof place.$inferSelect) {
  return {
    id: p.id,
    code: p.code,
    name: p.name,
    address: p.address,
    addressDesc: p.addressDesc,
    phone: p.phone,
    phone2: p.phone2,
    serviceHours: p.serviceHours,
    minuteGrid: p.minuteGrid,
    changeWindowHours: p.changeWindowHours,
    isBookable: p.isBookable,
    sort: p.sort,
    isShow: p.isShow,
    updatedAt: p.updatedAt.toISOString(),
  };
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
  return {
    id: s.id,
    slug: s.slug,
    name: s.name,
    title: s.title,
    qualifications: s.qualifications,
    isTherapist: s.isTherapist,
    bookCfg: { isEnable: s.bookCfg.isEnable, isRandom: s.bookCfg.isRandom },
    placeId: s.placeId,
    isShow: s.isShow,
  };
}
export type SetupStaff = ReturnType<typeof presentStaff>;

export function presentServicePlan(p: typeof servicePlan.$inferSelect, staffIds: number[], roomIds: number[]) {
  return {
    id: p.id,
    kind: p.kind,
    name: p.name,
    desc: p.desc,
    durationMin: p.durationMin,
    priceCents: p.priceCents,
    caseType: p.caseType,
    serviceId: p.serviceId,
    isEnabled: p.isEnabled,
    sort: p.sort,
    staffIds: [...staffIds].sort((a, b) => a - b),
    roomIds: [...roomIds].sort((a, b) => a - b),
  };
}
export type SetupServicePlan = ReturnType<typeof presentServicePlan>;

export function presentScheduleEntry(e: typeof scheduleEntry.$inferSelect) {
  return {
    id: e.id,
    type: e.type,
    placeId: e.placeId,
    roomId: e.roomId,
    staffId: e.staffId,
    date: e.date,
    start: e.start,
    end: e.end,
    remark: e.remark,
    updatedAt: e.updatedAt.toISOString(),
  };
}
export type SetupScheduleEntry = ReturnType<typeof presentScheduleEntry>;

export function presentPublicHoliday(h: typeof publicHoliday.$inferSelect): { date: number; name: LocalizedText } {
  return { date: h.date, name: h.name };
}
export type SetupPublicHoliday = ReturnType<typeof presentPublicHoliday>;
