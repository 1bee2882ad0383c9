import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../contract/errors';
import { collectionRecommendationsResponseSchema } from '../../contract/recommendations';
import { pullResponseSchema } from '../../contract/sync';
import {
  addPerfumesResultSchema,
  collectionsDataResponseSchema,
  deleteResultSchema,
} from '../../contract/userData';
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

function post(user: User, path: string, body: unknown, headers: Record<string, string> = {}) {
  return callApi(testApp, 'POST', path, { token: user.accessToken, body, headers });
}

async function error(response: Response) {
  return apiErrorSchema.parse(await response.json()).error;
}

async function collectionsData(user: User) {
  const response = await callApi(testApp, 'GET', '/api/collections-data', {
    token: user.accessToken,
  });
  expect(response.status).toBe(200);
  return collectionsDataResponseSchema.parse(await response.json());
}

describe('POST /api/collections/add-perfumes', () => {
  it('saves catalog facts for catalog perfumes and photo perfumes as given', async () => {
    const user = await signedInUserWithCollections(testApp);
    const itemId = randomUUID();
    const response = await post(user, '/api/collections/add-perfumes', {
      collectionId: user.collections.main,
      perfumeIds: ['fra-9828'],
      perfumes: [
        { id: 'fra-31861', name: 'vom Gerät', brand: 'egal', itemId },
        { id: null, name: 'Fotoduft', brand: 'Unbekanntes Haus' },
      ],
    });
    expect(response.status).toBe(200);
    const result = addPerfumesResultSchema.parse(await response.json());
    expect(result).toMatchObject({ success: true, added: 3, skipped: 0 });
    expect(result.message).toBe('3 Parfüms hinzugefügt.');
    expect(result.items[0]).toMatchObject({
      perfume_id: 'fra-9828',
      name: 'Aventus',
      brand: 'Creed',
      notes: ['Zeder'],
      fragrance_family: 'Holzig',
      is_niche: true,
      source: 'catalog',
      description: null,
      occasions: [],
    });
    expect(result.items[1]).toMatchObject({ id: itemId, name: 'Sauvage', brand: 'Christian Dior' });
    expect(result.items[2]).toMatchObject({
      perfume_id: null,
      name: 'Fotoduft',
      brand: 'Unbekanntes Haus',
      source: 'photo',
      notes: [],
      fragrance_family: null,
    });
  });

  it('skips perfumes already saved and answers 409 when nothing is new', async () => {
    const user = await signedInUserWithCollections(testApp);
    const body = {
      collectionId: user.collections.main,
      perfumeIds: ['fra-17'],
      perfumes: [{ id: null, name: 'Fotoduft', brand: 'Haus' }],
    };
    await post(user, '/api/collections/add-perfumes', body);
    const partly = addPerfumesResultSchema.parse(
      await (
        await post(user, '/api/collections/add-perfumes', {
          ...body,
          perfumeIds: ['fra-17', 'fra-9099'],
          perfumes: [{ id: null, name: 'FOTODUFT', brand: 'haus' }],
        })
      ).json(),
    );
    expect(partly).toMatchObject({ added: 1, skipped: 2 });
    const again = await post(user, '/api/collections/add-perfumes', body);
    expect(again.status).toBe(409);
    expect(await error(again)).toEqual({
      code: 'already_exists',
      message: 'Parfüm bereits vorhanden',
    });
    expect((await collectionsData(user)).collections[0]?.collection_items).toHaveLength(3);
  });

  it('refuses unknown catalog ids, empty and malformed bodies in German', async () => {
    const user = await signedInUserWithCollections(testApp);
    const unknown = await post(user, '/api/collections/add-perfumes', {
      collectionId: user.collections.main,
      perfumeIds: ['fra-404404'],
    });
    expect(unknown.status).toBe(400);
    expect(await error(unknown)).toEqual({
      code: 'unknown_perfumes',
      message: 'Das Parfüm fra-404404 ist im Katalog nicht bekannt.',
    });
    const empty = await post(user, '/api/collections/add-perfumes', {
      collectionId: user.collections.main,
    });
    expect(await error(empty)).toEqual({
      code: 'invalid_body',
      message: 'Bitte wähle mindestens ein Parfüm aus.',
    });
    const malformed = await post(user, '/api/collections/add-perfumes', {
      collectionId: 'keine-uuid',
      perfumeIds: ['fra-17'],
    });
    expect(malformed.status).toBe(400);
    expect(await error(malformed)).toEqual({
      code: 'invalid_body',
      message: 'Ungültige Angabe im Feld „collectionId“.',
    });
    expect((await collectionsData(user)).collections[0]?.collection_items).toEqual([]);
  });

  it('answers 409 item_id_taken when the device-chosen id belongs to another item', async () => {
    const user = await signedInUserWithCollections(testApp);
    const itemId = randomUUID();
    await post(user, '/api/collections/add-perfumes', {
      collectionId: user.collections.main,
      perfumes: [{ id: 'fra-17', name: 'x', brand: 'y', itemId }],
    });
    const taken = await post(user, '/api/collections/add-perfumes', {
      collectionId: user.collections.partner,
      perfumes: [{ id: 'fra-9099', name: 'x', brand: 'y', itemId }],
    });
    expect(taken.status).toBe(409);
    expect((await error(taken)).code).toBe('item_id_taken');
  });

  it('answers another account’s item id exactly as its own, and leaves that item alone (L7)', async () => {
    const owner = await signedInUserWithCollections(testApp);
    const prober = await signedInUserWithCollections(testApp);
    const itemId = randomUUID();
    await post(owner, '/api/collections/add-perfumes', {
      collectionId: owner.collections.main,
      perfumes: [{ id: 'fra-17', name: 'x', brand: 'y', itemId }],
    });
    const ownConflict = await post(owner, '/api/collections/add-perfumes', {
      collectionId: owner.collections.partner,
      perfumes: [{ id: 'fra-9099', name: 'x', brand: 'y', itemId }],
    });
    const foreign = await post(prober, '/api/collections/add-perfumes', {
      collectionId: prober.collections.main,
      perfumes: [{ id: 'fra-9099', name: 'x', brand: 'y', itemId }],
    });
    // Same status and body: the answer never says whose id it is.
    expect(foreign.status).toBe(ownConflict.status);
    expect(await foreign.json()).toEqual(await ownConflict.json());
    const kept = (await collectionsData(owner)).collections.find(
      (collection) => collection.id === owner.collections.main,
    )?.collection_items;
    expect(kept?.map((item) => item.id)).toEqual([itemId]);
    expect((await collectionsData(prober)).collections.flatMap((c) => c.collection_items)).toEqual(
      [],
    );
  });
});

