import { data, redirect } from 'react-router';
import { DEFAULT_LNG, isLng, pagePathOf, type Lng } from '../../../common/i18n-config';
import { requestContext, servicesContext } from '../../context';
import { isStaff } from '../../../common/permissions';

interface Args {
  request: Request;
  context: { get: <T>(c: import('react-router').RouterContext<T>) => T };
}

/**
 * What every back-office loader needs: the services, the signed-in staff actor and the page
 * language (?lng= or the actor's). A visitor is sent to /login?redirect=…; a non-staff user,
 * or one failing `allowed(permissions)`, gets a 403 response.
 */
export async function manageContext(args: Args, allowed: (permissions: readonly string[]) => boolean = () => true) {
  const { actor } = args.context.get(requestContext);
  const url = pageUrl(args.request);
  if (!actor) throw redirect(`/login?redirect=${encodeURIComponent(url.pathname + url.search)}`);
  if (!isStaff(actor)) throw data({ reason: 'notStaff' }, { status: 403 });
  if (!allowed(actor.permissions)) throw data({ reason: 'permission' }, { status: 403 });
  const services = args.context.get(servicesContext);
  const requested = url.searchParams.get('lng');
  const lng: Lng = isLng(requested) ? requested : isLng(actor.lng) ? actor.lng : DEFAULT_LNG;
  const t = await services.i18n.fixedT(lng);
  return { services, actor, lng, t, url };
}

/** A serial id from a route parameter (1 … 2³¹−1), or null when the parameter is not one. */
export function serialParam(raw: string): number | null {
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : 0;
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/**
 * The page's URL as the browser shows it. Client navigations load data from `<path>.data?_routes=…`
 * and loaders see that request as is (v8_passThroughRequests), so strip both.
 */
export function pageUrl(request: Request): URL {
  const url = new URL(request.url);
  url.pathname = url.pathname.replace(/\/_\.data$/, '/').replace(/\.data$/, '');
  url.searchParams.delete('_routes');
  return url;
}

/** Query-string parameters without empty values (an empty search box is no filter). */
export function queryOf(url: URL): Record<string, string> {
  return Object.fromEntries([...url.searchParams].filter(([k, v]) => v !== '' && k !== 'lng'));
}

/**
 * A list screen's page: the query string parsed by the list's own schema (a hand-edited one — type=X,
 * pageSize=500 — starts over rather than fails), the list read, and a page past the end sent back to
 * the last page.
 */
export async function listPage<Q extends { pageSize: number }, L extends { pagination: { isOutOfRange: boolean; page: { total: number } } }>(
  url: URL,
  schema: { safeParse: (v: unknown) => { success: true; data: Q } | { success: false } },
  list: (query: Q) => Promise<L>,
): Promise<{ query: Q; list: L }> {
  const parsed = schema.safeParse(queryOf(url));
  if (!parsed.success) throw redirect(pagePathOf(url));
  const result = await list(parsed.data);
  if (result.pagination.isOutOfRange) {
    url.searchParams.set('page', String(Math.max(1, Math.ceil(result.pagination.page.total / parsed.data.pageSize))));
    throw redirect(pagePathOf(url) + url.search);
  }
  return { query: parsed.data, list: result };
}
