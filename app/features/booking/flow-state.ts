/**
 * The booking flow's choices live in the URL (`/booking?plan=&place=&therapist=&date=&time=…`):
 * deep links preselect, a reload keeps the place, and a signed-out visitor sent to /sign comes
 * back to the same screen with everything chosen. Pure functions, tested beside.
 */
import { SPECIAL_REQUESTS, type SpecialRequest } from '../../../common/booking-rules';
import { isValidDate, isValidTime } from '../../../common/clinic-time';
import type { Availability, BookingOptions, OfferOption, PlanOption, TherapistOption } from './api';

export const FLOW_STEPS = ['plan', 'place', 'therapist', 'date', 'time', 'details', 'confirm'] as const;
export type FlowStep = (typeof FLOW_STEPS)[number];

/** "any" = no preferred therapist. */
export type TherapistChoice = number | 'any';

export interface FlowChoice {
  /** The service the visitor came from (`service=<slug>`): only its plans are offered until cleared. */
  service?: string;
  /** A therapist asked for from their card (`with=<id>`): only their plans and places, chosen for them at the therapist step. */
  prefer?: number;
  /** An offer to apply (`promo=<id>`): only the plans it discounts are offered, at its price. */
  promo?: number;
  plan?: number;
  /** Add-on plans booked with the plan (`addons=1,2`). */
  addons: number[];
  place?: number;
  therapist?: TherapistChoice;
  date?: number;
  time?: number;
  parts: number[];
  symptoms: number[];
  requests: SpecialRequest[];
  other: string;
  /** The step asked for (`step=`); only honoured when everything before it is chosen. */
  step?: FlowStep;
}

const posInt = (v: string | null): number | undefined => {
  if (!v || !/^\d{1,9}$/.test(v)) return undefined;
  const n = Number(v);
  return n > 0 ? n : undefined;
};
const idList = (v: string | null): number[] => [...new Set((v ?? '').split(',').map((x) => posInt(x.trim())).filter((n): n is number => n !== undefined))];

/** Reads the choices from the query string, dropping anything malformed. */
export function parseFlow(params: URLSearchParams): FlowChoice {
  const therapistRaw = params.get('therapist');
  const date = posInt(params.get('date'));
  const timeRaw = params.get('time');
  const time = timeRaw !== null && /^\d{1,4}$/.test(timeRaw) && isValidTime(Number(timeRaw)) ? Number(timeRaw) : undefined;
  const step = params.get('step');
  const service = params.get('service');
  return {
    service: service && /^[a-z0-9-]{1,80}$/.test(service) ? service : undefined,
    prefer: posInt(params.get('with')),
    promo: posInt(params.get('promo')),
    plan: posInt(params.get('plan')),
    addons: idList(params.get('addons')),
    place: posInt(params.get('place')),
    therapist: therapistRaw === 'any' ? 'any' : posInt(therapistRaw),
    date: date !== undefined && isValidDate(date) ? date : undefined,
    time,
    parts: idList(params.get('parts')),
    symptoms: idList(params.get('symptoms')),
    requests: SPECIAL_REQUESTS.filter((r) => (params.get('req') ?? '').split(',').includes(r)),
    other: (params.get('other') ?? '').slice(0, 500),
    step: (FLOW_STEPS as readonly string[]).includes(step ?? '') ? (step as FlowStep) : undefined,
  };
}

/** The query string of a set of choices (empty values left out). */
export function flowToParams(c: Partial<FlowChoice>): URLSearchParams {
  const p = new URLSearchParams();
  if (c.service) p.set('service', c.service);
  if (c.prefer) p.set('with', String(c.prefer));
  if (c.promo) p.set('promo', String(c.promo));
  if (c.plan) p.set('plan', String(c.plan));
  if (c.addons?.length) p.set('addons', c.addons.join(','));
  if (c.place) p.set('place', String(c.place));
  if (c.therapist !== undefined) p.set('therapist', String(c.therapist));
  if (c.date) p.set('date', String(c.date));
  if (c.time !== undefined) p.set('time', String(c.time));
  if (c.parts?.length) p.set('parts', c.parts.join(','));
  if (c.symptoms?.length) p.set('symptoms', c.symptoms.join(','));
  if (c.requests?.length) p.set('req', c.requests.join(','));
  if (c.other) p.set('other', c.other);
  if (c.step) p.set('step', c.step);
  return p;
}

/** The booking flow's path and query for a deep link ("/booking?service=physiotherapy"), before localizing. */
export function bookingHref(c: Partial<FlowChoice>): string {
  const q = flowToParams(c).toString();
  return q ? `/booking?${q}` : '/booking';
}

/** The offer in `c.promo`, when it is live and applies to a plan the flow can book. */
export function offerOf(opts: BookingOptions, c: Pick<FlowChoice, 'promo'>): OfferOption | undefined {
  return c.promo ? opts.offers.find((o) => o.id === c.promo) : undefined;
}

/**
 * The basic plans to offer: narrowed by the service asked for, the therapist asked for, the
 * offer (its plans, or for an add-on offer the plans that take that add-on) and add-ons already
 * chosen. Add-ons are never offered alone.
 */
