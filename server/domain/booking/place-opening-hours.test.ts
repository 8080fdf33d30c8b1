import { describe, expect, it } from 'vitest';
import { addDays, fromClinic, hhmmOf, minutesOf } from '../../../common/clinic-time';
import { MINUTE_GRIDS } from '../../../common/minute-grid';
import { computeAvailability, placeOpeningHours, serviceHoursOn, type PlaceSchedule, type ScheduleEntry } from './availability';
import type { ServiceHours } from '../../../common/booking-setup-rules';

// Monday 1 March 2027 … Sunday 7 March 2027.
const MON = 20270301;
const TUE = 20270302;
const WED = 20270303;
const THU = 20270304;
const SAT = 20270306;
const SUN = 20270307;

const WEEKLY: ServiceHours = {
  mode: 'WEEKLY',
  weekly: {
    1: [{ start: 1400, end: 2000 }, { start: 900, end: 1300 }],
    2: [{ start: 900, end: 1300 }, { start: 1300, end: 2000 }],
    3: [{ start: 900, end: 2000 }],
    4: [{ start: 900, end: 2000 }],
    5: [{ start: 900, end: 2000 }],
    6: [{ start: 900, end: 1800 }],
  },
};
const hoursOf = (place: PlaceSchedule, entries: ScheduleEntry[] = [], from = MON, to = SUN) =>
  Object.fromEntries(placeOpeningHours(place, entries, from, to).map((d) => [d.date, d.periods]));

describe('serviceHoursOn', () => {
  it('gives each weekday its periods sorted and merged; a day without periods is closed; FULL is the whole day', () => {
    expect(serviceHoursOn(WEEKLY, 1)).toEqual([{ start: 900, end: 1300 }, { start: 1400, end: 2000 }]);
    expect(serviceHoursOn(WEEKLY, 2)).toEqual([{ start: 900, end: 2000 }]);
    expect(serviceHoursOn(WEEKLY, 0)).toEqual([]);
    expect(serviceHoursOn({ mode: 'FULL' }, 3)).toEqual([{ start: 0, end: 2400 }]);
    expect(serviceHoursOn({ mode: 'DAILY', daily: [{ start: 1000, end: 2000 }] }, 0)).toEqual([{ start: 1000, end: 2000 }]);
  });
});

describe('placeOpeningHours (the booking rules, for visitors)', () => {
  it('closes on a holiday date, and a PLACE_OPEN entry opens it for its period', () => {
    const h = hoursOf({ serviceHours: WEEKLY, holidays: [TUE, WED] }, [{ type: 'PLACE_OPEN', date: WED, start: 1200, end: 1600 }]);
    expect(h[MON]).toEqual([{ start: 900, end: 1300 }, { start: 1400, end: 2000 }]);
    expect(h[TUE]).toEqual([]);
    expect(h[WED]).toEqual([{ start: 1200, end: 1600 }]);
    expect(h[SUN]).toEqual([]);
  });

  it('takes PLACE_HOLIDAY periods out (a whole-day one closes the day) and ignores PLACE_RESERVED and other entries', () => {
    const h = hoursOf({ serviceHours: WEEKLY, holidays: [] }, [
      { type: 'PLACE_HOLIDAY', date: MON },
      { type: 'PLACE_HOLIDAY', date: THU, start: 1500, end: 2000 },
      { type: 'PLACE_RESERVED', date: SAT, start: 900, end: 1200 },
      { type: 'STAFF_HOLIDAY', date: SAT },
    ]);
    expect(h[MON]).toEqual([]);
    expect(h[THU]).toEqual([{ start: 900, end: 1500 }]);
    expect(h[SAT]).toEqual([{ start: 900, end: 1800 }]);
  });

  it('a PLACE_OPEN entry on a regular day adds to its hours; a PLACE_HOLIDAY wins over it', () => {
    const h = hoursOf({ serviceHours: WEEKLY, holidays: [] }, [
      { type: 'PLACE_OPEN', date: SUN, start: 1000, end: 1400 },
      { type: 'PLACE_OPEN', date: SAT, start: 1800, end: 2400 },
      { type: 'PLACE_HOLIDAY', date: SAT, start: 2200, end: 2400 },
    ]);
    expect(h[SUN]).toEqual([{ start: 1000, end: 1400 }]);
    expect(h[SAT]).toEqual([{ start: 900, end: 2200 }]);
  });

  it('offers exactly the booking start times that fall inside the hours it shows (one free therapist and room)', () => {
    const place: PlaceSchedule = { serviceHours: WEEKLY, holidays: [TUE] };
    const placeEntries: ScheduleEntry[] = [
      { type: 'PLACE_OPEN', date: TUE, start: 1000, end: 1230 },
      { type: 'PLACE_HOLIDAY', date: THU, start: 1500, end: 2000 },
      { type: 'PLACE_OPEN', date: SUN, start: 1100, end: 1300 },
    ];
    const now = fromClinic(addDays(MON, -2), 1200);
    const offered = computeAvailability({
      now,
      from: MON,
      to: SUN,
      durationMin: 30,
      step: MINUTE_GRIDS.half,
      horizon: 'staff',
      place,
      placeEntries,
      therapists: [{ id: 't', entries: [], bookings: [] }],
      rooms: [{ id: 'r', qty: 1, entries: [], bookings: [] }],
    });
    for (const { date, periods } of placeOpeningHours(place, placeEntries, MON, SUN)) {
      const inside = periods.flatMap((p) => {
        const starts: number[] = [];
        for (let m = minutesOf(p.start); m + 30 <= minutesOf(p.end); m += 30) starts.push(hhmmOf(m));
        return starts;
      });
      expect(offered.get(date), `starts on ${date}`).toEqual(inside);
    }
  });
});
