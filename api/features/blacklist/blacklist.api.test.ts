import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../contract/errors';
import {
  collectionRecommendationsResponseSchema,
  nicheRecommendationsResponseSchema,
} from '../../contract/recommendations';
import {
  blacklistAddResultSchema,
  blacklistResponseSchema,
  deleteResultSchema,
} from '../../contract/userData';
import { buildRecord, sampleCatalog } from '../../../tests/fixtures/perfumes';
import {
  callApi,
  createTestApp,
  signedInUserWithCollections,
  type TestApp,
} from '../../../tests/support/testApp';

let testApp: TestApp;
type User = Awaited<ReturnType<typeof signedInUserWithCollections>>;

beforeAll(async () => {
  testApp = await createTestApp([
    ...sampleCatalog(),
    ...Array.from({ length: 8 }, (_, i) =>
      buildRecord({ name: `Waldnische ${i + 1}`, brand: `Nischenhaus ${i + 1}`, isNiche: true }),
    ),
  ]);
});

afterAll(async () => {
  await testApp.close();
});

async function blacklistOf(user: User, collectionId: string) {
  const response = await callApi(testApp, 'GET', `/api/blacklist?collectionId=${collectionId}`, {
    token: user.accessToken,
  });
  expect(response.status).toBe(200);
  return blacklistResponseSchema.parse(await response.json()).blacklistItems;
}

function add(user: User, body: unknown) {
  return callApi(testApp, 'POST', '/api/blacklist/add', { token: user.accessToken, body });
}

async function recommend(user: User, collectionId: string) {
  const response = await callApi(testApp, 'POST', '/api/recommendations', {
    token: user.accessToken,
    body: { collectionId },
  });
  expect(response.status).toBe(200);
  return collectionRecommendationsResponseSchema.parse(await response.json());
}

