import { and, asc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { ConflictReasonCode } from '../../../common/booking-rules';
import { addDays, fromClinic, staffWindow, toClinicDate, toClinicTime } from '../../../common/clinic-time';
import { enumLabelKey } from '../../../common/enum-labels';
import { isLng, pickText, type Lng, type LocalizedText } from '../../../common/i18n-config';
import { moveOffsetDays, windowDates, type WeatherClosureInput, type WeatherClosureQuery } from '../../../common/weather-closure';
import type { Db } from '../../db/client';
import { member, userAccount } from '../../db/schema/accounts';
import { booking, bookingAddon, scheduleEntry, servicePlan } from '../../db/schema/booking';
import { place, staff } from '../../db/schema/content';
import { loadTranslators } from '../notifications/notify';
import { recordOperation } from '../operation-log/record-operation';
import { AppError, isAppError } from '../app-error';
import { isExclusionViolation } from '../shared/db-errors';
import type { ManageCtx, Tx } from '../shared/manage-context';
import { bookingWhen } from './booking-notice';
import type { BookingDeps } from './create-booking';
import { decideSlot, lockPlaces, slotColumns } from './place-booking';
import { notifyUser } from '../notifications/notify';

/** Bookings a closure cancels: those still going ahead. */
const LIVE = ['WAIT', 'CONFIRM', 'ACCEPT'] as const;
/** Bookings cancelled per transaction (the places stay locked only that long). */
export const WEATHER_BATCH = 50;

const affected = (placeIds: number[], from: Date, to: Date) =>
  and(inArray(booking.placeId, placeIds), inArray(booking.status, [...LIVE]), lt(booking.startsAt, to), gt(booking.endsAt, from));

/** Every live booking at the places overlapping the window, soonest first, for staff to review before closing. */
export async function previewWeatherClosure(db: Db, q: WeatherClosureQuery, lng: Lng, deps: BookingDeps) {
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
  // With a day to move to: the moves are made as the closure would make them, then rolled back.
  const moves = q.moveTo ? await rehearseMoves(db, placeIds, from, to, q.moveTo, deps) : null;
  const t = await deps.translate(lng);
  return {
    total: rows.length,
    bookings: rows.map((r) => {
      const move = moves?.get(r.id);
      return {
        ...r, startsAt: r.startsAt.toISOString(), endsAt: r.endsAt.toISOString(),
        plan: pickText(r.plan, lng), place: pickText(r.place, lng), therapist: pickText(r.therapist, lng),
        ...(move ? { moveTo: move.ok ? { startsAt: move.startsAt.toISOString(), therapist: pickText(move.therapist, lng) } : { refused: move.refusal.map((k) => t(k)).join(' · ') } } : {}),
      };
    }),
  };
}

/** Thrown to roll a rehearsal back. */
class Rehearsal extends Error {}

/** Where each booking of the window would go on `moveTo` (by booking id), without changing anything. */
async function rehearseMoves(db: Db, placeIds: number[], from: Date, to: Date, moveTo: number, deps: BookingDeps) {
  const offset = checkedOffset(from, to, moveTo, deps.now());
  const out = new Map<number, MoveOutcome>();
  try {
    await db.transaction(async (tx) => {
      await lockPlaces(tx, placeIds);
      const rows = await tx.select().from(booking).where(affected(placeIds, from, to)).orderBy(asc(booking.startsAt), asc(booking.id));
      for (const b of rows) out.set(b.id, await moveOne(tx, b, offset, deps));
      throw new Rehearsal();
    });
  } catch (err) {
    if (!(err instanceof Rehearsal)) throw err;
  }
  return out;
}

/** The shift in days, refused when the last day would land beyond the staff's booking window. */
function checkedOffset(from: Date, to: Date, moveTo: number, now: Date): number {
  const offset = moveOffsetDays(from, moveTo);
  if (addDays(windowDates(from, to).last, offset) > staffWindow(now).to) {
    throw new AppError('VALIDATION', { fields: [{ field: 'moveTo', message: 'desk:weather.error.moveTooFar' }] });
  }
  return offset;
}

type MoveOutcome = { ok: true; startsAt: Date; date: number; start: number; therapist: LocalizedText; placeName: LocalizedText } | { ok: false; refusal: string[] };

/**
 * Moves one booking `offset` days on, to the same time, with the therapist the member chose (any able
 * one when they chose none) and a room by the usual rule, in a savepoint: only a clean slot — any
 * conflict (the therapist off, the hours closed, taken) leaves the booking where it is and names why.
 */
async function moveOne(tx: Tx, b: typeof booking.$inferSelect, offset: number, deps: BookingDeps): Promise<MoveOutcome> {
  try {
    return await tx.transaction(async (sp) => {
      const addons = await sp.select({ planId: bookingAddon.planId }).from(bookingAddon).where(eq(bookingAddon.bookingId, b.id));
      const d = await decideSlot(
        sp,
        { planId: b.planId, addonPlanIds: addons.map((a) => a.planId), placeId: b.placeId, therapistId: b.preferredTherapistId, roomId: null, date: addDays(b.date, offset), start: b.start, excludeBookingId: b.id },
        { who: 'staff', force: false, now: deps.now(), random: deps.random },
      );
      await sp.update(booking).set({ ...slotColumns(d), isForced: false, updatedAt: deps.now() }).where(eq(booking.id, b.id));
      return { ok: true as const, startsAt: d.startsAt, date: d.date, start: d.start, therapist: d.therapist.name, placeName: d.loaded.place.name };
    });
  } catch (err) {
    if (isExclusionViolation(err)) return { ok: false, refusal: [enumLabelKey('conflictReason', 'ALREADY_BOOKED')] };
    if (!isAppError(err)) throw err;
    const reasons = Array.isArray(err.details.reasons) ? (err.details.reasons as ConflictReasonCode[]) : [];
    return { ok: false, refusal: reasons.length ? reasons.map((r) => enumLabelKey('conflictReason', r)) : [err.key.includes(':') ? err.key : `common:${err.key}`] };
  }
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
 * member notified once with a link to book the same treatment again; or, with action MOVE, moved to
 * the same time `moveTo`'s offset later (moveOne) and the member told the new time, those that cannot
 * move cancelled as above. Each change and the closure itself are in the operation log. Batches of
 * WEATHER_BATCH run under the places' locks, so a booking made meanwhile is taken by the next batch;
 * with `blockNew`, PLACE_HOLIDAY entries close the window to new bookings first. Returns the counts
 * and the moved bookings (their reminders are queued again after commit).
 */
export async function applyWeatherClosure(db: Db, ctx: ManageCtx, input: WeatherClosureInput, deps: BookingDeps) {
  const from = new Date(input.from);
  const to = new Date(input.to);
  const now = deps.now();
  const offset = input.action === 'MOVE' && input.moveTo ? checkedOffset(from, to, input.moveTo, now) : null;
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
  const movedIds: number[] = [];
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
        .orderBy(asc(booking.startsAt), asc(booking.id))
        .limit(WEATHER_BATCH)
        .for('update', { of: booking });
      for (const { b, lng, planName, placeName } of batch) {
        const when = bookingWhen(b.date, b.start, now);
        const moved = offset === null ? null : await moveOne(tx, b, offset, deps);
        if (moved?.ok) {
          movedIds.push(b.id);
          await notifyUser(tx, tr, b.memberId, {
            titleKey: 'notify.booking.WEATHER_MOVE.title',
            messageKey: 'notify.booking.WEATHER_MOVE.message',
            params: { id: b.id, plan: planName, place: placeName, when, newWhen: bookingWhen(moved.date, moved.start, now), therapist: moved.therapist, weather, note: input.note },
            link: `/user/bookings/${b.id}`,
          });
          await recordOperation(tx, ctx, {
            action: 'WEATHER_MOVE', resource: 'BOOKING', resourceId: b.id,
            before: { date: b.date, start: b.start, therapistId: b.therapistId, roomId: b.roomId },
            after: { date: moved.date, start: moved.start, reason: input.reason, note: input.note },
          });
          continue;
        }
        const mine: Lng = isLng(lng) ? lng : 'zh-HK';
        const reason = `${weather[mine]}${input.note ? `: ${input.note}` : ''}`;
        await tx.update(booking).set({ status: 'CANCEL', reason, updatedAt: now }).where(eq(booking.id, b.id));
        await notifyUser(tx, tr, b.memberId, {
          titleKey: 'notify.booking.WEATHER.title',
          messageKey: 'notify.booking.WEATHER.message',
          params: { id: b.id, plan: planName, place: placeName, when, weather, note: input.note },
          link: `/booking?plan=${b.planId}&place=${b.placeId}`,
        });
        await recordOperation(tx, ctx, {
          action: 'STATUS_CANCEL', resource: 'BOOKING', resourceId: b.id, before: { status: b.status },
          after: { status: 'CANCEL', reason: input.reason, note: input.note, ...(moved && !moved.ok ? { couldNotMove: moved.refusal } : {}) },
        });
        canceled += 1;
      }
      return batch.length;
    });
    if (done < WEATHER_BATCH) break;
  }
  await db.transaction((tx) =>
    recordOperation(tx, ctx, {
      action: 'WEATHER_CLOSE', resource: 'BOOKING', resourceId: null, before: null,
      after: { placeIds: input.placeIds, from: input.from, to: input.to, reason: input.reason, note: input.note, action: input.action, moveTo: input.moveTo, canceled, moved: movedIds.length, blocked },
    }),
  );
  return { canceled, moved: movedIds.length, blocked, movedIds };
}
