import { z } from 'zod';
import { MEMBER_ID, memberListQuery, memberManageInput } from '../../common/member-manage.schema';
import { memberCorrectionInput } from '../../common/member-correction.schema';
import type { AppServices } from '../services';
import { crudRoutes } from './crud-routes';
import { perm } from './permission';
import { route, type AnyRoute } from './route';
import { lngOf } from './route-kit';

const memberParams = z.object({ id: z.string().regex(MEMBER_ID) });
/** A member code as printed or scanned ("K7MQ-4QX9", any case); its check character is verified by the domain. */
const cardParams = z.object({ code: z.string().min(1).max(20) });

/**
 * Members in the back office (issue 11). Every route: signed in (401), staff with MEMBER_VIEW or
 * MEMBER_EDIT (403). No create route: members register themselves (spec §6).
 */
export function memberManageRoutes(services: AppServices): AnyRoute[] {
  const m = services.members;
  return [
    route({
      method: 'get', path: '/api/manage/members/card/{code}', access: 'staff', permission: perm.view('MEMBER', 'BOOKING'), params: cardParams,
      summary: "A member's card by member code (QR check-in at reception): who they are, today's bookings and whether each can be checked in now, upcoming bookings, unpaid deals (?lng= for names)",
      handler: async (c, { params }) => c.json(await m.card(params.code, lngOf(c))),
    }),
    route({
      method: 'post', path: '/api/manage/members/{id}/correction', access: 'staff', permission: perm.edit('MEMBER'), params: memberParams, body: memberCorrectionInput,
      summary: "Correct a member's identity details (name, gender, birth date, nationality, document) for their data-correction request; the reason is required and logged (CORRECT) with before and after",
      handler: async (c, { ctx, params, body }) => c.json(await m.correct(ctx, params.id, body)),
    }),
    ...crudRoutes({
    path: '/api/manage/members', resource: 'MEMBER', key: 'member', params: memberParams,
    list: { query: memberListQuery, summary: 'Members: search (phone, name, nickname, member code, e-mail), tag and isGood filters, sort, pagination', load: (query) => m.list(query) },
    get: { summary: 'One member: account, profile, tags, favourite industries, social handles, staff note, latest bookings and chat rooms (?lng= for names)', load: ({ id }, c) => m.get(id, lngOf(c)) },
    update: { answer: 'ok', body: memberManageInput, summary: 'Staff edit of a member: nickname, tags, isGood (off blocks booking and chat), staff note, social, favourite industries, background; logged', run: (ctx, { id }, body) => m.update(ctx, id, body) },
    }),
  ];
}