describe('POST /api/blacklist/add', () => {
  it('takes both body forms and answers 409 for a perfume already on the list', async () => {
    const user = await signedInUserWithCollections(testApp);
    const scripted = await add(user, {
      collection_id: user.collections.main,
      perfume_id: 'fra-9099',
      name: 'vom Gerät',
      image: 'javascript:alert(1)',
    });
    expect(scripted.status).toBe(400); // only http(s) links (review L10)
    const direct = await add(user, {
      collection_id: user.collections.main,
      perfume_id: 'fra-9099',
      name: 'vom Gerät',
      brand: 'egal',
      image: 'https://fremd.example/bild.png',
    });
    expect(direct.status).toBe(200);
    expect(blacklistAddResultSchema.parse(await direct.json()).blacklistItem).toMatchObject({
      perfume_id: 'fra-9099',
      name: 'Bleu de Chanel',
      brand: 'Chanel',
      image: 'https://fremd.example/bild.png',
    });
    const card = await add(user, {
      collectionId: user.collections.main,
      recommendation: { gpt_name: 'Zuckerwatte', gpt_brand: 'Süßhaus', occasions: ['Alltag'] },
    });
    expect(blacklistAddResultSchema.parse(await card.json()).blacklistItem).toMatchObject({
      perfume_id: null,
      name: 'Zuckerwatte',
      anlaesse: ['Alltag'],
    });
    const again = await add(user, {
      collection_id: user.collections.main,
      perfume_id: null,
      name: 'zuckerwatte',
      brand: 'SÜSSHAUS'.replace('SS', 'ß'),
    });
    expect(again.status).toBe(409);
    expect(apiErrorSchema.parse(await again.json()).error).toEqual({
      code: 'already_blacklisted',
      message: 'Parfüm bereits in der Blacklist',
    });
    expect((await blacklistOf(user, user.collections.main)).map((b) => b.name)).toEqual([
      'Bleu de Chanel',
      'Zuckerwatte',
    ]);
  });

  it('reads an empty image string as no image and still refuses a malformed link', async () => {
    const user = await signedInUserWithCollections(testApp);
    const custom = await add(user, {
      collection_id: user.collections.main,
      perfume_id: null,
      name: 'Ohne Bild',
      brand: 'Eigenmarke',
      image: '',
    });
    expect(custom.status).toBe(200);
    expect(blacklistAddResultSchema.parse(await custom.json()).blacklistItem).toMatchObject({
      perfume_id: null,
      name: 'Ohne Bild',
      brand: 'Eigenmarke',
      image: null,
    });
    const fromCatalog = await add(user, {
      collection_id: user.collections.main,
      perfume_id: 'fra-17',
      name: 'vom Gerät',
      brand: 'egal',
      image: '',
    });
    expect(fromCatalog.status).toBe(200);
    expect(blacklistAddResultSchema.parse(await fromCatalog.json()).blacklistItem).toMatchObject({
      perfume_id: 'fra-17',
      image: null,
    });
    const malformed = await add(user, {
      collection_id: user.collections.main,
      perfume_id: null,
      name: 'Kaputter Link',
      brand: '',
      image: 'kein Link',
    });
    expect(malformed.status).toBe(400);
    expect(apiErrorSchema.parse(await malformed.json()).error).toEqual({
      code: 'invalid_body',
      message: 'Ungültige Angabe im Feld „image“.',
    });
    expect((await blacklistOf(user, user.collections.main)).map((b) => b.image)).toEqual([
      null,
      null,
    ]);
  });

  it('keeps a blacklisted perfume out of the collection’s recommendations', async () => {
    const user = await signedInUserWithCollections(testApp);
    await callApi(testApp, 'POST', '/api/collections/add-perfumes', {
      token: user.accessToken,
      body: { collectionId: user.collections.main, perfumeIds: ['fra-31861', 'fra-17'] },
    });
    const before = await recommend(user, user.collections.main);
    const card = before.recommendations[0]!;
    const niche = before.recommendations.find((r) => r.is_niche)!;
    await add(user, {
      collectionId: user.collections.main,
      recommendation: {
        id: card.id,
        gpt_name: card.gpt_name,
        gpt_brand: card.gpt_brand,
        matched_perfume: card.matched_perfume,
      },
    });
    await add(user, {
      collection_id: user.collections.main,
      perfume_id: niche.matched_perfume!.id,
      name: niche.gpt_name,
      brand: niche.gpt_brand,
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
    expect(stored.recommendations.map((r) => r.id)).not.toContain(card.id);
    expect(stored.recommendations.map((r) => r.id)).not.toContain(niche.id);
    const blacklisted = [card.matched_perfume!.id, niche.matched_perfume!.id];
    const after = await recommend(user, user.collections.main);
    for (const id of blacklisted) {
      expect(after.recommendations.map((r) => r.matched_perfume?.id)).not.toContain(id);
    }
    const nicheResponse = await callApi(testApp, 'POST', '/api/niche-recommendations', {
      token: user.accessToken,
      body: { collectionId: user.collections.main, limit: 10 },
    });
    const nichePicks = nicheRecommendationsResponseSchema.parse(await nicheResponse.json());
    expect(nichePicks.recommendations.length).toBeGreaterThan(0);
    expect(nichePicks.recommendations.map((r) => r.matched_perfume?.id)).not.toContain(
      niche.matched_perfume!.id,
    );
    // Another collection of the same user is not affected by this blacklist.
    await callApi(testApp, 'POST', '/api/collections/add-perfumes', {
      token: user.accessToken,
      body: { collectionId: user.collections.partner, perfumeIds: ['fra-31861', 'fra-17'] },
    });
    const partner = await recommend(user, user.collections.partner);
    expect(partner.recommendations.map((r) => r.matched_perfume?.id)).toContain(
      card.matched_perfume!.id,
    );
  });
});

describe('DELETE /api/blacklist/delete', () => {
  it('removes the entry and answers 404 when it is gone', async () => {
    const user = await signedInUserWithCollections(testApp);
    const { blacklistItem } = blacklistAddResultSchema.parse(
      await (
        await add(user, {
          collection_id: user.collections.custom,
          perfume_id: null,
          name: 'Lavendelwolke',
          brand: '',
        })
      ).json(),
    );
    const remove = () =>
      callApi(testApp, 'DELETE', '/api/blacklist/delete', {
        token: user.accessToken,
        body: { itemId: blacklistItem.id },
      });
    expect(deleteResultSchema.parse(await (await remove()).json()).id).toBe(blacklistItem.id);
    const second = await remove();
    expect(second.status).toBe(404);
    expect(apiErrorSchema.parse(await second.json()).error.message).toBe(
      'Dieser Eintrag ist nicht in der Blacklist.',
    );
    expect(await blacklistOf(user, user.collections.custom)).toEqual([]);
  });
});
