// Entry point: parse configuration, open the database, migrate, import the catalog if
// it changed, then serve API and PWA on one port.
import type { Server } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import type { Context } from 'hono';
import { createApp } from './app';
import { forgetReadAhead, readAhead } from './cacheFiles';
import { ensureBuiltinCatalog } from './catalog/importCatalog';
import { ConfigError, parseConfig } from './config';
import { MISSING_OPERATOR_WARNING } from './features/legal/operatorConfig';
import { migrate } from './db/migrate';
import { gracefulShutdown } from './gracefulShutdown';
import { installLogRedaction } from './logRedaction';
import { scheduleHousekeeping } from './features/housekeeping/housekeeping';
import { retentionTasks } from './features/housekeeping/retentionTasks';
import { openDatabase } from './db/openDatabase';
import { setUpAuth } from './features/auth/authSetup';
import type { Clock } from './features/auth/authTokens';
import { postgresRevocationChannel } from './features/auth/revocationChannel';
import { catalogIndexFiles } from './features/catalogIndex/catalogIndexFile';
import { setUpEngine } from './features/engine/engineSetup';
import { clientNetwork, parseCidrList } from './features/limits/clientAddress';
import { rateLimitStoreFor } from './features/limits/rateLimitStore';
import { CatalogSearch } from './features/perfumes/catalogSearch';
import { catalogSnapshotFiles } from './features/perfumes/catalogSnapshotFile';
import { clearUploadDir, uploadDirFor } from './features/photo/tempUploads';
import { createTesseractReader } from './features/photo/ocr';
import { createSceneTextReader } from './features/photo/sceneText/sceneTextReader';
import { requestMetrics as createRequestMetrics } from './http/requestMetrics';

const CATALOG_REFRESH_MS = 60_000;
const KEEP_ALIVE_TIMEOUT_MS = 65_000;
/** Node requires it above the keep-alive timeout; a client sending headers slower is cut. */
const HEADERS_TIMEOUT_MS = 66_000;
/**
 * A whole request (headers and body) must arrive within this (Node's default is 300 s):
 * a trickled body holds memory no longer than this (review N4; photos have 60 s).
 */
const REQUEST_TIMEOUT_MS = 90_000;

/** What a test harness may replace; production passes nothing. */
export interface ServerOverrides {
  /** The embedded auth's clock (token times, the age of the last sign-in, code expiry). */
  authClock?: Clock;
}

