import { randomBytes, randomUUID } from 'node:crypto';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { REQUEST_ID_HEADER, SESSION_COOKIE, VERSION_HEADER } from '../../common/http';
import type { Config } from '../config';
import type { FileStore } from '../integrations/storage/file-store';
import { AppError, isAppError } from '../domain/app-error';
import type { RateLimitStore } from '../integrations/rate-limit-store';
import type { Logger } from '../logger';
import type { AppServices } from '../services';
import { authRoutes } from './api-auth';
import { manageRoutes } from './api-manage';
import { passkeyRoutes } from './api-passkey';
import { thirdPartyRoutes } from './api-third-party';
import { bookingSetupRoutes } from './api-booking-setup';
import { bookingRoutes, calendarFeedRoute } from './api-booking';
import { waitlistRoutes } from './api-waitlist';
import { chatRoutes } from './api-chat';
import { typesRoutes } from './api-types';
import { contentManageRoutes } from './api-content';
import { eventRegistrationRoutes } from './api-event-registration';
import { dealRoutes } from './api-deals';
import { settlementRoutes } from './api-settlement';
import { ledgerRoutes } from './api-ledger';
import { packageRoutes } from './api-packages';
import { RECEIPT_FOLDER } from '../domain/deal/send-receipt';
import { CHAT_FOLDER } from '../domain/chat/chat-file';
import { privateFile } from './private-file';
import { privacyRoutes } from './api-privacy';
import { medicalRoutes } from './api-medical';
import { mediaRoutes } from './api-media';
import { translationRoutes } from './api-translations';
import { memberManageRoutes } from './api-members';
import type { OidcClient } from '../integrations/oidc/oidc-providers';
import { systemRoutes } from './api-system';
import { authSession, type AuthEnv } from './auth-session';
import { appErrorFromDatabase } from './database-errors';
import { isDatabaseUnreachable } from '../domain/shared/db-errors';
import { mountRoutes, type AnyRoute } from './route';
import { signInThrottle } from './sign-in-throttle';
import { findUnsafeText } from '../../common/validators/input';
import { pagePathOf } from '../../common/i18n-config';
import { trackingFor, trackingSources, type ExtraSources } from '../../common/tracking';
import type { Actor } from '../domain/accounts/get-actor';
import { presentUser, type PublicUser } from '../presenters/user';
import { compression } from './compression';
import { trackContentReads } from '../domain/site/content-reads';
import { cachedPageResponse, createPageCache, makeCachedPage } from './page-cache';
import { resolveClientIp } from './rate-limit';
import { contentSecurityPolicy, hashInlineScripts, securityHeaders, type SecurityEnv } from './security-headers';
import { seoFiles } from './seo-files';
import { staticFiles } from './static-files';
import { xsrf } from './xsrf';

/** What the React Router entry exports so the server can hand it per-request context. */
export interface RequestInfo {
  nonce: string;
  requestId: string;
  /** The signed-in user, or null. */
  actor: Actor | null;
  user: PublicUser | null;
}
export type MakeLoadContext = (info: RequestInfo) => unknown;

export interface HttpDeps {
  config: Config;
  logger: Logger;
  services: AppServices;
  rateLimitStore: RateLimitStore;
  build: ServerBuild;
  makeLoadContext: MakeLoadContext;
  /** Signs short-lived cookies (third-party sign-in state). */
  appSecret: string;
  /** Where uploads live: a local folder served at /uploads, or an object store answering for it (server-named files only). */
  files: FileStore;
  oidc: OidcClient;
  isReady: () => Promise<boolean>;
}

/** How long /readyz waits for the database before it answers 503. */
const READY_TIMEOUT_MS = 2_000;
/** What a 503 asks the client to wait before trying again (the database usually restarts in seconds). */
const RETRY_AFTER_SECONDS = 5;

