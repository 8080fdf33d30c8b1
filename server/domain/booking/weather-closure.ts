import { and, asc, eq, gt, inArray, lt } from 'drizzle-orm';
import { addDays, fromClinic, toClinicDate, toClinicTime } from '../../../common/clinic-time';
import { enumLabelKey } from '../../../common/enum-labels';
import { isLng, pickText, type Lng, type LocalizedText } from '../../../common/i18n-config';
import type { WeatherClosureInput, WeatherClosureQuery } from '../../../common/weather-closure';
import type { Db } from '../../db/client';
import { member, userAccount } from '../../db/schema/accounts';
import { booking, scheduleEntry, servicePlan } from '../../db/schema/booking';
import { place, staff } from '../../db/schema/content';
import { loadTranslators } from '../notifications/notify';
import { recordOperation } from '../operation-log/record-operation';
import type { ManageCtx } from '../shared/manage-context';
import { bookingWhen } from './booking-notice';
import type { BookingDeps } from './create-booking';
import { lockPlaces } from './place-booking';
import { notifyUser } from '../notifications/notify';

/** Bookings a closure cancels: those still going ahead. */
const LIVE = ['WAIT', 'CONFIRM', 'ACCEPT'] as const;
/** Bookings cancelled per transaction (the places stay locked only that long). */
export const WEATHER_BATCH = 50;

const affected = (placeIds: number[], from: Date, to: Date) =>
  and(inArray(booking.placeId, placeIds), inArray(booking.status, [...LIVE]), lt(booking.startsAt, to), gt(booking.endsAt, from));

/** Every live booking at the places overlapping the window, soonest first, for staff to review before closing. */
export async function previewWeatherClosure(db: Db, q: WeatherClosureQuery, lng: Lng) {
  const placeIds = q.placeIds.split(',').map(Number);
  const from = new Date(q.from);
  const to = new Date(q.to);
  const rows = await db
    .select({
      id: booking.id, status: booking.status, startsAt: booking.startsAt, endsAt: booking.endsAt,
      memberName: member.fullname, memberCode: member.code, phone: userAccount.phone,
      plan: servicePlan.name, place: place.name, therapist: staff.name,
    })
    .from(booking)
    .innerJoin(member, eq(member.id, booking.memberId))
    .innerJoin(userAccount, eq(userAccount.id, booking.memberId))
    .innerJoin(servicePlan, eq(servicePlan.id, booking.planId))
    .innerJoin(place, eq(place.id, booking.placeId))
    .innerJoin(staff, eq(staff.id, booking.therapistId))
    .where(affected(placeIds, from, to))
    .orderBy(asc(booking.startsAt), asc(booking.id));
  return {
    total: rows.length,
    bookings: rows.map((r) => ({
      ...r, startsAt: r.startsAt.toISOString(), endsAt: r.endsAt.toISOString(),
      plan: pickText(r.plan, lng), place: pickText(r.place, lng), therapist: pickText(r.therapist, lng),
    })),
  };
}

/** The window's slice of each clinic date, as PLACE_HOLIDAY periods (a whole day: no times). */
export function closureDays(from: Date, to: Date): { date: number; start: number | null; end: number | null }[] {
  const out: { date: number; start: number | null; end: number | null }[] = [];
  const last = toClinicDate(new Date(to.getTime() - 1));
  for (let date = toClinicDate(from); date <= last; date = addDays(date, 1)) {
    const dayStart = fromClinic(date, 0);
    const dayEnd = fromClinic(addDays(date, 1), 0);
    const start = from > dayStart ? toClinicTime(from) : 0;
    const end = to < dayEnd ? toClinicTime(to) : 2400;
    if (start === 0 && end === 2400) out.push({ date, start: null, end: null });
    else out.push({ date, start, end });
  }
  return out;
}

/**
 * Closes places for a typhoon or black rainstorm (issue 13): every live booking overlapping the
 * window is cancelled with the weather as its reason — written in the member's language — and the
 * member notified once with a link to book the same treatment again; each cancellation and the
 * closure itself are in the operation log. Batches of WEATHER_BATCH run under the places' locks, so
 * a booking made meanwhile is taken by the next batch; with `blockNew`, PLACE_HOLIDAY entries close
 * the window to new bookings first. Returns how many were cancelled.
 */
export async function applyWeatherClosure(db: Db, ctx: ManageCtx, input: WeatherClosureInput, deps: BookingDeps) {
  const from = new Date(input.from);
  const to = new Date(input.to);
  const now = deps.now();
  const tr = await loadTranslators(deps.translate);
  const weather: LocalizedText = Object.fromEntries(Object.entries(tr).map(([l, t]) => [l, t(enumLabelKey('weatherReason', input.reason))])) as LocalizedText;
  let blocked = 0;
  if (input.blockNew) {
    await db.transaction(async (tx) => {
      await lockPlaces(tx, input.placeIds);
      const days = closureDays(from, to).filter((d) => d.start === null || d.end! - d.start >= 30);
      const remark = `${input.reason}${input.note ? `: ${input.note}` : ''}`.slice(0, 200);
      for (const placeId of input.placeIds) {
        if (days.length) await tx.insert(scheduleEntry).values(days.map((d) => ({ type: 'PLACE_HOLIDAY' as const, placeId, date: d.date, start: d.start, end: d.end, remark, createdBy: ctx.actor.id })));
        blocked += days.length;
      }
    });
  }
  let canceled = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      await lockPlaces(tx, input.placeIds);
      const batch = await tx
        .select({ b: booking, lng: userAccount.lng, planName: servicePlan.name, placeName: place.name })
        .from(booking)
        .innerJoin(userAccount, eq(userAccount.id, booking.memberId))
        .innerJoin(servicePlan, eq(servicePlan.id, booking.planId))
        .innerJoin(place, eq(place.id, booking.placeId))
        .where(affected(input.placeIds, from, to))
        .orderBy(asc(booking.id))
        .limit(WEATHER_BATCH)
        .for('update', { of: booking });
      for (const { b, lng, planName, placeName } of batch) {
        const mine: Lng = isLng(lng) ? lng : 'zh-HK';
        const reason = `${weather[mine]}${input.note ? `: ${input.note}` : ''}`;
        await tx.update(booking).set({ status: 'CANCEL', reason, updatedAt: now }).where(eq(booking.id, b.id));
        await notifyUser(tx, tr, b.memberId, {
          titleKey: 'notify.booking.WEATHER.title',
          messageKey: 'notify.booking.WEATHER.message',
          params: { id: b.id, plan: planName, place: placeName, when: bookingWhen(b.date, b.start, now), weather, note: input.note },
          link: `/booking?plan=${b.planId}&place=${b.placeId}`,
        });
        await recordOperation(tx, ctx, { action: 'STATUS_CANCEL', resource: 'BOOKING', resourceId: b.id, before: { status: b.status }, after: { status: 'CANCEL', reason: input.reason, note: input.note } });
      }
      return batch.length;
    });
    canceled += done;
    if (done < WEATHER_BATCH) break;
  }
  await db.transaction((tx) =>
    recordOperation(tx, ctx, { action: 'WEATHER_CLOSE', resource: 'BOOKING', resourceId: null, before: null, after: { placeIds: input.placeIds, from: input.from, to: input.to, reason: input.reason, note: input.note, canceled, blocked } }),
  );
  return { canceled, blocked };
}

/** How many live bookings a closure would still leave (0 once applied; the tests read it). */

