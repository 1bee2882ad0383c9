// createApp wires the Hono application from its dependencies; it does no I/O itself,
// so tests build it on in-memory PGlite and call app.request() without a network.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { RuntimeConfigInput } from './contract/runtimeConfig';
import { endpoints } from './contract/endpoints';
import type { Database } from './db/database';
import { accountAuthRoutes, accountRoutes } from './features/account/accountRoutes';
import { adminRoutes } from './features/admin/adminRoutes';
import type { FixedCosts } from './features/admin/statsRepo';
import { analyticsRoutes } from './features/analytics/analyticsRoutes';
import { visitorKeys, type VisitorKeys } from './features/analytics/visitorKeys';
import type { LoginDeletion } from './features/account/loginDeletion';
import { configRoutes, meRoutes } from './features/auth/apiAuthRoutes';
import type { authRoutes } from './features/auth/authRoutes';
import { GoTrueError, sendAuthFailure } from './features/auth/gotrueErrors';
import type { AccessTokenVerifier } from './features/auth/requireUser';
import type { RateLimitStore } from './features/limits/rateLimitStore';
import { budgetSettings, type WriteBudgetSettings } from './features/limits/writeBudgets';
import { analysisRoutes } from './features/analysis/analysisRoutes';
import type { PreparedIndexStore } from './features/catalogIndex/catalogIndexFile';
import { catalogIndexRoutes } from './features/catalogIndex/catalogIndexRoutes';
import { blacklistRoutes } from './features/blacklist/blacklistRoutes';
import { collectionItemsRoutes } from './features/collections/collectionItemsRoutes';
import { collectionsRoutes } from './features/collections/collectionsRoutes';
import type { ScentEngine } from './features/engine/engine';
import { collectionScentRoutes } from './features/recommendations/collectionScentRoutes';
import { recommendationsRoutes } from './features/recommendations/recommendationsRoutes';
import type { CatalogSearch } from './features/perfumes/catalogSearch';
import type { PhotoLimits } from './features/photo/photoGate';
import type { PhotoAnalyzer } from './features/photo/photoAnalyzers';
import { photoRoutes } from './features/photo/photoRoutes';
import { healthRoutes } from './features/health/healthRoutes';
import { perfumesRoutes } from './features/perfumes/perfumesRoutes';
import type { ShopLinker } from './features/shop/affiliateLinks';
import { syncRoutes } from './features/sync/syncRoutes';
import { wishlistRoutes } from './features/wishlist/wishlistRoutes';
import { ApiError, sendError } from './http/apiError';
import { formatLimit, requestBodyLimit } from './http/bodyLimits';
import { requireJsonBodies } from './http/contentType';
import { API_MOUNT } from './http/endpointRoutes';
import { isAppRoute } from './contract/appRoutes';
import { compressJsonResponses } from './http/compression';
import { robotsTxt, sitemapXml } from './http/crawlerFiles';
import { measureRequests, type RequestMetrics } from './http/requestMetrics';
import { inlineSourceHashes, securityHeaders } from './http/securityHeaders';

