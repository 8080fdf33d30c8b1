import { Hono } from 'hono';
import { z } from 'zod';
import { errorReportInput } from '../../common/error-report.schema';
import { LANGUAGES } from '../../common/i18n-config';
import type { RateLimitStore } from '../integrations/rate-limit-store';
import type { AppServices } from '../services';
import { presentUser } from '../presenters/user';
import { apiRegistry, declareRoute, parseWith } from './api-route';
import type { AuthEnv } from './auth-session';
import { clientIp, rateLimit } from './rate-limit';

/** Error reports per client IP: 20 a minute (spec §3 payload; stored, never allowed to flood). */
export const ERROR_REPORT_LIMIT = { limit: 20, windowMs: 60_000 };

const localesQuery = z.object({ v: z.string().max(100).optional() });
const localesPatch = z.object({ lng: z.enum(LANGUAGES), ns: z.string().min(1).max(40), key: z.string().min(1).max(200) });

/** Start-up, translations, error reports and the API description. */
export function systemApi(services: AppServices, store: RateLimitStore) {
  const api = new Hono<AuthEnv>();

  declareRoute({ method: 'get', path: '/api/boot-up', summary: 'What the client needs at start: site settings, server build version, the signed-in user or null' });
  api.get('/boot-up', async (c) => {
    const site = await services.content.site();
    return c.json({
      site,
      serverVersion: services.app.buildVersion,
      isDemo: services.app.isDemo,
      isDebug: services.app.isDebug,
      user: c.get('actor') ? presentUser(c.get('actor')!) : null,
    });
  });

  declareRoute({ method: 'post', path: '/api/locales', summary: 'The translation repository version (serverVersion)' });
  api.post('/locales', async (c) => {
    const snap = await services.i18n.load();
    return c.json({ serverVersion: snap.version });
  });

  declareRoute({ method: 'get', path: '/api/locales', summary: 'The translation repository, all languages, with lastUpdateAt', query: localesQuery });
  api.get('/locales', async (c) => {
    parseWith(localesQuery, c.req.query());
    const snap = await services.i18n.load();
    return c.json({
      serverVersion: snap.version,
      repo: Object.fromEntries(
        LANGUAGES.map((lng) => [lng, { lastUpdateAt: snap.lastUpdateAt, resources: snap.repo[lng] }]),
      ),
    });
  });

  declareRoute({ method: 'patch', path: '/api/locales', summary: 'Development only: adds a missing key', body: localesPatch });
  api.patch('/locales', async (c) => {
    const input = parseWith(localesPatch, await c.req.json().catch(() => ({})));
    const added = services.i18n.addMissingKey(input);
    return c.json({ added });
  });

  declareRoute({ method: 'post', path: '/api/error-report', summary: 'Stores an unexpected client error (rate-limited)', body: errorReportInput });
  api.post('/error-report', rateLimit({ store, name: 'error-report', ...ERROR_REPORT_LIMIT }), async (c) => {
    const input = parseWith(errorReportInput, await c.req.json().catch(() => ({})));
    const id = await services.errorReports.save(input, { ip: clientIp(c), userAgent: c.req.header('user-agent') ?? null });
    return c.json({ id }, 201);
  });

  api.get('/openapi.json', (c) =>
    c.json({
      openapi: '3.1.0',
      info: { title: 'Aloha clinic API', version: services.app.buildVersion },
      paths: Object.fromEntries(
        [...new Set(apiRegistry.map((r) => r.path))].map((path) => [
          path,
          Object.fromEntries(
            apiRegistry.filter((r) => r.path === path).map((r) => [
              r.method,
              {
                summary: r.summary,
                ...(r.query ? { parameters: [{ in: 'query', name: 'query', schema: z.toJSONSchema(r.query, { io: 'input', unrepresentable: 'any' }) }] } : {}),
                ...(r.body ? { requestBody: { content: { 'application/json': { schema: z.toJSONSchema(r.body, { io: 'input', unrepresentable: 'any' }) } } } } : {}),
              },
            ]),
          ),
        ]),
      ),
    }),
  );
  return api;
}
