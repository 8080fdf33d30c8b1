import { z } from 'zod';
import { attendanceInput, myEventsQuery } from '../../common/event-registration.schema';
import { bigId, serialId } from '../../common/validators/input';
import type { AppServices } from '../services';
import { perm } from './permission';
import { route, type AnyRoute } from './route';
import { bigIdParams, idParams, lngOf } from './route-kit';

const attendeeParams = z.object({ id: serialId, registrationId: bigId });
const perMember = (name: string) => ({ name, limit: 30, windowMs: 10 * 60_000 });

/**
 * Event registration (issue 12; docs/events.md): the public page reads the seats and the member's
 * own state in the browser (never in a cached page), members register and cancel, staff list the
 * attendees and check them in. Rules live in server/domain/event/.
 */
export function eventRegistrationRoutes(services: AppServices): AnyRoute[] {
  const reg = services.eventRegistration;
  return [
    route({
      method: 'get', path: '/api/events/{id}/registration', access: 'public', params: idParams,
      summary: "An event's registration now: status, free or not, seats left (null = unlimited) and, for a member, their own registration",
      handler: async (c, { actor, params }) => c.json(await reg.status(params.id, actor?.member ? actor.id : null)),
    }),
    route({
      method: 'post', path: '/api/events/{id}/registration', changesDesk: true, access: 'member', params: idParams, limits: [perMember('event-register')],
      summary: 'Registers the member while registration is open: CONFIRMED (free), PENDING with a deal to pay (paid; registration.dealId), or WAITING when full (409 EVENT_NOT_OPEN / EVENT_ALREADY_REGISTERED)',
      handler: async (c, { actor, params }) => {
        await reg.register(actor.id, params.id);
        return c.json(await reg.status(params.id, actor.id));
      },
    }),
    route({
      method: 'delete', path: '/api/events/registrations/{id}', changesDesk: true, access: 'member', params: bigIdParams, limits: [perMember('event-cancel')],
      summary: "Cancels one of the member's registrations until 24 hours before the event (409 EVENT_CANCEL_CLOSED); a freed seat goes to the waiting list",
      handler: async (c, { actor, params }) => {
        const { canceled } = await reg.cancel(actor.id, params.id);
        return c.json(await reg.status(canceled.eventId, actor.id));
      },
    }),
    route({
      method: 'get', path: '/api/user/events', access: 'member', query: myEventsQuery,
      summary: "The member's event registrations (query scope=upcoming|past, lng)",
      handler: async (c, { actor, query }) => c.json(await reg.listMine(actor.id, { scope: query.scope, lng: lngOf(c) })),
    }),
    route({
      method: 'get', path: '/api/manage/events/{id}/attendees', access: 'staff', permission: perm.view('EVENT'), params: idParams,
      summary: "An event's registrations: name, member code, phone, e-mail, state and attendance; canMark once the event has started",
      handler: async (c, { params }) => c.json(await reg.attendees(params.id)),
    }),
    route({
      method: 'put', path: '/api/manage/events/{id}/attendees/{registrationId}', changesDesk: true, access: 'staff', permission: perm.edit('EVENT'), params: attendeeParams, body: attendanceInput,
      summary: 'Checks a CONFIRMED registration in: ATTEND or MISS (null clears), once the event has started (409 EVENT_ATTENDANCE_NOT_YET / NOT_CONFIRMED); logged',
      handler: async (c, { ctx, params, body }) => {
        await reg.setAttendance(ctx, params.id, params.registrationId, body.attendance);
        return c.json(await reg.attendees(params.id));
      },
    }),
  ];
}