export interface AppDeps {
  db: Database;
  /** Where users reach the app; https turns on HSTS. */
  publicUrl: string;
  /** True while the server drains for a shutdown: readiness then answers 503. */
  isDraining?: () => boolean;
  catalog: CatalogSearch;
  /** Built PWA to serve with SPA fallback; null serves the API only. */
  staticDir: string | null;
  /** Checks bearer tokens for requireUser(): embedded sessions or hosted Supabase. */
  auth: AccessTokenVerifier;
  /** The embedded GoTrue-compatible API for /auth/v1; null in hosted mode. */
  authRoutes: ReturnType<typeof authRoutes> | null;
  /** How account deletion removes the login (embedded: same transaction; hosted: admin API). */
  loginDeletion: LoginDeletion;
  /** What GET /api/config tells the browser. */
  runtimeConfig: RuntimeConfigInput;
  /** The scent engine in use (swapped when the catalog changes). */
  engine: () => ScentEngine;
  /** Registers a call after each engine rebuild (a feed import); absent: never replaced. */
  onEngineRebuild?: (listener: () => void) => void;
  /** Where the prepared offline index is kept between starts (DATA_DIR/cache); absent: not kept. */
  catalogIndexStore?: PreparedIndexStore;
  /** The engines' shop link rule (feed deep link, else AFFILIATE_URL_TEMPLATE); absent: none. */
  shopLink?: ShopLinker;
  /** Buckets of every rate limit (memory on PGlite, shared table on PostgreSQL). */
  rateLimitStore: RateLimitStore;
  /** The caller's address for rate limits (honours TRUST_PROXY_HOPS). */
  clientIp: (c: Context) => string;
  /** Photo recognition: local OCR or the OpenAI vision model. */
  photoAnalyzer: PhotoAnalyzer;
  /** The only place uploaded photos touch the disk, for the duration of their analysis. */
  uploadDir: string;
  /** Concurrent and queued photo recognitions and their time limits (defaults if absent). */
  photoLimits?: Partial<PhotoLimits>;
  /** ADMIN_TOKEN and the fixed monthly costs; absent or token null: the admin API is off. */
  admin?: { token: string | null; costs: FixedCosts; now?: () => Date };
  /** Response times and statuses for the dashboard; absent or null: not measured. */
  requestMetrics?: RequestMetrics | null;
  /** The analytics' daily visitor keys (default: salts in deps.db). */
  visitorKeys?: VisitorKeys;
  /** Global ceilings of anonymous writes per day (defaults in writeBudgets.ts). */
  writeBudgets?: Partial<WriteBudgetSettings>;
}

export function createApp(deps: AppDeps) {
  // Every feature router registers its endpoints' paths from the contract's table below
  // /api (api/http/endpointRoutes.ts), so each one is mounted at the root of /api.
  const api = new Hono()
    .route('/', healthRoutes(deps))
    .route('/', perfumesRoutes(deps))
    .route('/', catalogIndexRoutes(deps))
    .route('/', configRoutes(deps.runtimeConfig))
    .route('/', meRoutes(deps.auth))
    .route('/', accountAuthRoutes(deps))
    .route('/', accountRoutes(deps))
    .route('/', collectionsRoutes(deps))
    .route('/', collectionItemsRoutes(deps))
    .route('/', wishlistRoutes(deps))
    .route('/', blacklistRoutes(deps))
    .route('/', syncRoutes(deps))
    .route('/', analysisRoutes(deps))
    .route('/', recommendationsRoutes(deps))
    .route('/', collectionScentRoutes(deps))
    .route('/', photoRoutes(deps))
    .route(
      '/',
      adminRoutes({
        db: deps.db,
        token: deps.admin?.token ?? null,
        costs: deps.admin?.costs ?? { hostingUsdMonthly: 0, databaseUsdMonthly: 0 },
        requestMetrics: deps.requestMetrics ?? null,
        now: deps.admin?.now,
        limits: deps,
        writeBudgets: budgetSettings(deps),
      }),
    )
    .route(
      '/',
      analyticsRoutes({ ...deps, visitorKeys: deps.visitorKeys ?? visitorKeys(deps.db) }),
    );

  // The built document's inline script and style are allowed by hash, so it is read once here.
  const shellPath = deps.staticDir ? path.join(deps.staticDir, 'index.html') : null;
  const shellHtml = shellPath && existsSync(shellPath) ? readFileSync(shellPath, 'utf8') : null;
  const app = new Hono();
  if (deps.requestMetrics) {
    app.use('/api/*', measureRequests(deps.requestMetrics));
    app.use('/auth/v1/*', measureRequests(deps.requestMetrics));
  }
  app.use(
    '*',
    securityHeaders({
      publicUrl: deps.publicUrl,
      connectOrigins:
        deps.runtimeConfig.auth.mode === 'hosted'
          ? [new URL(deps.runtimeConfig.auth.url).origin]
          : [],
      ...(shellHtml ? { inline: inlineSourceHashes(shellHtml) } : {}),
    }),
  );
  const contentTypes = {
    multipart: new Set([endpoints.photoAnalysis.path]),
    beacon: new Set([endpoints.analyticsEvents.path]),
    publicUrl: deps.publicUrl,
  };
  app.use(
    '/api/*',
    requireJsonBodies(contentTypes, (c) => sendError(c, 'unsupported_media_type')),
  );
  app.use(
    '/auth/v1/*',
    requireJsonBodies(contentTypes, (c) =>
      sendAuthFailure(
        c,
        new GoTrueError(415, 'unsupported_media_type', 'Content-Type must be application/json'),
      ),
    ),
  );
  app.use(
    '/api/*',
    requestBodyLimit('/api', (c, limit) =>
      sendError(
        c,
        'payload_too_large',
        `Die Anfrage ist zu groß. Erlaubt sind höchstens ${formatLimit(limit)}.`,
      ),
    ),
  );
  app.use(
    '/auth/v1/*',
    requestBodyLimit('/auth/v1', (c) =>
      sendAuthFailure(
        c,
        new GoTrueError(413, 'request_entity_too_large', 'Request body too large'),
      ),
    ),
  );
  app.use('/api/*', compressJsonResponses);
  app.route(API_MOUNT, api);
  app.all('/api/*', (c) => sendError(c, 'route_not_found'));
  if (deps.authRoutes) app.route('/auth/v1', deps.authRoutes);
  // Never the SPA shell for /auth/v1 (in hosted mode nothing is served there); /auth and
  // /auth/callback without v1 are routes of the PWA.
  app.all('/auth/v1/*', (c) =>
    c.json({ code: 404, error_code: 'not_found', msg: 'Not Found' }, 404),
  );

  app.onError((error, c) => {
    if (c.req.path.startsWith('/auth/v1/')) return sendAuthFailure(c, error);
    if (error instanceof ApiError) return sendError(c, error.code, error.message);
    if (error instanceof HTTPException && error.status < 500) {
      return sendError(c, error.status === 413 ? 'payload_too_large' : 'bad_request');
    }
    console.error(`[api] ${c.req.method} ${c.req.path} fehlgeschlagen:`, error);
    return sendError(c, 'internal_error');
  });

  if (deps.staticDir && shellHtml !== null) mountPwa(app, deps.staticDir, deps.publicUrl);
  return app;
}

