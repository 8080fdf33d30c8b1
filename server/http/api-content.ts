import { faqInput, faqListQuery } from '../../common/faq.schema';
import type { AppServices } from '../services';
import { perm } from './permission';
import { route, type AnyRoute } from './route';
import { idParams } from './route-kit';

/**
 * Content management (/api/manage/faqs…, issue 11). Every route: signed in (401), staff with the
 * route's permission (403); bodies and queries parsed here with the form's own schema (common/);
 * the domain logs each write with before and after and bumps the content version (public pages).
 */
export function contentRoutes(services: AppServices): AnyRoute[] {
  const faqs = services.faqs;
  return [
    route({
      method: 'get', path: '/api/manage/faqs', access: 'staff', permission: perm.view('FAQ'), query: faqListQuery,
      summary: 'FAQ entries: search in question or answer (any language), type, state (current, shown, hidden, deleted), pagination',
      handler: async (c, { query }) => c.json(await faqs.list(query)),
    }),
    route({
      method: 'post', path: '/api/manage/faqs', access: 'staff', permission: perm.edit('FAQ'), body: faqInput,
      summary: 'Adds a FAQ entry (type, question and answer in zh-HK, zh-CN and en, order, shown)',
      handler: async (c, { ctx, body }) => c.json({ faq: await faqs.create(ctx, body) }),
    }),
    route({
      method: 'put', path: '/api/manage/faqs/{id}', access: 'staff', permission: perm.edit('FAQ'), params: idParams, body: faqInput,
      summary: 'Replaces a FAQ entry (404 when deleted: restore it first)',
      handler: async (c, { ctx, params, body }) => c.json({ faq: await faqs.update(ctx, params.id, body) }),
    }),
    route({
      method: 'delete', path: '/api/manage/faqs/{id}', access: 'staff', permission: perm.delete('FAQ'), params: idParams,
      summary: 'Deletes a FAQ entry (kept in the bin, restorable); the public pages drop it',
      handler: async (c, { ctx, params }) => c.json({ faq: await faqs.remove(ctx, params.id) }),
    }),
    route({
      method: 'post', path: '/api/manage/faqs/{id}/restore', access: 'staff', permission: perm.delete('FAQ'), params: idParams,
      summary: 'Restores a deleted FAQ entry as it was',
      handler: async (c, { ctx, params }) => c.json({ faq: await faqs.restore(ctx, params.id) }),
    }),
  ];
}
