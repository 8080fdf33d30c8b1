import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { availabilityQuery, bookingStatusInput, memberBookingInput, memberCancelInput, memberRescheduleInput, notificationsSawInput, scheduleQuery, staffBookingInput } from '../../common/booking.schema';
import { isStaff } from '../../common/permissions';
import { weatherClosureInput, weatherClosureQuery } from '../../common/weather-closure';
import { memberReviewInput } from '../../common/review.schema';
import { serialId } from '../../common/validators/input';
import type { Actor } from '../domain/accounts/get-actor';
import { AppError } from '../domain/app-error';
import type { PresentedBooking } from '../presenters/booking';
import type { RateLimitStore } from '../integrations/rate-limit-store';
import type { AppServices } from '../services';
import { perm } from './permission';
import { rateLimit } from './rate-limit';
import { byIp, route, type AnyRoute } from './route';
import { bigIdParams, lngOf } from './route-kit';

/** Bookings are bigserial; team members serial. */
const staffParams = z.object({ staffId: serialId });
const listQuery = z.object({ scope: z.enum(['upcoming', 'past']).catch('upcoming'), page: z.coerce.number().int().min(1).max(10_000).catch(1) });
const pageQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).catch(1) });

/** What a member sees of a booking: no staff remark, no internal flags. */
function forMember(b: PresentedBooking) {
  const { remark: _r, isForced: _f, source: _s, member: _m, ...rest } = b;
  return rest;
}

const BOOKING_VIEW = perm.view('BOOKING', 'SCHEDULE');
const BOOKING_EDIT = perm.edit('BOOKING');
const STAFF_EDIT = perm.edit('STAFF');
const perMember = (name: string) => ({ name, limit: 30, windowMs: 10 * 60_000 });

/**
 * Booking (spec §2 booking system, §7): the member's flow and bookings under /api/booking, the
 * member's notifications and calendar link under /api/user, the staff's schedule and bookings
 * under /api/manage. Every route checks who acts; the domain checks the rules.
 */
