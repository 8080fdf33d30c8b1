import { describe, expect, it } from 'vitest';
import type { Availability, BookingOptions } from './api';
import { bookingHref, currentStep, flowToParams, parseFlow, plansFor, priceOf, therapistsFor, validChoice, type FlowChoice } from './flow-state';

const OPTIONS: BookingOptions = {
  plans: [
    { id: 1, kind: 'basic', name: 'Physio', desc: '', durationMin: 60, priceCents: 88000, caseType: 'PHYSIO', serviceId: 5, therapistIds: [10, 11, 12], placeIds: [100, 200], addonIds: [3] },
    { id: 2, kind: 'basic', name: 'Pilates', desc: '', durationMin: 55, priceCents: 75000, caseType: 'PILATES', serviceId: 6, therapistIds: [12], placeIds: [200], addonIds: [] },
    { id: 3, kind: 'addon', name: 'Shockwave', desc: '', durationMin: 30, priceCents: 35000, caseType: 'PHYSIO', serviceId: 5, therapistIds: [10], placeIds: [100, 200], addonIds: [] },
  ],
  services: [
    { id: 5, slug: 'physiotherapy', name: 'Physiotherapy' },
    { id: 6, slug: 'aloha-pilates', name: 'Pilates' },
  ],
  offers: [
    { id: 40, kind: 'basic', title: 'First visit', priceCents: 68000, planIds: [1] },
    { id: 41, kind: 'addon', title: 'Shockwave offer', priceCents: 20000, planIds: [3] },
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
const none: FlowChoice = { addons: [], parts: [], symptoms: [], requests: [], other: '' };
const q = (s: string) => parseFlow(new URLSearchParams(s));

describe('booking flow state in the URL', () => {
  it('reads a deep link and writes it back unchanged', () => {
    const c = q('plan=1&place=100&therapist=any&date=20260106&time=930&parts=3,4&symptoms=7&req=INVOICE,OTHER&other=Receipt%20in%20English&step=confirm');
    expect(c).toEqual({ plan: 1, addons: [], place: 100, therapist: 'any', date: 20260106, time: 930, parts: [3, 4], symptoms: [7], requests: ['INVOICE', 'OTHER'], other: 'Receipt in English', step: 'confirm' });
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

  it('never offers an add-on alone, and narrows plans by service, therapist and offer', () => {
    const ids = (c: Partial<FlowChoice>) => plansFor(OPTIONS, { ...none, ...c }).map((p) => p.id);
    expect(ids({})).toEqual([1, 2]);
    expect(ids({ service: 'aloha-pilates' })).toEqual([2]);
    expect(ids({ prefer: 10 })).toEqual([1]);
    expect(ids({ promo: 40 })).toEqual([1]);
    // An add-on offer: the plans that take that add-on.
    expect(ids({ promo: 41 })).toEqual([1]);
    expect(validChoice(q('plan=3'), OPTIONS, null).plan).toBeUndefined();
  });

  it('keeps only add-ons that go with the plan, and only therapists who deliver them too', () => {
    expect(validChoice(q('plan=2&addons=3'), OPTIONS, null).addons).toEqual([]);
    const c = validChoice(q('plan=1&addons=3&place=100'), OPTIONS, null);
    expect(c.addons).toEqual([3]);
    expect(therapistsFor(OPTIONS, OPTIONS.plans[0]!, 100, c.addons).map((t) => t.id)).toEqual([10]);
  });

  it('chooses the therapist asked for from their card once plan and place are known', () => {
    expect(validChoice(q('with=12&plan=2&place=200'), OPTIONS, null).therapist).toBe(12);
    expect(validChoice(q('with=11&plan=1&place=100'), OPTIONS, null).therapist).toBeUndefined();
  });

  it('prices the plan, its add-ons and the offer by the server rule', () => {
    const [physio, , shock] = OPTIONS.plans;
    expect(priceOf(physio!, [], OPTIONS.offers[0])).toMatchObject({ totalCents: 68000, durationMin: 60, offerApplied: true });
    expect(priceOf(physio!, [shock!], OPTIONS.offers[1])).toMatchObject({ totalCents: 88000 + 20000, durationMin: 90, offerApplied: true });
    expect(priceOf(physio!, [shock!], undefined)).toMatchObject({ totalCents: 88000 + 35000, offerApplied: false });
    expect(bookingHref({ service: 'physiotherapy' })).toBe('/booking?service=physiotherapy');
  });
});
