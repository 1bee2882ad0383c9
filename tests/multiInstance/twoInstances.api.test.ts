// Two instances of the API on one PostgreSQL, each with its own connection pool, session
// cache, rate-limit client and revocation listener — as two processes behind a load
// balancer. Runs in the PostgreSQL pass of the test command (TEST_DATABASE_URL).
import { embeddedLoginDeletion } from '../../api/features/account/loginDeletion';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../api/app';
import { importRecords } from '../../api/catalog/importCatalog';
import { migrate, readMigrations } from '../../api/db/migrate';
import { openPostgres } from '../../api/db/postgres';
import { postgresRevocationChannel } from '../../api/features/auth/revocationChannel';
import { postgresRateLimitStore } from '../../api/features/limits/rateLimitStore';
import { CatalogSearch } from '../../api/features/perfumes/catalogSearch';
import { sampleCatalog } from '../fixtures/perfumes';
import { anonHeaders, authHelpers, buildTestAuth, TEST_PUBLIC_URL } from '../support/authTestApp';
import { openTestDatabase, testScentDeps, type TestDatabase } from '../support/testApp';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.runIf(onPostgres)('two instances on one PostgreSQL', () => {
  let database: TestDatabase;
  const closers: (() => Promise<void>)[] = [];
  let instances: Awaited<ReturnType<typeof startInstance>>[] = [];
  let appliedByEach: string[][] = [];

  async function startInstance(url: string) {
    const db = openPostgres(url, 4);
    const revocations = postgresRevocationChannel(db, url);
    const rateLimitStore = postgresRateLimitStore(db);
    const auth = await buildTestAuth(db, {
      // Long enough that only a revocation can end a cached session within the test.
      config: { sessionCacheMs: 60_000 },
      rateLimits: { otpPer5Min: 4 },
      trustProxyHops: 1,
      rateLimitStore,
      revocations,
    });
    const catalog = await CatalogSearch.load(db);
    const app = createApp({
      publicUrl: TEST_PUBLIC_URL,
      db,
      catalog,
      staticDir: null,
      auth: auth.embedded.verifier,
      authRoutes: auth.embedded.routes,
      loginDeletion: embeddedLoginDeletion(auth.embedded.services.sessionCache),
      ...testScentDeps(catalog, db),
      rateLimitStore,
      runtimeConfig: {
        auth: {
          url: TEST_PUBLIC_URL,
          anonKey: auth.embedded.anonKey,
          mode: 'embedded',
          googleEnabled: false,
        },
      },
    });
    closers.push(async () => {
      await revocations.close();
      await db.close();
    });
    return { app, auth, helpers: authHelpers(app, auth) };
  }

  beforeAll(async () => {
    database = await openTestDatabase();
    const url = database.url!;
    // Both start together on a fresh database: each tries to apply every migration.
    const pools = [openPostgres(url, 2), openPostgres(url, 2)];
    appliedByEach = await Promise.all(pools.map((pool) => migrate(pool)));
    await Promise.all(pools.map((pool) => pool.close()));
    await importRecords(database.db, sampleCatalog(), {
      source: 'builtin',
      version: 'test',
      retireMissing: true,
    });
    instances = [await startInstance(url), await startInstance(url)];
  });
  afterAll(async () => {
    for (const close of closers) await close();
    await database.drop();
  });

  it('applies every migration exactly once when both start together', async () => {
    const all = readMigrations().map((migration) => migration.name);
    const [first = [], second = []] = appliedByEach;
    expect([...first, ...second].sort()).toEqual(all);
    expect(first.filter((name) => second.includes(name))).toEqual([]);
    const { rows } = await database.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM schema_migrations',
    );
    expect(rows[0]?.n).toBe(all.length);
  });

  it('holds a per-address limit across both instances', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const instance = instances[i % 2]!;
      const response = await instance.app.request('/auth/v1/recover', {
        method: 'POST',
        headers: { ...anonHeaders(instance.auth), 'X-Forwarded-For': '192.0.2.44' },
        body: JSON.stringify({ email: `grenze${i}@example.de` }),
      });
      statuses.push(response.status);
    }
    // Four per address in all, not four per instance.
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
  });

  it('refuses on the other instance, at once, a session signed out on one', async () => {
    const [a, b] = instances;
    const session = await a!.helpers.signUpConfirmed('zwei@example.de', 'sicheres-Passwort-1');
    const me = () =>
      b!.app.request('/api/me', { headers: { Authorization: `Bearer ${session.accessToken}` } });
    // B checks the session in the database and remembers it for a minute.
    expect((await me()).status).toBe(200);
    expect((await me()).status).toBe(200);
    const logout = await a!.app.request('/auth/v1/logout', {
      method: 'POST',
      headers: { ...anonHeaders(a!.auth), Authorization: `Bearer ${session.accessToken}` },
    });
    expect(logout.status).toBe(204);
    // The notification travels through PostgreSQL; long before B's cache would expire.
    await vi.waitFor(async () => expect((await me()).status).toBe(401), {
      timeout: 5000,
      interval: 50,
    });
  });
});