export function bookingRoutes(services: AppServices): AnyRoute[] {
  const bk = services.booking;
  const feedUrl = (token: string) => `${services.app.publicUrl}/calendar/${token}.ics`;

  async function ownBooking(c: Context, actor: Actor, id: number) {
    const b = await bk.get(id, lngOf(c));
    if (!b || b.member.id !== actor.id) throw new AppError('NOT_FOUND');
    return b;
  }
  /** Staff writes answer with the booking as it now is. */
  const bookingAfter = async (c: Context, id: number, write: Promise<unknown>) => {
    await write;
    return c.json({ booking: await bk.get(id, lngOf(c)) });
  };

  return [
    // ---- member flow -----------------------------------------------------------------------
    route({
      method: 'get', path: '/api/booking/options', access: 'public', summary: 'Plans, places and therapists a member can book (query lng)',
      handler: async (c) => c.json(await bk.options(lngOf(c))),
    }),
    route({
      method: 'get', path: '/api/booking/body-options', access: 'public', summary: 'Body parts and symptoms for the booking form (query lng)',
      handler: async (c) => c.json(await bk.bodyOptions(lngOf(c))),
    }),
    route({
      method: 'get', path: '/api/booking/availability', access: 'public', query: availabilityQuery,
      summary: 'Free start times (HHmm) per date (YYYYMMDD) of a plan at a place, optionally one therapist (horizon=staff for staff)',
      limits: [{ name: 'availability', limit: 240, windowMs: 60_000, key: byIp }],
      handler: async (c, { query, actor }) => {
        const horizon = c.req.query('horizon') === 'staff' && actor && isStaff(actor) && BOOKING_VIEW(actor.permissions) ? 'staff' : 'member';
        return c.json(await bk.availability(query, horizon));
      },
    }),
    route({
      method: 'post', path: '/api/booking', changesDesk: true, access: 'member', body: memberBookingInput, limits: [perMember('booking-create')],
      summary: 'Books a slot for the signed-in member (header Idempotency-Key: a retry returns the same booking; the key with another request is 422)',
      handler: async (c, { actor, body }) => {
        const { id, replayed } = await bk.createForMember(actor, body, c.req.header('idempotency-key') || undefined);
        return c.json({ booking: forMember((await bk.get(id, lngOf(c)))!), replayed });
      },
    }),
    route({
      method: 'get', path: '/api/booking/mine', access: 'member', query: listQuery, summary: "The member's bookings (query scope=upcoming|past, page, lng)",
      handler: async (c, { actor, query }) => {
        const list = await bk.listMine(actor.id, { scope: query.scope, page: query.page, lng: lngOf(c) });
        return c.json({ ...list, rows: list.rows.map(forMember) });
      },
    }),
    route({
      method: 'get', path: '/api/booking/{id}', access: 'member', params: bigIdParams,
      summary: "One of the member's bookings, with the member's review of it (null when none)",
      handler: async (c, { actor, params }) => {
        const booking = forMember(await ownBooking(c, actor, params.id));
        return c.json({ booking, review: await services.reviews.ofBooking(actor.id, params.id, lngOf(c)) });
      },
    }),
    route({
      method: 'patch', path: '/api/booking/{id}', changesDesk: true, access: 'member', params: bigIdParams, body: memberRescheduleInput, limits: [perMember('booking-change')],
      summary: 'Reschedules a booking inside the change window (back to WAIT for approval)',
      handler: async (c, { actor, params, body }) => {
        await ownBooking(c, actor, params.id);
        await bk.rescheduleByMember(actor, params.id, body);
        return c.json({ booking: forMember(await ownBooking(c, actor, params.id)) });
      },
    }),
    route({
      method: 'post', path: '/api/booking/{id}/cancel', changesDesk: true, access: 'member', params: bigIdParams, body: memberCancelInput, limits: [perMember('booking-change')],
      summary: 'Cancels a booking inside the change window',
      handler: async (c, { actor, params, body }) => {
        await bk.cancelByMember(actor, params.id, body.reason);
        return c.json({ booking: forMember(await ownBooking(c, actor, params.id)) });
      },
    }),
    route({
      method: 'post', path: '/api/booking/{id}/confirm', changesDesk: true, access: 'member', params: bigIdParams,
      summary: 'Confirms a booking staff made for the member (CONFIRM → ACCEPT)',
      handler: async (c, { actor, params }) => {
        await bk.confirmByMember(actor, params.id);
        return c.json({ booking: forMember(await ownBooking(c, actor, params.id)) });
      },
    }),

    route({
      method: 'post', path: '/api/user/bookings/{id}/review', access: 'member', params: bigIdParams, body: memberReviewInput,
      limits: [{ name: 'member-review', limit: 10, windowMs: 60 * 60_000 }],
      summary: "Reviews one of the member's completed (DONE) bookings, once; it waits for moderation (409 REVIEW_BOOKING_NOT_DONE / REVIEW_EXISTS)",
      handler: async (c, { actor, params, body }) => c.json({ review: await services.reviews.submitByMember(actor.id, params.id, body) }),
    }),

    // ---- notifications and calendar link ------------------------------------------------------
    route({
      method: 'get', path: '/api/user/notifications', access: 'signedIn', query: pageQuery,
      summary: 'Notifications, newest first (query page, lng): rows, pagination, lastNotifyAt, lastSawNotifyAt',
      handler: async (c, { actor, query }) => c.json(await services.notifications.list(actor.id, { page: query.page, lng: lngOf(c) })),
    }),
    route({
      method: 'patch', path: '/api/user/notifications', access: 'signedIn', body: notificationsSawInput,
      summary: 'Records when the list was last seen (lastSawNotifyAt, ms)',
      handler: async (c, { actor, body }) => c.json(await services.notifications.markSeen(actor.id, body.lastSawNotifyAt)),
    }),
    route({
      method: 'get', path: '/api/user/bookings/{id}/calendar.ics', access: 'member', params: bigIdParams,
      summary: "One of the member's live bookings as an iCalendar file (the reminders' calendar link; 404 when not theirs)",
      handler: async (c, { actor, params }) => {
        const text = await bk.calendarEntry(actor.id, params.id);
        if (text === null) throw new AppError('NOT_FOUND');
        return c.body(text, 200, {
          'Content-Type': 'text/calendar; charset=utf-8',
          'Content-Disposition': `attachment; filename="booking-${params.id}.ics"`,
          'Cache-Control': 'private, no-store',
        });
      },
    }),
    route({
      method: 'get', path: '/api/user/calendar-feed', access: 'member', summary: "Whether the member's private iCal link is active",
      handler: async (c, { actor }) => c.json(await bk.feedStatus({ memberId: actor.id })),
    }),
    route({
      method: 'post', path: '/api/user/calendar-feed', access: 'member', limits: [{ name: 'calendar-feed', limit: 10, windowMs: 60 * 60_000 }],
      summary: 'Issues a new private iCal link (the old one stops working); the URL is shown once',
      handler: async (c, { actor }) => c.json({ url: feedUrl(await bk.createFeed({ memberId: actor.id })), active: true }),
    }),
    route({
      method: 'delete', path: '/api/user/calendar-feed', access: 'member', summary: 'Revokes the private iCal link',
      handler: async (c, { actor }) => {
        await bk.revokeFeed({ memberId: actor.id });
        return c.json({ active: false });
      },
    }),

    // ---- staff --------------------------------------------------------------------------------
    route({
      method: 'get', path: '/api/manage/schedule', access: 'staff', permission: BOOKING_VIEW, query: scheduleQuery,
      summary: 'Combined schedule of a place for a day or a week (placeId, from, to)',
      handler: async (c, { query }) => c.json(await bk.schedule(query, lngOf(c))),
    }),
    route({
      method: 'get', path: '/api/manage/bookings/{id}', access: 'staff', permission: BOOKING_VIEW, params: bigIdParams, summary: 'One booking with its member',
      handler: async (c, { params }) => {
        const b = await bk.get(params.id, lngOf(c));
        if (!b) throw new AppError('NOT_FOUND');
        return c.json({ booking: b });
      },
    }),
    route({
      method: 'get', path: '/api/manage/bookings/{id}/whatsapp-reminder', access: 'staff', permission: BOOKING_VIEW, params: bigIdParams,
      summary: "A WhatsApp click-to-chat link to the booking's member with the reminder prefilled in their language (url null without a phone)",
      handler: async (c, { params }) => {
        if (!(await bk.get(params.id, lngOf(c)))) throw new AppError('NOT_FOUND');
        return c.json({ url: await bk.whatsappReminder(params.id) });
      },
    }),
    route({
      method: 'post', path: '/api/manage/bookings', changesDesk: true, access: 'staff', permission: BOOKING_EDIT, body: staffBookingInput,
      summary: 'Creates a booking for a member (409 BOOKING_CONFLICT lists reasons; force saves despite soft ones)',
      handler: async (c, { ctx, body }) => {
        const { id, replayed } = await bk.createForStaff(ctx, body, c.req.header('idempotency-key') || undefined);
        return c.json({ booking: await bk.get(id, lngOf(c)), replayed });
      },
    }),
    route({
      method: 'put', path: '/api/manage/bookings/{id}', changesDesk: true, access: 'staff', permission: BOOKING_EDIT, params: bigIdParams, body: staffBookingInput,
      summary: 'Changes a booking (time, place, plan, therapist, room, details, amounts)',
      handler: async (c, { ctx, params, body }) => bookingAfter(c, params.id, bk.updateByStaff(ctx, params.id, body)),
    }),
    route({
      method: 'post', path: '/api/manage/bookings/{id}/status', changesDesk: true, access: 'staff', permission: BOOKING_EDIT, params: bigIdParams, body: bookingStatusInput,
      summary: 'Moves a booking to another state (reason required to reject or cancel)',
      handler: async (c, { ctx, params, body }) => bookingAfter(c, params.id, bk.setStatusByStaff(ctx, params.id, body)),
    }),
    route({
      method: 'get', path: '/api/manage/weather-closure', access: 'staff', permission: perm.view('BOOKING'), query: weatherClosureQuery,
      summary: 'Typhoon / black rainstorm: the live bookings at the places overlapping a window (?placeIds=1,2&from=&to= ISO instants), soonest first',
      handler: async (c, { query }) => c.json(await bk.weatherPreview(query, lngOf(c))),
    }),
    route({
      method: 'post', path: '/api/manage/weather-closure', access: 'staff', permission: BOOKING_EDIT, body: weatherClosureInput, changesDesk: true,
      summary: 'Typhoon / black rainstorm: cancels every live booking at the places in the window (reason TYPHOON or RAINSTORM, each member told in their language with a rebooking link), optionally closes the window to new bookings; logged',
      handler: async (c, { ctx, body }) => c.json(await bk.weatherClose(ctx, body)),
    }),
    route({
      method: 'get', path: '/api/manage/staff/{staffId}/calendar-feed', access: 'staff', permission: BOOKING_VIEW, params: staffParams,
      summary: "Whether a therapist's private iCal link is active",
      handler: async (c, { params }) => c.json(await bk.feedStatus({ staffId: params.staffId })),
    }),
    route({
      method: 'post', path: '/api/manage/staff/{staffId}/calendar-feed', access: 'staff', permission: STAFF_EDIT, params: staffParams,
      summary: "Issues a therapist's private iCal link (the old one stops working; 404 for an unknown team member)",
      handler: async (c, { params }) => c.json({ url: feedUrl(await bk.createFeed({ staffId: params.staffId })), active: true }),
    }),
    route({
      method: 'delete', path: '/api/manage/staff/{staffId}/calendar-feed', access: 'staff', permission: STAFF_EDIT, params: staffParams,
      summary: "Revokes a therapist's private iCal link",
      handler: async (c, { params }) => {
        await bk.revokeFeed({ staffId: params.staffId });
        return c.json({ active: false });
      },
    }),
  ];
}

/** GET /calendar/{token}.ics: the private feed (no session; the token is the secret). */
export function calendarFeedRoute(services: AppServices, store: RateLimitStore) {
  const app = new Hono();
  app.get('/calendar/:file', rateLimit({ store, name: 'calendar', limit: 120, windowMs: 60_000 }), async (c) => {
    const m = /^([A-Za-z0-9_-]+)\.ics$/.exec(c.req.param('file'));
    const text = m ? await services.booking.renderFeed(m[1]!) : null;
    if (text === null) return c.text('Not found', 404);
    return c.body(text, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Cache-Control': 'private, no-store',
      'Referrer-Policy': 'no-referrer',
    });
  });
  return app;
}