describe('POST /api/collections/delete-item', () => {
  it('deletes the item and answers 404 for an item that is not there', async () => {
    const user = await signedInUserWithCollections(testApp);
    const { items } = addPerfumesResultSchema.parse(
      await (
        await post(user, '/api/collections/add-perfumes', {
          collectionId: user.collections.main,
          perfumeIds: ['fra-17'],
        })
      ).json(),
    );
    const body = { collectionId: user.collections.main, itemId: items[0]!.id };
    const deleted = await post(user, '/api/collections/delete-item', body);
    expect(deleteResultSchema.parse(await deleted.json())).toEqual({
      success: true,
      id: body.itemId,
    });
    const again = await post(user, '/api/collections/delete-item', body);
    expect(again.status).toBe(404);
    expect(await error(again)).toEqual({
      code: 'not_found',
      message: 'Dieses Parfüm ist nicht in der Sammlung.',
    });
    expect((await collectionsData(user)).collections[0]?.collection_items).toEqual([]);
  });
});

describe('POST /api/collections/add-from-recommendation', () => {
  it('saves the card with its reasoning and takes it out of the stored recommendations', async () => {
    const user = await signedInUserWithCollections(testApp);
    await post(user, '/api/collections/add-perfumes', {
      collectionId: user.collections.main,
      perfumeIds: ['fra-31861', 'fra-17'],
    });
    const generated = collectionRecommendationsResponseSchema.parse(
      await (
        await post(user, '/api/recommendations', { collectionId: user.collections.main })
      ).json(),
    );
    const card = generated.recommendations[0]!;
    const itemId = randomUUID();
    const response = await post(user, '/api/collections/add-from-recommendation', {
      collectionId: user.collections.main,
      itemId,
      recommendationId: card.id,
      gptName: card.gpt_name,
      gptBrand: card.gpt_brand,
      gptDescription: 'Ein holziger Duft.',
      matchedPerfume: card.matched_perfume,
      reasoning: 'Passt zu deinen Düften.',
      occasions: ['Büro', 'Abend'],
      isNiche: card.is_niche,
    });
    expect(response.status).toBe(200);
    const result = addPerfumesResultSchema.parse(await response.json());
    expect(result.items[0]).toMatchObject({
      id: itemId,
      perfume_id: card.matched_perfume?.id,
      source: 'recommendation',
      reasoning: 'Passt zu deinen Düften.',
      description: 'Ein holziger Duft.',
      occasions: ['Büro', 'Abend'],
    });
    const stored = collectionRecommendationsResponseSchema.parse(
      await (
        await callApi(
          testApp,
          'GET',
          `/api/recommendations?collectionId=${user.collections.main}`,
          { token: user.accessToken },
        )
      ).json(),
    );
    expect(stored.recommendations.map((r) => r.id)).toEqual(
      generated.recommendations.slice(1).map((r) => r.id),
    );
    expect(stored.stats.total).toBe(generated.recommendations.length - 1);
    // The shortened list is in the feed too.
    const feed = pullResponseSchema.parse(
      await (
        await callApi(testApp, 'GET', '/api/sync/changes?since=0', { token: user.accessToken })
      ).json(),
    );
    const recs = feed.changes.find((c) => c.entity === 'collection_recommendations');
    expect(recs?.record).toMatchObject({ recommendations: stored.recommendations });

    const duplicate = await post(user, '/api/collections/add-from-recommendation', {
      collectionId: user.collections.main,
      gptName: card.gpt_name,
      gptBrand: card.gpt_brand,
      matchedPerfume: card.matched_perfume,
    });
    expect(duplicate.status).toBe(409);
    expect(await error(duplicate)).toEqual({
      code: 'already_exists',
      message: 'Parfüm bereits vorhanden',
    });
  });

  it('saves a card without catalog match by its name and removes it by name', async () => {
    const user = await signedInUserWithCollections(testApp);
    const response = await post(user, '/api/collections/add-from-recommendation', {
      collectionId: user.collections.custom,
      gptName: 'Nebelwald',
      gptBrand: 'Kleine Manufaktur',
      isNiche: true,
    });
    const result = addPerfumesResultSchema.parse(await response.json());
    expect(result.items[0]).toMatchObject({
      perfume_id: null,
      name: 'Nebelwald',
      is_niche: true,
      reasoning: null,
      description: null,
    });
  });
});

