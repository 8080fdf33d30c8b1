import { describe, expect, it } from 'vitest';
import type { Availability, BookingOptions } from './api';
import { currentStep, flowToParams, parseFlow, therapistsFor, validChoice, type FlowChoice } from './flow-state';

const OPTIONS: BookingOptions = {
  plans: [
    { id: 1, kind: 'basic', name: 'Physio', desc: '', durationMin: 60, priceCents: 88000, caseType: 'PHYSIO', therapistIds: [10, 11, 12], placeIds: [100, 200] },
    { id: 2, kind: 'basic', name: 'Pilates', desc: '', durationMin: 55, priceCents: 75000, caseType: 'PILATES', therapistIds: [12], placeIds: [200] },
  ],
  places: [
    { id: 100, code: 'central', name: 'Central', address: '', minuteGrid: 'half' },
    { id: 200, code: 'tst', name: 'TST', address: '', minuteGrid: 'quarter' },
  ],
  therapists: [
    { id: 10, slug: 'a', name: 'A', title: '', photo: null, placeId: 100 },
    { id: 11, slug: 'b', name: 'B', title: '', photo: null, placeId: 200 },
    { id: 12, slug: 'c', name: 'C', title: '', photo: null, placeId: null },
  ],
};
const AVAILABILITY: Availability = { step: 30, dates: [{ date: 20260105, times: [] }, { date: 20260106, times: [900, 930] }] };
const none: FlowChoice = { parts: [], symptoms: [], requests: [], other: '' };
const q = (s: string) => parseFlow(new URLSearchParams(s));

describe('booking flow state in the URL', () => {
  it('reads a deep link and writes it back unchanged', () => {
    const c = q('plan=1&place=100&therapist=any&date=20260106&time=930&parts=3,4&symptoms=7&req=INVOICE,OTHER&other=Receipt%20in%20English&step=confirm');
    expect(c).toEqual({ plan: 1, place: 100, therapist: 'any', date: 20260106, time: 930, parts: [3, 4], symptoms: [7], requests: ['INVOICE', 'OTHER'], other: 'Receipt in English', step: 'confirm' });
    expect(parseFlow(flowToParams(c))).toEqual(c);
  });

  it('drops malformed values: bad ids, impossible dates and times, unknown requests and steps', () => {
    const c = q('plan=x&place=-2&therapist=0&date=20260230&time=960&parts=1,a,1&req=INVOICE,FREE&step=pay');
    expect(c).toEqual({ ...none, plan: undefined, place: undefined, therapist: undefined, date: undefined, time: undefined, parts: [1], requests: ['INVOICE'], step: undefined });
  });

  it('offers only the therapists of the plan who work at the place or anywhere', () => {
    expect(therapistsFor(OPTIONS, OPTIONS.plans[0]!, 100).map((t) => t.id)).toEqual([10, 12]);
    expect(therapistsFor(OPTIONS, OPTIONS.plans[0]!, 200).map((t) => t.id)).toEqual([11, 12]);
  });

  it('drops a place the plan is not offered at, and everything after it', () => {
    const c = validChoice(q('plan=2&place=100&therapist=12&date=20260106&time=900'), OPTIONS, AVAILABILITY);
    expect([c.plan, c.place, c.therapist, c.date, c.time]).toEqual([2, undefined, undefined, undefined, undefined]);
    expect(currentStep(c)).toBe('place');
  });

  it('drops a therapist who does not work at the chosen place', () => {
    const c = validChoice(q('plan=1&place=100&therapist=11'), OPTIONS, null);
    expect(c.therapist).toBeUndefined();
    expect(currentStep(c)).toBe('therapist');
  });

  it('a date without free times cannot be chosen, even from a link', () => {
    const c = validChoice(q('plan=1&place=100&therapist=any&date=20260105&time=900'), OPTIONS, AVAILABILITY);
    expect(c.date).toBeUndefined();
    expect(currentStep(c)).toBe('date');
  });

  it('a time that is no longer free goes back to the time step', () => {
    const c = validChoice(q('plan=1&place=100&therapist=any&date=20260106&time=1000'), OPTIONS, AVAILABILITY);
    expect([c.date, c.time]).toEqual([20260106, undefined]);
    expect(currentStep(c)).toBe('time');
  });

  it('keeps the date and time while the free times are still loading', () => {
    const c = validChoice(q('plan=1&place=100&therapist=any&date=20260106&time=1000'), OPTIONS, null);
    expect(c).toMatchObject({ date: 20260106, time: 1000 });
  });

  it('shows the first open step, an earlier step gone back to, and confirm only with complete details', () => {
    const full = validChoice(q('plan=1&place=100&therapist=any&date=20260106&time=930'), OPTIONS, AVAILABILITY);
    expect(currentStep(full)).toBe('details');
    expect(currentStep({ ...full, step: 'confirm' })).toBe('confirm');
    expect(currentStep({ ...full, step: 'place' })).toBe('place');
    expect(currentStep({ ...full, step: 'confirm', requests: ['OTHER'], other: '  ' })).toBe('details');
    expect(currentStep({ ...full, step: 'confirm', requests: ['OTHER'], other: 'Wheelchair access' })).toBe('confirm');
    expect(currentStep({ ...none, step: 'confirm' })).toBe('plan');
  });
});
