import type { EventAttendance } from '../../../common/event-registration-rules';
import type { Lng } from '../../../common/i18n-config';
import type { Db } from '../../db/client';
import { loadTranslators, type Translate } from '../notifications/notify';
import type { Clock } from '../shared/clock';
import type { ManageCtx } from '../shared/manage-context';
import { cancelRegistration } from './cancel-registration';
import { getRegistrationStatus } from './get-registration-status';
import { listAttendees } from './list-attendees';
import { listMemberEvents } from './list-member-events';
import { registerForEvent } from './register-for-event';
import { setAttendance } from './set-attendance';

/**
 * Event registration bound to the database and the clock (services.eventRegistration): members'
 * calls take the member's id (callers check the member: server/http/api-event-registration.ts);
 * staff calls take a ManageCtx (callers check EVENT_VIEW / EVENT_EDIT).
 */
export function bindEventRegistration(db: Db, deps: { clock: Clock; translate: Translate; notifying: <T>(fn: () => Promise<T>) => Promise<T> }) {
  const { clock } = deps;
  return {
    status: (eventId: number, memberId: string | null) => getRegistrationStatus(db, eventId, memberId, clock.now()),
    register: (memberId: string, eventId: number) => registerForEvent(db, memberId, eventId, clock.now()),
    /** A promoted member's notification is published once the cancellation has committed. */
    cancel: (memberId: string, registrationId: number) => deps.notifying(async () => cancelRegistration(db, memberId, registrationId, clock.now(), await loadTranslators(deps.translate))),
    listMine: (memberId: string, q: { scope: 'upcoming' | 'past'; lng: Lng }) => listMemberEvents(db, memberId, q, clock.now()),
    attendees: (eventId: number) => listAttendees(db, eventId, clock.now()),
    setAttendance: (ctx: ManageCtx, eventId: number, registrationId: number, attendance: EventAttendance | null) => setAttendance(db, ctx, eventId, registrationId, attendance, clock.now()),
  };
}