describe('GET /api/collections-data', () => {
  it('lists the collections in the spec order with their items oldest first', async () => {
    const user = await signedInUserWithCollections(testApp);
    for (const id of ['fra-9099', 'fra-17', 'fra-9828']) {
      await post(user, '/api/collections/add-perfumes', {
        collectionId: user.collections.partner,
        perfumeIds: [id],
      });
    }
    const data = await collectionsData(user);
    expect(data.collections.map((c) => c.type)).toEqual(['main', 'partner', 'custom']);
    expect(data.collections[1]?.collection_items.map((i) => i.perfume_id)).toEqual([
      'fra-9099',
      'fra-17',
      'fra-9828',
    ]);
  });

  it('needs a signed-in user', async () => {
    const response = await callApi(testApp, 'GET', '/api/collections-data');
    expect(response.status).toBe(401);
  });
});

describe('temporary collections and the feed', () => {
  it('replays a temporary add with the same Idempotency-Key and saves once', async () => {
    const headers = { 'Idempotency-Key': randomUUID() };
    const body = {
      email: `temp-${randomUUID().slice(0, 8)}@example.de`,
      deviceId: randomUUID(),
      collectionId: 'main',
      perfumeIds: ['fra-17'],
    };
    const send = () =>
      callApi(testApp, 'POST', '/api/temp-collections/add-perfumes', { body, headers });
    const first = await send();
    const second = await send();
    expect(await second.json()).toEqual(await first.json());
    const list = await callApi(
      testApp,
      'GET',
      `/api/temp-collections?email=${body.email}&deviceId=${body.deviceId}`,
    );
    const collections: unknown = await list.json();
    expect(collections).toMatchObject([{ items: [{ perfume_id: 'fra-17' }] }]);
    // The same key from another device is another key.
    const otherDevice = await callApi(testApp, 'POST', '/api/temp-collections/add-perfumes', {
      body: { ...body, deviceId: randomUUID() },
      headers,
    });
    expect(await otherDevice.json()).toMatchObject({ added: 1 });
    const reused = await callApi(testApp, 'POST', '/api/temp-collections/add-perfumes', {
      body: { ...body, perfumeIds: ['fra-9099'] },
      headers,
    });
    expect(reused.status).toBe(422);
  });

  it('records migrated collections and items in the feed with catalog facts', async () => {
    const email = `umzug-${randomUUID().slice(0, 8)}@example.de`;
    const deviceId = randomUUID();
    await callApi(testApp, 'POST', '/api/temp-collections/add-perfumes', {
      body: {
        email,
        deviceId,
        collectionId: 'partner',
        perfumeIds: ['fra-9828'],
        perfumes: [{ id: null, name: 'Fotoduft', brand: 'Haus' }],
      },
    });
    const session = await testApp.auth.signUpConfirmed(email, 'sicheres-Passwort-1');
    const migrated = await callApi(testApp, 'POST', '/api/temp-collections/migrate', {
      token: session.accessToken,
      body: { email, deviceId },
    });
    expect(migrated.status).toBe(200);
    const feed = pullResponseSchema.parse(
      await (
        await callApi(testApp, 'GET', '/api/sync/changes', { token: session.accessToken })
      ).json(),
    );
    expect(feed.changes.filter((c) => c.entity === 'collection')).toHaveLength(3);
    const items = feed.changes.flatMap((c) => (c.entity === 'collection_item' ? [c.record] : []));
    expect(items).toMatchObject([
      { perfume_id: 'fra-9828', name: 'Aventus', is_niche: true, source: 'catalog' },
      { perfume_id: null, name: 'Fotoduft', source: 'photo' },
    ]);
  });
});
