import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../contract/errors';
import { pullResponseSchema, pushResponseSchema, type Mutation } from '../../contract/sync';
import { addPerfumesResultSchema } from '../../contract/userData';
import { pruneSyncTombstones, TOMBSTONE_RETENTION_DAYS } from './changeFeed';
import { buildRecord, sampleCatalog } from '../../../tests/fixtures/perfumes';
import {
  callApi,
  createTestApp,
  signedInUserWithCollections,
  type TestApp,
} from '../../../tests/support/testApp';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp([
    ...sampleCatalog(),
    buildRecord({ id: 'fra-700001', name: 'Kaputtduft', brand: 'Testhaus' }),
  ]);
});

afterAll(async () => {
  await testApp.close();
});

type User = Awaited<ReturnType<typeof signedInUserWithCollections>>;

async function pull(user: User, since = '0', limit?: number, full = false) {
  const query = new URLSearchParams({ since });
  if (limit) query.set('limit', String(limit));
  if (full) query.set('full', '1');
  const response = await callApi(testApp, 'GET', `/api/sync/changes?${query.toString()}`, {
    token: user.accessToken,
  });
  expect(response.status).toBe(200);
  return pullResponseSchema.parse(await response.json());
}

/** Every page from `since` to the end, following the cursor. */
async function pullAll(user: User, since = '0', limit = 500) {
  const changes = [];
  let cursor = since;
  for (;;) {
    // Later pages of a pull from "0" say so, as the device does.
    const page = await pull(user, cursor, limit, since === '0' && cursor !== '0');
    expect(page.reset).toBe(false);
    changes.push(...page.changes);
    cursor = page.cursor;
    if (!page.hasMore) return { changes, cursor };
  }
}

function push(user: User, mutations: (Mutation & { id?: string })[]) {
  return callApi(testApp, 'POST', '/api/sync/push', {
    token: user.accessToken,
    body: {
      mutations: mutations.map((mutation, seq) => ({ id: randomUUID(), seq, ...mutation })),
    },
  });
}