export async function main(overrides: ServerOverrides = {}) {
  // Before anything logs: no e-mail address or id reaches the log (review L19).
  installLogRedaction();
  const config = parseConfig(process.env);
  if (!config.operator) console.warn(MISSING_OPERATOR_WARNING);
  const cacheDir = path.join(config.dataDir, 'cache');
  // The kept files are read on a thread of their own while the database starts (readAhead).
  const filesReadAhead = readAhead(cacheDir);
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const applied = await migrate(db);
  if (applied.length > 0) console.log(`[db] Migrationen angewendet: ${applied.join(', ')}`);

  const started = Date.now();
  const outcome = await ensureBuiltinCatalog(
    db,
    config.catalogFile,
    path.join(cacheDir, 'catalog-version.json'),
  );
  if (outcome.imported) {
    console.log(
      `[katalog] Version ${outcome.version} importiert: ${outcome.count} Parfüms` +
        (outcome.retired ? `, ${outcome.retired} aus der Suche genommen` : '') +
        ` (${Date.now() - started} ms)`,
    );
  }
  await filesReadAhead;
  const catalog = await CatalogSearch.load(db, {
    cacheSize: config.searchCacheSize,
    store: catalogSnapshotFiles(cacheDir),
  });
  const ocr =
    config.photoOcr === 'tesseract'
      ? createTesseractReader()
      : createSceneTextReader({ maxChildren: config.photoOcrChildren });
  const engine = setUpEngine(config.engine, catalog, db, ocr, undefined, cacheDir);
  // Privacy promise: no photo survives a restart.
  const uploadDir = uploadDirFor(config.dataDir);
  const leftovers = await clearUploadDir(uploadDir);
  if (leftovers > 0) console.log(`[foto] ${leftovers} liegengebliebene Uploads gelöscht`);
  const refresh = setInterval(() => {
    catalog
      .refreshIfChanged(db)
      .then((changed) => changed && engine.rebuild())
      .catch((error: unknown) => console.error('[katalog] Aktualisierung fehlgeschlagen:', error));
  }, CATALOG_REFRESH_MS);
  refresh.unref();
  const rateLimitStore = rateLimitStoreFor(db);
  const proxyTrust = {
    hops: config.trustProxyHops,
    from: parseCidrList(config.trustProxyFrom),
  };
  const clientIp = (c: Context) => clientNetwork(c, proxyTrust, config.ipv6Prefix);
  // N instances on one PostgreSQL hear each other's sign-outs (see revocationChannel.ts).
  const revocations =
    db.kind === 'postgres' && config.databaseUrl
      ? postgresRevocationChannel(db, config.databaseUrl)
      : null;
  const { pruneAuth, ...authDeps } = await setUpAuth({
    revocations,
    config: config.auth,
    db,
    dataDir: config.dataDir,
    publicUrl: config.publicUrl,
    rateLimitStore,
    clientAddress: clientIp,
    ...(overrides.authClock ? { clock: overrides.authClock } : {}),
  });
  const stopHousekeeping = scheduleHousekeeping(
    retentionTasks(db, rateLimitStore, pruneAuth, () => authDeps.loginDeletion.retryPending(db)),
  );
  // REQUEST_METRICS=off exists for the search benchmark, which measures what they cost.
  const requestMetrics = config.admin.requestMetrics ? createRequestMetrics() : null;
  const stopMetrics = requestMetrics?.schedule(db);
  const draining = { value: false };
  const app = createApp({
    publicUrl: config.publicUrl,
    isDraining: () => draining.value,
    db,
    catalog,
    catalogIndexStore: catalogIndexFiles(cacheDir),
    staticDir: config.staticDir,
    ...authDeps,
    runtimeConfig: {
      ...authDeps.runtimeConfig,
      legal: {
        operator: config.operator,
        aiProvider: config.engine.kind === 'openai' ? 'openai' : 'none',
      },
    },
    engine: engine.current,
    onEngineRebuild: engine.onRebuild,
    rateLimitStore,
    clientIp,
    photoAnalyzer: engine.photoAnalyzer,
    shopLink: engine.shopLink,
    photoLimits: config.photoLimits,
    writeBudgets: config.writeBudgets,
    uploadDir,
    admin: {
      token: config.admin.token,
      costs: {
        hostingUsdMonthly: config.admin.hostingUsdMonthly,
        databaseUsdMonthly: config.admin.databaseUsdMonthly,
      },
    },
    requestMetrics,
  });
  // Every store has read its file by now; what is left belongs to no current key.
  forgetReadAhead();
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => {
    console.log(
      `[server] Duftkompass läuft auf ${config.publicUrl} (${db.kind}, ${catalog.size} Parfüms im Suchindex)`,
    );
    // What the catalog costs in memory after start (bench:start reads this line). Started
    // with --expose-gc (as bench:start does), the start's garbage is collected first, so the
    // heap is what the server keeps.
    (globalThis as { gc?: () => void }).gc?.();
    const memory = process.memoryUsage();
    console.log(
      `[server] Speicher nach dem Start: Heap ${(memory.heapUsed / 1e6).toFixed(0)} MB, ` +
        `ArrayBuffer ${(memory.arrayBuffers / 1e6).toFixed(0)} MB, RSS ${(memory.rss / 1e6).toFixed(0)} MB`,
    );
  }) as Server;
  // Idle keep-alive connections outlive a load balancer's (typically 60 s), so the server
  // never closes one the balancer or a client is just reusing; slow headers still end early.
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  server.requestTimeout = REQUEST_TIMEOUT_MS;

  const shutdown = gracefulShutdown({
    server,
    draining,
    close: async () => {
      stopHousekeeping();
      stopMetrics?.();
      await requestMetrics
        ?.flush(db, { all: true })
        .catch((error: unknown) =>
          console.error('[metriken] Letztes Schreiben fehlgeschlagen:', error),
        );
      await Promise.allSettled([engine.close(), revocations?.close()]);
      await db.close();
    },
  });
  process.on('SIGINT', () => void shutdown('SIGINT', 0));
  process.on('SIGTERM', () => void shutdown('SIGTERM', 0));
  // A fault nobody caught leaves state nobody can vouch for: log it, drain, and exit
  // non-zero so that the supervisor (npm start) or the platform starts a fresh process.
  process.on('uncaughtException', (error) => {
    console.error('[server] Unbehandelter Fehler, der Server wird neu gestartet:', error);
    void shutdown('uncaughtException', 1);
  });
  process.on('unhandledRejection', (reason) => {
    console.error(
      '[server] Unbehandelte Promise-Ablehnung, der Server wird neu gestartet:',
      reason,
    );
    void shutdown('unhandledRejection', 1);
  });
}

/** Logs why the start failed and exits non-zero. */
export function exitAfterFailedStart(error: unknown): never {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('[server] Start fehlgeschlagen:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
}

// Started directly (npm run serve, npm start's supervisor); the e2e harness imports main().
const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(path.resolve(entry)).href) {
  main().catch(exitAfterFailedStart);
}
