// The ownership matrix: user B calls every user-data endpoint, over REST and through the
// push endpoint, with user A's collection and entry ids. Every call answers 404 (never
// 403: B learns nothing) and A's data and feed are unchanged afterwards.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../contract/errors';
import {
  collectionRecommendationsResponseSchema,
  type Recommendation,
} from '../../contract/recommendations';
import { pushResponseSchema, type Mutation } from '../../contract/sync';
import {
  addPerfumesResultSchema,
  blacklistAddResultSchema,
  wishlistAddResultSchema,
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
let alice: User;
let bob: User;
const ids = { item: '', wish: '', black: '' };
let card: Recommendation;

beforeAll(async () => {
  testApp = await createTestApp(sampleCatalog());
  alice = await signedInUserWithCollections(testApp);
  bob = await signedInUserWithCollections(testApp);
  const as = (path: string, body: unknown) =>
    callApi(testApp, 'POST', path, { token: alice.accessToken, body });
  const main = alice.collections.main;
  const added = addPerfumesResultSchema.parse(
    await (
      await as('/api/collections/add-perfumes', { collectionId: main, perfumeIds: ['fra-31861'] })
    ).json(),
  );
  ids.item = added.items[0]!.id;
  ids.wish = wishlistAddResultSchema.parse(
    await (await as('/api/wishlist/add', { collectionId: main, perfumeId: 'fra-17' })).json(),
  ).wishlistItem.id;
  ids.black = blacklistAddResultSchema.parse(
    await (
      await as('/api/blacklist/add', {
        collection_id: main,
        perfume_id: null,
        name: 'Zuckerwatte',
        brand: 'Süßhaus',
      })
    ).json(),
  ).blacklistItem.id;
  const generated = collectionRecommendationsResponseSchema.parse(
    await (await as('/api/recommendations', { collectionId: main })).json(),
  );
  card = generated.recommendations[0]!;
});

afterAll(async () => {
  await testApp.close();
});

/** Everything A can read about their data, as raw response texts. */
async function aliceSnapshot(): Promise<string[]> {
  const main = alice.collections.main;
  const paths = [
    '/api/collections-data',
    `/api/wishlist?collectionId=${main}`,
    `/api/blacklist?collectionId=${main}`,
    `/api/recommendations?collectionId=${main}`,
    `/api/collection-analysis?collectionId=${main}`,
    '/api/sync/changes?since=0',
  ];
  return Promise.all(
    paths.map(async (path) => {
      const response = await callApi(testApp, 'GET', path, { token: alice.accessToken });
      expect(response.status).toBe(200);
      return response.text();
    }),
  );
}

function mutationsAgainstAlice(): { label: string; mutation: Mutation }[] {
  const main = alice.collections.main;
  return [
    {
      label: 'add-perfumes to A’s collection',
      mutation: {
        name: 'collections.addPerfumes',
        args: { collectionId: main, perfumeIds: ['fra-9099'], perfumes: [] },
      },
    },
    {
      label: 'delete-item of A’s item in A’s collection',
      mutation: { name: 'collections.deleteItem', args: { collectionId: main, itemId: ids.item } },
    },
    {
      label: 'delete-item of A’s item named in B’s collection',
      mutation: {
        name: 'collections.deleteItem',
        args: { collectionId: bob.collections.main, itemId: ids.item },
      },
    },
    {
      label: 'add-from-recommendation to A’s collection',
      mutation: {
        name: 'collections.addFromRecommendation',
        args: {
          collectionId: main,
          recommendationId: card.id,
          gptName: card.gpt_name,
          gptBrand: card.gpt_brand,
          gptDescription: '',
          matchedPerfume: card.matched_perfume,
          reasoning: '',
          occasions: [],
          isNiche: false,
        },
      },
    },
    {
      label: 'wishlist add to A’s collection',
      mutation: { name: 'wishlist.add', args: { collectionId: main, perfumeId: 'fra-9828' } },
    },
    {
      label: 'wishlist add of A’s recommendation card',
      mutation: {
        name: 'wishlist.add',
        args: {
          collectionId: main,
          recommendation: {
            id: card.id,
            gpt_name: card.gpt_name,
            gpt_brand: card.gpt_brand,
            gpt_description: '',
            occasions: [],
            matched_perfume: null,
          },
        },
      },
    },
    {
      label: 'wishlist delete of A’s entry',
      mutation: { name: 'wishlist.delete', args: { id: ids.wish } },
    },
    {
      label: 'blacklist add (direct form) to A’s collection',
      mutation: {
        name: 'blacklist.add',
        args: { collection_id: main, perfume_id: 'fra-9828', name: 'Aventus', brand: 'Creed' },
      },
    },
    {
      label: 'blacklist add (card form) to A’s collection',
      mutation: {
        name: 'blacklist.add',
        args: {
          collectionId: main,
          recommendation: {
            gpt_name: card.gpt_name,
            gpt_brand: card.gpt_brand,
            gpt_description: '',
            occasions: [],
            matched_perfume: null,
          },
        },
      },
    },
    {
      label: 'blacklist delete of A’s entry',
      mutation: { name: 'blacklist.delete', args: { itemId: ids.black } },
    },
    {
      label: 'rename of A’s collection',
      mutation: { name: 'collections.rename', args: { collectionId: main, name: 'Meins' } },
    },
    {
      label: 'delete of A’s collection',
      mutation: { name: 'collections.delete', args: { collectionId: main } },
    },
    {
      label: 'disliked note added to A’s collection',
      mutation: { name: 'dislikedNotes.add', args: { collectionId: main, note: 'oud' } },
    },
    {
      label: 'disliked note removed from A’s collection',
      mutation: { name: 'dislikedNotes.delete', args: { collectionId: main, note: 'oud' } },
    },
  ];
}

/** The REST call of a mutation, as the device would send it without the outbox. */
function restCall(mutation: Mutation, key: string) {
  const headers = { 'Idempotency-Key': key };
  const token = bob.accessToken;
  switch (mutation.name) {
    case 'collections.addPerfumes':
      return callApi(testApp, 'POST', '/api/collections/add-perfumes', {
        token,
        headers,
        body: mutation.args,
      });
    case 'collections.deleteItem':
      return callApi(testApp, 'POST', '/api/collections/delete-item', {
        token,
        headers,
        body: mutation.args,
      });
    case 'collections.addFromRecommendation':
      return callApi(testApp, 'POST', '/api/collections/add-from-recommendation', {
        token,
        headers,
        body: mutation.args,
      });
    case 'wishlist.add':
      return callApi(testApp, 'POST', '/api/wishlist/add', { token, headers, body: mutation.args });
    case 'wishlist.delete':
      return callApi(testApp, 'DELETE', `/api/wishlist/${mutation.args.id}`, { token, headers });
    case 'blacklist.add':
      return callApi(testApp, 'POST', '/api/blacklist/add', {
        token,
        headers,
        body: mutation.args,
      });
    case 'blacklist.delete':
      return callApi(testApp, 'DELETE', '/api/blacklist/delete', {
        token,
        headers,
        body: mutation.args,
      });
    case 'collections.create':
      return callApi(testApp, 'POST', '/api/collections', { token, headers, body: mutation.args });
    case 'collections.rename':
      return callApi(testApp, 'PUT', '/api/collections/rename', {
        token,
        headers,
        body: mutation.args,
      });
    case 'collections.delete':
      return callApi(testApp, 'DELETE', '/api/collections/delete', {
        token,
        headers,
        body: mutation.args,
      });
    case 'dislikedNotes.add':
      return callApi(testApp, 'POST', '/api/disliked-notes/add', {
        token,
        headers,
        body: mutation.args,
      });
    case 'dislikedNotes.delete':
      return callApi(testApp, 'DELETE', '/api/disliked-notes/delete', {
        token,
        headers,
        body: mutation.args,
      });
  }
}

function readsAgainstAlice(): { label: string; method: string; path: string; body?: unknown }[] {
  const main = alice.collections.main;
  return [
    {
      label: 'wishlist of A’s collection',
      method: 'GET',
      path: `/api/wishlist?collectionId=${main}`,
    },
    {
      label: 'blacklist of A’s collection',
      method: 'GET',
      path: `/api/blacklist?collectionId=${main}`,
    },
    {
      label: 'stored recommendations of A’s collection',
      method: 'GET',
      path: `/api/recommendations?collectionId=${main}`,
    },
    {
      label: 'new recommendations for A’s collection',
      method: 'POST',
      path: '/api/recommendations',
      body: { collectionId: main },
    },
    {
      label: 'analysis of A’s collection',
      method: 'GET',
      path: `/api/collection-analysis?collectionId=${main}`,
    },
    {
      label: 'niche picks for A’s collection',
      method: 'POST',
      path: '/api/niche-recommendations',
      body: { collectionId: main },
    },
  ];
}

describe('ownership: another account’s ids answer 404 and change nothing', () => {
  it('over REST', async () => {
    const before = await aliceSnapshot();
    for (const { label, mutation } of mutationsAgainstAlice()) {
      const response = await restCall(mutation, randomUUID());
      expect({ label, status: response.status }).toEqual({ label, status: 404 });
      expect(apiErrorSchema.parse(await response.json()).error.code).toBe('not_found');
    }
    for (const { label, method, path, body } of readsAgainstAlice()) {
      const response = await callApi(testApp, method, path, { token: bob.accessToken, body });
      expect({ label, status: response.status }).toEqual({ label, status: 404 });
    }
    expect(await aliceSnapshot()).toEqual(before);
  });

  it('through POST /api/sync/push', async () => {
    const before = await aliceSnapshot();
    const cases = mutationsAgainstAlice();
    const response = await callApi(testApp, 'POST', '/api/sync/push', {
      token: bob.accessToken,
      body: {
        mutations: cases.map(({ mutation }, seq) => ({ id: randomUUID(), seq, ...mutation })),
      },
    });
    expect(response.status).toBe(200);
    const { results } = pushResponseSchema.parse(await response.json());
    expect(results.map((r, i) => [cases[i]?.label, r.status])).toEqual(
      cases.map(({ label }) => [label, 404]),
    );
    expect(await aliceSnapshot()).toEqual(before);
  });

  it('keeps idempotency keys per account: A’s key used by B is B’s own', async () => {
    const key = randomUUID();
    const body = { collectionId: alice.collections.partner, perfumeIds: ['fra-9099'] };
    const first = await callApi(testApp, 'POST', '/api/collections/add-perfumes', {
      token: alice.accessToken,
      body,
      headers: { 'Idempotency-Key': key },
    });
    expect(first.status).toBe(200);
    const before = await aliceSnapshot();
    const bobs = await callApi(testApp, 'POST', '/api/collections/add-perfumes', {
      token: bob.accessToken,
      body,
      headers: { 'Idempotency-Key': key },
    });
    expect(bobs.status).toBe(404);
    const own = await callApi(testApp, 'POST', '/api/collections/add-perfumes', {
      token: bob.accessToken,
      body: { ...body, collectionId: bob.collections.partner },
      headers: { 'Idempotency-Key': randomUUID() },
    });
    expect(own.status).toBe(200);
    expect(await aliceSnapshot()).toEqual(before);
  });
});