export function plansFor(opts: BookingOptions, c: Pick<FlowChoice, 'service' | 'prefer' | 'promo' | 'addons'>): PlanOption[] {
  const service = c.service ? opts.services.find((s) => s.slug === c.service) : undefined;
  const offer = offerOf(opts, c);
  return opts.plans.filter(
    (p) =>
      p.kind === 'basic' &&
      (!service || p.serviceId === service.id) &&
      (!c.prefer || p.therapistIds.includes(c.prefer)) &&
      (!offer || (offer.kind === 'basic' ? offer.planIds.includes(p.id) : offer.planIds.some((a) => p.addonIds.includes(a)))) &&
      c.addons.every((a) => p.addonIds.includes(a)),
  );
}

/** Add-on plans that go with `plan`. */
export function addonsFor(opts: BookingOptions, plan: PlanOption): PlanOption[] {
  return opts.plans.filter((a) => plan.addonIds.includes(a.id));
}

export interface PricedLine {
  plan: PlanOption;
  /** What this line costs: the offer's price when it applies, else the plan's. */
  priceCents: number;
}
/** The price of a plan with add-ons and an offer, by the server's rule (price-booking.ts). */
export function priceOf(plan: PlanOption, addons: PlanOption[], offer: OfferOption | undefined): { lines: PricedLine[]; totalCents: number; durationMin: number; offerApplied: boolean } {
  let applied = false;
  const lines = [plan, ...addons].map((p) => {
    if (!applied && offer && offer.planIds.includes(p.id)) {
      applied = true;
      return { plan: p, priceCents: Math.min(p.priceCents, offer.priceCents) };
    }
    return { plan: p, priceCents: p.priceCents };
  });
  return { lines, totalCents: lines.reduce((s, l) => s + l.priceCents, 0), durationMin: lines.reduce((s, l) => s + l.plan.durationMin, 0), offerApplied: applied };
}

/** Therapists who deliver the plan at the place (a therapist without a home place works anywhere). */
export function therapistsFor(opts: BookingOptions, plan: PlanOption, placeId: number, addons: readonly number[] = []): TherapistOption[] {
  const addonPlans = opts.plans.filter((a) => addons.includes(a.id));
  return opts.therapists.filter(
    (t) => plan.therapistIds.includes(t.id) && addonPlans.every((a) => a.therapistIds.includes(t.id)) && (t.placeId === null || t.placeId === placeId),
  );
}

/**
 * The choices that still hold against the options and, once loaded, the availability: an unknown
 * plan, a place the plan is not offered at, a therapist who does not deliver it there, a date
 * without free times or a time no longer free is dropped with everything after it.
 */
export function validChoice(c: FlowChoice, opts: BookingOptions, availability: Availability | null): FlowChoice {
  const out: FlowChoice = { addons: [], parts: c.parts, symptoms: c.symptoms, requests: c.requests, other: c.other, step: c.step };
  if (c.service && opts.services.some((s) => s.slug === c.service)) out.service = c.service;
  if (c.prefer && opts.therapists.some((t) => t.id === c.prefer)) out.prefer = c.prefer;
  if (offerOf(opts, c)) out.promo = c.promo;
  const plan = plansFor(opts, out).find((p) => p.id === c.plan);
  if (!plan) return out;
  out.plan = plan.id;
  // Only add-ons that go with the plan (an add-on is never booked alone).
  out.addons = c.addons.filter((a) => plan.addonIds.includes(a));
  const therapists = (placeId: number) => therapistsFor(opts, plan, placeId, out.addons);
  if (!c.place || !plan.placeIds.includes(c.place) || !opts.places.some((p) => p.id === c.place) || therapists(c.place).length === 0) return out;
  out.place = c.place;
  // The therapist asked for from their card is chosen for the member when they work here.
  const therapist = c.therapist ?? (out.prefer && therapists(c.place).some((t) => t.id === out.prefer) ? out.prefer : undefined);
  if (therapist === undefined) return out;
  if (therapist !== 'any' && !therapists(c.place).some((t) => t.id === therapist)) return out;
  out.therapist = therapist;
  if (c.date === undefined) return out;
  if (!availability) {
    // Not known yet: keep the date and time until the free times arrive.
    out.date = c.date;
    out.time = c.time;
    return out;
  }
  const day = availability.dates.find((d) => d.date === c.date);
  if (!day || day.times.length === 0) return out;
  out.date = c.date;
  if (c.time !== undefined && day.times.includes(c.time)) out.time = c.time;
  return out;
}

/** Whether the details step is complete: OTHER needs its text (memberBookingInput says the same). */
export function detailsComplete(c: FlowChoice): boolean {
  return !c.requests.includes('OTHER') || c.other.trim().length > 0;
}

/**
 * The step to show: the first one not chosen yet, or an earlier one the member went back to
 * (`step=`). The confirm step needs complete details.
 */
export function currentStep(c: FlowChoice): FlowStep {
  const order: [FlowStep, unknown][] = [
    ['plan', c.plan],
    ['place', c.place],
    ['therapist', c.therapist],
    ['date', c.date],
    ['time', c.time],
  ];
  const firstOpen = order.find(([, v]) => v === undefined)?.[0] ?? 'details';
  const furthest: FlowStep = firstOpen === 'details' && c.step === 'confirm' && detailsComplete(c) ? 'confirm' : firstOpen;
  if (c.step && FLOW_STEPS.indexOf(c.step) < FLOW_STEPS.indexOf(furthest)) return c.step;
  return furthest;
}
