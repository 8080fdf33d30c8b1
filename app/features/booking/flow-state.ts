/**
 * The booking flow's choices live in the URL (`/booking?plan=&place=&therapist=&date=&time=…`):
 * deep links preselect, a reload keeps the place, and a signed-out visitor sent to /sign comes
 * back to the same screen with everything chosen. Pure functions, tested beside.
 */
import { SPECIAL_REQUESTS, type SpecialRequest } from '../../../common/booking.schema';
import { isValidDate, isValidTime } from '../../../common/clinic-time';
import type { Availability, BookingOptions, PlanOption, TherapistOption } from './api';

export const FLOW_STEPS = ['plan', 'place', 'therapist', 'date', 'time', 'details', 'confirm'] as const;
export type FlowStep = (typeof FLOW_STEPS)[number];

/** "any" = no preferred therapist. */
export type TherapistChoice = number | 'any';

export interface FlowChoice {
  plan?: number;
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
  return {
    plan: posInt(params.get('plan')),
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
export function flowToParams(c: FlowChoice): URLSearchParams {
  const p = new URLSearchParams();
  if (c.plan) p.set('plan', String(c.plan));
  if (c.place) p.set('place', String(c.place));
  if (c.therapist !== undefined) p.set('therapist', String(c.therapist));
  if (c.date) p.set('date', String(c.date));
  if (c.time !== undefined) p.set('time', String(c.time));
  if (c.parts.length) p.set('parts', c.parts.join(','));
  if (c.symptoms.length) p.set('symptoms', c.symptoms.join(','));
  if (c.requests.length) p.set('req', c.requests.join(','));
  if (c.other) p.set('other', c.other);
  if (c.step) p.set('step', c.step);
  return p;
}

/** Therapists who deliver the plan at the place (a therapist without a home place works anywhere). */
export function therapistsFor(opts: BookingOptions, plan: PlanOption, placeId: number): TherapistOption[] {
  return opts.therapists.filter((t) => plan.therapistIds.includes(t.id) && (t.placeId === null || t.placeId === placeId));
}

/**
 * The choices that still hold against the options and, once loaded, the availability: an unknown
 * plan, a place the plan is not offered at, a therapist who does not deliver it there, a date
 * without free times or a time no longer free is dropped with everything after it.
 */
export function validChoice(c: FlowChoice, opts: BookingOptions, availability: Availability | null): FlowChoice {
  const out: FlowChoice = { parts: c.parts, symptoms: c.symptoms, requests: c.requests, other: c.other, step: c.step };
  const plan = opts.plans.find((p) => p.id === c.plan);
  if (!plan) return out;
  out.plan = plan.id;
  if (!c.place || !plan.placeIds.includes(c.place) || !opts.places.some((p) => p.id === c.place)) return out;
  out.place = c.place;
  if (c.therapist === undefined) return out;
  if (c.therapist !== 'any' && !therapistsFor(opts, plan, c.place).some((t) => t.id === c.therapist)) return out;
  out.therapist = c.therapist;
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
