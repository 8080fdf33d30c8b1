import { z } from 'zod';
import { siteSettingsInput } from '../../common/site-settings.schema';
import { isTypeName, TYPE_INPUTS, TYPE_NAMES, typeListQuery, type TypeName } from '../../common/type.schema';
import { parseTypeId } from '../domain/types/save-type';
import type { AppServices } from '../services';
import { perm } from './permission';
import { parseInput } from './parse-input';
import { route, type AnyRoute } from './route';
import { ok } from './route-kit';

const typeParams = z.object({ type: z.string().refine(isTypeName) }).transform((p) => ({ type: p.type as TypeName }));
const rowParams = z.object({ type: z.string().refine(isTypeName), id: z.string().max(12) }).transform((p, ctx) => {
  try {
    return { type: p.type as TypeName, id: parseTypeId(p.type as TypeName, p.id) };
  } catch {
    ctx.addIssue({ code: 'custom', message: 'not found' });
    return z.NEVER;
  }
});
/** A row of any list: an object here; the domain parses the list's own schema (TYPE_INPUTS; 400 naming each field). */
const typeBody = z.record(z.string(), z.unknown());

/**
 * Type lists and site settings (/api/manage/types/*, /api/manage/site-settings). Every route:
 * signed in (401), staff with the route's permission (403); the body of a type row is parsed here with its list's schema (TYPE_INPUTS); the domain logs the write
 * and bumps the content version when public pages change.
 */
export function typesRoutes(services: AppServices): AnyRoute[] {
  return [
    route({
      method: 'get', path: '/api/manage/types/{type}', access: 'staff', permission: perm.view('TYPE'), params: typeParams,
      summary: `One type list (${TYPE_NAMES.join(', ')}): search by key or name, sort, pagination (query: typeListQuery of the list)`,
      handler: async (c, { params, query }) => {
        const { type } = params;
        const [list, options] = await Promise.all([
          services.types.list(type, parseInput(typeListQuery(type), query, 'query')),
          type === 'symptoms' ? services.types.options('body-parts') : Promise.resolve(undefined),
        ]);
        return c.json(options ? { ...list, options: { bodyParts: options } } : list);
      },
    }),
    route({
      method: 'post', path: '/api/manage/types/{type}', access: 'staff', permission: perm.edit('TYPE'), params: typeParams, body: typeBody,
      summary: 'Adds a row to a type list (key unique; names in zh-HK, zh-CN and en); the body is the list’s input (TYPE_INPUTS)',
      handler: async (c, { ctx, params, body }) => c.json({ row: await services.types.create(ctx, params.type, parseInput(TYPE_INPUTS[params.type], body)) }),
    }),
    route({
      method: 'put', path: '/api/manage/types/{type}/{id}', access: 'staff', permission: perm.edit('TYPE'), params: rowParams, body: typeBody,
      summary: 'Updates a row of a type list (id, or code2 for countries)',
      handler: async (c, { ctx, params, body }) => c.json({ row: await services.types.update(ctx, params.type, params.id, parseInput(TYPE_INPUTS[params.type], body)) }),
    }),
    route({
      method: 'delete', path: '/api/manage/types/{type}/{id}', access: 'staff', permission: perm.delete('TYPE'), params: rowParams,
      summary: 'Deletes a row of a type list unless it is in use (409)',
      handler: async (c, { ctx, params }) => ok(c, services.types.remove(ctx, params.type, params.id)),
    }),
    route({
      method: 'get', path: '/api/manage/site-settings', access: 'staff', permission: perm.view('SITE_SETTING'),
      summary: 'The clinic’s site settings (contact, addresses, social links, default meta)',
      handler: async (c) => c.json({ settings: await services.siteSettings.get() }),
    }),
    route({
      method: 'put', path: '/api/manage/site-settings', access: 'staff', permission: perm.edit('SITE_SETTING'), body: siteSettingsInput,
      summary: 'Replaces the site settings; public pages show them within seconds',
      handler: async (c, { ctx, body }) => c.json({ settings: await services.siteSettings.update(ctx, body) }),
    }),
  ];
}
