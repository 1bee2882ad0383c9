import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleCatalog } from '../../tests/fixtures/perfumes';
import {
  callApi,
  createTestApp,
  signedInUserWithCollections,
  type TestApp,
} from '../../tests/support/testApp';
import { HEIC_CONVERTER_PATH } from '../contract/photo';
import { bodyLimitFor, DEFAULT_BODY_LIMIT } from './bodyLimits';

let t: TestApp;
let staticDir: string;

const INLINE_SCRIPT = "document.documentElement.classList.add('x')";
const INLINE_STYLE = '.hero{color:red}';
/** Like the build's index.html: one inline script and style, module scripts by address. */
const SHELL_HTML = `<!doctype html><title>Duftkompass</title><script type="module" src="/assets/main.js"></script><script>${INLINE_SCRIPT}</script><style>${INLINE_STYLE}</style>`;

function sha256(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}

beforeAll(async () => {
  staticDir = mkdtempSync(path.join(tmpdir(), 'pwa-'));
  mkdirSync(path.join(staticDir, 'assets'));
  writeFileSync(path.join(staticDir, 'assets', 'main-abc123.js'), 'export {};');
  writeFileSync(path.join(staticDir, 'assets', 'main-abc123.css'), 'body{margin:0}');
  writeFileSync(path.join(staticDir, 'assets', 'offlineCatalog.worker-abc123.js'), 'export {};');
  writeFileSync(path.join(staticDir, 'index.html'), SHELL_HTML);
  mkdirSync(path.join(staticDir, 'heic'));
  writeFileSync(
    path.join(staticDir, 'heic', 'heic-converter.html'),
    '<!doctype html><title>HEIC-Umwandlung</title>',
  );
  copyFileSync(
    path.resolve(import.meta.dirname, '../../web/public/robots.txt'),
    path.join(staticDir, 'robots.txt'),
  );
  t = await createTestApp(
    sampleCatalog(),
    {},
    { staticDir, publicUrl: 'https://duftkompass.example' },
  );
});
afterAll(async () => {
  await t.close();
});

