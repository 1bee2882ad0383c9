import { describe, expect, it } from 'vitest';
import { endpoints, fillPath, responseSchemaOf, routePath } from './endpoints';

describe('fillPath', () => {
  it('fills and encodes path parameters', () => {
    expect(fillPath(endpoints.cheaperAlternative.path, { id: 'a b/ü' })).toBe(
      '/api/perfumes/a%20b%2F%C3%BC/cheaper-alternative',
    );
  });

  it('refuses a missing parameter instead of sending ":id"', () => {
    expect(() => fillPath(endpoints.perfume.path, {})).toThrow('Pfadparameter „id“ fehlt');
  });
});

describe('routePath', () => {
  it('gives the path below the mount, "/" for the mount itself', () => {
    expect(routePath(endpoints.search, '/api/perfumes')).toBe('/search');
    expect(routePath(endpoints.wishlist, '/api/wishlist')).toBe('/');
    expect(routePath(endpoints.wishlistDelete, '/api/wishlist')).toBe('/:id');
  });
});

describe('the table', () => {
  it('has one entry per method and path', () => {
    const keys = Object.values(endpoints).map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('responseSchemaOf', () => {
  it('gives an answer schema as it is and loads a deferred one (the admin dashboard’s)', async () => {
    expect(await responseSchemaOf(endpoints.search)).toBe(endpoints.search.response);
    const activity = await responseSchemaOf(endpoints.adminActivity);
    expect(activity.safeParse({ activity: [] }).success).toBe(true);
    expect(activity.safeParse({ entries: [] }).success).toBe(false);
  });
});
