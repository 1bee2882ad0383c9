// The endpoint table and the server's router must list the same endpoints: a route added
// without an entry (or an entry whose route was renamed) fails here, before a browser finds it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleCatalog } from '../../tests/fixtures/perfumes';
import { createTestApp, type TestApp } from '../../tests/support/testApp';
import { endpoints } from './endpoints';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(sampleCatalog());
});

afterAll(async () => {
  await t.close();
});

function productRoutes(): string[] {
  const seen = new Set<string>();
  for (const route of t.app.routes) {
    // Middleware is registered as ALL; the catch-all answers unknown /api paths with 404.
    if (route.method === 'ALL' || !route.path.startsWith('/api/') || route.path.includes('*')) {
      continue;
    }
    seen.add(`${route.method} ${route.path.replace(/\/$/, '')}`);
  }
  return [...seen].sort();
}

describe('endpoint table', () => {
  it('names exactly the routes the server answers under /api', () => {
    const table = Object.values(endpoints)
      .map((endpoint) => `${endpoint.method} ${endpoint.path}`)
      .sort();
    expect(table.length).toBeGreaterThan(30);
    expect(productRoutes()).toEqual(table);
  });
});
