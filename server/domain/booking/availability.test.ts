import { describe, expect, it } from 'vitest';
import { fromClinic } from '../../../common/clinic-time';
import { MINUTE_GRIDS } from '../../../common/minute-grid';
import { GRID_STARTS_9_TO_18 } from '../../../tests/helpers/grid-cases';
import { AppError } from '../app-error';
import {
  computeAvailability,
  explainConflict,
  freeResources,
  type AvailabilityInput,
  type BookedSpan,
  type RoomSchedule,
  type ScheduleEntry,
  type TherapistSchedule,
} from './availability';

// "Now" is Monday 3 March 2025, 10:00 in the clinic: members may book 4 March … 7 April.
const TODAY = 20250303;
const TUE = 20250304;
const WED = 20250305;
const SAT = 20250308;
const SUN = 20250309;
const NOW = fromClinic(TODAY, 1000);

const NINE_TO_SIX = [{ start: 900, end: 1800 }];
const HOURLY_9_TO_17 = [900, 1000, 1100, 1200, 1300, 1400, 1500, 1600, 1700];

const therapist = (id: string, entries: ScheduleEntry[] = [], bookings: BookedSpan[] = []): TherapistSchedule => ({ id, entries, bookings });
const room = (id: string, qty = 1, entries: ScheduleEntry[] = [], bookings: BookedSpan[] = []): RoomSchedule => ({ id, qty, entries, bookings });
const booked = (date: number, start: number, end: number): BookedSpan => ({ date, start, end });

function input(over: Partial<AvailabilityInput> = {}): AvailabilityInput {
  return {
    from: TUE,
    to: TUE,
    now: NOW,
    durationMin: 60,
    step: MINUTE_GRIDS.hour,
    place: { serviceHours: { mode: 'DAILY', daily: NINE_TO_SIX }, holidays: [] },
    placeEntries: [],
    therapists: [therapist('t1')],
    rooms: [room('r1')],
    ...over,
  };
}

/** Starts offered on one date. */
function startsOn(date: number, over: Partial<AvailabilityInput> = {}): number[] {
  const map = computeAvailability(input({ from: date, to: date, ...over }));
  return map.get(date) ?? [];
}

const slot = (date: number, start: number) => ({ date, start });

describe('service hours', () => {
  it('a 60-minute service in a 09:00–18:00 day can start from 09:00 to 17:00 on the hour', () => {
    expect(startsOn(TUE)).toEqual(HOURLY_9_TO_17);
  });

  it('DAILY hours with a lunch break offer nothing that runs into the break', () => {
    const place = { serviceHours: { mode: 'DAILY' as const, daily: [{ start: 900, end: 1300 }, { start: 1400, end: 1800 }] }, holidays: [] };
    expect(startsOn(TUE, { place, step: MINUTE_GRIDS.half })).toEqual([900, 930, 1000, 1030, 1100, 1130, 1200, 1400, 1430, 1500, 1530, 1600, 1630, 1700]);
  });

  it('WEEKLY hours follow the weekday and a weekday without periods is closed', () => {
    const place = {
      serviceHours: { mode: 'WEEKLY' as const, weekly: { 2: NINE_TO_SIX, 6: [{ start: 1000, end: 1300 }] } },
      holidays: [],
    };
    const map = computeAvailability(input({ place, from: TUE, to: SUN }));
    expect(map.get(TUE)).toEqual(HOURLY_9_TO_17);
    expect(map.get(WED)).toEqual([]);
    expect(map.get(SAT)).toEqual([1000, 1100, 1200]);
    expect(map.get(SUN)).toEqual([]);
  });

  it('FULL hours are open around the clock', () => {
    const place = { serviceHours: { mode: 'FULL' as const }, holidays: [] };
    const starts = startsOn(TUE, { place });
    expect(starts).toHaveLength(24);
    expect([starts[0], starts.at(-1)]).toEqual([0, 2300]);
  });

  it('DAILY hours closing at midnight (2400) offer the 23:00 start', () => {
    const place = { serviceHours: { mode: 'DAILY' as const, daily: [{ start: 2000, end: 2400 }] }, holidays: [] };
    expect(startsOn(TUE, { place })).toEqual([2000, 2100, 2200, 2300]);
  });

  it('a PLACE_OPEN entry extends the day and a service may run across the join', () => {
    const placeEntries: ScheduleEntry[] = [{ type: 'PLACE_OPEN', date: TUE, start: 1800, end: 2000 }];
    const starts = startsOn(TUE, { placeEntries, step: MINUTE_GRIDS.half });
    expect(starts).toContain(1730);
    expect(starts.at(-1)).toBe(1900);
    expect(startsOn(WED, { placeEntries }).at(-1)).toBe(1700);
  });
});

