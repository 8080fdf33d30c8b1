import { describe, expect, it } from 'vitest';
import { dayPeriodsInput, holidayAgainst, placeHolidayInput, scheduleEntryInput, serviceHoursInput, servicePlanInput } from './booking-setup.schema';
import { centsOf, dollarsText, entryTarget, isDollarAmount } from './booking-setup-rules';
import { hhmmFromText, isoFromYmd, textFromHhmm, ymdFromIso } from './clinic-time';

const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('booking setup schemas', () => {
  it('sorts a day’s periods, allows 24:00 and touching periods, refuses overlaps, reversed and short ones', () => {
    expect(dayPeriodsInput.parse([{ start: 1400, end: 2400 }, { start: 900, end: 1400 }])).toEqual([{ start: 900, end: 1400 }, { start: 1400, end: 2400 }]);
    expect(issues(dayPeriodsInput.safeParse([{ start: 900, end: 1300 }, { start: 1259, end: 1400 }]))).toEqual({ '1.start': 'schedule:form.periodOverlap' });
    expect(issues(dayPeriodsInput.safeParse([{ start: 1300, end: 900 }]))).toEqual({ '0.end': 'schedule:form.endAfterStart' });
    // 10:45–11:10 is 25 minutes although 1110 − 1045 = 65.
    expect(issues(dayPeriodsInput.safeParse([{ start: 1045, end: 1110 }]))).toEqual({ '0.end': 'schedule:form.minSpan' });
    expect(issues(dayPeriodsInput.safeParse([{ start: 2400, end: 2400 }]))).toEqual({ '0.start': 'schedule:form.invalid' });
  });

  it('keeps only the chosen mode’s periods and fills the weekdays', () => {
    expect(serviceHoursInput.parse({ mode: 'FULL', daily: [{ start: 1, end: 2 }] })).toEqual({ mode: 'FULL' });
    const weekly = serviceHoursInput.parse({ mode: 'WEEKLY', weekly: { 2: [{ start: 900, end: 1000 }] } });
    expect(weekly).toEqual({ mode: 'WEEKLY', weekly: { 0: [], 1: [], 2: [{ start: 900, end: 1000 }], 3: [], 4: [], 5: [], 6: [] } });
  });

  it('knows each entry type’s target and wants times both or neither', () => {
    expect(['PLACE_OPEN', 'ROOM_RESERVED', 'STAFF_OPEN'].map((x) => entryTarget(x as never))).toEqual(['place', 'room', 'staff']);
    const base = { type: 'PLACE_RESERVED', placeId: 1, date: 20300101 };
    expect(scheduleEntryInput.parse(base)).toMatchObject({ roomId: null, staffId: null, start: null, end: null, remark: '' });
    expect(issues(scheduleEntryInput.safeParse({ ...base, start: 900 }))).toEqual({ end: 'schedule:form.timesBoth' });
    expect(scheduleEntryInput.parse({ ...base, start: 1030, end: 1100 })).toMatchObject({ start: 1030, end: 1100 });
  });

  it('takes a plan’s package all or none, within 2–100 sessions, a price above zero and 30–1095 days', () => {
    const L = { 'zh-HK': '跟進', 'zh-CN': '跟进', en: 'Follow-up' };
    const plan = { kind: 'basic', name: L, desc: L, durationMin: 45, price: 680, caseType: 'PHYSIO', isEnabled: false };
    expect(servicePlanInput.parse(plan)).toMatchObject({ packageSessions: null, packagePrice: null, packageValidDays: null });
    expect(servicePlanInput.parse({ ...plan, packageSessions: 10, packagePrice: 6200, packageValidDays: 365 })).toMatchObject({ packageSessions: 10, packagePrice: 6200, packageValidDays: 365 });
    expect(issues(servicePlanInput.safeParse({ ...plan, packageSessions: 10 }))).toEqual({ packagePrice: 'schedule:form.packageAllOrNone', packageValidDays: 'schedule:form.packageAllOrNone' });
    const bad = { ...plan, packageSessions: 1, packagePrice: 0, packageValidDays: 1096 };
    expect(issues(servicePlanInput.safeParse(bad))).toEqual({ packageSessions: 'schedule:form.invalid', packagePrice: 'schedule:form.invalid', packageValidDays: 'schedule:form.invalid' });
    expect(issues(servicePlanInput.safeParse({ ...plan, packageSessions: 101, packagePrice: 6200.555, packageValidDays: 29 }))).toEqual({
      packageSessions: 'schedule:form.invalid', packagePrice: 'schedule:form.invalid', packageValidDays: 'schedule:form.invalid',
    });
  });

  it('checks a holiday form against the dates already listed', () => {
    const form = holidayAgainst(placeHolidayInput, [20300101]);
    expect(issues(form.safeParse({ date: 20300101 }))).toEqual({ date: 'schedule:form.holidayDuplicate' });
    expect(form.safeParse({ date: 20300102 }).success).toBe(true);
  });

  it('converts what the forms type', () => {
    expect([ymdFromIso('2030-02-03'), ymdFromIso('3 Feb')]).toEqual([20300203, Number.NaN]);
    expect(isoFromYmd(20300203)).toBe('2030-02-03');
    expect(['9:30', '09:30', '0930', '24:00', '', 'noon'].map(hhmmFromText)).toEqual([930, 930, 930, 2400, null, Number.NaN]);
    expect([textFromHhmm(930), textFromHhmm(2400)]).toEqual(['09:30', '24:00']);
    expect([680, 680.5, 680.55, 680.555, -1].map(isDollarAmount)).toEqual([true, true, true, false, false]);
    expect([centsOf(680.55), centsOf(0.1 + 0.2), dollarsText(68050)]).toEqual([68055, 30, '680.50']);
  });
});
