import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { can, canAny, isAdmin } from '../../common/permissions';
import { BASE58_ID } from '../../common/validators/patterns';
import type { Actor } from '../domain/accounts/get-actor';
import { isStaff } from '../domain/accounts/sign-in';
import { AppError } from '../domain/app-error';
import {
  createStaffInput, operationLogQuery, ownLanguageInput, roleInput, setRolesInput, smsOutboxQuery, userListQuery,
} from '../domain/manage/manage.schema';
import type { ManageCtx } from '../domain/manage/manage-context';
import type { AppServices } from '../services';
import { declareRoute, parseWith } from './api-route';
import { requireActor, type AuthEnv } from './auth-session';
import { clientIp } from './rate-limit';

type Check = (permissions: readonly string[]) => boolean;

/** Permission checks per screen (spec §6 `{resource}_{action}`; admins pass every one). */
const ROLE_VIEW: Check = (p) => canAny(p, 'ROLE', 'VIEW,EDIT');
const ROLE_EDIT: Check = (p) => can(p, 'ROLE_EDIT');
const ROLE_DELETE: Check = (p) => can(p, 'ROLE_DELETE');
const USER_VIEW: Check = (p) => canAny(p, 'USER', 'VIEW,EDIT');
const USER_EDIT: Check = (p) => can(p, 'USER_EDIT');
const USER_DELETE: Check = (p) => can(p, 'USER_DELETE');
const OPERATION_LOG_VIEW: Check = (p) => can(p, 'OPERATION_LOG_VIEW');
const ANY_STAFF: Check = () => true;

const body = async (c: Context) => c.req.json().catch(() => ({}));
/** Query parameters without empty ones (an empty search box means no filter). */
const query = (c: Context) => Object.fromEntries(Object.entries(c.req.query()).filter(([, v]) => v !== ''));
const roleId = (c: Context) => parseWith(z.coerce.number().int().positive(), c.req.param('id'));
const userId = (c: Context) => parseWith(z.string().regex(BASE58_ID), c.req.param('id'));

/**
 * The back office's JSON API (/api/manage/*). Every route: signed in (401), staff (a member
 * session gets 403), then the route's permission (403); writes are logged by the domain.
 */
export function manageApi(services: AppServices) {
  const api = new Hono<AuthEnv>();
  const m = services.manage;

  function guard(c: Context<AuthEnv>, check: Check): Actor {
    const actor = requireActor(c);
    if (!isStaff(actor) || !check(actor.permissions)) throw new AppError('FORBIDDEN');
    return actor;
  }
  const ctx = (c: Context<AuthEnv>, check: Check): ManageCtx => ({ actor: guard(c, check), ip: clientIp(c) });

  declareRoute({ method: 'get', path: '/api/manage/sms-outbox', summary: 'Demo mode, administrators: text messages the outbox adapter stored, newest first', query: smsOutboxQuery });
  api.get('/manage/sms-outbox', async (c) => {
    guard(c, isAdmin);
    if (!services.app.isDemo) throw new AppError('NOT_FOUND');
    return c.json(await m.smsOutbox(parseWith(smsOutboxQuery, query(c))));
  });

  declareRoute({ method: 'get', path: '/api/manage/dashboard', summary: 'Back-office home counts' });
  api.get('/manage/dashboard', async (c) => {
    guard(c, ANY_STAFF);
    return c.json(await m.dashboard());
  });

  declareRoute({ method: 'patch', path: '/api/manage/me', summary: 'Sets the staff member’s own back-office language', body: ownLanguageInput });
  api.patch('/manage/me', async (c) => {
    const context = ctx(c, ANY_STAFF);
    await m.setOwnLanguage(context, parseWith(ownLanguageInput, await body(c)).lng);
    return c.json({ ok: true });
  });

  declareRoute({ method: 'get', path: '/api/manage/roles', summary: 'Roles with permission and user counts' });
  api.get('/manage/roles', async (c) => {
    guard(c, ROLE_VIEW);
    return c.json({ roles: await m.roles() });
  });

  declareRoute({ method: 'post', path: '/api/manage/roles', summary: 'Creates a role (code unique; permissions ⊆ the known list)', body: roleInput });
  api.post('/manage/roles', async (c) => {
    const context = ctx(c, ROLE_EDIT);
    return c.json({ id: await m.createRole(context, parseWith(roleInput, await body(c))) });
  });

  declareRoute({ method: 'put', path: '/api/manage/roles/{id}', summary: 'Updates a role’s code, names and permissions', body: roleInput });
  api.put('/manage/roles/:id', async (c) => {
    const context = ctx(c, ROLE_EDIT);
    await m.updateRole(context, roleId(c), parseWith(roleInput, await body(c)));
    return c.json({ ok: true });
  });

  declareRoute({ method: 'delete', path: '/api/manage/roles/{id}', summary: 'Deletes a role nobody holds (not built-in roles)' });
  api.delete('/manage/roles/:id', async (c) => {
    await m.deleteRole(ctx(c, ROLE_DELETE), roleId(c));
    return c.json({ ok: true });
  });

  declareRoute({ method: 'get', path: '/api/manage/users', summary: 'Staff and members: search, filters, sort, pagination', query: userListQuery });
  api.get('/manage/users', async (c) => {
    guard(c, USER_VIEW);
    return c.json(await m.users(query(c)));
  });

  declareRoute({ method: 'post', path: '/api/manage/users', summary: 'Creates a back-office account (members register on the site)', body: createStaffInput });
  api.post('/manage/users', async (c) => {
    const context = ctx(c, USER_EDIT);
    return c.json({ id: await m.createStaff(context, parseWith(createStaffInput, await body(c))) });
  });

  declareRoute({ method: 'put', path: '/api/manage/users/{id}/roles', summary: 'Replaces a user’s roles (at least one)', body: setRolesInput });
  api.put('/manage/users/:id/roles', async (c) => {
    const context = ctx(c, USER_EDIT);
    await m.setUserRoles(context, userId(c), parseWith(setRolesInput, await body(c)).roleIds);
    return c.json({ ok: true });
  });

  declareRoute({ method: 'post', path: '/api/manage/users/{id}/lock', summary: 'Locks an account and ends its sessions' });
  api.post('/manage/users/:id/lock', async (c) => {
    await m.setUserLock(ctx(c, USER_EDIT), userId(c), true);
    return c.json({ ok: true });
  });

  declareRoute({ method: 'post', path: '/api/manage/users/{id}/unlock', summary: 'Unlocks an account' });
  api.post('/manage/users/:id/unlock', async (c) => {
    await m.setUserLock(ctx(c, USER_EDIT), userId(c), false);
    return c.json({ ok: true });
  });

  declareRoute({ method: 'delete', path: '/api/manage/users/{id}', summary: 'Deletes an account (soft: recoverable)' });
  api.delete('/manage/users/:id', async (c) => {
    await m.deleteUser(ctx(c, USER_DELETE), userId(c));
    return c.json({ ok: true });
  });

  declareRoute({ method: 'post', path: '/api/manage/users/{id}/recover', summary: 'Recovers a deleted account' });
  api.post('/manage/users/:id/recover', async (c) => {
    await m.recoverUser(ctx(c, USER_DELETE), userId(c));
    return c.json({ ok: true });
  });

  declareRoute({ method: 'get', path: '/api/manage/operation-log', summary: 'Back-office writes: filters and pagination', query: operationLogQuery });
  api.get('/manage/operation-log', async (c) => {
    guard(c, OPERATION_LOG_VIEW);
    return c.json(await m.operationLog(query(c)));
  });
  return api;
}
