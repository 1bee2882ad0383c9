import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../contract/errors';
import { pushResponseSchema } from '../../contract/sync';
import { collectionsDataResponseSchema } from '../../contract/userData';
import type { Database, Queryable } from '../../db/database';
import { sampleCatalog } from '../../../tests/fixtures/perfumes';
import {
  callApi,
  createTestApp,
  signedInUserWithCollections,
  type TestApp,
} from '../../../tests/support/testApp';
import { pruneIdempotencyKeys } from './idempotency';

/** SQL matching this pattern fails inside transactions, like a database outage would. */
let failingSql: RegExp | null = null;

function failing(tx: Queryable): Queryable {
  return {
    query: (sql, params) => {
      if (failingSql?.test(sql)) return Promise.reject(new Error('Datenbank nicht erreichbar'));
      return tx.query(sql, params);
    },
    exec: (sql) => tx.exec(sql),
  };
}

function withFailures(db: Database): Database {
  return { ...db, transaction: (fn) => db.transaction((tx) => fn(failing(tx))) };
}

let testApp: TestApp;
type User = Awaited<ReturnType<typeof signedInUserWithCollections>>;

beforeAll(async () => {
  testApp = await createTestApp(sampleCatalog(), {}, { wrapDb: withFailures });
});

beforeEach(() => {
  failingSql = null;
});

afterAll(async () => {
  await testApp.close();
});

function addPerfumes(user: User, key: string | null, body: Record<string, unknown>) {
  return callApi(testApp, 'POST', '/api/collections/add-perfumes', {
    token: user.accessToken,
    body: { collectionId: user.collections.main, ...body },
    headers: key ? { 'Idempotency-Key': key } : {},
  });
}

async function mainItems(user: User) {
  const response = await callApi(testApp, 'GET', '/api/collections-data', {
    token: user.accessToken,
  });
  const data = collectionsDataResponseSchema.parse(await response.json());
  return data.collections[0]!.collection_items;
}

describe('Idempotency-Key on the REST mutations', () => {
  it('answers a replay with the stored answer and saves the perfume once', async () => {
    const user = await signedInUserWithCollections(testApp);
    const key = randomUUID();
    const first = await addPerfumes(user, key, { perfumeIds: ['fra-17'] });
    const replay = await addPerfumes(user, key, { perfumeIds: ['fra-17'] });
    expect(replay.status).toBe(first.status);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await replay.json()).toEqual(await first.json());
    expect(await mainItems(user)).toHaveLength(1);
  });

  it('lets concurrent deliveries of one key apply once', async () => {
    const user = await signedInUserWithCollections(testApp);
    const key = randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => addPerfumes(user, key, { perfumeIds: ['fra-9099'] })),
    );
    const bodies = await Promise.all(responses.map((r) => r.json()));
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    for (const body of bodies) expect(body).toEqual(bodies[0]);
    expect(await mainItems(user)).toHaveLength(1);
  });

  it('stores a rejection too: the replay of a 409 stays a 409', async () => {
    const user = await signedInUserWithCollections(testApp);
    await addPerfumes(user, null, { perfumeIds: ['fra-9828'] });
    const key = randomUUID();
    const rejected = await addPerfumes(user, key, { perfumeIds: ['fra-9828'] });
    expect(rejected.status).toBe(409);
    const [item] = await mainItems(user);
    await callApi(testApp, 'POST', '/api/collections/delete-item', {
      token: user.accessToken,
      body: { collectionId: user.collections.main, itemId: item!.id },
    });
    const replay = await addPerfumes(user, key, { perfumeIds: ['fra-9828'] });
    expect(replay.status).toBe(409);
    expect(await replay.json()).toEqual({
      error: { code: 'already_exists', message: 'Parfüm bereits vorhanden' },
    });
    expect(await mainItems(user)).toEqual([]);
  });

  it('refuses the same key for another request with 422', async () => {
    const user = await signedInUserWithCollections(testApp);
    const key = randomUUID();
    await addPerfumes(user, key, { perfumeIds: ['fra-17'] });
    const reused = await addPerfumes(user, key, { perfumeIds: ['fra-31861'] });
    expect(reused.status).toBe(422);
    expect(apiErrorSchema.parse(await reused.json()).error).toEqual({
      code: 'idempotency_key_reused',
      message: 'Dieser Idempotency-Key wurde bereits für eine andere Anfrage verwendet.',
    });
    expect((await mainItems(user)).map((i) => i.perfume_id)).toEqual(['fra-17']);
  });

  it('refuses a key that is not a UUID with 400', async () => {
    const user = await signedInUserWithCollections(testApp);
    const response = await addPerfumes(user, 'eintrag-1', { perfumeIds: ['fra-17'] });
    expect(response.status).toBe(400);
    expect(apiErrorSchema.parse(await response.json()).error).toEqual({
      code: 'invalid_idempotency_key',
      message: 'Der Idempotency-Key muss eine UUID sein.',
    });
    expect(await mainItems(user)).toEqual([]);
  });

  it('keeps keys for the retention period and prunes them after it', async () => {
    const user = await signedInUserWithCollections(testApp);
    const key = randomUUID();
    await addPerfumes(user, key, { perfumeIds: ['fra-17'] });
    const age = (days: number) =>
      testApp.db.query(
        `UPDATE idempotency_keys SET created_at = now() - make_interval(days => $2) WHERE key = $1`,
        [key, days],
      );
    await age(7);
    await pruneIdempotencyKeys(testApp.db);
    expect((await addPerfumes(user, key, { perfumeIds: ['fra-17'] })).status).toBe(200);
    await age(9);
    await pruneIdempotencyKeys(testApp.db);
    // The key is gone: the request runs again and finds the perfume saved.
    expect((await addPerfumes(user, key, { perfumeIds: ['fra-17'] })).status).toBe(409);
  });
});

describe('POST /api/sync/push on server failures', () => {
  it('returns the answered prefix, stores no 5xx, and applies the rest on the next push', async () => {
    const user = await signedInUserWithCollections(testApp);
    const mutations = [
      {
        id: randomUUID(),
        seq: 1,
        name: 'collections.addPerfumes',
        args: { collectionId: user.collections.main, perfumeIds: ['fra-17'] },
      },
      {
        id: randomUUID(),
        seq: 2,
        name: 'wishlist.add',
        args: { collectionId: user.collections.main, perfumeId: 'fra-9099' },
      },
      {
        id: randomUUID(),
        seq: 3,
        name: 'blacklist.add',
        args: {
          collection_id: user.collections.main,
          perfume_id: 'fra-9828',
          name: 'Aventus',
          brand: 'Creed',
        },
      },
    ];
    const push = (batch: typeof mutations) =>
      callApi(testApp, 'POST', '/api/sync/push', {
        token: user.accessToken,
        body: { mutations: batch },
      });

    failingSql = /INSERT INTO wishlist_items/;
    const partial = await push(mutations);
    expect(partial.status).toBe(200);
    const prefix = pushResponseSchema.parse(await partial.json());
    expect(prefix.results.map((r) => [r.id, r.status])).toEqual([[mutations[0]!.id, 200]]);

    const failedFirst = await push(mutations.slice(1));
    expect(failedFirst.status).toBe(503);
    expect(apiErrorSchema.parse(await failedFirst.json()).error.code).toBe('service_unavailable');

    failingSql = null;
    const retried = pushResponseSchema.parse(await (await push(mutations)).json());
    expect(retried.results.map((r) => [r.status, r.replayed])).toEqual([
      [200, true],
      [200, false],
      [200, false],
    ]);
  });
});