/** Content types the build writes .br and .gz copies of (vite.config.ts, precompress). */
const COMPRESSIBLE_TYPE = /^(text\/|application\/(javascript|json|manifest\+json)|image\/svg)/;

/**
 * Hashed build assets are cached for a year; everything else must be revalidated. Text
 * files are sent as their Brotli or gzip copy when the browser accepts one.
 */
function mountPwa(app: Hono, root: string, publicUrl: string) {
  // serveStatic has already built its response when its onFound hook runs, so the
  // headers are set here, around it.
  app.use('*', async (c, next) => {
    await next();
    if (![200, 206, 404].includes(c.res.status)) return;
    const immutable = c.req.path.startsWith('/assets/');
    c.res.headers.set(
      'Cache-Control',
      immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
    if (c.req.path.endsWith('.webmanifest')) {
      c.res.headers.set('Content-Type', 'application/manifest+json');
    }
    const vary = c.res.headers.get('Vary') ?? '';
    if (
      COMPRESSIBLE_TYPE.test(c.res.headers.get('Content-Type') ?? '') &&
      !vary.includes('Accept-Encoding')
    ) {
      c.res.headers.append('Vary', 'Accept-Encoding');
    }
  });
  const robotsPath = path.join(root, 'robots.txt');
  if (existsSync(robotsPath)) {
    const robots = robotsTxt(readFileSync(robotsPath, 'utf8'), publicUrl);
    app.get('/robots.txt', (c) => c.text(robots));
  }
  const sitemap = sitemapXml(publicUrl);
  app.get('/sitemap.xml', (c) =>
    c.body(sitemap, 200, { 'Content-Type': 'application/xml; charset=utf-8' }),
  );
  app.use('*', serveStatic({ root, precompressed: true }));
  // SPA fallback: every other GET of a route is a client-side route of the app. A missing
  // file (a path with an extension, e.g. /favicon.ico) is a plain 404, never the app's HTML.
  // A path that is no route of the app gets the app (its "Seite nicht gefunden" page) with
  // a 404 status, so search engines drop it.
  app.get('*', async (c, next) => {
    if (/\.[a-z0-9]+$/i.test(c.req.path)) return c.text('Nicht gefunden', 404);
    await next();
    if (c.res.status === 200 && !isAppRoute(c.req.path)) {
      c.res = new Response(c.res.body, { status: 404, headers: c.res.headers });
    }
  });
  app.get('*', serveStatic({ root, path: 'index.html', precompressed: true }));
}

export type AppType = ReturnType<typeof createApp>;
