import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../contract/errors';
import { formatUnitPrice } from '../../contract/price';
import { pullResponseSchema } from '../../contract/sync';
import { collectionRecommendationsResponseSchema } from '../../contract/recommendations';
import {
  deleteResultSchema,
  wishlistAddResultSchema,
  wishlistResponseSchema,
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
  await testApp.db.query(
    `UPDATE perfumes SET price_cents = 8950, currency = 'EUR',
       affiliate_link = 'https://shop.example/aventus', shop = 'shop.example' WHERE id = 'fra-9828'`,
  );
  // A feed that names the bottle: the Grundpreis needs it (issue 26). A size without a price
  // (Sauvage) is never shown and not kept.
  await testApp.db.query(
    `UPDATE perfumes SET price_cents = 12900, currency = 'EUR', size_ml = 50,
       affiliate_link = 'https://shop.example/terre', shop = 'shop.example' WHERE id = 'fra-17'`,
  );
  await testApp.db.query(`UPDATE perfumes SET size_ml = 100 WHERE id = 'fra-31861'`);
});

afterAll(async () => {
  await testApp.close();
});

async function wishlistOf(user: User, collectionId: string) {
  const response = await callApi(testApp, 'GET', `/api/wishlist?collectionId=${collectionId}`, {
    token: user.accessToken,
  });
  expect(response.status).toBe(200);
  return wishlistResponseSchema.parse(await response.json()).wishlist;
}

function add(user: User, body: unknown) {
  return callApi(testApp, 'POST', '/api/wishlist/add', { token: user.accessToken, body });
}

