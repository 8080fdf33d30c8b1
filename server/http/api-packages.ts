import { buyPackageInput, cancelPackageInput, managePackagesQuery, renewalInput } from '../../common/package.schema';
import type { AppServices } from '../services';
import { perm } from './permission';
import { route, type AnyRoute } from './route';
import { bigIdParams } from './route-kit';

/**
 * Packages of sessions (issue 12; docs/packages.md): a member buys one and pays it through its deal
 * (/api/user/deals), and lists their own; staff holding SETTLEMENT_VIEW list them, SETTLEMENT_EDIT
 * cancel one. Drawing a session is part of marking a booking DONE (server/http/api-booking.ts).
 */
export function packageRoutes(services: AppServices): AnyRoute[] {
  const packages = services.packages;
  return [
    route({
      method: 'post', path: '/api/packages', access: 'member', body: buyPackageInput, limits: [{ name: 'package-buy', limit: 30, windowMs: 10 * 60_000 }],
      summary: "Buys a plan's package: a PACKAGE deal to pay (CREATED, no hold) and the package awaiting payment; the same idempotencyKey gives back the same deal (409 PACKAGE_NOT_SOLD)",
      handler: async (c, { actor, body }) => c.json(await packages.buy(actor.id, body)),
    }),
    route({
      method: 'get', path: '/api/user/packages', access: 'member',
      summary: "The member's packages, newest first: state, sessions left of total (carried included), validity, deal, and the bookings that drew on each",
      handler: async (c, { actor }) => c.json(await packages.listMine(actor.id)),
    }),
    route({
      method: 'post', path: '/api/user/packages/{id}/renewal', access: 'member', params: bigIdParams, body: renewalInput, limits: [{ name: 'package-renewal', limit: 30, windowMs: 10 * 60_000 }],
      summary: "Stops (renews: false) or resumes a subscription's renewal on one of the member's own packages awaiting payment or in effect (else 404); stopping cancels a next period ordered and not yet paid. Answers the member's packages",
      handler: async (c, { actor, params, body }) => c.json(await packages.setRenewal(actor.id, params.id, body.renews)),
    }),
    route({
      method: 'get', path: '/api/manage/packages', access: 'staff', permission: perm.view('SETTLEMENT'), query: managePackagesQuery,
      summary: 'Packages, newest first: filters state, planId, q (name, phone, member code); paginated; with the plans to filter by',
      handler: async (c, { query }) => c.json(await packages.list(query)),
    }),
    route({
      method: 'post', path: '/api/manage/packages/{id}/cancel', access: 'staff', permission: perm.edit('SETTLEMENT'), params: bigIdParams, body: cancelPackageInput,
      summary: 'Cancels a package with a reason: unpaid, with its deal; in effect, no more sessions drawn (a refund is recorded on the deal); logged (409 PACKAGE_STATE_CHANGED, DEAL_UNDER_REVIEW)',
      handler: async (c, { ctx, params, body }) => c.json({ package: await packages.cancel(ctx, params.id, body.reason) }),
    }),
  ];
}
