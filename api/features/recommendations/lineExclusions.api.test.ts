// No recommendation is ever a variant (flanker, edition, concentration) of a perfume the user
// lists, owns, wishes for or has blacklisted: whole lines are excluded, over the API.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionsSimpleResponseSchema } from '../../contract/collections';
import {
  collectionRecommendationsResponseSchema,
  recommendationsResponseSchema,
} from '../../contract/recommendations';
import { createTestApp } from '../../../tests/support/testApp';
import { engineTestCatalog, familyRecord } from '../engine/local/testCatalog';

// Four fresh lines of well-known perfumes, each a perfume and its flanker.
const LINES = [
  ['fra-kd', 'Küstenduft', 'fra-kd-int', 'Küstenduft Intense', 'Haus Eins'],
  ['fra-mw', 'Meerwind', 'fra-mw-sport', 'Meerwind Sport', 'Haus Zwei'],
  ['fra-zg', 'Zitrusgarten', 'fra-zg-2010', 'Zitrusgarten Summer 2010', 'Haus Drei'],
  ['fra-lb', 'Light Blue', 'fra-lb-intense', 'Light Blue Eau Intense', 'Azurhaus'],
] as const;

const catalog = [
  ...engineTestCatalog(),
  ...LINES.filter(([id]) => id !== 'fra-lb').flatMap(([id, name, flankerId, flanker, brand]) => [
    familyRecord('fresh', { id, name, brand, votes: 900 }),
    familyRecord('fresh', { id: flankerId, name: flanker, brand, votes: 800, variant: 1 }),
  ]),
];
const lineIds: string[] = LINES.flatMap(([id, , flankerId]) => [id, flankerId]);

let testApp: Awaited<ReturnType<typeof createTestApp>>;

function post(path: string, body: unknown, token?: string) {
  return testApp.app.request(path, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
}

beforeAll(async () => {
  testApp = await createTestApp(catalog);
});

afterAll(async () => {
  await testApp.close();
});

describe('line exclusions', () => {
  it('recommends these lines to a list without them (so the test below can fail)', async () => {
    const response = await post('/api/temp-recommendations', {
      perfumeNames: ['Brise 1 Nordlicht', 'Brise 2 Sonnhaus'],
      occasion: 'all',
    });
    const result = recommendationsResponseSchema.parse(await response.json());
    const ids = [...result.recommendations, ...result.niche].map((r) => r.matched_perfume?.id);
    expect(ids.filter((id) => id !== undefined && lineIds.includes(id)).length).toBe(4);
  });

  it('never recommends a perfume of a line that is listed, owned, wished for or blacklisted', async () => {
    const user = await testApp.auth.signUpConfirmed('linien@example.de', 'sicheres-Passwort-1');
    await post('/api/ensure-collections', {}, user.accessToken);
    const [main] = collectionsSimpleResponseSchema.parse(
      await (
        await testApp.app.request('/api/collections-simple', {
          headers: { Authorization: `Bearer ${user.accessToken}` },
        })
      ).json(),
    );
    const collectionId = main!.id;
    // Owned: the flanker Küstenduft Intense; wished: Meerwind; blacklisted: Zitrusgarten's flanker.
    await testApp.db.query(
      `INSERT INTO collection_items (collection_id, perfume_id, name, brand)
       VALUES ($1, 'fra-kd-int', 'Küstenduft Intense', 'Haus Eins')`,
      [collectionId],
    );
    await testApp.db.query(
      `INSERT INTO wishlist_items (id, collection_id, perfume_id, name, brand)
       VALUES ($1, $2, 'fra-mw', 'Meerwind', 'Haus Zwei')`,
      [randomUUID(), collectionId],
    );
    await testApp.db.query(
      `INSERT INTO blacklist_items (id, collection_id, perfume_id, name, brand)
       VALUES ($1, $2, 'fra-zg-2010', 'Zitrusgarten Summer 2010', 'Haus Drei')`,
      [randomUUID(), collectionId],
    );
    const response = await post(
      '/api/recommendations',
      {
        collectionId,
        perfumeNames: ['Brise 1 Nordlicht', 'Brise 2 Sonnhaus', 'Light Blue Azurhaus'],
      },
      user.accessToken,
    );
    expect(response.status).toBe(200);
    const result = collectionRecommendationsResponseSchema.parse(await response.json());
    const ids = result.recommendations.map((r) => r.matched_perfume?.id);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of lineIds) expect(ids).not.toContain(id);
  });
});
