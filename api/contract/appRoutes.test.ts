import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_ROUTE_PATHS, isAppRoute } from './appRoutes';

describe('app routes', () => {
  it('lists every route of web/App.tsx, so the server does not answer a real page with 404', () => {
    const app = readFileSync(path.resolve(import.meta.dirname, '../../web/App.tsx'), 'utf8');
    const declared = [...app.matchAll(/<Route\s+path="([^"*]+)"/g)].map((match) => `/${match[1]}`);
    expect(declared.length).toBeGreaterThan(5);
    expect(declared.filter((route) => !APP_ROUTE_PATHS.includes(route))).toEqual([]);
  });

  it('knows the home page and tolerates a trailing slash, but not other paths', () => {
    expect(isAppRoute('/')).toBe(true);
    expect(isAppRoute('/profile/')).toBe(true);
    expect(isAppRoute('/auth/callback')).toBe(true);
    expect(isAppRoute('/profil')).toBe(false);
    expect(isAppRoute('/profile/extra')).toBe(false);
  });

  it("knows a perfume's page by the shape of its id", () => {
    expect(isAppRoute('/parfum/fg-12345')).toBe(true);
    expect(isAppRoute('/parfum/:id')).toBe(false);
    expect(isAppRoute('/parfum/')).toBe(false);
    expect(isAppRoute('/parfum/fg-1/extra')).toBe(false);
  });
});
