import { z } from 'zod';
import { BASE58_ID } from '../../common/validators/patterns';
import { AppError } from '../domain/app-error';
import {
  createStaffInput, operationLogQuery, ownLanguageInput, permissionListQuery, roleInput, setRolesInput, smsOutboxQuery, userListQuery,
} from '../domain/manage/manage.schema';
import type { AppServices } from '../services';
import { crudRoutes } from './crud-routes';
import { perm } from './permission';
import { route, type AnyRoute } from './route';
import { ok } from './route-kit';
import { QUEUES } from '../jobs/app-jobs';
import { jobListQuery } from '../../common/jobs';

const userParams = z.object({ id: z.string().regex(BASE58_ID) });
const jobParams = z.object({ queue: z.enum(QUEUES), id: z.uuid() });

/**
 * The back office's JSON API (/api/manage/*). Every route: signed in (401), staff (a member
 * session gets 403), then the route's permission (403); writes are logged by the domain.
 */
export function manageRoutes(services: AppServices): AnyRoute[] {
  const m = services.manage;
  return [
    route({
      method: 'get', path: '/api/manage/sms-outbox', access: 'staff', permission: perm.admin, query: smsOutboxQuery,
      summary: 'Local demo only, administrators: text messages the outbox adapter stored, newest first',
      handler: async (c, { query }) => {
        if (!services.app.smsOutboxReadable) throw new AppError('NOT_FOUND');
        return c.json(await m.smsOutbox(query));
      },
    }),
    route({
      method: 'get', path: '/api/manage/dashboard', access: 'staff', summary: 'Back-office home counts',
      handler: async (c) => c.json(await m.dashboard()),
    }),
    route({
      method: 'get', path: '/api/manage/desk', access: 'staff',
      summary: "The staff home: bookings awaiting approval or the member's confirmation, today's bookings per place, today's events, this week's utilisation, menu badges — each part only with its section's permission",
      handler: async (c, { actor }) => c.json(await m.desk(actor)),
    }),
    route({
      method: 'get', path: '/api/manage/desk/badges', access: 'staff',
      summary: 'Menu badges: bookings awaiting approval, unread chat messages, receipts to review (each with its permission)',
      handler: async (c, { actor }) => c.json(await m.deskBadges(actor)),
    }),
    route({
      method: 'patch', path: '/api/manage/me', access: 'staff', body: ownLanguageInput, summary: 'Sets the staff member’s own back-office language',
      handler: async (c, { ctx, body }) => ok(c, m.setOwnLanguage(ctx, body.lng)),
    }),
    ...crudRoutes({
      path: '/api/manage/roles', resource: 'ROLE', key: 'id',
      list: { key: 'roles', summary: 'Roles with permission and user counts', load: () => m.roles() },
      create: { body: roleInput, summary: 'Creates a role (code unique; permissions ⊆ the known list)', run: (ctx, body) => m.createRole(ctx, body) },
      update: { answer: 'ok', body: roleInput, summary: 'Updates a role’s code, names and permissions', run: (ctx, { id }, body) => m.updateRole(ctx, id, body) },
      remove: { summary: 'Deletes a role nobody holds (not built-in roles)', run: (ctx, { id }) => m.deleteRole(ctx, id) },
    }),
    route({
      method: 'get', path: '/api/manage/permissions', access: 'staff', permission: perm.view('PERMISSION'), query: permissionListQuery,
      summary: 'Permission list: role summaries, every permission by section with the roles holding it (filter by role code, text)',
      handler: async (c, { query }) => c.json(await m.permissions(query)),
    }),
    ...crudRoutes({
      path: '/api/manage/users', resource: 'USER', key: 'id', params: userParams,
      list: { query: userListQuery, summary: 'Staff and members: search, filters, sort, pagination', load: (query) => m.users(query) },
      create: { body: createStaffInput, summary: 'Creates a back-office account (members register on the site)', run: (ctx, body) => m.createStaff(ctx, body) },
      remove: { summary: 'Deletes an account (soft: recoverable)', run: (ctx, { id }) => m.deleteUser(ctx, id) },
    }),
    route({
      method: 'put', path: '/api/manage/users/{id}/roles', access: 'staff', permission: perm.edit('USER'), params: userParams, body: setRolesInput,
      summary: 'Replaces a user’s roles (at least one)',
      handler: async (c, { ctx, params, body }) => ok(c, m.setUserRoles(ctx, params.id, body.roleIds)),
    }),
    route({
      method: 'post', path: '/api/manage/users/{id}/lock', access: 'staff', permission: perm.edit('USER'), params: userParams,
      summary: 'Locks an account and ends its sessions (open connections too)',
      handler: async (c, { ctx, params }) => ok(c, m.setUserLock(ctx, params.id, true)),
    }),
    route({
      method: 'post', path: '/api/manage/users/{id}/unlock', access: 'staff', permission: perm.edit('USER'), params: userParams, summary: 'Unlocks an account',
      handler: async (c, { ctx, params }) => ok(c, m.setUserLock(ctx, params.id, false)),
    }),
    route({
      method: 'post', path: '/api/manage/users/{id}/recover', access: 'staff', permission: perm.delete('USER'), params: userParams, summary: 'Recovers a deleted account',
      handler: async (c, { ctx, params }) => ok(c, m.recoverUser(ctx, params.id)),
    }),
    route({
      method: 'get', path: '/api/manage/jobs', access: 'staff', permission: perm.view('ADMIN'), query: jobListQuery,
      summary: 'Background jobs (reminders) pending, failed or finished, with counts per view',
      handler: async (c, { query }) => c.json(await services.jobs.list(query)),
    }),
    route({
      method: 'post', path: '/api/manage/jobs/{queue}/{id}/retry', access: 'staff', permission: perm.edit('ADMIN'), params: jobParams,
      summary: 'Puts a failed job back in its queue for one more attempt (409 JOB_NOT_FAILED); logged',
      handler: async (c, { ctx, params }) => ok(c, services.jobs.retry(ctx, params.queue, params.id)),
    }),
    route({
      method: 'get', path: '/api/manage/operation-log', access: 'staff', permission: perm.view('OPERATION_LOG'), query: operationLogQuery,
      summary: 'Back-office writes: filters and pagination',
      handler: async (c, { query }) => c.json(await m.operationLog(query)),
    }),
  ];
}
