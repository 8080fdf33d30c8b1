/**
 * The member booking API as the screens see it (issue 4): the JSON shapes and one function per
 * call, all through apiFetch (credentials + anti-forgery header, spec §7).
 */
import type { BookingStatus, SpecialRequest } from '../../../common/booking-rules';
import type { Lng } from '../../../common/i18n-config';
import type { PackageOffer } from '../../../common/package-rules';
import type { BookingPackageUse } from '../../../common/package.schema';
import { apiFetch } from '../errors/api-client';

export interface PlanOption {
  id: number;
  kind: 'basic' | 'addon';
  name: string;
  desc: string;
  durationMin: number;
  priceCents: number;
  caseType: string;
  serviceId: number | null;
  therapistIds: number[];
  placeIds: number[];
  /** Add-on plans that go with this (basic) plan. */
  addonIds: number[];
  /** Also sold as a package of sessions (bought on the service's page). */
  package?: PackageOffer | null;
}
export interface ServiceOption {
  id: number;
  slug: string;
  name: string;
}
/** A live offer: its price applies to `planIds` (basic plans, or add-ons for an add-on offer). */
export interface OfferOption {
  id: number;
  kind: 'basic' | 'addon';
  title: string;
  priceCents: number;
  planIds: number[];
}
export interface PlaceOption {
  id: number;
  code: string;
  name: string;
  address: string;
  minuteGrid: string;
}
export interface TherapistOption {
  id: number;
  slug: string;
  name: string;
  title: string;
  photo: string | null;
  placeId: number | null;
}
export interface BookingOptions {
  plans: PlanOption[];
  services: ServiceOption[];
  offers: OfferOption[];
  places: PlaceOption[];
  therapists: TherapistOption[];
}

/** One date of the member window; an empty `times` means the date cannot be booked. */
export interface AvailableDate {
  date: number;
  times: number[];
}
export interface Availability {
  step: number;
  dates: AvailableDate[];
}

export interface BodyOptions {
  parts: { id: number; name: string }[];
  symptoms: { id: number; name: string; bodyPartId: number | null }[];
}

export interface Booking {
  id: number;
  status: BookingStatus;
  date: number;
  start: number;
  end: number;
  durationMin: number;
  plan: { id: number; name: string; priceCents: number };
  /** What the plan was booked for (an offer's price when one applied). */
  planPriceCents: number;
  addons: { id: number; name: string; durationMin: number; priceCents: number }[];
  promotion: { id: number; title: string } | null;
  place: { id: number; name: string; address: string };
  therapist: { id: number; name: string };
  /** The therapist the member chose; null = any. */
  preferredTherapistId: number | null;
  room: { code: string } | null;
  parts: number[];
  symptoms: number[];
  specialRequests: SpecialRequest[];
  otherRequest: string;
  totalAmtCents: number;
  actualAmtCents: number | null;
  /** DONE by drawing a session of the member's package. */
  packageUse: BookingPackageUse | null;
  /** DONE with money received at the clinic: its payment (/user/deals/{id}). */
  dealId: number | null;
  reason: string;
  canChange: boolean;
  changeDeadline: string | null;
  createdAt: string;
}

/** The member's review of a booking (server/domain/review/member-review.ts). */
export interface MemberReview {
  id: number;
  rating: number;
  displayName: string;
  content: string;
  /** Shown on the site (staff checked it); otherwise waiting, hidden or removed. */
  published: boolean;
  createdAt: string;
}

/** Spec §3 list pagination. */
export interface Pagination {
  currPage: number;
  isOutOfRange: boolean;
  page: { hasNext: boolean };
}

export type BookingScope = 'upcoming' | 'past';

export const bookingApi = {
  options: (lng: Lng) => apiFetch<BookingOptions>('/api/booking/options', { query: { lng }, silent: true }),
  availability: (q: { planId: number; addonIds: number[]; placeId: number; therapistId?: number; from: number; to: number }) =>
    apiFetch<Availability>('/api/booking/availability', { query: { ...q, addonIds: q.addonIds.join(',') }, silent: true }),
  bodyOptions: (lng: Lng) => apiFetch<BodyOptions>('/api/booking/body-options', { query: { lng }, silent: true }),
  /** `idempotencyKey` is made once per confirm screen, so a repeated click books once. */
  create: (input: unknown, idempotencyKey: string) =>
    apiFetch<{ booking: Booking }>('/api/booking', { method: 'POST', body: input, headers: { 'Idempotency-Key': idempotencyKey }, silent: true }),
  mine: (scope: BookingScope, page: number, lng: Lng) =>
    apiFetch<{ rows: Booking[]; pagination: Pagination }>('/api/booking/mine', { query: { scope, page, lng }, silent: true }),
  get: (id: number, lng: Lng) => apiFetch<{ booking: Booking; review: MemberReview | null }>(`/api/booking/${id}`, { query: { lng }, silent: true }),
  reschedule: (id: number, input: { date: number; start: number }) =>
    apiFetch<{ booking: Booking }>(`/api/booking/${id}`, { method: 'PATCH', body: input, silent: true }),
  cancel: (id: number, reason: string) => apiFetch<{ booking: Booking }>(`/api/booking/${id}/cancel`, { method: 'POST', body: { reason }, silent: true }),
  confirm: (id: number) => apiFetch<{ booking: Booking }>(`/api/booking/${id}/confirm`, { method: 'POST', silent: true }),
  /** Whether a private iCal link is live; its URL is only ever shown when issued. */
  calendarFeed: () => apiFetch<{ active: boolean; createdAt: string | null }>('/api/user/calendar-feed', { silent: true }),
  /** Issues a new link (the old one stops working). */
  createCalendarFeed: () => apiFetch<{ url: string; active: boolean }>('/api/user/calendar-feed', { method: 'POST', silent: true }),
  revokeCalendarFeed: () => apiFetch<{ active: boolean }>('/api/user/calendar-feed', { method: 'DELETE', silent: true }),
};

export { newIdempotencyKey } from '../../../common/idempotency-key';
