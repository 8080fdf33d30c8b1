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
import { crudRoutes } from './crud-routes';
import type { AnyRoute } from './route';

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
  const { path, resource, key, what, input, service } = o;
  return crudRoutes({
    path, resource, key,
    list: { query: o.query, summary: `${what}: search, filters and pagination (query: see the schema); deleted ones with state=deleted`, load: (query) => service.list(query as z.output<Q>) },
    create: { body: input, summary: `Adds one (${what}); texts in zh-HK, zh-CN and en`, run: (ctx, body) => service.create(ctx, body) },
    update: { body: input, summary: `Replaces one (${what}); 404 while deleted: restore it first`, run: (ctx, { id }, body) => service.update(ctx, id, body) },
    remove: { answer: 'row', summary: `Deletes one (${what}) to the bin, restorable; the public pages drop it`, run: (ctx, { id }) => service.remove(ctx, id) },
    restore: { summary: `Restores a deleted one (${what}) as it was`, run: (ctx, { id }) => service.restore(ctx, id) },
  });
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
    ...crudRoutes({
      path: '/api/manage/staff', resource: 'STAFF', key: 'profile',
      list: { key: 'staff', summary: 'Every team member (hidden ones too) in display order: public profile and booking settings', load: () => services.team.list() },
      create: { body: teamProfileInput, summary: 'Adds a team member (profile; booking stays off until set on /api/manage/booking-setup/staff/{id}); 409 on slug', run: (ctx, body) => services.team.create(ctx, body) },
      update: { body: teamProfileInput, summary: "Replaces a team member's public profile (name, title, bio, qualifications, photo, order, shown); 409 on slug", run: (ctx, { id }, body) => services.team.update(ctx, id, body) },
    }),
    ...crudRoutes({
      path: '/api/manage/services', resource: 'SERVICE_PLAN', key: 'service',
      list: { key: 'services', summary: 'The service pages in display order, each with the plans that book from it', load: () => services.servicePages.list() },
      update: { body: servicePageInput, summary: "Replaces a service page's name, summary, content, highlights, image, order and shown (the pages are fixed: no create or delete)", run: (ctx, { id }, body) => services.servicePages.update(ctx, id, body) },
    }),
    ...contentRoutes({ path: '/api/manage/promotions', resource: 'PROMOTION', key: 'promotion', what: 'promotions (kind, offer price on linked plans, image, valid dates, top)', input: promotionInput, query: promotionListQuery, service: services.promotions }),
    ...contentRoutes({ path: '/api/manage/reviews', resource: 'REVIEW', key: 'review', what: 'client reviews (moderation, rating, source, reply, order)', input: reviewInput, query: reviewListQuery, service: services.reviews }),
  ];
}
