// Builds the real app for API tests: in-memory PGlite by default, or a fresh database on
// the PostgreSQL server named by TEST_DATABASE_URL (created per test file, dropped after).
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Context } from 'hono';
import { networkKey } from '../../api/features/limits/clientAddress';
import pg from 'pg';
import { createApp, type AppDeps } from '../../api/app';
import { embeddedLoginDeletion } from '../../api/features/account/loginDeletion';
import { importRecords } from '../../api/catalog/importCatalog';
import { importFeed } from '../../api/catalog/shopFeed';
import type { CatalogRecord } from '../../api/contract/perfume';
import type { Database } from '../../api/db/database';
import { migrate } from '../../api/db/migrate';
import { openPglite } from '../../api/db/pglite';
import { openPostgres } from '../../api/db/postgres';
import { setUpEngine } from '../../api/features/engine/engineSetup';
import { memoryRateLimitStore } from '../../api/features/limits/rateLimitStore';
import { CatalogSearch } from '../../api/features/perfumes/catalogSearch';
import { authHelpers, buildTestAuth, TEST_PUBLIC_URL, type TestAuthOptions } from './authTestApp';

export interface TestDatabase {
  db: Database;
  /** The database's connection string on PostgreSQL; null for in-memory PGlite. */
  url: string | null;
  drop: () => Promise<void>;
}

export async function openTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const db = await openPglite(null);
    return { db, url: null, drop: () => db.close() };
  }
  const name = `duftkompass_test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = openPostgres(url.toString(), 4);
  return {
    db,
    url: url.toString(),
    drop: async () => {
      await db.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/**
 * The real app with the real embedded auth. `auth.signUpConfirmed(email, password)` gives
 * a confirmed user with a session (through /auth/v1 and the confirmation link);
 * `auth.mails` holds every mail sent.
 */
export async function createTestApp(
  records: readonly CatalogRecord[],
  authOptions: TestAuthOptions = {},
  appOptions: {
    /** Wraps the database the app uses (not the set-up), e.g. to inject failures. */
    wrapDb?: (db: Database) => Database;
    /** A built PWA to serve (default: the API alone). */
    staticDir?: string;
    /** Where users reach the app (https turns on HSTS). */
    publicUrl?: string;
    /** A shop feed (CSV text) imported after the catalog: prices, links. */
    feed?: string;
    /** Optional parts of the app (admin token, request metrics, visitor keys). */
    deps?: Pick<AppDeps, 'admin' | 'requestMetrics' | 'visitorKeys' | 'writeBudgets'>;
  } = {},
) {
  const database = await openTestDatabase();
  await migrate(database.db);
  await importRecords(database.db, records, {
    source: 'builtin',
    version: 'test',
    retireMissing: true,
  });
  if (appOptions.feed) await importFeed(database.db, appOptions.feed, 'feed.csv');
  const catalog = await CatalogSearch.load(database.db);
  const testAuth = await buildTestAuth(database.db, authOptions);
  const app = createApp({
    publicUrl: appOptions.publicUrl ?? TEST_PUBLIC_URL,
    db: appOptions.wrapDb ? appOptions.wrapDb(database.db) : database.db,
    catalog,
    staticDir: appOptions.staticDir ?? null,
    auth: testAuth.embedded.verifier,
    authRoutes: testAuth.embedded.routes,
    loginDeletion: embeddedLoginDeletion(testAuth.embedded.services.sessionCache),
    ...testScentDeps(catalog, database.db),
    runtimeConfig: {
      auth: {
        url: TEST_PUBLIC_URL,
        anonKey: testAuth.embedded.anonKey,
        mode: 'embedded',
        googleEnabled: false,
      },
    },
    ...appOptions.deps,
  });
  const auth = { ...testAuth, ...authHelpers(app, testAuth) };
  return { app, db: database.db, catalog, auth, close: database.drop };
}

/**
 * The scent engine part of the app's dependencies for tests: the real local engine over
 * the test catalog, the real rate limits with buckets in memory.
 */
export function testScentDeps(catalog: CatalogSearch, db: Database) {
  const engine = setUpEngine(
    { kind: 'local', affiliateTemplate: TEST_AFFILIATE_TEMPLATE },
    catalog,
    db,
  );
  return {
    engine: engine.current,
    onEngineRebuild: engine.onRebuild,
    rateLimitStore: memoryRateLimitStore(),
    // One fixed address, unless a test of per-address limits sends its own.
    // Grouped as the server groups them: IPv6 callers per /64.
    clientIp: (c: Context) => networkKey(c.req.header('X-Test-Client-Ip') ?? '203.0.113.7', 64),
    photoAnalyzer: engine.photoAnalyzer,
    shopLink: engine.shopLink,
    uploadDir: mkdtempSync(path.join(tmpdir(), 'duftkompass-uploads-')),
  };
}

export const TEST_AFFILIATE_TEMPLATE = 'https://shop.example/suche?q={query}&partner=duftkompass';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A JSON call to the test app with an optional bearer token and extra headers. */
export function callApi(
  testApp: TestApp,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    ...options.headers,
  };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  return testApp.app.request(path, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
}

let signedUpUsers = 0;

/**
 * A confirmed user with a profile and the three default collections (through
 * /api/ensure-collections), in the spec's order: main, partner, custom.
 */
export async function signedInUserWithCollections(testApp: TestApp) {
  signedUpUsers += 1;
  const email = `sammler${signedUpUsers}-${randomUUID().slice(0, 8)}@example.de`;
  const session = await testApp.auth.signUpConfirmed(email, 'sicheres-Passwort-1');
  const response = await callApi(testApp, 'POST', '/api/ensure-collections', {
    token: session.accessToken,
  });
  const body: unknown = await response.json();
  const collections =
    typeof body === 'object' && body && 'collections' in body && Array.isArray(body.collections)
      ? body.collections.flatMap((c: unknown) =>
          typeof c === 'object' && c && 'id' in c && typeof c.id === 'string' ? [c.id] : [],
        )
      : [];
  const [main, partner, custom] = collections;
  if (!main || !partner || !custom) throw new Error(`ensure-collections: ${JSON.stringify(body)}`);
  return { email, ...session, collections: { main, partner, custom } };
}