describe('POST /api/wishlist/add', () => {
  it('fills a catalog perfume from the catalog, price and shop link included', async () => {
    const user = await signedInUserWithCollections(testApp);
    const itemId = randomUUID();
    const response = await add(user, {
      collectionId: user.collections.main,
      itemId,
      perfumeId: 'fra-9828',
    });
    expect(response.status).toBe(200);
    const { wishlistItem } = wishlistAddResultSchema.parse(await response.json());
    expect(wishlistItem).toMatchObject({
      id: itemId,
      collection_id: user.collections.main,
      perfume_id: 'fra-9828',
      name: 'Aventus',
      brand: 'Creed',
      price: 89.5,
      priceCents: 8950,
      currency: 'EUR',
      affiliate_link: 'https://shop.example/aventus',
      shop: 'shop.example',
    });
    expect(await wishlistOf(user, user.collections.main)).toEqual([wishlistItem]);
    expect(await wishlistOf(user, user.collections.partner)).toEqual([]);
  });

  it('keeps the feed’s bottle size with its price, and none without a price', async () => {
    const user = await signedInUserWithCollections(testApp);
    const priced = wishlistAddResultSchema.parse(
      await (await add(user, { collectionId: user.collections.main, perfumeId: 'fra-17' })).json(),
    ).wishlistItem;
    expect(priced).toMatchObject({ priceCents: 12900, currency: 'EUR', sizeMl: 50 });
    // The Grundpreis the wishlist shows: 129,00 € for 50 ml.
    expect(
      formatUnitPrice(priced.priceCents, priced.currency, priced.sizeMl)?.replace(/\s/g, ' '),
    ).toBe('258,00 € / 100 ml');
    const unpriced = wishlistAddResultSchema.parse(
      await (
        await add(user, { collectionId: user.collections.main, perfumeId: 'fra-31861' })
      ).json(),
    ).wishlistItem;
    expect(unpriced).toMatchObject({ priceCents: null, sizeMl: null });
    const saved = await wishlistOf(user, user.collections.main);
    expect(saved.map((item) => [item.perfume_id, item.sizeMl])).toEqual([
      ['fra-17', 50],
      ['fra-31861', null],
    ]);
    // A second device gets the size through the sync's change feed.
    const pull = await callApi(testApp, 'GET', '/api/sync/changes?since=0', {
      token: user.accessToken,
    });
    expect(pull.status).toBe(200);
    const pulled = pullResponseSchema.parse(await pull.json());
    const record = pulled.changes.find(
      (change) => change.entity === 'wishlist_item' && change.id === priced.id,
    );
    expect(record?.record).toMatchObject({ sizeMl: 50 });
  });

  it('saves a recommendation card and answers 409 for the same perfume again', async () => {
    const user = await signedInUserWithCollections(testApp);
    const body = {
      collectionId: user.collections.main,
      recommendation: {
        gpt_name: 'Nebelwald',
        gpt_brand: 'Kleine Manufaktur',
        gpt_description: 'Moosig und kühl.',
        occasions: ['Freizeit'],
        matched_perfume: null,
      },
    };
    const first = wishlistAddResultSchema.parse(await (await add(user, body)).json());
    expect(first.wishlistItem).toMatchObject({
      perfume_id: null,
      name: 'Nebelwald',
      beschreibung: 'Moosig und kühl.',
      anlaesse: ['Freizeit'],
      price: null,
      affiliate_link: null,
    });
    const again = await add(user, {
      ...body,
      recommendation: { ...body.recommendation, gpt_name: 'NEBELWALD' },
    });
    expect(again.status).toBe(409);
    expect(apiErrorSchema.parse(await again.json()).error).toEqual({
      code: 'already_in_wishlist',
      message: 'Parfüm bereits vorhanden',
    });
  });

  it('keeps only web links from a card and refuses unknown catalog ids', async () => {
    const user = await signedInUserWithCollections(testApp);
    const unknown = await add(user, { collectionId: user.collections.main, perfumeId: 'fra-1' });
    expect(unknown.status).toBe(400);
    expect(apiErrorSchema.parse(await unknown.json()).error.code).toBe('unknown_perfumes');
    const invalid = await add(user, { collectionId: user.collections.main });
    expect(invalid.status).toBe(400);
    expect(apiErrorSchema.parse(await invalid.json()).error.message).toMatch(/^Ungültige Angabe/);
  });

  it('takes the card out of the collection’s stored recommendations', async () => {
    const user = await signedInUserWithCollections(testApp);
    await callApi(testApp, 'POST', '/api/collections/add-perfumes', {
      token: user.accessToken,
      body: { collectionId: user.collections.main, perfumeIds: ['fra-31861', 'fra-9099'] },
    });
    const generated = collectionRecommendationsResponseSchema.parse(
      await (
        await callApi(testApp, 'POST', '/api/recommendations', {
          token: user.accessToken,
          body: { collectionId: user.collections.main },
        })
      ).json(),
    );
    const card = generated.recommendations[1]!;
    await add(user, {
      collectionId: user.collections.main,
      recommendation: {
        id: card.id,
        gpt_name: card.gpt_name,
        gpt_brand: card.gpt_brand,
        matched_perfume: card.matched_perfume,
      },
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
    expect(stored.recommendations).toHaveLength(generated.recommendations.length - 1);
    // A wishlist perfume is never recommended for that collection again.
    const regenerated = collectionRecommendationsResponseSchema.parse(
      await (
        await callApi(testApp, 'POST', '/api/recommendations', {
          token: user.accessToken,
          body: { collectionId: user.collections.main },
        })
      ).json(),
    );
    expect(regenerated.recommendations.map((r) => r.matched_perfume?.id)).not.toContain(
      card.matched_perfume?.id,
    );
  });
});

describe('DELETE /api/wishlist/{id}', () => {
  it('removes the entry and answers 404 when it is gone', async () => {
    const user = await signedInUserWithCollections(testApp);
    const { wishlistItem } = wishlistAddResultSchema.parse(
      await (await add(user, { collectionId: user.collections.main, perfumeId: 'fra-17' })).json(),
    );
    const remove = () =>
      callApi(testApp, 'DELETE', `/api/wishlist/${wishlistItem.id}`, { token: user.accessToken });
    const first = await remove();
    expect(deleteResultSchema.parse(await first.json())).toEqual({
      success: true,
      id: wishlistItem.id,
    });
    const second = await remove();
    expect(second.status).toBe(404);
    expect(apiErrorSchema.parse(await second.json()).error.message).toBe(
      'Dieser Eintrag ist nicht in der Wunschliste.',
    );
    const malformed = await callApi(testApp, 'DELETE', '/api/wishlist/123', {
      token: user.accessToken,
    });
    expect(malformed.status).toBe(400);
    expect(await wishlistOf(user, user.collections.main)).toEqual([]);
  });
});