describe('holidays', () => {
  it('a holiday date is closed', () => {
    expect(startsOn(TUE, { place: { serviceHours: { mode: 'DAILY', daily: NINE_TO_SIX }, holidays: [TUE] } })).toEqual([]);
  });

  it('a PLACE_OPEN entry opens a holiday for its own hours only', () => {
    const place = { serviceHours: { mode: 'DAILY' as const, daily: NINE_TO_SIX }, holidays: [TUE] };
    const placeEntries: ScheduleEntry[] = [{ type: 'PLACE_OPEN', date: TUE, start: 1000, end: 1400 }];
    expect(startsOn(TUE, { place, placeEntries })).toEqual([1000, 1100, 1200, 1300]);
  });

  it('a whole-day PLACE_HOLIDAY closes the day, a partial one only its hours', () => {
    expect(startsOn(TUE, { placeEntries: [{ type: 'PLACE_HOLIDAY', date: TUE }] })).toEqual([]);
    expect(startsOn(TUE, { placeEntries: [{ type: 'PLACE_HOLIDAY', date: TUE, start: 1300, end: 1800 }] })).toEqual([900, 1000, 1100, 1200]);
  });

  it('a PLACE_RESERVED period removes only the starts whose service would overlap it', () => {
    const placeEntries: ScheduleEntry[] = [{ type: 'PLACE_RESERVED', date: TUE, start: 1200, end: 1300 }];
    expect(startsOn(TUE, { placeEntries })).toEqual([900, 1000, 1100, 1300, 1400, 1500, 1600, 1700]);
    expect(startsOn(TUE, { placeEntries, step: MINUTE_GRIDS.half })).not.toContain(1130);
  });
});

describe('rooms and capacity', () => {
  it('a room of quantity 3 takes exactly 3 overlapping bookings, then the slot disappears', () => {
    const withBookings = (n: number) => [room('r1', 3, [], Array.from({ length: n }, () => booked(TUE, 1000, 1100)))];
    expect(startsOn(TUE, { rooms: withBookings(2) })).toContain(1000);
    expect(startsOn(TUE, { rooms: withBookings(3) })).not.toContain(1000);
    expect(startsOn(TUE, { rooms: withBookings(3) })).toEqual([900, 1100, 1200, 1300, 1400, 1500, 1600, 1700]);
  });

  it('bookings that only follow one another never fill a room of quantity 2', () => {
    const rooms = [room('r1', 2, [], [booked(TUE, 900, 1000), booked(TUE, 1000, 1100)])];
    expect(startsOn(TUE, { rooms, step: MINUTE_GRIDS.half })).toContain(930);
  });

  it('a booking ending at 10:00 does not block a 10:00 start in a single room', () => {
    expect(startsOn(TUE, { rooms: [room('r1', 1, [], [booked(TUE, 900, 1000)])] })).toEqual(HOURLY_9_TO_17.slice(1));
  });

  it('a second room keeps the slot when the first is full', () => {
    const rooms = [room('r1', 1, [], [booked(TUE, 1000, 1100)]), room('r2')];
    expect(startsOn(TUE, { rooms })).toEqual(HOURLY_9_TO_17);
  });

  it('a ROOM_RESERVED period blocks the room', () => {
    const rooms = [room('r1', 2, [{ type: 'ROOM_RESERVED', date: TUE, start: 1400, end: 1530 }])];
    expect(startsOn(TUE, { rooms })).toEqual([900, 1000, 1100, 1200, 1300, 1600, 1700]);
  });

  it('nothing is offered without an enabled room', () => {
    expect(startsOn(TUE, { rooms: [] })).toEqual([]);
  });
});

