/**
 * The member's event-registration calls (docs/events.md), through apiFetch (credentials and the
 * anti-forgery header, spec §7; failures show the spec §8 popups).
 */
import type { Lng } from '../../../common/i18n-config';
import type { RegistrationStatus as ServerStatus } from '../../../server/domain/event/get-registration-status';
import type { MemberEventRow } from '../../../server/domain/event/list-member-events';
import { apiFetch } from '../errors/api-client';

export type { MemberEventRow };
/** The registration read, where a paid event's PENDING registration names the deal that holds its seat (docs/deals.md). */
export type RegistrationStatus = Omit<ServerStatus, 'registration'> & {
  registration: (NonNullable<ServerStatus['registration']> & { dealId?: number | null }) | null;
};
export type EventScope = 'upcoming' | 'past';

export const eventsApi = {
  /** Read on every visit to an event's page: a failure leaves the panel empty, without a popup. */
  status: (eventId: number) => apiFetch<RegistrationStatus>(`/api/events/${eventId}/registration`, { silent: true }),
  register: (eventId: number) => apiFetch<RegistrationStatus>(`/api/events/${eventId}/registration`, { method: 'POST' }),
  cancel: (registrationId: number) => apiFetch<RegistrationStatus>(`/api/events/registrations/${registrationId}`, { method: 'DELETE' }),
  mine: (scope: EventScope, lng: Lng) => apiFetch<{ rows: MemberEventRow[] }>('/api/user/events', { query: { scope, lng } }),
};
