// Entry point: parse configuration, open the database, migrate, import the catalog if
// it changed, then serve API and PWA on one port.
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { ensureBuiltinCatalog } from './catalog/importCatalog';
import { ConfigError, parseConfig } from './config';
import { migrate } from './db/migrate';
import { openDatabase } from './db/openDatabase';
import { RateLimiter } from './features/ai/rateLimiter';
import { clientIp } from './features/auth/authHttp';
import { setUpAuth } from './features/auth/authSetup';
import { setUpEngine } from './features/engine/engineSetup';
import { CatalogSearch } from './features/perfumes/catalogSearch';
import { clearUploadDir, uploadDirFor } from './features/photo/tempUploads';
import { pruneIdempotencyKeys } from './features/sync/idempotency';

const CATALOG_REFRESH_MS = 60_000;
const IDEMPOTENCY_PRUNE_MS = 60 * 60_000;
const AUTH_PRUNE_MS = 60 * 60_000;
/** Spec 001 §5/§9: at most 10 recommendations per minute. */
const RECOMMENDATIONS_PER_MINUTE = 10;

async function main() {
  const config = parseConfig(process.env);
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const applied = await migrate(db);
  if (applied.length > 0) console.log(`[db] Migrationen angewendet: ${applied.join(', ')}`);

  const started = Date.now();
  const outcome = await ensureBuiltinCatalog(db, config.catalogFile);
  if (outcome.imported) {
    console.log(
      `[katalog] Version ${outcome.version} importiert: ${outcome.count} Parfüms` +
        (outcome.retired ? `, ${outcome.retired} aus der Suche genommen` : '') +
        ` (${Date.now() - started} ms)`,
    );
  }
  const catalog = await CatalogSearch.load(db, config.searchCacheSize);
  const engine = setUpEngine(config.engine, catalog, db);
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
  // Stored answers of mutations are kept for the retention period, then deleted.
  const prune = () =>
    pruneIdempotencyKeys(db).catch((error: unknown) =>
      console.error('[sync] Alte Idempotenz-Schlüssel konnten nicht gelöscht werden:', error),
    );
  await prune();
  setInterval(() => void prune(), IDEMPOTENCY_PRUNE_MS).unref();

  const { pruneAuth, ...authDeps } = await setUpAuth({
    config: config.auth,
    db,
    dataDir: config.dataDir,
    publicUrl: config.publicUrl,
  });
  if (pruneAuth) {
    // Expired sessions, used-up tokens and old outbox entries (see authRetention.ts).
    const prune = () =>
      pruneAuth().catch((error: unknown) =>
        console.error('[auth] Abgelaufene Anmeldedaten konnten nicht gelöscht werden:', error),
      );
    await prune();
    setInterval(() => void prune(), AUTH_PRUNE_MS).unref();
  }
  const proxyHeader = config.auth.mode === 'embedded' ? config.auth.rateLimitHeader : null;
  const app = createApp({
    db,
    catalog,
    staticDir: config.staticDir,
    ...authDeps,
    engine: engine.current,
    recommendationLimiter: new RateLimiter(RECOMMENDATIONS_PER_MINUTE, 60_000),
    clientIp: (c) => clientIp(c, proxyHeader),
    photoAnalyzer: engine.photoAnalyzer,
    uploadDir,
  });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => {
    console.log(
      `[server] Duftkompass läuft auf ${config.publicUrl} (${db.kind}, ${catalog.size} Parfüms im Suchindex)`,
    );
  });

  const shutdown = () => {
    server.close();
    Promise.allSettled([engine.close(), db.close()]).finally(() => process.exit(0));
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('[server] Start fehlgeschlagen:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