describe('GET /api/sync/changes', () => {
  it('starts with the default collections and returns the current state from "0"', async () => {
    const user = await signedInUserWithCollections(testApp);
    const first = await pull(user);
    expect(first.reset).toBe(false);
    expect(first.hasMore).toBe(false);
    expect(first.changes.map((c) => [c.entity, c.id])).toEqual([
      ['collection', user.collections.main],
      ['collection', user.collections.partner],
      ['collection', user.collections.custom],
    ]);
    expect(first.cursor).toBe(first.changes.at(-1)?.seq);
    const again = await pull(user, first.cursor);
    expect(again.changes).toEqual([]);
    expect(again.cursor).toBe(first.cursor);
  });

  it('pages through the feed with strictly increasing cursors and leaves tombstones', async () => {
    const user = await signedInUserWithCollections(testApp);
    const added = addPerfumesResultSchema.parse(
      await (
        await callApi(testApp, 'POST', '/api/collections/add-perfumes', {
          token: user.accessToken,
          body: {
            collectionId: user.collections.main,
            perfumeIds: ['fra-31861', 'fra-9828', 'fra-17'],
          },
        })
      ).json(),
    );
    const deleted = added.items[1]!;
    const response = await callApi(testApp, 'POST', '/api/collections/delete-item', {
      token: user.accessToken,
      body: { collectionId: user.collections.main, itemId: deleted.id },
    });
    expect(response.status).toBe(200);

    const pages = [];
    let cursor = '0';
    for (;;) {
      const page = await pull(user, cursor, 2);
      pages.push(page);
      expect(BigInt(page.cursor)).toBeGreaterThanOrEqual(BigInt(cursor));
      cursor = page.cursor;
      if (!page.hasMore) break;
    }
    const changes = pages.flatMap((page) => page.changes);
    const seqs = changes.map((change) => BigInt(change.seq));
    expect([...seqs].sort((a, b) => (a < b ? -1 : 1))).toEqual(seqs);
    expect(new Set(seqs).size).toBe(seqs.length);
    // One row per record: the deleted item is a tombstone, the others their latest state.
    expect(changes.filter((c) => c.entity === 'collection_item')).toHaveLength(3);
    expect(changes.find((c) => c.id === deleted.id)).toMatchObject({
      deleted: true,
      record: null,
    });
    const kept = changes.find((c) => c.id === added.items[0]!.id);
    expect(kept).toMatchObject({ deleted: false, record: added.items[0] });
  });

  it('keeps accounts apart: each pulls only its own changes', async () => {
    const alice = await signedInUserWithCollections(testApp);
    const bob = await signedInUserWithCollections(testApp);
    await callApi(testApp, 'POST', '/api/collections/add-perfumes', {
      token: alice.accessToken,
      body: { collectionId: alice.collections.main, perfumeIds: ['fra-9099'] },
    });
    const bobs = await pullAll(bob);
    expect(bobs.changes.map((c) => c.id)).not.toContain(alice.collections.main);
    expect(bobs.changes).toHaveLength(3);
  });

  it('answers reset when the cursor lies beyond the account feed', async () => {
    const user = await signedInUserWithCollections(testApp);
    const page = await pull(user, '999999');
    expect(page).toEqual({ changes: [], cursor: '0', hasMore: true, reset: true });
  });

  it(`prunes tombstones after ${TOMBSTONE_RETENTION_DAYS} days; a device behind them starts again from "0" (N18)`, async () => {
    const user = await signedInUserWithCollections(testApp);
    const other = await signedInUserWithCollections(testApp);
    const added = addPerfumesResultSchema.parse(
      await (
        await callApi(testApp, 'POST', '/api/collections/add-perfumes', {
          token: user.accessToken,
          body: { collectionId: user.collections.main, perfumeIds: ['fra-31861', 'fra-9828'] },
        })
      ).json(),
    );
    // A device that pulled everything, then went offline.
    const offline = await pullAll(user);
    const gone = added.items[0]!;
    await callApi(testApp, 'POST', '/api/collections/delete-item', {
      token: user.accessToken,
      body: { collectionId: user.collections.main, itemId: gone.id },
    });
    // A device that also saw the deletion.
    const current = await pullAll(user);
    const theirs = addPerfumesResultSchema.parse(
      await (
        await callApi(testApp, 'POST', '/api/collections/add-perfumes', {
          token: other.accessToken,
          body: { collectionId: other.collections.main, perfumeIds: ['fra-17'] },
        })
      ).json(),
    );
    await callApi(testApp, 'POST', '/api/collections/delete-item', {
      token: other.accessToken,
      body: { collectionId: other.collections.main, itemId: theirs.items[0]!.id },
    });
    const age = (days: number) =>
      testApp.db.query(
        `UPDATE sync_changes SET changed_at = now() - make_interval(days => $2)
         WHERE profile_id = $1 AND deleted`,
        [user.userId, days],
      );

    // Younger than the period: kept, and the offline device gets the tombstone as usual.
    await age(TOMBSTONE_RETENTION_DAYS - 1);
    await pruneSyncTombstones(testApp.db);
    expect((await pull(user, offline.cursor)).changes).toContainEqual(
      expect.objectContaining({ id: gone.id, deleted: true }),
    );

    await age(TOMBSTONE_RETENTION_DAYS + 1);
    expect(await pruneSyncTombstones(testApp.db)).toBe(1);
    // The offline device would miss the deletion: it is told to start again.
    expect(await pull(user, offline.cursor)).toEqual({
      changes: [],
      cursor: '0',
      hasMore: true,
      reset: true,
    });
    // A full pull, also one page at a time, no longer names the deleted item; its cursor ends
    // at the pruned tombstone, which was the account's last change.
    const full = await pullAll(user, '0', 1);
    expect(full.changes.map((c) => c.id)).not.toContain(gone.id);
    expect(full.changes.map((c) => c.id)).toContain(added.items[1]!.id);
    expect(full.cursor).toBe(current.cursor);
    // Without saying it follows a full pull, a page cursor below the tombstone starts again.
    expect((await pull(user, full.changes[0]!.seq)).reset).toBe(true);
    // A device that had seen the deletion (or pulled since) goes on from its cursor.
    expect((await pull(user, current.cursor)).reset).toBe(false);
    expect((await pull(user, full.cursor)).reset).toBe(false);
    // Another account's young tombstone stays.
    const others = await pullAll(other, '0');
    expect(others.changes.filter((c) => c.deleted).map((c) => c.id)).toEqual([theirs.items[0]!.id]);
  });

  it('refuses a malformed cursor with 400 invalid_cursor', async () => {
    const user = await signedInUserWithCollections(testApp);
    for (const since of ['-1', 'abc', '1'.repeat(19)]) {
      const response = await callApi(testApp, 'GET', `/api/sync/changes?since=${since}`, {
        token: user.accessToken,
      });
      expect(response.status).toBe(400);
      const body = apiErrorSchema.parse(await response.json());
      expect(body.error).toEqual({
        code: 'invalid_cursor',
        message: 'Der Synchronisations-Cursor ist ungültig.',
      });
    }
  });

  it('needs a signed-in user', async () => {
    const response = await callApi(testApp, 'GET', '/api/sync/changes');
    expect(response.status).toBe(401);
  });
});

