import {
  translationExportQuery, translationFile, translationInput, translationListQuery, translationRef, translationReportRef, TRANSLATION_IMPORT_MAX_BYTES,
} from '../../common/translation.schema';
import type { AppServices } from '../services';
import { perm } from './permission';
import { route, type AnyRoute } from './route';
import { ok } from './route-kit';

/**
 * The translation screen's API (issue 11; spec §4 SYS_I18N_UPDATE): every key in three languages,
 * overrides of the repo files, reset, and the translators' JSON file. Every route: signed in (401),
 * staff with the route's TRANSLATION permission (403). A write is logged, cached pages follow, and
 * open pages get the new texts without reloading.
 */
export function translationRoutes(services: AppServices): AnyRoute[] {
  const BASE = '/api/manage/translations';
  return [
    route({
      method: 'get', path: BASE, access: 'staff', permission: perm.view('TRANSLATION'), query: translationListQuery,
      summary: 'Every namespace and key with its text, repo default, override and missing mark per language; search (key or text), namespace, all / missing / overridden (lng narrows it), pages; counts and lastUpdateAt per language',
      handler: async (c, { query }) => c.json(await services.translations.list(query)),
    }),
    route({
      method: 'put', path: BASE, access: 'staff', permission: perm.edit('TRANSLATION'), body: translationInput,
      summary: "Sets one language's text of a key (an override; the repo's own text removes it); logged; open pages update (SYS_I18N_UPDATE)",
      handler: async (c, { ctx, body }) => c.json({ row: await services.translations.set(ctx, body) }),
    }),
    route({
      method: 'delete', path: BASE, access: 'staff', permission: perm.delete('TRANSLATION'), query: translationRef,
      summary: "Resets one language's text of a key to the repo file's (query: ns, key, lng); logged; open pages update",
      handler: async (c, { ctx, query }) => c.json({ row: await services.translations.reset(ctx, query) }),
    }),
    route({
      method: 'delete', path: `${BASE}/reports`, access: 'staff', permission: perm.edit('TRANSLATION'), query: translationReportRef,
      summary: 'Dismisses what browsers reported missing for a key, in every language (query: ns, key); logged; 404 when nothing is reported',
      handler: async (c, { ctx, query }) => ok(c, services.translations.dismissReport(ctx, query)),
    }),
    route({
      method: 'get', path: `${BASE}/export`, access: 'staff', permission: perm.view('TRANSLATION'), query: translationExportQuery,
      summary: 'The texts pages show as a JSON file for translators: language → namespace → nested keys ("" where missing); ?lng= for one language',
      handler: async (c, { query }) => {
        c.header('Content-Disposition', `attachment; filename="aloha-translations-${query.lng ?? 'all'}-${new Date().toISOString().slice(0, 10)}.json"`);
        return c.json(await services.translations.export(query.lng));
      },
    }),
    route({
      method: 'post', path: `${BASE}/import`, access: 'staff', permission: perm.edit('TRANSLATION'), body: translationFile, bodyLimit: TRANSLATION_IMPORT_MAX_BYTES,
      summary: 'Applies a translators\' file (the export\'s shape): texts that differ from the repo become overrides, equal ones remove them, blanks are skipped; unknown namespaces or keys are a 400 naming them and change nothing',
      handler: async (c, { ctx, body }) => c.json({ report: await services.translations.import(ctx, body) }),
    }),
  ];
}
