// Stored rows damaged behind the API's back (a hand edit, an old version, a bad restore):
// each is skipped and reported on read, so pushes and pulls of the account keep working.
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiErrorSchema } from '../../contract/errors';
import { collectionRecommendationsResponseSchema } from '../../contract/recommendations';
import { pullResponseSchema, pushResponseSchema, type Mutation } from '../../contract/sync';
import {
  addPerfumesResultSchema,
  blacklistResponseSchema,
  collectionsDataResponseSchema,
  wishlistResponseSchema,
} from '../../contract/userData';
import { sampleCatalog } from '../../../tests/fixtures/perfumes';
import { buildRecommendation } from '../../../tests/sync/builders';
import {
  callApi,
  createTestApp,
  signedInUserWithCollections,
  type TestApp,
} from '../../../tests/support/testApp';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp(sampleCatalog());
});
afterAll(async () => {
  await testApp.close();
});

let reports: string[];
beforeEach(() => {
  reports = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    reports.push(args.map(String).join(' '));
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

type User = Awaited<ReturnType<typeof signedInUserWithCollections>>;

async function pullAll(user: User, limit = 500) {
  const changes = [];
  let cursor = '0';
  for (;;) {
    const response = await callApi(
      testApp,
      'GET',
      `/api/sync/changes?since=${cursor}&limit=${limit}`,
      { token: user.accessToken },
    );
    expect(response.status).toBe(200);
    const page = pullResponseSchema.parse(await response.json());
    expect(BigInt(page.cursor)).toBeGreaterThanOrEqual(BigInt(cursor));
    changes.push(...page.changes);
    if (!page.hasMore) return { changes, cursor: page.cursor };
    expect(page.cursor).not.toBe(cursor);
    cursor = page.cursor;
  }
}

async function push(user: User, mutations: (Mutation & { id?: string })[]) {
  const response = await callApi(testApp, 'POST', '/api/sync/push', {
    token: user.accessToken,
    body: {
      mutations: mutations.map((mutation, seq) => ({ id: randomUUID(), seq, ...mutation })),
    },
  });
  expect(response.status).toBe(200);
  return pushResponseSchema.parse(await response.json()).results;
}

async function addCatalogPerfumes(user: User, perfumeIds: string[]) {
  const [result] = await push(user, [
    {
      name: 'collections.addPerfumes',
      args: { collectionId: user.collections.main, perfumeIds, perfumes: [] },
    },
  ]);
  expect(result?.status).toBe(200);
  return addPerfumesResultSchema.parse(result?.body).items;
}

async function getJson(user: User, path: string) {
  const response = await callApi(testApp, 'GET', path, { token: user.accessToken });
  expect(response.status).toBe(200);
  return response.json() as Promise<unknown>;
}

describe('a feed row that no longer parses', () => {
  it('is left out of the pull, which still succeeds and moves past it', async () => {
    const user = await signedInUserWithCollections(testApp);
    const [broken, intact] = await addCatalogPerfumes(user, ['fra-31861', 'fra-9828']);
    await testApp.db.query(
      `UPDATE sync_changes SET record = '{"kaputt": true}' WHERE entity_id = $1`,
      [broken!.id],
    );

    for (const limit of [500, 1]) {
      const { changes, cursor } = await pullAll(user, limit);
      const ids = changes.map((change) => change.id);
      expect(ids).not.toContain(broken!.id);
      expect(ids).toContain(intact!.id);
      const { rows } = await testApp.db.query<{ seq: string }>(
        `SELECT max(seq)::text AS seq FROM sync_changes WHERE profile_id = $1`,
        [user.userId],
      );
      expect(cursor).toBe(rows[0]?.seq);
    }
    // Reported once, with its ids and without the user's data.
    expect(reports).toHaveLength(1);
    expect(reports[0]).toContain(broken!.id);
    expect(reports[0]).not.toContain(broken!.name);
  });
});

describe('stored user data that no longer parses', () => {
  it('leaves a broken collection item out of collections-data; pushes go on', async () => {
    const user = await signedInUserWithCollections(testApp);
    const [broken, intact] = await addCatalogPerfumes(user, ['fra-31861', 'fra-9828']);
    await testApp.db.query(`UPDATE collection_items SET notes = '"kaputt"' WHERE id = $1`, [
      broken!.id,
    ]);

    const data = collectionsDataResponseSchema.parse(await getJson(user, '/api/collections-data'));
    const items = data.collections.flatMap((collection) => collection.collection_items);
    expect(items.map((item) => item.id)).toEqual([intact!.id]);

    expect(await addCatalogPerfumes(user, ['fra-17'])).toHaveLength(1);
    const [deleted] = await push(user, [
      {
        name: 'collections.deleteItem',
        args: { collectionId: user.collections.main, itemId: broken!.id },
      },
    ]);
    expect(deleted?.status).toBe(200);
  });

  it('leaves broken wishlist and blacklist entries out of their lists; pushes go on', async () => {
    const user = await signedInUserWithCollections(testApp);
    const collectionId = user.collections.main;
    const results = await push(user, [
      { name: 'wishlist.add', args: { collectionId, perfumeId: 'fra-31861' } },
      {
        name: 'blacklist.add',
        args: { collection_id: collectionId, perfume_id: 'fra-9828', name: 'x', brand: '' },
      },
    ]);
    expect(results.map((result) => result.status)).toEqual([200, 200]);
    await testApp.db.query(
      `UPDATE wishlist_items SET occasions = '{"a": 1}' WHERE collection_id = $1`,
      [collectionId],
    );
    await testApp.db.query(
      `UPDATE blacklist_items SET occasions = '[7]' WHERE collection_id = $1`,
      [collectionId],
    );

    const query = `collectionId=${collectionId}`;
    const wishlist = wishlistResponseSchema.parse(await getJson(user, `/api/wishlist?${query}`));
    const blacklist = blacklistResponseSchema.parse(await getJson(user, `/api/blacklist?${query}`));
    expect([wishlist.wishlist, blacklist.blacklistItems]).toEqual([[], []]);

    const next = await push(user, [
      { name: 'wishlist.add', args: { collectionId, perfumeId: 'fra-17' } },
      {
        name: 'blacklist.add',
        args: { collection_id: collectionId, perfume_id: 'fra-9099', name: 'x', brand: '' },
      },
    ]);
    expect(next.map((result) => result.status)).toEqual([200, 200]);
    expect(reports.join('\n')).toContain('wishlist_items');
    expect(reports.join('\n')).toContain('blacklist_items');
  });

  it('skips broken cards of the stored recommendations: saving a card and reading the list work', async () => {
    const user = await signedInUserWithCollections(testApp);
    const collectionId = user.collections.main;
    const card = buildRecommendation({ gpt_name: 'Gute Karte', gpt_brand: 'Testhaus' });
    const other = buildRecommendation({ gpt_name: 'Andere Karte', gpt_brand: 'Testhaus' });
    await testApp.db.query(
      `INSERT INTO collection_recommendations (collection_id, recommendations, stats)
       VALUES ($1, $2, '{"total": "viele"}')`,
      [collectionId, JSON.stringify([{ kaputt: true }, card, other])],
    );

    const [saved] = await push(user, [
      {
        name: 'wishlist.add',
        args: {
          collectionId,
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
    ]);

    expect(saved?.status).toBe(200);
    const list = collectionRecommendationsResponseSchema.parse(
      await getJson(user, `/api/recommendations?collectionId=${collectionId}`),
    );
    expect(list.recommendations.map((r) => r.gpt_name)).toEqual(['Andere Karte']);
    expect(list.stats).toEqual({ total: 1, matched: 0, gpt_only: 1 });
    const { changes } = await pullAll(user);
    expect(changes.find((c) => c.entity === 'collection_recommendations')).toMatchObject({
      record: { recommendations: [other] },
    });
  });

  it('treats a stored recommendation list that is not a list as empty', async () => {
    const user = await signedInUserWithCollections(testApp);
    await testApp.db.query(
      `INSERT INTO collection_recommendations (collection_id, recommendations, stats)
       VALUES ($1, '"kaputt"', '{}')`,
      [user.collections.main],
    );

    expect(await addCatalogPerfumes(user, ['fra-31861'])).toHaveLength(1);
    const list = collectionRecommendationsResponseSchema.parse(
      await getJson(user, `/api/recommendations?collectionId=${user.collections.main}`),
    );
    expect(list).toEqual({ recommendations: [], stats: { total: 0, matched: 0, gpt_only: 0 } });
  });

  it('reads a stored analysis that no longer parses as none', async () => {
    const user = await signedInUserWithCollections(testApp);
    await testApp.db.query(
      `INSERT INTO collection_analyses (collection_id, analysis_data, perfume_names)
       VALUES ($1, '{"kaputt": true}', '[]')`,
      [user.collections.main],
    );
    const body = await getJson(
      user,
      `/api/collection-analysis?collectionId=${user.collections.main}`,
    );
    expect(body).toEqual({ analysis: null });
  });
});

describe('a stored idempotency answer that no longer parses', () => {
  it('is dropped and the replay answers like a fresh request, never 500', async () => {
    const user = await signedInUserWithCollections(testApp);
    const mutation = {
      id: randomUUID(),
      name: 'collections.addPerfumes' as const,
      args: { collectionId: user.collections.main, perfumeIds: ['fra-31861'], perfumes: [] },
    };
    expect((await push(user, [mutation]))[0]?.status).toBe(200);
    await testApp.db.query(`UPDATE idempotency_keys SET body = '"kaputt"' WHERE key = $1`, [
      mutation.id,
    ]);

    const [replayed] = await push(user, [mutation]);

    // Applied before: the rerun finds the perfume and answers like any duplicate.
    expect(replayed).toMatchObject({ status: 409, replayed: false });
    expect(apiErrorSchema.parse(replayed?.body).error.code).toBe('already_exists');
    const data = collectionsDataResponseSchema.parse(await getJson(user, '/api/collections-data'));
    expect(data.collections[0]?.collection_items).toHaveLength(1);
    // The new answer is stored: the next replay gives it back.
    expect((await push(user, [mutation]))[0]).toMatchObject({ status: 409, replayed: true });
  });

  it('answers a REST replay of an unusable status without a 500', async () => {
    const user = await signedInUserWithCollections(testApp);
    const key = randomUUID();
    const send = () =>
      callApi(testApp, 'POST', '/api/wishlist/add', {
        token: user.accessToken,
        body: { collectionId: user.collections.main, perfumeId: 'fra-9828' },
        headers: { 'Idempotency-Key': key },
      });
    expect((await send()).status).toBe(200);
    await testApp.db.query(`UPDATE idempotency_keys SET status = 0 WHERE key = $1`, [key]);

    const replay = await send();

    expect(replay.status).toBe(409);
    expect(apiErrorSchema.parse(await replay.json()).error.code).toBe('already_in_wishlist');
  });
});

describe('validation on write', () => {
  it('refuses a record that would not parse with 422 instead of failing; the queue goes on', async () => {
    const user = await signedInUserWithCollections(testApp);
    // A damaged catalog row: its image is no link, so the item's snapshot cannot be stored.
    await testApp.db.query(`UPDATE perfumes SET image = 'kein-link' WHERE id = 'fra-9099'`);
    const args = (perfumeId: string) => ({
      collectionId: user.collections.main,
      perfumeIds: [perfumeId],
      perfumes: [],
    });

    const results = await push(user, [
      { name: 'collections.addPerfumes', args: args('fra-9099') },
      { name: 'collections.addPerfumes', args: args('fra-17') },
    ]);

    expect(results.map((result) => result.status)).toEqual([422, 200]);
    expect(apiErrorSchema.parse(results[0]?.body).error.code).toBe('record_invalid');
    const { changes } = await pullAll(user);
    expect(changes.filter((change) => change.entity === 'collection_item')).toHaveLength(1);
    await testApp.db.query(`UPDATE perfumes SET image = NULL WHERE id = 'fra-9099'`);
  });

  it('refuses a catalog perfume whose stored row no longer parses as unknown', async () => {
    const user = await signedInUserWithCollections(testApp);
    await testApp.db.query(
      `UPDATE perfumes SET data = data || '{"name": 42}'::jsonb WHERE id = 'fra-9828'`,
    );
    const [result] = await push(user, [
      {
        name: 'collections.addPerfumes',
        args: { collectionId: user.collections.main, perfumeIds: ['fra-9828'], perfumes: [] },
      },
    ]);
    expect(result?.status).toBe(400);
    expect(apiErrorSchema.parse(result?.body).error.code).toBe('unknown_perfumes');
  });
});