describe('therapists', () => {
  it('"any therapist" keeps a slot a specific therapist has already booked', () => {
    const busy = therapist('t1', [], [booked(TUE, 1000, 1100)]);
    expect(startsOn(TUE, { therapists: [busy] })).not.toContain(1000);
    expect(startsOn(TUE, { therapists: [busy, therapist('t2')] })).toContain(1000);
  });

  it('two therapists who each cover part of a service do not make it bookable', () => {
    const therapists = [
      therapist('t1', [{ type: 'STAFF_OPEN', date: TUE, start: 900, end: 1030 }]),
      therapist('t2', [{ type: 'STAFF_OPEN', date: TUE, start: 1000, end: 1200 }]),
    ];
    expect(startsOn(TUE, { therapists, step: MINUTE_GRIDS.half })).toEqual([900, 930, 1000, 1030, 1100]);
    expect(startsOn(TUE, { therapists: therapists.slice(0, 1), step: MINUTE_GRIDS.half })).toEqual([900, 930]);
  });

  it('STAFF_OPEN periods replace the place hours for that date only', () => {
    const t = therapist('t1', [{ type: 'STAFF_OPEN', date: TUE, start: 1300, end: 1700 }]);
    expect(startsOn(TUE, { therapists: [t] })).toEqual([1300, 1400, 1500, 1600]);
    expect(startsOn(WED, { therapists: [t] })).toEqual(HOURLY_9_TO_17);
  });

  it('STAFF_OPEN beyond the place hours offers nothing outside them', () => {
    const t = therapist('t1', [{ type: 'STAFF_OPEN', date: TUE, start: 1600, end: 2100 }]);
    expect(startsOn(TUE, { therapists: [t] })).toEqual([1600, 1700]);
  });

  it('a whole-day STAFF_HOLIDAY leaves a chosen therapist with no slots', () => {
    expect(startsOn(TUE, { therapists: [therapist('t1', [{ type: 'STAFF_HOLIDAY', date: TUE }])] })).toEqual([]);
  });

  it('STAFF_RESERVED time removes the starts that would overlap it', () => {
    const t = therapist('t1', [{ type: 'STAFF_RESERVED', date: TUE, start: 1200, end: 1300 }]);
    const starts = startsOn(TUE, { therapists: [t], step: MINUTE_GRIDS.half });
    expect(starts).toEqual(expect.arrayContaining([1100, 1300]));
    expect(starts.filter((s) => s >= 1130 && s < 1300)).toEqual([]);
  });

  it('nothing is offered without a therapist', () => {
    expect(startsOn(TUE, { therapists: [] })).toEqual([]);
  });
});

describe('dates, horizon and the current time', () => {
  it('a member sees tomorrow through 35 days, never today', () => {
    const map = computeAvailability(input({ from: 20250101, to: 20251231 }));
    const dates = [...map.keys()];
    expect(dates).toHaveLength(35);
    expect([dates[0], dates.at(-1)]).toEqual([TUE, 20250407]);
    expect(map.has(TODAY)).toBe(false);
    expect(map.get(20250407)).toEqual(HOURLY_9_TO_17);
  });

  it('dates outside the requested range are skipped', () => {
    expect([...computeAvailability(input({ from: WED, to: SAT })).keys()]).toEqual([WED, 20250306, 20250307, SAT]);
  });

  it('staff see today, but only starts after now', () => {
    expect(startsOn(TODAY, { horizon: 'staff' })).toEqual([1100, 1200, 1300, 1400, 1500, 1600, 1700]);
    expect(startsOn(TODAY, { horizon: 'staff', now: new Date(NOW.getTime() - 30_000) })).toContain(1000);
  });

  it('past days of the staff window are listed with no starts', () => {
    const map = computeAvailability(input({ from: 20250224, to: TODAY, horizon: 'staff' }));
    expect(map.size).toBe(8);
    expect(map.get(20250224)).toEqual([]);
    expect(computeAvailability(input({ from: 20250101, to: 20250101, horizon: 'staff' })).size).toBe(0);
  });
});