/** The whole HTTP surface: health, /api, static files, SEO files, then React Router for pages. */
export function createHttpApp(deps: HttpDeps) {
  const { config, logger, services } = deps;
  const https = config.PUBLIC_URL.startsWith('https:');
  const app = new Hono<SecurityEnv & AuthEnv>();
  const handleRequest = createRequestHandler(deps.build, config.isDev ? 'development' : 'production');
  const pageCache = createPageCache({ watch: services.content.watch, maxEntries: 1000 });

  app.use(async (c, next) => {
    const requestId = c.req.header(REQUEST_ID_HEADER)?.slice(0, 64) || randomUUID();
    c.set('requestId', requestId);
    c.set('clientIp' as never, resolveClientIp(c, config.TRUST_PROXY) as never);
    const started = performance.now();
    await next();
    c.res.headers.set(REQUEST_ID_HEADER, requestId);
    c.res.headers.set(VERSION_HEADER, services.app.buildVersion);
    const ms = Math.round((performance.now() - started) * 10) / 10;
    logger.info({ requestId, method: c.req.method, path: c.req.path, status: c.res.status, ms }, 'request');
  });
  app.use(securityHeaders({ https }));
  app.use(compression());

  app.onError((err, c) => {
    // A constraint the database enforces (a foreign key naming nothing, a value out of range)
    // is the caller's mistake, not a fault.
    const known = isAppError(err) ? err : appErrorFromDatabase(err);
    if (known) {
      // The database away (restarting, network cut): answered at once, one short line each (docs/architecture.md "Faults").
      if (known.code === 'UNAVAILABLE') {
        logger.warn({ requestId: c.get('requestId'), path: c.req.path, err: String((err as Error)?.message ?? err) }, 'database (or another service) unreachable; answered 503');
        c.header('Retry-After', String(RETRY_AFTER_SECONDS));
      } else if (known.status >= 500) logger.error({ err, requestId: c.get('requestId') }, 'request failed');
      return c.json({ code: known.code, message: known.key, data: known.details }, known.status as 400);
    }
    logger.error({ err, requestId: c.get('requestId') }, 'unhandled error');
    return c.json({ code: 'INTERNAL', message: 'error.status.500' }, 500);
  });

  // Text PostgreSQL cannot store (NUL, unpaired surrogates) in the address never reaches a
  // loader or a query: 400 for pages and the API alike.
  app.use(async (c, next) => {
    const url = new URL(c.req.url);
    let decoded: string;
    try {
      decoded = decodeURIComponent(url.pathname) + '\n' + [...url.searchParams].flat().join('\n');
    } catch {
      decoded = '\u0000';
    }
    if (findUnsafeText(decoded) !== null) {
      if (url.pathname.startsWith('/api/')) return c.json({ code: 'BAD_REQUEST', message: 'error.status.400', data: { reason: 'url' } }, 400);
      return c.text('Bad request', 400);
    }
    await next();
  });

  /** Ready (the database answers) within `ms`; false on an error or when the answer takes longer. */
  const readyWithin = async (ms: number): Promise<boolean> => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
    try {
      return await Promise.race([deps.isReady().catch(() => false), late]);
    } finally {
      clearTimeout(timer);
    }
  };
  app.get('/healthz', (c) => c.json({ ok: true }));
  app.get('/readyz', async (c) => ((await readyWithin(READY_TIMEOUT_MS)) ? c.json({ ready: true }) : c.json({ ready: false }, 503)));

  const xsrfCheck = xsrf({ secure: https, secret: deps.appSecret, sessionLive: async (token) => (await services.accounts.resolve(token)) !== null });
  app.use('/api/*', xsrfCheck);
  app.use('/api/*', authSession(services));
  // Every API answer is about this request (often this person): never stored by browsers or proxies.
  app.use('/api/*', async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  });
  // A write that moved the content version drops this process's cached pages and query results
  // before it answers, and tells the other processes (Redis) at once (ADR 0019).
  app.use('/api/*', async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS') return next();
    const knownBefore = services.content.watch.known();
    await next();
    if (c.res.status >= 400) return;
    await services.content.afterWrite(knownBefore).catch((err: unknown) => logger.warn({ err, requestId: c.get('requestId') }, 'content version check after a write failed'));
  });
  const throttle = signInThrottle({ store: deps.rateLimitStore, secret: deps.appSecret, secure: https });
  const routes: AnyRoute[] = [
    ...systemRoutes(services, () => routes),
    ...authRoutes(services, { throttle, secure: https }),
    ...manageRoutes(services),
    ...passkeyRoutes(services, { secret: deps.appSecret, publicUrl: config.PUBLIC_URL, siteName: 'Aloha', secure: https, throttle }),
    ...thirdPartyRoutes(services, deps.oidc, { secret: deps.appSecret, publicUrl: config.PUBLIC_URL, secure: https, throttle }),
    ...typesRoutes(services),
    ...contentManageRoutes(services),
    ...mediaRoutes(services),
    ...translationRoutes(services),
    ...memberManageRoutes(services),
    ...bookingSetupRoutes(services),
    ...bookingRoutes(services),
    ...waitlistRoutes(services),
    ...chatRoutes(services),
    ...eventRegistrationRoutes(services),
    ...dealRoutes(services),
    ...settlementRoutes(services),
    ...ledgerRoutes(services),
    ...packageRoutes(services),
    ...privacyRoutes(services, { secure: https }),
    ...medicalRoutes(services),
  ];
  mountRoutes(app, routes, { rateLimitStore: deps.rateLimitStore, onDeskChange: services.manage.deskChanged });
  app.all('/api/*', (c) => c.json({ code: 'NOT_FOUND', message: 'error.status.404' }, 404));
  app.route('/', seoFiles(services));
  app.route('/', calendarFeedRoute(services, deps.rateLimitStore));

  // Uploaded files get fresh random names, so a stored file never changes: cached for a year. (Set
  // on the way out: serveStatic's onFound runs after its response is made and cannot add headers;
  // a private file has set its own.)
  app.use('/uploads/*', async (c, next) => {
    await next();
    if ((c.res.status === 200 || c.res.status === 206) && !c.res.headers.has('Cache-Control')) {
      c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
      c.res.headers.set('Content-Disposition', 'inline');
    }
  });
  // Files sent in chat (photos of injuries, reports) are private: only the sender, the room's member and
  // staff who may read chat get them, never stored by shared caches; anyone else sees nothing there.
  app.use(`/uploads/${CHAT_FOLDER}/*`, authSession(services));
  app.on(['GET', 'HEAD'], `/uploads/${CHAT_FOLDER}/*`, async (c) => {
    const actor = c.get('actor');
    const file = actor ? await services.chat.file(actor, c.req.path) : null;
    if (!file) return c.text('Not found', 404, { 'Cache-Control': 'private, no-store' });
    return privateFile(c, file);
  });
  app.all(`/uploads/${CHAT_FOLDER}/*`, (c) => c.text('Not found', 404));
  // Payment receipts are private: read only through GET /api/deals/{id}/receipts/{historyId}.
  app.all(`/uploads/${RECEIPT_FOLDER}/*`, (c) => c.text('Not found', 404));
  const files = deps.files;
  if (files.root) app.use('/uploads/*', serveStatic({ root: files.root, rewriteRequestPath: (p) => p.replace(/^\/uploads/, '') }));
  else {
    // An object store (S3_*): a redirect to its public address when there is one, else its answer.
    app.on(['GET', 'HEAD'], '/uploads/*', async (c) => {
      const direct = files.publicUrl?.(c.req.path);
      if (direct) {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
        return c.redirect(direct, 301);
      }
      if (!files.fetch) return c.text('Not found', 404);
      const res = await files.fetch(c.req.path, c.req.raw.headers);
      return c.req.method === 'HEAD' ? new Response(null, res) : res;
    });
  }
  app.all('/uploads/*', (c) => c.text('Not found', 404));
  // Hashed file names: a changed file is a new URL, so browsers may keep these for good.
  app.use('/assets/*', staticFiles({ root: './build/client', cacheControl: 'public, max-age=31536000, immutable' }));
  app.use('*', staticFiles({ root: './build/client', cacheControl: 'public, max-age=3600' }));

  app.use('*', xsrfCheck);
  app.use('*', authSession(services));
  /**
   * A page whose loader failed is a 500 from React Router; when the database cannot be reached
   * right now (no answer to a ping within half a second) that failure is the outage, answered 503
   * like the API (docs/architecture.md "Faults").
   */
  const refuseWhenUnreachable = async (res: Response) => {
    if (res.status === 500 && !(await readyWithin(500))) {
      await res.body?.cancel().catch(() => undefined);
      throw new AppError('UNAVAILABLE');
    }
  };
  app.all('*', async (c) => {
    const cacheable = isCacheable(c);
    const nonce = c.get('nonce');
    // The analytics and ad tags this page loads (none by default): the CSP allows exactly their origins.
    // (Without the database there is no page to render: answered 503 now rather than after a second wait.)
    const site = await services.content.site().catch((err: unknown) => {
      if (isDatabaseUnreachable(err)) throw err;
      return null;
    });
    const tracking = site && trackingFor(site, { isDebug: services.app.isDebug, path: pagePathOf(new URL(c.req.url)) });
    const extra = tracking ? trackingSources(tracking) : undefined;
    if (!cacheable) {
      if (extra) c.set('cspExtra', extra);
      const actor = c.get('actor');
      const res = await handleRequest(c.req.raw, deps.makeLoadContext({ nonce, requestId: c.get('requestId'), actor, user: actor ? presentUser(actor) : null }) as never);
      await refuseWhenUnreachable(res);
      // A signed-in person's page is theirs: no shared cache keeps it.
      if (actor && !res.headers.has('Cache-Control')) res.headers.set('Cache-Control', 'private, no-cache');
      return res;
    }
    const url = new URL(c.req.url);
    const key = url.pathname + url.search;
    let page = await pageCache.get(key);
    if (!page) {
      const generation = pageCache.generation();
      // A HEAD is answered with its GET's headers, so it is rendered (and stored) as that GET.
      const request = c.req.method === 'HEAD' ? new Request(c.req.raw.url, { method: 'GET', headers: c.req.raw.headers, signal: c.req.raw.signal }) : c.req.raw;
      // Rendered with a nonce of its own that never leaves the server: it marks the app's own
      // scripts, which the page's CSP then allows by hash (ADR 0017).
      const renderNonce = randomBytes(16).toString('base64url');
      // The kinds of content the render read: a later change drops this page only if it touched one (ADR 0020).
      const { result: res, tags } = await trackContentReads(() =>
        handleRequest(request, deps.makeLoadContext({ nonce: renderNonce, requestId: c.get('requestId'), actor: null, user: null }) as never),
      );
      await refuseWhenUnreachable(res);
      const document = await sameForEveryone(res, renderNonce, extra);
      if (!document) return res;
      const stored = !res.headers.has('set-cookie') && (res.status === 200 || res.status === 404);
      if (!stored) {
        c.set('csp', document.csp);
        const headers = new Headers(res.headers);
        headers.delete('content-length'); // the body lost its nonce attributes
        return new Response(document.body, { status: res.status, headers });
      }
      page = await makeCachedPage({ status: res.status, headers: res.headers, body: document.body, csp: document.csp, tags });
      pageCache.set(key, page, generation);
    }
    if (page.csp) c.set('csp', page.csp);
    return cachedPageResponse(page, { method: c.req.method, acceptEncoding: c.req.header('accept-encoding'), ifNoneMatch: c.req.header('if-none-match') });
  });
  return { app, pageCache, routes };
}

/**
 * An anonymous page's body as every visitor gets it: without the render's nonce, and with a CSP
 * allowing the app's inline scripts by their SHA-256 (`hashInlineScripts`). Other bodies (`.data`
 * payloads) are kept as they are; undefined when there is no body (redirects), so the response goes
 * out unchanged.
 */
async function sameForEveryone(res: Response, renderNonce: string, extra?: ExtraSources): Promise<{ body: Uint8Array<ArrayBuffer>; csp?: string } | undefined> {
  if (!res.body) return undefined;
  if (!/^text\/html\b/i.test(res.headers.get('content-type') ?? '')) return { body: new Uint8Array(await res.arrayBuffer()) };
  const { html, scriptSources } = hashInlineScripts(await res.text(), renderNonce);
  return { body: new TextEncoder().encode(html), csp: contentSecurityPolicy(scriptSources, extra) };
}

/** Anonymous GETs (and HEADs) of pages and their data are the same for every visitor of one URL. */
function isCacheable(c: Context): boolean {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return false;
  const cookie = c.req.header('cookie') ?? '';
  return !cookie.includes(`${SESSION_COOKIE}=`);
}
