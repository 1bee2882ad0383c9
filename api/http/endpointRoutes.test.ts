import { describe, expect, it } from 'vitest';
import { endpoints } from '../contract/endpoints';
import { apiPath } from './endpointRoutes';
import { bodyLimitFor, DEFAULT_BODY_LIMIT } from './bodyLimits';

describe('apiPath', () => {
  it('gives the table’s path below /api, where every feature router is mounted', () => {
    expect(apiPath(endpoints.wishlistDelete)).toBe('/wishlist/:id');
    expect(apiPath(endpoints.config)).toBe('/config');
    expect(apiPath(endpoints.perfume)).toBe('/perfumes/:id');
  });

  it('is typed by the table, so a route cannot name another path', () => {
    // The typecheck is the assertion: an unneeded @ts-expect-error fails `tsc`.
    // @ts-expect-error the table's path is /wishlist/:id
    const drifted: '/wishlist' = apiPath(endpoints.wishlistDelete);
    expect(drifted).not.toBe('/wishlist');
  });
});

describe('body limits by endpoint', () => {
  it('gives the larger limits to the endpoints that carry lists and the default to the rest', () => {
    expect(bodyLimitFor(apiPath(endpoints.analysis))).toBe(1024 * 1024);
    expect(bodyLimitFor(apiPath(endpoints.wishlistAdd))).toBe(DEFAULT_BODY_LIMIT);
    expect(bodyLimitFor(apiPath(endpoints.photoAnalysis))).toBeNull();
  });
});
