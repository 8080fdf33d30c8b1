import { Hono, type Context } from 'hono';
import {
  availabilityQuery, bookingStatusInput, memberBookingInput, memberCancelInput, memberRescheduleInput, notificationsSawInput, scheduleQuery, staffBookingInput,
} from '../../common/booking.schema';
import { DEFAULT_LNG, isLng, type Lng } from '../../common/i18n-config';
import { can, canAny } from '../../common/permissions';
import { isStaff } from '../domain/accounts/sign-in';
import type { Actor } from '../domain/accounts/get-actor';
import { AppError } from '../domain/app-error';
import type { PresentedBooking } from '../domain/booking/present-booking';
import type { ManageCtx } from '../domain/manage/manage-context';
import type { RateLimitStore } from '../integrations/rate-limit-store';
import type { AppServices } from '../services';
import { declareRoute, parseWith } from './api-route';
import { requireActor, type AuthEnv } from './auth-session';
import { clientIp, rateLimit } from './rate-limit';

const body = async (c: Context) => c.req.json().catch(() => ({}));
const lngOf = (c: Context): Lng => {
  const l = c.req.query('lng');
  return isLng(l) ? l : DEFAULT_LNG;
};
const idParam = (c: Context) => {
  const id = Number(c.req.param('id'));
  if (!Number.isSafeInteger(id) || id <= 0) throw new AppError('NOT_FOUND');
  return id;
};
const pageOf = (c: Context) => Math.max(1, Math.min(10_000, Number(c.req.query('page')) || 1));

/** What a member sees of a booking: no staff remark, no internal flags. */
function forMember(b: PresentedBooking) {
  const { remark: _r, isForced: _f, source: _s, member: _m, ...rest } = b;
  return rest;
}

/** A signed-in member (the booking's owner); staff accounts without a member record get 403. */
function requireMember(c: Context<AuthEnv>): Actor {
  const actor = requireActor(c);
  if (!actor.member) throw new AppError('MEMBER_NOT_EFFECTIVE');
  return actor;
}

type Check = (permissions: readonly string[]) => boolean;
const BOOKING_VIEW: Check = (p) => canAny(p, 'BOOKING,SCHEDULE', 'VIEW,EDIT');
const BOOKING_EDIT: Check = (p) => can(p, 'BOOKING_EDIT');
const STAFF_EDIT: Check = (p) => can(p, 'STAFF_EDIT');

/**
 * Booking (spec §2 booking system, §7): the member's flow and bookings under /api/booking, the
 * member's notifications and calendar link under /api/user, the staff's schedule and bookings
 * under /api/manage. Every route checks who acts; the domain checks the rules.
 */
