import type { z } from 'zod';
import { blogListQuery, blogPostInput } from '../../common/blog.schema';
import { eventInput, eventListQuery } from '../../common/event.schema';
import { faqInput, faqListQuery } from '../../common/faq.schema';
import { promotionInput, promotionListQuery } from '../../common/promotion.schema';
import type { RESOURCES } from '../../common/permissions';
import { reviewInput, reviewListQuery } from '../../common/review.schema';
import { servicePageInput } from '../../common/service-page.schema';
import { teamProfileInput } from '../../common/team.schema';
import type { ManageCtx } from '../domain/shared/manage-context';
import type { AppServices } from '../services';
import { perm } from './permission';
import { route, type AnyRoute } from './route';
import { idParams } from './route-kit';

/** What the back office does with one kind of public content; the domain logs and bumps the content version. */
interface ContentService<I, Q> {
  list: (query: Q) => Promise<unknown>;
  create: (ctx: ManageCtx, input: I) => Promise<unknown>;
  update: (ctx: ManageCtx, id: number, input: I) => Promise<unknown>;
  remove: (ctx: ManageCtx, id: number) => Promise<unknown>;
  restore: (ctx: ManageCtx, id: number) => Promise<unknown>;
}

/**
 * The five routes of a content list with a bin: list (VIEW), create and replace (EDIT), delete to
 * the bin and restore (DELETE). Answers carry the row under `key`.
 */
function contentRoutes<I extends z.ZodType, Q extends z.ZodType>(o: {
  path: string;
  resource: (typeof RESOURCES)[number];
  key: string;
  what: string;
  input: I;
  query: Q;
  service: ContentService<z.output<I>, z.output<Q>>;
}): AnyRoute[] {
  const { path, resource, key, what, service } = o;
  return [
    route({
      method: 'get', path, access: 'staff', permission: perm.view(resource), query: o.query,
      summary: `${what}: search, filters and pagination (query: see the schema); deleted ones with state=deleted`,
      handler: async (c, { query }) => c.json(await service.list(query as z.output<Q>)),
    }),
    route({
      method: 'post', path, access: 'staff', permission: perm.edit(resource), body: o.input,
      summary: `Adds one (${what}); texts in zh-HK, zh-CN and en`,
      handler: async (c, { ctx, body }) => c.json({ [key]: await service.create(ctx, body as z.output<I>) }),
    }),
    route({
      method: 'put', path: `${path}/{id}`, access: 'staff', permission: perm.edit(resource), params: idParams, body: o.input,
      summary: `Replaces one (${what}); 404 while deleted: restore it first`,
      handler: async (c, { ctx, params, body }) => c.json({ [key]: await service.update(ctx, params.id, body as z.output<I>) }),
    }),
    route({
      method: 'delete', path: `${path}/{id}`, access: 'staff', permission: perm.delete(resource), params: idParams,
      summary: `Deletes one (${what}) to the bin, restorable; the public pages drop it`,
      handler: async (c, { ctx, params }) => c.json({ [key]: await service.remove(ctx, params.id) }),
    }),
    route({
      method: 'post', path: `${path}/{id}/restore`, access: 'staff', permission: perm.delete(resource), params: idParams,
      summary: `Restores a deleted one (${what}) as it was`,
      handler: async (c, { ctx, params }) => c.json({ [key]: await service.restore(ctx, params.id) }),
    }),
  ];
}

/**
 * Content management (issue 11). Every route: signed in (401), staff with the route's permission
 * (403); bodies and queries parsed here with the form's own schema (common/).
 */
export function contentManageRoutes(services: AppServices): AnyRoute[] {
  return [
    ...contentRoutes({ path: '/api/manage/faqs', resource: 'FAQ', key: 'faq', what: 'FAQ entries (type, question, answer, order, shown)', input: faqInput, query: faqListQuery, service: services.faqs }),
    ...contentRoutes({ path: '/api/manage/blog', resource: 'BLOG', key: 'post', what: 'blog posts (HTML bodies sanitized on the server, languages, SEO, hashtags, draft / scheduled / published / hidden); the list answer also carries the editor\'s choices (categories, hashtags, authors)', input: blogPostInput, query: blogListQuery, service: services.blog }),
    ...contentRoutes({ path: '/api/manage/events', resource: 'EVENT', key: 'event', what: 'events (banner, seats, fee, place, times, registration window)', input: eventInput, query: eventListQuery, service: services.clinicEvents }),
    route({
      method: 'get', path: '/api/manage/staff', access: 'staff', permission: perm.view('STAFF'),
      summary: 'Every team member (hidden ones too) in display order: public profile and booking settings',
      handler: async (c) => c.json({ staff: await services.team.list() }),
    }),
    route({
      method: 'post', path: '/api/manage/staff', access: 'staff', permission: perm.edit('STAFF'), body: teamProfileInput,
      summary: 'Adds a team member (profile; booking stays off until set on /api/manage/booking-setup/staff/{id}); 409 on slug',
      handler: async (c, { ctx, body }) => c.json({ profile: await services.team.create(ctx, body) }),
    }),
    route({
      method: 'put', path: '/api/manage/staff/{id}', access: 'staff', permission: perm.edit('STAFF'), params: idParams, body: teamProfileInput,
      summary: "Replaces a team member's public profile (name, title, bio, qualifications, photo, order, shown); 409 on slug",
      handler: async (c, { ctx, params, body }) => c.json({ profile: await services.team.update(ctx, params.id, body) }),
    }),
    route({
      method: 'get', path: '/api/manage/services', access: 'staff', permission: perm.view('SERVICE_PLAN'),
      summary: 'The service pages in display order, each with the plans that book from it',
      handler: async (c) => c.json({ services: await services.servicePages.list() }),
    }),
    route({
      method: 'put', path: '/api/manage/services/{id}', access: 'staff', permission: perm.edit('SERVICE_PLAN'), params: idParams, body: servicePageInput,
      summary: "Replaces a service page's name, summary, content, highlights, image, order and shown (the pages are fixed: no create or delete)",
      handler: async (c, { ctx, params, body }) => c.json({ service: await services.servicePages.update(ctx, params.id, body) }),
    }),
    ...contentRoutes({ path: '/api/manage/promotions', resource: 'PROMOTION', key: 'promotion', what: 'promotions (kind, offer price on linked plans, image, valid dates, top)', input: promotionInput, query: promotionListQuery, service: services.promotions }),
    ...contentRoutes({ path: '/api/manage/reviews', resource: 'REVIEW', key: 'review', what: 'client reviews (moderation, rating, source, reply, order)', input: reviewInput, query: reviewListQuery, service: services.reviews }),
  ];
}