describe('security headers', () => {
  it('sends a strict Content-Security-Policy and the other headers with the app', async () => {
    const response = await t.app.request('/profile');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toContain('camera=(self)');
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });

  it('sends a page’s scripts and stylesheets without the document-only headers, a worker with them', async () => {
    const asset = await t.app.request('/assets/main-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-security-policy')).toBeNull();
    expect(asset.headers.get('x-frame-options')).toBeNull();
    expect(asset.headers.get('permissions-policy')).toBeNull();
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
    expect(asset.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    const stylesheet = await t.app.request('/assets/main-abc123.css');
    expect(stylesheet.headers.get('content-security-policy')).toBeNull();
    expect(stylesheet.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    // A worker's script sets the worker's policy.
    const worker = await t.app.request('/assets/offlineCatalog.worker-abc123.js');
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-security-policy')).toContain("script-src 'self'");
    // Whatever answers a missing asset keeps every header.
    const missing = await t.app.request('/assets/fehlt-abc123.js');
    expect(missing.headers.get('content-type') ?? '').not.toMatch(/javascript/);
    expect(missing.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(missing.headers.get('x-frame-options')).toBe('DENY');
  });

  it('gives API answers a deny-all policy and keeps user data out of caches', async () => {
    const user = await signedInUserWithCollections(t);
    const response = await callApi(t, 'GET', '/api/collections-data', { token: user.accessToken });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(response.headers.get('cache-control')).toBe('no-store');
    const refused = await callApi(t, 'GET', '/api/collections-data');
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(refused.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('allows eval for the HEIC converter document alone, framed only by this origin', async () => {
    const converter = await t.app.request(HEIC_CONVERTER_PATH);
    expect(converter.status).toBe(200);
    const csp = converter.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self' 'unsafe-eval'");
    expect(csp).toContain('worker-src blob:');
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toMatch(/connect-src/);
    expect(converter.headers.get('x-frame-options')).toBe('SAMEORIGIN');

    // The app, its scripts, and any other spelling of the path keep the strict policy.
    for (const other of [
      '/',
      '/profile',
      '/heic/',
      '/heic/heic-converter',
      `${HEIC_CONVERTER_PATH}/`,
      `/x${HEIC_CONVERTER_PATH}`,
      '/HEIC/HEIC-CONVERTER.HTML',
      '/api/health',
    ]) {
      const response = await t.app.request(other);
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(policy, other).not.toContain('unsafe-eval');
      expect(policy, other).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-frame-options'), other).toBe('DENY');
    }
  });

  it('allows the document’s own inline script and style by their hashes, nothing inline else', async () => {
    const csp = (await t.app.request('/')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`script-src 'self' ${sha256(INLINE_SCRIPT)};`);
    expect(csp).toContain(`style-src 'self' ${sha256(INLINE_STYLE)};`);
    expect(csp).not.toContain('unsafe-inline');
  });

  it('serves robots.txt as text with the sitemap’s address, and a missing file as 404 instead of the app', async () => {
    const robots = await t.app.request('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await robots.text();
    expect(text).toContain('User-agent: *');
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain('Sitemap: https://duftkompass.example/sitemap.xml');
    expect((await t.app.request('/favicon.ico')).status).toBe(404);
  });

  it('lists the public pages in sitemap.xml, not the personal ones', async () => {
    const response = await t.app.request('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(xml).toContain('<loc>https://duftkompass.example/</loc>');
    expect(xml).toContain('<loc>https://duftkompass.example/parfum-empfehlungen</loc>');
    expect(xml).toContain('<loc>https://duftkompass.example/impressum</loc>');
    expect(xml).not.toContain('/profile');
  });

  it('answers an unknown path with the app and a 404 status, a route of the app with 200', async () => {
    const unknown = await t.app.request('/gibt-es-nicht');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('<title>Duftkompass</title>');
    expect(unknown.headers.get('content-security-policy')).toContain("script-src 'self'");
    for (const route of ['/', '/profile', '/parfum-empfehlungen', '/auth/callback']) {
      expect((await t.app.request(route)).status, route).toBe(200);
    }
  });
});

/** Every route that takes a body, with its parameters filled in. */
function routesWithBodies() {
  const seen = new Set<string>();
  return t.app.routes
    .filter((route) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method))
    .map((route) => ({
      method: route.method,
      path: route.path.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000'),
    }))
    .filter((route) => {
      const key = `${route.method} ${route.path}`;
      if (seen.has(key) || route.path.includes('*')) return false;
      seen.add(key);
      return true;
    });
}

describe('body limits', () => {
  it('covers every route that takes a body', () => {
    const routes = routesWithBodies();
    expect(routes.length).toBeGreaterThan(25);
    expect(routes.map((r) => r.path)).toContain('/auth/v1/signup');
    expect(routes.map((r) => r.path)).toContain('/api/sync/push');
  });

  it('answers 413 before reading an oversized body, on every route', async () => {
    for (const route of routesWithBodies()) {
      const local = route.path.replace(/^\/api/, '').replace(/^\/auth\/v1/, '');
      const limit = route.path.startsWith('/api/')
        ? (bodyLimitFor(local) ?? 11 * 1024 * 1024)
        : DEFAULT_BODY_LIMIT;
      const response = await t.app.request(route.path, {
        method: route.method,
        headers: { 'Content-Type': 'application/json', 'Content-Length': String(limit + 1) },
        body: 'x',
      });
      expect(response.status, `${route.method} ${route.path}`).toBe(413);
      const body: unknown = await response.json();
      if (route.path.startsWith('/api/')) {
        expect(body).toMatchObject({
          error: { code: 'payload_too_large', message: expect.stringMatching(/zu groß/) },
        });
      } else {
        expect(body).toMatchObject({ error_code: 'request_entity_too_large' });
      }
    }
  });

  it('stops a chunked body without Content-Length once it passes the limit', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(16 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        // Far more than the limit if the server kept reading.
        if (sent >= 200) return controller.close();
        sent++;
        controller.enqueue(chunk);
      },
    });
    const response = await t.app.request('/api/wishlist/add', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(sent).toBeLessThan(200);
  });

  it('still accepts a normal body', async () => {
    const response = await callApi(t, 'POST', '/api/analysis', {
      body: { inputPerfumes: ['Sauvage', 'Aventus'] },
    });
    expect(response.status).not.toBe(413);
  });
});