export function bookingApi(services: AppServices, store: RateLimitStore) {
  const api = new Hono<AuthEnv>();
  const bk = services.booking;
  const perUser = (name: string, limit: number, windowMs: number) =>
    rateLimit({ store, name, limit, windowMs, key: (c) => (c.get('actor') as Actor | null)?.id ?? clientIp(c) ?? 'unknown' });

  function staffCtx(c: Context<AuthEnv>, check: Check): ManageCtx {
    const actor = requireActor(c);
    if (!isStaff(actor) || !check(actor.permissions)) throw new AppError('FORBIDDEN');
    return { actor, ip: clientIp(c) };
  }

  // ---- member flow -------------------------------------------------------------------------
  declareRoute({ method: 'get', path: '/api/booking/options', summary: 'Plans, places and therapists a member can book (query lng)' });
  api.get('/booking/options', async (c) => c.json(await bk.options(lngOf(c))));

  declareRoute({ method: 'get', path: '/api/booking/body-options', summary: 'Body parts and symptoms for the booking form (query lng)' });
  api.get('/booking/body-options', async (c) => c.json(await bk.bodyOptions(lngOf(c))));

  declareRoute({ method: 'get', path: '/api/booking/availability', summary: 'Free start times (HHmm) per date (YYYYMMDD) of a plan at a place, optionally one therapist', query: availabilityQuery });
  api.get('/booking/availability', rateLimit({ store, name: 'availability', limit: 240, windowMs: 60_000 }), async (c) => {
    const q = parseWith(availabilityQuery, c.req.query());
    const actor = c.get('actor');
    const horizon = c.req.query('horizon') === 'staff' && actor && isStaff(actor) && BOOKING_VIEW(actor.permissions) ? 'staff' : 'member';
    return c.json(await bk.availability(q, horizon));
  });

  declareRoute({ method: 'post', path: '/api/booking', summary: 'Books a slot for the signed-in member (header Idempotency-Key: a retry returns the same booking)', body: memberBookingInput });
  api.post('/booking', perUser('booking-create', 30, 10 * 60_000), async (c) => {
    const actor = requireMember(c);
    const input = parseWith(memberBookingInput, await body(c));
    const { id, replayed } = await bk.createForMember(actor, input, c.req.header('idempotency-key') || undefined);
    const b = await bk.get(id, lngOf(c));
    return c.json({ booking: forMember(b!), replayed });
  });

  declareRoute({ method: 'get', path: '/api/booking/mine', summary: "The member's bookings (query scope=upcoming|past, page, lng)" });
  api.get('/booking/mine', async (c) => {
    const actor = requireMember(c);
    const scope = c.req.query('scope') === 'past' ? 'past' : 'upcoming';
    const list = await bk.listMine(actor.id, { scope, page: pageOf(c), lng: lngOf(c) });
    return c.json({ ...list, rows: list.rows.map(forMember) });
  });

  async function ownBooking(c: Context<AuthEnv>, actor: Actor, id: number) {
    const b = await bk.get(id, lngOf(c));
    if (!b || b.member.id !== actor.id) throw new AppError('NOT_FOUND');
    return b;
  }

  declareRoute({ method: 'get', path: '/api/booking/{id}', summary: "One of the member's bookings" });
  api.get('/booking/:id', async (c) => {
    const actor = requireMember(c);
    return c.json({ booking: forMember(await ownBooking(c, actor, idParam(c))) });
  });

  declareRoute({ method: 'patch', path: '/api/booking/{id}', summary: 'Reschedules a booking inside the change window (back to WAIT for approval)', body: memberRescheduleInput });
  api.patch('/booking/:id', perUser('booking-change', 30, 10 * 60_000), async (c) => {
    const actor = requireMember(c);
    const id = idParam(c);
    await ownBooking(c, actor, id);
    await bk.rescheduleByMember(actor, id, parseWith(memberRescheduleInput, await body(c)));
    return c.json({ booking: forMember(await ownBooking(c, actor, id)) });
  });

  declareRoute({ method: 'post', path: '/api/booking/{id}/cancel', summary: 'Cancels a booking inside the change window', body: memberCancelInput });
  api.post('/booking/:id/cancel', perUser('booking-change', 30, 10 * 60_000), async (c) => {
    const actor = requireMember(c);
    const id = idParam(c);
    await bk.cancelByMember(actor, id, parseWith(memberCancelInput, await body(c)).reason);
    return c.json({ booking: forMember(await ownBooking(c, actor, id)) });
  });

  declareRoute({ method: 'post', path: '/api/booking/{id}/confirm', summary: 'Confirms a booking staff made for the member (CONFIRM → ACCEPT)' });
  api.post('/booking/:id/confirm', async (c) => {
    const actor = requireMember(c);
    const id = idParam(c);
    await bk.confirmByMember(actor, id);
    return c.json({ booking: forMember(await ownBooking(c, actor, id)) });
  });

  // ---- notifications and calendar link --------------------------------------------------------
  declareRoute({ method: 'get', path: '/api/user/notifications', summary: 'Notifications, newest first (query page, lng): rows, pagination, lastNotifyAt, lastSawNotifyAt' });
  api.get('/user/notifications', async (c) => {
    const actor = requireActor(c);
    return c.json(await services.notifications.list(actor.id, { page: pageOf(c), lng: lngOf(c) }));
  });

  declareRoute({ method: 'patch', path: '/api/user/notifications', summary: 'Records when the list was last seen (lastSawNotifyAt, ms)', body: notificationsSawInput });
  api.patch('/user/notifications', async (c) => {
    const actor = requireActor(c);
    const { lastSawNotifyAt } = parseWith(notificationsSawInput, await body(c));
    return c.json(await services.notifications.markSeen(actor.id, lastSawNotifyAt));
  });

  const feedUrl = (token: string) => `${services.app.publicUrl}/calendar/${token}.ics`;
  declareRoute({ method: 'get', path: '/api/user/calendar-feed', summary: "Whether the member's private iCal link is active" });
  api.get('/user/calendar-feed', async (c) => c.json(await bk.feedStatus({ memberId: requireMember(c).id })));
  declareRoute({ method: 'post', path: '/api/user/calendar-feed', summary: 'Issues a new private iCal link (the old one stops working); the URL is shown once' });
  api.post('/user/calendar-feed', perUser('calendar-feed', 10, 60 * 60_000), async (c) => {
    const token = await bk.createFeed({ memberId: requireMember(c).id });
    return c.json({ url: feedUrl(token), active: true });
  });
  declareRoute({ method: 'delete', path: '/api/user/calendar-feed', summary: 'Revokes the private iCal link' });
  api.delete('/user/calendar-feed', async (c) => {
    await bk.revokeFeed({ memberId: requireMember(c).id });
    return c.json({ active: false });
  });

  // ---- staff ----------------------------------------------------------------------------------
  declareRoute({ method: 'get', path: '/api/manage/schedule', summary: 'Combined schedule of a place for a day or a week (placeId, from, to)', query: scheduleQuery });
  api.get('/manage/schedule', async (c) => {
    staffCtx(c, BOOKING_VIEW);
    return c.json(await bk.schedule(parseWith(scheduleQuery, c.req.query()), lngOf(c)));
  });

  declareRoute({ method: 'get', path: '/api/manage/bookings/{id}', summary: 'One booking with its member' });
  api.get('/manage/bookings/:id', async (c) => {
    staffCtx(c, BOOKING_VIEW);
    const b = await bk.get(idParam(c), lngOf(c));
    if (!b) throw new AppError('NOT_FOUND');
    return c.json({ booking: b });
  });

  declareRoute({ method: 'post', path: '/api/manage/bookings', summary: 'Creates a booking for a member (409 BOOKING_CONFLICT lists reasons; force saves despite soft ones)', body: staffBookingInput });
  api.post('/manage/bookings', async (c) => {
    const ctx = staffCtx(c, BOOKING_EDIT);
    const input = parseWith(staffBookingInput, await body(c));
    const { id, replayed } = await bk.createForStaff(ctx, input, c.req.header('idempotency-key') || undefined);
    return c.json({ booking: await bk.get(id, lngOf(c)), replayed });
  });

  declareRoute({ method: 'put', path: '/api/manage/bookings/{id}', summary: 'Changes a booking (time, place, plan, therapist, room, details, amounts)', body: staffBookingInput });
  api.put('/manage/bookings/:id', async (c) => {
    const ctx = staffCtx(c, BOOKING_EDIT);
    const id = idParam(c);
    await bk.updateByStaff(ctx, id, parseWith(staffBookingInput, await body(c)));
    return c.json({ booking: await bk.get(id, lngOf(c)) });
  });

  declareRoute({ method: 'post', path: '/api/manage/bookings/{id}/status', summary: 'Moves a booking to another state (reason required to reject or cancel)', body: bookingStatusInput });
  api.post('/manage/bookings/:id/status', async (c) => {
    const ctx = staffCtx(c, BOOKING_EDIT);
    const id = idParam(c);
    await bk.setStatusByStaff(ctx, id, parseWith(bookingStatusInput, await body(c)));
    return c.json({ booking: await bk.get(id, lngOf(c)) });
  });

  const staffIdOf = (c: Context) => {
    const id = Number(c.req.param('staffId'));
    if (!Number.isSafeInteger(id) || id <= 0) throw new AppError('NOT_FOUND');
    return id;
  };
  declareRoute({ method: 'get', path: '/api/manage/staff/{staffId}/calendar-feed', summary: "Whether a therapist's private iCal link is active" });
  api.get('/manage/staff/:staffId/calendar-feed', async (c) => {
    staffCtx(c, BOOKING_VIEW);
    return c.json(await bk.feedStatus({ staffId: staffIdOf(c) }));
  });
  declareRoute({ method: 'post', path: '/api/manage/staff/{staffId}/calendar-feed', summary: "Issues a therapist's private iCal link (the old one stops working)" });
  api.post('/manage/staff/:staffId/calendar-feed', async (c) => {
    staffCtx(c, STAFF_EDIT);
    return c.json({ url: feedUrl(await bk.createFeed({ staffId: staffIdOf(c) })), active: true });
  });
  declareRoute({ method: 'delete', path: '/api/manage/staff/{staffId}/calendar-feed', summary: "Revokes a therapist's private iCal link" });
  api.delete('/manage/staff/:staffId/calendar-feed', async (c) => {
    staffCtx(c, STAFF_EDIT);
    await bk.revokeFeed({ staffId: staffIdOf(c) });
    return c.json({ active: false });
  });

  return api;
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
