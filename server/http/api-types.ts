import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { can, canAny } from '../../common/permissions';
import { siteSettingsInput } from '../../common/site-settings.schema';
import { isTypeName, TYPE_INPUTS, TYPE_NAMES, typeListQuery, type TypeName } from '../../common/type.schema';
import { isStaff } from '../domain/accounts/sign-in';
import { AppError } from '../domain/app-error';
import type { ManageCtx } from '../domain/manage/manage-context';
import { parseTypeId } from '../domain/types/save-type';
import type { AppServices } from '../services';
import { declareRoute, parseWith } from './api-route';
import { requireActor, type AuthEnv } from './auth-session';
import { clientIp } from './rate-limit';

type Check = (permissions: readonly string[]) => boolean;

/** Spec §6 `{resource}_{action}` (administrators pass every check); editing implies viewing. */
const TYPE_VIEW: Check = (p) => canAny(p, 'TYPE', 'VIEW,EDIT');
const TYPE_EDIT: Check = (p) => can(p, 'TYPE_EDIT');
const TYPE_DELETE: Check = (p) => can(p, 'TYPE_DELETE');
const SITE_SETTING_VIEW: Check = (p) => canAny(p, 'SITE_SETTING', 'VIEW,EDIT');
const SITE_SETTING_EDIT: Check = (p) => can(p, 'SITE_SETTING_EDIT');

const body = async (c: Context) => c.req.json().catch(() => ({}));
/** Query parameters without empty ones (an empty search box means no filter). */
const query = (c: Context) => Object.fromEntries(Object.entries(c.req.query()).filter(([, v]) => v !== ''));
/** The `:type` path segment: one of the nine lists, else 404. */
function typeParam(c: Context): TypeName {
  const type = c.req.param('type');
  if (!isTypeName(type)) throw new AppError('NOT_FOUND');
  return type;
}
const anyTypeInput = z.union(TYPE_NAMES.map((t) => TYPE_INPUTS[t]) as unknown as [z.ZodType, z.ZodType, ...z.ZodType[]]);

/**
 * Type lists and site settings (/api/manage/types/*, /api/manage/site-settings). Every route:
 * signed in (401), staff with the route's permission (403); the domain validates, logs the write
 * and bumps the content version when public pages change.
 */
export function typesApi(services: AppServices) {
  const api = new Hono<AuthEnv>();

  function ctx(c: Context<AuthEnv>, check: Check): ManageCtx {
    const actor = requireActor(c);
    if (!isStaff(actor) || !check(actor.permissions)) throw new AppError('FORBIDDEN');
    return { actor, ip: clientIp(c) };
  }

  declareRoute({
    method: 'get',
    path: '/api/manage/types/{type}',
    summary: `One type list (${TYPE_NAMES.join(', ')}): search by key or name, sort, pagination`,
    query: typeListQuery('areas'),
  });
  api.get('/manage/types/:type', async (c) => {
    ctx(c, TYPE_VIEW);
    const type = typeParam(c);
    const q = query(c);
    const [list, options] = await Promise.all([
      services.types.list(type, parseWith(typeListQuery(type), q)),
      type === 'symptoms' ? services.types.options('body-parts') : Promise.resolve(undefined),
    ]);
    return c.json(options ? { ...list, options: { bodyParts: options } } : list);
  });

  declareRoute({ method: 'post', path: '/api/manage/types/{type}', summary: 'Adds a row to a type list (key unique; names in zh-HK, zh-CN and en)', body: anyTypeInput });
  api.post('/manage/types/:type', async (c) => {
    const context = ctx(c, TYPE_EDIT);
    const type = typeParam(c);
    return c.json({ row: await services.types.create(context, type, await body(c)) });
  });

  declareRoute({ method: 'put', path: '/api/manage/types/{type}/{id}', summary: 'Updates a row of a type list (id, or code2 for countries)', body: anyTypeInput });
  api.put('/manage/types/:type/:id', async (c) => {
    const context = ctx(c, TYPE_EDIT);
    const type = typeParam(c);
    return c.json({ row: await services.types.update(context, type, parseTypeId(type, c.req.param('id')), await body(c)) });
  });

  declareRoute({ method: 'delete', path: '/api/manage/types/{type}/{id}', summary: 'Deletes a row of a type list unless it is in use (409)' });
  api.delete('/manage/types/:type/:id', async (c) => {
    const context = ctx(c, TYPE_DELETE);
    const type = typeParam(c);
    await services.types.remove(context, type, parseTypeId(type, c.req.param('id')));
    return c.json({ ok: true });
  });

  declareRoute({ method: 'get', path: '/api/manage/site-settings', summary: 'The clinic’s site settings (contact, addresses, social links, default meta)' });
  api.get('/manage/site-settings', async (c) => {
    ctx(c, SITE_SETTING_VIEW);
    return c.json({ settings: await services.siteSettings.get() });
  });

  declareRoute({ method: 'put', path: '/api/manage/site-settings', summary: 'Replaces the site settings; public pages show them within seconds', body: siteSettingsInput });
  api.put('/manage/site-settings', async (c) => {
    const context = ctx(c, SITE_SETTING_EDIT);
    return c.json({ settings: await services.siteSettings.update(context, await body(c)) });
  });
  return api;
}
