import { describe, expect, it } from 'vitest';
import { bookingsOf, closedSpans, dayRange, DEFAULT_DAY, entriesOf, hhmmOfText, layoutLanes, placeEntriesOf, servicePeriods, stepDate, viewDates, weekStart, ymdOf } from './schedule-model';

// The demo Central office: two periods on weekdays, 09:00–18:00 on Saturday, closed on Sunday.
const CENTRAL = {
  mode: 'WEEKLY' as const,
  weekly: {
    1: [{ start: 1400, end: 2000 }, { start: 900, end: 1300 }],
    6: [{ start: 900, end: 1800 }],
  },
};

describe('which dates a view shows', () => {
  it('runs a week from Monday to Sunday, whatever day is asked for', () => {
    expect(weekStart(20261122)).toBe(20261116); // a Sunday belongs to the week that started on Monday
    expect(weekStart(20261116)).toBe(20261116);
    expect(viewDates('week', 20261119)).toEqual([20261116, 20261117, 20261118, 20261119, 20261120, 20261121, 20261122]);
    expect(viewDates('day', 20261119)).toEqual([20261119]);
  });
  it('steps a day or a week, across month ends', () => {
    expect(stepDate('day', 20261130, 1)).toBe(20261201);
    expect(stepDate('week', 20261203, -1)).toBe(20261126);
  });
  it('reads dates and times as typed, and refuses anything else', () => {
    expect(ymdOf('2026-11-22')).toBe(20261122);
    expect(ymdOf('22/11/2026')).toBeNull();
    expect(hhmmOfText('09:30')).toBe(930);
    expect(hhmmOfText('1000')).toBe(1000);
    expect(hhmmOfText('24:00')).toBeNull();
  });
});

describe('the hours a day view spans', () => {
  it('takes the weekday’s service hours in order, none on a closed day', () => {
    expect(servicePeriods(CENTRAL, 20261116)).toEqual([{ start: 900, end: 1300 }, { start: 1400, end: 2000 }]);
    expect(servicePeriods(CENTRAL, 20261122)).toEqual([]);
    expect(servicePeriods({ mode: 'FULL' }, 20261122)).toEqual([{ start: 0, end: 2400 }]);
  });
  it('spans the service hours and every booking, widened to whole hours', () => {
    expect(dayRange(servicePeriods(CENTRAL, 20261116), [{ start: 730, end: 815 }])).toEqual({ startMin: 7 * 60, endMin: 20 * 60 });
  });
  it('shows a closed day around its bookings, and office hours when there is nothing at all', () => {
    expect(dayRange([], [{ start: 1000, end: 1100 }])).toEqual({ startMin: 600, endMin: 660 });
    expect(dayRange([], [{ start: null, end: null }])).toEqual(DEFAULT_DAY);
  });
  it('shades what lies outside the open periods', () => {
    expect(closedSpans(servicePeriods(CENTRAL, 20261116), 8 * 60, 21 * 60)).toEqual([
      { from: 480, to: 540 },
      { from: 780, to: 840 },
      { from: 1200, to: 1260 },
    ]);
    expect(closedSpans([], 540, 600)).toEqual([{ from: 540, to: 600 }]);
  });
});

describe('overlapping items share a column side by side', () => {
  it('gives each overlapping item its own lane and the whole cluster one lane count', () => {
    const out = layoutLanes([
      { id: 'a', start: 600, end: 660 },
      { id: 'b', start: 630, end: 690 },
      { id: 'c', start: 660, end: 720 }, // reuses a's lane, still in the cluster
      { id: 'd', start: 800, end: 830 }, // alone
    ]);
    const by = Object.fromEntries(out.map((l) => [l.item.id, [l.lane, l.lanes]]));
    expect(by).toEqual({ a: [0, 2], b: [1, 2], c: [0, 2], d: [0, 1] });
  });
  it('lets touching items follow each other in one lane', () => {
    expect(layoutLanes([{ start: 600, end: 660 }, { start: 660, end: 720 }]).map((l) => [l.lane, l.lanes])).toEqual([[0, 1], [0, 1]]);
  });
});

describe('what goes in which column', () => {
  const bookings = [
    { id: 1, room: { id: 10 }, therapist: { id: 5 } },
    { id: 2, room: { id: 11 }, therapist: { id: 6 } },
  ];
  const entries = [
    { id: 1, type: 'ROOM_RESERVED', roomId: 10, staffId: null },
    { id: 2, type: 'STAFF_HOLIDAY', roomId: null, staffId: 5 },
    { id: 3, type: 'STAFF_OPEN', roomId: null, staffId: 5 },
    { id: 4, type: 'PLACE_RESERVED', roomId: null, staffId: null },
  ];
  it('puts a booking in its room’s and its therapist’s column', () => {
    expect(bookingsOf(bookings, { kind: 'room', id: 10 }).map((b) => b.id)).toEqual([1]);
    expect(bookingsOf(bookings, { kind: 'therapist', id: 6 }).map((b) => b.id)).toEqual([2]);
  });
  it('puts room reservations under the room, staff entries under the therapist, place entries everywhere', () => {
    expect(entriesOf(entries, { kind: 'room', id: 10 }).map((e) => e.id)).toEqual([1]);
    expect(entriesOf(entries, { kind: 'therapist', id: 5 }).map((e) => e.id)).toEqual([2, 3]);
    expect(placeEntriesOf(entries).map((e) => e.id)).toEqual([4]);
  });
});
