/**
 * The member's waiting-list calls (issue 13; docs/booking.md "Waiting lists"), through apiFetch
 * (credentials and the anti-forgery header, spec §7).
 */
import type { LocalizedText } from '../../../../common/i18n-config';
import type { DayPart, WaitlistEntryState, WaitlistOfferState } from '../../../../common/waitlist';
import { apiFetch } from '../../errors/api-client';

export interface WaitlistOffer {
  id: number;
  therapist: LocalizedText;
  date: number;
  start: number;
  end: number;
  state: WaitlistOfferState;
  expiresAt: string;
  bookingId: number | null;
}
export interface WaitlistEntry {
  id: number;
  planId: number;
  plan: LocalizedText;
  placeId: number;
  place: LocalizedText;
  therapistId: number | null;
  therapist: LocalizedText | null;
  dateFrom: number;
  dateTo: number;
  dayParts: DayPart[];
  timeFrom: number | null;
  timeTo: number | null;
  state: WaitlistEntryState;
  createdAt: string;
  offers: WaitlistOffer[];
}
export interface MyWaitlist {
  entries: WaitlistEntry[];
  holdMinutes: number;
  /** The no-show rule applies: bookings made from an offer wait for staff approval. */
  needsApproval: boolean;
  noShows: number | null;
}

export const waitlistApi = {
  mine: () => apiFetch<MyWaitlist>('/api/user/waitlist', { silent: true }),
  join: (input: unknown) => apiFetch<{ id: number }>('/api/user/waitlist', { method: 'POST', body: input, silent: true }),
  leave: (id: number) => apiFetch<{ ok: true }>(`/api/user/waitlist/${id}`, { method: 'DELETE', silent: true }),
  accept: (offerId: number) => apiFetch<{ bookingId: number; needsApproval: boolean }>(`/api/user/waitlist/offers/${offerId}/accept`, { method: 'POST', silent: true }),
  decline: (offerId: number) => apiFetch<{ ok: true }>(`/api/user/waitlist/offers/${offerId}/decline`, { method: 'POST', silent: true }),
};
