import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountExportSchema,
  importMatchResponseSchema,
  parseImportLines,
} from '../../contract/portability';
import { sampleCatalog } from '../../../tests/fixtures/perfumes';
import {
  callApi,
  createTestApp,
  signedInUserWithCollections,
  type TestApp,
} from '../../../tests/support/testApp';

let testApp: TestApp;
type User = Awaited<ReturnType<typeof signedInUserWithCollections>>;

beforeAll(async () => {
  testApp = await createTestApp(sampleCatalog());
});

afterAll(async () => {
  await testApp.close();
});

function post(user: User, path: string, body: unknown) {
  return callApi(testApp, 'POST', path, { token: user.accessToken, body });
}

async function exportOf(user: User) {
  const response = await callApi(testApp, 'GET', '/api/account/export', {
    token: user.accessToken,
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('Cache-Control')).toBe('no-store');
  return accountExportSchema.parse(await response.json());
}

describe('GET /api/account/export', () => {
  it('contains the account and everything saved in every list, and nothing of others', async () => {
    const user = await signedInUserWithCollections(testApp);
    const other = await signedInUserWithCollections(testApp);
    const main = user.collections.main;
    await post(user, '/api/collections/add-perfumes', {
      collectionId: main,
      perfumeIds: ['fra-9828', 'fra-31861'],
    });
    await post(other, '/api/collections/add-perfumes', {
      collectionId: other.collections.main,
      perfumeIds: ['fra-17'],
    });
    await post(user, '/api/wishlist/add', {
      collectionId: user.collections.partner,
      itemId: randomUUID(),
      perfumeId: 'fra-9099',
    });
    await post(user, '/api/blacklist/add', {
      collection_id: main,
      perfume_id: 'fra-17',
      name: 'egal',
      brand: 'egal',
    });
    expect((await post(user, '/api/recommendations', { collectionId: main })).status).toBe(200);
    await callApi(testApp, 'POST', '/api/temp-collections/add-perfumes', {
      body: {
        email: user.email,
        deviceId: randomUUID(),
        collectionId: 'main',
        perfumeIds: ['fra-231'],
      },
    });

    const exported = await exportOf(user);
    expect(exported.account).toMatchObject({ id: user.userId, email: user.email });
    expect(exported.account.login?.email_confirmed_at).not.toBeNull();
    expect(exported.collections.map((c) => c.name)).toEqual([
      'Meine Parfümsammlung',
      'Partner-Parfümsammlung',
      'Andere',
    ]);
    const [mine, partner] = exported.collections;
    expect(mine?.items.map((i) => i.name)).toEqual(['Aventus', 'Sauvage']);
    expect(mine?.blacklist.map((i) => i.name)).toEqual(["Terre d'Hermès"]);
    expect(mine?.recommendations).not.toBeNull();
    expect(partner?.wishlist.map((i) => i.name)).toEqual(['Bleu de Chanel']);
    expect(exported.temporary_collections.flatMap((c) => c.items.map((i) => i.name))).toEqual([
      'Eau Sauvage',
    ]);
    // The CSV per collection is what the import reads back.
    expect(parseImportLines(exported.csv['Meine Parfümsammlung'] ?? '')).toEqual([
      { brand: 'Creed', name: 'Aventus' },
      { brand: 'Christian Dior', name: 'Sauvage' },
    ]);
    expect(JSON.stringify(exported)).not.toContain(other.userId);
  });

  it('asks for a sign-in without a bearer token', async () => {
    const response = await callApi(testApp, 'GET', '/api/account/export');
    expect(response.status).toBe(401);
  });
});

describe('POST /api/account/import/match', () => {
  it('matches 18 of 20 lines to the catalog and leaves the two unknown ones unmatched', async () => {
    const user = await signedInUserWithCollections(testApp);
    const csv = [
      'Marke;Name',
      'Christian Dior;Sauvage',
      'Dior; Eau Sauvage',
      'Creed;Aventus',
      "Hermes;Terre d'Hermes",
      'Chanel;Bleu de Chanel',
      ...Array.from({ length: 13 }, (_, i) => `Blütenhaus;Rosenwasser ${i + 1}`),
      'Fantasiehaus;Mondstaub',
      'Creed;Silver Mountain Water',
    ].join('\n');
    const lines = parseImportLines(csv);
    expect(lines).toHaveLength(20);
    const response = await post(user, '/api/account/import/match', { lines });
    expect(response.status).toBe(200);
    const { matches } = importMatchResponseSchema.parse(await response.json());
    expect(
      matches
        .filter((m) => m.perfume)
        .map((m) => m.perfume?.id)
        .slice(0, 5),
    ).toEqual(['fra-31861', 'fra-231', 'fra-9828', 'fra-17', 'fra-9099']);
    expect(matches.filter((m) => m.perfume)).toHaveLength(18);
    expect(matches[7]?.perfume?.name).toBe('Rosenwasser 3');
    expect(matches.filter((m) => !m.perfume).map((m) => m.line.name)).toEqual([
      'Mondstaub',
      'Silver Mountain Water',
    ]);
  });

  it('refuses more than 500 lines', async () => {
    const user = await signedInUserWithCollections(testApp);
    const lines = Array.from({ length: 501 }, () => ({ brand: 'Creed', name: 'Aventus' }));
    const response = await post(user, '/api/account/import/match', { lines });
    expect(response.status).toBe(400);
  });
});