describe('grids and durations', () => {
  it.each(GRID_STARTS_9_TO_18)('the %s grid offers %i starts in a 09:00–18:00 day', (grid, count) => {
    const starts = startsOn(TUE, { step: MINUTE_GRIDS[grid] });
    expect(starts).toHaveLength(count);
    expect([starts[0], starts.at(-1)]).toEqual([900, 1700]);
  });

  it('a 90-minute service on the half grid ends by closing time', () => {
    expect(startsOn(TUE, { durationMin: 90, step: MINUTE_GRIDS.half }).at(-1)).toBe(1630);
  });

  it('a 30-minute service is accepted, a 29-minute one is rejected', () => {
    expect(startsOn(TUE, { durationMin: 30 }).at(-1)).toBe(1700);
    expect(() => startsOn(TUE, { durationMin: 29 })).toThrow(AppError);
    expect(() => explainConflict(input({ durationMin: 15 }), slot(TUE, 900))).toThrow(AppError);
  });

  it('a step that is not a configured grid or an impossible date is rejected', () => {
    expect(() => startsOn(TUE, { step: 7 })).toThrow(AppError);
    expect(() => computeAvailability(input({ from: 20250230 }))).toThrow(AppError);
  });
});

describe('explainConflict', () => {
  it('a free slot has no conflict', () => {
    expect(explainConflict(input(), slot(TUE, 1000))).toEqual([]);
  });

  it('explains every kind of conflict', () => {
    const base = input();
    expect(explainConflict({ ...base, rooms: [] }, slot(TUE, 1000))).toEqual(['NO_ENABLED_ROOM']);
    expect(explainConflict(base, slot(TODAY, 1500))).toEqual(['NOT_AVAILABLE']);
    expect(explainConflict({ ...base, horizon: 'staff' }, slot(TODAY, 900))).toEqual(['NOT_AVAILABLE']);
    expect(explainConflict(base, slot(20250408, 1000))).toEqual(['NOT_AVAILABLE']);
    expect(explainConflict({ ...base, therapists: [therapist('t1', [{ type: 'STAFF_OPEN', date: TUE, start: 1300, end: 1800 }])] }, slot(TUE, 1000))).toEqual(['NOT_AVAILABLE']);
    expect(explainConflict(base, slot(TUE, 1730))).toEqual(['NOT_IN_SERVICE_HOURS']);
    expect(explainConflict(base, slot(TUE, 800))).toEqual(['NOT_IN_SERVICE_HOURS']);
    expect(explainConflict({ ...base, therapists: [therapist('t1', [], [booked(TUE, 1030, 1130)])] }, slot(TUE, 1000))).toEqual(['ALREADY_BOOKED']);
    expect(explainConflict({ ...base, rooms: [room('r1', 1, [], [booked(TUE, 1000, 1100)])] }, slot(TUE, 1000))).toEqual(['FULLY_TAKEN']);
    expect(explainConflict({ ...base, place: { ...base.place, holidays: [TUE] } }, slot(TUE, 1000))).toEqual(['ON_HOLIDAY']);
    expect(explainConflict({ ...base, therapists: [therapist('t1', [{ type: 'STAFF_HOLIDAY', date: TUE }])] }, slot(TUE, 1000))).toEqual(['ON_HOLIDAY']);
    expect(explainConflict({ ...base, placeEntries: [{ type: 'PLACE_RESERVED', date: TUE, start: 1000, end: 1015 }] }, slot(TUE, 1000))).toEqual(['RESERVED']);
    expect(explainConflict({ ...base, rooms: [room('r1', 1, [{ type: 'ROOM_RESERVED', date: TUE, start: 1045, end: 1200 }])] }, slot(TUE, 1000))).toEqual(['RESERVED']);
    expect(explainConflict({ ...base, therapists: [therapist('t1', [{ type: 'STAFF_RESERVED', date: TUE, start: 900, end: 1001 }])] }, slot(TUE, 1000))).toEqual(['RESERVED']);
  });

  it('lists several reasons at once', () => {
    const ctx = input({
      place: { serviceHours: { mode: 'DAILY', daily: NINE_TO_SIX }, holidays: [TUE] },
      therapists: [therapist('t1', [], [booked(TUE, 1700, 1800)])],
      rooms: [room('r1', 1, [{ type: 'ROOM_RESERVED', date: TUE }])],
    });
    expect(explainConflict(ctx, slot(TUE, 1730))).toEqual(['NOT_IN_SERVICE_HOURS', 'ALREADY_BOOKED', 'ON_HOLIDAY', 'RESERVED']);
  });

  it('with "any therapist" reports therapist reasons only when none is free', () => {
    const busy = therapist('t1', [], [booked(TUE, 1000, 1100)]);
    const away = therapist('t2', [{ type: 'STAFF_HOLIDAY', date: TUE }]);
    expect(explainConflict(input({ therapists: [busy, therapist('t3')] }), slot(TUE, 1000))).toEqual([]);
    expect(explainConflict(input({ therapists: [busy, away] }), slot(TUE, 1000))).toEqual(['ALREADY_BOOKED', 'ON_HOLIDAY']);
  });

  it('agrees with the offered start times on every 5-minute start of a busy week', () => {
    const ctx = input({
      from: TUE,
      to: 20250310,
      step: MINUTE_GRIDS.five,
      durationMin: 45,
      place: { serviceHours: { mode: 'WEEKLY', weekly: { 1: NINE_TO_SIX, 2: [{ start: 900, end: 1230 }, { start: 1400, end: 1900 }], 3: NINE_TO_SIX, 4: NINE_TO_SIX, 6: [{ start: 1000, end: 1400 }] } }, holidays: [20250306, SUN] },
      placeEntries: [
        { type: 'PLACE_OPEN', date: SUN, start: 1100, end: 1500 },
        { type: 'PLACE_RESERVED', date: WED, start: 1215, end: 1300 },
        { type: 'PLACE_HOLIDAY', date: 20250310, start: 1500, end: 1800 },
      ],
      therapists: [
        therapist('t1', [{ type: 'STAFF_OPEN', date: TUE, start: 1000, end: 1700 }, { type: 'STAFF_RESERVED', date: WED, start: 930, end: 1010 }], [booked(TUE, 1100, 1200), booked(SAT, 1000, 1130)]),
        therapist('t2', [{ type: 'STAFF_HOLIDAY', date: WED }, { type: 'STAFF_OPEN', date: SUN, start: 1200, end: 1400 }], [booked(TUE, 1430, 1600)]),
      ],
      rooms: [
        room('r1', 2, [{ type: 'ROOM_RESERVED', date: 20250310, start: 900, end: 1000 }], [booked(TUE, 1000, 1100), booked(TUE, 1030, 1130), booked(SAT, 1200, 1300)]),
        room('r2', 1, [{ type: 'ROOM_RESERVED', date: TUE }], [booked(20250310, 930, 1030)]),
      ],
    });
    const map = computeAvailability(ctx);
    let offered = 0;
    for (const [date, starts] of map) {
      for (let m = 0; m < 24 * 60; m += 5) {
        const hhmm = Math.floor(m / 60) * 100 + (m % 60);
        const free = explainConflict(ctx, slot(date, hhmm)).length === 0;
        expect(free, `${date} ${hhmm}`).toBe(starts.includes(hhmm));
        if (free) offered++;
      }
    }
    expect(offered).toBeGreaterThan(100);
  });
});

describe('freeResources', () => {
  it('names the therapists and rooms free for a slot, none when it conflicts', () => {
    const ctx = input({
      therapists: [therapist('t1', [], [booked(TUE, 1000, 1100)]), therapist('t2')],
      rooms: [room('r1', 1, [], [booked(TUE, 1000, 1100)]), room('r2'), room('r3')],
    });
    expect(freeResources(ctx, slot(TUE, 1000))).toEqual({ therapistIds: ['t2'], roomIds: ['r2', 'r3'] });
    expect(freeResources(ctx, slot(TUE, 900))).toEqual({ therapistIds: ['t1', 't2'], roomIds: ['r1', 'r2', 'r3'] });
    expect(freeResources(ctx, slot(TUE, 1800))).toEqual({ therapistIds: [], roomIds: [] });
  });
});
