import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { hostedLoginDeletion } from './features/account/loginDeletion';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleCatalog } from '../tests/fixtures/perfumes';
import { openTestDatabase, testScentDeps, type TestDatabase } from '../tests/support/testApp';
import { createApp } from './app';
import { importRecords } from './catalog/importCatalog';
import { migrate } from './db/migrate';
import { CatalogSearch } from './features/perfumes/catalogSearch';

let database: TestDatabase;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  const staticDir = mkdtempSync(path.join(tmpdir(), 'pwa-'));
  mkdirSync(path.join(staticDir, 'assets'));
  writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Duftkompass</title>');
  writeFileSync(path.join(staticDir, 'assets', 'app-1a2b3c.js'), 'console.log("app")');
  // Stand-ins for the build's compressed copies: their content tells which one was sent.
  writeFileSync(path.join(staticDir, 'assets', 'app-1a2b3c.js.br'), 'brotli');
  writeFileSync(path.join(staticDir, 'assets', 'app-1a2b3c.js.gz'), 'gzip');
  writeFileSync(path.join(staticDir, 'manifest.webmanifest'), '{"lang":"de"}');
  database = await openTestDatabase();
  await migrate(database.db);
  await importRecords(database.db, sampleCatalog(), {
    source: 'builtin',
    version: 't',
    retireMissing: true,
  });
  const catalog = await CatalogSearch.load(database.db);
  app = createApp({
    publicUrl: 'https://duftkompass.example',
    db: database.db,
    catalog,
    ...testScentDeps(catalog, database.db),
    staticDir,
    auth: {
      verify: () => Promise.resolve(null),
      reauthenticate: () =>
        Promise.resolve({ ok: false as const, code: 'reauthentication_needed' as const }),
    },
    authRoutes: null,
    loginDeletion: hostedLoginDeletion({
      supabaseUrl: 'http://localhost:8787',
      serviceRoleKey: null,
    }),
    runtimeConfig: {
      auth: { url: 'http://localhost:8787', anonKey: 'anon', mode: 'hosted', googleEnabled: false },
    },
  });
});

afterAll(async () => {
  await database.drop();
});

describe('serving the PWA from the API server', () => {
  it('serves index.html for the root and for client-side routes (SPA fallback)', async () => {
    // An unknown path gets the app too (its 404 page), with a 404 status.
    for (const [route, status] of [
      ['/', 200],
      ['/profile', 200],
      ['/gibt/es/nicht', 404],
    ] as const) {
      const response = await app.request(route);
      expect(response.status, route).toBe(status);
      expect(await response.text()).toContain('<title>Duftkompass</title>');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year and serves the manifest with its media type', async () => {
    const asset = await app.request('/assets/app-1a2b3c.js');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const manifest = await app.request('/manifest.webmanifest');
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
  });

  it('sends the Brotli or gzip copy of a file by Accept-Encoding, and says it varies', async () => {
    const asset = (acceptEncoding: string) =>
      app.request('/assets/app-1a2b3c.js', { headers: { 'Accept-Encoding': acceptEncoding } });
    const brotli = await asset('gzip, deflate, br, zstd');
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(await brotli.text()).toBe('brotli');
    const gzip = await asset('gzip, deflate');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toBe('gzip');
    const plain = await asset('identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('console.log("app")');
    for (const response of [brotli, gzip, plain]) {
      expect(response.headers.get('vary')).toContain('Accept-Encoding');
      expect(response.headers.get('content-type')).toMatch(/javascript/);
    }
  });

  it('keeps unknown API paths as JSON errors instead of the app shell', async () => {
    const response = await app.request('/api/nicht-vorhanden');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: 'route_not_found' } });
  });

  it('serves no /auth/v1 in hosted mode, but keeps /auth/callback for the app', async () => {
    expect((await app.request('/auth/v1/settings')).status).toBe(404);
    expect(await (await app.request('/auth/callback')).text()).toContain(
      '<title>Duftkompass</title>',
    );
  });

  it('mounts photo recognition under /api and refuses non-images in German', async () => {
    const form = new FormData();
    form.set(
      'image',
      new File([new TextEncoder().encode('kein Bild')], 'foto.jpg', { type: 'image/jpeg' }),
    );
    const response = await app.request('/api/photo-analysis-batch', { method: 'POST', body: form });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { message: expect.stringMatching(/kein unterstütztes Bild/) },
    });
  });

  it('answers the liveness probe without touching the database', async () => {
    const response = await app.request('/api/health/live');
    expect(await response.json()).toEqual({ status: 'ok' });
  });
});
