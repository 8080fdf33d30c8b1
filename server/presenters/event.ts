import { toClinicDate, toClinicTime } from '../../common/clinic-time';
import { eventStatusOf } from '../../common/event-status';
import type { event } from '../db/schema/content';
import { binTimes } from './pick';

type EventRow = typeof event.$inferSelect;

/** An event as the back office reads it: its four moments as clinic dates and times, its status now. */
export function presentManagedEvent(r: EventRow, now = new Date()) {
  const pair = (d: Date) => ({ date: toClinicDate(d), time: toClinicTime(d) });
  const [start, end, open, close] = [pair(r.startAt), pair(r.endAt), pair(r.openAt), pair(r.closeAt)];
  return {
    id: r.id,
    slug: r.slug,
    title: r.title,
    desc: r.desc,
    banner: r.banner,
    seatMax: r.seatMax,
    feeCents: r.feeCents,
    placeId: r.placeId,
    serviceId: r.serviceId,
    startDate: start.date,
    startTime: start.time,
    endDate: end.date,
    endTime: end.time,
    openDate: open.date,
    openTime: open.time,
    closeDate: close.date,
    closeTime: close.time,
    isShow: r.isShow,
    status: eventStatusOf(r, now),
    ...binTimes(r),
  };
}
export type ManagedEvent = ReturnType<typeof presentManagedEvent>;