describe('POST /api/sync/push', () => {
  it('applies mutations in order and answers each like its REST endpoint', async () => {
    const user = await signedInUserWithCollections(testApp);
    const itemId = randomUUID();
    const response = await push(user, [
      {
        name: 'collections.addPerfumes',
        args: {
          collectionId: user.collections.main,
          perfumeIds: [],
          perfumes: [{ id: 'fra-31861', name: 'Sauvage', brand: 'Dior', itemId }],
        },
      },
      {
        name: 'collections.addPerfumes',
        args: { collectionId: user.collections.main, perfumeIds: ['fra-31861'], perfumes: [] },
      },
      { name: 'collections.deleteItem', args: { collectionId: user.collections.main, itemId } },
    ]);
    expect(response.status).toBe(200);
    const { results } = pushResponseSchema.parse(await response.json());
    expect(results.map((r) => r.status)).toEqual([200, 409, 200]);
    expect(results[1]?.body).toEqual({
      error: { code: 'already_exists', message: 'Parfüm bereits vorhanden' },
    });
    const added = addPerfumesResultSchema.parse(results[0]?.body);
    expect(added.items[0]).toMatchObject({ id: itemId, name: 'Sauvage', brand: 'Christian Dior' });
    const { changes } = await pullAll(user);
    expect(changes.find((c) => c.id === itemId)).toMatchObject({ deleted: true });
  });

  it('answers a replayed mutation with the stored answer and applies it once', async () => {
    const user = await signedInUserWithCollections(testApp);
    const mutation = {
      id: randomUUID(),
      name: 'collections.addPerfumes' as const,
      args: { collectionId: user.collections.main, perfumeIds: ['fra-17'], perfumes: [] },
    };
    const first = pushResponseSchema.parse(await (await push(user, [mutation])).json());
    const before = await pullAll(user);
    const second = pushResponseSchema.parse(await (await push(user, [mutation])).json());
    expect(second.results[0]).toEqual({ ...first.results[0], replayed: true });
    expect(first.results[0]?.replayed).toBe(false);
    expect(await pullAll(user)).toEqual(before);
  });

  it('shares idempotency keys with the REST endpoints', async () => {
    const user = await signedInUserWithCollections(testApp);
    const key = randomUUID();
    const args = { collectionId: user.collections.partner, perfumeIds: ['fra-9828'], perfumes: [] };
    const rest = await callApi(testApp, 'POST', '/api/collections/add-perfumes', {
      token: user.accessToken,
      body: { collectionId: args.collectionId, perfumeIds: args.perfumeIds },
      headers: { 'Idempotency-Key': key },
    });
    const restBody: unknown = await rest.json();
    const pushed = pushResponseSchema.parse(
      await (await push(user, [{ id: key, name: 'collections.addPerfumes', args }])).json(),
    );
    expect(pushed.results[0]).toMatchObject({ status: 200, body: restBody, replayed: true });
  });

  it('takes a push from an app before 2026-11-29, which also sent its device id', async () => {
    const user = await signedInUserWithCollections(testApp);
    const response = await callApi(testApp, 'POST', '/api/sync/push', {
      token: user.accessToken,
      body: {
        deviceId: randomUUID(),
        mutations: [
          {
            id: randomUUID(),
            seq: 0,
            name: 'collections.addPerfumes',
            args: { collectionId: user.collections.main, perfumeIds: ['fra-31861'], perfumes: [] },
          },
        ],
      },
    });
    expect(response.status).toBe(200);
    const { results } = pushResponseSchema.parse(await response.json());
    expect(results.map((result) => result.status)).toEqual([200]);
  });

  it('validates the whole batch before applying anything', async () => {
    const user = await signedInUserWithCollections(testApp);
    const response = await callApi(testApp, 'POST', '/api/sync/push', {
      token: user.accessToken,
      body: {
        mutations: [{ id: randomUUID(), seq: 0, name: 'collections.unbekannt', args: {} }],
      },
    });
    expect(response.status).toBe(400);
    expect(apiErrorSchema.parse(await response.json()).error.code).toBe('invalid_body');
  });

  it('accepts a batch of 100 mutations', async () => {
    const user = await signedInUserWithCollections(testApp);
    const mutations = Array.from({ length: 100 }, (_, i) => ({
      name: 'collections.addPerfumes' as const,
      args: {
        collectionId: user.collections.custom,
        perfumeIds: [],
        perfumes: [{ id: null, name: `Fotoduft ${i}`, brand: 'Unbekannt' }],
      },
    }));
    const response = await push(user, mutations);
    expect(response.status).toBe(200);
    const { results } = pushResponseSchema.parse(await response.json());
    expect(results).toHaveLength(100);
    expect(results.every((r) => r.status === 200)).toBe(true);
  });
});
