import { waitlistJoinInput, waitlistManageQuery, waitlistRemoveInput } from '../../common/waitlist';
import type { AppServices } from '../services';
import { perm } from './permission';
import { route, type AnyRoute } from './route';
import { bigIdParams, ok } from './route-kit';

const perMember = (name: string) => ({ name, limit: 30, windowMs: 10 * 60_000 });

/**
 * Waiting lists (issue 13; docs/booking.md "Waiting lists"): the member's own entries and offers
 * under /api/user/waitlist (another member's is 404), the staff's list under /api/manage/waitlist
 * (BOOKING_VIEW to see, BOOKING_EDIT to remove; logged).
 */
export function waitlistRoutes(services: AppServices): AnyRoute[] {
  const wl = services.waitlist;
  return [
    route({
      method: 'get', path: '/api/user/waitlist', access: 'member',
      summary: "The member's waiting lists (waiting first) with their offers, and whether the no-show rule applies to them",
      handler: async (c, { actor }) => {
        const [entries, noShows, settings] = await Promise.all([wl.mine(actor.id), wl.noShows(actor.id), wl.settings()]);
        const needsApproval = settings.noShowApprovalAfter > 0 && noShows >= settings.noShowApprovalAfter;
        return c.json({ entries, holdMinutes: settings.holdMinutes, needsApproval, noShows: needsApproval ? noShows : null });
      },
    }),
    route({
      method: 'post', path: '/api/user/waitlist', access: 'member', body: waitlistJoinInput, limits: [perMember('waitlist-join')],
      summary: 'Joins a waiting list: plan, place, date range, parts of the day or a from–to time, optionally a therapist (409 WAITLIST_FULL)',
      handler: async (c, { actor, body }) => c.json({ id: await wl.join(actor, body) }),
    }),
    route({
      method: 'delete', path: '/api/user/waitlist/{id}', access: 'member', params: bigIdParams,
      summary: 'Leaves one of the waiting lists (an open offer goes to the next member)',
      handler: async (c, { actor, params }) => ok(c, wl.leave(actor, params.id)),
    }),
    route({
      method: 'post', path: '/api/user/waitlist/offers/{id}/accept', changesDesk: true, access: 'member', params: bigIdParams, limits: [perMember('waitlist-answer')],
      summary: 'Books an offered slot (confirmed, or awaiting approval under the no-show rule); 409 WAITLIST_OFFER_CLOSED or BOOKING_SLOT_TAKEN',
      handler: async (c, { actor, params }) => c.json(await wl.accept(actor, params.id)),
    }),
    route({
      method: 'post', path: '/api/user/waitlist/offers/{id}/decline', access: 'member', params: bigIdParams, limits: [perMember('waitlist-answer')],
      summary: 'Declines an offered slot; it goes to the next matching member',
      handler: async (c, { actor, params }) => ok(c, wl.decline(actor, params.id)),
    }),
    route({
      method: 'get', path: '/api/manage/waitlist', access: 'staff', permission: perm.view('BOOKING', 'SCHEDULE'), query: waitlistManageQuery,
      summary: 'Waiting-list entries with their members and offers (filters planId, placeId, state), oldest first',
      handler: async (c, { query }) => c.json({ entries: await wl.listForStaff(query) }),
    }),
    route({
      method: 'post', path: '/api/manage/waitlist/{id}/remove', access: 'staff', permission: perm.edit('BOOKING'), params: bigIdParams, body: waitlistRemoveInput,
      summary: 'Takes a member off a waiting list (an open offer goes to the next member); logged',
      handler: async (c, { ctx, params, body }) => ok(c, wl.remove(ctx, params.id, body.reason)),
    }),
  ];
}
