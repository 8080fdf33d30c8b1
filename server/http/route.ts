import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { isStaff } from '../../common/permissions';
import type { Actor } from '../domain/accounts/get-actor';
import { AppError } from '../domain/app-error';
import type { ManageCtx } from '../domain/shared/manage-context';
import type { RateLimitStore } from '../integrations/rate-limit-store';
import type { AuthEnv } from './auth-session';
import { clientIp } from './rate-limit';
import { parseInput, refuseUnsafeText } from './parse-input';
import { JSON_BODY_LIMIT, readBodyBytes, readJsonBody } from './request-body';

/**
 * One declaration per /api operation (docs/architecture.md "Request flow"): method, path,
 * who may call it, the zod schemas of its path, query and body, its rate limits and a short
 * handler. `mountRoutes` serves exactly these on Hono and `openApiDocument` describes exactly
 * these, so the two cannot drift apart. Everything is parsed here, at the edge, before a handler
 * or a rate-limit key reads it:
 * - path parameters that do not parse are 404 (an id out of range names nothing);
 * - query and JSON body that do not parse are 400 naming the fields (`VALIDATION`), or
 *   `BAD_REQUEST` for bytes that are not JSON;
 * - any string anywhere (path, query, body, object keys) holding NUL or an unpaired surrogate
 *   is 400, so no such text reaches the database;
 * - bodies are read within a limit (413 `BODY_TOO_LARGE`, uploads `UPLOAD_TOO_LARGE`) while
 *   they stream.
 */

/** Who may call: anyone, any signed-in person, a member (has a member record), staff. */
export type Access = 'public' | 'signedIn' | 'member' | 'staff';
/** A permission rule over the actor's permission strings (spec §6 `{resource}_{action}`). */
export type PermissionCheck = (permissions: readonly string[]) => boolean;
type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Schema = z.ZodType;
type Out<S> = S extends Schema ? z.output<S> : undefined;
type ActorOf<A extends Access> = A extends 'public' ? Actor | null : Actor;

export interface RouteInput<P, Q, B, A extends Access> {
  params: Out<P>;
  /** Parsed with the route's query schema; without one, the raw non-empty parameters. */
  query: Q extends Schema ? z.output<Q> : Record<string, string>;
  body: Out<B>;
  /** The raw body of an upload route. */
  bytes: Buffer;
  actor: ActorOf<A>;
  /** Staff routes: who acts and from where (the operation log's context). */
  ctx: A extends 'staff' ? ManageCtx : undefined;
  ip: string | null;
}

/** A per-route rate limit; the key defaults to the actor's id, else the client address. */
export interface RateRule<I = never> {
  name: string;
  limit: number;
  windowMs: number;
  key?: (c: Context<AuthEnv>, input: I) => string | Promise<string>;
}

