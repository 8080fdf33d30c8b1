import { z } from 'zod';
import { errorReportInput } from '../../common/error-report.schema';
import { missingKeyReport } from '../../common/translation.schema';
import { LANGUAGES } from '../../common/i18n-config';
import type { AppServices } from '../services';
import { presentUser } from '../presenters/user';
import { byIp, openApiDocument, route, type AnyRoute } from './route';

/** Error reports per client IP: 20 a minute (spec §3 payload; stored, never allowed to flood). */
export const ERROR_REPORT_LIMIT = { limit: 20, windowMs: 60_000 };
/** An error report carries a stack, the store state and the overlays: larger than a form. */
export const ERROR_REPORT_BODY_LIMIT = 256 * 1024;

const localesQuery = z.object({ v: z.string().max(100).optional() });
/** Missing-key reports per client IP: 30 a minute (a page reports each key once; spec §5). */
export const MISSING_KEY_LIMIT = { limit: 30, windowMs: 60_000 };

/** Start-up, translations, error reports and the API description. */
export function systemRoutes(services: AppServices, allRoutes: () => readonly AnyRoute[]): AnyRoute[] {
  return [
    route({
      method: 'get', path: '/api/boot-up', access: 'public',
      summary: 'What the client needs at start: site settings, server build version, the signed-in user or null',
      handler: async (c, { actor }) =>
        c.json({
          site: await services.content.site(),
          serverVersion: services.app.buildVersion,
          isDemo: services.app.isDemo,
          isDebug: services.app.isDebug,
          user: actor ? presentUser(actor) : null,
        }),
    }),
    route({
      method: 'post', path: '/api/locales', access: 'public', summary: 'The translation repository version (serverVersion)',
      handler: async (c) => c.json({ serverVersion: (await services.i18n.load()).version }),
    }),
    route({
      method: 'get', path: '/api/locales', access: 'public', query: localesQuery,
      summary: 'The translation repository, all languages, each with its lastUpdateAt',
      handler: async (c) => {
        const snap = await services.i18n.load();
        return c.json({
          serverVersion: snap.version,
          repo: Object.fromEntries(LANGUAGES.map((lng) => [lng, { lastUpdateAt: snap.lastUpdateAtByLng[lng], resources: snap.repo[lng] }])),
        });
      },
    }),
    route({
      method: 'patch', path: '/api/locales', access: 'public', body: missingKeyReport,
      summary: 'A key a page did not find (letters, digits, dots, underscores): in development added to the repo file, otherwise stored as a report for the translations screen (counted; rate-limited)',
      limits: [{ name: 'missing-key', ...MISSING_KEY_LIMIT, key: byIp }],
      handler: async (c, { body }) =>
        services.i18n.addsMissingKeys
          ? c.json({ added: services.i18n.addMissingKey(body), reported: false })
          : c.json({ added: false, reported: await services.translations.reportMissing(body) }),
    }),
    route({
      method: 'post', path: '/api/error-report', access: 'public', body: errorReportInput, bodyLimit: ERROR_REPORT_BODY_LIMIT,
      summary: 'Stores an unexpected client error (rate-limited)',
      limits: [{ name: 'error-report', ...ERROR_REPORT_LIMIT, key: byIp }],
      handler: async (c, { body, ip }) => c.json({ id: await services.errorReports.save(body, { ip, userAgent: c.req.header('user-agent') ?? null }) }, 201),
    }),
    route({
      method: 'get', path: '/api/openapi.json', access: 'public', summary: 'This description', hidden: true,
      handler: (c) => c.json(openApiDocument(allRoutes(), services.app.buildVersion)),
    }),
  ];
}
