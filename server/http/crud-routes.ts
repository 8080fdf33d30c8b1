import type { Context } from 'hono';
import type { z } from 'zod';
import type { RESOURCES } from '../../common/permissions';
import type { ManageCtx } from '../domain/shared/manage-context';
import type { AuthEnv } from './auth-session';
import { perm } from './permission';
import { route, type AnyRoute } from './route';
import { idParams, ok } from './route-kit';

type Schema = z.ZodType;
type QueryOf<Q> = Q extends Schema ? z.output<Q> : Record<string, string>;
/** How a write answers: the domain's result under the group's `key`, or `{ ok: true }`. */
type Answer = 'row' | 'ok';

/**
 * The back-office routes of one kind of row (ADR 0014), each with the permission its verb needs:
 * list and get (VIEW or EDIT), create and update (EDIT), remove and restore (DELETE). One row is
 * `${path}/{id}` unless `item` names another path parameter (with its `params` schema).
 */
export interface CrudSpec<P extends Schema, Q extends Schema | undefined, C extends Schema, U extends Schema> {
  /** The collection, e.g. `/api/manage/rooms`. */
  path: string;
  resource: (typeof RESOURCES)[number];
  /** The name the written row is answered under, e.g. `{ room: … }`. */
  key: string;
  /** The row's path parameter (default `{id}`) and its schema (default a serial id). */
  item?: string;
  params?: P;
  /** Answers what `load` returns, or `{ [key]: … }` of it when given a key. */
  list?: { summary: string; query?: Q; key?: string; load: (query: QueryOf<Q>) => Promise<unknown> };
  /** Answers what `load` returns; `c` for the answer's language. */
  get?: { summary: string; load: (params: z.output<P>, c: Context<AuthEnv>) => Promise<unknown> };
  /** Answers `{ [key]: row }` unless `answer: 'ok'`. */
  create?: { summary: string; body: C; answer?: Answer; run: (ctx: ManageCtx, body: z.output<C>) => Promise<unknown> };
  /** Answers `{ [key]: row }` unless `answer: 'ok'`. */
  update?: { summary: string; body: U; answer?: Answer; run: (ctx: ManageCtx, params: z.output<P>, body: z.output<U>) => Promise<unknown> };
  /** Answers `{ ok: true }` unless `answer: 'row'`. */
  remove?: { summary: string; answer?: Answer; run: (ctx: ManageCtx, params: z.output<P>) => Promise<unknown> };
  /** `POST ${item}/restore`: answers `{ [key]: row }` unless `answer: 'ok'`. */
  restore?: { summary: string; answer?: Answer; run: (ctx: ManageCtx, params: z.output<P>) => Promise<unknown> };
}

/** Declares the routes of `spec` (only the verbs it gives), in the order list, get, create, update, remove, restore. */
export function crudRoutes<P extends Schema = typeof idParams, Q extends Schema | undefined = undefined, C extends Schema = Schema, U extends Schema = Schema>(
  spec: CrudSpec<P, Q, C, U>,
): AnyRoute[] {
  const { path, resource, key, list, get, create, update, remove, restore } = spec;
  const itemPath = `${path}/${spec.item ?? '{id}'}`;
  const params = (spec.params ?? idParams) as Schema;
  const answer = async (c: Context, how: Answer, work: Promise<unknown>) => (how === 'ok' ? ok(c, work) : c.json({ [key]: await work }));
  const routes: AnyRoute[] = [];
  if (list) {
    routes.push(route({
      method: 'get', path, access: 'staff', permission: perm.view(resource), query: list.query as Schema | undefined, summary: list.summary,
      handler: async (c, { query }) => {
        const rows = await list.load(query as QueryOf<Q>);
        return c.json(list.key ? { [list.key]: rows } : rows);
      },
    }));
  }
  if (get) {
    routes.push(route({
      method: 'get', path: itemPath, access: 'staff', permission: perm.view(resource), params, summary: get.summary,
      handler: async (c, input) => c.json(await get.load(input.params as z.output<P>, c)),
    }));
  }
  if (create) {
    routes.push(route({
      method: 'post', path, access: 'staff', permission: perm.edit(resource), body: create.body as Schema, summary: create.summary,
      handler: (c, { ctx, body }) => answer(c, create.answer ?? 'row', create.run(ctx, body as z.output<C>)),
    }));
  }
  if (update) {
    routes.push(route({
      method: 'put', path: itemPath, access: 'staff', permission: perm.edit(resource), params, body: update.body as Schema, summary: update.summary,
      handler: (c, input) => answer(c, update.answer ?? 'row', update.run(input.ctx, input.params as z.output<P>, input.body as z.output<U>)),
    }));
  }
  if (remove) {
    routes.push(route({
      method: 'delete', path: itemPath, access: 'staff', permission: perm.delete(resource), params, summary: remove.summary,
      handler: (c, input) => answer(c, remove.answer ?? 'ok', remove.run(input.ctx, input.params as z.output<P>)),
    }));
  }
  if (restore) {
    routes.push(route({
      method: 'post', path: `${itemPath}/restore`, access: 'staff', permission: perm.delete(resource), params, summary: restore.summary,
      handler: (c, input) => answer(c, restore.answer ?? 'row', restore.run(input.ctx, input.params as z.output<P>)),
    }));
  }
  return routes;
}
