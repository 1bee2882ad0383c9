import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../contract/errors';
import { perfumeSchema, searchResponseSchema } from '../../contract/perfume';
import {
  SIMILAR_PERFUMES_LIMIT,
  similarPerfumesResponseSchema,
} from '../../contract/similarPerfumes';
import { sampleCatalog } from '../../../tests/fixtures/perfumes';
import { createTestApp } from '../../../tests/support/testApp';

let testApp: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  testApp = await createTestApp(sampleCatalog());
});

afterAll(async () => {
  await testApp.close();
});

async function search(query: string) {
  const response = await testApp.app.request(`/api/perfumes/search?${query}`);
  return { status: response.status, body: await response.json() };
}

async function expectError(query: string, code: string) {
  const { status, body } = await search(query);
  expect(status).toBe(400);
  const error = apiErrorSchema.parse(body);
  expect(error.error.code).toBe(code);
  expect(error.error.message).toMatch(/[äöüß]|[A-Z][a-z]+ /);
}

describe('GET /api/perfumes/search', () => {
  it('finds Dior Sauvage first for "sauvage"', async () => {
    const { status, body } = await search('q=sauvage');
    expect(status).toBe(200);
    const result = searchResponseSchema.parse(body);
    expect(result.perfumes[0]).toMatchObject({ name: 'Sauvage', brand: 'Christian Dior' });
    expect(result.totalCount).toBe(2);
    expect(result.hasMore).toBe(false);
  });

  it('pages through results 20 at a time with hasMore and totalCount', async () => {
    const first = searchResponseSchema.parse((await search('q=rosenwasser')).body);
    expect(first.perfumes).toHaveLength(20);
    expect(first.totalCount).toBe(45);
    expect(first.hasMore).toBe(true);
    const third = searchResponseSchema.parse((await search('q=rosenwasser&page=3')).body);
    expect(third.perfumes).toHaveLength(5);
    expect(third.hasMore).toBe(false);
    const ids = new Set([...first.perfumes, ...third.perfumes].map((p) => p.id));
    expect(ids.size).toBe(25);
  });

  it('returns up to 100 results when the profile asks for them', async () => {
    const result = searchResponseSchema.parse((await search('q=rosenwasser&limit=100')).body);
    expect(result.perfumes).toHaveLength(45);
    expect(result.limit).toBe(100);
  });

  it('answers an empty result, not an error, below 3 characters', async () => {
    for (const q of ['', 'sa', '  s  ']) {
      const { status, body } = await search(`q=${encodeURIComponent(q)}`);
      expect(status).toBe(200);
      expect(searchResponseSchema.parse(body)).toMatchObject({
        perfumes: [],
        totalCount: 0,
        hasMore: false,
      });
    }
  });

  it('rejects a query over 200 characters with a German message', async () => {
    await expectError(`q=${'a'.repeat(201)}`, 'query_too_long');
  });

  it('rejects non-numeric, zero and negative pages', async () => {
    for (const page of ['abc', '0', '-1', '1.5', ''])
      await expectError(`q=sauvage&page=${page}`, 'invalid_page');
  });

  it('rejects limits over 100 and non-numeric limits', async () => {
    for (const limit of ['101', 'zwanzig', '-5', '0'])
      await expectError(`q=sauvage&limit=${limit}`, 'invalid_limit');
  });

  it('treats SQL and regex characters in q as plain text', async () => {
    for (const q of ["'; DROP TABLE perfumes; --", '.*+?^${}()|[]\\', '%_%', '<script>']) {
      const { status, body } = await search(`q=${encodeURIComponent(q)}`);
      expect(status).toBe(200);
      searchResponseSchema.parse(body);
    }
    const { body } = await search('q=sauvage');
    expect(searchResponseSchema.parse(body).totalCount).toBe(2);
  });
});

describe('GET /api/perfumes/:id', () => {
  it('returns one perfume without a price, linked to the shop template, when no feed filled it', async () => {
    const response = await testApp.app.request('/api/perfumes/fra-9828');
    expect(response.status).toBe(200);
    const perfume = perfumeSchema.parse(await response.json());
    expect(perfume).toMatchObject({
      name: 'Aventus',
      brand: 'Creed',
      isNiche: true,
      priceCents: null,
      // AFFILIATE_URL_TEMPLATE filled in, as the recommendations link the same perfume.
      affiliate_link: 'https://shop.example/suche?q=Creed%20Aventus&partner=duftkompass',
      shop: 'shop.example',
    });
  });

  it("keeps a feed's own deep link and shop", async () => {
    await testApp.db.query(
      `UPDATE perfumes SET affiliate_link = 'https://parfum.example/aventus', shop = 'parfum.example',
         price_cents = 29900, currency = 'EUR' WHERE id = 'fra-9828'`,
    );
    try {
      const response = await testApp.app.request('/api/perfumes/fra-9828');
      expect(perfumeSchema.parse(await response.json())).toMatchObject({
        affiliate_link: 'https://parfum.example/aventus',
        shop: 'parfum.example',
        priceCents: 29900,
      });
    } finally {
      await testApp.db.query(
        `UPDATE perfumes SET affiliate_link = NULL, shop = NULL, price_cents = NULL, currency = NULL
           WHERE id = 'fra-9828'`,
      );
    }
  });

  it('answers 404 with a German message for unknown or malformed ids', async () => {
    for (const id of ['fra-1', 'nicht-da-%27', '..%2F..%2Fetc']) {
      const response = await testApp.app.request(`/api/perfumes/${id}`);
      expect(response.status).toBe(404);
      expect(apiErrorSchema.parse(await response.json()).error.code).toBe('perfume_not_found');
    }
  });
});

describe('GET /api/perfumes/:id/similar', () => {
  it('names other perfumes, never the perfume itself or its line, and 404 for unknown ids', async () => {
    const response = await testApp.app.request('/api/perfumes/fra-31861/similar');
    expect(response.status).toBe(200);
    const { perfumes } = similarPerfumesResponseSchema.parse(await response.json());
    expect(perfumes.length).toBeGreaterThan(0);
    expect(perfumes.length).toBeLessThanOrEqual(SIMILAR_PERFUMES_LIMIT);
    expect(perfumes.map((perfume) => perfume.id)).not.toContain('fra-31861');
    for (const id of ['fra-1', '..%2F..%2Fetc']) {
      const unknown = await testApp.app.request(`/api/perfumes/${id}/similar`);
      expect(unknown.status).toBe(404);
      expect(apiErrorSchema.parse(await unknown.json()).error.code).toBe('perfume_not_found');
    }
  });
});

describe('the API as a whole', () => {
  it('reports health with the database kind and catalog size', async () => {
    const response = await testApp.app.request('/api/health');
    expect(await response.json()).toMatchObject({ status: 'ok', perfumes: 50 });
  });

  it('answers unknown API routes with the JSON error shape', async () => {
    const response = await testApp.app.request('/api/gibt-es-nicht');
    expect(response.status).toBe(404);
    expect(apiErrorSchema.parse(await response.json()).error.code).toBe('route_not_found');
  });
});
