import { z } from 'zod';
import { MEMBER_ID, memberListQuery, memberManageInput } from '../../common/member-manage.schema';
import type { AppServices } from '../services';
import { perm } from './permission';
import { route, type AnyRoute } from './route';
import { lngOf, ok } from './route-kit';

const memberParams = z.object({ id: z.string().regex(MEMBER_ID) });

/**
 * Members in the back office (issue 11). Every route: signed in (401), staff with MEMBER_VIEW or
 * MEMBER_EDIT (403). No create route: members register themselves (spec §6).
 */
export function memberManageRoutes(services: AppServices): AnyRoute[] {
  const m = services.members;
  return [
    route({
      method: 'get', path: '/api/manage/members', access: 'staff', permission: perm.view('MEMBER'), query: memberListQuery,
      summary: 'Members: search (phone, name, nickname, member code, e-mail), tag and isGood filters, sort, pagination',
      handler: async (c, { query }) => c.json(await m.list(query)),
    }),
    route({
      method: 'get', path: '/api/manage/members/{id}', access: 'staff', permission: perm.view('MEMBER'), params: memberParams,
      summary: 'One member: account, profile, tags, favourite industries, social handles, staff note, latest bookings and chat rooms (?lng= for names)',
      handler: async (c, { params }) => c.json(await m.get(params.id, lngOf(c))),
    }),
    route({
      method: 'put', path: '/api/manage/members/{id}', access: 'staff', permission: perm.edit('MEMBER'), params: memberParams, body: memberManageInput,
      summary: 'Staff edit of a member: nickname, tags, isGood (off blocks booking and chat), staff note, social, favourite industries, background; logged',
      handler: async (c, { ctx, params, body }) => ok(c, m.update(ctx, params.id, body)),
    }),
  ];
}
