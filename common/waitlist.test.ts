import { describe, expect, it } from 'vitest';
import { dayPartOf, needsApprovalForNoShows, slotMatchesWish, waitlistJoinInput, type FreedSlot, type WaitlistWish } from './waitlist';

/** A therapist's 45-minute slot freed on 2 Dec at 10:00 (plan 1, place 1, therapist 7). */
const slot: FreedSlot = { planId: 1, placeId: 1, therapistId: 7, date: 20261202, start: 1000, end: 1045 };
const wish: WaitlistWish = { planId: 1, placeId: 1, therapistId: null, dateFrom: 20261201, dateTo: 20261205, dayParts: ['MORNING'], timeFrom: null, timeTo: null };

describe('waiting-list matching', () => {
  it.each<[string, Partial<WaitlistWish>, Partial<FreedSlot>, boolean]>([
    ['the same plan, place, a date in range and the morning', {}, {}, true],
    ['another plan', { planId: 2 }, {}, false],
    ['another place', { placeId: 2 }, {}, false],
    ['a date before the range', { dateFrom: 20261203 }, {}, false],
    ['a date after the range', { dateTo: 20261201 }, {}, false],
    ['the first day of the range', { dateFrom: 20261202 }, {}, true],
    ['the last day of the range', { dateTo: 20261202 }, {}, true],
    ['the chosen therapist', { therapistId: 7 }, {}, true],
    ['another therapist than the chosen one', { therapistId: 8 }, {}, false],
    ['any therapist', { therapistId: null }, { therapistId: 99 }, true],
    ['the afternoon only, slot in the morning', { dayParts: ['AFTERNOON'] }, {}, false],
    ['afternoon and evening, slot at 17:00', { dayParts: ['AFTERNOON', 'EVENING'] }, { start: 1700, end: 1745 }, true],
    ['the morning, slot at 11:59', {}, { start: 1159, end: 1244 }, true],
    ['the morning, slot at 12:00', {}, { start: 1200, end: 1245 }, false],
    ['a from–to time the visit fits', { dayParts: [], timeFrom: 930, timeTo: 1100 }, {}, true],
    ['a from–to time the visit fits exactly', { dayParts: [], timeFrom: 1000, timeTo: 1045 }, {}, true],
    ['a from–to time the visit runs past', { dayParts: [], timeFrom: 930, timeTo: 1030 }, {}, false],
    ['a from–to time starting after the slot', { dayParts: [], timeFrom: 1015, timeTo: 1200 }, {}, false],
  ])('%s → %s', (_name, w, s, expected) => {
    expect(slotMatchesWish({ ...slot, ...s }, { ...wish, ...w })).toBe(expected);
  });

  it('puts a start in its part of the day', () => {
    expect([0, 1159, 1200, 1659, 1700, 2330].map(dayPartOf)).toEqual(['MORNING', 'MORNING', 'AFTERNOON', 'AFTERNOON', 'EVENING', 'EVENING']);
  });

  it('asks for approval from the set number of no-shows on, never when the rule is off', () => {
    expect([needsApprovalForNoShows(0, 0), needsApprovalForNoShows(5, 0), needsApprovalForNoShows(1, 2), needsApprovalForNoShows(2, 2), needsApprovalForNoShows(3, 2)]).toEqual([false, false, false, true, true]);
  });
});

describe('joining a waiting list', () => {
  const base = { planId: 1, placeId: 1, dateFrom: 20261201, dateTo: 20261205, dayParts: ['MORNING'] };
  const fields = (v: unknown) => {
    const r = waitlistJoinInput.safeParse(v);
    return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
  };
  it.each<[string, Record<string, unknown>, string[]]>([
    ['parts of the day', {}, []],
    ['a from–to time instead', { dayParts: [], timeFrom: 900, timeTo: 1200 }, []],
    ['neither parts nor times', { dayParts: [] }, ['dayParts:booking:waitlist.error.timesRequired']],
    ['both parts and times', { timeFrom: 900, timeTo: 1200 }, ['dayParts:booking:waitlist.error.timesRequired']],
    ['a to time before the from time', { dayParts: [], timeFrom: 1200, timeTo: 900 }, ['timeTo:booking:waitlist.error.timeOrder']],
    ['only a from time', { dayParts: [], timeFrom: 1200 }, ['timeTo:booking:waitlist.error.timeOrder']],
    ['an end date before the start', { dateTo: 20261130 }, ['dateTo:booking:waitlist.error.dateOrder']],
    ['a part twice', { dayParts: ['MORNING', 'MORNING'] }, ['dayParts:form.invalid']],
    ['an unknown part', { dayParts: ['NIGHT'] }, ['dayParts.0:form.invalid']],
    ['an impossible date', { dateFrom: 20261301 }, ['dateFrom:form.invalid']],
  ])('%s', (_name, patch, expected) => {
    expect(fields({ ...base, ...patch })).toEqual(expected);
  });
});
