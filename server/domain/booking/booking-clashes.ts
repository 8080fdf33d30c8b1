import { minutesOf } from '../../../common/clinic-time';
import type { RequestedSlot, SlotContext } from './availability';

/** A therapist's booking that overlaps the requested slot. */
export interface TherapistClash {
  kind: 'therapist';
  therapistId: string | number;
  bookingId: number | null;
  date: number;
  start: number;
  end: number;
}

/** A room whose places are all taken by bookings overlapping the requested slot. */
export interface RoomClash {
  kind: 'room';
  roomId: string | number;
  bookingIds: number[];
  /** From the first of those bookings' start to the last one's end (HHmm). */
  start: number;
  end: number;
}

export type Clash = TherapistClash | RoomClash;

/**
 * The bookings that stand in the way of a slot (ALREADY_BOOKED, FULLY_TAKEN of spec §8), so staff
 * are told "Dr X already has a booking at 14:00–15:00 (#123)" rather than "just taken". Pure: reads
 * the same context the availability rules judged. Rooms count as full when at least `qty` of their
 * bookings overlap the slot (their overlaps need not all coincide: a close, conservative reading).
 */
export function findClashes(ctx: SlotContext, slot: RequestedSlot): Clash[] {
  const s = minutesOf(slot.start);
  const e = s + ctx.durationMin;
  const overlapping = (b: { date: number; start: number; end: number }) => b.date === slot.date && minutesOf(b.start) < e && s < minutesOf(b.end);
  const out: Clash[] = [];
  for (const t of ctx.therapists) {
    for (const b of t.bookings.filter(overlapping).sort((x, y) => x.start - y.start)) {
      out.push({ kind: 'therapist', therapistId: t.id, bookingId: b.id ?? null, date: b.date, start: b.start, end: b.end });
    }
  }
  for (const r of ctx.rooms) {
    const list = r.bookings.filter(overlapping).sort((x, y) => x.start - y.start);
    if (list.length >= r.qty && list.length > 0) {
      out.push({
        kind: 'room',
        roomId: r.id,
        bookingIds: list.flatMap((b) => (b.id === undefined ? [] : [b.id])),
        start: list[0]!.start,
        end: Math.max(...list.map((b) => b.end)),
      });
    }
  }
  return out;
}