export interface RouteSpec<P extends Schema | undefined, Q extends Schema | undefined, B extends Schema | undefined, A extends Access> {
  method: HttpMethod;
  /** OpenAPI style, e.g. `/api/booking/{id}`. */
  path: string;
  summary: string;
  access: A;
  /** Staff routes: the permission needed (default: any staff member). */
  permission?: PermissionCheck;
  params?: P;
  query?: Q;
  body?: B;
  /** JSON body ceiling in bytes (default JSON_BODY_LIMIT). */
  bodyLimit?: number;
  /**
   * The body is a file: its raw bytes, at most `maxBytes` (413 UPLOAD_TOO_LARGE beyond).
   * `maxBytesFor` may lower it by the declared Content-Type before anything is read (the handler
   * still checks the sniffed kind): a 50 MB "image" is refused without holding 50 MB.
   */
  upload?: { maxBytes: number; maxBytesFor?: (contentType: string) => number; contentType?: string };
  limits?: RateRule<RouteInput<P, Q, B, A>>[];
  /** Left out of /api/openapi.json (redirect endpoints of a browser flow). */
  hidden?: boolean;
  /**
   * A successful call changes what the front desk watches (bookings, payments, registrations):
   * staff dashboards and menu badges are told at once (desk.changed → DESK_UPDATE).
   */
  changesDesk?: boolean;
  handler: (c: Context<AuthEnv>, input: RouteInput<P, Q, B, A>) => Response | Promise<Response>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRoute = RouteSpec<any, any, any, Access>;

/** Declares a route (identity: it only fixes the types so the handler's input is inferred). */
export function route<P extends Schema | undefined = undefined, Q extends Schema | undefined = undefined, B extends Schema | undefined = undefined, A extends Access = 'public'>(
  spec: RouteSpec<P, Q, B, A>,
): RouteSpec<P, Q, B, A> {
  return spec;
}

/** Query parameters without the empty ones (an empty search box means no filter). */
export function nonEmptyQuery(c: Context): Record<string, string> {
  return Object.fromEntries(Object.entries(c.req.query()).filter(([, v]) => v !== ''));
}

function authorize(c: Context<AuthEnv>, spec: AnyRoute): { actor: Actor | null; ctx?: ManageCtx } {
  const actor = c.get('actor');
  if (spec.access === 'public') return { actor };
  if (!actor) throw new AppError('UNAUTHORIZED');
  if (spec.access === 'member' && !actor.member) throw new AppError('MEMBER_NOT_EFFECTIVE');
  if (spec.access === 'staff') {
    if (!isStaff(actor) || (spec.permission && !spec.permission(actor.permissions))) throw new AppError('FORBIDDEN');
    return { actor, ctx: { actor, ip: clientIp(c) } };
  }
  return { actor };
}

/** Serves the routes on the app (paths are absolute, `{name}` → `:name`). */
export function mountRoutes(app: Hono<AuthEnv>, routes: readonly AnyRoute[], deps: { rateLimitStore: RateLimitStore; onDeskChange?: () => void }): void {
  for (const spec of routes) {
    const honoPath = spec.path.replace(/\{(\w+)\}/g, ':$1');
    app.on(spec.method.toUpperCase(), honoPath, async (c) => {
      const { actor, ctx } = authorize(c, spec);

      const rawParams = c.req.param() as Record<string, string>;
      refuseUnsafeText(rawParams, 'path');
      let params: unknown;
      if (spec.params) {
        const parsed = (spec.params as Schema).safeParse(rawParams);
        if (!parsed.success) throw new AppError('NOT_FOUND');
        params = parsed.data;
      }

      const rawQuery = nonEmptyQuery(c);
      const query = spec.query ? parseInput(spec.query as Schema, rawQuery, 'query') : (refuseUnsafeText(rawQuery, 'query'), rawQuery);

      let body: unknown;
      let bytes: Buffer = Buffer.alloc(0);
      if (spec.upload) {
        const declared = spec.upload.maxBytesFor?.(c.req.header('content-type') ?? '') ?? spec.upload.maxBytes;
        bytes = await readBodyBytes(c, Math.min(declared, spec.upload.maxBytes), 'UPLOAD_TOO_LARGE');
      } else if (spec.body) {
        const json = (await readJsonBody(c, spec.bodyLimit ?? JSON_BODY_LIMIT)) ?? {};
        body = parseInput(spec.body as Schema, json);
      } else if (spec.method !== 'get') {
        // No body expected: still never accept a large one (the adapter discards the rest).
        const declared = Number(c.req.header('content-length') ?? 0);
        if (declared > (spec.bodyLimit ?? JSON_BODY_LIMIT)) {
          c.header('Connection', 'close');
          throw new AppError('BODY_TOO_LARGE', { maxBytes: spec.bodyLimit ?? JSON_BODY_LIMIT });
        }
      }

      const input = { params, query, body, bytes, actor, ctx, ip: clientIp(c) } as RouteInput<unknown, unknown, unknown, Access>;
      for (const rule of spec.limits ?? []) {
        const who = rule.key ? await rule.key(c, input as never) : (actor?.id ?? clientIp(c) ?? 'unknown');
        const { count, resetMs } = await deps.rateLimitStore.hit(`${rule.name}:${who}`, rule.windowMs);
        if (count > rule.limit) {
          c.header('Retry-After', String(Math.ceil(resetMs / 1000)));
          throw new AppError('RATE_LIMITED', { retryAfterMs: resetMs });
        }
      }
      const res = await spec.handler(c, input as never);
      if (spec.changesDesk && res.status < 400) deps.onDeskChange?.();
      return res;
    });
  }
}

const jsonSchema = (s: Schema) => z.toJSONSchema(s, { io: 'input', unrepresentable: 'any' });

/** /api/openapi.json: built from the same declarations mountRoutes serves. */
export function openApiDocument(routes: readonly AnyRoute[], version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of routes) {
    if (r.hidden) continue;
    const params = [...r.path.matchAll(/\{(\w+)\}/g)].map((m) => ({ in: 'path', name: m[1], required: true, schema: { type: 'string' } }));
    const op: Record<string, unknown> = {
      summary: r.summary,
      'x-access': r.access,
      ...(params.length || r.query ? { parameters: [...params, ...(r.query ? [{ in: 'query', name: 'query', schema: jsonSchema(r.query) }] : [])] } : {}),
      ...(r.body ? { requestBody: { content: { 'application/json': { schema: jsonSchema(r.body) } } } } : {}),
      ...(r.upload ? { requestBody: { content: { [r.upload.contentType ?? 'application/octet-stream']: { schema: { type: 'string', format: 'binary', maxLength: r.upload.maxBytes } } } } } : {}),
    };
    (paths[r.path] ??= {})[r.method] = op;
  }
  return { openapi: '3.1.0', info: { title: 'Aloha clinic API', version }, paths };
}

/** Rate-limit key: the client address only (anonymous abuse, shared by every account). */
export const byIp = (c: Context<AuthEnv>) => clientIp(c) ?? 'unknown';
