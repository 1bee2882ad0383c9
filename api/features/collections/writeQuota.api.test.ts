import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../contract/errors';
import { sampleCatalog } from '../../../tests/fixtures/perfumes';
import {
  callApi,
  createTestApp,
  signedInUserWithCollections,
  type TestApp,
} from '../../../tests/support/testApp';
import { QUOTAS } from '../limits/quotas';
import { MAX_ENTRIES_PER_LIST } from './collectionItemsRepo';

// Review N5: a signed-in account's writes are budgeted, a collection's lists are capped, and
// a mutation looks up only the perfumes it adds instead of reading the whole collection.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(sampleCatalog());
});
afterAll(async () => {
  await t.close();
});

type User = Awaited<ReturnType<typeof signedInUserWithCollections>>;

const add = (user: User, perfumes: unknown[], clientIp = '203.0.113.7') =>
  callApi(t, 'POST', '/api/collections/add-perfumes', {
    token: user.accessToken,
    body: { collectionId: user.collections.main, perfumes },
    headers: { 'X-Test-Client-Ip': clientIp },
  });

async function fill(user: User, count: number) {
  await t.db.query(
    `INSERT INTO collection_items (collection_id, name, brand, source)
     SELECT $1, 'Eigenduft ' || n, 'Foto', 'photo' FROM generate_series(1, $2) AS n`,
    [user.collections.main, count],
  );
}

describe('signed-in writes', () => {
  it(`holds at most ${MAX_ENTRIES_PER_LIST} perfumes per collection, and still skips duplicates of a full one`, async () => {
    const user = await signedInUserWithCollections(t);
    await fill(user, MAX_ENTRIES_PER_LIST - 1);
    const last = await add(user, [{ id: null, name: 'Letzter Platz', brand: 'Foto' }]);
    expect(last.status).toBe(200);
    const full = await add(user, [{ id: null, name: 'Einer zu viel', brand: 'Foto' }]);
    expect(full.status).toBe(409);
    expect(apiErrorSchema.parse(await full.json()).error).toEqual({
      code: 'list_full',
      message: expect.stringMatching(/höchstens 5\.000 Einträge/),
    });
    // Looked up by name and brand whatever the case: a duplicate is a duplicate, not "full".
    const duplicate = await add(user, [{ id: null, name: 'EIGENDUFT 17', brand: 'foto' }]);
    expect(duplicate.status).toBe(409);
    expect(apiErrorSchema.parse(await duplicate.json()).error.code).toBe('already_exists');
  });

  it('adds to a large collection by looking up only the perfumes it adds', async () => {
    const user = await signedInUserWithCollections(t);
    await fill(user, 2_000);
    const response = await add(user, [
      { id: 'fra-17', name: 'x', brand: 'x' },
      { id: null, name: 'Eigenduft 1999', brand: 'Foto' },
      { id: null, name: 'Neu entdeckt', brand: 'Foto' },
    ]);
    expect(await response.json()).toMatchObject({ added: 2, skipped: 1 });
  });

  it('gives one account 300 writes a minute across pushes and single requests, then 429', async () => {
    const user = await signedInUserWithCollections(t);
    const other = await signedInUserWithCollections(t);
    const clientIp = '198.51.100.77';
    const push = (count: number) =>
      callApi(t, 'POST', '/api/sync/push', {
        token: user.accessToken,
        headers: { 'X-Test-Client-Ip': clientIp },
        body: {
          deviceId: randomUUID(),
          mutations: Array.from({ length: count }, (_, seq) => ({
            id: randomUUID(),
            seq,
            name: 'collections.deleteItem',
            args: { collectionId: user.collections.main, itemId: randomUUID() },
          })),
        },
      });
    const rule = QUOTAS.userWrites.perCaller;
    const started = Date.now();
    for (let i = 0; i < rule.burst / 100; i++) expect((await push(100)).status).toBe(200);
    // Spent: what comes through now is only what refilled meanwhile (five a second).
    let allowed = 0;
    let refused: Response | null = null;
    while (!refused && allowed < 100) {
      const response = await add(user, [{ id: 'fra-17', name: 'x', brand: 'x' }], clientIp);
      if (response.status === 429) refused = response;
      else allowed++;
    }
    const refilled = Math.ceil(((Date.now() - started) / 1000) * rule.perSecond);
    expect(allowed).toBeLessThanOrEqual(refilled + 1);
    expect(Number(refused?.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(apiErrorSchema.parse(await refused?.json()).error.code).toBe('rate_limited');
    // A full batch needs 20 seconds of refill.
    expect((await push(100)).status).toBe(429);
    // Another account at the same address writes on.
    const theirs = await add(other, [{ id: 'fra-17', name: 'x', brand: 'x' }], clientIp);
    expect(theirs.status).toBe(200);
  });
});

describe('own collections and disliked notes', () => {
  it('pay from the same per-account write budget as the other signed-in writes', async () => {
    const user = await signedInUserWithCollections(t);
    const clientIp = '198.51.100.78';
    const send = (method: string, path: string, body: unknown) =>
      callApi(t, method, path, {
        token: user.accessToken,
        headers: { 'X-Test-Client-Ip': clientIp },
        body,
      });
    const own = randomUUID();
    expect(
      (await send('POST', '/api/collections', { collectionId: own, name: 'Sommer' })).status,
    ).toBe(200);
    const routes: [string, string, unknown][] = [
      ['POST', '/api/collections', { collectionId: randomUUID(), name: 'Winter' }],
      ['PUT', '/api/collections/rename', { collectionId: own, name: 'Herbst' }],
      ['POST', '/api/disliked-notes/add', { collectionId: own, note: 'Vanille' }],
      ['DELETE', '/api/disliked-notes/delete', { collectionId: own, note: 'Vanille' }],
      ['DELETE', '/api/collections/delete', { collectionId: own }],
    ];
    // Each route is charged: once the account's budget is spent, every one of them answers
    // 429 within what refills meanwhile (five a second).
    const spend = (count: number) =>
      callApi(t, 'POST', '/api/sync/push', {
        token: user.accessToken,
        headers: { 'X-Test-Client-Ip': clientIp },
        body: {
          deviceId: randomUUID(),
          mutations: Array.from({ length: count }, (_, seq) => ({
            id: randomUUID(),
            seq,
            name: 'collections.deleteItem',
            args: { collectionId: user.collections.main, itemId: randomUUID() },
          })),
        },
      });
    for (const [method, path, body] of routes) {
      // Batches of 100 stop while up to 99 writes are left; single ones empty the budget.
      while ((await spend(100)).status === 200);
      while ((await spend(1)).status === 200);
      let refused: Response | null = null;
      for (let i = 0; i < 20 && !refused; i++) {
        const response = await send(method, path, body);
        if (response.status === 429) refused = response;
      }
      expect(refused?.status, `${method} ${path}`).toBe(429);
      expect(Number(refused?.headers.get('Retry-After'))).toBeGreaterThan(0);
      expect(apiErrorSchema.parse(await refused?.json()).error.code).toBe('rate_limited');
    }
    // Nothing was changed by a refused write: the collection still has its first name.
    const { rows } = await t.db.query<{ name: string }>(
      `SELECT name FROM collections WHERE id = $1`,
      [own],
    );
    expect(rows[0]?.name).toBe('Sommer');
  });
});
